"""The JAX path of the self-play layout: :class:`SelfPlayJaxEnv`, a functional view of a
:class:`~arena_vec.multiagent.selfplay.SelfPlayVectorEnv` for ``jax.lax.scan``, stepping
inside ``jax.jit`` through the pool's XLA FFI calls (``arena_vec.envs.jax``).

Rows are as on the numpy path: ``2B`` rows for a batch of ``B`` fights (row ``2i + a`` is
agent ``a`` of the batch's fight ``i``), agent 1's reward agent 0's negated, ``info["env_id"]``
the row ids. The reshapes are free views inside XLA. Results equal the numpy path's for the
same seed and actions.

Example:
    >>> import jax, jax.numpy as jnp, arena_vec
    >>> from arena_vec.multiagent import make_selfplay_vec
    >>> env = SelfPlayJaxEnv(make_selfplay_vec("triad", 4, seed=0,
    ...     env_settings=arena_vec.EnvironmentSettingsMultiAgent(include_frame=False)))
    >>> state, ts = env.reset()
    >>> state, ts = jax.jit(env.step)(state, jnp.zeros((8, 2), jnp.int32))
    >>> ts.reward.shape
    (8,)
    >>> env.close()
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from arena_vec.envs.jax import TimeStep, XlaPool, XlaState, reset_every_env
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv


class _Fights:
    """The fights of a self-play env as ``XlaPool`` reads a vector env: one env per fight,
    the 2-player action space of a fight."""

    def __init__(self, envs: SelfPlayVectorEnv) -> None:
        self._pool = envs.pool
        self._adapter = envs.adapter
        self.metadata = envs.metadata
        self.batch_size = envs.batch_size // 2
        self.num_envs = envs.num_fights
        self.single_action_space = envs.adapter.single_action_space


def rows_timestep(ts: TimeStep) -> TimeStep:
    """A batch of fights as a batch of agent rows (see the module docstring)."""

    def rows(leaf: jax.Array) -> jax.Array:
        return jnp.reshape(leaf, (-1, *leaf.shape[2:]))

    info = dict(ts.info)
    fights = info.pop("env_id")
    elapsed = info.pop("elapsed_step")
    info = jax.tree_util.tree_map(rows, info)
    info["env_id"] = jnp.stack([2 * fights, 2 * fights + 1], axis=1).reshape(-1)
    info["elapsed_step"] = jnp.repeat(elapsed, 2)
    return TimeStep(
        jax.tree_util.tree_map(rows, ts.obs),
        jnp.stack([ts.reward, -ts.reward], axis=1).reshape(-1),
        jnp.repeat(ts.terminated, 2),
        jnp.repeat(ts.truncated, 2),
        info,
    )


class SelfPlayJaxEnv:
    """``step(state, actions) -> (state, TimeStep)`` over agent rows, jittable; ``reset``
    runs in Python. ``actions``: one row per agent row of the last batch, ``(2B,)`` or
    ``(2B, k)`` integers; host values (numpy arrays, lists) are checked as the numpy path
    checks them, jax arrays as ``XlaPool.step`` checks them."""

    def __init__(self, envs: SelfPlayVectorEnv) -> None:
        self.envs = envs
        self.pool = XlaPool(_Fights(envs))
        self._recv = jax.jit(self.pool.recv)

    @property
    def batch_size(self) -> int:
        """Agent rows per batch (both rows of each fight of the batch)."""
        return 2 * self.pool.batch_size

    def reset(
        self, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[XlaState, TimeStep]:
        """Cancels in-flight work, resets every fight and returns the first batch of rows.
        ``options`` as in the self-play env's reset, without ``reset_mask``."""

        def recv() -> tuple[jax.Array, TimeStep]:
            return self._recv(self.pool.handle)

        state, ts = reset_every_env(
            self.envs, recv, seed, options, owner="SelfPlayJaxEnv", unit="fight"
        )
        return state, rows_timestep(ts)

    def step(self, state: XlaState, actions: Any) -> tuple[XlaState, TimeStep]:
        """Steps the fights of the last batch; agent a's actions are ``actions[a::2]``."""
        if not any(isinstance(leaf, jax.Array) for leaf in jax.tree_util.tree_leaves(actions)):
            # Host values: checked in full, as the numpy path checks them, before jax could
            # narrow 64-bit values to int32.
            rows = self.envs.adapter.check_row_actions(actions, 2 * state.env_id.shape[0])
            actions = rows.astype(np.int32)
        actions = jnp.asarray(actions)
        if actions.ndim < 1 or actions.shape[0] != 2 * state.env_id.shape[0]:
            raise ValueError(
                f"actions: expected one row per agent row ({2 * state.env_id.shape[0]}), got "
                f"shape {actions.shape}"
            )
        per_agent = {"agent_0": actions[0::2], "agent_1": actions[1::2]}
        handle, ts = self.pool.step(state.handle, per_agent, state.env_id)
        return XlaState(handle, ts.info["env_id"]), rows_timestep(ts)

    def close(self) -> None:
        """Closes the self-play env; compiled steps then fail with a clear error."""
        self.envs.close()
