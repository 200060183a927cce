"""info["episode_control"] as the pool hands it out: the native group dicts the batch tuple
carries (full batches) give the same dicts as Python's builder (partial batches), each batch its
own copy, and they never keep a buffer from being reused or let a held one be refilled."""

from __future__ import annotations

import numpy as np
import pytest

import arena_vec
from arena_vec import EpisodeControl

CONTROL = EpisodeControl(max_steps=7, jitter=5, mini_episodes=True)
KEYS = ["end", "_end", "continues", "_continues", "start", "_start"]
KEYS += ["start_index", "_start_index", "budget", "_budget"]


def cartpole(num_envs: int, batch_size: int | None = None):
    return arena_vec.make_vec(
        "cartpole",
        num_envs,
        batch_size=batch_size,
        num_threads=2,
        seed=0,
        autoreset_mode="same_step",
        episode_control=CONTROL,
    )


def test_full_and_partial_batches_give_the_same_dicts() -> None:
    full, partial = cartpole(4), cartpole(4, batch_size=2)
    _, info = full.reset(seed=3)
    full_rows = [[_row(info, env)] for env in range(4)]
    partial.async_reset(seed=3)
    rows: dict[int, list] = {0: [], 1: [], 2: [], 3: []}
    sent = {env: 0 for env in rows}
    for _ in range(80):
        _, _, _, _, info = partial.recv()
        for row, env in enumerate(info["env_id"]):
            rows[int(env)].append(_row(info, row))
        ids = info["env_id"].copy()
        partial.send(np.array([sent[int(env)] % 2 for env in ids]), ids)
        for env in ids:
            sent[int(env)] += 1
    steps = min(len(seen) for seen in rows.values()) - 1
    for step in range(steps):
        _, _, _, _, info = full.step(np.full(4, step % 2))
        assert list(info["episode_control"]) == KEYS
        for env in range(4):
            full_rows[env].append(_row(info, env))
    assert steps > 30
    for env in range(4):
        assert full_rows[env] == rows[env][: steps + 1]
    full.close()
    partial.close()


def _row(info: dict, row: int) -> tuple:
    """One env's episode-control infos, its final ones too when its episode ended."""
    group = info["episode_control"]
    values = tuple(int(group[key][row]) for key in KEYS if not key.startswith("_"))
    if "final_info" in info and info["_final_info"][row]:
        final = info["final_info"]["episode_control"]
        assert list(final) == KEYS
        values += tuple(int(final[key][row]) for key in KEYS if not key.startswith("_"))
    return values


def test_each_batch_gets_its_own_dicts() -> None:
    envs = cartpole(4)
    envs.reset(seed=0)
    for step in range(40):
        _, _, _, _, info = envs.step(np.full(4, step % 2))
        assert list(info["episode_control"]) == KEYS  # not the mutated dict of the last step
        info["episode_control"].pop("end")
        if "final_info" in info:
            assert list(info["final_info"]["episode_control"]) == KEYS
            info["final_info"]["episode_control"].clear()
    envs.close()


def test_held_dicts_are_never_refilled() -> None:
    envs = cartpole(4)
    envs.reset(seed=0)
    kept = []
    for step in range(60):
        _, _, _, _, info = envs.step(np.full(4, step % 2))
        group = info["episode_control"]
        kept.append((group, {key: value.copy() for key, value in group.items()}))
        del info, group
    for group, snapshot in kept:
        for key, value in group.items():
            np.testing.assert_array_equal(value, snapshot[key])
    envs.close()


@pytest.mark.parametrize(("num_envs", "batch_size"), [(16, 16), (16, 4)])
def test_steady_state_allocates_no_buffers(num_envs: int, batch_size: int) -> None:
    envs = cartpole(num_envs, batch_size)
    envs.async_reset()
    pool = envs.unwrapped._pool
    for step in range(2000):
        _obs, _reward, _terminated, _truncated, info = envs.recv()
        envs.send(np.ones(batch_size, dtype=np.int64), info["env_id"])
        del info
        if step == 100:
            warm = pool.num_buffers
    assert pool.num_buffers == warm
    assert warm <= num_envs // batch_size + 3
    envs.close()
