"""WrappersSettings / RecordingSettings: DIAMBRA's defaults and ranges, each bad value refused
naming the option, the value and what is allowed."""

from __future__ import annotations

import pytest

from arena_vec.fighting.settings import (
    RecordingSettings,
    WrappersSettings,
    check_recording_settings,
    check_wrappers_settings,
)
from arena_vec.fighting.wrapping import options_needing_wrapping


def test_wrappers_defaults_are_diambras() -> None:
    w = WrappersSettings()
    check_wrappers_settings(w)
    assert (w.no_op_max, w.repeat_action, w.normalization_factor) == (0, 1, 0.5)
    assert (w.stack_frames, w.dilation, w.stack_actions) == (1, 1, 1)
    assert w.frame_shape == (0, 0, 0)
    assert (w.filter_keys, w.wrappers) == ([], [])
    assert options_needing_wrapping(w) == []


class _Wrapper:
    def __init__(self, env: object, **kwargs: object) -> None:
        self.env = env


@pytest.mark.parametrize(
    "values",
    [
        {"no_op_max": 12},
        {"repeat_action": 12},
        {"normalize_reward": True, "normalization_factor": 1e6},
        {"normalization_factor": 1e-9},
        {"stack_frames": 48, "dilation": 48},
        {"add_last_action": True, "stack_actions": 48},
        {"frame_shape": (84, 84, 1)},
        {"flatten": True, "filter_keys": ["frame", "P1_health"]},
        {"no_attack_buttons_combinations": True},
        {"wrappers": [[_Wrapper, {"a": 1}], (_Wrapper, {})]},
    ],
    ids=repr,
)
def test_valid_wrapper_values_pass(values: dict) -> None:
    check_wrappers_settings(WrappersSettings(**values))


@pytest.mark.parametrize(
    ("name", "value", "reported"),
    [
        ("no_op_max", 13, "no_op_max"),
        ("no_op_max", -1, "no_op_max"),
        ("no_op_max", 2.0, "no_op_max"),
        ("repeat_action", 0, "repeat_action"),
        ("repeat_action", True, "repeat_action"),
        ("normalization_factor", 0, "normalization_factor"),
        ("normalization_factor", -1.0, "normalization_factor"),
        ("normalization_factor", 2e6, "normalization_factor"),
        ("normalization_factor", True, "normalization_factor"),
        ("normalization_factor", float("nan"), "normalization_factor"),
        ("normalize_reward", 1, "normalize_reward"),
        ("stack_frames", 49, "stack_frames"),
        ("stack_frames", 0, "stack_frames"),
        ("dilation", 0, "dilation"),
        ("stack_actions", 2, "stack_actions"),
        ("frame_shape", (84, 84, 3), "frame_shape"),
        ("frame_shape", (0, 84, 0), "frame_shape"),
        ("frame_shape", [84, 84, 1], "frame_shape"),
        ("flatten", 1, "flatten"),
        ("scale", "yes", "scale"),
        ("no_attack_buttons_combinations", "yes", "no_attack_buttons_combinations"),
        ("filter_keys", "frame", "filter_keys"),
        ("filter_keys", [1], "filter_keys"),
        ("filter_keys", ["stage"], "filter_keys"),  # needs flatten
        ("wrappers", "none", "wrappers"),
        ("wrappers", [_Wrapper], r"wrappers\[0\]"),
        ("wrappers", [[_Wrapper, {}, 3]], r"wrappers\[0\]"),
        ("wrappers", [[3, {}]], r"wrappers\[0\]\[0\]"),
        ("wrappers", [[_Wrapper, []]], r"wrappers\[0\]\[1\]"),
        ("wrappers", [[_Wrapper, {1: 2}]], r"wrappers\[0\]\[1\]"),
    ],
    ids=repr,
)
def test_invalid_wrapper_value_raises_naming_it(name: str, value: object, reported: str) -> None:
    w = WrappersSettings()
    setattr(w, name, value)
    with pytest.raises(ValueError, match=rf"^{reported}=.* is invalid: allowed ") as err:
        check_wrappers_settings(w)
    if reported == name:
        assert repr(value) in str(err.value)


def test_options_needing_wrapping_are_named() -> None:
    w = WrappersSettings(stack_frames=4, flatten=True, no_attack_buttons_combinations=True)
    assert options_needing_wrapping(w) == ["stack_frames", "flatten"]
    assert options_needing_wrapping(WrappersSettings(wrappers=[[_Wrapper, {}]])) == []


def test_recording_settings() -> None:
    check_recording_settings(RecordingSettings(dataset_path="/tmp/x", username="me"))
    with pytest.raises(ValueError, match=r"^dataset_path=3 is invalid"):
        check_recording_settings(RecordingSettings(dataset_path=3))
    with pytest.raises(ValueError, match=r"^username="):
        check_recording_settings(RecordingSettings(username=["me"]))
    with pytest.raises(ValueError, match=r"^observations=1 is invalid"):
        check_recording_settings(RecordingSettings(observations=1))
