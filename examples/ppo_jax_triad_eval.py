"""Plays a policy saved by ``ppo_jax_triad.py --save`` against triad's CPU at each difficulty
and prints the fights it won and lost: the same policy across the ladder, so the levels can be
compared with the learning curves (RAM policies only).

    python examples/ppo_jax_triad.py --difficulty 3 --steps 10000000 --save d3.pkl
    python examples/ppo_jax_triad_eval.py d3.pkl --difficulties 1 2 3 4 --steps 3000

Settings are the training script's (agent as P1, no continues, characters drawn at random);
actions are sampled from the policy, as during training.
"""

from __future__ import annotations

import argparse
import pickle

import jax
import jax.numpy as jnp
import numpy as np
from ppo_jax_triad import POLICY

import arena_vec
from arena_vec import EnvironmentSettings, Roles
from arena_vec.cli.args import int_at_least


def fights(params: dict, difficulty: int, steps: int, num_envs: int, seed: int) -> tuple[int, int]:
    """Fights won and lost by the policy in ``steps`` steps of ``num_envs`` envs."""
    settings = EnvironmentSettings(
        difficulty=difficulty, role=Roles.P1, continue_game=0.0, include_frame=False
    )
    sample = jax.jit(POLICY.sample)
    key = jax.random.PRNGKey(seed)
    won = lost = 0
    envs = arena_vec.make_vec("triad", num_envs, seed=seed, env_settings=settings)
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
    parser.add_argument("params", help="a pickle written by ppo_jax_triad.py --save")
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
        won, lost = fights(params, difficulty, args.steps, args.num_envs, args.seed)
        print(
            f"difficulty {difficulty}: fights won-lost {won}-{lost} "
            f"({won / max(won + lost, 1):.0%})",
            flush=True,
        )


if __name__ == "__main__":
    main()
