"""Many triad envs on the thread pool: async batches, per-env episode options, RAM-only or
frames, and the episode statistics a trainer would log.

    python examples/batched.py --num-envs 64 --batch-size 32 --seconds 10
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import arena_vec
from arena_vec import EnvironmentSettings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--ram-only", action="store_true", help="no frame in the observation")
    args = parser.parse_args()

    settings = EnvironmentSettings(
        frame_shape=(84, 84, 1), include_frame=not args.ram_only, continue_game=0.0
    )
    envs = arena_vec.make_vec(
        "triad", args.num_envs, batch_size=args.batch_size, seed=0, env_settings=settings
    )
    # One difficulty per env: a curriculum in a single batch.
    per_env = [{"difficulty": 1 + i % 4} for i in range(args.num_envs)]
    envs.reset(options={"env_options": per_env})
    envs.async_reset()
    rng = np.random.default_rng(0)
    returns = np.zeros(args.num_envs)
    finished = {d: [] for d in range(1, 5)}
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        _obs, reward, terminated, truncated, info = envs.recv()
        ids = info["env_id"]
        returns[ids] += reward
        for row in np.flatnonzero(terminated | truncated):
            env_id = ids[row]
            finished[int(info["settings"]["difficulty"][row])].append(returns[env_id])
            returns[env_id] = 0.0
        actions = np.stack([rng.integers(0, 9, len(ids)), rng.integers(0, 8, len(ids))], axis=1)
        envs.send(actions, ids)
        steps += len(ids)
    elapsed = time.perf_counter() - start
    envs.close()
    print(
        f"{steps:,} steps in {elapsed:.1f} s: {steps / elapsed:,.0f} steps/s "
        f"({args.num_envs} envs, batch {args.batch_size}, threads {envs.num_threads})"
    )
    for difficulty, values in finished.items():
        if values:
            print(
                f"difficulty {difficulty}: {len(values)} episodes, mean return {np.mean(values):+.1f}"
            )


if __name__ == "__main__":
    main()
