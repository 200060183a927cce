"""PPO on arena_vec's CartPole in plain JAX, with the rollout inside ``jax.jit``.

Every update is one compiled function: a ``lax.scan`` that runs the policy and steps the C++ pool
through the XLA FFI (``arena_vec.jax.JaxEnv``), GAE, and the clipped-PPO epochs with a hand-written
Adam. Python only loops over updates and prints progress. The pool autoresets in NEXT_STEP mode:
the step after an episode ends carries no real transition (its action is ignored and the env
resets), so those rows are masked out of the loss; a truncated episode bootstraps from the final
observation, which NEXT_STEP returns in the done step itself.

    python examples/ppo_jax_cartpole.py                  # stops once solved (1M steps at most)
    python examples/ppo_jax_cartpole.py --seed 3

Solved means Gymnasium's CartPole-v1 threshold: a mean return of at least 475 (max 500) over the
last 100 training episodes (sampled actions). A greedy evaluation on 32 fresh episodes, also
inside jit, is printed beside it.
"""

from __future__ import annotations

import argparse
import time
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

import arena_vec
from arena_vec.jax import JaxEnv, XlaState

Params = dict[str, Any]


class Config(NamedTuple):
    num_envs: int = 8
    rollout: int = 128
    epochs: int = 4
    minibatches: int = 4
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip: float = 0.2
    entropy: float = 0.01
    value_coef: float = 0.5
    lr: float = 2.5e-4
    max_grad_norm: float = 0.5


def init_params(key: jax.Array, hidden: int = 64) -> Params:
    """Separate tanh MLPs for the policy (2 logits) and the value, orthogonal init."""
    orth = jax.nn.initializers.orthogonal

    def layer(key: jax.Array, n_in: int, n_out: int, scale: float) -> Params:
        return {"w": orth(scale)(key, (n_in, n_out)), "b": jnp.zeros(n_out)}

    keys = jax.random.split(key, 6)
    return {
        "pi": [
            layer(keys[0], 4, hidden, 2**0.5),
            layer(keys[1], hidden, hidden, 2**0.5),
            layer(keys[2], hidden, 2, 0.01),
        ],
        "v": [
            layer(keys[3], 4, hidden, 2**0.5),
            layer(keys[4], hidden, hidden, 2**0.5),
            layer(keys[5], hidden, 1, 1.0),
        ],
    }


def mlp(layers: list[Params], x: jax.Array) -> jax.Array:
    for layer in layers[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x @ layers[-1]["w"] + layers[-1]["b"]


def policy(params: Params, obs: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Action logits and state values for a batch of observations."""
    return mlp(params["pi"], obs), mlp(params["v"], obs)[..., 0]


class Adam(NamedTuple):
    step: jax.Array
    mu: Params
    nu: Params


def adam_update(params: Params, grads: Params, opt: Adam, lr: jax.Array, cfg: Config):
    """One Adam step (eps 1e-5) after clipping the global gradient norm."""
    norm = jnp.sqrt(sum(jnp.sum(g**2) for g in jax.tree_util.tree_leaves(grads)))
    grads = jax.tree_util.tree_map(
        lambda g: g * jnp.minimum(1.0, cfg.max_grad_norm / (norm + 1e-6)), grads
    )
    step = opt.step + 1
    mu = jax.tree_util.tree_map(lambda m, g: 0.9 * m + 0.1 * g, opt.mu, grads)
    nu = jax.tree_util.tree_map(lambda v, g: 0.999 * v + 0.001 * g**2, opt.nu, grads)
    scale = lr * jnp.sqrt(1 - 0.999**step) / (1 - 0.9**step)
    params = jax.tree_util.tree_map(
        lambda p, m, v: p - scale * m / (jnp.sqrt(v) + 1e-5), params, mu, nu
    )
    return params, Adam(step, mu, nu)


class Carry(NamedTuple):
    """Everything that persists between updates."""

    params: Params
    opt: Adam
    env: XlaState
    obs: jax.Array  # observation the next action responds to
    done: jax.Array  # the last step ended an episode (the next action is ignored)
    episode_return: jax.Array
    key: jax.Array


class Transition(NamedTuple):
    obs: jax.Array
    action: jax.Array
    logp: jax.Array
    value: jax.Array
    reward: jax.Array
    terminated: jax.Array
    ended: jax.Array
    valid: jax.Array


def make_update(env: JaxEnv, cfg: Config, total_updates: int):
    n = cfg.num_envs

    def env_step(carry: Carry, _: Any):
        key, sample = jax.random.split(carry.key)
        logits, value = policy(carry.params, carry.obs)
        action = jax.random.categorical(sample, logits)
        logp = jax.nn.log_softmax(logits)[jnp.arange(n), action]
        state, ts = env.step(carry.env, action.astype(jnp.int32))
        ended = ts.terminated | ts.truncated
        valid = ~carry.done  # after a done step, this transition is the reset
        episode_return = jnp.where(carry.done, 0.0, carry.episode_return) + ts.reward
        finished = jnp.where(ended & valid, episode_return, jnp.nan)
        transition = Transition(
            carry.obs, action, logp, value, ts.reward, ts.terminated, ended, valid
        )
        carry = carry._replace(
            env=state, obs=ts.obs, done=ended, episode_return=episode_return, key=key
        )
        return carry, (transition, finished)

    def advantages(batch: Transition, last_value: jax.Array) -> tuple[jax.Array, jax.Array]:
        next_values = jnp.concatenate([batch.value[1:], last_value[None]], axis=0)

        def backward(next_adv, t):
            reward, value, next_value, terminated, ended = t
            delta = reward + cfg.gamma * next_value * (1.0 - terminated) - value
            adv = delta + cfg.gamma * cfg.gae_lambda * (1.0 - ended) * next_adv
            return adv, adv

        _, adv = jax.lax.scan(
            backward,
            jnp.zeros(n),
            (
                batch.reward,
                batch.value,
                next_values,
                batch.terminated.astype(jnp.float32),
                batch.ended.astype(jnp.float32),
            ),
            reverse=True,
        )
        return adv, adv + batch.value

    def loss_fn(params: Params, mb: Transition, adv: jax.Array, target: jax.Array):
        logits, value = policy(params, mb.obs)
        logp_all = jax.nn.log_softmax(logits)
        logp = jnp.take_along_axis(logp_all, mb.action[:, None], axis=1)[:, 0]
        ratio = jnp.exp(logp - mb.logp)
        weight = mb.valid.astype(jnp.float32)
        count = jnp.maximum(weight.sum(), 1.0)
        valid_adv = jnp.where(mb.valid, adv, 0.0)
        mean = valid_adv.sum() / count
        std = jnp.sqrt((((adv - mean) * weight) ** 2).sum() / count) + 1e-8
        adv = (adv - mean) / std
        pg = jnp.maximum(-adv * ratio, -adv * jnp.clip(ratio, 1 - cfg.clip, 1 + cfg.clip))
        vf = 0.5 * (value - target) ** 2
        entropy = -(jnp.exp(logp_all) * logp_all).sum(axis=1)
        per_row = pg + cfg.value_coef * vf - cfg.entropy * entropy
        return (per_row * weight).sum() / count

    @jax.jit
    def update(carry: Carry, index: jax.Array):
        carry, (batch, finished) = jax.lax.scan(env_step, carry, None, length=cfg.rollout)
        _, last_value = policy(carry.params, carry.obs)
        adv, target = advantages(batch, last_value)
        flat = jax.tree_util.tree_map(lambda x: x.reshape(cfg.rollout * n, *x.shape[2:]), batch)
        adv, target = adv.reshape(-1), target.reshape(-1)
        lr = cfg.lr * (1.0 - index / total_updates)
        size = cfg.rollout * n // cfg.minibatches

        def epoch(state, key):
            perm = jax.random.permutation(key, cfg.rollout * n)

            def minibatch(state, rows):
                params, opt = state
                mb = jax.tree_util.tree_map(lambda x: x[rows], flat)
                grads = jax.grad(loss_fn)(params, mb, adv[rows], target[rows])
                return adam_update(params, grads, opt, lr, cfg), None

            return jax.lax.scan(minibatch, state, perm.reshape(cfg.minibatches, size))[0], None

        key, sub = jax.random.split(carry.key)
        (params, opt), _ = jax.lax.scan(
            epoch, (carry.params, carry.opt), jax.random.split(sub, cfg.epochs)
        )
        return carry._replace(params=params, opt=opt, key=key), finished

    return update


def make_evaluate(episodes: int):
    """A function (params, seed) -> returns of `episodes` greedy episodes, one per env of its
    own pool, run inside jit (compiled once)."""
    env = JaxEnv(arena_vec.make_vec("cartpole", episodes, seed=0, num_threads=1))

    def body(carry, _):
        params, state, obs, total, done = carry
        action = jnp.argmax(policy(params, obs)[0], axis=1).astype(jnp.int32)
        state, ts = env.step(state, action)
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

    envs = arena_vec.make_vec("cartpole", cfg.num_envs, seed=args.seed, num_threads=1)
    env = JaxEnv(envs)
    key = jax.random.key(args.seed)
    key, init_key = jax.random.split(key)
    params = init_params(init_key)
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    state, ts = env.reset(seed=args.seed)
    carry = Carry(
        params,
        Adam(jnp.zeros((), jnp.int32), zeros, zeros),
        state,
        ts.obs,
        jnp.zeros(cfg.num_envs, bool),
        jnp.zeros(cfg.num_envs),
        key,
    )
    update = make_update(env, cfg, total_updates)
    evaluate, eval_env = make_evaluate(32)

    start = time.perf_counter()
    recent: list[float] = []
    for index in range(total_updates):
        carry, finished = update(carry, jnp.float32(index))
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
