"""What ``arena_vec.envpool`` costs on top of arena_vec's own API, and how it compares with
EnvPool itself, side by side in one run (interleaved repeats, median and range).

- ``triad``: ``Triad-v0`` through ``arena_vec.envpool`` (gym mode, EnvPool's Atari defaults:
  84x84 gray, 4 stacked frames, frame_skip 4, noop_max 12, max_episode_steps 27000) against
  ``arena_vec.make_vec`` with the very settings the module builds (same frames, wrappers and
  step budget), both with and without ``episodic_life`` + ``reward_clip``, random Discrete
  actions, 1 pool thread. The target: the layer keeps at least 95% of the own API's steps/s.
- ``cartpole``: ``CartPole-v1`` through ``arena_vec.envpool`` against ``arena_vec.make_vec``
  and, when it is installed, EnvPool's own ``CartPole-v1`` (gymnasium mode, 1 thread).

Every sample steps the same number of batches (what the own API steps in ``--seconds``), so
the contenders that play the same game (the layer without the life options, and the own API:
same seeds, same actions) go through the same states; with ``episodic_life`` the game differs
after the first lost round (the no-op steps). Each sample gives two rates: by wall clock, and
by the caller thread's CPU time (with 1 pool thread the caller steps the envs itself, so that
is all the work, and it is far less disturbed by other processes on a shared machine). Ratios
to the own API are taken per round (samples run back to back): median and range.

    python perf/bench_envpool.py                 # about 3 minutes on 2 cores
    python perf/bench_envpool.py --quick

Writes perf/results/envpool.json.
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, summarize, write_json
from tqdm import tqdm

import arena_vec
from arena_vec import envpool
from arena_vec.envpool.config import env_options, resolve
from arena_vec.envpool.tasks import task_of

RESULTS = Path(__file__).parent / "results"
CLOCKS = ("wall", "cpu")


def sampler(env: Any, actions: np.ndarray, batches: int) -> Callable[[], tuple[float, float]]:
    """A measure of ``env``'s steps/s over the next ``batches`` steps of the cycled
    ``actions``, by wall clock and by the caller's CPU time. Every contender steps the same
    number of batches per sample, so the ones that play the same game stay in lockstep
    through it (a round's end costs more than a fight's middle)."""
    num_envs = actions.shape[1]
    index = [0]

    def measure() -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.thread_time()
        for _ in range(batches):
            env.step(actions[index[0] % len(actions)])
            index[0] += 1
        steps = batches * num_envs
        return steps / (time.perf_counter() - wall), steps / (time.thread_time() - cpu)

    return measure


def batches_in(env: Any, actions: np.ndarray, seconds: float) -> int:
    """How many batches ``env`` steps in about ``seconds`` (the samples' length)."""
    env.reset()
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.step(actions[count % len(actions)])
        count += 1
    return count


def own_api_like(task_id: str, kwargs: dict[str, Any]) -> Any:
    """``arena_vec.make_vec`` with exactly the settings ``arena_vec.envpool`` builds."""
    task = task_of(task_id)
    options = env_options(task, resolve(task, kwargs))
    pool = options.pool
    fighting = {}
    if options.env_settings is not None:
        fighting = {
            "env_settings": options.env_settings,
            "wrappers_settings": options.wrappers_settings,
        }
    return arena_vec.make_vec(
        task.game,
        pool.num_envs,
        num_threads=pool.num_threads,
        seed=pool.seed,
        episode_control=pool.episode_control,
        **fighting,
    )


def triad_contenders(num_envs: int, seconds: float) -> dict[str, Callable[[], float]]:
    common = {"num_envs": num_envs, "num_threads": 1, "seed": 0}
    atari = {**common, "episodic_life": True, "reward_clip": True}
    actions = np.random.default_rng(0).integers(0, 16, (256, num_envs)).astype(np.int32)
    envs = {
        "envpool layer": envpool.make_gym("Triad-v0", **common),
        "own API": own_api_like("Triad-v0", common),
        "envpool layer, episodic_life + reward_clip": envpool.make_gym("Triad-v0", **atari),
    }
    batches = batches_in(envs["own API"], actions, seconds)
    for env in envs.values():
        env.reset()
    return {name: sampler(env, actions, batches) for name, env in envs.items()}


def cartpole_contenders(num_envs: int, seconds: float) -> dict[str, Callable[[], float]]:
    kwargs = {"num_envs": num_envs, "num_threads": 1, "seed": 0}
    actions = np.random.default_rng(0).integers(0, 2, (256, num_envs)).astype(np.int32)
    envs = {
        "envpool layer": envpool.make_gymnasium("CartPole-v1", **kwargs),
        "own API": own_api_like("CartPole-v1", kwargs),
    }
    if importlib.util.find_spec("envpool") is not None:
        import envpool as real  # optional (perf extra): imported only where installed

        envs["EnvPool 1.x"] = real.make_gymnasium("CartPole-v1", **kwargs)
    batches = batches_in(envs["own API"], actions, seconds)
    for env in envs.values():
        env.reset()
    return {name: sampler(env, actions, batches) for name, env in envs.items()}


def rounds(
    contenders: dict[str, Callable[[], tuple[float, float]]], repeats: int, progress: Any
) -> dict[str, Any]:
    """Every contender sampled once per round, the order rotating; each one's rates and, per
    round, its ratio to the own API, for both clocks."""
    names = list(contenders)
    samples = {name: {clock: [] for clock in CLOCKS} for name in names}
    for r in range(repeats):
        for name in names[r % len(names) :] + names[: r % len(names)]:
            for clock, value in zip(CLOCKS, contenders[name](), strict=True):
                samples[name][clock].append(value)
            progress.update(1)
    own = samples["own API"]
    out: dict[str, Any] = {}
    for name in names:
        out[name] = {clock: summarize(samples[name][clock]) for clock in CLOCKS}
        if name != "own API":
            out[name]["ratio_to_own_api"] = {
                clock: summarize(
                    [a / b for a, b in zip(samples[name][clock], own[clock], strict=True)]
                )
                for clock in CLOCKS
            }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="3 repeats of about 0.3 s")
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--seconds", type=float, default=0.6, help="about this long a sample")
    args = parser.parse_args()
    repeats, seconds = (3, 0.3) if args.quick else (args.repeats, args.seconds)
    sizes = (8, 64)
    suites = {"triad": triad_contenders, "cartpole": cartpole_contenders}
    results: dict[str, Any] = {suite: {} for suite in suites}
    total = 3 * repeats * len(sizes) * len(suites)  # at most 3 contenders each
    with tqdm(total=total, desc="envpool bench") as progress:
        for suite, contenders in suites.items():
            for num_envs in sizes:
                stats = rounds(contenders(num_envs, seconds), repeats, progress)
                results[suite][f"{num_envs} envs"] = stats
    for suite, by_size in results.items():
        for size, stats in by_size.items():
            for name, entry in stats.items():
                if "ratio_to_own_api" in entry:
                    ratio = entry["ratio_to_own_api"]
                    print(suite, size, name, ", ".join(
                        f"{clock} {ratio[clock]['median']:.3f} ({ratio[clock]['min']:.3f}-"
                        f"{ratio[clock]['max']:.3f})" for clock in CLOCKS))  # fmt: skip
    payload = {
        "host": host_info(),
        "settings": {"repeats": repeats, "seconds": seconds, "num_threads": 1, "sizes": sizes},
        "steps_per_s": results,
    }
    write_json(RESULTS / "envpool.json", payload)


if __name__ == "__main__":
    main()
