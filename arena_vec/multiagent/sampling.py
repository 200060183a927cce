"""Sampling rules: which opponent an env plays in its next episode, drawn at episode
boundaries from the learner's record against each opponent.

* ``"uniform"``: every opponent alike.
* ``"pfsp"``: prioritized fictitious self-play as in AlphaStar (Vinyals et al., 2019): the
  weight of opponent B is ``f(P[learner beats B])`` with ``f_hard(x) = (1 - x) ** p`` (the
  default, p = 2: opponents the learner loses to come up most) or ``f_var(x) = x (1 - x)``
  (opponents near its level). P is estimated as ``(wins + 0.5) / (games + 1)`` (a draw is
  half a win), so an opponent never met counts as even.
* any callable ``rule(p_win, games) -> weights`` (arrays over the opponents).

Draws come from a generator seeded by the env's seed, so a run is reproducible.

Example:
    >>> record = Record(3)
    >>> record.add(0, 1.0); record.add(0, 1.0); record.add(2, 0.0)
    >>> np.round(pfsp_weights(record.p_win(), record.games), 3)
    array([0.028, 0.25 , 0.562])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

Rule = Callable[[np.ndarray, np.ndarray], Any]
WEIGHTINGS = ("hard", "variance")


class Record:
    """The learner's games and points (win 1, draw 0.5, loss 0) against each opponent."""

    def __init__(self, n: int) -> None:
        self.games = np.zeros(n, dtype=np.int64)
        self.points = np.zeros(n, dtype=np.float64)

    def grow(self) -> None:
        """Makes room for one more opponent (never met yet)."""
        self.games = np.append(self.games, 0)
        self.points = np.append(self.points, 0.0)

    def add(self, opponent: int, points: float) -> None:
        """Records one finished episode against ``opponent``."""
        self.games[opponent] += 1
        self.points[opponent] += points

    def p_win(self) -> np.ndarray:
        """The estimated probability that the learner beats each opponent."""
        return (self.points + 0.5) / (self.games + 1)


def uniform_weights(p_win: np.ndarray, games: np.ndarray) -> np.ndarray:
    """Every opponent alike."""
    return np.ones_like(p_win)


def pfsp_weights(
    p_win: np.ndarray, games: np.ndarray, weighting: str = "hard", p: float = 2.0
) -> np.ndarray:
    """AlphaStar's PFSP weights: ``(1 - x) ** p`` ("hard") or ``x (1 - x)`` ("variance")."""
    if weighting == "hard":
        return (1.0 - p_win) ** p
    return p_win * (1.0 - p_win)


def make_rule(rule: str | Rule, weighting: str = "hard", p: float = 2.0) -> Rule:
    """The weights function of ``rule`` ("uniform", "pfsp" or a callable)."""
    if callable(rule):
        return rule
    if rule == "uniform":
        return uniform_weights
    if rule == "pfsp":
        if weighting not in WEIGHTINGS:
            raise ValueError(f"weighting={weighting!r} is not allowed; use one of {WEIGHTINGS}")
        if not isinstance(p, (int, float)) or isinstance(p, bool) or not p > 0:
            raise ValueError(f"p={p!r} is not allowed; expected a number > 0")
        return lambda p_win, games: pfsp_weights(p_win, games, weighting, float(p))
    raise ValueError(
        f"sampling={rule!r} is not allowed; use 'uniform', 'pfsp' or a callable "
        "rule(p_win, games) -> weights"
    )


class Sampler:
    """Draws opponents by a rule from a seeded generator."""

    def __init__(self, rule: str | Rule, n: int, seed: int, **options: Any) -> None:
        self.rule = make_rule(rule, **options)
        self.record = Record(n)
        self.rng = np.random.default_rng(seed)

    def draw(self, count: int) -> np.ndarray:
        """``count`` opponent indices, each drawn independently with the rule's weights."""
        n = len(self.record.games)
        try:
            weights = np.asarray(self.rule(self.record.p_win(), self.record.games.copy()), float)
        except Exception as error:
            raise ValueError(f"sampling rule raised {type(error).__name__}: {error}") from error
        if weights.shape != (n,) or not np.isfinite(weights).all() or (weights < 0).any():
            raise ValueError(
                f"sampling rule returned {weights!r}; expected {n} finite weights >= 0"
            )
        total = weights.sum()
        probabilities = weights / total if total > 0 else np.full(n, 1.0 / n)
        return self.rng.choice(n, size=count, p=probabilities)
