"""``EpisodeRecorder``: DIAMBRA's episode recorder for one env (``make(...,
episode_recording_settings=RecordingSettings(dataset_path=...))``).

It sits on the raw :class:`~arena_vec.fighting.env.FightingEnv`, below any wrapper, as DIAMBRA's
does, and records every episode: each step's observation, action, reward, flags and state hash.
An episode ends when a step terminates or truncates it; a reset or ``close()`` before that
records it as truncated at its last step. The env behaves exactly as it would unrecorded.
:meth:`EpisodeRecorder.annotate` adds leaves the env does not know (human play's ``actor``) to
every recorded info.

Example:
    >>> import arena_vec
    >>> env = arena_vec.make("triad", episode_recording_settings=arena_vec.RecordingSettings(
    ...     dataset_path="/tmp/triad_data"))                          # doctest: +SKIP
    >>> obs, info = env.reset(seed=0)                                 # doctest: +SKIP
"""

from __future__ import annotations

import dataclasses
from typing import Any, cast

import gymnasium as gym

from arena_vec.fighting.env import FightingEnv
from arena_vec.fighting.settings import RecordingSettings, native_config
from arena_vec.fighting.spaces import ActionFlattener
from arena_vec.recording.compact import state_hash
from arena_vec.recording.spaces import leaf_values
from arena_vec.recording.writer import (
    EpisodeWriter,
    RecordingSource,
    RecordingWriter,
    info_leaves,
)


def fighting_source(env: FightingEnv) -> RecordingSource:
    """What a recording of ``env`` stores about it."""
    combinations = not env.wrappers_settings.no_attack_buttons_combinations
    return RecordingSource(
        game=env.game.id,
        config=native_config(env.env_settings, env.game, combinations),
        env_settings=dataclasses.asdict(env.env_settings),
        observation_space=env.observation_space,
        action_space=env.action_space,
        kind="make",
    )


class EpisodeRecorder(gym.Wrapper):
    """Records every episode of a :class:`FightingEnv` under ``settings.dataset_path``.

    Attributes:
        path: the recording's directory (a Minari dataset plus the compact form).
    """

    env: FightingEnv  # what it records

    def __init__(self, env: FightingEnv, settings: RecordingSettings) -> None:
        super().__init__(env)
        self._writer = RecordingWriter(settings, fighting_source(env))
        self._flattener = ActionFlattener(env.action_space)
        self._episode: EpisodeWriter | None = None
        self._annotations: dict[str, Any] = {}
        self.path = self._writer.path

    def annotate(self, **leaves: str | float) -> None:
        """Adds ``leaves`` to every info recorded from now on (the reset's and each step's),
        until set again: what the env does not know, like who chose the actions. A step's
        annotation is the one set before it. Minari needs the same info keys in every row of
        an episode: set them before the reset. The infos the env returns are unchanged."""
        for name, value in leaves.items():
            if not isinstance(value, str | bool | int | float):
                raise TypeError(f"{name}={value!r} is invalid; allowed a str, bool, int or float")
        self._annotations.update(leaves)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        obs, info = self.env.reset(seed=seed, options=options)
        self._end_episode()
        engine_seed = (
            None
            if seed is None
            else seed + int(cast(FightingEnv, self.env.unwrapped).env_settings.rank)
        )
        self._episode = self._writer.start_episode(
            self._state(), engine_seed, self._leaves(obs), self._info(info), info["settings"]
        )
        return obs, info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        native = self._flattener.single(action)
        obs, reward, terminated, truncated, info = self.env.step(action)
        if self._episode is not None:
            self._episode.add(
                native,
                self._flattener.unflatten(native),
                reward,
                terminated,
                truncated,
                self._leaves(obs),
                self._info(info),
                state_hash(self._state()),
            )
            if terminated or truncated:
                self._end_episode()
        return obs, reward, terminated, truncated, info

    def get_no_op_action(self) -> Any:
        """The env's no-op action (DIAMBRA's helper, forwarded)."""
        return cast(FightingEnv, self.env.unwrapped).get_no_op_action()

    def close(self) -> None:
        """Records the episode in progress (as truncated) and closes the env."""
        try:
            self._end_episode()
        finally:
            super().close()

    def _leaves(self, obs: Any) -> list[Any]:
        return leaf_values(self.observation_space, obs)

    def _info(self, info: dict[str, Any]) -> dict[str, Any]:
        return {**info_leaves(info), **self._annotations}

    def _state(self) -> bytes:
        return cast(FightingEnv, self.env.unwrapped).get_state()

    def _end_episode(self) -> None:
        episode, self._episode = self._episode, None
        if episode is not None:
            episode.end_cut_off()
