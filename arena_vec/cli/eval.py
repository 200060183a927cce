"""``arena-vec eval <game>``: the benchmark panel (``arena_vec.panel.evaluate``) from the command
line; prints the markdown tables and, with ``--out DIR``, writes them with the JSON and a plot.

    arena-vec eval triad                                  # every policy, difficulty 1-4, matrix
    arena-vec eval triad --rounds 50 --policies idle random reactive --no-matrix
    arena-vec eval triad --out results/                   # triad_panel.json, .md and .png
    arena-vec eval tagduo --no-matrix --policies reactive  # no CPU-vs-CPU matrix
    arena-vec eval tagduo --matrix-lineups Kaito+Gorr Mei+Rook   # two of its rows only
"""

from __future__ import annotations

import argparse
from functools import partial

from arena_vec.cli.args import add_pool_arguments, bad_argument, int_at_least
from arena_vec.cli.out import add_out, check_out, write_results
from arena_vec.cli.progress import add_quiet, shown
from arena_vec.fighting.games import all_games, game_info
from arena_vec.panel.evaluate import DEFAULT_NUM_ENVS, DEFAULT_ROUNDS, check_lineups, evaluate
from arena_vec.panel.lineups import lineups
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
        "--matrix-rounds",
        type=int_at_least(1),
        default=None,
        help="rounds per matrix lineup (a character, or a team's) and difficulty "
        "(default: --rounds)",
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
    parser.add_argument(
        "--matrix-lineups",
        nargs="+",
        metavar="NAME",
        help="play only these rows of the matrix: characters, or teams as A+B (default: all)",
    )
    add_pool_arguments(parser, num_envs=DEFAULT_NUM_ENVS)
    add_out(parser)
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
    if args.matrix_lineups is not None:
        if not args.matrix:
            bad_argument(parser, "--matrix-lineups", "names matrix rows; drop --no-matrix")
        try:
            check_lineups(args.matrix_lineups, lineups(info))
        except ValueError as error:
            message = str(error).removeprefix("matrix_lineups: ").removeprefix("matrix_lineups=")
            bad_argument(parser, "--matrix-lineups", message)
    check_out(parser, args.out)
    result = evaluate(
        args.game,
        difficulties=args.difficulties,
        rounds=args.rounds,
        policies=args.policies,
        matrix=args.matrix,
        matrix_rounds=args.matrix_rounds,
        matrix_lineups=args.matrix_lineups,
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
    write_results(
        args.out / f"{args.game}_panel", result.to_json(), table, partial(save_plot, result)
    )
