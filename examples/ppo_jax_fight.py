"""The reference learner of every fighting game: PPO on the RAM observations (and, with
``--frames``, 84x84 gray frames) against the CPU, rollout inside ``jax.jit``.

The agent plays P1 (starts left) with the game's MultiDiscrete actions, no continues, the
characters drawn at random. The observation's RAM leaves become one float vector (Discrete
leaves one-hot, Box leaves divided by their largest bound: ``arena_vec.human.RamFeatures``'
encoding, batched in JAX); ``--frames`` adds the 84x84x1 frame through a Nature-DQN CNN
(conv_torso.py) whose 512 features join the RAM's. The reward is the game's health difference,
scaled by 1 / its health range. The PPO is ppo_jax.py's.

    python examples/ppo_jax_fight.py --game triad --difficulty 1 --steps 3000000 --save d1.pkl
    python examples/ppo_jax_fight.py --game parry --difficulty 2 --frames

Prints, per report interval, the fight (stage) win rate and the round win rate against the CPU
over the fights and rounds finished in that interval, and the rounds drawn (both sides score a
draw; see ``outcomes``).
perf/learning_curves.py runs it over a game's levels and seeds.
"""

from __future__ import annotations

import argparse
import pickle
import time
from collections.abc import Callable
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from conv_torso import nature_cnn
from gymnasium import spaces
from ppo_jax import Config, Params, Policy, initial_carry, make_update

import arena_vec
from arena_vec import EnvironmentSettings, Roles
from arena_vec.fighting.games import all_games, game_info
from arena_vec.jax import JaxEnv, TimeStep

FRAME_SHAPE = (84, 84, 1)
CONFIG = Config(num_envs=32, rollout=128, hidden=128)


def ram_features(space: spaces.Dict) -> tuple[Callable[[dict], jax.Array], int]:
    """The features function over a batch of observations of ``space`` (every leaf but the
    frame, keys in the space's order) and how many features it makes."""
    leaves: list[tuple[tuple[str, ...], spaces.Space]] = []

    def walk(path: tuple[str, ...], node: spaces.Space) -> None:
        if isinstance(node, spaces.Dict):
            for key, child in node.spaces.items():
                if key != "frame":
                    walk((*path, key), child)
        else:
            leaves.append((path, node))

    walk((), space)

    def encode(node: spaces.Space, value: jax.Array) -> jax.Array:
        if isinstance(node, spaces.Discrete):
            return jax.nn.one_hot(value.reshape(value.shape[0]) - node.start, int(node.n))
        bound = np.maximum(np.abs(node.high), 1).astype(np.float32)
        return (value.astype(jnp.float32) / bound).reshape(value.shape[0], -1)

    def features(obs: dict) -> jax.Array:
        parts = []
        for path, node in leaves:
            value = obs
            for key in path:
                value = value[key]
            parts.append(encode(node, jnp.asarray(value)))
        return jnp.concatenate(parts, axis=-1)

    width = sum(
        int(n.n) if isinstance(n, spaces.Discrete) else int(np.prod(n.shape)) for _, n in leaves
    )
    return features, width


class Learner(NamedTuple):
    """What training a game needs: its settings, policy and reward scale."""

    settings: EnvironmentSettings
    policy: Policy
    inputs: int
    reward_scale: float


def learner(game_id: str, difficulty: int, frames: bool = False) -> Learner:
    """The reference learner's settings and policy for ``game_id`` at ``difficulty``."""
    info = game_info(game_id)
    shape = {"frame_shape": FRAME_SHAPE} if frames else {"include_frame": False}
    settings = EnvironmentSettings(difficulty=difficulty, role=Roles.P1, continue_game=0.0, **shape)
    probe = arena_vec.make(game_id, settings)
    features, inputs = ram_features(probe.observation_space)
    heads = tuple(int(n) for n in probe.action_space.nvec)
    probe.close()
    policy = Policy(features=features, heads=heads)
    if frames:
        policy = policy._replace(torso=nature_cnn("frame", FRAME_SHAPE))
    low, high = info.health
    return Learner(settings, policy, inputs, 1.0 / (high - low))


def outcomes(before: dict, ts: TimeStep, valid: jax.Array) -> jax.Array:
    """Rounds ended, rounds won, rounds drawn, fights ended and fights won in this step, summed
    over envs.

    The step with ``round_done`` shows the finished round, its win booked: the winner's
    ``wins`` went up (the next step starts the next round or stage); a draw (equal health at
    time-over, or a double KO) books a win to both sides, and a fight that both sides reach
    that way is the CPU's. ``stage_done`` is set when the agent took the fight; a lost fight
    ends the game (``game_done``, no continues)."""
    fight_won = ts.info["stage_done"] & valid
    fight_lost = ts.info["game_done"] & ~ts.info["stage_done"] & valid
    rounds = ts.info["round_done"] & valid
    scored = (ts.obs["P1"]["wins"] > before["P1"]["wins"])[:, 0]
    conceded = (ts.obs["P2"]["wins"] > before["P2"]["wins"])[:, 0]
    stats = [rounds, rounds & scored & ~conceded, rounds & scored & conceded]
    return jnp.stack([*stats, fight_won | fight_lost, fight_won], -1).sum(0)


def train(
    game_id: str,
    difficulty: int,
    steps: int,
    seed: int,
    *,
    frames: bool = False,
    report_every: int = 25,
    report: Callable[[dict[str, Any]], None] = lambda row: None,
) -> Params:
    """Trains for ``steps`` env steps; every ``report_every`` updates calls ``report`` with the
    interval's row (steps, seconds, rounds, rounds_won, rounds_drawn, fights, fights_won).
    Returns the
    parameters."""
    setup = learner(game_id, difficulty, frames)
    cfg = CONFIG._replace(reward_scale=setup.reward_scale)
    per_update = cfg.num_envs * cfg.rollout
    total_updates = max(1, steps // per_update)
    envs = arena_vec.make_vec(game_id, cfg.num_envs, seed=seed, env_settings=setup.settings)
    env = JaxEnv(envs)
    carry = initial_carry(env, setup.policy, cfg, seed, inputs=setup.inputs)
    update = make_update(env, setup.policy, cfg, total_updates, observe=outcomes)
    start = time.perf_counter()
    tally = np.zeros(5)
    for index in range(total_updates):
        carry, (_, stats) = update(carry, jnp.float32(index))
        tally += np.asarray(stats).sum(0)
        if (index + 1) % report_every == 0 or index + 1 == total_updates:
            rounds, rounds_won, rounds_drawn, fights, fights_won = (int(x) for x in tally)
            report(
                {
                    "steps": (index + 1) * per_update,
                    "seconds": round(time.perf_counter() - start, 1),
                    "rounds": rounds,
                    "rounds_won": rounds_won,
                    "rounds_drawn": rounds_drawn,
                    "fights": fights,
                    "fights_won": fights_won,
                }
            )
            tally[:] = 0
    env.close()
    return jax.tree.map(np.asarray, carry.params)


def print_row(row: dict[str, Any]) -> None:
    fights, rounds = max(row["fights"], 1), max(row["rounds"], 1)
    print(
        f"steps {row['steps']:>10,}  {row['seconds']:7.1f} s  "
        f"fights won {row['fights_won']}/{row['fights']} ({row['fights_won'] / fights:.0%})  "
        f"rounds won {row['rounds_won']}/{row['rounds']} ({row['rounds_won'] / rounds:.0%}), "
        f"drawn {row['rounds_drawn']}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="triad", choices=sorted(all_games()))
    parser.add_argument("--difficulty", type=int, default=1, help="the CPU's level")
    parser.add_argument("--steps", type=int, default=3_000_000, help="env steps")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--report-every", type=int, default=25, help="updates per report line")
    parser.add_argument("--save", metavar="PATH", help="write the trained parameters (pickle)")
    parser.add_argument("--frames", action="store_true", help="add 84x84x1 frames (a CNN)")
    args = parser.parse_args()
    params = train(
        args.game,
        args.difficulty,
        args.steps,
        args.seed,
        frames=args.frames,
        report_every=args.report_every,
        report=print_row,
    )
    if args.save:
        with open(args.save, "wb") as file:
            pickle.dump(params, file)


if __name__ == "__main__":
    main()
