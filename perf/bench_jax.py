"""Throughput of the JAX path: a jitted lax.scan rollout against the Python numpy loop.

For CartPole with 8, 32 and 128 envs, in one process and interleaved (harness.interleaved):

* ``jax-scan``: ``jax.jit`` of one ``jax.random.randint`` draw of 256 steps of actions and a
  ``lax.scan`` over them that steps the pool through the XLA FFI (``JaxEnv.step``);
* ``numpy-loop``: ``envs.step(actions)`` in a Python loop, actions from a precomputed numpy table
  (no per-step random draws, which favours this contender slightly);
* ``jax-step-loop``: the jitted single ``step`` called from a Python loop, to show the dispatch
  cost of side-effecting FFI calls outside a compiled loop.

Then the case the JAX path is for, a policy in the loop (a 4-64-64-2 tanh MLP sampling with
Gumbel noise drawn ahead): ``policy-jax-scan`` runs policy and env inside one ``lax.scan``;
``policy-loop`` calls the same policy, jitted, once per step from Python and steps the numpy env.

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


def mlp_params(hidden: int = 64) -> list[tuple[jax.Array, jax.Array]]:
    keys = jax.random.split(jax.random.key(1), 3)
    sizes = [(4, hidden), (hidden, hidden), (hidden, 2)]
    return [
        (jax.random.normal(k, shape) / shape[0] ** 0.5, jnp.zeros(shape[1]))
        for k, shape in zip(keys, sizes, strict=True)
    ]


def act(params: list[tuple[jax.Array, jax.Array]], obs: jax.Array, noise: jax.Array) -> jax.Array:
    """A 4-64-64-2 tanh MLP policy sampling with Gumbel noise (argmax of logits + noise)."""
    x = obs
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    logits = x @ params[-1][0] + params[-1][1]
    return jnp.argmax(logits + noise, axis=-1).astype(jnp.int32)


def gumbel_table(num_envs: int) -> jax.Array:
    return jax.random.gumbel(jax.random.key(2), (SCAN_STEPS, num_envs, 2))


def policy_scan_runner(num_envs: int, num_threads: int) -> Callable[[int], int]:
    env = JaxEnv(arena_vec.make_vec("cartpole", num_envs, num_threads=num_threads, seed=0))
    state, ts = env.reset()
    params, noise = mlp_params(), gumbel_table(num_envs)

    def body(carry, noise_t):
        state, obs = carry
        state, ts = env.step(state, act(params, obs, noise_t))
        return (state, ts.obs), ts.reward.sum()

    rollout = jax.jit(lambda carry: jax.lax.scan(body, carry, noise))
    carry = [(state, ts.obs)]

    def run(chunk: int) -> int:
        for _ in range(chunk):
            carry[0], rewards = rollout(carry[0])
        jax.block_until_ready(rewards)
        return chunk * SCAN_STEPS * num_envs

    return run


def policy_loop_runner(num_envs: int, num_threads: int) -> Callable[[int], int]:
    envs = arena_vec.make_vec("cartpole", num_envs, num_threads=num_threads, seed=0)
    obs, _ = envs.reset()
    params, noise = mlp_params(), list(gumbel_table(num_envs))
    policy = jax.jit(act)
    holder = [obs]

    def run(chunk: int) -> int:
        for _ in range(chunk):
            for noise_t in noise:
                action = np.asarray(policy(params, holder[0], noise_t))
                holder[0] = envs.step(action)[0]
        return chunk * SCAN_STEPS * num_envs

    return run


def report(title: str, summary: dict, ours: str, theirs: str) -> None:
    print(title)
    for name, stats in summary.items():
        print(
            f"  {name:16s} median {stats['median']:>11,.0f} steps/s "
            f"(range {stats['min']:,.0f}-{stats['max']:,.0f})"
        )
    print(f"  {ours} / {theirs}: {ratio_text(summary[ours], summary[theirs])}")


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
        report(
            f"cartpole, {num_envs} envs, num_threads={args.threads}, random actions",
            summary,
            "jax-scan",
            "numpy-loop",
        )
        runners = {
            "policy-jax-scan": policy_scan_runner(num_envs, args.threads),
            "policy-loop": policy_loop_runner(num_envs, args.threads),
        }
        contenders = {name: (lambda run=run: rate(run, seconds)) for name, run in runners.items()}
        summary = interleaved(contenders, repeats)
        results[f"cartpole n={num_envs} threads={args.threads} mlp policy"] = summary
        report(
            f"cartpole, {num_envs} envs, num_threads={args.threads}, MLP policy",
            summary,
            "policy-jax-scan",
            "policy-loop",
        )
    write_json(
        RESULTS / args.out,
        {"host": host_info(), "repeats": repeats, "seconds": seconds, "results": results},
    )


if __name__ == "__main__":
    main()
