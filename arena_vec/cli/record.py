"""``arena-vec record <game>``: records N whole episodes into a dataset (``arena_vec.recording``),
CPU vs CPU (``autoplay``, the default), random actions or an agent, with a progress bar, and
prints the dataset's size per 1,000 steps for the rows (Minari) and the compact form.

    arena-vec record triad --out data/ --episodes 20                   # CPU vs CPU, RAM only
    arena-vec record triad --out data/ --episodes 5 --frame-shape 84 84 1 --difficulty 4
    arena-vec record triad --out data/ --policy bc_policy.npz --compact-only
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np

from arena_vec.builder import make_vec
from arena_vec.cli.args import bad_argument, int_at_least
from arena_vec.cli.progress import add_quiet, progress_bar
from arena_vec.fighting.games import all_games, game_info
from arena_vec.fighting.settings import EnvironmentSettings, RecordingSettings, Roles
from arena_vec.human.agents import load_agent, reset_agent
from arena_vec.recording import VectorRecorder
from arena_vec.recording.spaces import row_of
from arena_vec.recording.usage import dataset_sizes

HELP = "record episodes (CPU vs CPU, random or an agent) into a Minari dataset + compact form"
POLICIES = ("cpu", "random")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The record command's arguments."""
    parser.add_argument("game", choices=sorted(all_games()), help="fighting game id")
    parser.add_argument("--out", type=Path, required=True, metavar="DIR", help="dataset_path")
    parser.add_argument("--episodes", type=int_at_least(1), default=10)
    parser.add_argument(
        "--policy",
        default="cpu",
        help="cpu (autoplay: the CPU plays the agent's side), random, a saved policy (.npz) "
        "or module:function (default cpu)",
    )
    parser.add_argument("--difficulty", type=int, help="CPU level (default: random per episode)")
    parser.add_argument("--step-ratio", type=int_at_least(1), default=6)
    parser.add_argument(
        "--frame-shape",
        type=int_at_least(0),
        nargs=3,
        metavar=("H", "W", "C"),
        help="record frames of this shape (C=1 gray, 0 RGB; 0 0 0 native); default: no frame",
    )
    parser.add_argument("--compact-only", action="store_true", help="only the compact form")
    parser.add_argument("--num-envs", type=int_at_least(1), default=8)
    parser.add_argument("--seed", type=int_at_least(0), default=0)
    parser.add_argument("--username", default=None)
    add_quiet(parser)


def _settings(args: argparse.Namespace, parser: argparse.ArgumentParser) -> EnvironmentSettings:
    low, high = game_info(args.game).difficulty
    if args.difficulty is not None and not low <= args.difficulty <= high:
        bad_argument(parser, "--difficulty", f"{args.difficulty} is not allowed; use {low}..{high}")
    if args.step_ratio > 6:
        bad_argument(parser, "--step-ratio", f"{args.step_ratio} is not allowed; use 1..6")
    frame = tuple(args.frame_shape) if args.frame_shape else (0, 0, 0)
    try:
        return EnvironmentSettings(
            frame_shape=frame,
            include_frame=args.frame_shape is not None,
            step_ratio=args.step_ratio,
            difficulty=args.difficulty,
            autoplay=args.policy == "cpu",
            role=Roles.P1,
        )
    except ValueError as error:
        bad_argument(parser, "--frame-shape", str(error))


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Records ``--episodes`` whole episodes; episodes still running at the end are dropped."""
    settings = _settings(args, parser)
    num_envs = min(args.num_envs, args.episodes)
    recording = RecordingSettings(str(args.out), args.username, not args.compact_only)
    try:
        envs: VectorRecorder = make_vec(  # type: ignore[assignment]  # a recording
            args.game,
            num_envs,
            env_settings=settings,
            episode_recording_settings=recording,
        )
    except ValueError as error:
        bad_argument(parser, "--frame-shape" if "frame" in str(error) else "--out", str(error))
    try:
        agent = _agent(args, parser, envs)
        _record(envs, agent, args.episodes, args.seed, args.quiet)
        envs.discard_unfinished()
    finally:
        envs.close()
    sizes = dataset_sizes(envs.path)
    print(f"recorded {sizes.episodes} episodes, {sizes.steps} steps into {envs.path}")
    for form, size in (("rows (Minari parquet)", sizes.rows), ("compact form", sizes.compact)):
        if size:
            per_1000 = 1000 * size / max(sizes.steps, 1)
            print(f"  {form}: {size:,} bytes, {per_1000:,.0f} bytes per 1,000 steps")


def _agent(args: argparse.Namespace, parser: argparse.ArgumentParser, envs: Any) -> Any:
    """``cpu``, ``random``, or one loaded agent per env (an agent may remember its episode)."""
    if args.policy in POLICIES:
        return args.policy
    try:
        return [
            load_agent(args.policy, envs.single_observation_space, "P1")
            for _ in range(envs.num_envs)
        ]
    except (ValueError, TypeError) as error:
        bad_argument(
            parser,
            "--policy",
            f"{args.policy!r} is not allowed; use {', '.join(POLICIES)}, a saved policy (.npz) "
            f"or module:function ({error})",
        )


def _record(envs: Any, agent: Any, episodes: int, seed: int, quiet: bool) -> None:
    """Steps every env until ``episodes`` episodes have ended."""
    with progress_bar(episodes, "record", "episode", quiet) as advance:
        _episodes(envs, agent, episodes, seed, advance)


def _episodes(envs: Any, agent: Any, episodes: int, seed: int, advance: Any) -> None:
    obs, _ = envs.reset(seed=seed)
    finished = 0
    restart = np.zeros(envs.num_envs, bool)  # next_step autoreset: this row is a reset
    while finished < episodes:
        if agent == "random":
            actions = envs.action_space.sample()
        elif agent == "cpu":  # autoplay: the CPU ignores the agent's action
            actions = np.zeros(envs.action_space.shape, np.int64)
        else:
            actions = np.stack([agent[k](row_of(obs, k)) for k in range(envs.num_envs)])
        obs, _, terminated, truncated, _ = envs.step(actions)
        if isinstance(agent, list):  # a row that restarted begins a new episode
            for k in np.flatnonzero(restart):
                reset_agent(agent[k])
        done = (terminated | truncated) & ~restart
        ended = min(int(done.sum()), episodes - finished)
        finished += ended
        advance(ended)
        restart = done
