"""``load_settings_flat_dict``: builds any settings dataclass from a flat dict, strictly.

Unknown keys raise ValueError naming the key and listing the allowed ones. A field declared as a
tuple must be given as a tuple (a list is refused: YAML configs need ``!!python/tuple``). Values
themselves are checked later, when the environment is made.

Example:
    >>> from arena_vec.fighting.settings import EnvironmentSettings
    >>> load_settings_flat_dict(EnvironmentSettings, {"step_ratio": 2}).step_ratio
    2
    >>> load_settings_flat_dict(EnvironmentSettings, {"frame_shape": [84, 84, 1]})
    Traceback (most recent call last):
    ValueError: frame_shape=[84, 84, 1] is invalid: allowed a tuple, not a list
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, TypeVar

from arena_vec.fighting.settings.validation import fail

T = TypeVar("T")


def load_settings_flat_dict(cls: type[T], d: Mapping[str, Any]) -> T:
    """An instance of the settings dataclass ``cls`` with the entries of ``d`` set."""
    if not dataclasses.is_dataclass(cls) or not isinstance(cls, type):
        fail("cls", cls, "a settings dataclass")
    if not isinstance(d, Mapping):
        fail("d", d, "a dict of settings")
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    for key, value in d.items():
        if key not in fields:
            raise ValueError(f"unknown {cls.__name__} setting {key!r}: allowed {sorted(fields)}")
        if isinstance(value, list) and "tuple" in str(fields[key].type):
            fail(key, value, "a tuple, not a list")
    return cls(**d)
