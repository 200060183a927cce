"""``WrappersSettings`` and ``RecordingSettings``: DIAMBRA's wrapper and episode-recording
options, with their validation (recording itself is ``arena_vec.recording``).

Every wrapper option is implemented by ``arena_vec.wrappers`` (``arena_vec.make``, ``make_vec``
and ``make_dm``); ``check_wrappers_settings`` checks each option's type and range here, and the
checks that depend on the env (``repeat_action`` needs ``step_ratio`` 1, ``filter_keys`` must
name observation keys, ...) run when the env is made. Recording is ``arena_vec.recording``.

Example:
    >>> check_wrappers_settings(WrappersSettings(stack_frames=49))
    Traceback (most recent call last):
    ValueError: stack_frames=49 is invalid: allowed int in [1, 48]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from numbers import Real
from typing import Any

from arena_vec.fighting.settings.strict import StrictFields
from arena_vec.fighting.settings.validation import (
    check_bool,
    check_frame_shape,
    check_int,
    check_optional_str,
    fail,
)

MAX_NORMALIZATION_FACTOR = 1e6
MAX_STACK = 48


@dataclass
class WrappersSettings(StrictFields):
    """DIAMBRA's wrapper options (names, defaults and ranges), applied in this order.

    Attributes:
        no_op_max: [0, 12]. After every reset, 1..no_op_max no-op steps (drawn per episode from
            the env's seeded RNG); 0 takes none.
        repeat_action: [1, 12]. Each step sends its action this many times (stopping early at
            a round's end or the episode's), summing the rewards. Needs ``step_ratio`` 1.
        normalize_reward, normalization_factor ((0, 1e6]): the reward divided by
            normalization_factor times the game's health range.
        clip_reward: the reward's sign (after normalisation).
        no_attack_buttons_combinations: only the attacks without button combinations (both
            agents in 2P).
        frame_shape: (H, W, C), as the env setting: resize and/or grayscale. arena_vec draws its
            frames, so the engine draws them at this shape directly (no second resize).
        stack_frames, dilation: [1, 48]. The frame becomes the last stack_frames frames taken
            every dilation steps, oldest first, on the channel axis.
        add_last_action: the observation gets ``"action"`` (2P: ``"agent_i": {"action"}``),
            the last action (the no-op after a reset).
        stack_actions: [1, 48], more than 1 only with add_last_action: the last stack_actions
            actions (a MultiDiscrete; MultiDiscrete actions as [move, attack] pairs). Both
            stacks start over (copies of the current frame; no-op actions) at every reset,
            after the no-op steps, and after each step that returns round_done, stage_done or
            game_done without ending the episode.
        scale, exclude_image_scaling, process_discrete_binary: Box leaves to float32 in
            [0, 1] (the frame too unless exclude_image_scaling), Discrete leaves with more than
            2 values (with process_discrete_binary, all) and MultiDiscrete ones one-hot.
        role_relative: ``P1``/``P2`` renamed ``own``/``opp`` from the agent's role (2P: under
            ``agent_0`` and ``agent_1``).
        flatten, filter_keys: nested keys joined by ``"_"`` (``"P1_health"``); a non-empty
            filter_keys (needs flatten) keeps only those keys, and ``"frame"``.
        wrappers: [[wrapper class, kwargs], ...], applied last, in order.

    Example:
        >>> WrappersSettings(stack_frames=4, add_last_action=True, stack_actions=12)
        ... # doctest: +ELLIPSIS
        WrappersSettings(no_op_max=0, ...)
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
class RecordingSettings(StrictFields):
    """DIAMBRA's episode-recording options, plus one arena_vec extension.

    Attributes:
        dataset_path: None (no recording) or a directory (an empty string is refused); every episode is recorded into a
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


BOOL_OPTIONS = (
    "normalize_reward",
    "clip_reward",
    "no_attack_buttons_combinations",
    "add_last_action",
    "scale",
    "exclude_image_scaling",
    "process_discrete_binary",
    "role_relative",
    "flatten",
)


def _check_user_wrappers(value: Any) -> None:
    """A list of [wrapper class, kwargs dict] pairs."""
    allowed = "list of [wrapper class, kwargs dict] pairs"
    if not isinstance(value, list | tuple):
        fail("wrappers", value, allowed)
    for i, entry in enumerate(value):
        if not isinstance(entry, list | tuple) or len(entry) != 2:
            fail(f"wrappers[{i}]", entry, "[wrapper class, kwargs dict]")
        cls, kwargs = entry
        if not callable(cls):
            fail(f"wrappers[{i}][0]", cls, "a wrapper class (callable as cls(env, **kwargs))")
        if not isinstance(kwargs, Mapping) or not all(isinstance(k, str) for k in kwargs):
            fail(f"wrappers[{i}][1]", kwargs, "a dict of keyword arguments")


def check_wrappers_settings(settings: WrappersSettings) -> None:
    """Validates every wrapper option's type and range (ValueError naming the option, the value
    and what is allowed)."""
    check_int("no_op_max", settings.no_op_max, 0, 12)
    check_int("repeat_action", settings.repeat_action, 1, 12)
    factor = settings.normalization_factor
    if (
        isinstance(factor, bool)
        or not isinstance(factor, Real)
        or not 0 < factor <= MAX_NORMALIZATION_FACTOR
    ):
        fail("normalization_factor", factor, "float in (0, 1e6]")
    for name in BOOL_OPTIONS:
        check_bool(name, getattr(settings, name))
    check_frame_shape("frame_shape", settings.frame_shape)
    for name in ("stack_frames", "dilation", "stack_actions"):
        check_int(name, getattr(settings, name), 1, MAX_STACK)
    if settings.stack_actions != 1 and not settings.add_last_action:
        fail("stack_actions", settings.stack_actions, "1 unless add_last_action is True")
    keys = settings.filter_keys
    if not isinstance(keys, list | tuple) or not all(isinstance(k, str) for k in keys):
        fail("filter_keys", keys, "list of str")
    if keys and not settings.flatten:
        fail("filter_keys", keys, "[] unless flatten is True (filtering picks flattened keys)")
    _check_user_wrappers(settings.wrappers)


def check_recording_settings(settings: RecordingSettings) -> None:
    """Validates the recording options (ValueError)."""
    check_optional_str("dataset_path", settings.dataset_path)
    if isinstance(settings.dataset_path, str) and not settings.dataset_path.strip():
        # Path("") is the current directory: an empty path is a mistake, never a choice.
        fail(
            "dataset_path",
            settings.dataset_path,
            "None (no recording) or a directory path (a non-empty string; '.' for the "
            "current directory)",
        )
    check_optional_str("username", settings.username)
    check_bool("observations", settings.observations)
