"""EnvPool's ``EnvSpec``: a task's resolved config (``spec.config``, a namedtuple, as EnvPool's)
and its single-env spaces, Gymnasium's and dm_env's. A fighting task's observation is its
frame stack, channel-first: ``Box(0, 255, (stack_num * C, img_height, img_width), uint8)``
(C is 1 with ``gray_scale``, else 3); its action space is DIAMBRA's ``Discrete`` one.

Example:
    >>> from arena_vec.envpool import make_spec
    >>> make_spec("Triad-v0", stack_num=2).observation_space
    Box(0, 255, (2, 84, 84), uint8)
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Mapping
from typing import Any, cast

import numpy as np
from dm_env import specs
from gymnasium import spaces

from arena_vec.envpool.results import LivesState, Players, State
from arena_vec.envpool.tasks import Task
from arena_vec.envs.dm import space_to_spec

INT32 = np.dtype(np.int32)


def channel_first(space: spaces.Space) -> spaces.Space:
    """The observation space EnvPool shows: a fighting game's frame leaf, channel-first (the
    pool's other leaf, the opponent's round wins, feeds the lives); other spaces unchanged."""
    if not isinstance(space, spaces.Dict):
        return space
    height, width, channels = cast(tuple[int, int, int], space["frame"].shape)
    return spaces.Box(0, 255, (channels, height, width), np.uint8)


class EnvSpec:
    """A task's config and spaces (``make_spec``'s result, and ``env.spec``)."""

    def __init__(self, task: Task, config: Mapping[str, Any], pool_space: spaces.Space,
                 action_space: spaces.Space) -> None:  # fmt: skip
        self.task_id = task.task_id
        self.reward_threshold = task.reward_threshold
        self._has_lives = task.is_fighting
        config_type = namedtuple(f"{task.task_id.split('-')[0]}Config", list(config))  # type: ignore[misc]
        self.config = config_type(**config)
        self.observation_space = channel_first(pool_space)
        self.action_space = action_space

    def observation_spec(self) -> Any:
        """dm_env's spec of one env's ``State`` (EnvPool's ``observation_spec()``)."""
        env_id = specs.Array((), INT32, name="env_id")
        obs = space_to_spec(self.observation_space, "obs")
        if not self._has_lives:
            return State(env_id, Players(env_id), obs)
        lives = specs.Array((), INT32, name="lives")
        reward = specs.Array((), np.dtype(np.float32), name="reward")
        terminated = specs.DiscreteArray(2, dtype=INT32, name="terminated")
        return LivesState(env_id, Players(env_id), obs, lives, reward, terminated)

    def action_spec(self) -> Any:
        """dm_env's spec of one env's action (int32, as EnvPool's)."""
        return space_to_spec(self.action_space, "action", {"": INT32})

    def __repr__(self) -> str:
        fields = ", ".join(f"{key}={value!r}" for key, value in self.config._asdict().items())
        return f"{self.task_id.split('-')[0]}EnvSpec({fields})"
