"""The builders: the same WrappersSettings through make, make_vec, make_dm and gym.make; the
user's wrapper classes applied last; the checks that need the env; the wrapped spaces; stacks
that start over at resets and round ends; snapshots that carry the stacks."""

from __future__ import annotations

import dataclasses
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium import spaces
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import VectorWrapper
from wrapper_cases import wrapped_env

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, WrappersSettings
from arena_vec.builder import EnvOptions, build_vec
from arena_vec.engine.options import PoolOptions
from arena_vec.fighting.env import FightingEnv

SETTINGS = EnvironmentSettings(frame_shape=(20, 30, 1), difficulty=4)
ATARI = WrappersSettings(
    stack_frames=4,
    add_last_action=True,
    stack_actions=12,
    normalize_reward=True,
    role_relative=True,
    flatten=True,
)


def make_unwrapped_vec(env_id: str, num_envs: int, **env_kwargs: object):
    """``make_vec`` without the wrappers' plan (the pool runs no wrapper)."""
    options = EnvOptions.from_keywords(env_id, PoolOptions(num_envs), env_kwargs)
    return build_vec(options, wrapped=False)


class Tagging(gym.ObservationWrapper):
    """Adds its tag to a list the observation carries (shows the order wrappers ran in)."""

    def __init__(self, env: gym.Env, tag: str) -> None:
        super().__init__(env)
        self.tag = tag

    def observation(self, observation: Any) -> Any:
        return {**observation, "tags": [*observation.get("tags", []), self.tag]}


class VectorTagging(VectorWrapper):
    def __init__(self, env: Any, tag: str) -> None:
        super().__init__(env)
        self.tag = tag


def test_user_wrappers_apply_last_in_order() -> None:
    wrappers = dataclasses.replace(
        ATARI, wrappers=[[Tagging, {"tag": "first"}], [Tagging, {"tag": "second"}]]
    )
    env = arena_vec.make("triad", SETTINGS, wrappers)
    try:
        assert isinstance(env, Tagging)
        assert env.tag == "second"
        assert isinstance(env.unwrapped, FightingEnv)
        obs, _ = env.reset(seed=0)
        assert obs["tags"] == ["first", "second"]
        assert obs["frame"].shape == (20, 30, 4)  # the built-in wrappers came first
        assert "own_health" in obs
    finally:
        env.close()


def test_make_without_user_wrappers_returns_the_env_itself() -> None:
    env = arena_vec.make("triad", SETTINGS, ATARI)
    assert type(env) is FightingEnv
    env.close()


def test_make_vec_applies_vector_wrappers_and_refuses_single_env_ones() -> None:
    wrappers = dataclasses.replace(ATARI, wrappers=[[VectorTagging, {"tag": "v"}]])
    envs = arena_vec.make_vec("triad", 2, env_settings=SETTINGS, wrappers_settings=wrappers)
    assert isinstance(envs, VectorTagging)
    assert envs.tag == "v"
    envs.close()
    wrappers = dataclasses.replace(ATARI, wrappers=[[Tagging, {"tag": "x"}]])
    with pytest.raises(ValueError, match=r"^wrappers\[0\]\[0\]=.*Tagging.*VectorWrapper"):
        arena_vec.make_vec("triad", 2, env_settings=SETTINGS, wrappers_settings=wrappers)


def test_make_dm_refuses_user_wrappers() -> None:
    wrappers = WrappersSettings(wrappers=[[Tagging, {"tag": "x"}]])
    with pytest.raises(ValueError, match=r"^wrappers=.* allowed \[\] in make_dm"):
        arena_vec.make_dm("triad", 2, wrappers_settings=wrappers)


def test_gym_make_and_make_vec_take_the_wrappers() -> None:
    env = gym.make("arena_vec/triad-v0", env_settings=SETTINGS, wrappers_settings=ATARI)
    obs, _ = env.reset(seed=0)
    assert obs["frame"].shape == (20, 30, 4)
    assert obs["action"].shape == (24,)
    env.close()
    envs = gym.make_vec(
        "arena_vec/triad-v0",
        num_envs=2,
        vectorization_mode="vector_entry_point",
        env_settings=SETTINGS,
        wrappers_settings=ATARI,
    )
    obs, _ = envs.reset(seed=0)
    assert obs["frame"].shape == (2, 20, 30, 4)
    envs.close()


def test_the_atari_stack_observation_space() -> None:
    env = arena_vec.make("triad", SETTINGS, ATARI)
    try:
        space = env.observation_space
        assert space["frame"] == spaces.Box(0, 255, (20, 30, 4), np.uint8)
        assert space["action"] == spaces.MultiDiscrete([9, 8] * 12)
        players = {key[4:] for key in space.spaces if key.startswith("own_")}
        assert players == _player_keys()
        assert {key for key in space.spaces if key.startswith("opp_")} == {
            f"opp_{key}" for key in players
        }
        assert not any(key.startswith(("P1", "P2")) for key in space.spaces)
        obs, _ = env.reset(seed=3)
        assert space.contains(obs)
        _, reward, *_ = env.step(env.action_space.sample())
        assert isinstance(reward, float)
    finally:
        env.close()


def _player_keys() -> set[str]:
    raw = arena_vec.make("triad", SETTINGS)
    keys = set(raw.observation_space["P1"].spaces)
    raw.close()
    return keys


@pytest.mark.parametrize(
    ("settings", "wrappers", "match"),
    [
        (SETTINGS, WrappersSettings(repeat_action=4), r"^repeat_action=4 .* \(step_ratio=6\)"),
        (
            dataclasses.replace(SETTINGS, include_frame=False),
            WrappersSettings(stack_frames=4),
            r"^stack_frames=4 .* when include_frame is False",
        ),
        (
            dataclasses.replace(SETTINGS, include_frame=False),
            WrappersSettings(frame_shape=(84, 84, 1)),
            r"^frame_shape=\(84, 84, 1\) .* when include_frame is False",
        ),
        (
            SETTINGS,
            WrappersSettings(flatten=True, filter_keys=["P1_health", "P1_healht"]),
            r"^filter_keys=.* unknown key\(s\) \['P1_healht'\]; allowed .*'P1_health'",
        ),
        (
            SETTINGS,
            WrappersSettings(role_relative=True, flatten=True, filter_keys=["P1_health"]),
            r"unknown key\(s\) \['P1_health'\]; allowed .*'own_health'",
        ),
        (SETTINGS, WrappersSettings(dilation=49), r"^dilation=49 is invalid"),
    ],
)
@pytest.mark.parametrize("builder", ["make", "make_vec", "make_dm"])
def test_options_the_env_cannot_take_are_refused_by_every_builder(
    builder: str, settings: Any, wrappers: WrappersSettings, match: str
) -> None:
    def build() -> Any:
        if builder == "make":
            return arena_vec.make("triad", settings, wrappers)
        return getattr(arena_vec, builder)(
            "triad", 2, env_settings=settings, wrappers_settings=wrappers
        )

    with pytest.raises(ValueError, match=match):
        build()


def test_unwrapped_builders_refuse_wrapper_options_they_would_drop() -> None:
    with pytest.raises(ValueError, match=r"\['flatten'\] are applied by arena_vec.make"):
        make_unwrapped_vec("triad", 2, wrappers_settings=WrappersSettings(flatten=True))
    envs = make_unwrapped_vec(
        "triad", 2, wrappers_settings=WrappersSettings(no_attack_buttons_combinations=True)
    )
    assert envs.single_action_space == spaces.MultiDiscrete([9, 4])
    envs.close()


def test_the_wrapper_frame_shape_is_drawn_by_the_engine() -> None:
    env = arena_vec.make(
        "triad",
        EnvironmentSettings(frame_shape=(0, 0, 1)),
        WrappersSettings(frame_shape=(40, 48, 0), stack_frames=2),
    )
    obs, _ = env.reset(seed=0)
    assert obs["frame"].shape == (40, 48, 2)
    assert env.unwrapped.env_settings.frame_shape == (0, 0, 1)  # the user's settings kept
    env.close()


def test_stacks_start_over_at_resets_and_round_ends() -> None:
    wrappers = WrappersSettings(stack_frames=4, add_last_action=True, stack_actions=3)
    env = arena_vec.make("triad", dataclasses.replace(SETTINGS, continue_game=1.0), wrappers)
    try:
        obs, _ = env.reset(seed=1)
        assert _all_frames_equal(obs["frame"])
        assert obs["action"].tolist() == [0] * 6
        env.action_space.seed(1)
        fresh = []
        for _ in range(300):
            action = env.action_space.sample()
            obs, _, terminated, _, info = env.step(action)
            if info["round_done"] and not terminated:
                fresh.append(obs)
            else:
                assert obs["action"][-2:].tolist() == action.tolist()
        assert len(fresh) >= 2
        for obs in fresh:  # a new round: copies of the round's end, and no-ops
            assert _all_frames_equal(obs["frame"])
            assert obs["action"].tolist() == [0] * 6
    finally:
        env.close()


def _all_frames_equal(stack: np.ndarray) -> bool:
    return all(np.array_equal(stack[..., k], stack[..., 0]) for k in range(stack.shape[-1]))


def test_snapshots_carry_the_wrapped_state() -> None:
    wrappers = dataclasses.replace(ATARI, no_op_max=5, dilation=2)
    envs = arena_vec.make_vec(
        "triad", 2, seed=0, num_threads=1, env_settings=SETTINGS, wrappers_settings=wrappers
    )
    try:
        envs.reset()
        envs.action_space.seed(2)
        for _ in range(25):
            envs.step(envs.action_space.sample())
        snapshot = envs.get_state(0)
        later = [envs.action_space.sample() for _ in range(40)]
        first = [_copy(envs.step(a)[0]) for a in later]
        envs.set_state(0, snapshot)
        again = [_copy(envs.step(a)[0]) for a in later]
        for a, b in zip(first, again, strict=True):
            for key in a:
                assert np.array_equal(a[key][0], b[key][0]), key
    finally:
        envs.close()
    plain = make_unwrapped_vec("triad", 2, env_settings=SETTINGS)
    try:
        plain.reset(seed=0)
        with pytest.raises(ValueError, match="wrappers"):
            plain.set_state(0, snapshot)
    finally:
        plain.close()


def _copy(obs: dict) -> dict:
    return {key: np.array(value) for key, value in obs.items()}


def test_two_player_role_relative_keys() -> None:
    env = arena_vec.make(
        "triad",
        EnvironmentSettingsMultiAgent(include_frame=False),
        WrappersSettings(role_relative=True, add_last_action=True),
    )
    try:
        obs, info = env.reset(seed=4)
        assert set(obs) == {"stage", "timer", "agent_0", "agent_1"}
        assert set(obs["agent_0"]) == {"action", "own", "opp"}
        raw_roles = info["settings"]["role"]
        assert obs["agent_0"]["own"]["side"] == (0 if raw_roles[0].name == "P1" else 1)
        assert obs["agent_1"]["own"]["side"] == obs["agent_0"]["opp"]["side"]
        assert env.observation_space.contains(obs)
    finally:
        env.close()


@pytest.mark.parametrize("case", ["atari", "everything", "2p_scale_flatten", "scale_options"])
def test_gymnasium_env_checker_passes_wrapped_envs(case: str) -> None:
    env = wrapped_env(case)
    try:
        check_env(env, skip_render_check=True)
    finally:
        env.close()
