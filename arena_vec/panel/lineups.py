"""The CPU-vs-CPU matrix's lineups: what each side fields and how a round's sides are told
apart. A one-on-one game's lineups are its characters; a team game's (``team_size`` > 1) are
its teams, every set of ``team_size`` characters without a homonym pair (the teams DIAMBRA's
draw can make), named ``"A+B"``: the team-composition matrix.

Example:
    >>> lineups(game_info("tagduo")).labels[:2]       # doctest: +SKIP
    ('Kaito+Vesna', 'Kaito+Gorr')
    >>> lineups(game_info("tagduo")).index("Gorr+Kaito")   # doctest: +SKIP
    1
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from arena_vec.fighting.games import GameInfo


@dataclass(frozen=True)
class Lineups:
    """``labels[i]`` names lineup i and ``settings[i]`` is its ``characters`` setting;
    ``team_size`` members each (1: a character) of the game's characters ``names``. ``table``
    maps a lineup's key (its sorted member indices as digits in base ``characters``) to its
    index, -1 where no lineup is."""

    labels: tuple[str, ...]
    settings: tuple[Any, ...]
    team_size: int
    names: tuple[str, ...]
    table: np.ndarray = field(repr=False, compare=False)

    @property
    def characters(self) -> int:
        """How many characters the game has."""
        return len(self.names)

    def index(self, label: str) -> int:
        """The index of the lineup ``label`` names: a character, or a team's members joined
        by ``+`` in any order. ValueError naming the label and what a lineup is here."""
        members = label.split("+") if isinstance(label, str) else []
        if len(members) == self.team_size and all(m in self.names for m in members):
            key = _keys(np.array([[self.names.index(m) for m in members]]), self.characters)
            found = int(self.table[key[0]])
            if found >= 0:
                return found
        what = (
            "a character"
            if self.team_size == 1
            else f"{self.team_size} different characters joined by '+' (no homonym pair)"
        )
        raise ValueError(
            f"matrix_lineups: {label!r} is not allowed; expected {what} of {list(self.names)}"
        )

    def identify(self, obs: dict[str, Any]) -> np.ndarray:
        """(num_envs, 2): the lineup index of P1 and P2 in a batch of observations (-1 for a
        side that fields no lineup). Vectorized: the panel calls it on every step."""
        keys = (
            ("character",)
            if self.team_size == 1
            else tuple(f"character_{k}" for k in range(1, self.team_size + 1))
        )
        sides = []
        for player in ("P1", "P2"):
            members = np.stack([np.asarray(obs[player][k]).reshape(-1) for k in keys], 1)
            valid = np.all((members >= 0) & (members < self.characters), axis=1, keepdims=True)
            found = self.table[_keys(np.where(valid, members, 0), self.characters)]
            sides.append(np.where(valid[:, 0], found, -1))
        return np.stack(sides, 1)


def _keys(members: np.ndarray, characters: int) -> np.ndarray:
    """Each row of member indices (any order) as its lineup key: the sorted indices as digits
    in base ``characters``."""
    digits = characters ** np.arange(members.shape[1], dtype=np.int64)
    return np.sort(members.astype(np.int64), axis=1) @ digits


def lineups(info: GameInfo) -> Lineups:
    """The lineups of ``info``'s game."""
    names = info.characters
    if info.team_size == 1:
        teams: list[tuple[int, ...]] = [(c,) for c in range(len(names))]
    else:
        homonym = {frozenset(names.index(n) for n in pair) for pair in info.homonyms}
        teams = [
            team
            for team in combinations(range(len(names)), info.team_size)
            if not any(frozenset(pair) in homonym for pair in combinations(team, 2))
        ]
    table = np.full(len(names) ** info.team_size, -1, dtype=np.int64)
    table[_keys(np.array(teams, dtype=np.int64), len(names))] = np.arange(len(teams))
    return Lineups(
        labels=tuple("+".join(names[c] for c in team) for team in teams),
        settings=tuple(
            names[team[0]] if len(team) == 1 else tuple(names[c] for c in team) for team in teams
        ),
        team_size=info.team_size,
        names=tuple(names),
        table=table,
    )
