"""Writing replayed frames to a file: GIF (pillow) or MP4 (H.264 through imageio-ffmpeg's bundled
ffmpeg), frames streamed one at a time, scaled up by an integer factor (nearest neighbour).

Example:
    >>> from arena_vec.recording import find_episodes, iter_replay
    >>> steps = iter_replay(find_episodes("/tmp/triad_data")[0], frames=True)   # doctest: +SKIP
    >>> write_video((s.frame for s in steps), "fight.gif", fps=10)               # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import numpy as np

FORMATS = (".gif", ".mp4")


def check_video_path(path: str | Path) -> Path:
    """``path`` as a Path; ValueError unless it ends in .gif or .mp4 and its folder exists."""
    path = Path(path)
    if path.suffix.lower() not in FORMATS:
        raise ValueError(f"out={str(path)!r} is invalid; allowed a file ending in {FORMATS}")
    if not path.parent.is_dir():
        raise ValueError(f"out={str(path)!r} is invalid: {path.parent} is not a directory")
    return path


def _scaled(frame: np.ndarray, scale: int) -> np.ndarray:
    return frame.repeat(scale, axis=0).repeat(scale, axis=1) if scale > 1 else frame


def write_video(frames: Iterable[np.ndarray], path: str | Path, fps: float, scale: int = 1) -> int:
    """Writes H x W x 3 uint8 frames to ``path`` (.gif or .mp4); returns the frame count."""
    path = check_video_path(path)
    if path.suffix.lower() == ".gif":
        return _write_gif(frames, path, fps, scale)
    return _write_mp4(frames, path, fps, scale)


def _write_gif(frames: Iterable[np.ndarray], path: Path, fps: float, scale: int) -> int:
    from PIL import Image

    images = [Image.fromarray(_scaled(frame, scale)) for frame in frames]
    if not images:
        raise ValueError("no frame to write")
    duration = max(20, round(1000 / fps))  # ms; GIF timing is in 10 ms steps
    images[0].save(path, save_all=True, append_images=images[1:], duration=duration, loop=0)
    return len(images)


def _write_mp4(frames: Iterable[np.ndarray], path: Path, fps: float, scale: int) -> int:
    try:
        import imageio_ffmpeg
    except ModuleNotFoundError as error:
        raise ImportError(
            'MP4 output needs imageio-ffmpeg: pip install "arena_vec[recording]"'
        ) from error
    writer = None
    count = 0
    try:
        for frame in frames:
            frame = _scaled(frame, scale)
            if writer is None:
                height, width = frame.shape[:2]
                writer = imageio_ffmpeg.write_frames(
                    str(path), (width, height), fps=fps, macro_block_size=1, quality=8
                )
                writer.send(None)
            writer.send(np.ascontiguousarray(frame))
            count += 1
    finally:
        if writer is not None:
            writer.close()
    if not count:
        raise ValueError("no frame to write")
    return count
