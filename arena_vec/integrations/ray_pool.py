"""Many pools on a Ray cluster behind one pool's ``send``/``recv``.

:class:`RayVectorPool` starts ``num_actors`` Ray actors (:class:`~arena_vec.integrations.
ray_actor.EnvActor`), each owning ``envs_per_actor`` envs on whichever node Ray places it.
It behaves like one async pool of ``num_actors * envs_per_actor`` envs with ``batch_size =
envs_per_actor``: ``recv()`` returns the first actor batch to finish, from any node, with
global ids in ``info["env_id"]``; ``send(actions, env_ids)`` sends to exactly the envs of a
batch received. Env g is seeded ``seed + g`` wherever it runs, so the results equal one
``make_vec(env_id, num_envs, seed=seed)`` stepped with the same actions per env.

A lost actor (its node died, its process was killed, or its node died after the batch was done
but before ``recv`` fetched it) raises :class:`ActorLostError` naming the actor, its node and
its envs; the batch it owed is dropped whole (no row of it is returned), its envs are refused
from then on, and :meth:`RayVectorPool.replace` starts a new actor for them on a live node
(fresh episodes). An actor that is only unavailable for a while (Ray's
``ActorUnavailableError``) is sent the same call again, up to ``UNAVAILABLE_RETRIES`` times
with growing pauses, before it is declared lost; it runs each call once
(``EnvActor.call``), so a resent step never steps twice.
"""

from __future__ import annotations

import socket
import time
from typing import Any

import numpy as np

from arena_vec.integrations.ray_actor import remote_actor_class

UNAVAILABLE_RETRIES = 5
"""Times a call whose actor was unavailable is sent again before the actor counts as lost."""
UNAVAILABLE_PAUSE_S = 0.5
"""The pause before the first resend; it doubles each time (15.5 s in all)."""


def actor_options_for(
    actor_options: list[dict[str, Any]] | None, num_actors: Any, **counts: Any
) -> list[dict[str, Any]]:
    """Each actor's Ray options (default: spread over the nodes), once ``num_actors`` and the
    other ``counts`` (keyword: value) are ints >= 1, ``actor_options`` has one dict per actor
    and Ray is initialized."""
    import ray

    for name, value in {"num_actors": num_actors, **counts}.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{name}={value!r} is not allowed; expected an int >= 1")
    if actor_options is not None and len(actor_options) != num_actors:
        raise ValueError(
            f"actor_options has {len(actor_options)} entries; expected one dict per actor "
            f"({num_actors})"
        )
    if not ray.is_initialized():
        raise RuntimeError(
            "Ray is not initialized: call arena_vec.integrations.ray_pool.connect(address) "
            "(or ray.init()) first"
        )
    return actor_options or [{"scheduling_strategy": "SPREAD"}] * num_actors


class ActorLostError(RuntimeError):
    """A Ray actor of the pool is gone; ``actor`` is its index, ``env_ids`` its envs."""

    def __init__(self, message: str, actor: int, env_ids: range) -> None:
        super().__init__(message)
        self.actor = actor
        self.env_ids = env_ids


def connect(address: str, timeout_s: float = 10.0, **init_kwargs: Any) -> None:
    """Joins the Ray cluster whose head is at ``address`` (``"host:port"``, the address
    ``ray start --head`` prints).

    The head's port is tried first: Ray's own client retries an unreachable address for
    minutes, so a ``ConnectionError`` naming the address comes instead when nothing accepts a
    connection there within ``timeout_s`` seconds. ``init_kwargs`` go to ``ray.init``.

    Example:
        >>> connect("10.0.0.5:6379")  # doctest: +SKIP
    """
    import ray

    host, port = parse_address(address)
    try:
        socket.create_connection((host, port), timeout=timeout_s).close()
    except OSError as error:
        raise ConnectionError(
            f"could not reach a Ray cluster at address={address!r}: nothing accepted a "
            f"connection on {host}:{port} within {timeout_s} s ({error})"
        ) from error
    if ray.is_initialized():
        ray.shutdown()
    ray.init(address=f"{host}:{port}", **({"log_to_driver": False} | init_kwargs))


def parse_address(address: Any) -> tuple[str, int]:
    """``"host:port"`` -> (host, port), refusing anything else by name."""
    if not isinstance(address, str):
        raise TypeError(f"address must be a 'host:port' string, got {type(address).__name__}")
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(
            f"address={address!r} is not allowed; expected 'host:port' with a port in 1..65535"
        )
    return host, int(port)


class RayVectorPool:
    """``num_actors`` pools on Ray, received first-come like one async pool.

    Example:
        >>> pool = RayVectorPool("cartpole", num_actors=2, envs_per_actor=4, seed=0)  # doctest: +SKIP
        >>> pool.async_reset()  # doctest: +SKIP
        >>> obs, reward, terminated, truncated, info = pool.recv()  # doctest: +SKIP
        >>> pool.send(np.zeros(4, dtype=np.int64), info["env_id"])  # doctest: +SKIP
    """

    def __init__(
        self,
        env_id: str,
        num_actors: int,
        envs_per_actor: int,
        *,
        seed: int = 0,
        actor_options: list[dict[str, Any]] | None = None,
        **make_kwargs: Any,
    ) -> None:

        options = actor_options_for(actor_options, num_actors, envs_per_actor=envs_per_actor)
        self.env_id = env_id
        self.num_actors = num_actors
        self.batch_size = envs_per_actor
        self.num_envs = num_actors * envs_per_actor
        self.seed = seed
        self._make_kwargs = make_kwargs
        self._options = options
        self._nodes: dict[int, Any] = {}  # actor -> ref of its (node id, node IP)
        self._actors = [self._start(k, self._options[k]) for k in range(num_actors)]
        self._lost: dict[int, str] = {}
        self._pending: dict[Any, tuple[int, tuple]] = {}  # object ref -> (actor, call)
        self._serial = 0  # of the calls sent, for EnvActor.call
        self._last: int | None = None  # actor of the last batch received

    def envs_of(self, actor: int) -> range:
        """The global env ids actor ``actor`` owns."""
        return range(actor * self.batch_size, (actor + 1) * self.batch_size)

    def nodes(self) -> list[tuple[str, str]]:
        """(node id, node IP) of each actor (waits for actors still starting)."""
        import ray

        return ray.get([self._nodes[k] for k in range(self.num_actors)])

    def async_reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Resets every live actor's envs (in-flight batches are dropped); collect them with
        :meth:`recv`. An int ``seed`` gives env g ``seed + g``."""
        self._pending.clear()
        for k in range(self.num_actors):
            if k not in self._lost:
                self._call(k, "reset", seed, options)

    def send(self, actions: Any, env_ids: Any = None) -> None:
        """Sends one step to the envs of one actor: ``env_ids`` must be a batch received
        (default: the last one)."""
        actor = self._actor_for(env_ids)
        if any(k == actor for k, _ in self._pending.values()):
            raise ValueError(
                f"actor {actor} (envs {self._span(actor)}) already has a batch in flight"
            )
        self._call(actor, "step", actions)

    def recv(self) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """The first actor batch to finish: (obs, reward, terminated, truncated, info); reset
        batches have reward 0 and flags False."""
        import ray

        if not self._pending:
            raise RuntimeError("recv() with nothing in flight: send() or async_reset() first")
        ready, _ = ray.wait(list(self._pending), num_returns=1)
        actor, call = self._pending.pop(ready[0])
        method = call[1]
        try:
            result = self._result(ready[0], actor, call)
        except (ray.exceptions.RayActorError, ray.exceptions.ObjectLostError) as error:
            # ObjectLostError: the batch was done, but its node died before it was fetched.
            raise self._lose(actor, method, error) from error
        self._last = actor
        if method == "reset":
            obs, info = result
            zeros = np.zeros(self.batch_size)
            flags = np.zeros(self.batch_size, dtype=bool)
            return obs, zeros, flags, flags.copy(), info
        return result

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """``send`` to the last batch received, then ``recv`` (any actor's batch)."""
        self.send(actions)
        return self.recv()

    def replace(self, actor: int, options: dict[str, Any] | None = None) -> None:
        """Starts a new actor for the envs of lost actor ``actor`` (on any live node, or as
        ``options`` say) and queues their reset: they restart episodes, seeded as at the
        pool's first reset; :meth:`recv` returns the reset batch."""
        if actor not in self._lost:
            raise ValueError(f"actor {actor} is not lost; only a lost actor can be replaced")
        self._actors[actor] = self._start(actor, options or {"scheduling_strategy": "SPREAD"})
        del self._lost[actor]
        self._call(actor, "reset", None, None)

    def close(self) -> None:
        """Ends every actor (their pools close with them)."""
        import ray

        for actor in self._actors:
            ray.kill(actor)
        self._pending.clear()

    def _call(self, actor: int, method: str, *args: Any) -> None:
        call = (self._serial, method, *args)
        self._serial += 1
        self._pending[self._actors[actor].call.remote(*call)] = (actor, call)

    def _result(self, ref: Any, actor: int, call: tuple) -> Any:
        """The call's result; a call whose actor was unavailable is sent again (the actor
        runs it at most once) until it answers or ``UNAVAILABLE_RETRIES`` resends failed."""
        import ray

        for attempt in range(UNAVAILABLE_RETRIES + 1):
            try:
                return ray.get(ref)
            except ray.exceptions.ActorUnavailableError:
                if attempt == UNAVAILABLE_RETRIES:
                    raise
                time.sleep(UNAVAILABLE_PAUSE_S * 2**attempt)
                ref = self._actors[actor].call.remote(*call)
        raise AssertionError("unreachable")

    def _start(self, k: int, options: dict[str, Any]) -> Any:
        first = k * self.batch_size
        actor = (
            remote_actor_class()
            .options(**({"num_cpus": 1} | options))
            .remote(self.env_id, self.batch_size, first, self.seed, self._make_kwargs)
        )
        self._nodes[k] = actor.node.remote()
        return actor

    def _span(self, actor: int) -> str:
        envs = self.envs_of(actor)
        return f"{envs.start}..{envs.stop - 1}"

    def _actor_for(self, env_ids: Any) -> int:
        if env_ids is None:
            if self._last is None:
                raise ValueError("send() without env_ids needs a batch received first")
            actor = self._last
        else:
            ids = np.asarray(env_ids)
            first = int(ids.flat[0]) if ids.size else -1
            actor = first // self.batch_size if 0 <= first < self.num_envs else -1
            if actor < 0 or not np.array_equal(ids.reshape(-1), np.asarray(self.envs_of(actor))):
                raise ValueError(
                    f"env_ids={ids.tolist()} is not allowed: send to the envs of one batch "
                    f"received, i.e. one actor's envs k*{self.batch_size}..(k+1)*"
                    f"{self.batch_size}-1 in order"
                )
        if actor in self._lost:
            raise ActorLostError(self._lost[actor], actor, self.envs_of(actor))
        return actor

    def _lose(self, actor: int, method: str, error: Exception) -> ActorLostError:
        import ray

        try:
            node_id, ip = ray.get(self._nodes[actor], timeout=1.0)
            where = f"node {node_id[:12]} at {ip}"
        except ray.exceptions.RayError:  # the actor died before it said where it ran
            where = "a node that did not answer"
        retried = (
            f" (unavailable through {UNAVAILABLE_RETRIES} resends)"
            if isinstance(error, ray.exceptions.ActorUnavailableError)
            else ""
        )
        message = (
            f"Ray actor {actor} (envs {self._span(actor)}, on {where}) was lost during "
            f"{method}(): its batch was dropped whole and its envs are refused until "
            f"replace({actor}); cause: {type(error).__name__}{retried}"
        )
        self._lost[actor] = message
        return ActorLostError(message, actor, self.envs_of(actor))
