"""Ray: env steps per second through RayVectorPool with 1 actor and with 2 actors (same total
envs), triad RAM observations, random actions, batches taken first-come; and RolloutGatherer
(actors running a numpy policy, rollouts of 32 steps) with 1 and 2 actors. Ray runs as a local
one-node cluster inside a network namespace of its own (the script re-runs itself under
``unshare -rn`` with loopback up), so no traffic leaves 127.0.0.1.

    python perf/bench_ray.py          # 3 interleaved repeats of 10 s each (~3 min)

Writes perf/results/ray.json.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np
from harness import host_info, interleaved, ratio_text, write_json

from arena_vec import EnvironmentSettings

RESULTS = Path(__file__).parent / "results"
TOTAL_ENVS = 64
SETTINGS = {"env_settings": EnvironmentSettings(include_frame=False, step_ratio=6)}


def pool_rate(actors: int, seconds: float) -> float:
    from arena_vec.integrations.ray_pool import RayVectorPool

    pool = RayVectorPool("triad", actors, TOTAL_ENVS // actors, seed=0, **SETTINGS)
    rng = np.random.default_rng(0)
    pool.async_reset()
    pool.recv()  # actors started and reset
    pool.async_reset()
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        info = pool.recv()[4]
        pool.send(rng.integers(0, [9, 8], (pool.batch_size, 2)), info["env_id"])
        steps += pool.batch_size
    elapsed = time.perf_counter() - start
    pool.close()
    return steps / elapsed


def random_policy(params, obs, rng):
    return rng.integers(0, [9, 8], (len(obs["timer"]), 2)), {}


def rollout_rate(actors: int, seconds: float) -> float:
    from arena_vec.integrations.ray_rollouts import RolloutGatherer

    gatherer = RolloutGatherer(
        "triad",
        random_policy,
        None,
        num_actors=actors,
        envs_per_actor=TOTAL_ENVS // actors,
        length=32,
        **SETTINGS,
    )
    gatherer.next()  # actors started
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += gatherer.next()["reward"].size
    elapsed = time.perf_counter() - start
    gatherer.close()
    return steps / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    if os.environ.get("ARENA_VEC_NETNS") != "1":
        os.execvpe(
            "unshare",
            ["unshare", "-rn", "sh", "-c", 'ip link set lo up && exec "$@"', "sh",
             sys.executable, *sys.argv],
            {**os.environ, "ARENA_VEC_NETNS": "1", "RAY_USAGE_STATS_ENABLED": "0"},
        )  # fmt: skip
    import ray
    from ray import cloudpickle

    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    ray.init(num_cpus=2, log_to_driver=False, include_dashboard=False)
    results = interleaved(
        {
            "pool, 1 actor x 64 envs": lambda: pool_rate(1, args.seconds),
            "pool, 2 actors x 32 envs": lambda: pool_rate(2, args.seconds),
            "rollouts, 1 actor x 64 envs": lambda: rollout_rate(1, args.seconds),
            "rollouts, 2 actors x 32 envs": lambda: rollout_rate(2, args.seconds),
        },
        args.repeats,
    )
    ray.shutdown()
    for name, s in results.items():
        print(f"{name:30s} {s['median']:>10,.0f} steps/s ({s['min']:,.0f}-{s['max']:,.0f})")
    for kind in ("pool", "rollouts"):
        two, one = (results[f"{kind}, {n}"] for n in ("2 actors x 32 envs", "1 actor x 64 envs"))
        print(f"{kind}: 2 actors / 1 actor = {ratio_text(two, one)}")
    payload = {"host": host_info(), "seconds": args.seconds, "repeats": args.repeats}
    write_json(RESULTS / "ray.json", {**payload, "total_envs": TOTAL_ENVS, "results": results})


if __name__ == "__main__":
    main()
