"""Steps per second with episode control on and off, on the same work, side by side in one run.

Triad without frames (the cheapest triad step, so the largest share for any overhead) and
CartPole (the cheapest env there is), 64 envs, 1 thread, the same actions, autoreset
``same_step``: there a mini-episode cut neither steps nor resets the game, so every contender
simulates exactly the same frames (tests/episodes/test_episode_mini.py checks the game states
byte for byte). Contenders:

* ``off``: no EpisodeControl (no controller, no extra info leaves);
* ``on, default``: ``EpisodeControl()``, the same episodes as off, plus the controller and its
  five info leaves;
* ``on, mini-episodes``: cuts at every round (triad) or every 50-80 steps (a budget with
  jitter, both games), the game carrying on.

Each is timed twice: through ``envs.step`` (Gymnasium's results, decoded in Python) and through
the native pool alone (``BatchPool.step``: the engine's own cost). In ``same_step`` mode every
episode end makes Python build that env's ``final_obs`` and ``final_info``, so the
mini-episode contender pays for its extra episode ends there, not in the engine.

    python perf/bench_episode_control.py            # ~4 minutes on 2 cores
    python perf/bench_episode_control.py --quick

Writes perf/results/episode_control.json; prints medians, ranges and the on / off ratios.
``--off-only --output F`` times only ``off`` and works with builds that predate episode
control: run it alternately with two installs to compare their cost with the feature off.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json

import arena_vec
from arena_vec import EnvironmentSettings

RESULTS = Path(__file__).parent / "results"
GAMES: dict[str, dict[str, Any]] = {
    "triad, no frame": {
        "env_id": "triad",
        "kwargs": {"env_settings": EnvironmentSettings(include_frame=False, continue_game=0.0)},
        "mini": {"boundary": "round", "max_steps": 50, "jitter": 30, "mini_episodes": True},
    },
    "cartpole": {
        "env_id": "cartpole",
        "kwargs": {},
        "mini": {"max_steps": 50, "jitter": 30, "mini_episodes": True},
    },
}


def contenders_of(game: dict[str, Any], off_only: bool) -> dict[str, Any]:
    """Contender name -> the EpisodeControl it runs with (None: off)."""
    if off_only:
        return {"off": None}
    from arena_vec import EpisodeControl  # not in builds older than episode control

    return {
        "off": None,
        "on, default": EpisodeControl(),
        "on, mini-episodes": EpisodeControl(**game["mini"]),
    }


def runner(
    game: dict[str, Any], control: Any, num_envs: int, engine_only: bool
) -> Callable[[int], int]:
    control_kwargs = {} if control is None else {"episode_control": control}
    envs = arena_vec.make_vec(
        game["env_id"],
        num_envs,
        num_threads=1,
        seed=0,
        autoreset_mode="same_step",
        **control_kwargs,
        **game["kwargs"],
    )
    envs.reset()
    rng = np.random.default_rng(0)
    actions = [envs.action_space.sample() for _ in range(64)]
    if game["env_id"] == "cartpole":
        actions = [rng.integers(0, 2, num_envs) for _ in range(64)]

    step = envs._pool.step if engine_only else envs.step

    def run(chunk: int) -> int:
        for k in range(chunk):
            step(actions[k % len(actions)])
        return chunk * num_envs

    return run


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer, shorter repeats")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--off-only", action="store_true", help="time only 'off' (any build)")
    parser.add_argument("--output", type=Path, default=RESULTS / "episode_control.json")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.repeats = 0.5, 3
    started = time.time()
    results: dict[str, Any] = {}
    for name, game in GAMES.items():
        for layer, engine_only in (("envs.step", False), ("engine only", True)):
            controls = contenders_of(game, args.off_only)
            runs = {
                label: runner(game, control, args.num_envs, engine_only)
                for label, control in controls.items()
            }
            contenders = {label: partial(rate, run, args.seconds) for label, run in runs.items()}
            results[f"{name}, {layer}"] = interleaved(contenders, args.repeats)
    payload = {
        "host": host_info(),
        "settings": {
            **vars(args),
            "output": str(args.output),
            "num_threads": 1,
            "autoreset_mode": "same_step",
            "controls": {
                name: {label: repr(c) for label, c in contenders_of(game, args.off_only).items()}
                for name, game in GAMES.items()
            },
        },
        "steps_per_s": results,
        "wall_seconds": time.time() - started,
    }
    write_json(args.output, payload)
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    lines = ["", "| env | contender | median steps/s | range | / off |", "|---|---|---|---|---|"]
    for name, contenders in payload["steps_per_s"].items():
        off = contenders["off"]
        for label, s in contenders.items():
            ratio = "" if label == "off" else ratio_text(s, off)
            lines.append(
                f"| {name} | {label} | {s['median']:,.0f} | "
                f"{s['min']:,.0f}-{s['max']:,.0f} | {ratio} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
