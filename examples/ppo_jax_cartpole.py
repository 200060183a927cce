"""PPO on arena_vec's CartPole in plain JAX, with the rollout inside ``jax.jit`` (ppo_jax.py).

    python examples/ppo_jax_cartpole.py                  # stops once solved (1M steps at most)
    python examples/ppo_jax_cartpole.py --seed 3

Solved means Gymnasium's CartPole-v1 threshold: a mean return of at least 475 (max 500) over the
last 100 training episodes (sampled actions). A greedy evaluation on 32 fresh episodes, also
inside jit, is printed beside it.
"""

from __future__ import annotations

import argparse
import time

import jax
import jax.numpy as jnp
import numpy as np
from ppo_jax import Config, Params, Policy, initial_carry, make_update

import arena_vec
from arena_vec.jax import JaxEnv

POLICY = Policy(features=lambda obs: obs, heads=(2,))


def make_evaluate(episodes: int):
    """A function (params, seed) -> returns of `episodes` greedy episodes, one per env of its
    own pool, run inside jit (compiled once)."""
    env = JaxEnv(arena_vec.make_vec("cartpole", episodes, seed=0, num_threads=1))

    def body(carry, _):
        params, state, obs, total, done = carry
        state, ts = env.step(state, POLICY.greedy(params, obs)[:, 0].astype(jnp.int32))
        # Count each env's first episode only (the pool autoresets after it ends).
        total = total + jnp.where(done, 0.0, ts.reward)
        return (params, state, ts.obs, total, done | ts.terminated | ts.truncated), None

    run = jax.jit(lambda c: jax.lax.scan(body, c, None, length=500)[0][3])

    def evaluate(params: Params, seed: int) -> np.ndarray:
        state, ts = env.reset(seed=seed)
        start = (params, state, ts.obs, jnp.zeros(episodes), jnp.zeros(episodes, bool))
        return np.asarray(run(start))

    return evaluate, env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=1_000_000, help="env steps at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--eval-every", type=int, default=20, help="updates between greedy evals")
    args = parser.parse_args()
    cfg = Config()
    per_update = cfg.num_envs * cfg.rollout
    total_updates = args.steps // per_update

    env = JaxEnv(arena_vec.make_vec("cartpole", cfg.num_envs, seed=args.seed, num_threads=1))
    carry = initial_carry(env, POLICY, cfg, args.seed, inputs=4)
    update = make_update(env, POLICY, cfg, total_updates, to_action=lambda a: a[:, 0])
    evaluate, eval_env = make_evaluate(32)

    start = time.perf_counter()
    recent: list[float] = []
    for index in range(total_updates):
        carry, (finished, _) = update(carry, jnp.float32(index))
        finished = np.asarray(finished)
        recent = (recent + finished[~np.isnan(finished)].tolist())[-100:]
        steps = (index + 1) * per_update
        train_mean = float(np.mean(recent)) if len(recent) == 100 else float("nan")
        solved = train_mean >= 475
        if solved or (index + 1) % args.eval_every == 0 or index + 1 == total_updates:
            elapsed = time.perf_counter() - start
            greedy = evaluate(carry.params, seed=10_000 + index)
            print(
                f"steps {steps:>8,}  {elapsed:6.1f} s  mean return of the last 100 training "
                f"episodes {train_mean:6.1f}  greedy eval {greedy.mean():6.1f} "
                f"(min {greedy.min():.0f}, 32 episodes)",
                flush=True,
            )
            if solved:
                print(
                    f"solved: mean return {train_mean:.1f} over the last 100 training episodes "
                    f"after {steps:,} env steps and {elapsed:.1f} s of training (wall time, "
                    "compilation included)"
                )
                break
    env.close()
    eval_env.close()


if __name__ == "__main__":
    main()
