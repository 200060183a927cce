"""Throughput of the fighting games side by side in one run (issue 14's bar: every new game at
least 70% of triad's steps/s): 64 envs, step_ratio 6, random actions against the CPU, frames
84x84x1 and RAM only (no frame), the executor choosing its threads (num_threads=0).

    python perf/bench_games.py                 # parry against triad
    python perf/bench_games.py --games triad parry --repeats 7

Writes perf/results/games.json.
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
FRAMES = {"84x84x1": {"frame_shape": (84, 84, 1)}, "RAM only": {"include_frame": False}}
STEP_RATIO = 6


def runner(game: str, frame: str, num_envs: int) -> Callable[[int], int]:
    envs = arena_vec.make_vec(
        game,
        num_envs,
        seed=0,
        env_settings=EnvironmentSettings(step_ratio=STEP_RATIO, **FRAMES[frame]),
    )
    envs.reset()
    rng = np.random.default_rng(0)
    attacks = int(envs.single_action_space.nvec[1])
    actions = np.stack(
        [rng.integers(0, 9, (256, num_envs)), rng.integers(0, attacks, (256, num_envs))], axis=-1
    )

    def run(chunk: int) -> int:
        for k in range(chunk):
            envs.step(actions[k % len(actions)])
        return chunk * num_envs

    return run


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", nargs="+", default=["triad", "parry"])
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    started = time.time()
    plan = []
    for frame in FRAMES:
        contenders: dict[str, Callable[[], float]] = {}
        for game in args.games:
            run = runner(game, frame, args.num_envs)
            contenders[game] = lambda r=run: rate(r, args.seconds)
        plan.append((frame, contenders))
    results: dict[str, Any] = {}
    with tqdm(total=len(FRAMES) * len(args.games) * args.repeats, desc="games") as progress:
        for frame, contenders in plan:
            results[frame] = interleaved(contenders, args.repeats, progress)
    payload = {
        "host": host_info(),
        "settings": {**vars(args), "step_ratio": STEP_RATIO},
        "steps_per_s": results,
        "wall_seconds": time.time() - started,
    }
    write_json(RESULTS / "games.json", payload)
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    games = payload["settings"]["games"]
    lines = [
        "",
        "| frame | game | median steps/s | range | / " + games[0] + " |",
        "|---|---|---|---|---|",
    ]
    for frame, by_game in payload["steps_per_s"].items():
        for game, s in by_game.items():
            lines.append(
                f"| {frame} | {game} | {s['median']:,.0f} | {s['min']:,.0f}-{s['max']:,.0f} | "
                f"{ratio_text(s, by_game[games[0]])} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
