"""The Gymnasium ``VectorEnv`` front end over the native batch pool.

``make_vec`` returns an :class:`ArenaVectorEnv`: batched spaces, ``AutoresetMode`` in metadata,
``reset(seed=, options=)`` with ``reset_mask`` and episode options, infos as dicts of arrays
with ``_key`` masks, plus EnvPool-style ``send``/``recv``/``async_reset`` for async batching.
As in EnvPool, every batched value of async mode (spaces, ``reset``, ``step``) has
``batch_size`` rows.
Returned arrays view the pool's buffers without copying; a buffer is refilled only after every
array viewing it has been released, so results never change under the caller.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from arena_vec.engine.adapter import Adapter
from arena_vec.engine.checks import check_int, reset_mask, seeds_for
from arena_vec.engine.episode_bridge import NOT_ENABLED, EpisodeControls, take_controls
from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.engine.options import PoolOptions, check_options
from arena_vec.engine.pool import open_pool_for
from arena_vec.engine.results import ResultDecoder
from arena_vec.envs.episode_stats import EpisodeStatistics

VECTOR_RENDER_MODES = (None, "rgb_array")


class ArenaVectorEnv(VectorEnv):
    """N envs of one game, stepped by a C++ thread pool.

    ``batch_size == num_envs`` (default) is sync mode: every step returns all envs in order.
    ``batch_size < num_envs`` is async mode: ``recv`` returns the first ``batch_size`` envs to
    finish, with their ids in ``info["env_id"]``; ``step(actions)`` then sends to exactly those.
    ``observation_space`` and ``action_space`` then have ``batch_size`` rows, and ``reset``
    returns the first ``batch_size`` envs to finish their reset (EnvPool's convention), so
    ``step(action_space.sample())`` fits every batch. ``episode_statistics=True`` adds each
    env's return and length to ``info["episode"]`` when its episode ends (see
    :class:`~arena_vec.envs.episode_stats.EpisodeStatistics`).

    Example:
        >>> import numpy as np, arena_vec
        >>> envs = arena_vec.make_vec("cartpole", 8, batch_size=4, seed=1)
        >>> envs.async_reset()
        >>> obs, reward, terminated, truncated, info = envs.recv()
        >>> envs.send(np.zeros(4, dtype=np.int64), info["env_id"])
        >>> envs.close()
    """

    def __init__(
        self,
        adapter: Adapter,
        options: PoolOptions,
        *,
        render_mode: str | None = None,
        episode_statistics: bool = False,
    ) -> None:
        # Closed until the pool opens: Gymnasium's __del__ closes an env that is not closed,
        # and one whose arguments were refused has nothing to close.
        self.closed = True
        check_options(options)
        if not isinstance(episode_statistics, bool):
            raise TypeError(f"episode_statistics must be a bool, got {episode_statistics!r}")
        if render_mode not in VECTOR_RENDER_MODES:
            raise ValueError(f"render_mode={render_mode!r} is not allowed; use None or 'rgb_array'")
        self._pool = open_pool_for(adapter, options)
        self.closed = False
        num_envs = options.num_envs
        episode_control = options.episode_control
        mode = options.autoreset_mode
        self.num_envs = num_envs
        batch = self._pool.batch_size
        self._adapter = adapter
        self._native_actions = adapter.native_actions
        self.batch_size = batch
        self.single_observation_space = adapter.single_observation_space
        self.single_action_space = adapter.single_action_space
        self.observation_space = batch_space(self.single_observation_space, batch)
        self.action_space = batch_space(self.single_action_space, batch)
        self.metadata = {"autoreset_mode": mode, "render_fps": adapter.render_fps}
        self.render_mode = render_mode
        # Episode options the settings fix at construction; sent with the first reset.
        initial = adapter.initial_options()
        self._pending_options: list[dict[str, Any] | None] | None = (
            None if initial is None else [initial] * num_envs
        )
        # Episode control: its initial control goes with the first reset, like the options.
        self._controls: EpisodeControls | None = None
        self._pending_controls: list[dict[str, Any] | None] | None = None
        if episode_control is not None:
            self._controls = EpisodeControls(self._pool, episode_control)
            self._pending_controls = [self._controls.initial] * num_envs
        self._decoder = ResultDecoder(
            adapter.observation_names,
            [leaf["name"] for leaf in self._pool.spec["infos"]],  # the game's, then the control's
            mode == AutoresetMode.SAME_STEP,
        )
        self._stats = EpisodeStatistics(num_envs) if episode_statistics else None

    @property
    def episode_statistics(self) -> bool:
        """Whether infos report finished episodes' returns and lengths (``info["episode"]``)."""
        return self._stats is not None

    @property
    def game_id(self) -> str:
        """The game (or reference env) these envs run."""
        return self._adapter.game

    @property
    def native_config(self) -> Any:
        """The native config the pool was built from (what a recording stores to replay)."""
        return self._adapter.config

    @property
    def num_threads(self) -> int:
        """Threads stepping envs (the caller thread included while it waits)."""
        return self._pool.num_threads

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """Resets every env (or those in ``options["reset_mask"]``) and returns all of them;
        in async mode, the first ``batch_size`` envs to finish their reset (the others come
        with the next batches: :meth:`async_reset` then :meth:`recv`).

        In-flight async work is cancelled first. ``seed`` may be an int (env i gets seed + i)
        or one int per env. Other option keys are episode options for the masked envs;
        ``options["env_options"]`` may give one dict per env. ``"episode_control"`` (in either)
        gives the masked envs an :class:`EpisodeControl` from this reset on.
        """
        if self.batch_size < self.num_envs:
            self._start_reset(seed, options, is_async=True, returns_batch=True)
            flat = self._pool.recv()
            return self._decoder.obs_of(flat), self._decoder.infos(flat)
        mask = self._start_reset(seed, options, is_async=False)
        flat = self._pool.recv()
        return self._decoder.obs_of(flat), self._decoder.infos(flat, mask)

    def async_reset(
        self, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> None:
        """Cancels in-flight work and queues resets; collect them ``batch_size`` at a time with
        :meth:`recv`."""
        self._start_reset(seed, options, is_async=True)

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Steps every env (sync) or the envs of the last batch received (async)."""
        with reporting_closed(self._pool):
            flat = self._pool.step(self._native_actions(actions))
        return self._result(flat)

    def send(self, actions: Any, env_ids: Any = None) -> None:
        """Queues one step for each env in ``env_ids`` (default as in :meth:`step`)."""
        with reporting_closed(self._pool):
            self._pool.send(self._native_actions(actions), env_ids)

    def recv(self) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Waits for the next batch (the GIL is released while waiting)."""
        return self._result(self._pool.recv())

    def render(self) -> tuple[np.ndarray, ...] | None:  # type: ignore[override]  # RenderFrame
        """One RGB frame per env when ``render_mode="rgb_array"``, else None."""
        if self.render_mode is None:
            return None
        return tuple(self._pool.render())

    def set_episode_control(
        self, control: EpisodeControl | list[EpisodeControl], env_ids: Any = None
    ) -> None:
        """Gives envs ``env_ids`` (default: all) ``control`` (one for all, or one per env id)
        from each env's next reset on, automatic or explicit: the current episodes keep their
        settings (a curriculum changes ``start_weights`` this way between resets).

        Example:
            >>> envs.set_episode_control(dataclasses.replace(control, start_weights=w))  # doctest: +SKIP
        """
        if self._controls is None:
            raise ValueError(NOT_ENABLED)
        self._controls.set(control, env_ids, self.num_envs)

    def get_state(self, env_id: int) -> bytes:
        """A snapshot of one env (between batches); restore it with :meth:`set_state`."""
        return self._pool.get_state(check_int("env_id", env_id, 0, self.num_envs - 1))

    def set_state(self, env_id: int, state: bytes) -> None:
        """Restores a snapshot taken by :meth:`get_state` from an env of the same game."""
        self._pool.set_state(check_int("env_id", env_id, 0, self.num_envs - 1), state)

    def xla(self) -> tuple[Any, Any, Any, Any]:
        """EnvPool's ``(handle, recv, send, step)``: the pool as XLA FFI calls for ``jax.jit``
        (see :mod:`arena_vec.jax`; needs the ``jax`` extra, imported only here).

        Example:
            >>> handle, recv, send, step = envs.xla()  # doctest: +SKIP
            >>> envs.async_reset()  # doctest: +SKIP
            >>> handle, ts = jax.jit(recv)(handle)  # doctest: +SKIP
        """
        try:
            from arena_vec.envs.jax import xla
        except ModuleNotFoundError as error:
            if error.name != "jax":
                raise
            raise ImportError(
                'xla() needs jax: ARENA_VEC_JAX=1 pip install "arena_vec[jax]" (the variable '
                "makes the build compile the XLA FFI targets too)"
            ) from error
        return xla(self)

    def close_extras(self, **kwargs: Any) -> None:
        """Stops the worker threads; arrays already returned stay valid."""
        self._pool.close()

    def _result(self, flat: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        result = self._decoder.step_result(flat)
        if self._stats is not None:
            self._stats.update(*result[1:])
        return result

    def _start_reset(
        self, seed: Any, options: dict[str, Any] | None, is_async: bool, returns_batch: bool = False
    ) -> Any:
        # Everything is validated before the pool is touched: a refused reset leaves in-flight
        # async work and every env as they were.
        if options is not None and not isinstance(options, Mapping):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        if mask is not None:
            mask = reset_mask(mask, self.num_envs)
        per_env = env_options_list(options.pop("env_options", None), self.num_envs)
        per_env, controls = take_controls(options, per_env, self.num_envs)
        if controls is not None and self._controls is None:
            raise ValueError(NOT_ENABLED)
        env_controls = self._pending_controls
        if self._controls is not None and controls is not None:
            explicit = self._controls.for_envs(controls, self.num_envs) or []
            pending = env_controls or explicit
            env_controls = [e or p for e, p in zip(explicit, pending, strict=True)]
        env_options = episode_options_for(self._adapter, options, per_env, self.num_envs)
        if env_options is None:
            env_options = self._pending_options
        seeds = seeds_for(seed, self.num_envs)
        if returns_batch and mask is not None and mask.sum() < self.batch_size:
            raise ValueError(
                f"options['reset_mask'] selects {mask.sum()} env(s), fewer than the "
                f"batch_size={self.batch_size} rows an async reset() returns; reset at least "
                "batch_size envs, or use async_reset() and send() to other envs before recv()"
            )
        self._pool.reset(seeds, mask, env_options, is_async, env_controls)
        self._pending_options = None
        self._pending_controls = None
        if self._stats is not None:
            self._stats.clear(mask)
        return mask


def env_options_list(value: Any, num_envs: int) -> list[Mapping[str, Any] | None] | None:
    """``options["env_options"]``: None, or a list of ``num_envs`` dicts (or None entries)."""
    if value is None:
        return None
    if not isinstance(value, (list, tuple)) or len(value) != num_envs:
        raise ValueError(
            f"options['env_options'] must be a list of {num_envs} dicts (or None), got {value!r}"
        )
    for i, entry in enumerate(value):
        if entry is not None and not isinstance(entry, Mapping):
            raise TypeError(
                f"options['env_options'][{i}]={entry!r} is not allowed: expected a dict of "
                f"episode options or None, got {type(entry).__name__}"
            )
    return list(value)


def episode_options_for(
    adapter: Any,
    options: Mapping[str, Any],
    per_env: list[Mapping[str, Any] | None] | None,
    num_envs: int,
) -> list[Any] | None:
    """Each env's episode options in the adapter's native form: the reset's shared
    ``options`` updated by the env's own entry of ``per_env``; None when there are neither."""
    if not options and per_env is None:
        return None
    entries = per_env or [None] * num_envs
    return [adapter.episode_options({**options, **(entry or {})}) for entry in entries]


@contextmanager
def reporting_closed(pool: Any) -> Iterator[None]:
    """Around a call on ``pool``: RuntimeError "the pool is closed" in place of the error it
    raises if ``pool`` is closed: what a call on a closed pool failed on first (e.g. async env
    ids) is not what the user must fix. A pool inherited by a forked child also reports itself
    closed, but its own refusal (which names the process that created it) is the message to
    keep."""
    try:
        yield
    except Exception as error:
        if pool.closed and "created in process" not in str(error):
            raise RuntimeError("the pool is closed") from error
        raise
