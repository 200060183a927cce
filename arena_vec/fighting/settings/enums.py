"""The two enums of DIAMBRA's public API, with protobuf-style ``Name``/``Value`` lookups.

Values equal DIAMBRA's (``SpaceTypes``: BINARY=0 ... BOX=3; ``Roles``: P1=2, P2=3), so code that
stored the integers keeps working. The native engine numbers roles 0/1 instead; the conversion
lives in ``arena_vec.fighting.settings.native``.

Example:
    >>> SpaceTypes.Name(SpaceTypes.DISCRETE)
    'DISCRETE'
    >>> Roles.Value("P2")
    3
"""

from __future__ import annotations

from enum import IntEnum


class _NamedIntEnum(IntEnum):
    """IntEnum with the ``Name(value)`` / ``Value(name)`` class methods of protobuf enums."""

    @classmethod
    def Name(cls, value: int) -> str:
        """The member name of ``value``; ValueError if no member has it."""
        return cls(value).name

    @classmethod
    def Value(cls, name: str) -> int:
        """The integer value of the member called ``name``; ValueError if none is."""
        try:
            return int(cls[name])
        except KeyError:
            raise ValueError(f"{cls.__name__} has no member {name!r}") from None


class SpaceTypes(_NamedIntEnum):
    """Kinds of spaces; ``action_space`` accepts DISCRETE or MULTI_DISCRETE."""

    BINARY = 0
    DISCRETE = 1
    MULTI_DISCRETE = 2
    BOX = 3


class Roles(_NamedIntEnum):
    """Player roles: P1 starts every round on the left, P2 on the right."""

    P1 = 2
    P2 = 3
