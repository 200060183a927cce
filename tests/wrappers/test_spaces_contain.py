"""Every wrapped observation lies in its env's own observation space, leaf by leaf: the single
env's (``make``) through Gymnasium's passive checker, and the batch's (``make_vec``) through
``observation_space.contains``, over every wrapper configuration of ``wrapper_cases``. A leaf's
dtype is the one its space declares (Gymnasium's ``MultiBinary`` holds int8, so the one-hot
leaves of ``scale`` do too), and env i of the batch equals the single env it stands for."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils.passive_env_checker import check_obs
from tree_equal import assert_tree_equal
from wrapper_cases import CASES, GAME, Policy, case_ids, row, wrapped_env

import arena_vec

NUM_ENVS, SEED, STEPS = 2, 11, 12


def leaves(space: spaces.Space, obs: Any, path: str = "obs") -> list[tuple[str, Any, Any]]:
    """(path, leaf space, leaf value) of every leaf of a Dict observation."""
    if isinstance(space, spaces.Dict):
        assert sorted(obs) == sorted(space.spaces), path
        return [
            item
            for key in space.spaces
            for item in leaves(space[key], obs[key], f"{path}[{key!r}]")
        ]
    return [(path, space, obs)]


def assert_in_space(space: spaces.Space, obs: Any, where: str) -> None:
    for path, leaf_space, value in leaves(space, obs):
        assert leaf_space.contains(value), f"{where} {path}: {value!r} not in {leaf_space}"
        if isinstance(leaf_space, (spaces.Box, spaces.MultiBinary)):
            assert value.dtype == leaf_space.dtype, f"{where} {path}: {value.dtype} in {leaf_space}"
    assert space.contains(obs), where


@case_ids
def test_single_and_batched_observations_lie_in_their_spaces(case: str) -> None:
    settings, wrappers = CASES[case]
    singles = [wrapped_env(case) for _ in range(NUM_ENVS)]
    envs = arena_vec.make_vec(
        GAME, NUM_ENVS, seed=SEED, env_settings=settings, wrappers_settings=wrappers
    )
    try:
        policy = Policy(singles[0].action_space, 0)
        single_obs = [env.reset(seed=SEED + i)[0] for i, env in enumerate(singles)]
        obs, _ = envs.reset()
        for step in range(STEPS):
            assert_in_space(envs.observation_space, obs, f"batch step {step}")
            for i, env in enumerate(singles):
                check_obs(single_obs[i], env.observation_space, "step")
                assert_in_space(env.observation_space, single_obs[i], f"env {i} step {step}")
                assert_tree_equal(row(obs, i), single_obs[i], f"env {i} step {step}", strict=True)
            actions = [policy() for _ in singles]
            single_obs = [env.step(a)[0] for env, a in zip(singles, actions, strict=True)]
            batch = (
                {key: np.stack([a[key] for a in actions]) for key in actions[0]}
                if isinstance(actions[0], dict)
                else np.stack(actions)
            )
            obs = envs.step(batch)[0]
    finally:
        envs.close()
        for env in singles:
            env.close()
