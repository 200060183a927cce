"""The native wrapper plan (the pool config's "wrappers" entry): the spec it declares, and every
malformed plan refused with a ValueError that names the entry, before any env exists."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from arena_vec import _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings, WrappersSettings, native_config
from arena_vec.wrappers.plan import plan_for

SETTINGS = EnvironmentSettings(frame_shape=(20, 30, 1))
WRAPPERS = WrappersSettings(stack_frames=3, add_last_action=True, stack_actions=2, scale=True)


def _config() -> dict[str, Any]:
    wrapping = plan_for("triad", SETTINGS, WRAPPERS)
    return copy.deepcopy(native_config(SETTINGS, game_info("triad"), True, wrapping))


def _output(config: dict, name: str) -> dict:
    return next(entry for entry in config["wrappers"]["outputs"] if entry["name"] == name)


def test_the_spec_declares_the_plan_outputs() -> None:
    spec = _native.game_spec("triad", _config())
    leaves = {leaf["name"]: leaf for leaf in spec["observations"]}
    assert leaves["frame"]["shape"] == (20, 30, 3)
    assert leaves["frame"]["dtype"] == "float32"
    assert leaves["action"]["shape"] == (34,)  # one-hot of [9, 8] * 2
    assert leaves["action"]["dtype"] == "int8"  # Gymnasium's MultiBinary dtype
    assert leaves["P1.health"]["dtype"] == "float32"
    plain = _native.game_spec("triad", native_config(SETTINGS, game_info("triad")))
    assert spec["infos"] == plain["infos"]
    assert spec["action_sizes"] == plain["action_sizes"]


def _set(path: list, value: Any) -> dict:
    config = _config()
    node: Any = config["wrappers"]
    for key in path[:-1]:
        node = node[key] if not isinstance(key, str) or key in node else _output(config, key)
    node[path[-1]] = value
    return config


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["stack"], 3, r"'wrappers.stack': unknown entry; allowed: no_op_max"),
        (["no_op_max"], 13, r"'wrappers.no_op_max': 13 is out of range; allowed 0..12"),
        (["repeat_action"], 0, r"'wrappers.repeat_action': 0 is out of range"),
        (["reward_divisor"], 0.0, r"'wrappers.reward_divisor': must be above 0"),
        (["boundaries"], ["nope"], r"'wrappers.boundaries\[0\]': no info leaf 'nope'"),
        (["boundaries"], ["settings.role"], r"'settings.role' is not a bool flag"),
        (["role_info"], "round_done", r"'wrappers.role_info': 'round_done' is not an int16"),
        (["frame_stack", "leaf"], "stage", r"'stage' is not an H x W x C uint8 frame"),
        (["frame_stack", "frames"], 49, r"'wrappers.frame_stack.frames': 49 is out of range"),
        (["action_stack", "agent_components"], [1], r"must add up to the env's 2 action"),
        (["outputs", "frame", "source"], "pixels", r"'pixels' is not a source"),
        (["outputs", "stage", "leaf"], "frame", r"the stacked frame is read through source"),
        (["outputs", "stage", "leaf"], "P3.health", r"no observation leaf 'P3.health'"),
        (["outputs", "stage", "transform"], "log", r"'log' is not a transform"),
        (["outputs", "stage", "high"], -5.0, r"'wrappers.outputs\[\d+\].high': must be above"),
        (["outputs", "action", "sizes"], [9, 8], r"needs one size per source element \(4\)"),
        (["outputs", "action", "sizes"], [9, 0, 9, 8], r"a one_hot size must be at least 1"),
        (["outputs", "stage", "name"], "frame", r"repeats an output name"),
        (["outputs", "stage", "colour"], 1, r"unknown entry; allowed: name"),
        (["outputs", "P1.side", "source"], "own", r"'wrappers.outputs\[\d+\]': missing key"),
    ],
)
def test_malformed_plans_are_refused_naming_the_entry(path: list, value: Any, message: str) -> None:
    config = _set(path, value)
    with pytest.raises(ValueError, match=message):
        _native.game_spec("triad", config)
    with pytest.raises(ValueError, match=message):
        _native.BatchPool("triad", config, 2, None, 1, -1, "next_step", 0)


def test_role_relative_outputs_need_the_role_info_leaf() -> None:
    config = _config()
    entry = _output(config, "P1.side")
    entry.update(source="own", other_leaf="P2.side", agent=0)
    with pytest.raises(ValueError, match=r"'wrappers.outputs\[\d+\].source': 'own' needs"):
        _native.game_spec("triad", config)
    config["wrappers"]["role_info"] = "settings.role"
    entry["agent"] = 1
    with pytest.raises(ValueError, match=r"'wrappers.outputs\[\d+\].agent': 1 is out of range"):
        _native.game_spec("triad", config)
    entry["agent"] = 0
    _native.game_spec("triad", config)
