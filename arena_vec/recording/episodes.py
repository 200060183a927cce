"""Finding recorded episodes on disk: under a ``dataset_path`` (every recording in it), a
recording directory, or one episode directory, finished (``<id>/``) or left unfinished by a
process that died (``_pending/<serial>/``: its chunks so far, read as a truncated episode, or
its whole files once they are all written).

An episode is finished once Minari counts it: its ``<id>/`` directory exists and, when
observations are recorded, ``id`` is below the ``total_episodes`` of the recording's Minari
``metadata.json`` (a process killed between the rename and that update leaves an ``<id>/``
that neither Minari nor this loader counts as finished; it is read as unfinished).

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
    COMPACT_FILE,
    FORMAT,
    MINARI_METADATA,
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
        finished: False for an episode a killed process left before Minari counted it.
    """

    directory: Path
    recording: dict[str, Any]
    finished: bool

    @property
    def name(self) -> str:
        """``<recording dir>/<id>`` or ``<recording dir>/_pending/<serial>``."""
        return str(self.directory.relative_to(_recording_dir(self.directory).parent))

    @property
    def whole(self) -> bool:
        """True once the episode's whole files are written (``_compact.npz`` last): it is
        read from them, never from its chunks (which the commit then deletes)."""
        return self.finished or (self.directory / COMPACT_FILE).exists()

    def chunks(self, suffix: str) -> list[Path] | None:
        """The chunk files of an episode not yet whole, in order (None for a whole one)."""
        return None if self.whole else sorted(self.directory.glob(f"chunk-*{suffix}"))

    def compact(self) -> CompactEpisode:
        """The compact form (ValueError naming a missing, truncated or damaged file)."""
        return read_compact(self.directory, self.chunks(".npz"))

    def row_files(self) -> list[Path]:
        """The parquet files of the episode's rows, in order (none for compact-only)."""
        if not self.recording["observations"]:
            return []
        if self.whole:
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


def _recording_dir(episode: Path) -> Path:
    return episode.parent.parent if episode.parent.name == PENDING_DIR else episode.parent


def _counted(path: Path, description: dict[str, Any]) -> int | None:
    """How many episodes Minari's metadata counts (None: no Minari metadata, every ``<id>/``
    is finished)."""
    if not description["observations"] or not (path / MINARI_METADATA).exists():
        return None
    return int(read_json(path / MINARI_METADATA)["total_episodes"])


def _is_finished(episode: Path, description: dict[str, Any]) -> bool:
    if episode.parent.name == PENDING_DIR or not episode.name.isdigit():
        return False
    counted = _counted(episode.parent, description)
    return counted is None or int(episode.name) < counted


def _recording_episodes(path: Path) -> list[EpisodeFiles]:
    description = read_recording(path)
    ids = sorted(
        (child for child in path.iterdir() if child.is_dir() and child.name.isdigit()),
        key=lambda child: int(child.name),
    )
    counted = _counted(path, description)
    finished = [child for child in ids if counted is None or int(child.name) < counted]
    uncounted = [child for child in ids if child not in finished]
    pending = uncounted + sorted(
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
        description = read_recording(_recording_dir(path))
        return [EpisodeFiles(path, description, _is_finished(path, description))]
    if (path / RECORDING_FILE).exists():
        return _recording_episodes(path)
    if not path.is_dir():
        raise ValueError(f"{path} does not exist or is not a directory")
    recordings = sorted(child for child in path.iterdir() if (child / RECORDING_FILE).exists())
    if not recordings:
        raise ValueError(f"{path} holds no arena_vec recording (no */{RECORDING_FILE})")
    return [episode for recording in recordings for episode in _recording_episodes(recording)]
