"""The JAX front end: a pool's send, recv and step as XLA FFI calls that run inside ``jax.jit``.

Imported only on demand (``envs.xla()`` or ``import arena_vec.jax``); ``import arena_vec`` never
imports jax. The pool is named by a small handle array (int32 ``[tag, pool id]``) that every call
takes and returns, aliased in place, so XLA keeps the calls in order inside ``jit``, ``scan``
and ``fori_loop``. The C++ side looks the id up in a registry of live pools on every call, so a
compiled function that outlives its pool fails with "arena_vec pool N is closed", never a crash.

Two shapes of API:

* EnvPool's: ``handle, recv, send, step = envs.xla()`` with ``send(handle, action, env_id)
  -> handle``, ``recv(handle) -> (handle, TimeStep)`` and ``step = recv(send(...))``.
* Functional, for ``jax.lax.scan``: ``env = JaxEnv(envs)``; ``state, ts = env.reset(seed=0)``
  (in Python), then ``state, ts = env.step(state, action)`` inside ``jit``. The state carries
  the handle and the env ids of the last batch, so async pools work unchanged.

Defined behaviour: ``vmap`` raises ``NotImplementedError`` (a pool is stateful: batch more envs
into one pool instead); actions must be integers, so ``jax.grad`` cannot reach the env (float
actions raise ``TypeError``) and env outputs are constants to differentiation. Actions and env
ids are refused whenever the numpy path refuses them (``arena_vec.envs.jax_inputs`` says what is
checked at trace time, what on the host and what by the native send).

Example:
    >>> import jax, jax.numpy as jnp, arena_vec
    >>> envs = arena_vec.make_vec("cartpole", 8, seed=0)
    >>> env = JaxEnv(envs)
    >>> state, ts = env.reset()
    >>> def body(state, key):
    ...     action = jax.random.randint(key, (8,), 0, 2)
    ...     state, ts = env.step(state, action)
    ...     return state, ts.reward
    >>> state, rewards = jax.jit(lambda s, k: jax.lax.scan(body, s, k))(
    ...     state, jax.random.split(jax.random.key(0), 100))
    >>> rewards.shape
    (100, 8)
    >>> envs.close()
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from gymnasium.vector import AutoresetMode

from arena_vec.engine import native
from arena_vec.engine.leaves import nest
from arena_vec.envs.jax_inputs import FfiInputs

INSTALL_HINT = (
    "arena_vec was built without its XLA FFI targets (jax was not importable at build time); "
    'reinstall with: ARENA_VEC_JAX=1 pip install "arena_vec[jax]" (from a source tree: '
    'ARENA_VEC_JAX=1 pip install ".[jax]")'
)

_registered = False
_register_lock = threading.Lock()


def register_targets() -> None:
    """Registers the native FFI handlers with XLA for the CPU platform (once per process)."""
    global _registered
    with _register_lock:
        if _registered:
            return
        targets = native.xla_targets()
        if targets is None:
            raise ImportError(INSTALL_HINT)
        for name, capsule in targets.items():
            jax.ffi.register_ffi_target(name, capsule, platform="cpu")
        _registered = True


class TimeStep(NamedTuple):
    """One batch: observation pytree, reward, terminated, truncated, info (env_id,
    elapsed_step and the game's info leaves), every leaf with a leading batch axis."""

    obs: Any
    reward: jax.Array
    terminated: jax.Array
    truncated: jax.Array
    info: dict[str, Any]


class XlaState(NamedTuple):
    """The ``lax.scan`` carry of :class:`JaxEnv`: the pool handle and the ids of the envs in the
    last batch (the envs the next action goes to)."""

    handle: jax.Array
    env_id: jax.Array


def _refuse_vmap(name: str) -> Callable[..., Any]:
    def rule(axis_size: int, in_batched: Any, *args: Any) -> Any:
        raise NotImplementedError(
            f"arena_vec.jax.{name} cannot be vmapped: a pool is one stateful C++ object, so "
            "there is no batch of independent copies to map over. Put more envs in one pool "
            "(make_vec(..., num_envs=N)) or call several pools explicitly."
        )

    return rule


class XlaPool:
    """The FFI calls of one vector env (see the module docstring for the API).

    Example:
        >>> import jax.numpy as jnp, arena_vec
        >>> envs = arena_vec.make_vec("dummy", 4, seed=0)
        >>> handle, recv, send, step = envs.xla()
        >>> envs.async_reset()
        >>> handle, ts = jax.jit(recv)(handle)
        >>> handle, ts = jax.jit(step)(handle, jnp.zeros(4, jnp.int32))
        >>> envs.close()
    """

    def __init__(self, envs: Any) -> None:
        register_targets()
        if envs.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP:
            raise ValueError(
                "autoreset_mode=SAME_STEP is not supported by xla() (it has no final_obs "
                "outputs); use next_step or disabled"
            )
        self._envs = envs
        self._pool = envs._pool
        spec = envs._pool.spec  # the game's leaves, then episode control's (if on)
        self.batch_size: int = envs.batch_size
        self.num_envs: int = envs.num_envs
        self._checked = FfiInputs(spec, envs.single_action_space, self.num_envs)
        self.observation_names = [leaf["name"] for leaf in spec["observations"]]
        self.info_names = [leaf["name"] for leaf in spec["infos"]]
        leaves = [*spec["observations"], *spec["infos"]]
        common = [
            ("reward", np.float64),
            ("terminated", np.bool_),
            ("truncated", np.bool_),
            ("env_id", np.int32),
            ("elapsed_step", np.int32),
        ]
        shapes = [(tuple(leaf["shape"]), leaf["dtype"]) for leaf in leaves]
        shapes += [((), dtype) for _, dtype in common]
        self._handle_type = jax.ShapeDtypeStruct((2,), jnp.int32)
        self._outputs = [
            jax.ShapeDtypeStruct((self.batch_size, *shape), jax.dtypes.canonicalize_dtype(dtype))
            for shape, dtype in shapes
        ]
        self.handle: jax.Array = jnp.asarray(
            np.array([native.xla_handle_tag(), self._pool.pool_id], dtype=np.int32)
        )
        self.all_env_ids: jax.Array = jnp.arange(self.num_envs, dtype=jnp.int32)
        self._send_call = jax.ffi.ffi_call(
            "arena_vec_send", self._handle_type, has_side_effect=True, input_output_aliases={0: 0}
        )
        self._recv_call = jax.ffi.ffi_call(
            "arena_vec_recv",
            [self._handle_type, *self._outputs],
            has_side_effect=True,
            input_output_aliases={0: 0},
        )
        self._step_call = jax.ffi.ffi_call(
            "arena_vec_step",
            [self._handle_type, *self._outputs],
            has_side_effect=True,
            input_output_aliases={0: 0},
        )
        self._send = jax.custom_batching.custom_vmap(self._send_call)
        self._send.def_vmap(_refuse_vmap("send"))
        self._recv = jax.custom_batching.custom_vmap(self._recv_call)
        self._recv.def_vmap(_refuse_vmap("recv"))
        self._step = jax.custom_batching.custom_vmap(self._step_call)
        self._step.def_vmap(_refuse_vmap("step"))

    def send(self, handle: jax.Array, action: Any, env_id: Any = None) -> jax.Array:
        """Queues one step for each env in ``env_id`` (default: every env; required in async
        mode) and returns the new handle. ``action``: an int array ``(n,)`` or ``(n, k)``, a
        stacked ``(n, players, k)`` array or a dict of per-player arrays (exactly ``agent_0``
        and ``agent_1``), validated as the numpy path validates it (see ``jax_inputs``)."""
        action, env_id = self._inputs(action, env_id)
        return self._send(handle, action, env_id)

    def recv(self, handle: jax.Array) -> tuple[jax.Array, TimeStep]:
        """Waits for the next batch of ``batch_size`` envs; returns the new handle and it."""
        handle, *leaves = self._recv(handle)
        return handle, self._timestep(leaves)

    def step(
        self, handle: jax.Array, action: Any, env_id: Any = None
    ) -> tuple[jax.Array, TimeStep]:
        """``recv(send(handle, action, env_id))`` in one FFI call."""
        action, env_id = self._inputs(action, env_id)
        handle, *leaves = self._step(handle, action, env_id)
        return handle, self._timestep(leaves)

    def _inputs(self, action: Any, env_id: Any) -> tuple[jax.Array, jax.Array]:
        if env_id is None:
            if self.batch_size != self.num_envs:
                raise ValueError(
                    "env_id is required in async mode (batch_size < num_envs): pass the "
                    "info['env_id'] of the last batch received"
                )
            env_id = self.all_env_ids
        env_id = self._checked.env_ids(env_id)
        return self._checked.actions(action, env_id.shape[0]), env_id

    def _timestep(self, leaves: list[jax.Array]) -> TimeStep:
        num_obs = len(self.observation_names)
        num_info = len(self.info_names)
        obs_leaves = leaves[:num_obs]
        obs = (
            obs_leaves[0]
            if self.observation_names == ["obs"]
            else nest(self.observation_names, obs_leaves)
        )
        reward, terminated, truncated, env_id, elapsed = leaves[num_obs + num_info :]
        info = {"env_id": env_id, "elapsed_step": elapsed}
        info.update(nest(self.info_names, leaves[num_obs : num_obs + num_info]))
        return TimeStep(obs, reward, terminated, truncated, info)


def reset_every_env(
    envs: Any,
    recv: Callable[[], tuple[jax.Array, TimeStep]],
    seed: int | list[int] | None,
    options: dict[str, Any] | None,
    *,
    owner: str,
    unit: str,
) -> tuple[XlaState, TimeStep]:
    """``owner.reset``: resets every ``unit`` of ``envs`` (``reset_mask`` refused: a partial
    reset's batch cannot fill the rows of the compiled ``recv``) and returns the first batch,
    as ``recv()`` returns it, with the state to step from."""
    if isinstance(options, Mapping) and "reset_mask" in options:
        raise ValueError(
            f"options['reset_mask'] is not supported by {owner}.reset: it resets every {unit} "
            "(a partial reset's batch cannot fill the rows of the compiled recv)"
        )
    envs.async_reset(seed=seed, options=options)
    handle, ts = recv()
    return XlaState(handle, ts.info["env_id"]), ts


class JaxEnv:
    """A functional view of a vector env for ``jax.lax.scan``: ``step(state, action) ->
    (state, TimeStep)``, jittable; ``reset`` runs in Python (it cancels in-flight work).

    Example:
        >>> import jax, jax.numpy as jnp, arena_vec
        >>> env = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=0))
        >>> state, ts = env.reset()
        >>> state, ts = jax.jit(env.step)(state, jnp.ones(4, jnp.int32))
        >>> env.close()
    """

    def __init__(self, envs: Any) -> None:
        self.envs = envs
        self.pool = XlaPool(envs)
        self._recv = jax.jit(self.pool.recv)

    @property
    def batch_size(self) -> int:
        """Envs per batch (every env in sync mode)."""
        return self.pool.batch_size

    def reset(
        self, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[XlaState, TimeStep]:
        """Cancels in-flight work, resets every env and returns the first batch (``batch_size``
        envs in async mode) with the state to step from. ``options`` as in the vector env's
        reset, but without ``reset_mask``: a partial reset would give a batch of fewer rows
        than the compiled ``recv`` returns."""

        def recv() -> tuple[jax.Array, TimeStep]:
            return self._recv(self.pool.handle)

        return reset_every_env(self.envs, recv, seed, options, owner="JaxEnv", unit="env")

    def step(self, state: XlaState, action: Any) -> tuple[XlaState, TimeStep]:
        """Steps the envs of the last batch with ``action`` (one row per env of that batch)."""
        handle, ts = self.pool.step(state.handle, action, state.env_id)
        return XlaState(handle, ts.info["env_id"]), ts

    def close(self) -> None:
        """Closes the underlying vector env; compiled steps then fail with a clear error."""
        self.envs.close()


def xla(envs: Any) -> tuple[jax.Array, Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    """EnvPool's ``(handle, recv, send, step)`` for ``envs`` (see :class:`XlaPool`)."""
    pool = XlaPool(envs)
    return pool.handle, pool.recv, pool.send, pool.step
