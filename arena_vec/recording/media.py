"""Writing replayed frames to a file: GIF (pillow) or MP4 (H.264 by the ffmpeg binary that
imageio-ffmpeg bundles, frames piped one at a time), scaled up by an integer factor (nearest
neighbour).

Example:
    >>> from arena_vec.recording import find_episodes, iter_replay
    >>> steps = iter_replay(find_episodes("/tmp/triad_data")[0], frames=True)   # doctest: +SKIP
    >>> write_video((s.frame for s in steps), "fight.gif", fps=10)               # doctest: +SKIP
"""

from __future__ import annotations

import subprocess
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
        from imageio_ffmpeg import get_ffmpeg_exe
    except ModuleNotFoundError as error:
        raise ImportError(
            'MP4 output needs imageio-ffmpeg: pip install "arena_vec[recording]"'
        ) from error
    process = None
    count = 0
    try:
        for frame in frames:
            frame = np.ascontiguousarray(_scaled(frame, scale))
            if process is None:
                process = _ffmpeg(get_ffmpeg_exe(), path, frame.shape, fps)
            process.stdin.write(frame.tobytes())  # type: ignore[union-attr]  # stdin=PIPE
            count += 1
    finally:
        if process is not None:
            process.stdin.close()  # type: ignore[union-attr]  # stdin=PIPE
            if process.wait() != 0:
                raise RuntimeError(
                    f"ffmpeg could not write {path} (exit code {process.returncode})"
                )
    if not count:
        raise ValueError("no frame to write")
    return count


def _ffmpeg(exe: str, path: Path, shape: tuple[int, ...], fps: float) -> subprocess.Popen:
    """ffmpeg reading raw RGB frames on stdin, writing H.264. Its own session: Ctrl-C goes to
    the caller only, and no fork handler of the caller's libraries runs (no preexec_fn)."""
    height, width = shape[:2]
    command = [
        exe, "-y", "-loglevel", "error",
        "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{width}x{height}", "-r", f"{fps}",
        "-i", "-",
        "-an", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        str(path),
    ]  # fmt: skip
    return subprocess.Popen(command, stdin=subprocess.PIPE, start_new_session=True)
