"""The Ray actor of :mod:`arena_vec.integrations.ray_pool` and ``ray_rollouts``: one sync pool of
``num_envs`` envs on whichever node Ray places it, stepped batch by batch (``reset``/``step``)
or by a policy for whole rollouts (``rollout``). Results leave the actor as copies (Ray
serializes them into its object store), so the pool's buffers are never shared across
processes. Plain class here; :func:`remote_actor_class` wraps it with ``ray.remote`` on demand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from arena_vec.builder import make_vec

# policy(params, obs, rng) -> (actions, extras): extras is a dict of per-env arrays (for
# example the behaviour policy's logits, which V-trace needs).
Policy = Callable[[Any, Any, np.random.Generator], tuple[Any, dict[str, Any]]]


class EnvActor:
    """A pool of envs ``first_env_id .. first_env_id + num_envs - 1`` of a bigger batch: env
    ``first_env_id + i`` is seeded ``seed + first_env_id + i``, exactly as in one
    ``make_vec(env_id, total, seed=seed)``, so results do not depend on how envs are split
    across actors or nodes."""

    def __init__(
        self,
        env_id: str,
        num_envs: int,
        first_env_id: int,
        seed: int,
        make_kwargs: dict[str, Any],
        policy: Policy | None = None,
    ) -> None:
        self.envs = make_vec(
            env_id, num_envs, seed=seed + first_env_id, num_threads=1, **make_kwargs
        )
        self.first_env_id = first_env_id
        self.policy = policy
        self.rng = np.random.default_rng([seed, first_env_id])
        self.obs: Any = None
        self._serial = -1
        self._result: Any = None

    def node(self) -> tuple[str, str]:
        """(node id, node IP address) of the node this actor runs on."""
        import ray

        context = ray.get_runtime_context()
        return context.get_node_id(), ray.util.get_node_ip_address()

    def call(self, serial: int, method: str, *args: Any) -> Any:
        """``reset`` or ``step`` once per ``serial``: the same call sent again (the pool
        resends a call whose actor was unavailable, which may or may not have run it) returns
        the first result instead of running twice."""
        if method not in ("reset", "step"):
            raise ValueError(f"method={method!r} is not allowed; expected 'reset' or 'step'")
        if serial != self._serial:
            self._result = getattr(self, method)(*args)
            self._serial = serial
        return self._result

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple:
        """Resets every env; returns (obs, info) with global env ids. An int ``seed`` is the
        whole batch's: env g gets ``seed + g``."""
        local_seed = None if seed is None else seed + self.first_env_id
        obs, info = self.envs.reset(seed=local_seed, options=options)
        self.obs = copied(obs)
        return self.obs, self._global(info)

    def step(self, actions: Any) -> tuple:
        """One step of every env; (obs, reward, terminated, truncated, info), copied."""
        obs, reward, terminated, truncated, info = self.envs.step(actions)
        self.obs = copied(obs)
        return self.obs, reward.copy(), terminated.copy(), truncated.copy(), self._global(info)

    def rollout(self, params: Any, length: int, version: int) -> dict[str, Any]:
        """``length`` steps of the policy with ``params`` (resetting first if never reset).

        Returns ``obs`` (length + 1 rows: the last is the bootstrap observation), ``actions``,
        ``reward``, ``terminated``, ``truncated``, the policy's extras (one row per step), the
        global ``env_id`` of each column and ``version`` (the parameters' version, for the
        learner to know how stale the rollout is). A rollout is returned whole or not at all.
        """
        if self.policy is None:
            raise ValueError("rollout() needs a policy: this actor was made without one")
        if self.obs is None:
            self.reset()
        obs_rows, action_rows, extras_rows = [self.obs], [], []
        rewards, terminated, truncated = [], [], []
        for _ in range(length):
            actions, extras = self.policy(params, self.obs, self.rng)
            obs, reward, term, trunc, _ = self.step(np.asarray(actions))
            obs_rows.append(obs)
            action_rows.append(np.asarray(actions))
            extras_rows.append({k: np.asarray(v) for k, v in extras.items()})
            rewards.append(reward)
            terminated.append(term)
            truncated.append(trunc)
        return {
            "obs": stacked(obs_rows),
            "actions": np.stack(action_rows),
            "reward": np.stack(rewards),
            "terminated": np.stack(terminated),
            "truncated": np.stack(truncated),
            "extras": {k: np.stack([e[k] for e in extras_rows]) for k in extras_rows[0]},
            "env_id": np.arange(self.envs.num_envs) + self.first_env_id,
            "version": version,
        }

    def close(self) -> None:
        self.envs.close()

    def _global(self, info: dict[str, Any]) -> dict[str, Any]:
        info = copied(info)
        info["env_id"] = info["env_id"] + self.first_env_id
        return info


def copied(value: Any) -> Any:
    """A deep copy of nested dicts of arrays (results view the pool's reusable buffers)."""
    if isinstance(value, dict):
        return {key: copied(item) for key, item in value.items()}
    return np.array(value, copy=True)


def stacked(rows: list[Any]) -> Any:
    """Rows of (nested dicts of) arrays stacked along a new leading axis."""
    if isinstance(rows[0], dict):
        return {key: stacked([row[key] for row in rows]) for key in rows[0]}
    return np.stack(rows)


def remote_actor_class() -> Any:
    """``EnvActor`` as a Ray actor class (imports ray)."""
    import ray

    return ray.remote(EnvActor)
