"""Actions and env ids for the XLA FFI calls of ``arena_vec.envs.jax``, refused whenever the
numpy path refuses them, with the same messages where possible.

What is checked where:

* jax arrays (tracers inside ``jit``, or concrete arrays): dtype and exact shape, at trace time.
  Integers only, so float actions raise TypeError and ``jax.grad`` cannot reach the env. Their
  values are checked by the native send when the call runs (an out-of-range action comes back
  as a ``JaxRuntimeError`` with the numpy path's message): reading them here would need a host
  sync. With ``jax_enable_x64``, 64-bit env ids outside the pool are clipped to just outside it
  (-1 or num_envs) before the int32 conversion, so they are refused, never wrapped onto a valid
  env (the message then shows the clipped id).
* host values (numpy arrays and scalars, Python ints, lists) used outside ``jit`` or as
  constants inside it: dtype, shape and every value, here, before jax converts them. Without
  ``jax_enable_x64`` that conversion narrows int64/uint64 to 32 bits (``2**32 + 1`` would
  become 1), so it happens only after the values are known to be in range.
* not checkable: a numpy int64 array passed *as an argument* to a jitted function is narrowed by
  jax at the jit boundary, before any arena_vec code sees it. Pass int32 actions, build them
  inside the function, or enable x64.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

import jax
import jax.numpy as jnp
import numpy as np
from gymnasium import spaces

from arena_vec.engine.checks import check_actions, is_int

INT32 = np.iinfo(np.int32)


class FfiInputs:
    """The action and env-id arrays of one pool's FFI calls.

    ``action_space`` is the single-env action space (a ``Dict`` of agents for two players);
    ``spec`` the native spec (flat ``action_sizes`` and ``action_is_scalar``).

    Example:
        >>> inputs = FfiInputs(envs._adapter.spec, envs.single_action_space, 4)  # doctest: +SKIP
        >>> inputs.actions(np.array([0, 1, 1, 0]), 4)                          # doctest: +SKIP
        Array([0, 1, 1, 0], dtype=int32)
    """

    def __init__(self, spec: Mapping[str, Any], action_space: spaces.Space, num_envs: int) -> None:
        self.num_envs = num_envs
        self._flat = ([int(n) for n in spec["action_sizes"]], bool(spec["action_is_scalar"]))
        self._agents: list[tuple[str, list[int], bool]] | None = None
        if isinstance(action_space, spaces.Dict):
            self._agents = [
                (key, [int(space.n)], True)
                if isinstance(space, spaces.Discrete)
                else (key, [int(n) for n in cast(spaces.MultiDiscrete, space).nvec], False)
                for key, space in action_space.spaces.items()
            ]

    def env_ids(self, env_id: Any) -> jax.Array:
        """``env_id`` as the int32 array the FFI calls take; host values checked in full."""
        if isinstance(env_id, jax.Array):
            if env_id.ndim != 1 or not jnp.issubdtype(env_id.dtype, jnp.integer):
                raise ValueError(
                    f"env_id must be a 1-D integer array, got shape {env_id.shape} {env_id.dtype}"
                )
            bounds = jnp.iinfo(env_id.dtype)
            if bounds.max > INT32.max:
                env_id = jnp.minimum(env_id, self.num_envs)
            if bounds.min < INT32.min:
                env_id = jnp.maximum(env_id, -1)
            return env_id.astype(jnp.int32)
        one_dimensional = isinstance(env_id, (list, tuple)) or (
            isinstance(env_id, np.ndarray) and env_id.ndim == 1
        )
        if not one_dimensional:
            raise ValueError(f"env_id must be a 1-D integer array, got {env_id!r}")
        ids = check_actions("env_id", env_id, [self.num_envs], True, rows=len(env_id))
        return jnp.asarray(ids.astype(np.int32))

    def actions(self, action: Any, count: int) -> jax.Array:
        """The native action array for ``count`` envs: ``(count,)`` or ``(count, k)`` integers
        (one agent), a dict of agent arrays or a stacked ``(count, players, k)`` array (two)."""
        sizes, is_scalar = self._flat
        if self._agents is None:
            if isinstance(action, Mapping):
                raise TypeError(
                    f"action={action!r} is not allowed: a dict of agent actions is for "
                    "2-player envs; this 1-player pool takes an integer array"
                )
            return _part("action", action, sizes, is_scalar, count)
        if not isinstance(action, Mapping):
            if getattr(action, "ndim", None) != 3:
                return _part("action", action, sizes, is_scalar, count)
            action = _unstack(action, count, self._agents)
        keys = [key for key, _, _ in self._agents]
        if set(action) != set(keys):
            raise ValueError(
                f"action={action!r} is invalid: allowed a dict with exactly the keys {keys}"
            )
        parts = [
            jnp.reshape(_part(f"action[{key!r}]", action[key], agent, scalar, count), (count, -1))
            for key, agent, scalar in self._agents
        ]
        return jnp.concatenate(parts, axis=1)


def _part(name: str, value: Any, sizes: list[int], is_scalar: bool, count: int) -> jax.Array:
    """One agent's actions (or the flat native actions), checked."""
    if isinstance(value, (list, tuple)):
        value = _traced_list(name, value)
    if not isinstance(value, jax.Array):
        checked = check_actions(name, value, sizes, is_scalar, rows=count)
        return jnp.asarray(checked.astype(np.int32))
    if not jnp.issubdtype(value.dtype, jnp.integer):
        raise TypeError(
            f"{name} must have an integer dtype, got {value.dtype}: env actions are "
            "discrete, so jax.grad cannot flow into the env (sample integer actions)"
        )
    expected = (count,) if is_scalar else (count, len(sizes))
    if value.shape != expected:
        raise ValueError(f"{name}: expected shape {expected}, got {value.shape}")
    return value


def _unstack(action: Any, count: int, agents: list[tuple[str, list[int], bool]]) -> dict[str, Any]:
    """A stacked ``(count, players, k)`` array as a dict of agent arrays."""
    widths = {len(sizes) for _, sizes, _ in agents}
    expected = (count, len(agents), *widths)
    if len(widths) != 1 or tuple(action.shape) != expected:
        raise ValueError(
            f"action: a stacked array needs shape {expected} (agents with equal component "
            f"counts), got {tuple(action.shape)}"
        )
    return {
        key: action[:, i, 0] if scalar else action[:, i]
        for i, (key, _, scalar) in enumerate(agents)
    }


def _traced_list(name: str, value: list[Any] | tuple[Any, ...]) -> Any:
    """A list that holds jax arrays (e.g. traced scalars) as one jax array; other lists as
    they are (``check_actions`` checks them on the host). Entries must be integers."""
    leaves = jax.tree_util.tree_leaves(value)
    if not any(isinstance(leaf, jax.Array) for leaf in leaves):
        return value
    for leaf in leaves:
        integer = (
            jnp.issubdtype(leaf.dtype, jnp.integer)
            if isinstance(leaf, jax.Array)
            else (is_int(leaf) and INT32.min <= leaf <= INT32.max)
        )
        if not integer:
            raise TypeError(
                f"{name}: a list holding jax arrays takes only integer entries (int32 range for "
                f"Python ints), got {leaf!r}"
            )
    return jnp.asarray(value)
