"""Throughput of the fighting game ``triad`` (step_ratio 6), side by side in one run.

Frames 84x84x1, 128x128x1 and native RGB (240x256x3), and the simulation alone (no frame);
1 and 2 threads; arena_vec's batched engine against Gymnasium's AsyncVectorEnv over
``arena_vec.make``. Also reports simulated frames per second per core without rendering.

    python perf/bench_triad.py            # ~5 minutes on 2 cores
    python perf/bench_triad.py --quick

Writes perf/results/triad.json.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json
from tqdm import tqdm

import arena_vec
from arena_vec import EnvironmentSettings

RESULTS = Path(__file__).parent / "results"
FRAMES = {
    "84x84x1": {"frame_shape": (84, 84, 1)},
    "128x128x1": {"frame_shape": (128, 128, 1)},
    "native RGB": {"frame_shape": (0, 0, 0)},
    "no frame": {"include_frame": False},
}
STEP_RATIO = 6


def settings(frame: str) -> EnvironmentSettings:
    return EnvironmentSettings(step_ratio=STEP_RATIO, continue_game=0.0, **FRAMES[frame])


def action_table(rows: int) -> np.ndarray:
    rng = np.random.default_rng(0)
    return np.stack([rng.integers(0, 9, (256, rows)), rng.integers(0, 8, (256, rows))], axis=-1)


def arena_runner(frame: str, num_envs: int, num_threads: int) -> Callable[[int], int]:
    envs = arena_vec.make_vec(
        "triad", num_envs, num_threads=num_threads, seed=0, env_settings=settings(frame)
    )
    envs.reset()
    actions = action_table(num_envs)

    def run(chunk: int) -> int:
        for k in range(chunk):
            envs.step(actions[k % len(actions)])
        return chunk * num_envs

    return run


def gymnasium_async_runner(frame: str, num_envs: int) -> Callable[[int], int]:
    import gymnasium as gym

    vector = gym.vector.AsyncVectorEnv(
        [lambda: arena_vec.make("triad", settings(frame)) for _ in range(num_envs)]
    )
    vector.reset(seed=0)
    actions = action_table(num_envs)

    def run(chunk: int) -> int:
        for k in range(chunk):
            vector.step(actions[k % len(actions)])
        return chunk * num_envs

    return run


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    started = time.time()
    frames = ["84x84x1", "no frame"] if args.quick else list(FRAMES)
    results: dict[str, Any] = {}
    plan = []
    for frame in frames:
        contenders: dict[str, Callable[[], float]] = {}
        for threads in (1, 2):
            run = arena_runner(frame, args.num_envs, threads)
            contenders[f"arena_vec t{threads}"] = lambda r=run: rate(r, args.seconds)
        run = gymnasium_async_runner(frame, 8)
        contenders["gymnasium AsyncVectorEnv (8 envs)"] = lambda r=run: rate(r, args.seconds)
        plan.append((frame, contenders))
    with tqdm(total=sum(len(c) for _, c in plan) * args.repeats, desc="triad") as progress:
        for frame, contenders in plan:
            results[frame] = interleaved(contenders, args.repeats, progress)
    payload = {
        "host": host_info(),
        "settings": {**vars(args), "step_ratio": STEP_RATIO},
        "steps_per_s": results,
        "wall_seconds": time.time() - started,
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    write_json(RESULTS / "triad.json", payload)
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    n = payload["settings"]["num_envs"]
    lines = ["", "| frame | contender | median steps/s | range |", "|---|---|---|---|"]
    for frame, contenders in payload["steps_per_s"].items():
        for name, s in contenders.items():
            lines.append(
                f"| {frame} | {name} | {s['median']:,.0f} | {s['min']:,.0f}-{s['max']:,.0f} |"
            )
    lines.append("")
    for frame, contenders in payload["steps_per_s"].items():
        best = max(
            (contenders["arena_vec t1"], contenders["arena_vec t2"]), key=lambda s: s["median"]
        )
        lines.append(
            f"{frame}: best arena_vec ({n} envs) / AsyncVectorEnv: "
            f"{ratio_text(best, contenders['gymnasium AsyncVectorEnv (8 envs)'])}"
        )
    if "no frame" in payload["steps_per_s"]:
        single = payload["steps_per_s"]["no frame"]["arena_vec t1"]
        lines.append(
            f"simulation alone, 1 thread: {single['median'] * STEP_RATIO:,.0f} frames/s "
            f"(range {single['min'] * STEP_RATIO:,.0f}-{single['max'] * STEP_RATIO:,.0f})"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
