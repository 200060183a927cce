"""Throughput of the fighting games side by side in one run (issue 14's bar: every new game at
least 70% of triad's steps/s): 64 envs, step_ratio 6, random actions against the CPU, frames
84x84x1 and RAM only (no frame), the executor choosing its threads (num_threads=0).

    python perf/bench_games.py                 # parry against triad
    python perf/bench_games.py --games triad parry --repeats 7
    python perf/bench_games.py --games triad parry ronin tower \
        --builds before=/tmp/before.so after=arena_vec/_native.cpython-311-x86_64-linux-gnu.so \
        --out perf/results/kit_refactor_bench.json

Writes perf/results/games.json (or --out). With --builds, every (game, build) pair is a
contender: each build's module is loaded as arena_vec._native in a worker process of its own,
and the workers take turns, so both builds are measured side by side in one run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json
from tqdm import tqdm

RESULTS = Path(__file__).parent / "results"
FRAMES = {"84x84x1": {"frame_shape": (84, 84, 1)}, "RAM only": {"include_frame": False}}
STEP_RATIO = 6


def runner(game: str, frame: str, num_envs: int) -> Callable[[int], int]:
    import arena_vec  # imported late: a worker first loads its build's native module
    from arena_vec import EnvironmentSettings

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


def worker(native_path: str) -> None:
    """Serves ``game frame num_envs seconds`` requests on stdin with one steps/s line each,
    with ``native_path`` loaded as arena_vec._native (so one process measures one build)."""
    spec = importlib.util.spec_from_file_location("arena_vec._native", native_path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {native_path} as arena_vec._native")
    module = importlib.util.module_from_spec(spec)
    sys.modules["arena_vec._native"] = module
    spec.loader.exec_module(module)
    runners: dict[tuple[str, str, int], Callable[[int], int]] = {}
    for line in sys.stdin:
        game, frame, num_envs, seconds = json.loads(line)
        key = (game, frame, num_envs)
        if key not in runners:
            runners[key] = runner(game, frame, num_envs)
        print(json.dumps(rate(runners[key], seconds)), flush=True)


class Build:
    """A worker process measuring one build of the native module."""

    def __init__(self, native_path: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--worker", native_path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def measure(self, game: str, frame: str, num_envs: int, seconds: float) -> float:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(json.dumps([game, frame, num_envs, seconds]) + "\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def parse_builds(values: list[str]) -> dict[str, str]:
    builds = {}
    for value in values:
        name, sep, path = value.partition("=")
        if not sep or not name or not Path(path).is_file():
            raise SystemExit(f"--builds {value!r}: expected NAME=PATH to a built _native module")
        builds[name] = str(Path(path).resolve())
    return builds


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", nargs="+", default=["triad", "parry"])
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--builds", nargs="+", default=[], help="NAME=PATH of _native modules")
    parser.add_argument("--out", type=Path, default=RESULTS / "games.json")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker)
        return
    builds = {name: Build(path) for name, path in parse_builds(args.builds).items()}
    started = time.time()
    plan = []
    for frame in FRAMES:
        contenders: dict[str, Callable[[], float]] = {}
        for game in args.games:
            if builds:
                for name, build in builds.items():
                    contenders[f"{game} ({name})"] = lambda b=build, g=game, f=frame: b.measure(
                        g, f, args.num_envs, args.seconds
                    )
            else:
                run = runner(game, frame, args.num_envs)
                contenders[game] = lambda r=run: rate(r, args.seconds)
        plan.append((frame, contenders))
    results: dict[str, Any] = {}
    total = sum(len(contenders) for _, contenders in plan) * args.repeats
    with tqdm(total=total, desc="games") as progress:
        for frame, contenders in plan:
            results[frame] = interleaved(contenders, args.repeats, progress)
    for build in builds.values():
        build.close()
    settings = {**vars(args), "out": str(args.out), "step_ratio": STEP_RATIO}
    settings["builds"] = parse_builds(args.builds)
    payload = {
        "host": host_info(),
        "settings": settings,
        "steps_per_s": results,
        "wall_seconds": time.time() - started,
    }
    write_json(args.out, payload)
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    """A table of every contender; with builds, each compared with the first build of its game,
    else with the first game."""
    games = payload["settings"]["games"]
    builds = list(payload["settings"]["builds"])
    reference = f"first build ({builds[0]})" if builds else games[0]
    lines = [
        "",
        f"| frame | contender | median steps/s | range | / {reference} |",
        "|---|---|---|---|---|",
    ]
    for frame, by_name in payload["steps_per_s"].items():
        for name, s in by_name.items():
            base = f"{name.split(' (')[0]} ({builds[0]})" if builds else games[0]
            lines.append(
                f"| {frame} | {name} | {s['median']:,.0f} | {s['min']:,.0f}-{s['max']:,.0f} | "
                f"{ratio_text(s, by_name[base])} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
