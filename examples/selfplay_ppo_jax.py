"""Self-play PPO in JAX on triad with a snapshot pool, rated against the CPU ladder.

The learner plays agent_0 of every fight of a self-play pool (``arena_vec.multiagent``: one
role-relative row per agent); agent_1 of each fight is a frozen past version of the learner
from a pool of snapshots, drawn uniformly whenever that fight's episode ends (a new opponent
from the next episode on). The whole rollout (learner and opponents acting, the pool stepping)
runs inside one jitted function per update (``SelfPlayJaxEnv``). Both sides see the fight in
the side-canonical frame of ``arena_vec.multiagent.features`` (each always on the left, its
directions mirrored back), so one network plays both sides. Every ``--snapshot-every``
updates the learner is frozen into the pool and saved as a checkpoint; at the end the
checkpoints play a league against the CPU levels (``arena_vec.league``), and the table shows
how the rating grew over training.

    python examples/selfplay_ppo_jax.py --steps 2000000 --out selfplay/

Uses the PPO pieces of ppo_jax.py (network, Adam, GAE as there).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from ppo_jax import Adam, Config, Policy, adam_init, adam_update, init_params

import arena_vec
from arena_vec.league import run_league
from arena_vec.league.report import markdown
from arena_vec.multiagent import make_selfplay_vec
from arena_vec.multiagent.features import Features, absolute_moves
from arena_vec.multiagent.selfplay_jax import SelfPlayJaxEnv

HEADS = (9, 8)


class Carry(NamedTuple):
    params: Any
    opt: Adam
    pool: Any  # snapshot parameters stacked on a leading axis of --pool slots
    filled: jax.Array  # slots holding a snapshot
    opponent: jax.Array  # each fight's snapshot slot
    env: Any
    obs: Any
    done: jax.Array
    key: jax.Array


def checkpoint_arrays(params: Any) -> dict[str, np.ndarray]:
    """The policy network in the checkpoint layout of arena_vec.league.checkpoints."""
    pi = params["pi"]
    out = {}
    for i, layer in enumerate(pi[:-1]):
        out[f"w{i}"], out[f"b{i}"] = np.asarray(layer["w"]), np.asarray(layer["b"])
    w, b = np.asarray(pi[-1]["w"]), np.asarray(pi[-1]["b"])
    out["move_w"], out["move_b"] = w[:, : HEADS[0]], b[: HEADS[0]]
    out["attack_w"], out["attack_b"] = w[:, HEADS[0] :], b[HEADS[0] :]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2_000_000, help="learner env steps")
    parser.add_argument("--fights", type=int, default=32, help="fights in the pool")
    parser.add_argument("--pool", type=int, default=8, help="snapshot slots (oldest replaced)")
    parser.add_argument("--snapshot-every", type=int, default=60, help="updates per snapshot")
    parser.add_argument("--league-fights", type=int, default=20, help="fights per pair")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("selfplay"), help="checkpoints here")
    args = parser.parse_args()
    cfg = Config(num_envs=args.fights, rollout=128, reward_scale=1 / 208, hidden=128)
    settings = arena_vec.EnvironmentSettingsMultiAgent(include_frame=False)
    envs = make_selfplay_vec("triad", args.fights, env_settings=settings, seed=args.seed)
    env = SelfPlayJaxEnv(envs)
    features = Features(envs.single_observation_space)
    policy = Policy(features=lambda obs: features(obs, jnp), heads=HEADS)
    n = args.fights
    total_updates = args.steps // (n * cfg.rollout)

    def learner_rows(tree: Any, start: int) -> Any:
        return jax.tree_util.tree_map(lambda x: x[start::2], tree)

    def env_step(carry: Carry, _: Any):
        key, k_learner, k_opponent, k_draw = jax.random.split(carry.key, 4)
        mine, theirs = learner_rows(carry.obs, 0), learner_rows(carry.obs, 1)
        action, logp, value = policy.sample(carry.params, mine, k_learner)
        # Every snapshot acts on every opponent row; each fight takes its own snapshot's.
        keys = jax.random.split(k_opponent, args.pool)
        all_actions = jax.vmap(lambda p, k: policy.sample(p, theirs, k)[0])(carry.pool, keys)
        opponent = all_actions[carry.opponent, jnp.arange(n)]
        rows = jnp.stack([action, opponent], axis=1)
        sides = jnp.stack([mine["own"]["side"], theirs["own"]["side"]], axis=1).reshape(-1)
        rows = rows.reshape(2 * n, 2)
        rows = rows.at[:, 0].set(absolute_moves(rows[:, 0], sides, jnp))
        state, ts = env.step(carry.env, rows.astype(jnp.int32))
        ended = (ts.terminated | ts.truncated)[0::2]
        valid = ~carry.done
        reward = ts.reward[0::2].astype(jnp.float32) * cfg.reward_scale
        after = learner_rows(ts.obs, 0)
        won = ended & valid & (after["own"]["wins"] > after["opp"]["wins"])[:, 0]
        drawn = jax.random.categorical(k_draw, jnp.where(carry.filled, 0.0, -jnp.inf), shape=(n,))
        carry = carry._replace(
            env=state,
            obs=ts.obs,
            done=ended,
            key=key,
            opponent=jnp.where(ended, drawn, carry.opponent),
        )
        out = (mine, action, logp, value, reward, ts.terminated[0::2], ended, valid)
        return carry, (out, jnp.stack([(ended & valid).sum(), won.sum()]))

    def loss_fn(params, batch, adv, target):
        mine, action, old_logp, valid = batch
        logps, value = policy.log_probs(params, mine)
        ratio = jnp.exp(policy.action_log_prob(logps, action) - old_logp)
        weight = valid.astype(jnp.float32)
        count = jnp.maximum(weight.sum(), 1.0)
        mean = (adv * weight).sum() / count
        std = jnp.sqrt((((adv - mean) * weight) ** 2).sum() / count) + 1e-8
        adv = (adv - mean) / std
        pg = jnp.maximum(-adv * ratio, -adv * jnp.clip(ratio, 1 - cfg.clip, 1 + cfg.clip))
        per_row = pg + cfg.value_coef * 0.5 * (value - target) ** 2
        per_row -= cfg.entropy * policy.entropy(logps)
        return (per_row * weight).sum() / count

    @jax.jit
    def update(carry: Carry, index: jax.Array):
        carry, (batch, tally) = jax.lax.scan(env_step, carry, None, length=cfg.rollout)
        mine, action, logp, value, reward, terminated, ended, valid = batch
        _, last_value = policy.log_probs(carry.params, learner_rows(carry.obs, 0))
        next_values = jnp.concatenate([value[1:], last_value[None]], axis=0)

        def backward(next_adv, t):
            r, v, nv, term, end = t
            delta = r + cfg.gamma * nv * (1.0 - term) - v
            adv = delta + cfg.gamma * cfg.gae_lambda * (1.0 - end) * next_adv
            return adv, adv

        inputs = (reward, value, next_values, terminated.astype(float), ended.astype(float))
        _, adv = jax.lax.scan(backward, jnp.zeros(n), inputs, reverse=True)
        target = adv + value
        size = cfg.rollout * n
        flat = jax.tree_util.tree_map(
            lambda x: x.reshape(size, *x.shape[2:]), (mine, action, logp, valid)
        )
        adv, target = adv.reshape(-1), target.reshape(-1)
        lr = cfg.lr * (1.0 - index / total_updates)

        def epoch(state, key):
            def minibatch(state, idx):
                params, opt = state
                mb = jax.tree_util.tree_map(lambda x: x[idx], flat)
                grads = jax.grad(loss_fn)(params, mb, adv[idx], target[idx])
                return adam_update(params, grads, opt, lr, cfg.max_grad_norm), None

            order = jax.random.permutation(key, size).reshape(cfg.minibatches, -1)
            return jax.lax.scan(minibatch, state, order)[0], None

        key, sub = jax.random.split(carry.key)
        (params, opt), _ = jax.lax.scan(
            epoch, (carry.params, carry.opt), jax.random.split(sub, cfg.epochs)
        )
        return carry._replace(params=params, opt=opt, key=key), tally.sum(0)

    key, init_key = jax.random.split(jax.random.key(args.seed))
    params = init_params(init_key, features.size, HEADS, cfg.hidden)
    pool = jax.tree_util.tree_map(lambda x: jnp.stack([x] * args.pool), params)
    state, ts = env.reset(seed=args.seed)
    carry = Carry(
        params,
        adam_init(params),
        pool,
        jnp.arange(args.pool) == 0,
        jnp.zeros(n, jnp.int32),
        state,
        ts.obs,
        jnp.zeros(n, bool),
        key,
    )
    args.out.mkdir(parents=True, exist_ok=True)
    checkpoints = {}

    def snapshot(carry: Carry, index: int) -> Carry:
        steps = index * n * cfg.rollout
        name = f"selfplay_{steps // 1000}k"
        checkpoints[name] = args.out / f"{name}.npz"
        np.savez(checkpoints[name], **checkpoint_arrays(carry.params))
        slot = (len(checkpoints) - 1) % args.pool
        pool = jax.tree_util.tree_map(lambda s, p: s.at[slot].set(p), carry.pool, carry.params)
        return carry._replace(pool=pool, filled=carry.filled.at[slot].set(True))

    snapshot(carry, 0)
    start = time.perf_counter()
    tally = np.zeros(2)
    for index in range(total_updates):
        carry, stats = update(carry, jnp.float32(index))
        tally += np.asarray(stats)
        if (index + 1) % args.snapshot_every == 0 or index + 1 == total_updates:
            carry = snapshot(carry, index + 1)
            print(
                f"steps {(index + 1) * n * cfg.rollout:>10,}  {time.perf_counter() - start:6.1f} s"
                f"  fights won vs the pool {tally[1]:.0f}/{tally[0]:.0f} "
                f"({tally[1] / max(tally[0], 1):.0%})",
                flush=True,
            )
            tally[:] = 0
    env.close()
    train_seconds = time.perf_counter() - start
    rated = {name: path for i, (name, path) in enumerate(checkpoints.items()) if i % 2 == 0}
    rated.update(dict([list(checkpoints.items())[-1]]))
    start = time.perf_counter()
    result = run_league(
        "triad",
        ["cpu:1", "cpu:2", "cpu:3", "cpu:4", *rated],
        args.league_fights,
        checkpoints=rated,
        seed=args.seed,
    )
    print(markdown(result))
    print(f"training {train_seconds:.0f} s, league {time.perf_counter() - start:.0f} s")
    (args.out / "league.json").write_text(result.to_json() + "\n")


if __name__ == "__main__":
    main()
