"""``arena-vec eval <game>``: the benchmark panel (``arena_vec.panel.evaluate``) from the command
line; prints the markdown tables and, with ``--out DIR``, writes them with the JSON and a plot.

    arena-vec eval triad                                  # every policy, difficulty 1-4, matrix
    arena-vec eval triad --rounds 50 --policies idle random reactive --no-matrix
    arena-vec eval triad --out results/                   # triad_panel.json, .md and .png
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from arena_vec.cli.args import bad_argument, int_at_least
from arena_vec.cli.progress import add_quiet, shown
from arena_vec.fighting.games import all_games, game_info
from arena_vec.panel.evaluate import DEFAULT_NUM_ENVS, DEFAULT_ROUNDS, evaluate
from arena_vec.panel.plot import save_plot
from arena_vec.panel.report import markdown
from arena_vec.policies.catalog import POLICY_NAMES, make_policies
from arena_vec.policies.controls import Controls

HELP = "the benchmark panel: reference policies vs the CPU at every difficulty, CPU vs CPU"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The eval command's arguments."""
    parser.add_argument("game", choices=sorted(all_games()), help="fighting game id")
    parser.add_argument(
        "--difficulties",
        type=int,
        nargs="+",
        metavar="LEVEL",
        help="CPU levels to play (default: all of the game's)",
    )
    parser.add_argument(
        "--rounds",
        type=int_at_least(1),
        default=DEFAULT_ROUNDS,
        help=f"rounds per (policy, difficulty) cell and per matrix character (default {DEFAULT_ROUNDS})",
    )
    parser.add_argument(
        "--policies",
        nargs="+",
        metavar="NAME",
        help=f"any of {', '.join(POLICY_NAMES)} or constant:<direction>+<attack> (default: all)",
    )
    parser.add_argument(
        "--matrix",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="play the CPU-vs-CPU character matrix (default: yes)",
    )
    parser.add_argument("--seed", type=int_at_least(0), default=0)
    parser.add_argument("--num-envs", type=int_at_least(1), default=DEFAULT_NUM_ENVS)
    parser.add_argument(
        "--num-threads", type=int_at_least(0), default=0, help="0 = choose for this host"
    )
    parser.add_argument("--out", type=Path, metavar="DIR", help="write JSON, markdown and PNG here")
    add_quiet(parser)


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Checks the arguments against the game, runs the panel, prints and writes the results."""
    info = game_info(args.game)
    low, high = info.difficulty
    for level in args.difficulties or []:
        if not low <= level <= high:
            bad_argument(
                parser, "--difficulties", f"{level} is not allowed; use levels in {low}..{high}"
            )
    if args.difficulties and len(set(args.difficulties)) != len(args.difficulties):
        bad_argument(parser, "--difficulties", f"{args.difficulties} lists a level twice")
    try:
        make_policies(Controls(info), args.policies)
    except ValueError as error:
        bad_argument(parser, "--policies", str(error).removeprefix("policies: "))
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        bad_argument(parser, "--out", f"{str(args.out)!r} exists and is not a directory")
    result = evaluate(
        args.game,
        difficulties=args.difficulties,
        rounds=args.rounds,
        policies=args.policies,
        matrix=args.matrix,
        seed=args.seed,
        num_envs=args.num_envs,
        num_threads=args.num_threads,
        progress=shown(args.quiet),
    )
    table = markdown(result)
    print(table, end="")
    print(f"({result.run['seconds']} s, {result.run['num_envs']} envs)")
    if args.out is None:
        return
    args.out.mkdir(parents=True, exist_ok=True)
    stem = args.out / f"{args.game}_panel"
    stem.with_suffix(".json").write_text(result.to_json() + "\n")
    stem.with_suffix(".md").write_text(table)
    written = [stem.with_suffix(".json"), stem.with_suffix(".md")]
    try:
        written.append(save_plot(result, stem.with_suffix(".png")))
    except ImportError as error:
        print(f"no plot: {error}", file=sys.stderr)
    print("wrote " + ", ".join(str(path) for path in written))
