"""``arena-vec`` (the default command): a batched simulation of random actions for a few seconds,
then its throughput and the returns of the episodes that finished."""

from __future__ import annotations

import os
import time

import numpy as np
from gymnasium import spaces

from arena_vec.envs.vector import make_vec
from arena_vec.fighting.games import is_fighting_game
from arena_vec.fighting.settings import EnvironmentSettings


def run(
    env_id: str, num_envs: int, batch_size: int | None, num_threads: int, seconds: float, seed: int
) -> None:
    """Steps ``num_envs`` envs of ``env_id`` with random actions for ``seconds`` (async when
    ``batch_size < num_envs``) and prints the throughput and the finished episodes' returns."""
    kwargs = {}
    if is_fighting_game(env_id):
        kwargs["env_settings"] = EnvironmentSettings(frame_shape=(84, 84, 1), continue_game=0.0)
    envs = make_vec(
        env_id, num_envs, batch_size=batch_size, num_threads=num_threads, seed=seed, **kwargs
    )
    space = envs.single_action_space
    high = space.nvec if isinstance(space, spaces.MultiDiscrete) else space.n
    shape = (envs.batch_size, *np.shape(high))
    rng = np.random.default_rng(seed)
    returns = np.zeros(num_envs)
    finished: list[float] = []
    steps = 0
    envs.async_reset()
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, reward, terminated, truncated, info = envs.recv()
        ids = info["env_id"]
        returns[ids] += reward
        done = terminated | truncated
        finished.extend(returns[ids[done]].tolist())
        returns[ids[done]] = 0.0
        envs.send(rng.integers(0, high, shape), ids)
        steps += len(ids)
    elapsed = time.perf_counter() - start
    envs.close()
    print(
        f"env={env_id} num_envs={num_envs} batch_size={envs.batch_size} "
        f"threads={envs.num_threads} cores={os.cpu_count()}"
    )
    print(f"{steps:,} env steps in {elapsed:.2f} s = {steps / elapsed:,.0f} steps/s")
    if finished:
        print(
            f"{len(finished):,} episodes finished under random actions; return mean "
            f"{np.mean(finished):+.1f}, min {np.min(finished):+.0f}, max {np.max(finished):+.0f}"
        )
