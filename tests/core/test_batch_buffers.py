"""Zero-copy results: arrays view the pool's buffers, a buffer is never refilled while Python
holds an array that views it, and steady-state stepping allocates no new buffers."""

from __future__ import annotations

import numpy as np
import pytest

import arena_vec


@pytest.mark.parametrize(("num_envs", "batch_size"), [(4, 4), (8, 2)])
def test_held_results_never_change(num_envs: int, batch_size: int) -> None:
    envs = arena_vec.make_vec("dummy", num_envs, batch_size=batch_size, num_threads=2, seed=0)
    envs.async_reset()
    kept = []
    for _ in range(50):
        obs, _reward, _terminated, _, info = envs.recv()
        kept.append(
            (obs["counters"], obs["counters"].copy(), info["env_id"], info["env_id"].copy())
        )
        envs.send(np.ones(batch_size, dtype=np.int64), info["env_id"])
    for view, snapshot, ids, ids_snapshot in kept:
        np.testing.assert_array_equal(view, snapshot)
        np.testing.assert_array_equal(ids, ids_snapshot)
    envs.close()


def test_a_derived_view_keeps_its_buffer() -> None:
    envs = arena_vec.make_vec("cartpole", 4, seed=0)
    obs, _ = envs.reset()
    first_row = obs[0]  # a view whose base is the pool's array
    expected = first_row.copy()
    del obs
    for _ in range(20):
        envs.step(np.ones(4, dtype=np.int64))
    np.testing.assert_array_equal(first_row, expected)
    envs.close()


def test_results_are_views_not_copies() -> None:
    envs = arena_vec.make_vec("cartpole", 4, seed=0)
    obs, _ = envs.reset()
    assert not obs.flags.owndata
    assert obs.ctypes.data % 64 == 0  # 64-byte aligned
    envs.close()


@pytest.mark.parametrize(("num_envs", "batch_size"), [(16, 16), (16, 4)])
def test_steady_state_allocates_no_buffers(num_envs: int, batch_size: int) -> None:
    envs = arena_vec.make_vec("cartpole", num_envs, batch_size=batch_size, num_threads=2, seed=0)
    envs.async_reset()
    pool = envs.unwrapped._pool
    for step in range(2000):
        _obs, _reward, _terminated, _truncated, info = envs.recv()
        envs.send(np.ones(batch_size, dtype=np.int64), info["env_id"])
        if step == 100:
            warm = pool.num_buffers
    assert pool.num_buffers == warm
    assert warm <= num_envs // batch_size + 3
    envs.close()
