"""The public keyword builders, each a thin layer over one options object and one builder
(``arena_vec.builder.builders``): DIAMBRA's ``make`` and the batched ``make_vec`` / ``make_dm``.

Example:
    >>> import arena_vec
    >>> from arena_vec import EnvironmentSettings, WrappersSettings
    >>> env = arena_vec.make("triad", EnvironmentSettings(frame_shape=(84, 84, 1)),
    ...                      WrappersSettings(stack_frames=4, add_last_action=True))
    >>> obs, info = env.reset(seed=0)
    >>> obs["frame"].shape, obs["action"].tolist()
    ((84, 84, 4), [0, 0])
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
from gymnasium.vector import AutoresetMode, VectorEnv

from arena_vec.builder.builders import build_dm, build_env, build_vec
from arena_vec.builder.options import EnvOptions
from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.engine.options import PoolOptions
from arena_vec.envs.dm import BatchedDmEnv
from arena_vec.fighting.settings import AnySettings, RecordingSettings, WrappersSettings


def make(
    game_id: str,
    env_settings: AnySettings | None = None,
    wrappers_settings: WrappersSettings | None = None,
    episode_recording_settings: RecordingSettings | None = None,
    render_mode: str | None = None,
    rank: int = 0,
    episode_control: EpisodeControl | None = None,
) -> gym.Env:
    """DIAMBRA's ``make``: the env of ``game_id`` with every wrapper option applied.

    ``env_settings`` chooses 1P (``EnvironmentSettings``) or 2P
    (``EnvironmentSettingsMultiAgent``); ``render_mode="human"`` opens a pygame window;
    ``episode_recording_settings`` with a ``dataset_path`` records every episode; ``rank``
    offsets the seed (DIAMBRA's); ``episode_control`` (an :class:`EpisodeControl`) changes
    where episodes end and start. Returns the
    :class:`~arena_vec.fighting.env.FightingEnv` itself (inside its recorder when recording),
    or the outermost of the user's ``wrappers``.
    """
    return build_env(
        EnvOptions(
            game_id,
            PoolOptions(episode_control=episode_control),
            env_settings,
            wrappers_settings,
            episode_recording_settings,
            render_mode=render_mode,
            rank=rank,
        )
    )


def make_vec(
    env_id: str,
    num_envs: int,
    *,
    batch_size: int | None = None,
    num_threads: int = 0,
    seed: int | None = None,
    autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
    thread_affinity_offset: int = -1,
    render_mode: str | None = None,
    episode_statistics: bool = False,
    episode_recording_settings: RecordingSettings | None = None,
    episode_control: EpisodeControl | None = None,
    **env_kwargs: Any,
) -> VectorEnv:
    """A vector env of ``num_envs`` copies of ``env_id`` (``"triad"``, ``"cartpole"``, ``"dummy"``).

    A fighting game takes DIAMBRA's settings objects: ``env_settings=EnvironmentSettings(...)``
    (or ``EnvironmentSettingsMultiAgent``) and ``wrappers_settings=WrappersSettings(...)``; env i
    of the batch reset with seed s behaves exactly like ``arena_vec.make`` reset with seed s + i.
    Other envs take their own ``env_kwargs`` (e.g. ``episode_length`` for ``dummy``).
    ``num_threads=0`` picks a count for this host; ``seed=None`` uses the settings' seed or draws
    one at random. ``episode_statistics=True`` reports returns and lengths of finished episodes
    in ``info["episode"]`` (Gymnasium's layout, kept per env id: async mode included).
    ``episode_recording_settings`` with a ``dataset_path`` (fighting games) records every episode
    of every env (``arena_vec.recording.VectorRecorder``). ``episode_control`` (an
    :class:`EpisodeControl`) changes where episodes end and start; without it the pool has no
    episode-control cost and no ``episode_control`` infos. The user's ``wrappers`` must be
    ``gymnasium.vector.VectorWrapper`` classes.
    """
    pool = PoolOptions(
        num_envs, batch_size, num_threads, seed, autoreset_mode, thread_affinity_offset,
        episode_control,
    )  # fmt: skip
    return build_vec(
        EnvOptions.from_keywords(
            env_id,
            pool,
            env_kwargs,
            recording=episode_recording_settings,
            render_mode=render_mode,
            episode_statistics=episode_statistics,
        )
    )


def make_dm(
    env_id: str,
    num_envs: int,
    *,
    batch_size: int | None = None,
    num_threads: int = 0,
    seed: int | None = None,
    episode_control: EpisodeControl | None = None,
    **env_kwargs: Any,
) -> BatchedDmEnv:
    """A batched dm_env of ``num_envs`` copies of ``env_id``; settings, seeds, threads and
    ``episode_control`` as in ``make_vec`` (a non-empty ``wrappers`` list is refused)."""
    pool = PoolOptions(num_envs, batch_size, num_threads, seed, episode_control=episode_control)
    return build_dm(EnvOptions.from_keywords(env_id, pool, env_kwargs))
