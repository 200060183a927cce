"""IMPALA (V-trace) in JAX on triad's RAM observations against the CPU, fed by async batches.

The pool holds ``--num-envs`` envs and hands back ``--batch-size`` of them at a time (async
mode, ``batch_size < num_envs``): while the policy picks actions for one batch, the pool's
threads step the other envs. Each env's steps collect into its own trajectory of ``--unroll``
transitions; full trajectories go to the learner in batches of ``--trajectories``, and V-trace
corrects for the policy having moved on since they were acted (the learner's update is
dispatched asynchronously by JAX, so acting continues while it runs). The network, features
and Adam are ppo_jax.py's and ppo_jax_fight.py's (imported, not copied).

    python examples/impala_jax_triad.py --difficulty 1 --steps 2000000

Prints per report interval the env steps/s and the fights (stages) won against the CPU.
``--batch-size`` equal to ``--num-envs`` runs the same loop in sync mode, for comparison.
"""

from __future__ import annotations

import argparse
import functools
import time
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from ppo_jax import Policy, adam_init, adam_update, init_params
from ppo_jax_fight import learner

import arena_vec
from arena_vec import EnvironmentSettings, Roles

TRIAD = learner("triad", difficulty=1)  # the features and heads; the level is main's
HEADS = TRIAD.policy.heads
INPUTS = TRIAD.inputs
features = TRIAD.policy.features
NET = Policy(features=lambda x: x, heads=HEADS)  # acts on features computed once per step


class Config(NamedTuple):
    num_envs: int = 64
    batch_size: int = 32
    unroll: int = 32
    trajectories: int = 32
    gamma: float = 0.99
    lr: float = 3e-4
    entropy: float = 0.01
    value_coef: float = 0.5
    max_grad_norm: float = 0.5
    hidden: int = 128
    reward_scale: float = TRIAD.reward_scale
    frames: bool = False  # render native RGB frames too (unread: a costlier env step)


class Batch(NamedTuple):
    """B trajectories: ``obs`` has unroll + 1 rows (the last bootstraps), the rest unroll."""

    obs: jax.Array
    action: jax.Array
    behaviour_logp: jax.Array
    reward: jax.Array
    done: jax.Array
    valid: jax.Array


@jax.jit
def act(params: Any, obs: dict, key: jax.Array) -> tuple[jax.Array, jax.Array, jax.Array]:
    """Actions, their log-probabilities and the features, for one batch of observations."""
    x = features(obs)
    action, logp, _ = NET.sample(params, x, key)
    return action, logp, x


def vtrace(
    behaviour_logp: jax.Array,
    target_logp: jax.Array,
    reward: jax.Array,
    discount: jax.Array,
    values: jax.Array,
    bootstrap: jax.Array,
) -> tuple[jax.Array, jax.Array]:
    """V-trace targets and policy-gradient advantages (Espeholt et al. 2018, eq. 1), time-major
    [T, B], with rho and c truncated at 1."""
    rho = jnp.minimum(1.0, jnp.exp(target_logp - behaviour_logp))
    next_values = jnp.concatenate([values[1:], bootstrap[None]], axis=0)
    deltas = rho * (reward + discount * next_values - values)

    def backward(acc: jax.Array, t: tuple) -> tuple[jax.Array, jax.Array]:
        delta, disc, c = t
        acc = delta + disc * c * acc
        return acc, acc

    _, vs_minus_v = jax.lax.scan(backward, jnp.zeros_like(bootstrap), (deltas, discount, rho),
                                 reverse=True)  # fmt: skip
    vs = vs_minus_v + values
    next_vs = jnp.concatenate([vs[1:], bootstrap[None]], axis=0)
    return vs, rho * (reward + discount * next_vs - values)


@functools.cache
def make_learner(cfg: Config):
    """The jitted update(params, opt, batch) -> (params, opt) (one per config: compiled once)."""

    def loss_fn(params: Any, batch: Batch) -> jax.Array:
        obs = jnp.swapaxes(batch.obs, 0, 1)  # time-major
        action = jnp.swapaxes(batch.action, 0, 1)
        t, b = action.shape[:2]
        logps, values = NET.log_probs(params, obs.reshape(-1, INPUTS))
        logps = [lp.reshape(t + 1, b, -1)[:-1] for lp in logps]
        values = values.reshape(t + 1, b)
        target_logp = NET.action_log_prob(
            [lp.reshape(t * b, -1) for lp in logps], action.reshape(t * b, -1)
        ).reshape(t, b)
        reward = jnp.swapaxes(batch.reward, 0, 1) * cfg.reward_scale
        valid = jnp.swapaxes(batch.valid, 0, 1)
        discount = cfg.gamma * (1.0 - jnp.swapaxes(batch.done, 0, 1)) * valid
        vs, advantage = vtrace(
            jnp.swapaxes(batch.behaviour_logp, 0, 1),
            jax.lax.stop_gradient(target_logp),
            reward * valid,
            discount,
            jax.lax.stop_gradient(values[:-1]),
            jax.lax.stop_gradient(values[-1]),
        )
        count = jnp.maximum(valid.sum(), 1.0)
        pg = -(target_logp * jax.lax.stop_gradient(advantage) * valid).sum() / count
        value = 0.5 * (((jax.lax.stop_gradient(vs) - values[:-1]) ** 2) * valid).sum() / count
        entropy = NET.entropy([lp.reshape(t * b, -1) for lp in logps]).reshape(t, b) * valid
        return pg + cfg.value_coef * value - cfg.entropy * entropy.sum() / count

    @jax.jit
    def update(params: Any, opt: Any, batch: Batch) -> tuple[Any, Any]:
        grads = jax.grad(loss_fn)(params, batch)
        return adam_update(params, grads, opt, cfg.lr, cfg.max_grad_norm)

    return update


class Trajectories:
    """Per-env trajectory buffers filled from async batches (rows of any envs, any order).

    Env e's slot holds observations 0..cursor[e]; the result of its action at t arrives with
    its next observation. Under next_step autoreset the step after an episode ends only resets
    the env (its action ignored, reward 0): that transition is marked invalid.
    """

    def __init__(self, num_envs: int, unroll: int) -> None:
        self.unroll = unroll
        self.obs = np.zeros((num_envs, unroll + 1, INPUTS), np.float32)
        self.action = np.zeros((num_envs, unroll, len(HEADS)), np.int32)
        self.logp = np.zeros((num_envs, unroll), np.float32)
        self.reward = np.zeros((num_envs, unroll), np.float32)
        self.done = np.zeros((num_envs, unroll), np.float32)
        self.valid = np.zeros((num_envs, unroll), np.float32)
        self.cursor = np.full(num_envs, -1)  # index of the last observation stored
        self.ended = np.zeros(num_envs, bool)  # the env's last step ended an episode

    def observe(self, ids: np.ndarray, x: np.ndarray, reward: np.ndarray, ended: np.ndarray):
        """Stores a batch's results; returns the full trajectories it completed (as arrays of
        [k, ...]) or None."""
        stepped = self.cursor[ids] >= 0
        rows, cols = ids[stepped], self.cursor[ids[stepped]]
        self.reward[rows, cols] = reward[stepped]
        self.done[rows, cols] = ended[stepped]
        self.valid[rows, cols] = ~self.ended[rows]
        self.ended[ids] = ended
        self.cursor[ids] += 1
        self.obs[ids, self.cursor[ids]] = x
        full = ids[self.cursor[ids] == self.unroll]
        if not len(full):
            return None
        out = tuple(
            buf[full].copy()
            for buf in (self.obs, self.action, self.logp, self.reward, self.done, self.valid)
        )
        self.obs[full, 0] = self.obs[full, self.unroll]
        self.cursor[full] = 0
        return out

    def acted(self, ids: np.ndarray, action: np.ndarray, logp: np.ndarray) -> None:
        self.action[ids, self.cursor[ids]] = action
        self.logp[ids, self.cursor[ids]] = logp


def run(cfg: Config, difficulty: int, steps: int, seed: int, report_every: float = 10.0,
        seconds: float | None = None, log: bool = True) -> dict[str, float]:  # fmt: skip
    """Trains for ``steps`` env steps (or ``seconds``); returns steps/s and fights won/ended."""
    settings = EnvironmentSettings(
        include_frame=cfg.frames, frame_shape=(0, 0, 0), difficulty=difficulty, role=Roles.P1,
        continue_game=0.0,
    )  # fmt: skip
    envs = arena_vec.make_vec(
        "triad", cfg.num_envs, batch_size=cfg.batch_size, seed=seed, env_settings=settings
    )
    key = jax.random.key(seed)
    key, init_key = jax.random.split(key)
    params = init_params(init_key, INPUTS, HEADS, cfg.hidden)
    opt = adam_init(params)
    update = make_learner(cfg)
    buffers = Trajectories(cfg.num_envs, cfg.unroll)
    ready: list[tuple] = []
    totals = {"steps": 0, "updates": 0, "fights": 0, "fights_won": 0}
    window = {"fights": 0, "fights_won": 0, "start": time.perf_counter(), "steps": 0}
    envs.async_reset()
    start = time.perf_counter()
    while totals["steps"] < steps and (seconds is None or time.perf_counter() - start < seconds):
        obs, reward, terminated, truncated, info = envs.recv()
        ids = np.asarray(info["env_id"])
        ended = terminated | truncated
        won, lost = info["stage_done"], info["game_done"] & ~info["stage_done"]
        for name, value in (("fights", won | lost), ("fights_won", won)):
            totals[name] += int(value.sum())
            window[name] += int(value.sum())
        key, sub = jax.random.split(key)
        action, logp, x = act(params, obs, sub)
        action = np.asarray(action)
        envs.send(action, ids)
        full = buffers.observe(ids, np.asarray(x), reward, ended)
        buffers.acted(ids, action, np.asarray(logp))
        totals["steps"] += len(ids)
        window["steps"] += len(ids)
        if full is not None:
            ready.append(full)
            if sum(len(r[0]) for r in ready) >= cfg.trajectories:
                batch = Batch(*(np.concatenate(parts) for parts in zip(*ready, strict=True)))
                params, opt = update(params, opt, batch)  # dispatched; acting goes on
                totals["updates"] += 1
                ready = []
        elapsed = time.perf_counter() - window["start"]
        if log and elapsed >= report_every:
            print(
                f"steps {totals['steps']:>10,}  {time.perf_counter() - start:7.1f} s  "
                f"{window['steps'] / elapsed:8,.0f} steps/s  fights won "
                f"{window['fights_won']}/{window['fights']} "
                f"({window['fights_won'] / max(window['fights'], 1):.0%})",
                flush=True,
            )
            window = {"fights": 0, "fights_won": 0, "start": time.perf_counter(), "steps": 0}
    jax.block_until_ready(params)
    elapsed = time.perf_counter() - start
    envs.close()
    return {**totals, "seconds": elapsed, "steps_per_s": totals["steps"] / elapsed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2_000_000)
    parser.add_argument("--difficulty", type=int, default=1, help="CPU difficulty, 1-4")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=32, help="< num-envs: async")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--report-every", type=float, default=10.0, help="seconds")
    args = parser.parse_args()
    cfg = Config(num_envs=args.num_envs, batch_size=args.batch_size)
    result = run(cfg, args.difficulty, args.steps, args.seed, args.report_every)
    print(
        f"{result['steps']:,} steps, {result['updates']} updates in {result['seconds']:.0f} s "
        f"({result['steps_per_s']:,.0f} steps/s); fights won {result['fights_won']}/"
        f"{result['fights']}"
    )


if __name__ == "__main__":
    main()
