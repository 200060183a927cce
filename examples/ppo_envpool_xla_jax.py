"""PPO in JAX on Triad-v0 frames whose rollout steps the envs through EnvPool's ``xla()`` inside
``lax.scan``, written as CleanRL's ``ppo_atari_envpool_xla_jax.py`` is, over
``from arena_vec import envpool``.

``handle, recv, send, step_env = envs.xla()``: the whole rollout (policy, env steps, episode
statistics) is one jitted ``lax.scan``, then GAE and the PPO epochs. Envs as in
``ppo_envpool_triad.py``: old gym's API, 4 stacked 84x84 gray frames, Discrete(16),
``episodic_life`` and ``reward_clip``. The model is the Nature-DQN torso of ``conv_torso.py``
under the policy and value MLPs of ``ppo_jax.py`` (with its Adam).

    python examples/ppo_envpool_xla_jax.py --total-timesteps 2000000
    python examples/ppo_envpool_xla_jax.py --num-envs 4 --num-steps 32 --total-timesteps 256
"""

from __future__ import annotations

import argparse
import time
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from cleanrl_args import parse, ppo_parser
from conv_torso import nature_cnn
from ppo_jax import Policy, adam_init, adam_update, init_params

from arena_vec import envpool


def parse_args() -> argparse.Namespace:
    return parse(ppo_parser(__doc__.split("\n\n")[0]))


class EpisodeStatistics(NamedTuple):
    episode_returns: jax.Array
    episode_lengths: jax.Array
    returned_episode_returns: jax.Array
    returned_episode_lengths: jax.Array


class Storage(NamedTuple):
    obs: jax.Array
    actions: jax.Array
    logprobs: jax.Array
    dones: jax.Array
    values: jax.Array
    rewards: jax.Array


def frames(obs: jax.Array) -> dict[str, jax.Array]:
    """EnvPool's channel-first stack as the torso's NHWC input."""
    return {"frame": jnp.transpose(obs, (0, 2, 3, 1))}


def rows(tree: Any, index: jax.Array) -> Any:
    """The rows ``index`` of every leaf of ``tree``."""
    return jax.tree_util.tree_map(lambda x: x[index], tree)


def main() -> None:
    args = parse_args()
    envs = envpool.make(
        args.env_id,
        env_type="gym",
        num_envs=args.num_envs,
        episodic_life=True,
        reward_clip=True,
        seed=args.seed,
    )
    stack, height, width = envs.observation_space.shape
    policy = Policy(
        features=lambda obs: jnp.zeros((obs["frame"].shape[0], 0)),
        heads=(int(envs.action_space.n),),
        torso=nature_cnn("frame", (height, width, stack)),
    )
    handle, _recv, _send, step_env = envs.xla()

    def step_env_wrapped(stats: EpisodeStatistics, handle: Any, action: jax.Array):
        handle, (next_obs, reward, next_done, info) = step_env(handle, action)
        new_return = stats.episode_returns + info["reward"]
        new_length = stats.episode_lengths + 1
        ended = info["terminated"] + info["TimeLimit.truncated"]
        stats = EpisodeStatistics(
            episode_returns=new_return * (1 - ended),
            episode_lengths=new_length * (1 - ended),
            returned_episode_returns=jnp.where(ended, new_return, stats.returned_episode_returns),
            returned_episode_lengths=jnp.where(ended, new_length, stats.returned_episode_lengths),
        )
        return stats, handle, (next_obs, reward, next_done, info)

    key, init_key = jax.random.split(jax.random.key(args.seed))
    params = init_params(init_key, policy.torso.outputs, policy.heads, 64)
    params["torso"] = policy.torso.init(jax.random.fold_in(init_key, 1))
    opt = adam_init(params)

    def rollout(params, stats, next_obs, next_done, key, handle):
        def step_once(carry, _):
            stats, obs, done, key, handle = carry
            key, sample = jax.random.split(key)
            action, logprob, value = policy.sample(params, frames(obs), sample)
            action = action[:, 0].astype(jnp.int32)
            stats, handle, (next_obs, reward, next_done, _) = step_env_wrapped(
                stats, handle, action
            )
            storage = Storage(obs, action, logprob, done, value, reward)
            return (stats, next_obs, next_done, key, handle), storage

        carry = (stats, next_obs, next_done, key, handle)
        carry, storage = jax.lax.scan(step_once, carry, None, length=args.num_steps)
        return carry, storage

    def compute_gae(params, next_obs, next_done, storage: Storage):
        _, next_value = policy.log_probs(params, frames(next_obs))
        dones = jnp.concatenate([storage.dones, next_done[None]], axis=0).astype(jnp.float32)
        values = jnp.concatenate([storage.values, next_value[None]], axis=0)

        def backward(lastgaelam, t):
            nextnonterminal = 1.0 - dones[t + 1]
            delta = storage.rewards[t] + args.gamma * values[t + 1] * nextnonterminal - values[t]
            lastgaelam = delta + args.gamma * args.gae_lambda * nextnonterminal * lastgaelam
            return lastgaelam, lastgaelam

        steps = jnp.arange(args.num_steps)
        _, advantages = jax.lax.scan(backward, jnp.zeros(args.num_envs), steps, reverse=True)
        return advantages, advantages + storage.values

    def ppo_loss(params, obs, actions, logprobs, advantages, returns):
        logps, values = policy.log_probs(params, frames(obs))
        newlogprob = policy.action_log_prob(logps, actions[:, None])
        ratio = jnp.exp(newlogprob - logprobs)
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        clipped = jnp.clip(ratio, 1 - args.clip_coef, 1 + args.clip_coef)
        pg_loss = jnp.maximum(-advantages * ratio, -advantages * clipped).mean()
        v_loss = 0.5 * ((values - returns) ** 2).mean()
        entropy = policy.entropy(logps).mean()
        return pg_loss - args.ent_coef * entropy + v_loss * args.vf_coef

    @jax.jit
    def update(params, opt, stats, next_obs, next_done, key, handle, index):
        (stats, next_obs, next_done, key, handle), storage = rollout(
            params, stats, next_obs, next_done, key, handle
        )
        advantages, returns = compute_gae(params, next_obs, next_done, storage)
        flat = jax.tree_util.tree_map(lambda x: x.reshape(args.batch_size, *x.shape[2:]),
                                      (storage, advantages, returns))  # fmt: skip
        lr = args.learning_rate * (1.0 - index / args.num_updates)
        loss = jnp.zeros(())
        for _ in range(args.update_epochs):  # unrolled: XLA's CPU conv gradients run slow in loops
            key, sub = jax.random.split(key)
            order = jax.random.permutation(sub, args.batch_size)
            for mb in order.reshape(args.num_minibatches, -1):
                batch, adv, ret = rows(flat, mb)
                loss, grads = jax.value_and_grad(ppo_loss)(
                    params, batch.obs, batch.actions, batch.logprobs, adv, ret
                )
                params, opt = adam_update(params, grads, opt, lr, args.max_grad_norm)
        return params, opt, stats, next_obs, next_done, key, handle, loss

    zeros = jnp.zeros(args.num_envs)
    stats = EpisodeStatistics(zeros, zeros.astype(jnp.int32), zeros, zeros.astype(jnp.int32))
    next_obs = jnp.asarray(envs.reset())
    next_done = jnp.zeros(args.num_envs, dtype=jnp.bool_)
    global_step = 0
    start = time.time()
    for index in range(args.num_updates):
        params, opt, stats, next_obs, next_done, key, handle, loss = update(
            params, opt, stats, next_obs, next_done, key, handle, index
        )
        global_step += args.batch_size
        returns = np.asarray(stats.returned_episode_returns)
        print(
            f"update {index + 1}/{args.num_updates} step {global_step} loss {float(loss):.4f} "
            f"last run returns {returns.round(1).tolist()} "
            f"SPS {int(global_step / (time.time() - start))}",
            flush=True,
        )
    envs.close()


if __name__ == "__main__":
    main()
