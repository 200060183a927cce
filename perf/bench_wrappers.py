"""Throughput of the DIAMBRA wrappers: the Atari-style stack against the unwrapped env, side by
side in one run, 64 triad envs (step_ratio 6, 84x84x1 frames, random actions).

The stack: 4 frames (dilation 1), the last 12 actions, normalised reward, role-relative keys,
flattened observation. Contenders:

- ``unwrapped``: ``arena_vec.make_vec`` without wrappers (the baseline);
- ``wrapped``: the same with ``WrappersSettings`` (the wrappers run in the pool, per env);
- ``wrapped in numpy``: the design not taken, the unwrapped batch wrapped in Python with one
  numpy operation per leaf over all envs (per-env rings of frames and actions, np.stack to the
  channel axis, np.where for role-relative keys). It keeps the wrapped observations equal to
  the native ones (checked at start-up), so the two designs are compared on the same work.

Each runs with 1 and 2 threads; every measurement is repeated, interleaved, and reported as
median and range. The target: the wrapped run keeps at least 70% of the unwrapped steps/s.

    python perf/bench_wrappers.py                # ~3 minutes on 2 cores
    python perf/bench_wrappers.py --quick

Writes perf/results/wrappers.json.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json
from tqdm import tqdm

import arena_vec
from arena_vec import EnvironmentSettings, WrappersSettings

RESULTS = Path(__file__).parent / "results"
SETTINGS = EnvironmentSettings(frame_shape=(84, 84, 1), step_ratio=6, continue_game=0.0)
FRAMES, ACTIONS = 4, 12
ATARI = WrappersSettings(
    stack_frames=FRAMES,
    dilation=1,
    add_last_action=True,
    stack_actions=ACTIONS,
    normalize_reward=True,
    role_relative=True,
    flatten=True,
)
BOUNDARIES = ("round_done", "stage_done", "game_done")


def action_table(rows: int) -> np.ndarray:
    rng = np.random.default_rng(0)
    return np.stack([rng.integers(0, 9, (256, rows)), rng.integers(0, 8, (256, rows))], axis=-1)


class NumpyWrappers:
    """The Atari stack over an unwrapped sync batch, one numpy operation per leaf."""

    def __init__(self, envs: Any) -> None:
        self.envs = envs
        n = envs.num_envs
        self.rows = np.arange(n)
        self.ring = np.zeros((n, FRAMES, 84, 84), np.uint8)
        self.slot = 0
        self.actions = np.zeros((n, ACTIONS, 2), np.int64)
        self.divisor = ATARI.normalization_factor * 208

    def reset(self, seed: int) -> dict[str, Any]:
        obs, info = self.envs.reset(seed=seed)
        self.ring[:] = obs["frame"][:, None, :, :, 0]
        self.actions[:] = 0
        return self._observation(obs, info)

    def step(self, actions: np.ndarray) -> tuple:
        obs, reward, terminated, truncated, info = self.envs.step(actions)
        self.slot = (self.slot + 1) % FRAMES
        self.ring[:, self.slot] = obs["frame"][..., 0]
        self.actions[:, :-1] = self.actions[:, 1:]
        self.actions[:, -1] = actions
        restart = info["elapsed_step"] == 0
        segment = np.logical_or.reduce([info[flag] for flag in BOUNDARIES]) & ~terminated
        fresh = restart | segment
        if fresh.any():
            self.ring[fresh] = self.ring[fresh, self.slot][:, None]
            self.actions[fresh] = 0
        return self._observation(obs, info), reward / self.divisor, terminated, truncated, info

    def _observation(self, obs: dict[str, Any], info: dict[str, Any]) -> dict[str, Any]:
        order = [(self.slot + 1 + k) % FRAMES for k in range(FRAMES)]
        out = {
            "frame": np.stack([self.ring[:, k] for k in order], axis=-1),
            "stage": obs["stage"],
            "timer": obs["timer"],
            "action": self.actions.reshape(len(self.rows), -1).copy(),
        }
        first = info["settings"]["role"][:, 0] == 0
        for key, p1 in obs["P1"].items():
            p2 = obs["P2"][key]
            mask = first.reshape((-1,) + (1,) * (p1.ndim - 1))
            out[f"own_{key}"] = np.where(mask, p1, p2)
            out[f"opp_{key}"] = np.where(mask, p2, p1)
        return out


def check_numpy_matches_native(num_envs: int) -> None:
    """The numpy contender computes what the native wrappers compute."""
    native = arena_vec.make_vec(
        "triad", num_envs, seed=0, env_settings=SETTINGS, wrappers_settings=ATARI
    )
    numpy = NumpyWrappers(arena_vec.make_vec("triad", num_envs, seed=0, env_settings=SETTINGS))
    try:
        got, want = numpy.reset(seed=3), native.reset(seed=3)[0]
        actions = action_table(num_envs)
        for t in range(200):
            for key in want:
                assert np.array_equal(got[key], want[key]), (key, t)
            got, reward, *_ = numpy.step(actions[t % len(actions)])
            want, native_reward, *_ = native.step(actions[t % len(actions)])
            assert np.array_equal(reward, native_reward)
    finally:
        native.close()
        numpy.envs.close()


def runner(contender: str, num_envs: int, num_threads: int) -> Callable[[int], int]:
    wrappers = ATARI if contender == "wrapped" else None
    envs = arena_vec.make_vec(
        "triad",
        num_envs,
        num_threads=num_threads,
        seed=0,
        env_settings=SETTINGS,
        wrappers_settings=wrappers,
    )
    stepper: Any = NumpyWrappers(envs) if contender == "wrapped in numpy" else envs
    stepper.reset(seed=0)
    actions = action_table(num_envs)

    def run(chunk: int) -> int:
        for k in range(chunk):
            stepper.step(actions[k % len(actions)])
        return chunk * num_envs

    return run


CONTENDERS = ("unwrapped", "wrapped", "wrapped in numpy")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="1 thread count, 3 repeats")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    if args.quick:
        args.repeats = 3
    started = time.time()
    check_numpy_matches_native(8)
    threads = (2,) if args.quick else (1, 2)
    results: dict[str, Any] = {}
    with tqdm(total=len(threads) * len(CONTENDERS) * args.repeats, desc="wrappers") as bar:
        for count in threads:
            contenders = {}
            for name in CONTENDERS:
                run = runner(name, args.num_envs, count)
                contenders[name] = lambda r=run: rate(r, args.seconds)
            results[f"{count} threads"] = interleaved(contenders, args.repeats, bar)
    payload = {
        "host": host_info(),
        "settings": {**vars(args), "frame_shape": SETTINGS.frame_shape, "step_ratio": 6},
        "wrappers": {k: v for k, v in vars(ATARI).items() if k != "wrappers"},
        "steps_per_s": results,
        "wall_seconds": time.time() - started,
    }
    write_json(RESULTS / "wrappers.json", payload)
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    lines = ["", "| threads | contender | median steps/s | range |", "|---|---|---|---|"]
    for threads, contenders in payload["steps_per_s"].items():
        for name, s in contenders.items():
            lines.append(
                f"| {threads} | {name} | {s['median']:,.0f} | {s['min']:,.0f}-{s['max']:,.0f} |"
            )
    lines.append("")
    for threads, contenders in payload["steps_per_s"].items():
        base = contenders["unwrapped"]
        for name in ("wrapped", "wrapped in numpy"):
            lines.append(
                f"{threads}: {name} / unwrapped: {ratio_text(contenders[name], base)}; "
                f"per round {paired_text(contenders[name], base)}"
            )
    return "\n".join(lines)


def paired_text(ours: dict[str, Any], theirs: dict[str, Any]) -> str:
    """Median and range of the ratio within each round of the interleaving: the contenders of
    one round ran back to back, so a change of load on a shared host cancels out."""
    ratios = sorted(a / b for a, b in zip(ours["samples"], theirs["samples"], strict=True))
    return f"{statistics.median(ratios):.2f}x (range {ratios[0]:.2f}-{ratios[-1]:.2f})"


if __name__ == "__main__":
    main()
