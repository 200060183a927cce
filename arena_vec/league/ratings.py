"""Ratings from fight results: openskill's Weng-Lin model (the maintained rating library;
Plackett-Luce by default), updated fight by fight in schedule order, and Elo for readers,
fitted to all results at once (Bradley-Terry maximum likelihood on the Elo scale, so the
order of fights does not matter), each with a 95% interval.

* openskill: ``mu`` and ``sigma`` (mu starts at 25, sigma at 25/3); interval ``mu +- 1.96
  sigma``; ``ordinal = mu - 3 sigma`` is openskill's conservative rank key.
* Elo: ``P[i beats j] = 1 / (1 + 10 ** ((R_j - R_i) / 400))``; a draw counts as half a win,
  every pair gets one virtual draw (so a player who won or lost everything still has a finite
  rating), the mean rating is 1500; the interval is +- 1.96 standard errors from the Fisher
  information.

Example:
    >>> elo = elo_ratings(2, [(0, 1, 1.0)] * 9 + [(0, 1, 0.0)])
    >>> round(float(elo.rating[0] - elo.rating[1]))
    321
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

ELO_SCALE = 400.0 / math.log(10.0)
ELO_MEAN = 1500.0
Z95 = 1.959964
MODELS = (
    "PlackettLuce",
    "BradleyTerryFull",
    "BradleyTerryPart",
    "ThurstoneMostellerFull",
    "ThurstoneMostellerPart",
)


@dataclass(frozen=True)
class Ratings:
    """One rating per player and the half-width of its 95% interval."""

    rating: np.ndarray
    interval: np.ndarray


def openskill_ratings(
    n: int, results: Sequence[tuple[int, int, float]], model: str = "PlackettLuce"
) -> tuple[Ratings, np.ndarray]:
    """openskill ratings (mu, 1.96 sigma) and the ordinals, from ``(p1, p2, points of p1)``
    results in order."""
    import openskill.models

    if model not in MODELS:
        raise ValueError(f"model={model!r} is not allowed; use one of {list(MODELS)}")
    rater = getattr(openskill.models, model)()
    players = [rater.rating(name=str(i)) for i in range(n)]
    for p1, p2, points in results:
        ranks = [0, 0] if points == 0.5 else [0, 1] if points > 0.5 else [1, 0]
        [[players[p1]], [players[p2]]] = rater.rate([[players[p1]], [players[p2]]], ranks=ranks)
    mu = np.array([p.mu for p in players])
    sigma = np.array([p.sigma for p in players])
    return Ratings(mu, Z95 * sigma), np.array([p.ordinal() for p in players])


def elo_ratings(n: int, results: Sequence[tuple[int, int, float]]) -> Ratings:
    """Elo ratings by Bradley-Terry maximum likelihood (see the module docstring)."""
    wins = np.full((n, n), 0.5)  # the virtual draw: half a win each way
    np.fill_diagonal(wins, 0.0)
    for p1, p2, points in results:
        wins[p1, p2] += points
        wins[p2, p1] += 1.0 - points
    games = wins + wins.T
    theta = np.zeros(n)
    for _ in range(10_000):  # Hunter's MM algorithm
        strength = np.exp(theta)
        denominator = (games / (strength[:, None] + strength[None, :])).sum(axis=1)
        updated = np.log(wins.sum(axis=1) / denominator)
        updated -= updated.mean()
        if np.abs(updated - theta).max() < 1e-10:
            theta = updated
            break
        theta = updated
    p = 1.0 / (1.0 + np.exp(theta[None, :] - theta[:, None]))
    fisher = games * p * (1.0 - p)
    information = np.diag(fisher.sum(axis=1)) - fisher
    covariance = np.linalg.pinv(information)
    se = np.sqrt(np.clip(np.diag(covariance), 0.0, None))
    return Ratings(ELO_MEAN + ELO_SCALE * theta, Z95 * ELO_SCALE * se)
