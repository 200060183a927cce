"""Throughput of the JAX path: a jitted lax.scan rollout against the Python numpy loop.

For CartPole with 8, 32 and 128 envs, in one process and interleaved (harness.interleaved):

* ``jax-scan``: ``jax.jit`` of one ``jax.random.randint`` draw of 256 steps of actions and a
  ``lax.scan`` over them that steps the pool through the XLA FFI (``JaxEnv.step``);
* ``numpy-loop``: ``envs.step(actions)`` in a Python loop, actions from a precomputed numpy table
  (no per-step random draws, which favours this contender slightly);
* ``jax-step-loop``: the jitted single ``step`` called from a Python loop, to show the dispatch
  cost of side-effecting FFI calls outside a compiled loop.

    python perf/bench_jax.py            # ~3 minutes on 2 cores
    python perf/bench_jax.py --quick

Writes perf/results/jax.json.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json

import arena_vec
from arena_vec.jax import JaxEnv

RESULTS = Path(__file__).parent / "results"
SCAN_STEPS = 256


def jax_scan_runner(num_envs: int, num_threads: int) -> Callable[[int], int]:
    env = JaxEnv(arena_vec.make_vec("cartpole", num_envs, num_threads=num_threads, seed=0))
    state, _ = env.reset()

    def body(state, action):
        state, ts = env.step(state, action)
        return state, ts.reward.sum()

    @jax.jit
    def rollout(state, key):
        # One vectorized draw for the whole rollout: per-step threefry calls inside the scan
        # would cost about as much as stepping 32 CartPoles.
        key, sub = jax.random.split(key)
        actions = jax.random.randint(sub, (SCAN_STEPS, num_envs), 0, 2)
        state, rewards = jax.lax.scan(body, state, actions)
        return state, key, rewards

    carry = [state, jax.random.key(0)]

    def run(chunk: int) -> int:
        for _ in range(chunk):
            carry[0], carry[1], rewards = rollout(carry[0], carry[1])
        jax.block_until_ready(rewards)
        return chunk * SCAN_STEPS * num_envs

    return run


def jax_step_loop_runner(num_envs: int, num_threads: int) -> Callable[[int], int]:
    env = JaxEnv(arena_vec.make_vec("cartpole", num_envs, num_threads=num_threads, seed=0))
    state, _ = env.reset()
    step = jax.jit(env.step)
    actions = [jnp.asarray(row, jnp.int32) for row in action_table(num_envs)]
    holder = [state]

    def run(chunk: int) -> int:
        for k in range(chunk):
            holder[0], ts = step(holder[0], actions[k])
        jax.block_until_ready(ts.reward)
        return chunk * num_envs

    return run


def action_table(num_envs: int) -> np.ndarray:
    return np.random.default_rng(0).integers(0, 2, size=(SCAN_STEPS, num_envs))


def numpy_loop_runner(num_envs: int, num_threads: int) -> Callable[[int], int]:
    envs = arena_vec.make_vec("cartpole", num_envs, num_threads=num_threads, seed=0)
    envs.reset()
    actions = action_table(num_envs)

    def run(chunk: int) -> int:
        for _ in range(chunk):
            for row in actions:
                envs.step(row)
        return chunk * SCAN_STEPS * num_envs

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 repeats of 1 s instead of 5 of 2 s")
    parser.add_argument("--threads", type=int, default=1, help="num_threads of every pool")
    parser.add_argument("--out", default="jax.json", help="file name under perf/results")
    args = parser.parse_args()
    repeats, seconds = (3, 1.0) if args.quick else (5, 2.0)
    results = {}
    for num_envs in (8, 32, 128):
        runners = {
            "jax-scan": jax_scan_runner(num_envs, args.threads),
            "numpy-loop": numpy_loop_runner(num_envs, args.threads),
            "jax-step-loop": jax_step_loop_runner(num_envs, args.threads),
        }
        contenders = {name: (lambda run=run: rate(run, seconds)) for name, run in runners.items()}
        summary = interleaved(contenders, repeats)
        results[f"cartpole n={num_envs} threads={args.threads}"] = summary
        print(f"cartpole, {num_envs} envs, num_threads={args.threads}")
        for name, stats in summary.items():
            print(
                f"  {name:14s} median {stats['median']:>11,.0f} steps/s "
                f"(range {stats['min']:,.0f}-{stats['max']:,.0f})"
            )
        print(f"  jax-scan / numpy-loop: {ratio_text(summary['jax-scan'], summary['numpy-loop'])}")
    write_json(
        RESULTS / args.out,
        {"host": host_info(), "repeats": repeats, "seconds": seconds, "results": results},
    )


if __name__ == "__main__":
    main()
