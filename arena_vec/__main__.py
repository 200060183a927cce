"""Command line: run a batched simulation and print what happened.

    python -m arena_vec                          # 64 cartpole envs, random actions, 5 s
    python -m arena_vec --env dummy --num-envs 256 --seconds 2
    python -m arena_vec --list                   # registered envs
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

import arena_vec
from arena_vec.adapter import native_games


def run(env_id: str, num_envs: int, batch_size: int | None, num_threads: int, seconds: float, seed: int) -> None:
    envs = arena_vec.make_vec(env_id, num_envs, batch_size=batch_size, num_threads=num_threads, seed=seed)
    rng = np.random.default_rng(seed)
    batch = envs.batch_size
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
        envs.send(rng.integers(0, envs.single_action_space.n, batch), ids)
        steps += batch
    elapsed = time.perf_counter() - start
    envs.close()
    print(f"env={env_id} num_envs={num_envs} batch_size={batch} threads={envs.num_threads} cores={os.cpu_count()}")
    print(f"{steps:,} env steps in {elapsed:.2f} s = {steps / elapsed:,.0f} steps/s")
    if finished:
        print(f"{len(finished):,} episodes finished; mean return {np.mean(finished):.1f} "
              f"(min {np.min(finished):.0f}, max {np.max(finished):.0f}) under random actions")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m arena_vec", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--env", default="cartpole", help="registered env id")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=None, help="< num_envs for async mode")
    parser.add_argument("--num-threads", type=int, default=0, help="0 = choose for this host")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--list", action="store_true", help="list registered envs and exit")
    args = parser.parse_args()
    if args.list:
        print("\n".join(native_games()))
        return
    run(args.env, args.num_envs, args.batch_size, args.num_threads, args.seconds, args.seed)


if __name__ == "__main__":
    main()
