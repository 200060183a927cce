"""``arena-vec play <game>``: play in a window (pygame-ce) against the CPU, two players on one
keyboard, or against an agent, or watch agents play; optionally recording every episode.

    arena-vec play triad --difficulty 2                  # you (WASD + J K L) vs the CPU
    arena-vec play triad --mode versus                   # P2: arrows + , . /
    arena-vec play triad --mode agent --agent bc_policy.npz --record data/
    arena-vec play triad --mode watch --agent bc_policy.npz              # the agent vs the CPU
    arena-vec play triad --mode watch --agent a.npz --agent b.npz        # agent vs agent
    arena-vec play triad --agent bc_policy.npz --record data/  # human in the loop (Tab)

Keys: player 1 moves with W A S D and presses the game's buttons with J K L (then U I O);
player 2 uses the arrows and , . / (then ; ' [). Escape or closing the window stops.
Human in the loop: with --agent in --mode cpu, the agent plays player 1 until Tab hands control
to the human (Tab again hands it back); --record stores who acted at each step (info "actor").
Without a display (no window could be shown) the command says so and exits with code 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from arena_vec.cli.args import bad_argument, int_at_least
from arena_vec.display import NoDisplayError
from arena_vec.fighting.games import all_games
from arena_vec.fighting.settings import RecordingSettings
from arena_vec.human.play import MODES, play

HELP = "play in a window: human vs CPU, two humans, human vs an agent; or watch agents"
FLAGS = ("mode", "agent", "difficulty", "step_ratio", "episodes", "gamepad")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The play command's arguments."""
    parser.add_argument("game", choices=sorted(all_games()), help="fighting game id")
    parser.add_argument("--mode", choices=MODES, default="cpu")
    parser.add_argument(
        "--agent",
        action="append",
        help="a saved policy (.npz) or module:function: once with --mode agent (P2), once "
        "(vs the CPU) or twice (P1, P2) with --mode watch, once with --mode cpu (it shares P1 "
        "with you: Tab hands control over)",
    )
    parser.add_argument("--difficulty", type=int, help="CPU level (--mode cpu)")
    parser.add_argument("--step-ratio", type=int_at_least(1), default=6)
    parser.add_argument("--episodes", type=int_at_least(1), default=1)
    parser.add_argument("--gamepad", action="store_true", help="gamepads instead of the keyboard")
    parser.add_argument("--record", type=Path, metavar="DIR", help="record into this dataset_path")
    parser.add_argument("--seed", type=int_at_least(0))


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Plays; prints each finished episode's return (player 1's view)."""
    if args.mode in ("agent", "watch") and args.agent is None:
        bad_argument(
            parser,
            "--agent",
            f"is required with --mode {args.mode}: a saved policy (.npz) or module:function",
        )
    recording = None if args.record is None else RecordingSettings(str(args.record))
    try:
        returns = play(
            args.game,
            args.mode,
            agent=args.agent,
            gamepad=args.gamepad,
            difficulty=args.difficulty,
            step_ratio=args.step_ratio,
            episodes=args.episodes,
            seed=args.seed,
            recording=recording,
        )
    except NoDisplayError as error:
        parser.error(str(error))
    except (ValueError, TypeError, ImportError) as error:
        name = str(error).partition("=")[0]  # play's errors start with the argument's name
        if name in FLAGS:
            bad_argument(parser, f"--{name.replace('_', '-')}", str(error))
        parser.error(str(error))
    for i, total in enumerate(returns):
        print(f"episode {i}: return {total:+.0f}")
