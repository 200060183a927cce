"""The wrapper configurations every wrapper test runs: each option alone, the Atari-style stack
of the benchmark, everything at once, and two-player mixes; plus helpers to build the wrapped
env and the unwrapped one the reference runs on, and to compare observations exactly."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import pytest

import arena_vec
from arena_vec import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    Roles,
    SpaceTypes,
    WrappersSettings,
)
from arena_vec.fighting.env import make as make_unwrapped
from arena_vec.wrappers.plan import engine_frame_shape

D, MD = SpaceTypes.DISCRETE, SpaceTypes.MULTI_DISCRETE
GAME = "triad"

# 20 x 30 gray: 600 pixels, not a multiple of 16 (the SSE stack path has a tail).
ONE = EnvironmentSettings(frame_shape=(20, 30, 1), difficulty=4, continue_game=-1.0)
ONE_RAM = dataclasses.replace(ONE, include_frame=False)
# Roles fixed so that agent_0 (P1, on the left) can press forward: rounds end sooner.
TWO = EnvironmentSettingsMultiAgent(
    frame_shape=(20, 30, 1), action_space=(MD, D), role=(Roles.P1, Roles.P2)
)
RIGHT = 5

CASES: dict[str, tuple[Any, WrappersSettings]] = {
    "stack4": (ONE, WrappersSettings(stack_frames=4)),
    "stack3_dilation2_rgb": (
        dataclasses.replace(ONE, frame_shape=(16, 16, 0)),
        WrappersSettings(stack_frames=3, dilation=2),
    ),
    "last_action": (ONE, WrappersSettings(add_last_action=True)),
    "action_stack12": (ONE, WrappersSettings(add_last_action=True, stack_actions=12)),
    "action_stack_discrete": (
        dataclasses.replace(ONE, action_space=D),
        WrappersSettings(add_last_action=True, stack_actions=5),
    ),
    "last_action_discrete": (
        dataclasses.replace(ONE, action_space=D),
        WrappersSettings(add_last_action=True),
    ),
    "normalize": (ONE_RAM, WrappersSettings(normalize_reward=True)),
    "normalize_clip": (
        ONE_RAM,
        WrappersSettings(normalize_reward=True, normalization_factor=2.0, clip_reward=True),
    ),
    "clip": (ONE_RAM, WrappersSettings(clip_reward=True)),
    "scale": (ONE, WrappersSettings(scale=True)),
    "scale_options": (
        ONE,
        WrappersSettings(
            scale=True,
            exclude_image_scaling=True,
            process_discrete_binary=True,
            add_last_action=True,
            stack_actions=3,
        ),
    ),
    "role_relative": (ONE, WrappersSettings(role_relative=True)),
    "role_relative_p2": (
        dataclasses.replace(ONE, role=Roles.P2),
        WrappersSettings(role_relative=True, scale=True),
    ),
    "flatten": (ONE, WrappersSettings(flatten=True)),
    "flatten_filter": (
        ONE,
        WrappersSettings(flatten=True, filter_keys=["stage", "P1_health", "P2_x"]),
    ),
    "no_op": (ONE, WrappersSettings(no_op_max=6)),
    "repeat": (dataclasses.replace(ONE, step_ratio=1), WrappersSettings(repeat_action=4)),
    "frame_to_gray": (
        dataclasses.replace(ONE, frame_shape=(16, 16, 0)),
        WrappersSettings(frame_shape=(0, 0, 1)),
    ),
    "frame_resize_stack": (ONE, WrappersSettings(frame_shape=(12, 10, 0), stack_frames=2)),
    "no_combinations": (
        ONE,
        WrappersSettings(no_attack_buttons_combinations=True, add_last_action=True),
    ),
    "atari": (
        ONE,
        WrappersSettings(
            stack_frames=4,
            add_last_action=True,
            stack_actions=12,
            normalize_reward=True,
            role_relative=True,
            flatten=True,
        ),
    ),
    "everything": (
        dataclasses.replace(ONE, step_ratio=1),
        WrappersSettings(
            no_op_max=3,
            repeat_action=3,
            normalize_reward=True,
            clip_reward=True,
            stack_frames=2,
            dilation=2,
            add_last_action=True,
            stack_actions=3,
            scale=True,
            role_relative=True,
            flatten=True,
        ),
    ),
    "2p_actions_role": (
        TWO,
        WrappersSettings(add_last_action=True, stack_actions=4, role_relative=True),
    ),
    "2p_scale_flatten": (
        TWO,
        WrappersSettings(
            stack_frames=2, add_last_action=True, scale=True, role_relative=True, flatten=True
        ),
    ),
    "2p_no_op_repeat": (
        dataclasses.replace(TWO, step_ratio=1),
        WrappersSettings(no_op_max=4, repeat_action=3, no_attack_buttons_combinations=True),
    ),
}

case_ids = pytest.mark.parametrize("case", list(CASES))

# A subset that still sets every option (and both players, both action spaces, gray and RGB
# stacks): the front-end equivalence tests run it in every mode.
COVERING = (
    "everything",
    "atari",
    "stack3_dilation2_rgb",
    "action_stack_discrete",
    "scale_options",
    "flatten_filter",
    "frame_to_gray",
    "frame_resize_stack",
    "no_combinations",
    "role_relative_p2",
    "2p_actions_role",
    "2p_scale_flatten",
    "2p_no_op_repeat",
)
covering_ids = pytest.mark.parametrize("case", COVERING)


def n_players(settings: Any) -> int:
    return 2 if isinstance(settings, EnvironmentSettingsMultiAgent) else 1


def short_episodes(settings: Any) -> Any:
    """One-player settings without continues: an episode ends at the first game over."""
    if n_players(settings) == 2:
        return settings
    return dataclasses.replace(settings, continue_game=0.0)


def wrapped_env(case: str, short: bool = False) -> Any:
    settings, wrappers = CASES[case]
    return arena_vec.make(GAME, short_episodes(settings) if short else settings, wrappers)


def unwrapped_env(case: str) -> Any:
    """The env the wrappers run on: the engine's frame shape, the engine's attack table."""
    settings, wrappers = CASES[case]
    frame = engine_frame_shape(settings.frame_shape, wrappers.frame_shape)
    return make_unwrapped(
        GAME,
        dataclasses.replace(settings, frame_shape=frame),
        WrappersSettings(no_attack_buttons_combinations=wrappers.no_attack_buttons_combinations),
    )


class Policy:
    """Seeded random actions; in two-player mode agent_0 mostly walks right and attacks, so
    rounds end by KO well before their timer."""

    def __init__(self, space: Any, seed: int) -> None:
        self.space = space
        self.rng = np.random.default_rng(seed)
        space.seed(seed)

    def __call__(self) -> Any:
        action = self.space.sample()
        if isinstance(action, dict) and self.rng.random() < 0.7:
            action["agent_0"] = np.array([RIGHT, action["agent_0"][1]])
        return action


def row(batched: Any, index: int) -> Any:
    """Env ``index``'s observation out of a batched one."""
    if isinstance(batched, dict):
        return {key: row(value, index) for key, value in batched.items()}
    return batched[index]
