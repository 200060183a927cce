"""PPO on triad's ladder: a stage curriculum from start-state pools against whole runs, on the same
step budget, side by side, then both judged the same way: whole runs against the ladder.

1. Start states: the panel's reactive scripted policy plays whole runs; every time it clears a
   stage, the env's snapshot (``get_state``) goes into the pool of the next stage (it shows the
   cleared stage's end; the next step starts the next stage).
2. Training, PPO of ppo_jax.py with the RAM features of ppo_jax_fight.py, no continues:
   * whole runs: an episode is a run, from stage 1 until a fight is lost (DIAMBRA's episode);
   * curriculum: ``EpisodeControl(boundary="stage", start_states=...)``: an episode is one
     fight, started fresh (stage 1) or from a pool state of stage 2-8, drawn by per-stage
     weights. A won fight is a cut (``truncated``: PPO bootstraps, the run would go on), a lost
     one ends the game (``terminated``). Every ``--curriculum-every`` updates the weights move
     to the stages the agent wins least (``set_episode_control``: from each env's next reset).
   * first fights (``--arms``): the curriculum's one-fight episodes without its start states
     (every episode a fresh run's first fight), to tell the two apart.
3. Evaluation: sampled actions, whole runs from fresh resets, no continues: stages cleared per
   run.

    python examples/ppo_curriculum.py --difficulty 2 --steps 2000000
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from ppo_jax import initial_carry, make_update
from ppo_jax_fight import CONFIG, learner

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles
from arena_vec.fighting.games import game_info
from arena_vec.jax import JaxEnv, TimeStep
from arena_vec.policies.controls import Controls
from arena_vec.policies.reactive import Reactive
from arena_vec.policies.view import FightView

STAGES = 8
# The arms without a curriculum and their episode control: whole runs (DIAMBRA's episodes) and,
# to tell the curriculum's start states from its one-fight episodes, one-fight episodes that
# always start a fresh run (so they are all stage 1 fights).
ARMS: dict[str, EpisodeControl | None] = {
    "whole runs": None,
    "first fights": EpisodeControl(boundary="stage"),
}
TRIAD = learner("triad", difficulty=1)  # the features and heads; the level is main's
POLICY = TRIAD.policy
CFG = CONFIG._replace(reward_scale=TRIAD.reward_scale)


def settings(difficulty: int) -> EnvironmentSettings:
    return EnvironmentSettings(
        include_frame=False, difficulty=difficulty, role=Roles.P1, continue_game=0.0
    )


def harvest(difficulty: int, seed: int, per_stage: int) -> dict[int, list[bytes]]:
    """Up to ``per_stage`` snapshots for each stage 2-8, from the reactive policy's runs."""
    envs = arena_vec.make_vec("triad", 32, seed=seed, env_settings=settings(difficulty))
    policy = Reactive(Controls(game_info("triad")))
    obs, info = envs.reset()
    steps = np.zeros(envs.num_envs, dtype=np.int64)
    seeds = np.arange(envs.num_envs, dtype=np.uint64) + np.uint64(seed)
    pools: dict[int, list[bytes]] = {stage: [] for stage in range(2, STAGES + 1)}
    for _ in range(40_000):
        if all(len(pool) >= per_stage for pool in pools.values()):
            break
        obs, _, terminated, truncated, info = envs.step(
            policy(FightView.of(obs, info, steps, seeds))
        )
        steps = np.where(terminated | truncated, -1, steps) + 1
        for i in np.flatnonzero(info["stage_done"] & ~terminated):
            pool = pools[int(obs["stage"][i, 0]) + 1]
            if len(pool) < per_stage:
                pool.append(envs.get_state(i))
    envs.close()
    return pools


def stage_outcomes(before: dict, ts: TimeStep, valid: jax.Array) -> jax.Array:
    """Fights ended and fights won in this step per stage (16 numbers), summed over envs."""
    won = ts.info["stage_done"] & valid
    ended = won | (ts.info["game_done"] & valid)
    stage = jax.nn.one_hot(before["stage"][:, 0].astype(jnp.int32) - 1, STAGES)
    return jnp.concatenate([(stage * ended[:, None]).sum(0), (stage * won[:, None]).sum(0)])


class Curriculum:
    """Per-stage start weights from recent win rates: stages won least are started most."""

    def __init__(self, pools: dict[int, list[bytes]]) -> None:
        self.stage_of = [stage for stage, pool in pools.items() for _ in pool]
        self.base = EpisodeControl(
            boundary="stage", start_states=[s for pool in pools.values() for s in pool]
        )
        self.weights = np.ones(STAGES)

    def control(self) -> EpisodeControl:
        """Stage 1 is a fresh start; the states of stage s share its weight."""
        counts = np.bincount(self.stage_of, minlength=STAGES + 1)
        per_state = [self.weights[s - 1] / counts[s] for s in self.stage_of]
        return dataclasses.replace(
            self.base, start_weights=per_state, fresh_weight=float(self.weights[0])
        )

    def update(self, ended: np.ndarray, won: np.ndarray) -> None:
        """New weights: 0.1 + the stage's recent loss rate (1.1 when not seen lately)."""
        loss = np.where(ended > 0, 1.0 - won / np.maximum(ended, 1), 1.0)
        self.weights = 0.1 + loss


def train(arm: str, pools: dict[int, list[bytes]], args: argparse.Namespace) -> tuple[Any, float]:
    """Trains one arm; returns the parameters and the wall time."""
    curriculum = Curriculum(pools) if arm == "curriculum" else None
    control = curriculum.control() if curriculum else ARMS[arm]
    envs = arena_vec.make_vec(
        "triad",
        CFG.num_envs,
        seed=args.seed,
        env_settings=settings(args.difficulty),
        episode_control=control,
    )
    env = JaxEnv(envs)
    per_update = CFG.num_envs * CFG.rollout
    total_updates = args.steps // per_update
    carry = initial_carry(env, POLICY, CFG, args.seed, inputs=TRIAD.inputs)
    update = make_update(env, POLICY, CFG, total_updates, observe=stage_outcomes)
    start = time.perf_counter()
    window = np.zeros(2 * STAGES)
    for index in range(total_updates):
        carry, (_, stats) = update(carry, jnp.float32(index))
        window += np.asarray(stats).sum(0)
        if (index + 1) % args.curriculum_every == 0 or index + 1 == total_updates:
            ended, won = window[:STAGES], window[STAGES:]
            print(
                f"{arm:>10}  steps {(index + 1) * per_update:>9,}  "
                f"{time.perf_counter() - start:6.1f} s  fights won per stage: "
                + " ".join(f"{w:.0f}/{e:.0f}" for w, e in zip(won, ended, strict=True)),
                flush=True,
            )
            if curriculum is not None:
                curriculum.update(ended, won)
                envs.set_episode_control(curriculum.control())
            window[:] = 0
    wall = time.perf_counter() - start
    env.close()
    return carry.params, wall


def evaluate(params: Any, args: argparse.Namespace) -> dict[str, Any]:
    """Whole runs from fresh resets with sampled actions: stages cleared in each env's first
    ``--eval-runs`` runs (every run counted, short or long)."""
    envs = arena_vec.make_vec(
        "triad", 32, seed=args.seed + 10_000, env_settings=settings(args.difficulty)
    )
    env = JaxEnv(envs)
    state, ts = env.reset()

    def body(carry, key):
        state, obs = carry
        action, _, _ = POLICY.sample(params, obs, key)
        state, ts = env.step(state, action.astype(jnp.int32))
        return (state, ts.obs), (ts.info["stage_done"], ts.terminated)

    rollout = jax.jit(lambda c, k: jax.lax.scan(body, c, k))
    carry, key = (state, ts.obs), jax.random.key(args.seed + 1)
    per_env: list[list[int]] = [[] for _ in range(envs.num_envs)]
    current = np.zeros(envs.num_envs, dtype=np.int64)
    while min(len(runs) for runs in per_env) < args.eval_runs:
        key, sub = jax.random.split(key)
        carry, (cleared, ended) = rollout(carry, jax.random.split(sub, 500))
        for cleared_t, ended_t in zip(np.asarray(cleared), np.asarray(ended), strict=True):
            current += cleared_t
            for i in np.flatnonzero(ended_t):
                per_env[i].append(int(current[i]))
                current[i] = 0
    env.close()
    runs = np.array([runs[: args.eval_runs] for runs in per_env]).ravel()
    reached = np.array([(runs >= s).sum() for s in range(STAGES + 1)])  # runs that got to s+1
    return {
        "runs": len(runs),
        "mean": float(runs.mean()) if len(runs) else 0.0,
        "cleared_at_least": {s: int((runs >= s).sum()) for s in (1, 2, 4, STAGES)},
        "stage_win_rate": [
            float(reached[s + 1] / reached[s]) if reached[s] else float("nan")
            for s in range(STAGES)
        ],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2_000_000, help="env steps per arm")
    parser.add_argument("--difficulty", type=int, default=2, help="CPU difficulty, 1-4")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--per-stage", type=int, default=8, help="start states per stage")
    parser.add_argument("--curriculum-every", type=int, default=20, help="updates per window")
    parser.add_argument("--eval-runs", type=int, default=4, help="evaluation runs per env")
    parser.add_argument(
        "--arms",
        default="whole runs,curriculum",
        help="comma-separated: 'whole runs', 'curriculum', 'first fights'",
    )
    args = parser.parse_args()
    arms = args.arms.split(",")
    unknown = sorted(set(arms) - {*ARMS, "curriculum"})
    if unknown:
        parser.error(f"--arms: unknown {unknown}; choose from {[*ARMS, 'curriculum']}")
    pools = harvest(args.difficulty, args.seed, args.per_stage) if "curriculum" in arms else {}
    print("start states per stage:", {stage: len(pool) for stage, pool in pools.items()})
    results = {}
    for arm in arms:
        params, wall = train(arm, pools, args)
        results[arm] = (wall, evaluate(params, args))
    print(
        f"\ndifficulty {args.difficulty}, {args.steps:,} training steps per arm, seed {args.seed}"
    )
    print("| arm | train s | runs | stages cleared per run | >=1 | >=2 | >=4 | all 8 |")
    print("|---|---|---|---|---|---|---|---|")
    for arm, (wall, r) in results.items():
        at_least = " | ".join(str(r["cleared_at_least"][s]) for s in (1, 2, 4, STAGES))
        print(f"| {arm} | {wall:.0f} | {r['runs']} | {r['mean']:.2f} | {at_least} |")
    print("\nwin rate per stage (of the runs that reached it):")
    for arm, (_, r) in results.items():
        rates = " ".join("-" if np.isnan(x) else f"{x:.0%}" for x in r["stage_win_rate"])
        print(f"  {arm:>10}: {rates}")


if __name__ == "__main__":
    main()
