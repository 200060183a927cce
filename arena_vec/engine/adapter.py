"""The adapter contract: what a front end (vector env, dm_env, single env, JAX) needs from the
adapter of one game under one configuration. ``SpecAdapter`` (games without a Python layer)
and ``arena_vec.fighting.adapter.FightingAdapter`` (DIAMBRA's settings) provide it; the type
checker (``.ci/typecheck``) holds them to it.

A pool needs less: a game, its native config and the seed to use when none is given
(:class:`PoolSource`); :class:`NativeGame` is that for a game and config known directly (replays).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
from gymnasium import spaces


class PoolSource(Protocol):
    """What ``engine.pool.open_pool`` opens a pool of."""

    @property
    def game(self) -> str: ...
    @property
    def config(self) -> dict[str, Any]: ...
    @property
    def seed(self) -> int | None: ...


@dataclass(frozen=True)
class NativeGame:
    """A game and its native config, given directly (e.g. read from a recording)."""

    game: str
    config: dict[str, Any]
    seed: int | None = None


class Adapter(PoolSource, Protocol):
    """One game under one configuration, as every front end sees it."""

    @property
    def spec(self) -> dict[str, Any]:
        """The native spec of the pool (``engine.native.game_spec``)."""
        ...

    @property
    def observation_names(self) -> list[str]: ...
    @property
    def info_names(self) -> list[str]: ...
    @property
    def single_observation_space(self) -> spaces.Space: ...
    @property
    def single_action_space(self) -> spaces.Space: ...
    @property
    def render_fps(self) -> int: ...

    def native_actions(self, actions: Any) -> Any:
        """A batch of actions as the pool takes it (the pool validates integer arrays)."""
        ...

    def one_env_actions(self, action: Any) -> np.ndarray:
        """One env's action, validated, as the pool's batch of one."""
        ...

    def episode_options(self, options: dict[str, Any] | None) -> dict[str, Any] | None:
        """Reset options in native form (None: keep the current episode settings)."""
        ...

    def initial_options(self) -> dict[str, Any] | None:
        """The native episode options sent with the first reset (None: nothing to send)."""
        ...
