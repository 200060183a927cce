"""The command line of CleanRL's Atari PPO scripts (their names and defaults), shared by
ppo_envpool_triad.py and ppo_envpool_xla_jax.py, with the sizes CleanRL derives from them."""

from __future__ import annotations

import argparse


def ppo_parser(description: str) -> argparse.ArgumentParser:
    """CleanRL's PPO arguments; a script adds its own before :func:`parse`."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--env-id", default="Triad-v0")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--total-timesteps", type=int, default=2_000_000)
    parser.add_argument("--learning-rate", type=float, default=2.5e-4)
    parser.add_argument("--num-envs", type=int, default=8)
    parser.add_argument("--num-steps", type=int, default=128)
    parser.add_argument("--gamma", type=float, default=0.99)
    parser.add_argument("--gae-lambda", type=float, default=0.95)
    parser.add_argument("--num-minibatches", type=int, default=4)
    parser.add_argument("--update-epochs", type=int, default=4)
    parser.add_argument("--clip-coef", type=float, default=0.1)
    parser.add_argument("--ent-coef", type=float, default=0.01)
    parser.add_argument("--vf-coef", type=float, default=0.5)
    parser.add_argument("--max-grad-norm", type=float, default=0.5)
    return parser


def parse(parser: argparse.ArgumentParser) -> argparse.Namespace:
    """The arguments with CleanRL's derived sizes: batch, minibatch and number of updates."""
    args = parser.parse_args()
    args.batch_size = args.num_envs * args.num_steps
    args.minibatch_size = args.batch_size // args.num_minibatches
    args.num_updates = max(1, args.total_timesteps // args.batch_size)
    return args
