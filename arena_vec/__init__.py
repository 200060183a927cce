"""arena_vec: batched fighting-game simulation for reinforcement learning.

A C++ thread pool steps many environments and returns stacked numpy arrays, behind a
Gymnasium ``VectorEnv`` (``make_vec``), a batched ``dm_env`` API (``make_dm``) and, with the
``jax`` extra, a path that runs inside ``jax.jit``. The fighting games follow DIAMBRA Arena's
API: ``make(game_id, env_settings, ...)``, ``EnvironmentSettings``, ``available_games()``.

Example:
    >>> import numpy as np, arena_vec
    >>> envs = arena_vec.make_vec("cartpole", num_envs=4, seed=0)
    >>> obs, info = envs.reset()
    >>> obs, reward, terminated, truncated, info = envs.step(np.ones(4, dtype=np.int64))
    >>> envs.close()
"""

from __future__ import annotations

from arena_vec._version import __version__

# isort: split
# First: a missing build fails here with a message that says how to fix it.
from arena_vec.engine.native import EnvError

# isort: split
from arena_vec.builder import make, make_dm, make_vec
from arena_vec.builder.registration import register_envs
from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.envs.dm import BatchedDmEnv, SingleDmEnv
from arena_vec.envs.single import ArenaEnv
from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.env import FightingEnv
from arena_vec.fighting.games import available_games
from arena_vec.fighting.settings import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    RecordingSettings,
    Roles,
    SpaceTypes,
    WrappersSettings,
    load_settings_flat_dict,
)
from arena_vec.recording import replay

# gym.make("arena_vec/...") works once arena_vec is imported (Gymnasium's registry).
register_envs()

__all__ = [
    "ArenaEnv",
    "ArenaVectorEnv",
    "BatchedDmEnv",
    "EnvError",
    "EnvironmentSettings",
    "EnvironmentSettingsMultiAgent",
    "EpisodeControl",
    "FightingEnv",
    "RecordingSettings",
    "Roles",
    "SingleDmEnv",
    "SpaceTypes",
    "WrappersSettings",
    "__version__",
    "available_games",
    "load_settings_flat_dict",
    "make",
    "make_dm",
    "make_vec",
    "replay",
]
