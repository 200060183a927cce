"""The Markov-game list API over one 2-player fight, as multi-agent libraries built on Gym's
``reset``/``step`` expect it (MARL-API's environment requirements): ``reset()`` returns one
observation per agent, ``step(joint_action)`` takes one action per agent and returns lists of
next observations, rewards and dones, in agent order (``agent_0``, ``agent_1``), plus a list
of per-agent infos. Each agent perceives its own reward (agent_1's is agent_0's negated) and
its own role-relative observation; there is no communication channel.

Example:
    >>> import arena_vec
    >>> env = MarkovGameEnv("triad", arena_vec.EnvironmentSettingsMultiAgent(include_frame=False))
    >>> observations = env.reset(seed=0)
    >>> len(observations)
    2
    >>> observations, rewards, dones, infos = env.step([space.sample() for space in env.action_space])
    >>> rewards[0] == -rewards[1]
    True
    >>> env.close()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces

from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, WrappersSettings
from arena_vec.multiagent.parallel import ArenaParallelEnv


class MarkovGameEnv:
    """A 2-player fight with per-agent lists (see the module docstring).

    Attributes:
        n_agents: 2.
        observation_space: one space per agent (a list).
        action_space: one space per agent (a list).
    """

    def __init__(
        self,
        game_id: str,
        env_settings: EnvironmentSettingsMultiAgent | None = None,
        wrappers_settings: WrappersSettings | None = None,
        render_mode: str | None = None,
    ) -> None:
        self._env = ArenaParallelEnv(game_id, env_settings, wrappers_settings, render_mode)
        self.agents = list(self._env.possible_agents)
        self.n_agents = len(self.agents)
        self.observation_space: list[spaces.Space] = [
            self._env.observation_space(a) for a in self.agents
        ]
        self.action_space: list[spaces.Space] = [self._env.action_space(a) for a in self.agents]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> list[Any]:
        """Starts a fight; one observation per agent (``options``: DIAMBRA's episode settings)."""
        observations, _ = self._env.reset(seed=seed, options=options)
        return [observations[a] for a in self.agents]

    def step(
        self, joint_action: Sequence[Any]
    ) -> tuple[list[Any], list[float], list[bool], list[dict[str, Any]]]:
        """One step with one action per agent, in agent order; done is terminated or
        truncated (both agents' episodes end together)."""
        if isinstance(joint_action, (str, bytes, dict)) or not isinstance(
            joint_action, (Sequence, np.ndarray)
        ):
            raise TypeError(
                f"joint_action={joint_action!r} is not allowed: expected a list with one action "
                f"per agent {self.agents}"
            )
        if len(joint_action) != self.n_agents:
            raise ValueError(
                f"joint_action has {len(joint_action)} entries; expected one per agent "
                f"{self.agents}"
            )
        observations, rewards, terminated, truncated, infos = self._env.step(
            dict(zip(self.agents, joint_action, strict=True))
        )
        return (
            [observations[a] for a in self.agents],
            [rewards[a] for a in self.agents],
            [terminated[a] or truncated[a] for a in self.agents],
            [infos[a] for a in self.agents],
        )

    def render(self) -> np.ndarray | None:
        """The current frame (``render_mode="rgb_array"``), else None."""
        return self._env.render()

    def close(self) -> None:
        """Releases the native pool (idempotent)."""
        self._env.close()
