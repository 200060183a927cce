"""Writing one recording: the directory and its description (:class:`RecordingWriter`) and the
episodes in it (:class:`EpisodeWriter`), in the layout of ``arena_vec.recording.layout``.

An episode is kept in memory (as Minari's own ``DataCollector`` keeps it) and also written in
chunks of ``CHUNK_STEPS`` steps to ``_pending/<serial>/`` as it goes: parquet rows and the
compact form's actions and hashes. When it ends, its whole rows go to one ``part-0.parquet``
(Minari reads an episode as one batch), the chunks are removed and the directory is renamed to
the episode's id, the next free one: ids follow the order in which episodes end, which in a
vector env is not the order in which they start.

Row ``t`` of an episode is Minari's: the observation before step t, the action of step t, and
the reward, terminated and truncated flags it returned; the last row holds the final
observation and a zero action. ``infos`` row t is the info that came with observation t: its
scalar leaves (DIAMBRA's flags, the engine's ``engine.*`` leaves), keyed by dotted name; the
episode's drawn ``settings`` go to the episode's metadata instead.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
from gymnasium import spaces

from arena_vec.fighting.settings import RecordingSettings
from arena_vec.recording.compact import CompactEpisode
from arena_vec.recording.layout import (
    CHUNK_STEPS,
    COMPACT_FILE,
    FORMAT,
    MINARI_METADATA,
    PENDING_DIR,
    RECORDING_FILE,
    ROWS_FILE,
    durable_rename,
    new_recording_dir,
    sync_dir,
    write_json,
)
from arena_vec.recording.spaces import leaf_spaces, leaf_values, space_to_json

SKIPPED_INFO = ("settings", "env_id", "elapsed_step", "final_obs", "final_info")


@dataclasses.dataclass(frozen=True)
class RecordingSource:
    """What is recorded: the game, the native config its pool was built from (the game's data
    included, so a replay does not depend on later edits of its TOML), the settings, spaces."""

    game: str
    config: dict[str, Any]
    env_settings: dict[str, Any]
    observation_space: spaces.Space
    action_space: spaces.Space
    kind: str  # "make" or "make_vec"


class RecordingWriter:
    """One recording directory under ``settings.dataset_path``.

    Example:
        >>> writer = RecordingWriter(RecordingSettings("/tmp/data"), source)  # doctest: +SKIP
        >>> episode = writer.start_episode(env.get_state(), 0, obs, info)      # doctest: +SKIP
    """

    def __init__(self, settings: RecordingSettings, source: RecordingSource) -> None:
        self.path = new_recording_dir(settings.dataset_path or "", source.game)
        self.source = source
        self.observations = settings.observations
        self._serial = 0
        self.total_episodes = 0
        self.total_steps = 0
        description = {
            "format": FORMAT,
            "game": source.game,
            "kind": source.kind,
            "username": settings.username,
            "observations": settings.observations,
            "config": source.config,
            "env_settings": source.env_settings,
            "observation_space": space_to_json(source.observation_space),
            "action_space": space_to_json(source.action_space),
        }
        write_json(self.path / RECORDING_FILE, description)
        if self.observations:
            self._write_minari_metadata(settings.username)

    def _write_minari_metadata(self, username: str | None) -> None:
        from minari import __version__ as minari_version
        from minari.serialization import serialize_space

        self._minari = {
            "dataset_id": f"arena_vec/{self.path.name}-v0",
            "minari_version": minari_version,
            "data_format": "parquet",
            "jpeg_encoding": False,
            "observation_space": _minari_space(serialize_space, self.source.observation_space),
            "action_space": _minari_space(serialize_space, self.source.action_space),
            "algorithm_name": "arena_vec.recording",
            "author": [username] if username else [],
            "description": f"arena_vec {self.source.game} episodes ({self.source.kind})",
        }
        self._update_minari_metadata()

    def _update_minari_metadata(self) -> None:
        write_json(
            self.path / MINARI_METADATA,
            {
                **self._minari,
                "total_episodes": self.total_episodes,
                "total_steps": self.total_steps,
            },
        )

    def start_episode(
        self,
        start_state: bytes,
        seed: int | None,
        obs: list[Any],
        info: dict[str, Any],
        settings: dict[str, Any],
    ) -> EpisodeWriter:
        """An episode that starts at ``start_state`` (the snapshot after its reset) with the
        reset's observation (its leaves, in ``leaf_spaces`` order), info (its scalar leaves,
        :func:`info_leaves`) and the episode's drawn settings."""
        directory = self.path / PENDING_DIR / f"{self._serial:06d}"
        self._serial += 1
        directory.mkdir()
        return EpisodeWriter(self, directory, start_state, seed, obs, info, settings)

    def commit(self, episode: EpisodeWriter, steps: int) -> int:
        """Gives a whole episode (its files all written, its chunks deleted) the id
        ``total_episodes``: its directory is renamed to it, then Minari's metadata counts it
        (the moment it is finished). Returns the id."""
        episode_id = self.total_episodes
        durable_rename(episode.directory, self.path / str(episode_id))
        self.total_episodes += 1
        self.total_steps += steps
        if self.observations:
            self._update_minari_metadata()
        return episode_id


class EpisodeWriter:
    """One episode being recorded; :meth:`add` each step, :meth:`finish` once."""

    def __init__(
        self,
        recording: RecordingWriter,
        directory: Path,
        start_state: bytes,
        seed: int | None,
        obs: list[Any],
        info: dict[str, Any],
        settings: dict[str, Any],
    ) -> None:
        self.recording = recording
        self.directory = directory
        self.seed = seed
        self.settings = settings
        self._obs_leaves = _leaf_lists(recording.source.observation_space)
        self._action_leaves = _leaf_lists(recording.source.action_space)
        self._native: list[np.ndarray] = []
        self._hashes: list[int] = []
        self._rewards: list[float] = []
        self._terminated: list[bool] = []
        self._truncated: list[bool] = []
        self._infos: list[dict[str, Any]] = []
        self._chunks_written = 0
        self._add_observation(obs, info)
        CompactEpisode(start_state, seed, np.zeros((0, 0), np.int32), np.zeros(0)).write_start(
            directory
        )

    def __len__(self) -> int:
        return len(self._rewards)

    def _add_observation(self, obs: list[Any] | None, info: dict[str, Any] | None) -> None:
        if self.recording.observations:  # otherwise only the compact form is written
            self._infos.append(info or {})
            for target, leaf in zip(self._obs_leaves, obs or [], strict=True):
                target.append(leaf)

    def add(
        self,
        native_action: np.ndarray,
        action: Any,
        reward: float,
        terminated: bool,
        truncated: bool,
        obs: list[Any] | None,
        info: dict[str, Any] | None,
        state_hash: int,
    ) -> None:
        """One step: its action (native and as the agent gave it), results, observation (its
        leaves, in ``leaf_spaces`` order), info (its scalar leaves, :func:`info_leaves`) and
        state hash; ``obs`` and ``info`` may be None when only the compact form is recorded."""
        self._native.append(np.asarray(native_action, np.int32).reshape(-1))
        self._hashes.append(state_hash)
        self._rewards.append(float(reward))
        self._terminated.append(bool(terminated))
        self._truncated.append(bool(truncated))
        if self.recording.observations:
            _append(self._action_leaves, self.recording.source.action_space, action)
        self._add_observation(obs, info)
        if len(self) % CHUNK_STEPS == 0:
            self._write_chunk()

    def _write_chunk(self) -> None:
        start, stop = self._chunks_written * CHUNK_STEPS, len(self)
        name = f"chunk-{self._chunks_written:05d}"
        if self.recording.observations:  # rows first: a chunk counts once its .npz exists
            self._write_rows(self.directory / f"{name}.parquet", start, stop, final=False)
        self._compact(start, stop).write_steps(self.directory / f"{name}.npz")
        self._chunks_written += 1

    def _compact(self, start: int, stop: int) -> CompactEpisode:
        width = len(self._native[0]) if self._native else 0
        actions = np.array(self._native[start:stop], np.int32).reshape(stop - start, width)
        hashes = np.array(self._hashes[start:stop], np.uint64)
        return CompactEpisode(b"", self.seed, actions, hashes)

    def _write_rows(self, path: Path, start: int, stop: int, final: bool) -> None:
        from arena_vec.recording.rows import write_rows

        write_rows(
            path,
            self.recording.source,
            self._obs_leaves,
            self._action_leaves,
            self._rewards,
            self._terminated,
            self._truncated,
            self._infos,
            start,
            stop,
            final,
        )

    def finish(self) -> int:
        """Writes the whole episode, removes its chunks and commits it; returns its id. The
        last step must be terminated or truncated (the recorders mark a cut-off episode
        truncated before finishing it).

        Each step leaves a complete state if the process dies after it: the whole files,
        ``_compact.npz`` last (the loader then reads them instead of the chunks); the chunks
        deleted; the commit (``RecordingWriter.commit``)."""
        metadata = {
            "id": self.recording.total_episodes,
            "total_steps": len(self),
            "seed": self.seed,
            "settings": self.settings,
            "rewards_sum": float(np.sum(self._rewards)),
        }
        if self.recording.observations:
            self._write_rows(self.directory / ROWS_FILE, 0, len(self), final=True)
        write_json(self.directory / MINARI_METADATA, metadata)
        self._compact(0, len(self)).write_steps(self.directory / COMPACT_FILE)
        for chunk in sorted(self.directory.glob("chunk-*")):
            chunk.unlink()
        sync_dir(self.directory)
        return self.recording.commit(self, len(self))

    def mark_truncated(self) -> None:
        """Marks the last step truncated (the episode is cut off by a reset or close)."""
        if self._truncated and not self._terminated[-1]:
            self._truncated[-1] = True

    def end_cut_off(self) -> None:
        """Ends an episode cut off by a reset or close: one with no step is discarded, any
        other is marked truncated and finished."""
        if len(self) == 0:
            self.discard()
            return
        self.mark_truncated()
        self.finish()

    def discard(self) -> None:
        """Removes the episode's files (an episode with no step, or one given up)."""
        shutil.rmtree(self.directory, ignore_errors=True)


def info_leaves(info: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """The scalar leaves of an info, by dotted name; ``settings`` and per-batch keys are left
    out (settings are per episode)."""
    leaves: dict[str, Any] = {}
    for key, value in info.items():
        if key in SKIPPED_INFO or key.startswith("_"):
            continue
        if isinstance(value, dict):
            leaves.update(info_leaves(value, f"{prefix}{key}."))
        elif isinstance(value, bool | int | float):
            leaves[f"{prefix}{key}"] = value
        elif isinstance(value, np.generic | np.ndarray) and np.ndim(value) == 0:
            leaves[f"{prefix}{key}"] = value.item()
    return leaves


def _minari_space(serialize_space: Any, space: spaces.Space) -> str:
    """Minari's serialized space without whitespace. Its reader needs every Box bound in
    full (``Box(np.array(low), shape=...)`` refuses a single number), so a native RGB frame's
    bounds stay 184,320 numbers each here, once, not per episode."""
    return json.dumps(serialize_space(space, to_string=False), separators=(",", ":"))


def _leaf_lists(space: spaces.Space) -> list[list[Any]]:
    return [[] for _ in leaf_spaces(space)]


def _append(lists: list[list[Any]], space: spaces.Space, value: Any) -> None:
    for target, leaf in zip(lists, leaf_values(space, value), strict=True):
        target.append(leaf)
