"""``arena-vec run`` (also ``arena-vec`` with no subcommand): a batched simulation of random
actions for a few seconds, then its throughput and the returns of the episodes that finished.

    arena-vec                                    # 64 triad envs (84x84 gray frames) vs the CPU, 10 s
    arena-vec --env cartpole --num-envs 256 --seconds 5
    arena-vec --list                             # registered envs
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any, cast

import numpy as np
from gymnasium import spaces

from arena_vec.builder import make_vec
from arena_vec.cli.args import bad_argument, int_at_least, positive_float
from arena_vec.engine.native import native_games
from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.games import is_fighting_game
from arena_vec.fighting.settings import EnvironmentSettings

HELP = "a batched simulation of random actions and its throughput (the default command)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The run command's options."""
    parser.add_argument("--env", default="triad", choices=native_games(), help="registered env id")
    parser.add_argument("--num-envs", type=int_at_least(1), default=64)
    parser.add_argument(
        "--batch-size", type=int_at_least(1), default=None, help="< num_envs for async mode"
    )
    parser.add_argument(
        "--num-threads", type=int_at_least(0), default=0, help="0 = choose for this host"
    )
    parser.add_argument("--seconds", type=positive_float, default=10.0)
    parser.add_argument("--seed", type=int_at_least(0), default=0)
    parser.add_argument("--list", action="store_true", help="list registered envs and exit")


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Runs the parsed run command (``--list`` prints the registered envs instead)."""
    if args.list:
        print("\n".join(native_games()))
        return
    if args.batch_size is not None and args.batch_size > args.num_envs:
        bad_argument(
            parser,
            "--batch-size",
            f"{args.batch_size} is not allowed; expected an int in 1..{args.num_envs} "
            "(at most --num-envs)",
        )
    run(args.env, args.num_envs, args.batch_size, args.num_threads, args.seconds, args.seed)


def run(
    env_id: str, num_envs: int, batch_size: int | None, num_threads: int, seconds: float, seed: int
) -> None:
    """Steps ``num_envs`` envs of ``env_id`` with random actions for ``seconds`` (async when
    ``batch_size < num_envs``) and prints the throughput and the finished episodes' returns."""
    kwargs: dict[str, Any] = {}
    if is_fighting_game(env_id):
        kwargs["env_settings"] = EnvironmentSettings(frame_shape=(84, 84, 1), continue_game=0.0)
    envs: ArenaVectorEnv = make_vec(  # type: ignore[assignment]  # no wrappers given
        env_id, num_envs, batch_size=batch_size, num_threads=num_threads, seed=seed, **kwargs
    )
    space = envs.single_action_space
    high = space.nvec if isinstance(space, spaces.MultiDiscrete) else cast(spaces.Discrete, space).n
    shape = (envs.batch_size, *np.shape(high))
    rng = np.random.default_rng(seed)
    returns = np.zeros(num_envs)
    finished: list[float] = []
    steps = 0
    envs.async_reset()
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, reward, terminated, truncated, info = envs.recv()
        ids = info["env_id"]
        returns[ids] += reward
        done = terminated | truncated
        finished.extend(returns[ids[done]].tolist())
        returns[ids[done]] = 0.0
        envs.send(rng.integers(0, high, shape), ids)
        steps += len(ids)
    elapsed = time.perf_counter() - start
    envs.close()
    print(
        f"env={env_id} num_envs={num_envs} batch_size={envs.batch_size} "
        f"threads={envs.num_threads} cores={os.cpu_count()}"
    )
    print(f"{steps:,} env steps in {elapsed:.2f} s = {steps / elapsed:,.0f} steps/s")
    if finished:
        print(
            f"{len(finished):,} episodes finished under random actions; return mean "
            f"{np.mean(finished):+.1f}, min {np.min(finished):+.0f}, max {np.max(finished):+.0f}"
        )
