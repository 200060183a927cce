"""The env ``arena_vec.envpool.make`` returns: EnvPool's batched env object over one
:class:`~arena_vec.envs.vector.ArenaVectorEnv` (built by ``arena_vec.builder``; its pool does
the stepping, its reset the resetting). Each received batch goes through
``arena_vec.envpool.lives`` and comes back in the ``env_type``'s shape
(``arena_vec.envpool.results``).

Sync mode (``batch_size == num_envs``) returns every env in order; ``step(action, env_id)`` and
``reset(env_id)`` may name a subset and get back exactly those rows, as in EnvPool. Async mode
(``batch_size < num_envs``): ``async_reset()``, then ``recv()`` and ``send(action, env_id)``
with the ``env_id`` of the batch received.

Example:
    >>> import numpy as np
    >>> from arena_vec import envpool
    >>> env = envpool.make("CartPole-v1", env_type="gymnasium", num_envs=4, seed=0)
    >>> obs, info = env.reset()
    >>> obs, rew, term, trunc, info = env.step(np.ones(4, dtype=np.int32))
    >>> obs.shape, info["elapsed_step"].tolist()
    ((4, 4), [1, 1, 1, 1])
    >>> env.close()
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from arena_vec.builder import build_vec
from arena_vec.engine.checks import short_repr
from arena_vec.engine.results import FIRST_LEAF
from arena_vec.envpool.config import OPPONENT_WINS, env_options
from arena_vec.envpool.lives import LifeState, Received, Rules, agent_actions, apply
from arena_vec.envpool.results import check_env_type, reset_result, step_result
from arena_vec.envpool.spec import EnvSpec
from arena_vec.envpool.tasks import Task
from arena_vec.envs.vector import ArenaVectorEnv, reporting_closed
from arena_vec.fighting.games import game_info


class EnvPoolEnv:
    """EnvPool's env API over arena_vec (see the module docstring and the docs page)."""

    def __init__(self, task: Task, config: Mapping[str, Any], env_type: str) -> None:
        self.env_type = check_env_type(env_type)
        vec = build_vec(env_options(task, config))
        if not isinstance(vec, ArenaVectorEnv):  # no recorder, no user wrappers: never
            raise TypeError(f"expected an ArenaVectorEnv, got {type(vec).__name__}")
        self._vec = vec
        self._pool = vec._pool
        self.spec = EnvSpec(task, config, vec.single_observation_space, vec.single_action_space)
        self.config: dict[str, Any] = dict(config)
        self.num_envs: int = vec.num_envs
        self.batch_size: int = vec.batch_size
        self.observation_space = self.spec.observation_space
        self.action_space = self.spec.action_space
        names = [leaf["name"] for leaf in self._pool.spec["observations"]]
        rounds = game_info(task.game).rounds_to_win if task.is_fighting else None
        self._frame_leaf = FIRST_LEAF + (names.index("frame") if rounds else 0)
        self._wins_leaf = FIRST_LEAF + names.index(OPPONENT_WINS) if rounds else None
        self.rules = Rules(
            rounds,
            bool(config.get("episodic_life")),
            bool(config.get("zero_discount_on_life_loss")),
            bool(config.get("reward_clip")),
            dm=self.env_type == "dm",
        )
        self.state = LifeState.start(np, self.num_envs, rounds or 0)
        self._all_ids = np.arange(self.num_envs, dtype=np.int32)
        self._last_ids = self._all_ids[: self.batch_size]

    def __len__(self) -> int:
        return self.num_envs

    def reset(self, env_id: Any = None) -> Any:
        """Resets every env (or those in ``env_id``) and returns them (async mode: the first
        ``batch_size`` to finish, as ``recv`` would)."""
        options = None
        if env_id is not None:
            mask = np.zeros(self.num_envs, dtype=np.bool_)
            mask[self._checked_ids(env_id)] = True
            options = {"reset_mask": mask}
        self._vec.async_reset(options=options)
        out = self._received(self._pool.recv(), in_order=env_id is None)
        return reset_result(out, self.env_type, bool(self.config["gym_reset_return_info"]))

    def async_reset(self) -> None:
        """Queues a reset of every env; collect them ``batch_size`` at a time with ``recv``."""
        self._vec.async_reset()

    def step(self, action: Any, env_id: Any = None) -> Any:
        """Steps the envs ``env_id`` (default: every env in sync mode, the last batch's in
        async mode) and returns them."""
        with reporting_closed(self._pool):
            flat = self._pool.step(self._actions(action, env_id), env_id)
        return step_result(self._received(flat, in_order=env_id is None), self.env_type)

    def send(self, action: Any, env_id: Any = None) -> None:
        """Queues one step of each env in ``env_id`` (default as in :meth:`step`)."""
        with reporting_closed(self._pool):
            self._pool.send(self._actions(action, env_id), env_id)

    def recv(self) -> Any:
        """Waits for the next batch of ``batch_size`` envs and returns it."""
        return step_result(self._received(self._pool.recv()), self.env_type)

    def xla(self) -> tuple[Any, Any, Any, Any]:
        """EnvPool's ``(handle, recv, send, step)`` for ``jax.jit`` (see
        :mod:`arena_vec.envpool.xla`; needs jax)."""
        from arena_vec.envpool.xla import xla

        return xla(self)

    def close(self) -> None:
        """Stops the worker threads (arrays already returned stay valid)."""
        self._vec.close()

    def _checked_ids(self, env_id: Any) -> np.ndarray:
        ids = np.asarray(env_id)
        if ids.ndim != 1 or not np.issubdtype(ids.dtype, np.integer) or len(ids) == 0:
            raise ValueError(
                f"env_id={short_repr(env_id)} is not allowed; expected a 1-D int array"
            )
        if ids.min() < 0 or ids.max() >= self.num_envs:
            raise ValueError(
                f"env_id={ids.tolist()} is not allowed; ids must be in 0..{self.num_envs - 1}"
            )
        return ids

    def _actions(self, action: Any, env_id: Any) -> Any:
        """``action``, with the no-op for envs whose next step is a lost life's reset (the
        native pool checks actions and ids: a bad one is refused there, by name)."""
        if not (self.rules.episodic_life and self.state.reborn.any()):
            return action
        if env_id is None:
            env_id = self._all_ids if self.batch_size == self.num_envs else self._last_ids
        return agent_actions(np, self.state, np.asarray(action), np.asarray(env_id))

    def _received(self, flat: Any, in_order: bool = False) -> Any:
        """``flat`` through ``lives.apply``; ``in_order``: a sync batch of every env in env
        order (a call without env ids), whose state rows are then read and written whole."""
        wins = None if self._wins_leaf is None else flat[self._wins_leaf]
        rows = slice(None) if in_order and self.batch_size == self.num_envs else flat[3]
        reward, terminated, truncated, env_id, elapsed = flat[:5]
        frame = flat[self._frame_leaf]
        batch = Received(frame, wins, reward, terminated, truncated, env_id, elapsed, rows)
        self.state, out = apply(np, self.rules, self.state, batch)
        if self.batch_size < self.num_envs:  # a copy: a view would pin the pool's buffer
            self._last_ids = out.env_id.copy()
        return out
