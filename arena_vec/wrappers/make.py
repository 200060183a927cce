"""The public builders: DIAMBRA's ``make`` and the batched ``make_vec`` / ``make_dm``, each with
every ``WrappersSettings`` option (planned by ``arena_vec.wrappers.plan``, run by the native
pool), then the user's own ``wrappers=[[Class, kwargs], ...]`` applied last, in order.

- ``make``: each entry is called as ``Class(env, **kwargs)`` (a ``gymnasium.Wrapper``).
- ``make_vec``: the entries wrap the vector env, so they must be
  ``gymnasium.vector.VectorWrapper`` classes.
- ``make_dm``: dm_env has no wrapper classes; a non-empty list is refused.

Envs that are not fighting games (``cartpole``, ``dummy``) have no wrappers and are built as
``arena_vec.envs`` builds them.

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
from gymnasium.vector import AutoresetMode, VectorEnv, VectorWrapper

from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.envs.adapters import make_adapter
from arena_vec.envs.dm import BatchedDmEnv
from arena_vec.envs.vector import vector_env
from arena_vec.fighting.env import make as make_unwrapped
from arena_vec.fighting.settings import (
    AnySettings,
    RecordingSettings,
    WrappersSettings,
)
from arena_vec.fighting.settings.validation import fail
from arena_vec.wrappers.plan import plan_for


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

    Arguments are DIAMBRA's (see ``arena_vec.fighting.env.make``, which builds the env the
    wrappers run in), plus arena_vec's ``episode_control``. Returns the
    :class:`~arena_vec.fighting.env.FightingEnv` itself (inside its recorder when recording),
    or the outermost of the user's ``wrappers``.
    """
    wrapping = plan_for(game_id, env_settings, wrappers_settings)
    env: gym.Env = make_unwrapped(
        game_id,
        env_settings,
        wrappers_settings,
        episode_recording_settings,
        render_mode,
        rank,
        wrapping=wrapping,
        episode_control=episode_control,
    )
    for wrapper, kwargs in (wrappers_settings or WrappersSettings()).wrappers:
        env = wrapper(env, **kwargs)
    return env


def _user_wrappers(env_kwargs: dict[str, Any]) -> list:
    settings = env_kwargs.get("wrappers_settings")
    return list(settings.wrappers) if isinstance(settings, WrappersSettings) else []


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
    """A vector env of ``num_envs`` copies of ``env_id`` (arguments as
    ``arena_vec.envs.vector.make_vec``), with the wrappers of ``wrappers_settings``: env i
    reset with seed s gives the wrapped observations ``make`` gives for seed s + i."""
    adapter = make_adapter(env_id, env_kwargs, plan_for)
    user = _user_wrappers(env_kwargs)
    for i, (wrapper, _) in enumerate(user):
        if not (isinstance(wrapper, type) and issubclass(wrapper, VectorWrapper)):
            fail(
                f"wrappers[{i}][0]",
                wrapper,
                "a gymnasium.vector.VectorWrapper class in make_vec (the vector env is what "
                "it wraps; gymnasium.Wrapper classes wrap make's single env)",
            )
    envs: VectorEnv = vector_env(
        adapter,
        num_envs,
        batch_size=batch_size,
        num_threads=num_threads,
        seed=seed,
        autoreset_mode=autoreset_mode,
        thread_affinity_offset=thread_affinity_offset,
        render_mode=render_mode,
        episode_statistics=episode_statistics,
        episode_recording_settings=episode_recording_settings,
        episode_control=episode_control,
    )
    for wrapper, kwargs in user:
        envs = wrapper(envs, **kwargs)
    return envs


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
    """A batched dm_env of ``num_envs`` copies of ``env_id`` with the wrappers of
    ``wrappers_settings`` (arguments as ``arena_vec.envs.dm.make_dm``)."""
    user = _user_wrappers(env_kwargs)
    if user:
        fail(
            "wrappers",
            user,
            "[] in make_dm (dm_env has no wrapper classes: wrap the returned env yourself)",
        )
    return BatchedDmEnv(
        make_adapter(env_id, env_kwargs, plan_for),
        num_envs,
        batch_size=batch_size,
        num_threads=num_threads,
        seed=seed,
        episode_control=episode_control,
    )
