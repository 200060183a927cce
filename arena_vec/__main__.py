"""Command line (``arena-vec``, or ``python -m arena_vec``): run a batched simulation and print
what happened.

    arena-vec                                    # 64 triad envs (84x84 gray frames) vs the CPU, 10 s
    arena-vec --env cartpole --num-envs 256 --seconds 5
    arena-vec --list                             # registered envs
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np
from gymnasium import spaces

import arena_vec
from arena_vec.adapter import native_games
from arena_vec.fighting_adapter import is_fighting_game


def run(
    env_id: str, num_envs: int, batch_size: int | None, num_threads: int, seconds: float, seed: int
) -> None:
    kwargs = {}
    if is_fighting_game(env_id):
        kwargs["env_settings"] = arena_vec.EnvironmentSettings(
            frame_shape=(84, 84, 1), continue_game=0.0
        )
    envs = arena_vec.make_vec(
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


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="arena-vec",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--env", default="triad", help="registered env id")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=None, help="< num_envs for async mode")
    parser.add_argument("--num-threads", type=int, default=0, help="0 = choose for this host")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--list", action="store_true", help="list registered envs and exit")
    args = parser.parse_args()
    if args.list:
        print("\n".join(native_games()))
        return
    run(args.env, args.num_envs, args.batch_size, args.num_threads, args.seconds, args.seed)


if __name__ == "__main__":
    main()
