"""EnvPool's builders: ``make(task_id, env_type, **kwargs)``, ``make_gym``,
``make_gymnasium``, ``make_dm`` and ``make_spec``, each checking its arguments by name before
anything is built (``arena_vec.envpool.config``).

Example:
    >>> from arena_vec import envpool
    >>> env = envpool.make_gym("Triad-v0", num_envs=2, episodic_life=True, reward_clip=True)
    >>> env.reset().shape
    (2, 4, 84, 84)
    >>> env.close()
"""

from __future__ import annotations

from typing import Any

from arena_vec.builder import build_adapter
from arena_vec.envpool.config import env_options, resolve
from arena_vec.envpool.env import EnvPoolEnv
from arena_vec.envpool.results import check_env_type
from arena_vec.envpool.spec import EnvSpec
from arena_vec.envpool.tasks import task_of


def make(task_id: str, env_type: str = "gymnasium", **kwargs: Any) -> EnvPoolEnv:
    """EnvPool's ``make``: ``num_envs`` envs of ``task_id`` (see ``list_all_envs()``) in the
    API of ``env_type`` (``"gym"``, ``"gymnasium"`` or ``"dm"``)."""
    check_env_type(env_type)
    task = task_of(task_id)
    return EnvPoolEnv(task, resolve(task, kwargs), env_type)


def make_gym(task_id: str, **kwargs: Any) -> EnvPoolEnv:
    """``make(task_id, "gym", ...)``: old gym's ``(obs, reward, done, info)``."""
    return make(task_id, "gym", **kwargs)


def make_gymnasium(task_id: str, **kwargs: Any) -> EnvPoolEnv:
    """``make(task_id, "gymnasium", ...)``: ``(obs, reward, terminated, truncated, info)``."""
    return make(task_id, "gymnasium", **kwargs)


def make_dm(task_id: str, **kwargs: Any) -> EnvPoolEnv:
    """``make(task_id, "dm", ...)``: batched ``dm_env.TimeStep``."""
    return make(task_id, "dm", **kwargs)


def make_spec(task_id: str, **kwargs: Any) -> EnvSpec:
    """The config and spaces ``make`` would give (no pool is opened)."""
    task = task_of(task_id)
    config = resolve(task, kwargs)
    adapter = build_adapter(env_options(task, config))
    return EnvSpec(task, config, adapter.single_observation_space, adapter.single_action_space)
