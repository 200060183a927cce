"""The batched ``dm_env`` front end.

``make_dm`` returns a :class:`BatchedDmEnv` whose ``TimeStep`` leaves all carry a leading batch
axis: ``step_type`` (int8 array of StepType values), ``reward`` (0 on FIRST), ``discount`` (1 on
FIRST and on truncation, 0 on termination) and ``observation`` (a dict of the env's
observation leaves plus ``env_id``). A step after LAST restarts that env (FIRST), as in
``dm_env.AutoResetEnvironment``. Specs describe one env: the leaves without the batch axis.
:class:`SingleDmEnv` is the plain, unbatched ``dm_env.Environment`` over a one-env pool.
"""

from __future__ import annotations

from typing import Any

import dm_env
import numpy as np
from dm_env import specs
from gymnasium import spaces

from arena_vec.engine.adapter import Adapter
from arena_vec.engine.episode_bridge import NOT_ENABLED, EpisodeControls
from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.engine.leaves import compile_nester
from arena_vec.engine.options import PoolOptions, check_options
from arena_vec.engine.pool import open_pool_for
from arena_vec.engine.results import FIRST_LEAF
from arena_vec.envs.vector import reporting_closed

_FIRST, _MID, _LAST = (np.int8(t) for t in dm_env.StepType)


def space_to_spec(
    space: spaces.Space, name: str, dtypes: dict[str, np.dtype] | None = None, path: str = ""
) -> Any:
    """The dm_env spec of a Gymnasium space (Dict -> dict of specs).

    ``dtypes`` maps dotted leaf paths to the dtype the arrays really have: a Discrete space
    says int64, but the engine may store the leaf narrower (triad's are int16).
    """
    if isinstance(space, spaces.Dict):
        return {
            key: space_to_spec(sub, f"{name}.{key}", dtypes, f"{path}.{key}" if path else key)
            for key, sub in space.spaces.items()
        }
    if isinstance(space, spaces.Discrete):
        dtype = (dtypes or {}).get(path, np.dtype(np.int64))
        return specs.DiscreteArray(int(space.n), dtype=dtype, name=name)
    if isinstance(space, spaces.MultiDiscrete):
        return specs.BoundedArray(space.shape, np.int64, 0, space.nvec - 1, name=name)
    if isinstance(space, spaces.MultiBinary):  # one-hot leaves of the scale wrapper
        dtype = (dtypes or {}).get(path, np.dtype(np.int8))
        return specs.BoundedArray(space.shape, dtype, 0, 1, name=name)
    if isinstance(space, spaces.Box):
        return specs.BoundedArray(space.shape, space.dtype, space.low, space.high, name=name)
    raise TypeError(f"no dm_env spec for {space}")


class BatchedDmEnv(dm_env.Environment):
    """``num_envs`` envs behind one batched ``dm_env.Environment``.

    Example:
        >>> import numpy as np, arena_vec
        >>> env = arena_vec.make_dm("cartpole", num_envs=4, seed=0)
        >>> timestep = env.reset()
        >>> timestep = env.step(np.ones(4, dtype=np.int64))
        >>> timestep.observation["env_id"].tolist()
        [0, 1, 2, 3]
    """

    def __init__(
        self,
        adapter: Adapter,
        options: PoolOptions,
    ) -> None:
        self._adapter = adapter
        self._pool = open_pool_for(adapter, check_options(options))
        control = options.episode_control
        self._controls = None if control is None else EpisodeControls(self._pool, control)
        self.num_envs = options.num_envs
        self._obs_of = compile_nester(adapter.observation_names, FIRST_LEAF)
        self._started = False

    def reset(self) -> dm_env.TimeStep:
        initial = None if self._started else self._adapter.initial_options()
        options = None if initial is None else [initial] * self.num_envs
        controls = None
        if self._controls is not None and not self._started:
            controls = [self._controls.initial] * self.num_envs
        self._pool.reset(None, None, options, False, controls)
        self._started = True
        flat = self._pool.recv()
        count = len(flat[3])
        return dm_env.TimeStep(
            step_type=np.full(count, _FIRST),
            reward=np.zeros(count),
            discount=np.ones(count),
            observation=self._observation(flat),
        )

    def step(self, action: Any, env_ids: Any = None) -> dm_env.TimeStep:
        if not self._started:
            return self.reset()
        with reporting_closed(self._pool):
            flat = self._pool.step(self._adapter.native_actions(action), env_ids)
        return self._timestep(flat)

    def send(self, action: Any, env_ids: Any = None) -> None:
        """Async half of :meth:`step`: queue actions for ``env_ids``."""
        with reporting_closed(self._pool):
            self._pool.send(self._adapter.native_actions(action), env_ids)

    def recv(self) -> dm_env.TimeStep:
        """Async half of :meth:`step`: wait for the next batch."""
        return self._timestep(self._pool.recv())

    def set_episode_control(
        self, control: EpisodeControl | list[EpisodeControl], env_ids: Any = None
    ) -> None:
        """As ``ArenaVectorEnv.set_episode_control``: ``control`` for envs ``env_ids`` (default
        all) from each env's next reset on. A cut episode ends with LAST and discount 1."""
        if self._controls is None:
            raise ValueError(NOT_ENABLED)
        self._controls.set(control, env_ids, self.num_envs)

    def observation_spec(self) -> dict[str, Any]:
        dtypes = {
            leaf["name"]: np.dtype(leaf["dtype"]) for leaf in self._adapter.spec["observations"]
        }
        spec = space_to_spec(self._adapter.single_observation_space, "observation", dtypes)
        if not isinstance(spec, dict):
            spec = {"obs": spec}
        spec["env_id"] = specs.BoundedArray((), np.int32, 0, self.num_envs - 1, name="env_id")
        return spec

    def action_spec(self) -> Any:
        return space_to_spec(self._adapter.single_action_space, "action")

    def close(self) -> None:
        self._pool.close()

    def _observation(self, flat: Any) -> dict[str, Any]:
        # The same nesting as the Gymnasium front end (and as observation_spec()).
        obs = self._obs_of(flat)
        if not isinstance(obs, dict):
            obs = {"obs": obs}
        obs["env_id"] = flat[3]
        return obs

    def _timestep(self, flat: Any) -> dm_env.TimeStep:
        reward, terminated, truncated, _, elapsed = flat[:5]
        step_type = np.where(elapsed == 0, _FIRST, np.where(terminated | truncated, _LAST, _MID))
        return dm_env.TimeStep(
            step_type=step_type,
            reward=reward,
            discount=(~terminated).astype(np.float64),
            observation=self._observation(flat),
        )


class SingleDmEnv(dm_env.Environment):
    """A plain (unbatched) ``dm_env.Environment`` over a one-env :class:`BatchedDmEnv`."""

    def __init__(self, batched: BatchedDmEnv) -> None:
        if batched.num_envs != 1:
            raise ValueError(f"SingleDmEnv needs a pool of 1 env, got num_envs={batched.num_envs}")
        self._batched = batched

    def reset(self) -> dm_env.TimeStep:
        return dm_env.restart(self._unbatch(self._batched.reset().observation))

    def step(self, action: Any) -> dm_env.TimeStep:
        timestep = self._batched.step(self._batched._adapter.one_env_actions(action))
        observation = self._unbatch(timestep.observation)
        step_type = dm_env.StepType(int(timestep.step_type[0]))
        if step_type.first():
            return dm_env.restart(observation)
        return dm_env.TimeStep(
            step_type, float(timestep.reward[0]), float(timestep.discount[0]), observation
        )

    def observation_spec(self) -> dict[str, Any]:
        return self._batched.observation_spec()

    def action_spec(self) -> Any:
        return self._batched.action_spec()

    def close(self) -> None:
        self._batched.close()

    @staticmethod
    def _unbatch(observation: Any) -> Any:
        if isinstance(observation, dict):
            return {key: SingleDmEnv._unbatch(value) for key, value in observation.items()}
        return observation[0].copy()
