"""Episode recording, datasets and exact replay (DIAMBRA's ``RecordingSettings``).

``make(..., episode_recording_settings=RecordingSettings(dataset_path=...))`` and ``make_vec``
with the same keyword record every episode into a recording directory under ``dataset_path``:
a Minari dataset (parquet, frames lossless; ``minari.MinariDataset(<recording>)`` reads it) and
the compact form (start snapshot, seed, actions, state hashes) from which :func:`replay`
regenerates every observation and frame exactly. Files are written in chunks as an episode
goes, so a process that dies loses at most the last ``CHUNK_STEPS`` steps.
:class:`DatasetLoader` reads everything back as DIAMBRA's step tuples.

Importing this package imports neither minari nor pyarrow (the ``recording`` extra): recording
observations or reading them does; the compact form needs only numpy.

Example:
    >>> import arena_vec
    >>> settings = arena_vec.RecordingSettings(dataset_path="/tmp/triad_data")
    >>> env = arena_vec.make("triad", episode_recording_settings=settings)   # doctest: +SKIP
"""

from __future__ import annotations

from arena_vec.recording.episodes import EpisodeFiles, find_episodes
from arena_vec.recording.layout import CHUNK_STEPS
from arena_vec.recording.loader import DatasetLoader, LoadedEpisode, load_episode
from arena_vec.recording.recorder import EpisodeRecorder
from arena_vec.recording.replay import Replay, ReplayDivergence, ReplayStep, iter_replay, replay
from arena_vec.recording.vector_recorder import VectorRecorder

__all__ = [
    "CHUNK_STEPS",
    "DatasetLoader",
    "EpisodeFiles",
    "EpisodeRecorder",
    "LoadedEpisode",
    "Replay",
    "ReplayDivergence",
    "ReplayStep",
    "VectorRecorder",
    "find_episodes",
    "iter_replay",
    "load_episode",
    "replay",
]
