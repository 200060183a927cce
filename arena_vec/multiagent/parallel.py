"""PettingZoo's ``ParallelEnv`` over one 2-player fight, and the AEC form through PettingZoo's
own converter (``pettingzoo`` is the optional ``multiagent`` extra, imported only here).

Agents are ``agent_0`` and ``agent_1``. Each gets its own role-relative observation (``own``
is its fighter, ``opp`` the other; see :mod:`arena_vec.multiagent.rows`) and its own reward
(agent_1's is agent_0's negated). A fight is one stage, as DIAMBRA's 2P episodes are; both
agents terminate together when it ends. Actions must name exactly the live agents.

``reset(seed=, options=)``: an int seed seeds the fight (None continues its RNG stream, which
the first reset starts from ``env_settings.seed`` or 0). Options hold DIAMBRA's episode
settings (``role``, ``characters``, ``difficulty``, ...), validated strictly and kept for later
resets; keys that are not episode settings are left to PettingZoo and its wrappers and not
used here (PettingZoo's API test passes one of its own).

Example:
    >>> import arena_vec
    >>> from arena_vec.multiagent.parallel import parallel_env
    >>> env = parallel_env("triad", arena_vec.EnvironmentSettingsMultiAgent(include_frame=False))
    >>> obs, infos = env.reset(seed=0)
    >>> sorted(obs["agent_1"])
    ['opp', 'own', 'stage', 'timer']
    >>> obs, rewards, terminations, truncations, infos = env.step(
    ...     {agent: env.action_space(agent).sample() for agent in env.agents})
    >>> rewards["agent_0"] == -rewards["agent_1"]
    True
    >>> env.close()
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv
from pettingzoo.utils.conversions import parallel_to_aec

from arena_vec.engine.checks import check_actions
from arena_vec.engine.options import PoolOptions
from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, WrappersSettings
from arena_vec.fighting.settings.environment import EPISODE_FIELDS
from arena_vec.fighting.spaces import AGENT_KEYS
from arena_vec.multiagent.rows import AgentRowsAdapter
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv


def agent_row(value: Any, space: spaces.Space | None, index: int) -> Any:
    """Row ``index`` of a batched nested value: Discrete leaves as ints, arrays copied, 0-d
    values as Python scalars (``space`` None: an info, which has no space)."""
    if isinstance(value, Mapping):
        return {
            key: agent_row(
                item, cast(spaces.Dict, space)[key] if space is not None else None, index
            )
            for key, item in value.items()
            if not key.startswith("_")
        }
    row = value[index]
    if isinstance(space, spaces.Discrete) or row.ndim == 0:
        return row.item()
    return row.copy()


class ArenaParallelEnv(ParallelEnv):
    """One 2-player fight as a PettingZoo ``ParallelEnv`` (see the module docstring)."""

    def __init__(
        self,
        game_id: str,
        env_settings: EnvironmentSettingsMultiAgent | None = None,
        wrappers_settings: WrappersSettings | None = None,
        render_mode: str | None = None,
    ) -> None:
        if render_mode not in (None, "rgb_array"):
            raise ValueError(f"render_mode={render_mode!r} is not allowed; use None or 'rgb_array'")
        settings = env_settings if env_settings is not None else EnvironmentSettingsMultiAgent()
        adapter = AgentRowsAdapter(game_id, settings, wrappers_settings)
        self.metadata = {
            "name": f"arena_vec_{game_id}_v0",
            "render_modes": ["rgb_array"],
            "render_fps": adapter.render_fps,
            "is_parallelizable": True,
        }
        self.render_mode = render_mode
        self.env_settings = adapter.settings
        seed = int(adapter.settings.seed or 0)
        one_fight = PoolOptions(num_threads=1, seed=seed, autoreset_mode="disabled")
        self._vec = SelfPlayVectorEnv(adapter, one_fight)
        self._observation_space = adapter.agent_observation_space
        self._action_space = {key: _own_copy(adapter.agent_action_space) for key in AGENT_KEYS}
        self._episode_options: dict[str, Any] = {}
        self.possible_agents = list(AGENT_KEYS)
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> spaces.Space:
        """One agent's observation space (the same object at every call)."""
        self._check_agent(agent)
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        """One agent's action space (the same object at every call; one per agent, so
        seeding one does not seed the other)."""
        self._check_agent(agent)
        return self._action_space[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Starts a fight; returns each agent's observation and info."""
        if options is not None and not isinstance(options, Mapping):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        episode = {k: v for k, v in (options or {}).items() if k in EPISODE_FIELDS}
        reset_options = {**self._episode_options, **episode} or None
        obs, info = self._vec.reset(seed=seed, options=reset_options)
        self._episode_options = {**self._episode_options, **episode}
        self.agents = list(AGENT_KEYS)
        return self._per_agent(obs), self._infos(info)

    def step(
        self, actions: Mapping[str, Any]
    ) -> tuple[dict[str, Any], dict[str, float], dict[str, bool], dict[str, bool], dict]:
        """Steps the fight with one action per live agent."""
        if not self.agents:
            raise RuntimeError("the fight is over (no live agents); call reset() first")
        if not isinstance(actions, Mapping) or set(actions) != set(self.agents):
            got = list(actions) if isinstance(actions, Mapping) else type(actions).__name__
            raise ValueError(
                f"actions={got!r} is invalid: give exactly one action for each live agent "
                f"{self.agents}"
            )
        adapter = self._vec.adapter
        rows = [
            check_actions(
                f"actions[{key!r}]", actions[key], adapter.action_sizes, adapter.is_discrete
            )
            for key in AGENT_KEYS
        ]
        obs, reward, terminated, truncated, info = self._vec.step(np.stack(rows))
        done = bool(terminated[0] or truncated[0])
        result = (
            self._per_agent(obs),
            {key: float(reward[i]) for i, key in enumerate(AGENT_KEYS)},
            {key: bool(terminated[i]) for i, key in enumerate(AGENT_KEYS)},
            {key: bool(truncated[i]) for i, key in enumerate(AGENT_KEYS)},
            self._infos(info),
        )
        if done:
            self.agents = []
        return result

    def render(self) -> np.ndarray | None:
        """The fight's current frame in native RGB size when ``render_mode="rgb_array"``."""
        if self.render_mode is None:
            return None
        return self._vec.pool.render()[0]

    def close(self) -> None:
        """Releases the native pool (idempotent)."""
        self._vec.close()

    def _check_agent(self, agent: str) -> None:
        if agent not in AGENT_KEYS:
            raise ValueError(f"agent={agent!r} is not an agent of this env; agents: {AGENT_KEYS}")

    def _per_agent(self, obs: Any) -> dict[str, Any]:
        return {key: agent_row(obs, self._observation_space, i) for i, key in enumerate(AGENT_KEYS)}

    def _infos(self, info: dict[str, Any]) -> dict[str, Any]:
        shared = {k: v for k, v in info.items() if k not in ("env_id", "_env_id")}
        return {key: agent_row(shared, None, i) for i, key in enumerate(AGENT_KEYS)}


def _own_copy(space: spaces.Space) -> spaces.Space:
    """A fresh space equal to ``space`` (its own RNG)."""
    if isinstance(space, spaces.Discrete):
        return spaces.Discrete(int(space.n))
    return spaces.MultiDiscrete(cast(spaces.MultiDiscrete, space).nvec.copy())


def parallel_env(
    game_id: str,
    env_settings: EnvironmentSettingsMultiAgent | None = None,
    wrappers_settings: WrappersSettings | None = None,
    render_mode: str | None = None,
) -> ArenaParallelEnv:
    """One 2-player fight of ``game_id`` as a PettingZoo ``ParallelEnv``."""
    return ArenaParallelEnv(game_id, env_settings, wrappers_settings, render_mode)


def aec_env(
    game_id: str,
    env_settings: EnvironmentSettingsMultiAgent | None = None,
    wrappers_settings: WrappersSettings | None = None,
    render_mode: str | None = None,
) -> Any:
    """The same fight as a PettingZoo ``AECEnv`` (agents act in turn), through PettingZoo's
    ``parallel_to_aec`` converter."""
    return parallel_to_aec(parallel_env(game_id, env_settings, wrappers_settings, render_mode))
