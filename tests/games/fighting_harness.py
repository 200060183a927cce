"""Helpers for the fighting-game contract suite: which games to test and scripted rollouts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from arena_vec import _native
from arena_vec.fighting.games import game_info, is_fighting_game


def fighting_games() -> list[str]:
    """Every game that is both built natively and described by a game file."""
    return [name for name, _ in _native.games() if is_fighting_game(name)]


def health_max(game_id: str) -> int:
    return int(game_info(game_id).health[1])


@dataclass
class Trace:
    """Everything one env produced, step by step (lists aligned by step)."""

    obs: list[dict[str, Any]] = field(default_factory=list)
    rewards: list[float] = field(default_factory=list)
    terminated: list[bool] = field(default_factory=list)
    infos: list[dict[str, Any]] = field(default_factory=list)


def random_actions(space: Any, steps: int, seed: int) -> list[Any]:
    space.seed(seed)
    return [space.sample() for _ in range(steps)]


def run_single(env: Any, actions: list[Any], seed: int, options: dict | None = None) -> Trace:
    """Steps a single env through `actions`, resetting after an episode ends."""
    trace = Trace()
    obs, info = env.reset(seed=seed, options=options)
    trace.obs.append(obs)
    trace.infos.append(info)
    for action in actions:
        obs, reward, terminated, _, info = env.step(action)
        trace.obs.append(obs)
        trace.rewards.append(reward)
        trace.terminated.append(terminated)
        trace.infos.append(info)
        if terminated:
            obs, info = env.reset()
    return trace


def flat_bytes(obs: Any) -> bytes:
    """A byte string of a (nested) observation, for exact comparisons."""
    if isinstance(obs, dict):
        return b"".join(key.encode() + flat_bytes(obs[key]) for key in sorted(obs))
    return np.asarray(obs).tobytes()
