"""Plays a policy saved by ``ppo_jax_fight.py --save`` against a game's CPU at each difficulty
and prints the fights it won and lost: the same policy across the ladder, so the levels can be
compared with the learning curves (RAM policies only).

    python examples/ppo_jax_fight.py --game triad --difficulty 3 --steps 10000000 --save d3.pkl
    python examples/ppo_jax_fight_eval.py d3.pkl --game triad --difficulties 1 2 3 4

Settings are the training script's (agent as P1, no continues, characters drawn at random);
actions are sampled from the policy, as during training.
"""

from __future__ import annotations

import argparse
import pickle

import jax
import jax.numpy as jnp
import numpy as np
from ppo_jax_fight import learner

import arena_vec
from arena_vec.cli.args import int_at_least
from arena_vec.fighting.games import all_games


def fights(
    params: dict, game_id: str, difficulty: int, steps: int, num_envs: int, seed: int
) -> tuple[int, int]:
    """Fights won and lost by the policy in ``steps`` steps of ``num_envs`` envs."""
    setup = learner(game_id, difficulty)
    sample = jax.jit(setup.policy.sample)
    key = jax.random.PRNGKey(seed)
    won = lost = 0
    envs = arena_vec.make_vec(game_id, num_envs, seed=seed, env_settings=setup.settings)
    try:
        obs, _ = envs.reset(seed=seed)
        for _ in range(steps):
            key, sub = jax.random.split(key)
            action, _, _ = sample(params, jax.tree.map(jnp.asarray, obs), sub)
            obs, _, _, _, info = envs.step(np.asarray(action))
            won += int(info["stage_done"].sum())
            lost += int((info["game_done"] & ~info["stage_done"]).sum())
    finally:
        envs.close()
    return won, lost


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("params", help="a pickle written by ppo_jax_fight.py --save")
    parser.add_argument("--game", default="triad", choices=sorted(all_games()))
    parser.add_argument("--difficulties", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument(
        "--steps", type=int_at_least(1), default=3000, help="env steps per difficulty"
    )
    parser.add_argument("--num-envs", type=int_at_least(1), default=16)
    parser.add_argument("--seed", type=int_at_least(0), default=1)
    args = parser.parse_args()
    with open(args.params, "rb") as file:
        params = pickle.load(file)
    for difficulty in args.difficulties:
        won, lost = fights(params, args.game, difficulty, args.steps, args.num_envs, args.seed)
        print(
            f"difficulty {difficulty}: fights won-lost {won}-{lost} "
            f"({won / max(won + lost, 1):.0%})",
            flush=True,
        )


if __name__ == "__main__":
    main()
