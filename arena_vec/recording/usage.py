"""How big a recording is, split by form: the rows (Minari's parquet files and metadata) and the
compact form (start snapshots, actions and hashes), for ``arena-vec record``'s report.

Example:
    >>> sizes = dataset_sizes("/tmp/triad_data/triad-20260101-000000-1-0")   # doctest: +SKIP
    >>> 1000 * sizes.compact / sizes.steps                                      # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from arena_vec.recording.episodes import find_episodes
from arena_vec.recording.layout import COMPACT_FILE, START_FILE


@dataclass(frozen=True)
class DatasetSizes:
    """Finished episodes and steps, and bytes on disk of each form."""

    episodes: int
    steps: int
    rows: int
    compact: int


def dataset_sizes(path: str | Path) -> DatasetSizes:
    """Sizes of the finished episodes under ``path`` (any path ``find_episodes`` takes)."""
    episodes = [e for e in find_episodes(path) if e.finished]
    compact = rows = steps = 0
    for episode in episodes:
        steps += len(episode.compact())
        for file in episode.directory.iterdir():
            size = file.stat().st_size
            if file.name in (START_FILE, COMPACT_FILE):
                compact += size
            elif episode.recording["observations"]:
                rows += size
    return DatasetSizes(len(episodes), steps, rows, compact)
