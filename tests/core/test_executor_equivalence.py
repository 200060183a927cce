"""Batched stepping equals serial stepping: for every thread count and batch size, each env's
trajectory is byte-identical to the same env stepped alone (the serial oracle)."""

from __future__ import annotations

import numpy as np
import pytest
from deterministic_actions import action_for

import arena_vec

NUM_ENVS = 12
STEPS_PER_ENV = 60
GAMES = {"cartpole": {}, "dummy": {"episode_length": 9}}


def serial_trajectory(game: str, kwargs: dict, env_id: int, seed: int) -> list[bytes]:
    """Env `env_id` of a pool seeded `seed`, stepped alone: a single env seeded seed + env_id."""
    env = arena_vec.make_vec(game, 1, seed=seed + env_id, num_threads=1, **kwargs)
    obs, _ = env.reset()
    trajectory = [flatten(obs, 0, game)]
    num_actions = env.single_action_space.n
    for step in range(STEPS_PER_ENV):
        obs, reward, terminated, truncated, _ = env.step(
            np.array([action_for(env_id, step, num_actions)])
        )
        trajectory.append(
            flatten(obs, 0, game) + reward.tobytes() + terminated.tobytes() + truncated.tobytes()
        )
    env.close()
    return trajectory


def flatten(obs, row: int, game: str) -> bytes:
    if game == "dummy":  # the source_env leaf differs by design (pool index)
        return obs["counters"][row].tobytes()
    return obs[row].tobytes()


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("num_threads", [0, 1, 2, 4])
@pytest.mark.parametrize("batch_size", [12, 5, 1])
def test_each_env_matches_its_serial_trajectory(
    game: str, num_threads: int, batch_size: int
) -> None:
    seed = 100
    expected = {i: serial_trajectory(game, GAMES[game], i, seed) for i in range(NUM_ENVS)}
    envs = arena_vec.make_vec(
        game, NUM_ENVS, batch_size=batch_size, num_threads=num_threads, seed=seed, **GAMES[game]
    )
    num_actions = envs.single_action_space.n
    got: dict[int, list[bytes]] = {i: [] for i in range(NUM_ENVS)}
    if batch_size == NUM_ENVS:
        obs, _ = envs.reset()
        for i in range(NUM_ENVS):
            got[i].append(flatten(obs, i, game))
        for step in range(STEPS_PER_ENV):
            actions = np.array([action_for(i, step, num_actions) for i in range(NUM_ENVS)])
            obs, reward, terminated, truncated, _ = envs.step(actions)
            for i in range(NUM_ENVS):
                got[i].append(
                    flatten(obs, i, game)
                    + reward[i].tobytes()
                    + terminated[i].tobytes()
                    + truncated[i].tobytes()
                )
    else:
        # Async: keep every env busy until each has a full trajectory; compare the prefix.
        envs.async_reset()
        steps_sent = dict.fromkeys(range(NUM_ENVS), 0)
        while any(len(t) <= STEPS_PER_ENV for t in got.values()):
            obs, reward, terminated, truncated, info = envs.recv()
            ids = info["env_id"]
            for row, env_id in enumerate(ids):
                record = flatten(obs, row, game)
                if steps_sent[env_id] > 0:
                    record += (
                        reward[row].tobytes() + terminated[row].tobytes() + truncated[row].tobytes()
                    )
                got[env_id].append(record)
            envs.send(np.array([action_for(i, steps_sent[i], num_actions) for i in ids]), ids)
            for i in ids:
                steps_sent[i] += 1
    envs.close()
    for i in range(NUM_ENVS):
        assert got[i][: STEPS_PER_ENV + 1] == expected[i], f"env {i} diverged from its serial run"


def test_pinned_threads_give_the_same_trajectories() -> None:
    results = []
    for offset in (-1, 0):
        envs = arena_vec.make_vec(
            "cartpole", 8, num_threads=2, seed=3, thread_affinity_offset=offset
        )
        envs.reset()
        frames = [envs.step(np.ones(8, dtype=np.int64))[0].copy() for _ in range(50)]
        envs.close()
        results.append(np.stack(frames))
    np.testing.assert_array_equal(results[0], results[1])
