"""What ``arena_vec.envpool`` costs on top of arena_vec's own API, and how it compares with
EnvPool itself, side by side in one run (interleaved repeats, median and range).

- ``triad``: ``Triad-v0`` through ``arena_vec.envpool`` (gym mode, EnvPool's Atari defaults:
  84x84 gray, 4 stacked frames, frame_skip 4, noop_max 12, max_episode_steps 27000) against
  ``arena_vec.make_vec`` with the very settings the module builds (same frames, wrappers and
  step budget), random Discrete actions, 1 pool thread. The target: the layer keeps at least
  95% of the own API's steps/s. With ``episodic_life`` + ``reward_clip`` the game differs
  after the first lost round (the no-op steps), so that contender is compared with the own API
  replaying the actions it really sent (recorded beforehand): the same game again.
- ``cartpole``: ``CartPole-v1`` through ``arena_vec.envpool`` against ``arena_vec.make_vec``
  and, when it is installed, EnvPool's own ``CartPole-v1`` (1 thread; EnvPool 1.x answers
  ``env_type="gym"`` with Gymnasium's API).

Every sample steps the same number of batches (what the own API steps in ``--seconds``), so
the contenders that play the same game (same seeds, same actions) go through the same states
together. Each sample gives two rates: by wall clock, and by the caller thread's CPU time
(with 1 pool thread the caller steps the envs itself, so that is all the work, and it is far
less disturbed by other processes on a shared machine). Ratios to the baseline are taken per
round (samples run back to back): median and range.

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
    """A measure of ``env``'s steps/s over its next ``batches`` rows of ``actions`` (never
    reused), by wall clock and by the caller's CPU time. Every contender steps the same number
    of batches per sample, so the ones that play the same game stay in lockstep through it (a
    round's end costs more than a fight's middle)."""
    num_envs = actions.shape[1]
    index = [0]

    def measure() -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.thread_time()
        for _ in range(batches):
            env.step(actions[index[0]])
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


def actions_sent(env: Any, actions: np.ndarray) -> np.ndarray:
    """The actions an ``episodic_life`` env really sends for ``actions`` (the no-op after a
    lost life), from a run of its own: the own API replays them to play the same game."""
    env.reset()
    sent = np.empty_like(actions)
    for t, action in enumerate(actions):
        sent[t] = np.where(env.state.reborn, 0, action)
        env.step(action)
    env.close()
    return sent


def contenders(
    task_id: str, num_envs: int, seconds: float, repeats: int
) -> tuple[dict[str, Callable[[], tuple[float, float]]], dict[str, str]]:
    """The contenders of one task and size, and each one's baseline (same game)."""
    kwargs = {"num_envs": num_envs, "num_threads": 1, "seed": 0}
    high = 16 if task_id == "Triad-v0" else 2
    rng = np.random.default_rng(0)
    own = own_api_like(task_id, kwargs)
    batches = batches_in(own, rng.integers(0, high, (256, num_envs)).astype(np.int32), seconds)
    actions = rng.integers(0, high, (batches * repeats, num_envs)).astype(np.int32)
    envs = {"envpool layer": envpool.make_gym(task_id, **kwargs), "own API": own}
    plays = {"envpool layer": actions, "own API": actions}
    baselines = {"envpool layer": "own API"}
    if task_id == "Triad-v0":
        atari = {**kwargs, "episodic_life": True, "reward_clip": True}
        name = "envpool layer, episodic_life + reward_clip"
        envs[name] = envpool.make_gym(task_id, **atari)
        envs["own API, that game"] = own_api_like(task_id, kwargs)
        plays[name] = actions
        plays["own API, that game"] = actions_sent(envpool.make_gym(task_id, **atari), actions)
        baselines[name] = "own API, that game"
    elif importlib.util.find_spec("envpool") is not None:
        import envpool as real  # optional (perf extra): imported only where installed

        envs["EnvPool 1.x"] = real.make_gym(task_id, **kwargs)
        plays["EnvPool 1.x"] = actions
        baselines["EnvPool 1.x"] = "own API"
    for env in envs.values():
        env.reset()
    samplers = {name: sampler(env, plays[name], batches) for name, env in envs.items()}
    return samplers, baselines


def rounds(
    samplers: dict[str, Callable[[], tuple[float, float]]],
    baselines: dict[str, str],
    repeats: int,
    progress: Any,
) -> dict[str, Any]:
    """Every contender sampled once per round, the order rotating; each one's rates and, per
    round, its ratio to its baseline, for both clocks."""
    names = list(samplers)
    samples: dict[str, dict[str, list[float]]] = {n: {c: [] for c in CLOCKS} for n in names}
    for r in range(repeats):
        for name in names[r % len(names) :] + names[: r % len(names)]:
            for clock, value in zip(CLOCKS, samplers[name](), strict=True):
                samples[name][clock].append(value)
            progress.update(1)
    out: dict[str, Any] = {}
    for name in names:
        out[name] = {clock: summarize(samples[name][clock]) for clock in CLOCKS}
        if name in baselines:
            base = samples[baselines[name]]
            out[name]["ratio"] = {
                "to": baselines[name],
                **{
                    clock: summarize(
                        [a / b for a, b in zip(samples[name][clock], base[clock], strict=True)]
                    )
                    for clock in CLOCKS
                },
            }
    return out


def ratio_table(results: dict[str, Any], clock: str) -> dict[str, Any]:
    """Each contender's per-round ratio to its baseline by ``clock``, one row per task and
    size (the docs' table)."""
    return {
        f"{suite} {size}": {
            f"{name} / {entry['ratio']['to']}": entry["ratio"][clock]
            for name, entry in stats.items()
            if "ratio" in entry
        }
        for suite, by_size in results.items()
        for size, stats in by_size.items()
    }


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
    tasks = {"triad": "Triad-v0", "cartpole": "CartPole-v1"}
    results: dict[str, Any] = {suite: {} for suite in tasks}
    with tqdm(total=4 * repeats * len(sizes) * len(tasks), desc="envpool bench") as progress:
        for suite, task_id in tasks.items():
            for num_envs in sizes:
                samplers, baselines = contenders(task_id, num_envs, seconds, repeats)
                stats = rounds(samplers, baselines, repeats, progress)
                results[suite][f"{num_envs} envs"] = stats
    for suite, by_size in results.items():
        for size, stats in by_size.items():
            for name, entry in stats.items():
                if "ratio" in entry:
                    ratio = entry["ratio"]
                    print(f"{suite} {size} {name} / {ratio['to']}: " + ", ".join(
                        f"{clock} {ratio[clock]['median']:.3f} ({ratio[clock]['min']:.3f}-"
                        f"{ratio[clock]['max']:.3f})" for clock in CLOCKS))  # fmt: skip
    payload = {
        "host": host_info(),
        "settings": {"repeats": repeats, "seconds": seconds, "num_threads": 1, "sizes": sizes},
        "steps_per_s": results,
        "ratio_cpu": ratio_table(results, "cpu"),
        "ratio_wall": ratio_table(results, "wall"),
    }
    write_json(RESULTS / "envpool.json", payload)


if __name__ == "__main__":
    main()
