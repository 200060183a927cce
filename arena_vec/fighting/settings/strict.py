"""Settings objects that refuse attributes they do not have.

DIAMBRA's settings are plain dataclasses, so ``settings.dificulty = 4`` (a typo) silently adds an
attribute nobody reads. The settings classes here mix in :class:`StrictFields`: setting a name
that is not one of the dataclass's fields raises :class:`UnknownSettingError`, naming the
attribute, the closest field name and every allowed one. The error is both an ``AttributeError``
(what Python raises for a missing attribute) and a ``ValueError`` (what every other bad setting
raises here).

Example:
    >>> from arena_vec.fighting.settings import EnvironmentSettings
    >>> EnvironmentSettings().dificulty = 4  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    arena_vec.fighting.settings.strict.UnknownSettingError: EnvironmentSettings has no setting 'dificulty' (did you mean ...
"""

from __future__ import annotations

import dataclasses
import difflib
from typing import Any


class UnknownSettingError(AttributeError, ValueError):
    """An attribute that is not a field of a settings class was set."""


class StrictFields:
    """Mixin for settings dataclasses: only their fields may be set."""

    def __setattr__(self, name: str, value: Any) -> None:
        fields = _field_names(type(self))
        if name not in fields:
            close = difflib.get_close_matches(name, fields, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise UnknownSettingError(
                f"{type(self).__name__} has no setting {name!r}{hint}; allowed: {list(fields)}",
                name=name,
                obj=self,
            )
        object.__setattr__(self, name, value)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """The field names of settings class ``cls``, in order (worked out once per class: every
    settings object built, copied or given episode options sets each of its fields)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names
