"""Throughput of the batch engine on CartPole-v1 work, side by side in one run.

Sweeps num_envs {8, 32, 128, 512} x num_threads {1, 2} x sync/async and compares, interleaved:
arena_vec ``cartpole``; EnvPool's CartPole-v1 when importable; Gymnasium's SyncVectorEnv and
AsyncVectorEnv over arena_vec's single env; a plain Python loop over single envs. Also measures
the fixed Python cost of one ``step()`` call and thread scaling on ``dummy`` with a set cost.

    python perf/bench_vector.py               # full sweep, ~10 minutes on 2 cores
    python perf/bench_vector.py --quick       # smaller sweep for a sanity check

Writes perf/results/vector.json and perf/results/vector.png.
"""

from __future__ import annotations

import argparse
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json
from tqdm import tqdm

import arena_vec
from arena_vec.envs.single import make_single

RESULTS = Path(__file__).parent / "results"


def action_table(num: int) -> np.ndarray:
    return np.random.default_rng(0).integers(0, 2, size=(256, num))


def batched_runner(envs: Any, actions: np.ndarray, asynchronous: bool) -> Callable[[int], int]:
    """Steps a batched env with the EnvPool-style API both engines share: ``step`` in sync mode,
    ``recv`` then ``send`` to the returned ids in async mode. Returns env steps done."""
    batch = len(actions[0])
    if not asynchronous:
        envs.reset()

        def run(chunk: int) -> int:
            for k in range(chunk):
                envs.step(actions[k])
            return chunk * batch

        return run
    envs.async_reset()

    def run_async(chunk: int) -> int:
        for k in range(chunk):
            info = envs.recv()[-1]
            envs.send(actions[k], info["env_id"])
        return chunk * batch

    return run_async


def arena_runner(num_envs: int, num_threads: int, asynchronous: bool) -> Callable[[int], int]:
    batch = num_envs // 2 if asynchronous else num_envs
    envs = arena_vec.make_vec(
        "cartpole", num_envs, batch_size=batch, num_threads=num_threads, seed=0
    )
    return batched_runner(envs, action_table(batch), asynchronous)


def envpool_runner(
    num_envs: int, num_threads: int, asynchronous: bool
) -> Callable[[int], int] | None:
    try:
        import envpool
    except ImportError:
        return None
    batch = num_envs // 2 if asynchronous else num_envs
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        envs = envpool.make_gymnasium(
            "CartPole-v1", num_envs=num_envs, batch_size=batch, num_threads=num_threads, seed=0
        )
    return batched_runner(envs, action_table(batch).astype(np.int32), asynchronous)


def gymnasium_runner(num_envs: int, kind: str) -> Callable[[int], int]:
    import gymnasium as gym

    factories = [lambda: make_single("cartpole") for _ in range(num_envs)]
    vector = (
        gym.vector.SyncVectorEnv(factories)
        if kind == "sync"
        else gym.vector.AsyncVectorEnv(factories)
    )
    vector.reset(seed=0)
    actions = action_table(num_envs)

    def run(chunk: int) -> int:
        for k in range(chunk):
            vector.step(actions[k])
        return chunk * num_envs

    return run


def python_loop_runner(num_envs: int) -> Callable[[int], int]:
    envs = [make_single("cartpole") for _ in range(num_envs)]
    for i, env in enumerate(envs):
        env.reset(seed=i)
    actions = action_table(num_envs).tolist()

    def run(chunk: int) -> int:
        for k in range(chunk):
            for env, action in zip(envs, actions[k], strict=False):
                _, _, terminated, truncated, _ = env.step(action)
                if terminated or truncated:
                    env.reset()
        return chunk * num_envs

    return run


def sweep(args: argparse.Namespace) -> dict[str, Any]:
    sizes = [8, 32] if args.quick else [8, 32, 128, 512]
    results: dict[str, Any] = {}
    plan: list[tuple[int, dict[str, Callable[[], float]]]] = []
    for n in sizes:
        contenders: dict[str, Callable[[int], int]] = {}
        for threads in (1, 2):
            for asynchronous in (False, True):
                mode = "async" if asynchronous else "sync"
                contenders[f"arena_vec {mode} t{threads}"] = arena_runner(n, threads, asynchronous)
                theirs = envpool_runner(n, threads, asynchronous)
                if theirs is not None:
                    contenders[f"envpool {mode} t{threads}"] = theirs
        if n <= 32:
            contenders["gymnasium SyncVectorEnv"] = gymnasium_runner(n, "sync")
            contenders["gymnasium AsyncVectorEnv"] = gymnasium_runner(n, "async")
        if n == 8:
            contenders["python loop"] = python_loop_runner(n)
        plan.append(
            (n, {name: (lambda r=run: rate(r, args.seconds)) for name, run in contenders.items()})
        )
    total = sum(len(c) for _, c in plan) * args.repeats
    with tqdm(total=total, desc="throughput") as progress:
        for n, contenders in plan:
            results[str(n)] = interleaved(contenders, args.repeats, progress)
    return results


def python_step_cost(seconds: float, repeats: int) -> dict[str, float]:
    """Wall time of one step() on 1 env of zero-cost dummy, in microseconds: the fixed cost."""
    samples = []
    for _ in range(repeats):
        envs = arena_vec.make_vec("dummy", 1, num_threads=1, seed=0, episode_length=10**9)
        envs.reset()
        action = np.zeros(1, dtype=np.int64)
        steps = rate(
            lambda chunk, e=envs, a=action: [e.step(a) for _ in range(chunk)] and chunk, seconds
        )
        samples.append(1e6 / steps)
        envs.close()
    return {
        "median": float(np.median(samples)),
        "min": min(samples),
        "max": max(samples),
        "samples": samples,
    }


def thread_scaling(seconds: float, repeats: int, step_cost_us: float) -> dict[str, Any]:
    """Steps/s of dummy with a fixed per-step cost at 1 and 2 threads (64 envs, sync)."""
    contenders = {}
    for threads in (1, 2):
        envs = arena_vec.make_vec(
            "dummy", 64, num_threads=threads, seed=0, step_cost_us=step_cost_us
        )
        envs.reset()
        actions = np.zeros(64, dtype=np.int64)
        contenders[f"t{threads}"] = lambda e=envs, a=actions: rate(
            lambda chunk: [e.step(a) for _ in range(chunk)] and chunk * 64, seconds
        )
    return interleaved(contenders, repeats)


def plot(results: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = sorted(int(n) for n in results)
    names = sorted({name for n in results for name in results[n]})
    fig, ax = plt.subplots(figsize=(9, 5))
    for name in names:
        xs = [n for n in sizes if name in results[str(n)]]
        medians = [results[str(n)][name]["median"] for n in xs]
        lows = [results[str(n)][name]["median"] - results[str(n)][name]["min"] for n in xs]
        highs = [results[str(n)][name]["max"] - results[str(n)][name]["median"] for n in xs]
        ax.errorbar(
            xs,
            medians,
            yerr=[lows, highs],
            marker="o",
            capsize=3,
            label=name,
            linestyle="-" if name.startswith("arena_vec") else "--",
        )
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("num_envs")
    ax.set_ylabel("env steps / s (median, range)")
    ax.set_title("CartPole-v1 throughput")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    print(f"wrote {path}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="num_envs 8 and 32 only")
    parser.add_argument("--seconds", type=float, default=0.5, help="timed window per sample")
    parser.add_argument("--repeats", type=int, default=5, help="interleaved samples per contender")
    parser.add_argument(
        "--step-cost-us", type=float, default=20.0, help="dummy cost for thread scaling"
    )
    args = parser.parse_args()
    started = time.time()
    throughput = sweep(args)
    step_cost = python_step_cost(args.seconds, args.repeats)
    scaling = thread_scaling(args.seconds, args.repeats, args.step_cost_us)
    payload = {
        "host": host_info(),
        "settings": vars(args),
        "throughput_steps_per_s": throughput,
        "python_step_cost_us": step_cost,
        "thread_scaling_dummy": {"step_cost_us": args.step_cost_us, "num_envs": 64, **scaling},
        "wall_seconds": time.time() - started,
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    write_json(RESULTS / "vector.json", payload)
    plot(throughput, RESULTS / "vector.png")
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    lines = ["", "| num_envs | contender | median steps/s | range |", "|---|---|---|---|"]
    for n, contenders in payload["throughput_steps_per_s"].items():
        for name, s in sorted(contenders.items(), key=lambda item: -item[1]["median"]):
            lines.append(f"| {n} | {name} | {s['median']:,.0f} | {s['min']:,.0f}-{s['max']:,.0f} |")
    lines.append("")
    for n, contenders in payload["throughput_steps_per_s"].items():
        best = max(
            (c for k, c in contenders.items() if k.startswith("arena_vec")),
            key=lambda c: c["median"],
        )
        for peer in ("envpool", "gymnasium AsyncVectorEnv"):
            theirs = [c for k, c in contenders.items() if k.startswith(peer)]
            if theirs:
                top = max(theirs, key=lambda c: c["median"])
                lines.append(f"n={n}: best arena_vec / best {peer}: {ratio_text(best, top)}")
    cost = payload["python_step_cost_us"]
    lines.append(
        f"step() fixed cost: {cost['median']:.2f} us (range {cost['min']:.2f}-{cost['max']:.2f})"
    )
    scaling = payload["thread_scaling_dummy"]
    lines.append(
        f"dummy {scaling['step_cost_us']} us/step, 64 envs: 2 threads / 1 thread = "
        f"{ratio_text(scaling['t2'], scaling['t1'])}"
    )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
