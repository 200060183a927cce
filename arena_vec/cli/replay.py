"""``arena-vec replay <path>``: replays a recorded episode exactly from its compact form (every
state hash checked) to a window, paced as it was played, or to a GIF / MP4 file.

    arena-vec replay data/                                # the first episode, in a window
    arena-vec replay data/ --episode 3 --out fight.gif    # to a file (native frames x --scale)
    arena-vec replay data/triad-20260101-120000-42-0/7 --out fight.mp4 --scale 2
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from arena_vec.cli.args import bad_argument, int_at_least, positive_float
from arena_vec.cli.progress import add_quiet, progress_bar
from arena_vec.display import HumanWindow, NoDisplayError
from arena_vec.recording.episodes import find_episodes
from arena_vec.recording.media import check_video_path, write_video
from arena_vec.recording.replay import ReplayDivergence, iter_replay

HELP = "replay a recorded episode (hash-checked) to a window or a GIF/MP4"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The replay command's arguments."""
    parser.add_argument("path", type=Path, help="a dataset_path, a recording or an episode")
    parser.add_argument("--episode", type=int_at_least(0), default=0, help="index (default 0)")
    parser.add_argument("--out", type=Path, metavar="FILE", help=".gif or .mp4 (default: window)")
    parser.add_argument("--fps", type=positive_float, help="default: 60 / step_ratio")
    parser.add_argument("--scale", type=int_at_least(1), default=3, help="default 3")
    add_quiet(parser)


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Finds the episode, replays it and shows or writes its frames."""
    try:
        episodes = find_episodes(args.path)
    except ValueError as error:
        bad_argument(parser, "path", str(error))
    if args.episode >= len(episodes):
        bad_argument(parser, "--episode", f"{args.episode} is not allowed: {len(episodes)} found")
    if args.scale > 8:
        bad_argument(parser, "--scale", f"{args.scale} is not allowed; use 1..8")
    episode = episodes[args.episode]
    fps = args.fps or 60 / episode.recording["config"]["step_ratio"]
    if args.out is not None:
        try:
            check_video_path(args.out)
        except ValueError as error:
            bad_argument(parser, "--out", str(error).removeprefix("out="))
    frames = (step.frame for step in iter_replay(episode, frames=True) if step.frame is not None)
    try:
        if args.out is not None:
            total = len(episode.compact()) + 1  # the reset's frame, then one per step
            with progress_bar(total, episode.name, "frame", args.quiet) as advance:
                count = write_video(_counted(frames, advance), args.out, fps, args.scale)
            print(f"{episode.name}: {count} frames written to {args.out}")
            return
        try:
            window = HumanWindow(f"arena-vec replay {episode.name}", fps, args.scale)
        except NoDisplayError as error:
            parser.error(f"{error} (or write a video with --out)")
        try:
            count = 0
            for frame in frames:
                window.show(frame)
                count += 1
                if window.closed:
                    break
        finally:
            window.close()
        print(f"{episode.name}: {count} frames shown")
    except ReplayDivergence as error:
        parser.exit(1, f"{parser.prog}: {error}\n")


def _counted(frames: Iterator[np.ndarray], advance: Callable[..., object]) -> Iterator[np.ndarray]:
    for frame in frames:
        yield frame
        advance()
