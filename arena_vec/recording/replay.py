"""``arena_vec.replay``: an episode regenerated exactly from its compact form, every step's
state hash checked against the recorded one.

A replay restores the episode's start snapshot into a fresh one-env pool built from the
recorded native config (the game's data included, so later edits of the game's TOML do not
change it), applies the recorded actions and compares the hash of the state after each step.
The first step whose hash differs raises :class:`ReplayDivergence` naming the episode and the
step. The start observation comes from a two-env probe pool: a reset that leaves the restored
env out of its mask re-emits that env's observation without changing its state.

Example:
    >>> import arena_vec
    >>> result = arena_vec.replay("/tmp/triad_data", frames=True)    # doctest: +SKIP
    >>> len(result.frames) == len(result.rewards) + 1                 # doctest: +SKIP
    True
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from arena_vec.engine.adapter import NativeGame
from arena_vec.engine.leaves import nest
from arena_vec.engine.pool import open_pool
from arena_vec.engine.results import FIRST_LEAF
from arena_vec.recording.compact import UNKNOWN_HASH, CompactEpisode, state_hash
from arena_vec.recording.episodes import EpisodeFiles, find_episodes


class ReplayDivergence(ValueError):
    """A replayed state differs from the recorded one; ``step`` is the first such step."""

    def __init__(self, episode: str, step: int, recorded: int, replayed: int) -> None:
        super().__init__(
            f"replay of {episode} diverges at step {step}: state hash {recorded:#018x} was "
            f"recorded, {replayed:#018x} replayed (steps before it match)"
        )
        self.episode = episode
        self.step = step


@dataclass
class ReplayStep:
    """One point of a replay: ``index`` 0 is the start (no action), then index i follows
    action i - 1. ``frame`` is the native RGB frame when frames were asked for."""

    index: int
    observation: Any
    reward: float
    terminated: bool
    truncated: bool
    info: dict[str, Any]
    frame: np.ndarray | None = None


@dataclass
class Replay:
    """A whole replayed episode: ``observations`` and ``frames`` have one more entry than
    ``rewards`` (the start)."""

    episode: str
    observations: list[Any] = field(default_factory=list)
    rewards: list[float] = field(default_factory=list)
    frames: list[np.ndarray] = field(default_factory=list)
    terminated: bool = False
    truncated: bool = False


class _Decoder:
    """Native result tuples to DIAMBRA observations and infos (as ``FightingEnv`` gives)."""

    def __init__(self, spec: dict[str, Any]) -> None:
        leaves = spec["observations"]
        self.names = [leaf["name"] for leaf in leaves]
        self.scalar = [bool(leaf["discrete"]) and tuple(leaf["shape"]) == () for leaf in leaves]
        first_info = FIRST_LEAF + len(leaves)
        self.infos = {
            leaf["name"]: first_info + i
            for i, leaf in enumerate(spec["infos"])
            if tuple(leaf["shape"]) == () and not leaf["name"].startswith("settings.")
        }

    def observation(self, flat: tuple, row: int) -> Any:
        values = [
            int(leaf[row]) if scalar else np.array(leaf[row])
            for leaf, scalar in zip(flat[FIRST_LEAF:], self.scalar, strict=False)
        ]
        return nest(self.names, values)

    def info(self, flat: tuple, row: int) -> dict[str, Any]:
        """The info's scalar leaves (DIAMBRA's flags, ``engine``), nested as recorded."""
        return nest(list(self.infos), [flat[index][row].item() for index in self.infos.values()])


def _start_result(game: str, config: Any, start_state: bytes) -> tuple:
    probe = open_pool(NativeGame(game, config), 2, num_threads=1, seed=0, autoreset_mode="disabled")
    try:
        probe.reset()
        probe.recv()
        probe.set_state(0, start_state)
        probe.reset(None, np.array([False, True]))
        return probe.recv()
    finally:
        probe.close()


def iter_replay(
    episode: EpisodeFiles, *, frames: bool = False, check: bool = True
) -> Iterator[ReplayStep]:
    """The steps of one recorded episode, regenerated (see the module docstring).

    Raises ValueError on unreadable files and :class:`ReplayDivergence` (when ``check``) at the
    first step whose state differs from the recording.
    """
    compact: CompactEpisode = episode.compact()
    game, config = episode.recording["game"], episode.recording["config"]
    pool = open_pool(NativeGame(game, config), num_threads=1, seed=0, autoreset_mode="disabled")
    try:
        try:
            pool.set_state(0, compact.start_state)
        except ValueError as error:
            raise ValueError(f"{episode.name}: the start state does not fit ({error})") from None
        decoder = _Decoder(pool.spec)
        flat = _start_result(game, config, compact.start_state)
        frame = pool.render()[0].copy() if frames else None
        yield ReplayStep(0, decoder.observation(flat, 0), 0.0, False, False, {}, frame)
        scalar = bool(pool.spec["action_is_scalar"])
        for i, (action, recorded) in enumerate(zip(compact.actions, compact.hashes, strict=True)):
            flat = pool.step(action[:1] if scalar else action[None, :])
            replayed = state_hash(pool.get_state(0))
            if check and int(recorded) != UNKNOWN_HASH and replayed != int(recorded):
                raise ReplayDivergence(episode.name, i, int(recorded), replayed)
            frame = pool.render()[0].copy() if frames else None
            yield ReplayStep(
                i + 1,
                decoder.observation(flat, 0),
                float(flat[0][0]),
                bool(flat[1][0]),
                bool(flat[2][0]),
                decoder.info(flat, 0),
                frame,
            )
    finally:
        pool.close()


def replay(path: str | Path | EpisodeFiles, *, episode: int = 0, frames: bool = False) -> Replay:
    """Replays episode number ``episode`` (in :func:`find_episodes` order) under ``path`` (a
    dataset_path, a recording or an episode directory) and returns every observation, reward
    and, with ``frames``, native RGB frame. Raises :class:`ReplayDivergence` naming the first
    step whose state hash differs from the recording, ValueError on unreadable files or an
    ``episode`` out of range."""
    if isinstance(path, EpisodeFiles):
        files = path
    else:
        found = find_episodes(path)
        if not 0 <= episode < len(found):
            raise ValueError(f"episode={episode} is out of range: {path} holds {len(found)}")
        files = found[episode]
    result = Replay(files.name)
    for step in iter_replay(files, frames=frames):
        result.observations.append(step.observation)
        if step.frame is not None:
            result.frames.append(step.frame)
        if step.index:
            result.rewards.append(step.reward)
            result.terminated, result.truncated = step.terminated, step.truncated
    return result
