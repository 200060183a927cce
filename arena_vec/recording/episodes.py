"""Finding recorded episodes on disk: under a ``dataset_path`` (every recording in it), a
recording directory, or one episode directory, finished (``<id>/``) or left unfinished by a
process that died (``_pending/<serial>/``: its chunks so far, read as a truncated episode).

Example:
    >>> episodes = find_episodes("/tmp/triad_data")           # doctest: +SKIP
    >>> episodes[0].compact().actions.shape                    # doctest: +SKIP
    (412, 2)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arena_vec.recording.compact import CompactEpisode, read_compact
from arena_vec.recording.layout import (
    FORMAT,
    PENDING_DIR,
    RECORDING_FILE,
    ROWS_FILE,
    START_FILE,
    read_json,
)


@dataclass(frozen=True)
class EpisodeFiles:
    """One recorded episode's files.

    Attributes:
        directory: the episode's directory.
        recording: the recording it belongs to (its ``recording.json``, read).
        finished: False for an episode a killed process left in ``_pending``.
    """

    directory: Path
    recording: dict[str, Any]
    finished: bool

    @property
    def name(self) -> str:
        """``<recording dir>/<id>`` or ``<recording dir>/_pending/<serial>``."""
        root = self.directory.parent if self.finished else self.directory.parent.parent
        return str(self.directory.relative_to(root.parent))

    def chunks(self, suffix: str) -> list[Path] | None:
        """The chunk files of an unfinished episode in order (None for a finished one)."""
        return None if self.finished else sorted(self.directory.glob(f"chunk-*{suffix}"))

    def compact(self) -> CompactEpisode:
        """The compact form (ValueError naming a missing, truncated or damaged file)."""
        return read_compact(self.directory, self.chunks(".npz"))

    def row_files(self) -> list[Path]:
        """The parquet files of the episode's rows, in order (none for compact-only)."""
        if not self.recording["observations"]:
            return []
        if self.finished:
            return [self.directory / ROWS_FILE]
        chunks = self.chunks(".parquet") or []
        return chunks[: len(self.chunks(".npz") or [])]  # rows only where the compact chunk is


def read_recording(path: Path) -> dict[str, Any]:
    """A recording's ``recording.json``; ValueError naming it when missing, corrupt or of
    another format."""
    description = read_json(path / RECORDING_FILE)
    if not isinstance(description, dict) or description.get("format") != FORMAT:
        raise ValueError(f"{path / RECORDING_FILE} is not an {FORMAT} description")
    return description


def _recording_episodes(path: Path) -> list[EpisodeFiles]:
    description = read_recording(path)
    finished = sorted(
        (child for child in path.iterdir() if child.is_dir() and child.name.isdigit()),
        key=lambda child: int(child.name),
    )
    pending = sorted(
        child for child in (path / PENDING_DIR).glob("*") if (child / START_FILE).exists()
    )
    return [EpisodeFiles(child, description, True) for child in finished] + [
        EpisodeFiles(child, description, False) for child in pending
    ]


def find_episodes(path: str | Path) -> list[EpisodeFiles]:
    """Every episode under ``path``: a dataset_path, a recording or an episode directory.
    Finished episodes come first in id order, then unfinished ones. ValueError when ``path``
    holds no recording."""
    path = Path(path).expanduser()
    if (path / START_FILE).exists():  # one episode
        finished = path.parent.name != PENDING_DIR
        root = path.parent if finished else path.parent.parent
        return [EpisodeFiles(path, read_recording(root), finished)]
    if (path / RECORDING_FILE).exists():
        return _recording_episodes(path)
    if not path.is_dir():
        raise ValueError(f"{path} does not exist or is not a directory")
    recordings = sorted(child for child in path.iterdir() if (child / RECORDING_FILE).exists())
    if not recordings:
        raise ValueError(f"{path} holds no arena_vec recording (no */{RECORDING_FILE})")
    return [episode for recording in recordings for episode in _recording_episodes(recording)]
