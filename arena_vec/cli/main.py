"""Command line (``arena-vec``, or ``python -m arena_vec``): run a batched simulation and print
what happened.

    arena-vec                                    # 64 triad envs (84x84 gray frames) vs the CPU, 10 s
    arena-vec --env cartpole --num-envs 256 --seconds 5
    arena-vec --list                             # registered envs
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from arena_vec.cli.run import run
from arena_vec.engine.spec_adapter import native_games


def main(argv: Sequence[str] | None = None) -> None:
    """Parses ``argv`` (default: the process's arguments) and runs the command."""
    parser = argparse.ArgumentParser(
        prog="arena-vec",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--env", default="triad", help="registered env id")
    parser.add_argument("--num-envs", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=None, help="< num_envs for async mode")
    parser.add_argument("--num-threads", type=int, default=0, help="0 = choose for this host")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--list", action="store_true", help="list registered envs and exit")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(native_games()))
        return
    run(args.env, args.num_envs, args.batch_size, args.num_threads, args.seconds, args.seed)
