"""Steps per second with episode control on and off, on the same work, side by side in one run.

Triad without frames (the cheapest triad step, so the largest share for any overhead) and
CartPole (the cheapest env there is), 64 envs, 1 thread, the same actions, autoreset
``same_step``: there a mini-episode cut neither steps nor resets the game, so every contender
simulates exactly the same frames (tests/episodes/test_episode_mini.py checks the game states
byte for byte). Contenders:

* ``off``: no EpisodeControl (no controller, no extra info leaves);
* ``on, default``: ``EpisodeControl()``, the same episodes as off, plus the controllers (passive:
  the executor skips them) and their five info leaves;
* ``on, mini-episodes``: cuts at every round (triad) or every 50-80 steps (a budget with
  jitter, both games), the game carrying on: more episode ends than off, on the same frames.

Each is timed through ``envs.step`` (Gymnasium's results, decoded in Python) and through the
native pool alone (``BatchPool.step``: the engine's own cost). In ``same_step`` mode every
episode end makes the engine write and Python build that env's ``final_obs`` and
``final_info``, so the mini-episode contender pays for its extra episode ends there.

A round times every contender for ``--seconds``, in an order that rotates from round to round;
each sample records wall time and the caller thread's CPU time (with 1 thread the caller runs
every step, so CPU time is the work itself, without the time a loaded host takes the core away).
Reported per contender: the median and range of steps/s over the rounds, both clocks; per
contender against ``off``: the median and range of the ratios of samples of the same round.

    python perf/bench_episode_control.py            # ~90 s
    python perf/bench_episode_control.py --quick

Writes perf/results/episode_control.json; prints the table. ``--off-only --output F`` times
only ``off`` and works with builds that predate episode control: run it alternately with two
installs to compare their cost with the feature off. ``--drive GAME,PATH,CONTENDER`` only steps
one contender ``--batches`` times, untimed: a driver for callgrind (the difference of two runs
with different ``--batches`` is the cost of the extra batches):

    valgrind --tool=callgrind python perf/bench_episode_control.py \
        --drive cartpole,engine,default --batches 2500
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, write_json

import arena_vec
from arena_vec import EnvironmentSettings

RESULTS = Path(__file__).parent / "results"
CHUNK = 16  # steps between clock reads
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
    game: dict[str, Any],
    control: Any,
    num_envs: int,
    engine_only: bool,
    drive_batches: int | None = None,
) -> Callable[[float], tuple[int, float, float]] | None:
    """A function timing one sample: ``seconds -> (steps, wall s, caller CPU s)``; given
    ``drive_batches``, steps that many batches at once instead and returns None (a driver)."""
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
    if game["env_id"] == "cartpole":
        rng = np.random.default_rng(0)
        actions = [rng.integers(0, 2, num_envs) for _ in range(64)]
    else:
        actions = [envs.action_space.sample() for _ in range(64)]
    step = envs._pool.step if engine_only else envs.step
    done = 0
    if drive_batches is not None:
        for k in range(drive_batches):
            step(actions[k % len(actions)])
        return None

    def sample(seconds: float) -> tuple[int, float, float]:
        nonlocal done
        for k in range(CHUNK):  # warm the caches after the other contenders ran
            step(actions[(done + k) % len(actions)])
        done += CHUNK
        steps = 0
        wall, cpu = time.perf_counter(), time.thread_time()
        while True:
            for k in range(CHUNK):
                step(actions[(done + k) % len(actions)])
            done += CHUNK
            steps += CHUNK * num_envs
            elapsed = time.perf_counter() - wall
            if elapsed >= seconds:
                return steps, elapsed, time.thread_time() - cpu

    return sample


def summary(values: list[float]) -> dict[str, Any]:
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "samples": values,
    }


def measure(runs: dict[str, Callable], rounds: int, seconds: float) -> dict[str, Any]:
    """Alternating samples of every contender; rates and ratios to ``off`` per clock."""
    names = list(runs)
    rates: dict[str, dict[str, list[float]]] = {n: {"wall": [], "cpu": []} for n in names}
    for r in range(rounds):
        for name in names[r % len(names) :] + names[: r % len(names)]:
            steps, wall, cpu = runs[name](seconds)
            rates[name]["wall"].append(steps / wall)
            rates[name]["cpu"].append(steps / cpu)
    out: dict[str, Any] = {}
    for name in names:
        out[name] = {clock: summary(values) for clock, values in rates[name].items()}
        if name != "off":
            out[name]["ratio_to_off"] = {
                clock: summary([a / b for a, b in zip(values, rates["off"][clock], strict=True)])
                for clock, values in rates[name].items()
            }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer, shorter samples")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=0.5, help="per sample")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--off-only", action="store_true", help="time only 'off' (any build)")
    parser.add_argument("--output", type=Path, default=RESULTS / "episode_control.json")
    parser.add_argument("--drive", metavar="GAME,PATH,CONTENDER", help=DRIVE_HELP)
    parser.add_argument("--batches", type=int, default=2500, help="batches --drive steps")
    args = parser.parse_args()
    if args.drive:
        drive(args.drive, args.num_envs, args.batches)
        return
    if args.quick:
        args.seconds, args.rounds = 0.2, 5
    started = time.time()
    results: dict[str, Any] = {}
    for name, game in GAMES.items():
        for layer, engine_only in (("envs.step", False), ("engine only", True)):
            runs = {
                label: runner(game, control, args.num_envs, engine_only)
                for label, control in contenders_of(game, args.off_only).items()
            }
            results[f"{name}, {layer}"] = measure(runs, args.rounds, args.seconds)
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


DRIVE_HELP = (
    "only step one contender --batches times, untimed (for callgrind): GAME is triad or "
    "cartpole, PATH envs or engine, CONTENDER off, default or mini"
)


def drive(spec: str, num_envs: int, batches: int) -> None:
    """Steps the contender ``spec`` names ``batches`` times (see DRIVE_HELP)."""
    parts = spec.split(",")
    games = {game["env_id"]: game for game in GAMES.values()}
    labels = {"off": "off", "default": "on, default", "mini": "on, mini-episodes"}
    if len(parts) != 3 or parts[0] not in games or parts[1] not in ("envs", "engine"):
        raise SystemExit(f"--drive {spec!r}: expected GAME,PATH,CONTENDER ({DRIVE_HELP})")
    if parts[2] not in labels:
        raise SystemExit(f"--drive {spec!r}: CONTENDER must be one of {list(labels)}")
    game = games[parts[0]]
    control = contenders_of(game, off_only=parts[2] == "off")[labels[parts[2]]]
    runner(game, control, num_envs, parts[1] == "engine", drive_batches=batches)


def report(payload: dict[str, Any]) -> str:
    lines = [
        "",
        "| env, path | contender | steps/s (wall), median and range | / off, wall | / off, CPU |",
        "|---|---|---|---|---|",
    ]
    for name, contenders in payload["steps_per_s"].items():
        for label, s in contenders.items():
            wall = s["wall"]
            ratios = ["", ""]
            if "ratio_to_off" in s:
                ratios = [
                    f"{r['median']:.3f} ({r['min']:.2f}-{r['max']:.2f})"
                    for r in (s["ratio_to_off"]["wall"], s["ratio_to_off"]["cpu"])
                ]
            lines.append(
                f"| {name} | {label} | {wall['median']:,.0f} "
                f"({wall['min']:,.0f}-{wall['max']:,.0f}) | {ratios[0]} | {ratios[1]} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
