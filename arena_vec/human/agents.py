"""Agents a human can play against: any callable ``obs -> action``, named ``module:function``,
or a saved :class:`MlpPolicy` (``.npz``, as ``examples/behaviour_cloning.py`` writes).

An agent may remember things within an episode: one with a ``reset()`` method is reset at each
episode's start (:func:`reset_agent`; ``arena-vec play`` and ``arena-vec record`` do, and
record gives every env an agent of its own). An ``MlpPolicy`` trained with ``lags`` sees the
observation as it was that many steps before too (:class:`FeatureLags`; a CPU demonstrator
answers what it saw its reaction delay ago), and one trained with a ``history`` its own last
actions (:class:`ActionHistory`); :class:`PolicyInputs` puts them together, for a batch of envs.

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


class FeatureLags:
    """Each of ``rows`` players' features of ``lags`` steps before the newest (one block of
    ``size`` per lag, in ``lags`` order); zeros for the steps before an episode's first."""

    def __init__(self, rows: int, size: int, lags: tuple[int, ...]) -> None:
        self.lags = lags
        self._ring = np.zeros((max(lags, default=-1) + 1, rows, size), np.float32)

    def push(self, features: np.ndarray) -> None:
        """Each row's newest features: ``features`` (rows, size)."""
        if len(self._ring):
            self._ring = np.roll(self._ring, 1, axis=0)
            self._ring[0] = features

    @property
    def inputs(self) -> np.ndarray:
        """(rows, len(lags) * size): the features ``lags`` pushes before the newest."""
        rows = self._ring.shape[1]
        blocks = [self._ring[lag] for lag in self.lags]
        return np.concatenate(blocks, axis=1) if blocks else np.zeros((rows, 0), np.float32)

    def clear(self, rows: np.ndarray | slice) -> None:
        """Forgets the features of ``rows`` (an index or mask): their episodes start anew."""
        self._ring[:, rows] = 0


class PolicyInputs:
    """What an :class:`MlpPolicy` takes, for ``rows`` players: a step's features (``size`` of
    them), the features of ``lags`` steps before (:class:`FeatureLags`) and its own last
    ``history`` actions (:class:`ActionHistory`), the older ones zero before an episode's start."""

    def __init__(
        self, rows: int, size: int, lags: tuple[int, ...], history: int, nvec: list[int]
    ) -> None:
        self.size = size * (1 + len(lags)) + history * sum(nvec)
        self._lags = FeatureLags(rows, size, lags)
        self._history = ActionHistory(rows, history, nvec)

    def __call__(self, features: np.ndarray) -> np.ndarray:
        """(rows, self.size): the inputs of a step of ``features`` (rows, size), remembered as
        the newest."""
        self._lags.push(features)
        return np.concatenate([features, self._lags.inputs, self._history.inputs], axis=1)

    def push(self, actions: np.ndarray) -> None:
        """Each row's action of the step: ``actions`` (rows, components)."""
        self._history.push(actions)

    def clear(self, rows: np.ndarray | slice) -> None:
        """Forgets the steps of ``rows`` (an index or mask): their episodes start anew."""
        self._lags.clear(rows)
        self._history.clear(rows)


class MlpPolicy:
    """A one-hidden-layer policy over :class:`RamFeatures`, the features of ``lags`` steps
    before and, when ``history`` > 0, its own last ``history`` actions (:class:`PolicyInputs`),
    one softmax head per action component (``nvec``: MultiDiscrete sizes, or one entry for
    Discrete), or, given ``actions`` (a table of whole actions, one row each), one head over
    the table's rows: it chooses a move and an attack together."""

    def __init__(
        self,
        weights: dict[str, np.ndarray],
        nvec: list[int],
        history: int = 0,
        lags: tuple[int, ...] = (),
        actions: np.ndarray | None = None,
    ) -> None:
        self.weights = {key: np.asarray(value, np.float32) for key, value in weights.items()}
        self.nvec = [int(n) for n in nvec]
        self.history = int(history)
        self.lags = tuple(int(lag) for lag in lags)
        if any(lag < 1 for lag in self.lags):
            raise ValueError(f"lags={lags!r} is invalid; allowed steps >= 1")
        self.actions = None if actions is None else np.asarray(actions, np.int64)
        if self.actions is not None and (
            self.actions.ndim != 2
            or self.actions.shape[1] != len(self.nvec)
            or not ((self.actions >= 0) & (self.actions < self.nvec)).all()
        ):
            raise ValueError(
                f"actions of shape {self.actions.shape} is invalid; allowed rows of "
                f"{len(self.nvec)} components within nvec={self.nvec}"
            )
        self.heads = self.nvec if self.actions is None else [len(self.actions)]

    def inputs(self, rows: int, size: int) -> PolicyInputs:
        """Its inputs for ``rows`` players whose steps have ``size`` features."""
        return PolicyInputs(rows, size, self.lags, self.history, self.nvec)

    @property
    def input_size(self) -> int:
        """The features it takes: the observation's, its lags' and its history's."""
        return int(self.weights["w1"].shape[0])

    def logits(self, features: np.ndarray) -> list[np.ndarray]:
        """One logits array per head (action component, or the ``actions`` table's rows), for a
        (batch, size) feature array."""
        w = self.weights
        hidden = np.tanh(features @ w["w1"] + w["b1"])
        out = hidden @ w["w2"] + w["b2"]
        return np.split(out, np.cumsum(self.heads)[:-1], axis=-1)

    def save(self, path: str | Path) -> None:
        arrays = {"nvec": np.array(self.nvec), "history": np.array(self.history)}
        arrays |= {"lags": np.array(self.lags, np.int64), **self.weights}
        if self.actions is not None:
            arrays["actions"] = self.actions
        np.savez(path, **arrays)  # type: ignore[arg-type]

    @classmethod
    def load(cls, path: str | Path) -> MlpPolicy:
        """ValueError naming the file when it is not a saved MlpPolicy (one saved without a
        history, lags or an actions table has none)."""
        try:
            with np.load(path, allow_pickle=False) as data:
                weights = {k: data[k] for k in ("w1", "b1", "w2", "b2")}
                history = int(data["history"]) if "history" in data else 0
                lags = tuple(data["lags"].tolist()) if "lags" in data else ()
                actions = data.get("actions")
                return cls(weights, data["nvec"].tolist(), history, lags, actions)
        except (OSError, KeyError, ValueError) as error:
            raise ValueError(f"{path} is not a saved MlpPolicy ({error})") from None

    def choose(self, features: np.ndarray, rng: np.random.Generator | None) -> np.ndarray:
        """Actions (batch, components) for a (batch, size) feature array: sampled from each
        head's softmax with ``rng``, or the most likely ones when ``rng`` is None (the rows of
        the ``actions`` table so chosen, when it has one)."""
        choices = []
        for head in self.logits(features):
            if rng is None:
                choices.append(np.argmax(head, axis=1))
                continue
            p = np.exp(head - head.max(axis=1, keepdims=True))
            p /= p.sum(axis=1, keepdims=True)
            choices.append((p.cumsum(axis=1) > rng.random((len(p), 1))).argmax(axis=1))
        chosen = np.stack(choices, axis=1).astype(np.int64)
        return chosen if self.actions is None else self.actions[chosen[:, 0]]

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
        self._inputs = policy.inputs(1, features.size)
        if self._inputs.size != policy.input_size:
            raise ValueError(
                f"the policy takes {policy.input_size} features; this env's observation, its "
                f"{len(policy.lags)} lags and its history of {policy.history} actions give "
                f"{self._inputs.size}"
            )
        self._policy, self._features, self._role = policy, features, role
        self._rng = None if seed is None else np.random.default_rng(seed)

    def __call__(self, obs: Any) -> Any:
        x = self._inputs(self._features(obs, self._role)[None, :])
        choice = self._policy.choose(x, self._rng)
        self._inputs.push(choice)
        return int(choice[0, 0]) if choice.shape[1] == 1 else choice[0]

    def reset(self) -> None:
        """A new episode: its lags and history start empty."""
        self._inputs.clear(slice(None))


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
