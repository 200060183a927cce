"""``arena-vec``: parses the arguments and runs a subcommand (one module each, listed in
``SUBCOMMANDS``): ``run`` is the default when no subcommand is given, so plain ``arena-vec``
keeps doing the throughput run. Every bad argument ends the command with one line naming the
argument, the value and what is allowed, and exit code 2.

    arena-vec                                    # = arena-vec run: 64 triad envs, 10 s
    arena-vec --env cartpole --num-envs 256      # run options without the subcommand
    arena-vec eval triad --out results/          # the benchmark panel
    arena-vec record triad --out data/           # CPU-vs-CPU episodes into a dataset
    arena-vec replay data/ --out fight.gif       # an episode, exactly, to a GIF or a window
    arena-vec play triad                         # you against the CPU
    arena-vec league triad --out results/        # ratings of CPU levels and policies
    arena-vec --version                          # the installed version
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from arena_vec._version import __version__
from arena_vec.cli import bench as bench_command
from arena_vec.cli import eval as eval_command
from arena_vec.cli import league as league_command
from arena_vec.cli import list as list_command
from arena_vec.cli import play as play_command
from arena_vec.cli import record as record_command
from arena_vec.cli import replay as replay_command
from arena_vec.cli import run as run_command
from arena_vec.cli.args import Parser

SUBCOMMANDS = {
    "run": run_command,
    "eval": eval_command,
    "list": list_command,
    "bench": bench_command,
    "league": league_command,
    "record": record_command,
    "replay": replay_command,
    "play": play_command,
}


def build_parser() -> tuple[Parser, dict[str, Parser]]:
    """The top-level parser and each subcommand's parser."""
    parser = Parser(
        prog="arena-vec",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"arena-vec {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="{" + ",".join(SUBCOMMANDS) + "}")
    parsers = {}
    for name, module in SUBCOMMANDS.items():
        sub = commands.add_parser(
            name,
            help=module.HELP,
            description=module.__doc__,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        module.add_arguments(sub)
        parsers[name] = sub
    return parser, parsers


def main(argv: Sequence[str] | None = None) -> None:
    """Parses ``argv`` (default: the process's arguments) and runs the command."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in (*SUBCOMMANDS, "-h", "--help", "--version"):
        args.insert(0, "run")
    parser, parsers = build_parser()
    parsed, unknown = parser.parse_known_args(args)
    command = parsers[parsed.command]
    if unknown:
        command.error(f"unrecognized arguments: {' '.join(unknown)}")
    SUBCOMMANDS[parsed.command].command(parsed, command)
