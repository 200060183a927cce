"""WrappersSettings / RecordingSettings: DIAMBRA's ranges and which options make() refuses."""

from __future__ import annotations

import pytest

from arena_vec.fighting.settings import (
    RecordingSettings,
    WrappersSettings,
    check_recording_settings,
    check_wrappers_settings,
    unsupported_options,
)


def test_wrappers_defaults_are_valid_and_supported() -> None:
    w = WrappersSettings()
    check_wrappers_settings(w)
    assert unsupported_options(w) == []
    assert (w.no_op_max, w.repeat_action, w.normalization_factor) == (0, 1, 0.5)
    assert (w.stack_frames, w.dilation, w.stack_actions) == (1, 1, 1)
    assert w.frame_shape == (0, 0, 0)
    assert w.filter_keys == []


@pytest.mark.parametrize(
    "values",
    [
        {"no_op_max": 12},
        {"repeat_action": 12},
        {"normalize_reward": True, "normalization_factor": 1e6},
        {"stack_frames": 48, "dilation": 48},
        {"add_last_action": True, "stack_actions": 48},
        {"frame_shape": (84, 84, 1)},
        {"filter_keys": ["frame", "P1_health"]},
        {"no_attack_buttons_combinations": True},
    ],
    ids=repr,
)
def test_valid_wrapper_values_pass(values: dict) -> None:
    check_wrappers_settings(WrappersSettings(**values))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("no_op_max", 13),
        ("no_op_max", -1),
        ("repeat_action", 0),
        ("repeat_action", True),
        ("normalization_factor", -1.0),
        ("normalization_factor", True),
        ("normalization_factor", float("nan")),
        ("stack_frames", 49),
        ("dilation", 0),
        ("stack_actions", 2),
        ("frame_shape", (84, 84, 3)),
        ("frame_shape", (0, 84, 0)),
        ("flatten", 1),
        ("no_attack_buttons_combinations", "yes"),
        ("filter_keys", "frame"),
        ("filter_keys", [1]),
        ("wrappers", "none"),
    ],
    ids=repr,
)
def test_invalid_wrapper_value_raises_naming_it(name: str, value: object) -> None:
    w = WrappersSettings()
    setattr(w, name, value)
    with pytest.raises(ValueError, match=rf"^{name}=.* is invalid: allowed "):
        check_wrappers_settings(w)


def test_unsupported_wrapper_options_are_named() -> None:
    w = WrappersSettings(stack_frames=4, flatten=True, no_attack_buttons_combinations=True)
    assert unsupported_options(w) == ["stack_frames", "flatten"]
    assert unsupported_options(WrappersSettings(filter_keys=["frame"])) == ["filter_keys"]


def test_recording_settings() -> None:
    check_recording_settings(RecordingSettings(dataset_path="/tmp/x", username="me"))
    with pytest.raises(ValueError, match=r"^dataset_path=3 is invalid"):
        check_recording_settings(RecordingSettings(dataset_path=3))
    with pytest.raises(ValueError, match=r"^username="):
        check_recording_settings(RecordingSettings(username=["me"]))
    with pytest.raises(ValueError, match=r"^observations=1 is invalid"):
        check_recording_settings(RecordingSettings(observations=1))
