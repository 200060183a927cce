"""IMPALA/SEED-style acting on Ray: actors that run the current policy on their own pools and
hand whole rollouts to a learner, first come first served.

:class:`RolloutGatherer` starts ``num_actors`` :class:`~arena_vec.integrations.ray_actor.
EnvActor` s with a policy ``policy(params, obs, rng) -> (actions, extras)``. The learner
publishes parameters with :meth:`~RolloutGatherer.publish` (one ``ray.put``: every actor reads
the same object from Ray's object store, on any node) and takes rollouts with
:meth:`~RolloutGatherer.next`, which returns whichever actor finished first and at once sends
that actor its next rollout with the newest parameters. Each rollout carries the ``version``
of the parameters that produced it. A lost actor raises
:class:`~arena_vec.integrations.ray_pool.ActorLostError`; its rollout in progress is dropped
whole (a rollout is one object: no part of it is ever returned).
"""

from __future__ import annotations

from typing import Any

from arena_vec.integrations.ray_actor import Policy, remote_actor_class
from arena_vec.integrations.ray_pool import ActorLostError, actor_options_for


class RolloutGatherer:
    """Actors running ``policy`` for rollouts of ``length`` steps on ``envs_per_actor`` envs.

    Example:
        >>> gatherer = RolloutGatherer("triad", policy, params, num_actors=2,  # doctest: +SKIP
        ...                            envs_per_actor=16, length=32, seed=0)
        >>> rollout = gatherer.next()  # doctest: +SKIP
        >>> gatherer.publish(new_params)  # doctest: +SKIP
    """

    def __init__(
        self,
        env_id: str,
        policy: Policy,
        params: Any,
        *,
        num_actors: int,
        envs_per_actor: int,
        length: int,
        seed: int = 0,
        actor_options: list[dict[str, Any]] | None = None,
        **make_kwargs: Any,
    ) -> None:
        import ray

        if not callable(policy):
            raise TypeError(f"policy must be callable(params, obs, rng), got {policy!r}")
        options = actor_options_for(
            actor_options,
            num_actors,
            envs_per_actor=envs_per_actor,
            length=length,
        )
        self.length = length
        self.envs_per_actor = envs_per_actor
        self._actors = [
            remote_actor_class()
            .options(**({"num_cpus": 1} | options[k]))
            .remote(env_id, envs_per_actor, k * envs_per_actor, seed, make_kwargs, policy)
            for k in range(num_actors)
        ]
        self.version = 0
        self._params = ray.put(params)
        self._pending = {self._launch(k): k for k in range(num_actors)}
        self._lost: set[int] = set()

    def publish(self, params: Any) -> int:
        """Makes ``params`` the policy of every rollout started from now on; returns its
        version (rollouts already running keep the parameters they started with)."""
        import ray

        self._params = ray.put(params)
        self.version += 1
        return self.version

    def next(self) -> dict[str, Any]:
        """The first finished rollout (see ``EnvActor.rollout``) with ``actor`` added; that
        actor starts its next rollout at once."""
        import ray

        if not self._pending:
            raise RuntimeError("no actor is running: every actor was lost")
        ready, _ = ray.wait(list(self._pending), num_returns=1)
        actor = self._pending.pop(ready[0])
        try:
            rollout = ray.get(ready[0])
        except (ray.exceptions.RayActorError, ray.exceptions.ObjectLostError) as error:
            self._lost.add(actor)
            first = actor * self.envs_per_actor
            envs = range(first, first + self.envs_per_actor)
            raise ActorLostError(
                f"Ray actor {actor} (envs {envs.start}..{envs.stop - 1}) was lost during "
                f"rollout(): that rollout was dropped whole; the other actors go on "
                f"({len(self._pending)} running); cause: {type(error).__name__}",
                actor,
                envs,
            ) from error
        self._pending[self._launch(actor)] = actor
        rollout["actor"] = actor
        return rollout

    def close(self) -> None:
        import ray

        for actor in self._actors:
            ray.kill(actor)
        self._pending.clear()

    def _launch(self, k: int) -> Any:
        return self._actors[k].rollout.remote(self._params, self.length, self.version)
