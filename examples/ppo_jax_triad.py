"""PPO on triad's RAM observations (and, with ``--frames``, 84x84 gray frames) against the CPU,
rollout inside ``jax.jit``.

The agent plays P1 (starts left) with MultiDiscrete([9, 8]) actions; the observation is the RAM
dict (stage, timer, and per fighter DIAMBRA's side, wins, character, health plus triad's extras:
position, stance, state, guard, move phase / kind / level, projectile), flattened to 100 features.
``--frames`` adds the 84x84x1 frame through a Nature-DQN CNN (conv_torso.py) whose 512 features
join the RAM's. Reward is triad's health difference (scaled by 1/208). Uses the PPO of ppo_jax.py.

    python examples/ppo_jax_triad.py --difficulty 1 --steps 3000000 --save d1.pkl
    python examples/ppo_jax_triad.py --difficulty 1 --steps 3000000 --frames

Prints, per report interval, the fight (stage) win rate and the round win rate against the CPU
over the fights and rounds finished in that interval (see `outcomes`).
"""

from __future__ import annotations

import argparse
import pickle
import time

import jax
import jax.numpy as jnp
import numpy as np
from conv_torso import nature_cnn
from ppo_jax import Config, Policy, initial_carry, make_update

import arena_vec
from arena_vec import EnvironmentSettings, Roles
from arena_vec.jax import JaxEnv, TimeStep

ONE_HOT = {"stance": 3, "state": 15, "guard": 3, "move_phase": 4, "move_kind": 5, "move_level": 5}


def features(obs: dict) -> jax.Array:
    """The RAM dict as 100 floats: stage, timer, then per fighter side, wins, health, x, y and
    projectile x (scaled to about [0, 1]) and one-hots of the character and the RAM extras."""
    parts = [obs["stage"] / 8.0, obs["timer"] / 40.0]
    for fighter in ("P1", "P2"):
        p = obs[fighter]
        parts += [
            p["side"][:, None].astype(jnp.float32),
            p["wins"] / 2.0,
            p["health"] / 208.0,
            p["x"] / 256.0,
            p["y"] / 256.0,
            p["projectile_x"] / 256.0,
            jax.nn.one_hot(p["character"], 8),
        ]
        parts += [jax.nn.one_hot(p[key], size) for key, size in ONE_HOT.items()]
    return jnp.concatenate([jnp.asarray(x, jnp.float32) for x in parts], axis=-1)


FRAME_SHAPE = (84, 84, 1)
POLICY = Policy(features=features, heads=(9, 8))
FRAME_POLICY = POLICY._replace(torso=nature_cnn("frame", FRAME_SHAPE))


def outcomes(before: dict, ts: TimeStep, valid: jax.Array) -> jax.Array:
    """Rounds ended, rounds won, fights ended and fights won in this step, summed over envs.

    The step with ``round_done`` shows the finished round, its win booked: the winner's
    ``wins`` went up (the next step starts the next round or stage). ``stage_done`` is set when
    the agent took the fight; a lost fight ends the game (``game_done``, no continues)."""
    fight_won = ts.info["stage_done"] & valid
    fight_lost = ts.info["game_done"] & ~ts.info["stage_done"] & valid
    rounds = ts.info["round_done"] & valid
    took_round = (ts.obs["P1"]["wins"] > before["P1"]["wins"])[:, 0]
    stats = [rounds, rounds & took_round, fight_won | fight_lost, fight_won]
    return jnp.stack(stats, -1).sum(0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=3_000_000, help="env steps")
    parser.add_argument("--difficulty", type=int, default=1, help="CPU difficulty, 1-4")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--report-every", type=int, default=25, help="updates per report line")
    parser.add_argument("--save", metavar="PATH", help="write the trained parameters (pickle)")
    parser.add_argument("--frames", action="store_true", help="add 84x84x1 frames (a CNN)")
    args = parser.parse_args()
    cfg = Config(num_envs=32, rollout=128, reward_scale=1 / 208, hidden=128)
    per_update = cfg.num_envs * cfg.rollout
    total_updates = args.steps // per_update
    frames = {"frame_shape": FRAME_SHAPE} if args.frames else {"include_frame": False}
    settings = EnvironmentSettings(
        difficulty=args.difficulty, role=Roles.P1, continue_game=0.0, **frames
    )
    policy = FRAME_POLICY if args.frames else POLICY
    envs = arena_vec.make_vec("triad", cfg.num_envs, seed=args.seed, env_settings=settings)
    env = JaxEnv(envs)
    carry = initial_carry(env, policy, cfg, args.seed, inputs=100)
    update = make_update(env, policy, cfg, total_updates, observe=outcomes)

    start = time.perf_counter()
    tally = np.zeros(4)
    for index in range(total_updates):
        carry, (_, stats) = update(carry, jnp.float32(index))
        tally += np.asarray(stats).sum(0)
        if (index + 1) % args.report_every == 0 or index + 1 == total_updates:
            rounds, rounds_won, fights, fights_won = tally
            print(
                f"steps {(index + 1) * per_update:>10,}  {time.perf_counter() - start:7.1f} s  "
                f"fights won {fights_won:.0f}/{fights:.0f} "
                f"({fights_won / max(fights, 1):.0%})  rounds won {rounds_won:.0f}/{rounds:.0f} "
                f"({rounds_won / max(rounds, 1):.0%})",
                flush=True,
            )
            tally[:] = 0
    env.close()
    if args.save:
        with open(args.save, "wb") as file:
            pickle.dump(jax.tree.map(np.asarray, carry.params), file)


if __name__ == "__main__":
    main()
