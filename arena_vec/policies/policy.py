"""The policy interface and its simplest members: idle, uniform random and the constant
actions (every (direction, attack) pair of the action space, directions facing-relative).

A policy is a batched callable: ``policy(view)`` takes a :class:`~arena_vec.policies.view.FightView`
of ``n`` envs and returns an ``(n, 2)`` int64 array of MultiDiscrete actions (absolute move,
attack). Policies keep no state between calls: what they do depends only on the view (the
episode step and seed included), so a run is the same whatever the batch it is played in.

Example:
    >>> controls = Controls(game_info("triad"))                       # doctest: +SKIP
    >>> Constant(controls, "up", "Kick").name                          # doctest: +SKIP
    'constant:up+Kick'
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import numpy as np

from arena_vec.policies.controls import RELATIVE_MOVES, Controls
from arena_vec.policies.seeds import mix64
from arena_vec.policies.view import FightView


def actions(moves: np.ndarray, attacks: np.ndarray | int) -> np.ndarray:
    """An ``(n, 2)`` int64 action array from move and attack indices (an int broadcasts)."""
    out = np.empty((len(moves), 2), dtype=np.int64)
    out[:, 0] = moves
    out[:, 1] = attacks
    return out


class Policy(ABC):
    """A batched, stateless policy for one game. ``name`` identifies it in results."""

    name: str

    def __init__(self, controls: Controls) -> None:
        self.controls = controls

    @abstractmethod
    def __call__(self, view: FightView) -> np.ndarray:
        """MultiDiscrete actions, shape ``(len(view), 2)``, for the envs of ``view``."""


class Idle(Policy):
    """Never moves or presses anything (DIAMBRA's no-op agent)."""

    name = "idle"

    def __call__(self, view: FightView) -> np.ndarray:
        return np.zeros((len(view), 2), dtype=np.int64)


class UniformRandom(Policy):
    """Every step, a move and an attack drawn uniformly, from a hash of (episode seed, step)."""

    name = "random"

    def __call__(self, view: FightView) -> np.ndarray:
        key = mix64(view.seed ^ mix64(view.step.astype(np.uint64)))
        moves = key % np.uint64(len(RELATIVE_MOVES))
        attacks = mix64(key) % np.uint64(len(self.controls.attack_labels))
        return actions(moves.astype(np.int64), attacks.astype(np.int64))


class Constant(Policy):
    """The same direction (relative to the opponent) and attack on every step."""

    def __init__(self, controls: Controls, direction: str, attack: str) -> None:
        super().__init__(controls)
        self.direction = controls.relative(direction)
        self.attack = controls.attack(attack)
        self.name = f"constant:{direction}+{attack}"

    def __call__(self, view: FightView) -> np.ndarray:
        return actions(self.controls.moves(self.direction, view.side), self.attack)


def constant_sweep(controls: Controls) -> list[Constant]:
    """Every constant action of the MultiDiscrete space: 9 directions x every attack."""
    return [
        Constant(controls, direction, attack)
        for direction in RELATIVE_MOVES
        for attack in controls.attack_labels
    ]
