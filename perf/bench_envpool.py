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

The contenders step in turn, one batch each (A, B, C, A, B, C, ...), so a change in the
machine's load hits all of them alike, and the ones that play the same game (same seeds, same
actions) go through the same states together. A round is as many batches as the own API steps
in about ``--seconds``. Each round gives two rates per contender: by wall clock, and by the
caller thread's CPU time (with 1 pool thread the caller steps the envs itself, so that is all
the work). The rates are those of interleaved steps (each follows another contender's, with
its caches), lower than a lone run's; the point is the ratio to the baseline, taken per round:
median and range.

    python perf/bench_envpool.py                 # about 5 minutes on 2 cores (EnvPool's
                                                 # CartPole is the slow one here)
    python perf/bench_envpool.py --quick

Writes perf/results/envpool.json.
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from harness import host_info, summarize, write_json
from tqdm import tqdm

import arena_vec
from arena_vec import envpool
from arena_vec.envpool.config import env_options, resolve
from arena_vec.envpool.tasks import task_of

RESULTS = Path(__file__).parent / "results"
CLOCKS = ("wall", "cpu")


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


class Contender(NamedTuple):
    """An env and the rows of actions it steps through (one per step, never reused)."""

    env: Any
    actions: np.ndarray


def contenders(
    task_id: str, num_envs: int, seconds: float, repeats: int
) -> tuple[dict[str, Contender], dict[str, str], int]:
    """The contenders of one task and size, each one's baseline (same game) and the batches
    per round (what the own API steps in about ``seconds``)."""
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
    return {name: Contender(env, plays[name]) for name, env in envs.items()}, baselines, batches


def rounds(
    entrants: dict[str, Contender],
    baselines: dict[str, str],
    batches: int,
    repeats: int,
    progress: Any,
) -> dict[str, Any]:
    """``repeats`` rounds of ``batches`` steps of every contender, interleaved step by step
    (so a change in the machine's load hits all of them alike); each one's rates per round
    and, per round, its ratio to its baseline, for both clocks."""
    names = list(entrants)
    samples: dict[str, dict[str, list[float]]] = {n: {c: [] for c in CLOCKS} for n in names}
    done = 0
    for _ in range(repeats):
        spent = {name: [0.0, 0.0] for name in names}  # wall, caller CPU
        for t in range(done, done + batches):
            for name in names:
                env, actions = entrants[name]
                wall, cpu = time.perf_counter(), time.thread_time()
                env.step(actions[t])
                spent[name][0] += time.perf_counter() - wall
                spent[name][1] += time.thread_time() - cpu
        done += batches
        for name in names:
            steps = batches * entrants[name].actions.shape[1]
            for clock, seconds in zip(CLOCKS, spent[name], strict=True):
                samples[name][clock].append(steps / seconds)
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
    parser.add_argument("--quick", action="store_true", help="3 rounds of about 0.3 s")
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--seconds", type=float, default=0.3, help="the own API's time per round")
    args = parser.parse_args()
    repeats, seconds = (3, 0.3) if args.quick else (args.repeats, args.seconds)
    sizes = (8, 64)
    tasks = {"triad": "Triad-v0", "cartpole": "CartPole-v1"}
    results: dict[str, Any] = {suite: {} for suite in tasks}
    with tqdm(total=repeats * len(sizes) * len(tasks), desc="envpool bench") as progress:
        for suite, task_id in tasks.items():
            for num_envs in sizes:
                entrants, baselines, batches = contenders(task_id, num_envs, seconds, repeats)
                stats = rounds(entrants, baselines, batches, repeats, progress)
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
