"""``WrappersSettings`` and ``RecordingSettings``: DIAMBRA's wrapper and episode-recording
options, with their validation (recording itself is ``arena_vec.recording``).

The wrappers themselves are not implemented. ``unsupported_options`` names every option set to a
non-default value that ``make`` must refuse (with NotImplementedError); the one exception is
``no_attack_buttons_combinations``, which the native engine supports directly (its config key
``attack_combinations``).

Example:
    >>> unsupported_options(WrappersSettings(stack_frames=4))
    ['stack_frames']
    >>> unsupported_options(WrappersSettings(no_attack_buttons_combinations=True))
    []
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from numbers import Real
from typing import Any

from arena_vec.fighting.settings.validation import (
    check_bool,
    check_frame_shape,
    check_int,
    check_optional_str,
    fail,
)

NATIVE_WRAPPER_OPTIONS = ("no_attack_buttons_combinations",)
"""Wrapper options handled by the native engine instead of a Python wrapper."""


@dataclass
class WrappersSettings:
    """DIAMBRA's wrapper options (names, defaults and ranges). Only the defaults and
    ``no_attack_buttons_combinations`` are supported by ``make``.

    Attributes:
        no_op_max: [0, 12] no-op steps after reset. repeat_action: [1, 12] sticky actions.
        normalize_reward, normalization_factor ([0, 1e6]), clip_reward: reward processing.
        no_attack_buttons_combinations: only the attacks without button combinations.
        frame_shape: Python-side resize / grayscale, same rule as the env setting.
        stack_frames, dilation: [1, 48]. add_last_action, stack_actions ([1, 48], must stay 1
        unless add_last_action). scale, exclude_image_scaling, process_discrete_binary,
        role_relative, flatten: bools. filter_keys: list of observation keys. wrappers: list of
        [wrapper class, kwargs] pairs.
    """

    no_op_max: int = 0
    repeat_action: int = 1
    normalize_reward: bool = False
    normalization_factor: float = 0.5
    clip_reward: bool = False
    no_attack_buttons_combinations: bool = False
    frame_shape: tuple[int, int, int] = (0, 0, 0)
    stack_frames: int = 1
    dilation: int = 1
    add_last_action: bool = False
    stack_actions: int = 1
    scale: bool = False
    exclude_image_scaling: bool = False
    process_discrete_binary: bool = False
    role_relative: bool = False
    flatten: bool = False
    filter_keys: list[str] = field(default_factory=list)
    wrappers: list[Any] = field(default_factory=list)


@dataclass
class RecordingSettings:
    """DIAMBRA's episode-recording options, plus one arena_vec extension.

    Attributes:
        dataset_path: None (no recording) or a directory; every episode is recorded into a
            dataset under it (``arena_vec.recording``: Minari's parquet layout plus the compact
            form). It is created if missing; one that cannot be written raises ValueError.
        username: stored in the dataset's metadata.
        observations: arena_vec extension. False records only the compact form (seed,
            settings, actions, state hashes), from which ``arena_vec.replay`` regenerates every
            observation and frame exactly.
    """

    dataset_path: str | None = None
    username: str | None = None
    observations: bool = True


def check_wrappers_settings(settings: WrappersSettings) -> None:
    """Validates every wrapper option against DIAMBRA's ranges (ValueError)."""
    check_int("no_op_max", settings.no_op_max, 0, 12)
    check_int("repeat_action", settings.repeat_action, 1, 12)
    factor = settings.normalization_factor
    if isinstance(factor, bool) or not isinstance(factor, Real) or not 0 <= factor <= 1e6:
        fail("normalization_factor", factor, "float in [0, 1e6]")
    for name in (
        "normalize_reward",
        "clip_reward",
        "no_attack_buttons_combinations",
        "add_last_action",
        "scale",
        "exclude_image_scaling",
        "process_discrete_binary",
        "role_relative",
        "flatten",
    ):
        check_bool(name, getattr(settings, name))
    check_frame_shape("frame_shape", settings.frame_shape)
    for name in ("stack_frames", "dilation", "stack_actions"):
        check_int(name, getattr(settings, name), 1, 48)
    if settings.stack_actions != 1 and not settings.add_last_action:
        fail("stack_actions", settings.stack_actions, "1 unless add_last_action is True")
    keys = settings.filter_keys
    if not isinstance(keys, list | tuple) or not all(isinstance(k, str) for k in keys):
        fail("filter_keys", keys, "list of str")
    if not isinstance(settings.wrappers, list | tuple):
        fail("wrappers", settings.wrappers, "list of [wrapper class, kwargs]")


def check_recording_settings(settings: RecordingSettings) -> None:
    """Validates the recording options (ValueError)."""
    check_optional_str("dataset_path", settings.dataset_path)
    check_optional_str("username", settings.username)
    check_bool("observations", settings.observations)


def unsupported_options(settings: WrappersSettings) -> list[str]:
    """Names of the options set to a value that has no implementation here: any non-default
    wrapper option but ``no_attack_buttons_combinations``."""
    defaults = WrappersSettings()
    return [
        f.name
        for f in dataclasses.fields(settings)
        if f.name not in NATIVE_WRAPPER_OPTIONS
        and getattr(settings, f.name) != getattr(defaults, f.name)
    ]
