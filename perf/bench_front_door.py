"""The Python front door before and after a change, side by side in one run: the fixed Python
cost of one ``step()`` (1 env of zero-cost ``dummy``, as in bench_vector.py), the cost of one
step of the single Gymnasium env (``arena_vec.make("triad")``, gray 84x84 frames, no-op actions;
its nested observation and info dicts are built in Python) and the wrapped throughput (64 triad
envs with bench_wrappers.py's Atari stack, 1 thread, random actions).

Each sample runs in a fresh subprocess whose ``PYTHONPATH`` is one of the two source trees (each
with its compiled module); the trees alternate sample by sample, so both see the same machine
load. Reported as median and range per tree and their ratio.

    python perf/bench_front_door.py --before /work/front-before --after /work/wt-front

Writes perf/results/front_door_bench.json.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness import host_info, in_tree, tree_arguments, tree_samples, write_json

RESULTS = Path(__file__).parent / "results"

MEASURE = r"""
import json, sys, time
import numpy as np
import arena_vec
from arena_vec import EnvironmentSettings, WrappersSettings
kind, seconds = sys.argv[1], float(sys.argv[2])

def rate(step, chunk):
    for _ in range(chunk // 10):
        step()
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(chunk):
            step()
        done += chunk
    return done / (time.perf_counter() - start)

if kind == "step_cost":
    envs = arena_vec.make_vec("dummy", 1, num_threads=1, seed=0, episode_length=10**9)
    envs.reset()
    action = np.zeros(1, dtype=np.int64)
    value = 1e6 / rate(lambda: envs.step(action), 1000)
elif kind == "single_env":
    envs = arena_vec.make("triad", EnvironmentSettings(frame_shape=(84, 84, 1)))
    envs.reset(seed=0)
    no_op = envs.get_no_op_action()

    def step():
        *_, terminated, truncated, _ = envs.step(no_op)
        if terminated or truncated:
            envs.reset()
    value = 1e6 / rate(step, 200)
else:
    settings = EnvironmentSettings(frame_shape=(84, 84, 1), step_ratio=6, continue_game=0.0)
    wrappers = WrappersSettings(stack_frames=4, dilation=1, add_last_action=True,
        stack_actions=12, normalize_reward=True, role_relative=True, flatten=True)
    envs = arena_vec.make_vec("triad", 64, num_threads=1, seed=0, env_settings=settings,
        wrappers_settings=wrappers)
    envs.reset()
    rng = np.random.default_rng(0)
    table = np.stack([rng.integers(0, 9, (256, 64)), rng.integers(0, 8, (256, 64))], axis=-1)
    i = [0]
    def step():
        envs.step(table[i[0] % 256]); i[0] += 1
    value = 64 * rate(step, 20)
envs.close()
print(json.dumps(value))
"""

MEASURES = {
    "step_cost": "us per step() (1 env, dummy)",
    "single_env": "us per step() (arena_vec.make, 1 triad env)",
    "wrapped": "env steps/s (64 triad)",
}


def sample(tree: Path, kind: str, seconds: float) -> float:
    return float(json.loads(in_tree(tree, MEASURE, kind, str(seconds))))


def main() -> None:
    parser = tree_arguments(__doc__ or "", repeats=7)
    parser.add_argument("--seconds", type=float, default=1.0, help="timed window per sample")
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    results: dict[str, Any] = {}
    for kind, unit in MEASURES.items():
        stats = tree_samples(
            trees, args.repeats, lambda tree, kind=kind: sample(tree, kind, args.seconds)
        )
        ratio = stats["after"]["median"] / stats["before"]["median"]
        results[kind] = {"unit": unit, **stats, "after_over_before": ratio}
        print(
            f"{kind} ({unit}): before {stats['before']['median']:.2f} "
            f"({stats['before']['min']:.2f}-{stats['before']['max']:.2f}), after "
            f"{stats['after']['median']:.2f} ({stats['after']['min']:.2f}-"
            f"{stats['after']['max']:.2f}); after/before {ratio:.3f}"
        )
    payload = {"host": host_info(), "trees": {k: str(v) for k, v in trees.items()}, **results}
    write_json(RESULTS / "front_door_bench.json", payload)


if __name__ == "__main__":
    main()
