"""The builders: an :class:`~arena_vec.builder.options.EnvOptions` in, a ready env out. Each
plans the wrappers of ``WrappersSettings`` (``arena_vec.wrappers``, run by the native pool),
puts the episode recorder around the env when ``recording.dataset_path`` is set
(``arena_vec.recording``), opens the human window of ``render_mode="human"``
(``arena_vec.display``) and applies the user's own ``wrappers=[[Class, kwargs], ...]`` last.
Nothing here depends on what else was imported: the recorder and the window are plain imports.

- :func:`build_env`: one fighting-game ``gymnasium.Env`` (``arena_vec.make``); the user's
  wrappers are ``gymnasium.Wrapper`` classes.
- :func:`build_vec`: a Gymnasium ``VectorEnv`` (``make_vec``); its user wrappers must be
  ``gymnasium.vector.VectorWrapper`` classes.
- :func:`build_dm`: a batched dm_env (``make_dm``); dm_env has no wrapper classes.
"""

from __future__ import annotations

import dataclasses

import gymnasium as gym
from gymnasium.vector import AutoresetMode, VectorEnv, VectorWrapper

from arena_vec.builder.options import EnvOptions
from arena_vec.display import HumanWindow
from arena_vec.engine.adapter import Adapter
from arena_vec.engine.options import PoolOptions
from arena_vec.envs.adapters import make_adapter
from arena_vec.envs.dm import BatchedDmEnv
from arena_vec.envs.vector import VECTOR_RENDER_MODES, ArenaVectorEnv
from arena_vec.fighting.env import make as make_fighting_env
from arena_vec.fighting.settings.validation import fail
from arena_vec.recording import EpisodeRecorder, VectorRecorder
from arena_vec.wrappers.plan import plan_for


def build_adapter(options: EnvOptions, *, wrapped: bool = True) -> Adapter:
    """The adapter of ``options.env_id`` with its wrappers planned (fighting games); with
    ``wrapped=False`` the unwrapped one, which refuses the wrapper options it would drop."""
    kwargs = dict(options.game_kwargs)
    if options.env_settings is not None or options.wrappers_settings is not None:
        kwargs = {
            "env_settings": options.env_settings,
            "wrappers_settings": options.wrappers_settings,
        }
    return make_adapter(options.env_id, kwargs, plan_for if wrapped else None)


def build_env(options: EnvOptions) -> gym.Env:
    """DIAMBRA's ``make``: one env, its pool opened with ``num_envs=1``, one thread and the
    settings' seed plus ``rank``; only ``episode_control`` of ``options.pool`` is taken."""
    options.refuse("make", episode_statistics=False)
    pool = options.pool
    only_control = PoolOptions(episode_control=pool.episode_control)
    if pool != only_control:
        options.refuse("make", pool=only_control)
    wrapping = plan_for(options.env_id, options.env_settings, options.wrappers_settings)
    fighting = make_fighting_env(
        options.env_id,
        options.env_settings,
        options.wrappers_settings,
        wrapping=wrapping,
        open_window=HumanWindow,
        render_mode=options.render_mode,
        rank=options.rank,
        episode_control=pool.episode_control,
    )
    env: gym.Env = fighting
    if options.recording is not None and options.recording.dataset_path is not None:
        try:  # DIAMBRA's order: the recorder sits on the env, below the user's wrappers
            env = EpisodeRecorder(fighting, dataclasses.replace(options.recording))
        except BaseException:
            fighting.close()
            raise
    for wrapper, kwargs in options.user_wrappers:
        env = wrapper(env, **kwargs)
    return env


def build_vec(options: EnvOptions, *, wrapped: bool = True) -> VectorEnv:
    """A vector env of ``options.pool.num_envs`` copies: env i reset with seed s gives the
    (wrapped) observations ``build_env`` gives for seed s + i. ``wrapped=False``: the
    adapter without wrappers (see :func:`build_adapter`)."""
    user = options.user_wrappers
    for i, (wrapper, _) in enumerate(user):
        if not (isinstance(wrapper, type) and issubclass(wrapper, VectorWrapper)):
            fail(
                f"wrappers[{i}][0]",
                wrapper,
                "a gymnasium.vector.VectorWrapper class in make_vec (the vector env is what "
                "it wraps; gymnasium.Wrapper classes wrap make's single env)",
            )
    if options.render_mode not in VECTOR_RENDER_MODES:
        raise ValueError(
            f"render_mode={options.render_mode!r} is not allowed; use None or 'rgb_array'"
        )
    options.refuse("make_vec", rank=0)
    arena = ArenaVectorEnv(
        build_adapter(options, wrapped=wrapped),
        options.pool,
        render_mode=options.render_mode,
        episode_statistics=options.episode_statistics,
    )
    envs: VectorEnv = arena
    if options.recording is not None and options.recording.dataset_path is not None:
        try:
            envs = VectorRecorder(arena, options.recording)
        except BaseException:
            arena.close()
            raise
    for wrapper, kwargs in user:
        envs = wrapper(envs, **kwargs)
    return envs


def build_dm(options: EnvOptions) -> BatchedDmEnv:
    """A batched dm_env of ``options.pool.num_envs`` copies (dm_env has its own autoreset)."""
    user = options.user_wrappers
    if user:
        fail(
            "wrappers",
            user,
            "[] in make_dm (dm_env has no wrapper classes: wrap the returned env yourself)",
        )
    options.refuse("make_dm", render_mode=None, episode_statistics=False, recording=None, rank=0)
    if options.pool.autoreset_mode != AutoresetMode.NEXT_STEP:
        options.refuse(
            "make_dm", pool=dataclasses.replace(options.pool, autoreset_mode="next_step")
        )
    return BatchedDmEnv(build_adapter(options), options.pool)
