"""Agents a human can play against: any callable ``obs -> action``, named ``module:function``,
or a saved :class:`MlpPolicy` (``.npz``, as ``examples/behaviour_cloning.py`` writes).

An agent may remember things within an episode: one with a ``reset()`` method is reset at each
episode's start (:func:`reset_agent`; ``arena-vec play`` and ``arena-vec record`` do, and
record gives every env an agent of its own). An ``MlpPolicy`` trained with a ``history`` sees
its own last actions beside the observation (:class:`ActionHistory`).

An ``MlpPolicy`` reads the RAM part of the observation from its own side: :class:`RamFeatures`
puts the acting player's keys first and the opponent's second (``own``/``opp``), so a policy
trained as P1 plays P2 as well. Discrete keys are one-hot, Box keys divided by their bound.

Example:
    >>> policy = MlpPolicy.load("bc_policy.npz")                        # doctest: +SKIP
    >>> act = policy.actor(env.observation_space, role="P2")           # doctest: +SKIP
    >>> action = act(obs)                                               # doctest: +SKIP
    >>> act.reset()                       # a new episode: forget the actions taken # doctest: +SKIP
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


class ActionHistory:
    """The last ``length`` actions of ``rows`` players, one-hot per action component (``nvec``),
    newest first; zeros before an episode's first step (and ``length`` 0: no columns)."""

    def __init__(self, rows: int, length: int, nvec: list[int]) -> None:
        self.nvec = nvec
        self.inputs = np.zeros((rows, length * sum(nvec)), np.float32)

    def push(self, actions: np.ndarray) -> None:
        """Each row's newest action: ``actions`` (rows, components)."""
        if not self.inputs.shape[1]:
            return
        newest = np.zeros((len(actions), sum(self.nvec)), np.float32)
        rows = np.arange(len(actions))
        for offset, column in zip(np.cumsum([0, *self.nvec[:-1]]), actions.T, strict=True):
            newest[rows, offset + column] = 1
        self.inputs = np.concatenate([newest, self.inputs[:, : -sum(self.nvec)]], axis=1)

    def clear(self, rows: np.ndarray | slice) -> None:
        """Forgets the actions of ``rows`` (an index or mask): their episodes start anew."""
        self.inputs[rows] = 0


class MlpPolicy:
    """A one-hidden-layer policy over :class:`RamFeatures` and, when ``history`` > 0, its own
    last ``history`` actions (:class:`ActionHistory`), one softmax head per action component
    (``nvec``: MultiDiscrete sizes, or one entry for Discrete)."""

    def __init__(self, weights: dict[str, np.ndarray], nvec: list[int], history: int = 0) -> None:
        self.weights = {key: np.asarray(value, np.float32) for key, value in weights.items()}
        self.nvec = [int(n) for n in nvec]
        self.history = int(history)

    @property
    def input_size(self) -> int:
        """The features it takes: the observation's and its history's."""
        return int(self.weights["w1"].shape[0])

    def logits(self, features: np.ndarray) -> list[np.ndarray]:
        """One logits array per action component, for a (batch, size) feature array."""
        w = self.weights
        hidden = np.tanh(features @ w["w1"] + w["b1"])
        out = hidden @ w["w2"] + w["b2"]
        return np.split(out, np.cumsum(self.nvec)[:-1], axis=-1)

    def save(self, path: str | Path) -> None:
        np.savez(path, nvec=np.array(self.nvec), history=np.array(self.history), **self.weights)  # type: ignore[arg-type]

    @classmethod
    def load(cls, path: str | Path) -> MlpPolicy:
        """ValueError naming the file when it is not a saved MlpPolicy (one saved without a
        history has none)."""
        try:
            with np.load(path, allow_pickle=False) as data:
                weights = {k: data[k] for k in ("w1", "b1", "w2", "b2")}
                history = int(data["history"]) if "history" in data else 0
                return cls(weights, data["nvec"].tolist(), history)
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
    ) -> PolicyActor:
        """An ``obs -> action`` function playing ``role``, for one env: it samples its actions
        (seeded; ``seed=None`` plays the most likely action, which for imitated play is mostly
        idle) and remembers them until its ``reset()``."""
        return PolicyActor(self, RamFeatures(observation_space), role, seed)


class PolicyActor:
    """An :class:`MlpPolicy` playing ``role`` in one env; ``reset()`` at an episode's start."""

    def __init__(self, policy: MlpPolicy, features: RamFeatures, role: str, seed: int | None):
        wanted = features.size + policy.history * sum(policy.nvec)
        if wanted != policy.input_size:
            raise ValueError(
                f"the policy takes {policy.input_size} features; this env's observation and "
                f"its history of {policy.history} actions give {wanted}"
            )
        self._policy, self._features, self._role = policy, features, role
        self._rng = None if seed is None else np.random.default_rng(seed)
        self._history = ActionHistory(1, policy.history, policy.nvec)

    def __call__(self, obs: Any) -> Any:
        x = np.concatenate([self._features(obs, self._role), self._history.inputs[0]])
        choice = self._policy.choose(x[None, :], self._rng)
        self._history.push(choice)
        return int(choice[0, 0]) if choice.shape[1] == 1 else choice[0]

    def reset(self) -> None:
        """A new episode: its history starts empty."""
        self._history.clear(slice(None))


def reset_agent(agent: Callable[[Any], Any]) -> None:
    """Resets ``agent`` at an episode's start, when it has a ``reset()`` (a stateful agent)."""
    reset = getattr(agent, "reset", None)
    if callable(reset):
        reset()


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
