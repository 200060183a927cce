"""A single wrapped env and env i of a wrapped batch give identical observations, rewards and
flags, for configurations that together set every wrapper option: in sync mode under every
autoreset mode, in async mode (envs come back in any order, named by ``env_id``) and through
``make_dm``.

Env i of the batch is reset with seed s + i; the single env for it with seed s + i too, and
after each episode without a seed, as the batch's autoreset does. One-player episodes have no
continue here, and every run goes on until each env has finished an episode.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from tree_equal import assert_tree_equal
from wrapper_cases import (
    CASES,
    GAME,
    Policy,
    covering_ids,
    row,
    short_episodes,
    wrapped_env,
)

import arena_vec

NUM_ENVS = 3
SEED = 5
MIN_STEPS = 60
MAX_STEPS = 4000


def _batch(actions: list[Any]) -> Any:
    """Per-env actions stacked as a batch (dicts of agent arrays in two-player mode)."""
    if isinstance(actions[0], dict):
        return {key: np.stack([np.asarray(a[key]) for a in actions]) for key in actions[0]}
    return np.stack([np.asarray(a) for a in actions])


class Singles:
    """One single env per batch env, stepped with the same per-env actions."""

    def __init__(self, case: str, num_envs: int) -> None:
        self.envs = [wrapped_env(case, short=True) for _ in range(num_envs)]
        self.policies = [Policy(env.action_space, 100 + i) for i, env in enumerate(self.envs)]
        self.reset_obs = [env.reset(seed=SEED + i)[0] for i, env in enumerate(self.envs)]
        self.pending = [self.envs[0].unwrapped.get_no_op_action()] * num_envs
        self.last = list(self.reset_obs)
        self.ended = [False] * num_envs
        self.steps = 0

    def running(self) -> bool:
        """True until every env has ended an episode (and MIN_STEPS batches went by)."""
        self.steps += 1
        assert self.steps <= MAX_STEPS, f"not every env ended an episode: {self.ended}"
        return self.steps <= MIN_STEPS or not all(self.ended)

    def next_action(self, i: int) -> Any:
        self.pending[i] = self.policies[i]()
        return self.pending[i]

    def step(self, i: int) -> tuple:
        result = self.envs[i].step(self.pending[i])
        self.last[i] = result[0]
        self.ended[i] |= bool(result[2])
        return result

    def reset(self, i: int) -> Any:
        self.last[i] = self.envs[i].reset()[0]
        return self.last[i]

    def close(self) -> None:
        for env in self.envs:
            env.close()


def _make_vec(case: str, **kwargs: Any) -> Any:
    settings, wrappers = CASES[case]
    return arena_vec.make_vec(
        GAME,
        NUM_ENVS,
        seed=SEED,
        num_threads=2,
        env_settings=short_episodes(settings),
        wrappers_settings=wrappers,
        **kwargs,
    )


def _check_step(singles: Singles, i: int, obs: Any, reward: Any, terminated: Any) -> bool:
    expected, expected_reward, expected_terminated, _, _ = singles.step(i)
    assert_tree_equal(obs, expected, f"env {i}", strict=True)
    assert reward == expected_reward
    assert terminated == expected_terminated
    return bool(expected_terminated)


@covering_ids
@pytest.mark.parametrize("mode", ["next_step", "same_step"])
def test_sync_batch_matches_single_envs(case: str, mode: str) -> None:
    singles = Singles(case, NUM_ENVS)
    envs = _make_vec(case, autoreset_mode=mode)
    try:
        obs, _ = envs.reset()
        for i in range(NUM_ENVS):
            assert_tree_equal(row(obs, i), singles.reset_obs[i], f"reset env {i}", strict=True)
        restarting = [False] * NUM_ENVS
        while singles.running():
            actions = [
                singles.pending[i] if restarting[i] else singles.next_action(i)
                for i in range(NUM_ENVS)
            ]
            obs, reward, terminated, _, info = envs.step(_batch(actions))
            for i in range(NUM_ENVS):
                if restarting[i]:  # next_step: this step reset env i, its action ignored
                    assert_tree_equal(
                        row(obs, i), singles.reset(i), f"autoreset env {i}", strict=True
                    )
                    assert reward[i] == 0
                    restarting[i] = False
                    continue
                ended = mode == "same_step" and terminated[i]
                step_obs = info["final_obs"][i] if ended else row(obs, i)
                if _check_step(singles, i, step_obs, reward[i], terminated[i]):
                    if mode == "same_step":
                        assert_tree_equal(
                            row(obs, i), singles.reset(i), f"same-step reset env {i}", strict=True
                        )
                    else:
                        restarting[i] = True
    finally:
        envs.close()
        singles.close()


@covering_ids
def test_disabled_autoreset_batch_matches_single_envs(case: str) -> None:
    singles = Singles(case, NUM_ENVS)
    envs = _make_vec(case, autoreset_mode="disabled")
    try:
        envs.reset()
        while singles.running():
            actions = [singles.next_action(i) for i in range(NUM_ENVS)]
            obs, reward, terminated, _, _ = envs.step(_batch(actions))
            for i in range(NUM_ENVS):
                _check_step(singles, i, row(obs, i), reward[i], terminated[i])
            if terminated.any():
                obs, _ = envs.reset(options={"reset_mask": terminated.copy()})
                for i in range(NUM_ENVS):
                    # Envs outside the mask show their current observation again.
                    expected = singles.reset(i) if terminated[i] else singles.last[i]
                    assert_tree_equal(row(obs, i), expected, f"masked reset env {i}", strict=True)
    finally:
        envs.close()
        singles.close()


@covering_ids
def test_async_batch_matches_single_envs(case: str) -> None:
    singles = Singles(case, NUM_ENVS)
    envs = _make_vec(case, batch_size=2)
    try:
        envs.async_reset()
        state = ["reset"] * NUM_ENVS
        while singles.running():
            obs, reward, terminated, _, info = envs.recv()
            ids = info["env_id"].tolist()
            for j, i in enumerate(ids):
                if state[i] == "reset":
                    assert_tree_equal(
                        row(obs, j), singles.reset_obs[i], f"reset env {i}", strict=True
                    )
                elif state[i] == "restarting":
                    assert_tree_equal(
                        row(obs, j), singles.reset(i), f"autoreset env {i}", strict=True
                    )
                elif _check_step(singles, i, row(obs, j), reward[j], terminated[j]):
                    state[i] = "restarting"
                    continue
                state[i] = "running"
            actions = [
                singles.pending[i] if state[i] == "restarting" else singles.next_action(i)
                for i in ids
            ]
            envs.send(_batch(actions), ids)
        envs.recv()
    finally:
        envs.close()
        singles.close()


@pytest.mark.parametrize("case", ["atari", "everything", "2p_scale_flatten", "scale"])
def test_dm_batch_matches_single_envs(case: str) -> None:
    settings, wrappers = CASES[case]
    singles = Singles(case, NUM_ENVS)
    env = arena_vec.make_dm(
        GAME,
        NUM_ENVS,
        seed=SEED,
        num_threads=2,
        env_settings=short_episodes(settings),
        wrappers_settings=wrappers,
    )
    try:
        spec = env.observation_spec()
        timestep = env.reset()
        for i in range(NUM_ENVS):
            got = {k: v for k, v in row(timestep.observation, i).items() if k != "env_id"}
            assert_tree_equal(got, singles.reset_obs[i], f"reset env {i}", strict=True)
        restarting = [False] * NUM_ENVS
        while singles.running():
            actions = [
                singles.pending[i] if restarting[i] else singles.next_action(i)
                for i in range(NUM_ENVS)
            ]
            timestep = env.step(_batch(actions))
            for i in range(NUM_ENVS):
                got = {k: v for k, v in row(timestep.observation, i).items() if k != "env_id"}
                if restarting[i]:
                    assert_tree_equal(got, singles.reset(i), f"restart env {i}", strict=True)
                    restarting[i] = False
                else:
                    last = timestep.step_type[i] == 2
                    restarting[i] = _check_step(singles, i, got, timestep.reward[i], last)
            _check_spec(spec, timestep.observation)
    finally:
        env.close()
        singles.close()


def _check_spec(spec: Any, observation: Any) -> None:
    """Every observation leaf has its spec's per-env shape and dtype."""
    if isinstance(spec, dict):
        for key, sub in spec.items():
            _check_spec(sub, observation[key])
        return
    assert observation.shape[1:] == spec.shape
    assert observation.dtype == spec.dtype
