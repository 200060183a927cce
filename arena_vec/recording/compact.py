"""The compact form of an episode: where it starts, the actions, and a hash of the state after
every step. arena_vec is deterministic, so this is all :func:`arena_vec.replay` needs to
regenerate every observation and frame exactly, and the hashes say at which step a replay
stops matching.

The start is the env's snapshot right after its reset (``get_state``: 2 KB for triad), plus the
seed when the reset was given one. A snapshot rather than the seed alone, because an episode
that a reset without a seed (or an autoreset) started continues the env's RNG stream, which only
the snapshot captures. Actions are the native actions (int32, one column per action component,
both agents in 2P). A hash is the first 8 bytes of BLAKE2b over the whole snapshot (header,
state, checksum), stored as uint64; 0 marks a step whose state was not observable (the terminal
step under ``same_step`` autoreset, where the reset already replaced it).

Example:
    >>> episode = CompactEpisode(b"...", seed=7, actions=np.zeros((0, 2), np.int32),
    ...                          hashes=np.zeros(0, np.uint64))
    >>> len(episode)
    0
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from arena_vec.recording.layout import COMPACT_FILE, START_FILE, read_npz, write_npz

NO_SEED = -1
UNKNOWN_HASH = 0


def state_hash(snapshot: bytes) -> int:
    """The identity of a state: 8 bytes of BLAKE2b over its snapshot, never 0."""
    value = int.from_bytes(hashlib.blake2b(snapshot, digest_size=8).digest(), "little")
    return value or 1


@dataclass
class CompactEpisode:
    """One episode in compact form.

    Attributes:
        start_state: the env's snapshot right after the reset that started the episode.
        seed: the seed that reset was given, or None.
        actions: int32 (steps, action components), the native actions in step order.
        hashes: uint64 (steps,), :func:`state_hash` after each step (0: not observed).
    """

    start_state: bytes
    seed: int | None
    actions: np.ndarray
    hashes: np.ndarray

    def __len__(self) -> int:
        return len(self.actions)

    def write_start(self, directory: Path) -> None:
        seed = NO_SEED if self.seed is None else self.seed
        write_npz(
            directory / START_FILE,
            {
                "start_state": np.frombuffer(self.start_state, np.uint8),
                "seed": np.array(seed, np.int64),
            },
        )

    def write_steps(self, path: Path) -> None:
        """Writes the actions and hashes (a chunk, or the whole episode) to ``path``."""
        write_npz(path, {"actions": self.actions, "hashes": self.hashes})


def read_compact(directory: Path, chunks: list[Path] | None = None) -> CompactEpisode:
    """The compact episode in ``directory``: ``_start.npz`` and ``_compact.npz``, or, for an
    episode a killed process left unfinished, ``_start.npz`` and the given chunk files in order.
    ValueError naming the file on a missing, truncated or damaged one."""
    start = read_npz(directory / START_FILE, ("start_state", "seed"))
    paths = [directory / COMPACT_FILE] if chunks is None else chunks
    actions, hashes = [np.zeros((0, 0), np.int32)], [np.zeros(0, np.uint64)]
    for path in paths:
        part = read_npz(path, ("actions", "hashes"))
        if (
            part["actions"].ndim != 2
            or part["actions"].dtype != np.int32
            or part["hashes"].shape != (len(part["actions"]),)
        ):
            raise ValueError(
                f"{path} is corrupt: actions {part['actions'].shape} {part['actions'].dtype} "
                f"and hashes {part['hashes'].shape} do not match"
            )
        actions.append(part["actions"])
        hashes.append(part["hashes"])
    seed = int(start["seed"])
    return CompactEpisode(
        start_state=start["start_state"].tobytes(),
        seed=None if seed == NO_SEED else seed,
        actions=np.concatenate(actions[1:]) if paths else actions[0],
        hashes=np.concatenate(hashes).astype(np.uint64),
    )
