"""PPO in plain JAX whose rollout runs inside ``jax.jit`` through arena_vec's XLA FFI path.

Shared by ``ppo_jax_cartpole.py`` and ``ppo_jax_fight.py``. One compiled function per update: a
``lax.scan`` that runs the policy and steps the C++ pool (``arena_vec.jax.JaxEnv``), GAE, and
the clipped-PPO epochs with a hand-written Adam. Actions are MultiDiscrete (one categorical head
per component; Discrete is one head). The pool autoresets in NEXT_STEP mode: the step after an
episode ends carries no real transition (its action is ignored and the env resets), so those
rows are masked out of the loss; a truncated episode bootstraps from the final observation,
which NEXT_STEP returns in the done step itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from arena_vec.jax import JaxEnv, TimeStep, XlaState

Params = dict[str, Any]
Features = Callable[[Any], jax.Array]


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
    hidden: int = 64
    reward_scale: float = 1.0


def init_params(key: jax.Array, inputs: int, heads: Sequence[int], hidden: int) -> Params:
    """Separate tanh MLPs for the policy (one logit per action choice) and the value."""
    orth = jax.nn.initializers.orthogonal

    def layer(key: jax.Array, n_in: int, n_out: int, scale: float) -> Params:
        return {"w": orth(scale)(key, (n_in, n_out)), "b": jnp.zeros(n_out)}

    k = jax.random.split(key, 6)
    root2 = 2**0.5
    return {
        "pi": [
            layer(k[0], inputs, hidden, root2),
            layer(k[1], hidden, hidden, root2),
            layer(k[2], hidden, sum(heads), 0.01),
        ],
        "v": [
            layer(k[3], inputs, hidden, root2),
            layer(k[4], hidden, hidden, root2),
            layer(k[5], hidden, 1, 1.0),
        ],
    }


def mlp(layers: list[Params], x: jax.Array) -> jax.Array:
    for layer in layers[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x @ layers[-1]["w"] + layers[-1]["b"]


class Torso(NamedTuple):
    """A trainable encoder (e.g. a CNN over frames) whose ``outputs`` features join the
    policy's own in front of both MLPs; its parameters are ``params["torso"]``."""

    init: Callable[[jax.Array], Params]
    apply: Callable[[Params, Any], jax.Array]
    outputs: int


class Policy(NamedTuple):
    """Observation features (and an optional trainable torso) and action heads: log-probs,
    sampling and greedy actions."""

    features: Features
    heads: tuple[int, ...]
    torso: Torso | None = None

    def log_probs(self, params: Params, obs: Any) -> tuple[list[jax.Array], jax.Array]:
        """Per-head log-softmax logits and the state value."""
        x = self.features(obs)
        if self.torso is not None:
            x = jnp.concatenate([x, self.torso.apply(params["torso"], obs)], axis=-1)
        logits = mlp(params["pi"], x)
        splits = np.cumsum(self.heads)[:-1].tolist()
        return [jax.nn.log_softmax(h) for h in jnp.split(logits, splits, axis=-1)], mlp(
            params["v"], x
        )[..., 0]

    def sample(self, params: Params, obs: Any, key: jax.Array):
        logps, value = self.log_probs(params, obs)
        keys = jax.random.split(key, len(self.heads))
        actions = jnp.stack(
            [jax.random.categorical(k, lp) for k, lp in zip(keys, logps, strict=True)], -1
        )
        return actions, self.action_log_prob(logps, actions), value

    def greedy(self, params: Params, obs: Any) -> jax.Array:
        logps, _ = self.log_probs(params, obs)
        return jnp.stack([jnp.argmax(lp, axis=-1) for lp in logps], -1)

    @staticmethod
    def action_log_prob(logps: list[jax.Array], actions: jax.Array) -> jax.Array:
        return sum(
            jnp.take_along_axis(lp, actions[:, i : i + 1], axis=1)[:, 0]
            for i, lp in enumerate(logps)
        )

    @staticmethod
    def entropy(logps: list[jax.Array]) -> jax.Array:
        return sum(-(jnp.exp(lp) * lp).sum(axis=-1) for lp in logps)


class Adam(NamedTuple):
    step: jax.Array
    mu: Params
    nu: Params


def adam_init(params: Params) -> Adam:
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    return Adam(jnp.zeros((), jnp.int32), zeros, zeros)


def adam_update(params: Params, grads: Params, opt: Adam, lr: jax.Array, max_norm: float):
    """One Adam step (eps 1e-5) after clipping the global gradient norm to `max_norm`."""
    norm = jnp.sqrt(sum(jnp.sum(g**2) for g in jax.tree_util.tree_leaves(grads)))
    scale_grads = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    grads = jax.tree_util.tree_map(lambda g: g * scale_grads, grads)
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
    obs: Any  # observation the next action responds to
    done: jax.Array  # the last step ended an episode (the next action is ignored)
    episode_return: jax.Array
    key: jax.Array


class Transition(NamedTuple):
    obs: Any
    action: jax.Array
    logp: jax.Array
    value: jax.Array
    reward: jax.Array
    terminated: jax.Array
    ended: jax.Array
    valid: jax.Array


def initial_carry(env: JaxEnv, policy: Policy, cfg: Config, seed: int, inputs: int) -> Carry:
    """Fresh parameters and a reset pool (the reset runs in Python). ``inputs`` counts the
    policy's own features (the torso's are added)."""
    key, init_key = jax.random.split(jax.random.key(seed))
    torso = policy.torso
    params = init_params(
        init_key, inputs + (torso.outputs if torso else 0), policy.heads, cfg.hidden
    )
    if torso is not None:
        params["torso"] = torso.init(jax.random.fold_in(init_key, 1))
    state, ts = env.reset(seed=seed)
    n = env.batch_size
    return Carry(params, adam_init(params), state, ts.obs, jnp.zeros(n, bool), jnp.zeros(n), key)


def make_update(
    env: JaxEnv,
    policy: Policy,
    cfg: Config,
    total_updates: int,
    to_action: Callable[[jax.Array], Any] = lambda a: a,
    observe: Callable[[Any, TimeStep, jax.Array], Any] | None = None,
):
    """The jitted update(carry, index) -> (carry, (finished returns, per-step stats)).

    `to_action` maps the (n, heads) int array to what the env takes; `observe(obs, ts, valid)`
    (the observation acted on, the step's result, which rows are real transitions) may return
    extra per-step statistics (e.g. wins) to hand back to Python.
    """
    n = env.batch_size
    # XLA's CPU backend runs a convolution's gradient inside a loop about 20x slower than at the
    # top level (measured: 16 against 0.9 ms per 84x84 frame), so a torso's training epochs are
    # unrolled; the MLP-only updates keep their loops (and their results bit for bit).
    unroll = policy.torso is not None

    def env_step(carry: Carry, _: Any):
        key, sample = jax.random.split(carry.key)
        action, logp, value = policy.sample(carry.params, carry.obs, sample)
        state, ts = env.step(carry.env, to_action(action.astype(jnp.int32)))
        ended = ts.terminated | ts.truncated
        valid = ~carry.done  # after a done step, this transition is the reset
        reward = ts.reward.astype(jnp.float32)
        episode_return = jnp.where(carry.done, 0.0, carry.episode_return) + reward
        reward = reward * cfg.reward_scale
        finished = jnp.where(ended & valid, episode_return, jnp.nan)
        stats = observe(carry.obs, ts, valid) if observe is not None else ()
        transition = Transition(carry.obs, action, logp, value, reward, ts.terminated, ended, valid)
        carry = carry._replace(
            env=state, obs=ts.obs, done=ended, episode_return=episode_return, key=key
        )
        return carry, (transition, finished, stats)

    def advantages(batch: Transition, last_value: jax.Array) -> tuple[jax.Array, jax.Array]:
        next_values = jnp.concatenate([batch.value[1:], last_value[None]], axis=0)

        def backward(next_adv, t):
            reward, value, next_value, terminated, ended = t
            delta = reward + cfg.gamma * next_value * (1.0 - terminated) - value
            adv = delta + cfg.gamma * cfg.gae_lambda * (1.0 - ended) * next_adv
            return adv, adv

        inputs = (
            batch.reward,
            batch.value,
            next_values,
            batch.terminated.astype(jnp.float32),
            batch.ended.astype(jnp.float32),
        )
        _, adv = jax.lax.scan(backward, jnp.zeros(n), inputs, reverse=True)
        return adv, adv + batch.value

    def loss_fn(params: Params, mb: Transition, adv: jax.Array, target: jax.Array):
        logps, value = policy.log_probs(params, mb.obs)
        ratio = jnp.exp(policy.action_log_prob(logps, mb.action) - mb.logp)
        weight = mb.valid.astype(jnp.float32)
        count = jnp.maximum(weight.sum(), 1.0)
        mean = (adv * weight).sum() / count
        std = jnp.sqrt((((adv - mean) * weight) ** 2).sum() / count) + 1e-8
        adv = (adv - mean) / std
        pg = jnp.maximum(-adv * ratio, -adv * jnp.clip(ratio, 1 - cfg.clip, 1 + cfg.clip))
        vf = 0.5 * (value - target) ** 2
        per_row = pg + cfg.value_coef * vf - cfg.entropy * policy.entropy(logps)
        return (per_row * weight).sum() / count

    @jax.jit
    def update(carry: Carry, index: jax.Array):
        carry, (batch, finished, stats) = jax.lax.scan(env_step, carry, None, length=cfg.rollout)
        _, last_value = policy.log_probs(carry.params, carry.obs)
        adv, target = advantages(batch, last_value)
        rows = cfg.rollout * n
        flat = jax.tree_util.tree_map(lambda x: x.reshape(rows, *x.shape[2:]), batch)
        adv, target = adv.reshape(-1), target.reshape(-1)
        lr = cfg.lr * (1.0 - index / total_updates)

        def epoch(state, key):
            def minibatch(state, idx):
                params, opt = state
                mb = jax.tree_util.tree_map(lambda x: x[idx], flat)
                grads = jax.grad(loss_fn)(params, mb, adv[idx], target[idx])
                return adam_update(params, grads, opt, lr, cfg.max_grad_norm), None

            order = jax.random.permutation(key, rows).reshape(cfg.minibatches, -1)
            return jax.lax.scan(minibatch, state, order, unroll=unroll)[0], None

        key, sub = jax.random.split(carry.key)
        (params, opt), _ = jax.lax.scan(
            epoch, (carry.params, carry.opt), jax.random.split(sub, cfg.epochs), unroll=unroll
        )
        return carry._replace(params=params, opt=opt, key=key), (finished, stats)

    return update
