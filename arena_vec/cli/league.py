"""``arena-vec league <game>``: a round-robin of players rated with openskill and Elo
(``arena_vec.league.run_league``); prints the table and, with ``--out DIR``, writes it with
the JSON and a plot.

    arena-vec league triad                                    # the CPU ladder and the panel
    arena-vec league triad --players cpu:1 cpu:4 reactive --fights 100
    arena-vec league triad --checkpoint ppo_1M=snapshots/1000000.npz --out results/
"""

from __future__ import annotations

import argparse
import time
from functools import partial
from pathlib import Path

from arena_vec.cli.args import add_pool_arguments, bad_argument, int_at_least
from arena_vec.cli.out import add_out, check_out, write_results
from arena_vec.cli.progress import add_quiet, progress_bar
from arena_vec.fighting.games import all_games, game_info
from arena_vec.league.plot import save_plot
from arena_vec.league.report import markdown
from arena_vec.league.run import FIGHTS_PER_PAIR, run_league

HELP = "league ratings: a round-robin of CPU levels, panel policies and checkpoints"
PANEL_PLAYERS = ("reactive", "jump_in", "random", "idle")


def default_players(game_id: str) -> list[str]:
    """Every CPU level of ``game_id`` (its own range) and the panel's policies."""
    low, high = game_info(game_id).difficulty
    return [*(f"cpu:{level}" for level in range(low, high + 1)), *PANEL_PLAYERS]


def checkpoint_argument(text: str) -> tuple[str, Path]:
    """An argparse type: ``NAME=PATH`` of an existing file."""
    name, sep, path = text.partition("=")
    if not sep or not name or not path:
        raise argparse.ArgumentTypeError(f"{text!r} is not allowed; expected NAME=PATH")
    if not Path(path).is_file():
        raise argparse.ArgumentTypeError(f"{text!r}: {path!r} is not a file")
    return name, Path(path)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The league command's arguments."""
    parser.add_argument("game", choices=sorted(all_games()), help="fighting game id")
    parser.add_argument(
        "--players",
        nargs="+",
        metavar="NAME",
        help="cpu:<level>, panel policy names and checkpoint names (default: every CPU level "
        f"of the game, {' '.join(PANEL_PLAYERS)} and every checkpoint)",
    )
    parser.add_argument(
        "--checkpoint",
        type=checkpoint_argument,
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="an MLP checkpoint (.npz, see examples/selfplay_ppo_jax.py); repeatable",
    )
    parser.add_argument(
        "--fights",
        type=int_at_least(2),
        default=FIGHTS_PER_PAIR,
        help=f"fights per pair of players, an even number (default {FIGHTS_PER_PAIR})",
    )
    add_pool_arguments(parser, num_envs=64)
    add_out(parser)
    add_quiet(parser)


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Checks the arguments, plays the league, prints and writes the results."""
    checkpoints = dict(args.checkpoint)
    if len(checkpoints) != len(args.checkpoint):
        bad_argument(parser, "--checkpoint", "a NAME is given twice")
    players = args.players or [*default_players(args.game), *checkpoints]
    if len(players) < 2:
        bad_argument(
            parser, "--players", f"{' '.join(players)} is not enough: a league needs at least two"
        )
    if args.fights % 2:
        bad_argument(parser, "--fights", f"{args.fights} is not allowed; expected an even number")
    check_out(parser, args.out)
    start = time.perf_counter()
    fights = len(players) * (len(players) - 1) // 2 * args.fights
    try:
        with progress_bar(fights, f"{args.game} league", "fight", args.quiet) as advance:
            result = run_league(
                args.game,
                players,
                args.fights,
                checkpoints=checkpoints,
                num_envs=args.num_envs,
                num_threads=args.num_threads,
                seed=args.seed,
                on_fight=advance,
            )
    except ValueError as error:
        flag = "--checkpoint" if str(error).startswith("checkpoint ") else "--players"
        bad_argument(parser, flag, str(error))
    table = markdown(result)
    print(table)
    seconds = time.perf_counter() - start
    print(f"({len(result.fights)} fights, {seconds:.1f} s)")
    if args.out is None:
        return
    write_results(
        args.out / f"{args.game}_league", result.to_json(), table + "\n", partial(save_plot, result)
    )
