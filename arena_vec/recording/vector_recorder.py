"""``VectorRecorder``: records every episode of every env of a batch (``make_vec(...,
episode_recording_settings=RecordingSettings(dataset_path=...))``) into one recording.

Actions are matched to results by env id, so async mode (``send``/``recv``, or ``step`` with
``batch_size < num_envs``) records each env's own steps. Under ``next_step`` autoreset the
result after an env's terminal step starts its next episode (its action is ignored, as the env
ignores it); under ``same_step`` the terminal step is recorded from ``final_obs`` /
``final_info`` (its state hash is unknown: the reset already replaced the state) and the
returned observation starts the next episode; under ``disabled`` the next episode starts at the
``reset`` that masks the env in. A reset cuts the episodes it restarts (recorded truncated), as
``close()`` cuts every episode in progress.

Example:
    >>> import arena_vec
    >>> envs = arena_vec.make_vec("triad", 8, episode_recording_settings=arena_vec.RecordingSettings(
    ...     dataset_path="/tmp/triad_data"))                                     # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorWrapper

from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.settings import RecordingSettings
from arena_vec.fighting.spaces import ActionFlattener
from arena_vec.recording.compact import UNKNOWN_HASH, state_hash
from arena_vec.recording.spaces import leaf_spaces, leaf_values
from arena_vec.recording.writer import EpisodeWriter, RecordingSource, RecordingWriter


def _obs_row(leaves: list[tuple[bool, Any]], k: int) -> list[Any]:
    """Row ``k`` of the batch's observation leaves (array rows copied)."""
    return [column[k] if listed else column[k].copy() for listed, column in leaves]


def _info_columns(info: dict[str, Any], prefix: str = "") -> dict[str, list[Any]]:
    """A batched info as one Python list per leaf, by dotted name (its ``_key`` masks and
    per-batch keys left out): converted once per batch, then read per row."""
    columns: dict[str, list[Any]] = {}
    for key, value in info.items():
        if key.startswith("_") or key in ("env_id", "elapsed_step", "final_obs", "final_info"):
            continue
        if isinstance(value, dict):
            columns.update(_info_columns(value, f"{prefix}{key}."))
        else:
            columns[f"{prefix}{key}"] = np.asarray(value).tolist()
    return columns


def _env_info(columns: dict[str, list[Any]], k: int) -> dict[str, Any]:
    """Row ``k`` of :func:`_info_columns` without the settings: the recorded info leaves."""
    return {name: column[k] for name, column in columns.items() if name[:9] != "settings."}


def _env_settings(columns: dict[str, list[Any]], k: int) -> dict[str, Any]:
    """The drawn episode settings of row ``k``."""
    return {
        name.removeprefix("settings."): column[k]
        for name, column in columns.items()
        if name.startswith("settings.")
    }


class VectorRecorder(VectorWrapper):
    """Records the episodes of an ``ArenaVectorEnv`` of a fighting game.

    Attributes:
        path: the recording's directory (a Minari dataset plus the compact form).
    """

    env: ArenaVectorEnv  # what it records (its pool's snapshots, async API, config)

    def __init__(self, env: ArenaVectorEnv, settings: RecordingSettings) -> None:
        super().__init__(env)
        source = RecordingSource(
            game=env.game_id,
            config=env.native_config,
            env_settings={},
            observation_space=env.single_observation_space,
            action_space=env.single_action_space,
            kind="make_vec",
        )
        self._writer = RecordingWriter(settings, source)
        self._flattener = ActionFlattener(env.single_action_space)
        self._space = env.single_observation_space
        self._discrete = [isinstance(s, spaces.Discrete) for _, s in leaf_spaces(self._space)]
        self._mode = env.metadata["autoreset_mode"]
        self._episodes: list[EpisodeWriter | None] = [None] * env.num_envs
        self._pending: dict[int, np.ndarray] = {}  # env id -> native action in flight
        self._restart = np.zeros(env.num_envs, bool)  # next result starts a new episode
        self._last_ids = np.arange(env.num_envs)
        self._reset_seeds: dict[int, int | None] = {}  # async resets not received yet
        self.path = self._writer.path

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        if self.env.batch_size < self.num_envs:  # async: the first batch of resets (EnvPool)
            self.async_reset(seed=seed, options=options)
            obs, _, _, _, info = self.recv()
            return obs, info
        obs, info = self.env.reset(seed=seed, options=options)
        mask = (options or {}).get("reset_mask")
        ids = np.arange(self.num_envs) if mask is None else np.flatnonzero(mask)
        self._pending.clear()
        columns, leaves = _info_columns(info), self._obs_columns(obs)
        for env_id in ids.tolist():  # a sync reset returns every env, in env order
            self._end(env_id)
            self._start(env_id, _seed_of(seed, env_id), leaves, columns, env_id)
        self._last_ids = np.arange(self.num_envs)
        return obs, info

    def async_reset(self, seed: Any = None, options: dict[str, Any] | None = None) -> None:
        self.env.async_reset(seed=seed, options=options)
        mask = (options or {}).get("reset_mask")
        ids = np.arange(self.num_envs) if mask is None else np.flatnonzero(mask)
        self._pending.clear()
        self._reset_seeds = {int(i): _seed_of(seed, int(i)) for i in ids}
        for env_id in ids:
            self._end(int(env_id))
            self._restart[env_id] = True

    def step(  # type: ignore[override]  # arrays, where Gymnasium's hint says ArrayType
        self, actions: Any
    ) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict]:
        self._remember(actions, self._last_ids)
        return self._record(*self.env.step(actions))

    def send(self, actions: Any, env_ids: Any = None) -> None:
        self.env.send(actions, env_ids)
        self._remember(actions, self._last_ids if env_ids is None else np.asarray(env_ids))

    def recv(self) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict]:
        return self._record(*self.env.recv())

    def close(self, **kwargs: Any) -> None:
        """Records every episode in progress (as truncated) and closes the envs."""
        try:
            for env_id in range(self.num_envs):
                self._end(env_id)
        finally:
            self.env.close(**kwargs)

    @property
    def batch_size(self) -> int:
        return self.env.batch_size

    def get_state(self, env_id: int) -> bytes:
        """A snapshot of one env (forwarded; ``set_state`` is not, it would break the
        recorded episode's replay)."""
        return self.env.get_state(env_id)

    def discard_unfinished(self) -> int:
        """Drops the episodes in progress (nothing of them is kept); returns how many. Then
        ``close()`` records nothing more: ``arena-vec record`` keeps whole episodes only."""
        dropped = 0
        for env_id, episode in enumerate(self._episodes):
            if episode is not None:
                episode.discard()
                self._episodes[env_id] = None
                dropped += 1
        return dropped

    def _remember(self, actions: Any, env_ids: np.ndarray) -> None:
        native = self._flattener.batched(actions, len(env_ids))
        for row, env_id in zip(native, env_ids, strict=True):
            self._pending[int(env_id)] = np.asarray(row).reshape(-1)

    def _record(self, obs: Any, reward: Any, terminated: Any, truncated: Any, info: dict) -> tuple:
        ids = np.asarray(info["env_id"])
        rows = self._writer.observations  # compact only: no observation or info is kept
        columns = _info_columns(info)
        final = _info_columns(info["final_info"]) if "final_info" in info else {}
        leaves = self._obs_columns(obs)
        for k, env_id in enumerate(ids.tolist()):
            native = self._pending.pop(env_id, None)
            if self._restart[env_id]:
                self._restart[env_id] = False
                seed = self._reset_seeds.pop(env_id, None)
                self._start(env_id, seed, leaves, columns, k)
                continue
            episode = self._episodes[env_id]
            if episode is None or native is None:
                continue
            done = bool(terminated[k] or truncated[k])
            same_step = done and self._mode == AutoresetMode.SAME_STEP
            step_obs = step_info = None
            if rows:
                step_obs = (
                    leaf_values(self._space, info["final_obs"][k])
                    if same_step
                    else _obs_row(leaves, k)
                )
                step_info = _env_info(final if same_step else columns, k)
            state = UNKNOWN_HASH if same_step else state_hash(self.env.get_state(env_id))
            episode.add(
                native,
                self._flattener.unflatten(native),
                float(reward[k]),
                bool(terminated[k]),
                bool(truncated[k]),
                step_obs,
                step_info,
                state,
            )
            if done:
                self._end(env_id)
                if same_step:
                    self._start(env_id, None, leaves, columns, k)
                elif self._mode == AutoresetMode.NEXT_STEP:
                    self._restart[env_id] = True
        self._last_ids = ids
        return obs, reward, terminated, truncated, info

    def _obs_columns(self, obs: Any) -> list[tuple[bool, Any]]:
        """The batch's observation leaves: Discrete ones as Python lists (converted once per
        batch), the others as arrays to copy rows from; none when only the compact form is
        recorded."""
        if not self._writer.observations:
            return []
        return [
            (True, np.asarray(column).tolist()) if discrete else (False, column)
            for column, discrete in zip(leaf_values(self._space, obs), self._discrete, strict=True)
        ]

    def _start(self, env_id: int, seed: int | None, leaves: list, columns: dict, k: int) -> None:
        state = self.env.get_state(env_id)
        self._episodes[env_id] = self._writer.start_episode(
            state, seed, _obs_row(leaves, k), _env_info(columns, k), _env_settings(columns, k)
        )

    def _end(self, env_id: int) -> None:
        episode, self._episodes[env_id] = self._episodes[env_id], None
        self._restart[env_id] = False
        if episode is not None:
            episode.end_cut_off()


def _seed_of(seed: Any, env_id: int) -> int | None:
    """The seed env ``env_id`` was reset with (an int seed gives env i seed + i)."""
    if seed is None:
        return None
    if isinstance(seed, int | np.integer):
        return int(seed) + env_id
    return int(seed[env_id])
