"""``env.xla()``: EnvPool's ``(handle, recv, send, step)`` for ``jax.jit`` and ``lax.scan``,
over the pool's XLA FFI calls (:class:`arena_vec.envs.jax.XlaPool`), with the same batch
transform as the numpy path (``arena_vec.envpool.lives``) and the same result shapes
(``arena_vec.envpool.results``): ``recv(handle) -> (handle, result)``, ``send(handle,
action, env_id=None) -> handle``, ``step(handle, action, env_id=None) -> (handle, result)``.

The handle is a pytree: the pool's handle array and the per-env life state (lives, and which
envs take the no-op next), so the life bookkeeping of a compiled rollout travels in its carry.
It starts from the env's numpy state when ``xla()`` is called; numpy calls made afterwards do
not see what the compiled calls did, and the other way round (use one path at a time, as
EnvPool's users do).

Example:
    >>> import jax, jax.numpy as jnp
    >>> from arena_vec import envpool
    >>> env = envpool.make("CartPole-v1", env_type="gymnasium", num_envs=4, seed=0)
    >>> handle, recv, send, step = env.xla()
    >>> env.async_reset()
    >>> handle, (obs, rew, term, trunc, info) = jax.jit(recv)(handle)
    >>> handle, (obs, rew, term, trunc, info) = jax.jit(step)(handle, jnp.ones(4, jnp.int32))
    >>> info["elapsed_step"].tolist()
    [1, 1, 1, 1]
    >>> env.close()
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp

from arena_vec.envpool.config import OPPONENT_WINS
from arena_vec.envpool.lives import LifeState, Received, agent_actions, apply
from arena_vec.envpool.results import step_result
from arena_vec.envs.jax import TimeStep, XlaPool

Handle = tuple[jax.Array, LifeState]


def xla(env: Any) -> tuple[Handle, Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    """The quadruple of ``env``, an :class:`~arena_vec.envpool.env.EnvPoolEnv` (which calls
    this; typed loosely so that the two modules do not import each other)."""
    pool = XlaPool(env._vec)
    rules = env.rules
    env_type = env.env_type

    def received(handle: jax.Array, ts: TimeStep, state: LifeState) -> tuple[Handle, Any]:
        if rules.rounds_to_win is None:
            frame, wins = ts.obs, None
        else:
            frame, wins = ts.obs["frame"], ts.obs[OPPONENT_WINS]
        env_id = ts.info["env_id"]
        batch = Received(frame, wins, ts.reward, ts.terminated, ts.truncated, env_id,
                         ts.info["elapsed_step"], env_id)  # fmt: skip
        state, out = apply(jnp, rules, state, batch)
        return (handle, state), step_result(out, env_type)

    def actions(state: LifeState, action: Any, env_id: Any) -> Any:
        if not rules.episodic_life or (env_id is None and pool.batch_size != pool.num_envs):
            return action  # async without env_id: the pool's send refuses it, by name
        ids = pool.all_env_ids if env_id is None else jnp.asarray(env_id)
        return agent_actions(jnp, state, jnp.asarray(action), ids)

    def recv(handle: Handle) -> tuple[Handle, Any]:
        pool_handle, ts = pool.recv(handle[0])
        return received(pool_handle, ts, handle[1])

    def send(handle: Handle, action: Any, env_id: Any = None) -> Handle:
        pool_handle, state = handle
        return pool.send(pool_handle, actions(state, action, env_id), env_id), state

    def step(handle: Handle, action: Any, env_id: Any = None) -> tuple[Handle, Any]:
        pool_handle, state = handle
        pool_handle, ts = pool.step(pool_handle, actions(state, action, env_id), env_id)
        return received(pool_handle, ts, state)

    state = LifeState(jnp.asarray(env.state.lives), jnp.asarray(env.state.reborn))
    return (pool.handle, state), recv, send, step
