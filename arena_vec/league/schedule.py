"""The fights of a round-robin: every pair of players meets in pairs of fights with the same
seed, stage and characters, the players swapping sides (P1 / P2) between the two, so neither
the side nor the character draw favours one of them.

Example:
    >>> fights = round_robin(3, fights_per_pair=2, n_characters=8, seed=0)
    >>> [(f.p1, f.p2) for f in fights]
    [(0, 1), (1, 0), (0, 2), (2, 0), (1, 2), (2, 1)]
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from arena_vec.engine.checks import check_int


@dataclass(frozen=True)
class Fight:
    """One scheduled fight: the players on P1 and P2 (indices), their characters, the reset
    seed."""

    index: int
    p1: int
    p2: int
    characters: tuple[int, int]
    seed: int


def round_robin(n_players: int, fights_per_pair: int, n_characters: int, seed: int) -> list[Fight]:
    """Every pair of ``n_players`` plays ``fights_per_pair`` fights (an even number: side-
    swapped pairs), characters drawn uniformly per pair of fights from ``seed``."""
    check_int("players (count)", n_players, 2)
    check_int("fights_per_pair", fights_per_pair, 2)
    if fights_per_pair % 2:
        raise ValueError(
            f"fights_per_pair={fights_per_pair} is not allowed: an even number (each setup is "
            "played twice, the players swapping sides)"
        )
    rng = np.random.default_rng(seed)
    fights: list[Fight] = []
    for a, b in itertools.combinations(range(n_players), 2):
        for _ in range(fights_per_pair // 2):
            c1, c2 = (int(c) for c in rng.integers(0, n_characters, 2))
            fight_seed = int(rng.integers(0, 2**62))
            for p1, p2 in ((a, b), (b, a)):
                fights.append(Fight(len(fights), p1, p2, (c1, c2), fight_seed))
    return fights
