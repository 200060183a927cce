"""Batched self-play: a Gymnasium ``VectorEnv`` whose rows are the agents of 2-player fights.

``make_selfplay_vec("triad", num_fights=N, env_settings=EnvironmentSettingsMultiAgent(...))``
steps N fights and shows them as ``num_envs = 2N`` rows (row ``2i + a`` is agent ``a`` of
fight ``i``; see :mod:`arena_vec.multiagent.rows`): 2N role-relative observations out, 2N
actions in, 2N rewards out (agent 1's is agent 0's negated), so one policy plays both sides of
every fight. Sync and async (``batch_size`` counts fights; a batch holds both rows of each of
its fights); every autoreset mode. Seeds, ``reset_mask`` and per-env options are per fight:
an int seed gives fight i ``seed + i``, a list gives one seed per fight, ``env_options`` one
dict per fight, and a reset mask must select both rows of a fight or neither.

Example:
    >>> import numpy as np, arena_vec
    >>> from arena_vec.multiagent import make_selfplay_vec
    >>> envs = make_selfplay_vec("triad", 4, env_settings=arena_vec.EnvironmentSettingsMultiAgent(
    ...     include_frame=False), seed=0)
    >>> obs, info = envs.reset()
    >>> obs["own"]["health"].shape
    (8, 1)
    >>> obs, reward, terminated, truncated, info = envs.step(np.zeros((8, 2), np.int64))
    >>> envs.close()
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from arena_vec.builder.options import EnvOptions
from arena_vec.engine.checks import reset_mask, seeds_for
from arena_vec.engine.options import PoolOptions, check_options
from arena_vec.engine.pool import open_pool_for
from arena_vec.engine.results import ResultDecoder
from arena_vec.envs.vector import env_options_list, episode_options_for, reporting_closed
from arena_vec.fighting.settings import AnySettings, WrappersSettings
from arena_vec.multiagent.rows import AgentRowsAdapter, RowsOf, fight_actions, fight_ids


class SelfPlayVectorEnv(VectorEnv):
    """``num_fights`` 2-player fights as ``2 * num_fights`` agent rows (see the module doc)."""

    def __init__(
        self,
        adapter: AgentRowsAdapter,
        options: PoolOptions,
    ) -> None:
        """``options.num_envs`` counts fights (and ``batch_size`` too)."""
        if check_options(options).episode_control is not None:
            raise ValueError(
                f"episode_control={options.episode_control!r} is not allowed in self-play; "
                "use None (the agent-row layout has no episode-control infos)"
            )
        self._pool = open_pool_for(adapter, options)
        num_fights = options.num_envs
        mode = options.autoreset_mode
        self.adapter = adapter
        self.num_fights = num_fights
        self.num_envs = 2 * num_fights
        self.batch_size = 2 * self._pool.batch_size
        self.single_observation_space = adapter.agent_observation_space
        self.single_action_space = adapter.agent_action_space
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.metadata = {"autoreset_mode": mode, "render_fps": adapter.render_fps}
        # The settings' episode options, for every reset that gives none (autoresets too).
        self._pool.set_options(np.arange(num_fights), [adapter.initial_options()] * num_fights)
        same_step = mode == AutoresetMode.SAME_STEP
        self._decoder = ResultDecoder(adapter.observation_names, adapter.info_names, same_step)
        self._rows_of = RowsOf(adapter.spec, same_step)

    @property
    def num_threads(self) -> int:
        """Threads stepping fights (the caller thread included while it waits)."""
        return self._pool.num_threads

    @property
    def pool(self) -> Any:
        """The native pool of the fights (for the JAX path and opponent slots)."""
        return self._pool

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """Resets every fight (or those selected by ``options["reset_mask"]``, which has one
        entry per row) and returns every row."""
        mask = self._start_reset(seed, options, is_async=False)
        flat = self._rows_of(self._pool.recv())
        return self._decoder.obs_of(flat), self._decoder.infos(flat, mask)

    def async_reset(
        self, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> None:
        """Cancels in-flight work and queues resets; collect them with :meth:`recv`."""
        self._start_reset(seed, options, is_async=True)

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Steps every fight (sync) or the fights of the last batch (async); ``actions`` has
        one row per agent row of the batch."""
        native = self._native_actions(actions, self.batch_size)
        with reporting_closed(self._pool):
            flat = self._pool.step(native)
        return self._decoder.step_result(self._rows_of(flat))

    def send(self, actions: Any, env_ids: Any = None) -> None:
        """Queues one step for the fights of ``env_ids`` (row ids, both rows of each fight in
        pairs ``2i, 2i + 1``; default: as in :meth:`step`)."""
        fights = None if env_ids is None else fight_ids(env_ids, self.num_envs)
        with reporting_closed(self._pool):
            rows = self.batch_size if fights is None else 2 * len(fights)
            self._pool.send(self._native_actions(actions, rows), fights)

    def recv(self) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Waits for the next batch: both rows of each of ``batch_size / 2`` fights."""
        return self._decoder.step_result(self._rows_of(self._pool.recv()))

    def set_fight_options(self, fights: Any, options: list[dict[str, Any]]) -> None:
        """Native episode options for the next reset (autoreset included) of ``fights``,
        which must not be in flight; their current episodes go on unchanged."""
        self._pool.set_options(np.asarray(fights, dtype=np.int32), options)

    def close_extras(self, **kwargs: Any) -> None:
        """Stops the worker threads; arrays already returned stay valid."""
        self._pool.close()

    def _native_actions(self, actions: Any, rows: int) -> np.ndarray:
        """``actions`` for ``rows`` agent rows (both rows of each fight of the batch)."""
        if isinstance(actions, Mapping):
            raise TypeError(
                "actions must be one array with a row per agent row (row 2i + a is agent_a "
                f"of fight i), not a dict (got keys {list(actions)})"
            )
        return fight_actions(self.adapter.check_row_actions(actions, rows))

    def _start_reset(self, seed: Any, options: dict[str, Any] | None, is_async: bool) -> Any:
        # Everything is validated before the pool is touched.
        if options is not None and not isinstance(options, Mapping):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        fight_mask = None
        if mask is not None:
            mask = reset_mask(mask, self.num_envs)
            if (mask[0::2] != mask[1::2]).any():
                row = int(np.flatnonzero(mask[0::2] != mask[1::2])[0]) * 2
                raise ValueError(
                    f"options['reset_mask'] rows {row} and {row + 1} differ: both agents of a "
                    f"fight reset together (fight {row // 2})"
                )
            fight_mask = mask[0::2]
        per_fight = env_options_list(options.pop("env_options", None), self.num_fights)
        env_options = episode_options_for(self.adapter, options, per_fight, self.num_fights)
        seeds = seeds_for(seed, self.num_fights)
        self._pool.reset(seeds, fight_mask, env_options, is_async)
        return mask


def make_selfplay_vec(
    env_id: str,
    num_fights: int,
    *,
    env_settings: AnySettings | None = None,
    wrappers_settings: WrappersSettings | None = None,
    batch_size: int | None = None,
    num_threads: int = 0,
    seed: int | None = None,
    autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
    thread_affinity_offset: int = -1,
) -> SelfPlayVectorEnv:
    """A self-play vector env of ``num_fights`` fights of ``env_id`` (``2 * num_fights`` rows).

    ``env_settings`` must be ``EnvironmentSettingsMultiAgent`` with one action space for both
    agents; ``batch_size`` counts fights (default: all, sync mode).
    """
    pool = PoolOptions(
        num_fights, batch_size, num_threads, seed, autoreset_mode, thread_affinity_offset
    )
    options = EnvOptions(env_id, pool, env_settings, wrappers_settings)
    return SelfPlayVectorEnv(selfplay_adapter(options), options.pool)


def selfplay_adapter(options: EnvOptions) -> AgentRowsAdapter:
    """The agent-row adapter of ``options`` (self-play takes the pool and settings only)."""
    options.refuse("self-play", recording=None, render_mode=None, episode_statistics=False, rank=0)
    return AgentRowsAdapter(options.env_id, options.env_settings, options.wrappers_settings)
