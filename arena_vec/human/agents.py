"""Agents a human can play against: any callable ``obs -> action``, named ``module:function``,
or a saved :class:`MlpPolicy` (``.npz``, as ``examples/behaviour_cloning.py`` writes).

An ``MlpPolicy`` reads the RAM part of the observation from its own side: :class:`RamFeatures`
puts the acting player's keys first and the opponent's second (``own``/``opp``), so a policy
trained as P1 plays P2 as well. Discrete keys are one-hot, Box keys divided by their bound.

Example:
    >>> policy = MlpPolicy.load("bc_policy.npz")                        # doctest: +SKIP
    >>> act = policy.actor(env.observation_space, role="P2")           # doctest: +SKIP
    >>> action = act(obs)                                               # doctest: +SKIP
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import numpy as np
from gymnasium import spaces

PLAYERS = ("P1", "P2")


class RamFeatures:
    """An observation's RAM keys as one float32 vector, from one player's side."""

    def __init__(self, observation_space: spaces.Dict) -> None:
        self._player = observation_space["P1"]
        self._common = [
            k for k, s in observation_space.spaces.items() if k not in (*PLAYERS, "frame")
        ]
        self._space = observation_space
        self.size = 2 * _width(self._player) + sum(
            _width(observation_space[k]) for k in self._common
        )

    def __call__(self, obs: dict[str, Any], role: str = "P1") -> np.ndarray:
        if role not in PLAYERS:
            raise ValueError(f"role={role!r} is invalid; allowed {list(PLAYERS)}")
        opp = PLAYERS[1 - PLAYERS.index(role)]
        parts = [_encode(self._player, obs[role]), _encode(self._player, obs[opp])]
        parts += [_encode(self._space[k], obs[k]) for k in self._common]
        return np.concatenate(parts).astype(np.float32)


def _width(space: spaces.Space) -> int:
    if isinstance(space, spaces.Dict):
        return sum(_width(s) for s in space.spaces.values())
    return int(space.n) if isinstance(space, spaces.Discrete) else int(np.prod(space.shape or ()))


def _encode(space: spaces.Space, value: Any) -> np.ndarray:
    if isinstance(space, spaces.Dict):
        return np.concatenate([_encode(s, value[k]) for k, s in space.spaces.items()])
    if isinstance(space, spaces.Discrete):
        one_hot = np.zeros(int(space.n), np.float32)
        one_hot[int(value) - int(space.start)] = 1.0
        return one_hot
    bound = np.maximum(np.abs(cast(spaces.Box, space).high), 1).astype(np.float32)
    return (np.asarray(value, np.float32) / bound).reshape(-1)


class MlpPolicy:
    """A one-hidden-layer policy over :class:`RamFeatures`, one softmax head per action
    component (``nvec``: MultiDiscrete sizes, or one entry for Discrete)."""

    def __init__(self, weights: dict[str, np.ndarray], nvec: list[int]) -> None:
        self.weights = {key: np.asarray(value, np.float32) for key, value in weights.items()}
        self.nvec = [int(n) for n in nvec]

    def logits(self, features: np.ndarray) -> list[np.ndarray]:
        """One logits array per action component, for a (batch, size) feature array."""
        w = self.weights
        hidden = np.tanh(features @ w["w1"] + w["b1"])
        out = hidden @ w["w2"] + w["b2"]
        return np.split(out, np.cumsum(self.nvec)[:-1], axis=-1)

    def save(self, path: str | Path) -> None:
        np.savez(path, nvec=np.array(self.nvec), **self.weights)  # type: ignore[arg-type]

    @classmethod
    def load(cls, path: str | Path) -> MlpPolicy:
        """ValueError naming the file when it is not a saved MlpPolicy."""
        try:
            with np.load(path, allow_pickle=False) as data:
                return cls({k: data[k] for k in ("w1", "b1", "w2", "b2")}, data["nvec"].tolist())
        except (OSError, KeyError, ValueError) as error:
            raise ValueError(f"{path} is not a saved MlpPolicy ({error})") from None

    def choose(self, features: np.ndarray, rng: np.random.Generator | None) -> np.ndarray:
        """Actions (batch, components) for a (batch, size) feature array: sampled from each
        head's softmax with ``rng``, or the most likely ones when ``rng`` is None."""
        choices = []
        for head in self.logits(features):
            if rng is None:
                choices.append(np.argmax(head, axis=1))
                continue
            p = np.exp(head - head.max(axis=1, keepdims=True))
            p /= p.sum(axis=1, keepdims=True)
            choices.append((p.cumsum(axis=1) > rng.random((len(p), 1))).argmax(axis=1))
        return np.stack(choices, axis=1).astype(np.int64)

    def actor(
        self, observation_space: spaces.Dict, role: str = "P1", seed: int | None = 0
    ) -> Callable[[Any], Any]:
        """An ``obs -> action`` function playing ``role``: it samples its actions (seeded;
        ``seed=None`` plays the most likely action, which for imitated play is mostly idle)."""
        features = RamFeatures(observation_space)
        if features.size != self.weights["w1"].shape[0]:
            raise ValueError(
                f"the policy takes {self.weights['w1'].shape[0]} features; this env's "
                f"observation gives {features.size}"
            )
        rng = None if seed is None else np.random.default_rng(seed)

        def act(obs: Any) -> Any:
            choice = self.choose(features(obs, role)[None, :], rng)[0]
            return int(choice[0]) if len(choice) == 1 else choice

        return act


def load_agent(spec: str, observation_space: spaces.Dict, role: str) -> Callable[[Any], Any]:
    """``spec`` as an agent playing ``role``: a saved policy (a path ending in ``.npz``) or
    ``module:function`` naming a callable ``obs -> action``. ValueError when it is neither."""
    if spec.endswith(".npz"):
        return MlpPolicy.load(spec).actor(observation_space, role)
    module, _, name = spec.partition(":")
    try:
        function = getattr(importlib.import_module(module), name) if name else None
    except (ImportError, AttributeError) as error:
        raise ValueError(f"agent={spec!r} cannot be loaded ({error})") from None
    if not callable(function):
        raise TypeError(
            f"agent={spec!r} is invalid; allowed a saved policy (.npz) or module:function"
        )
    return function
