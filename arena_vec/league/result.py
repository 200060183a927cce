"""A league's results as data: who played whom with which characters and seeds, the rounds
each side won, and the ratings; JSON in and out.

Example:
    >>> result = LeagueResult.from_json(text)          # doctest: +SKIP
    >>> result.standings()[0]["player"]                # doctest: +SKIP
    'cpu:4'
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from arena_vec.league.ratings import elo_ratings, openskill_ratings


@dataclass
class LeagueResult:
    """Players, fights (``p1``, ``p2``, ``characters``, ``seed``, ``rounds`` [P1's, P2's])
    and the settings the league ran with."""

    game: str
    players: list[str]
    fights: list[dict[str, Any]]
    settings: dict[str, Any] = field(default_factory=dict)

    def results(self) -> list[tuple[int, int, float]]:
        """``(p1, p2, points of p1)`` per fight, in schedule order (win 1, draw 0.5)."""
        out = []
        for fight in self.fights:
            a, b = fight["rounds"]
            out.append((fight["p1"], fight["p2"], 1.0 if a > b else 0.5 if a == b else 0.0))
        return out

    def standings(self, model: str = "PlackettLuce") -> list[dict[str, Any]]:
        """One row per player, best Elo first: openskill mu, its 95% half-interval and
        ordinal; Elo and its 95% half-interval; wins, draws, losses and the points share."""
        n = len(self.players)
        results = self.results()
        skill, ordinal = openskill_ratings(n, results, model)
        elo = elo_ratings(n, results)
        record = np.zeros((n, 3), dtype=np.int64)  # wins, draws, losses
        for p1, p2, points in results:
            column = 0 if points == 1.0 else 1 if points == 0.5 else 2
            record[p1, column] += 1
            record[p2, 2 - column] += 1
        rows = []
        for i, name in enumerate(self.players):
            games = int(record[i].sum())
            rows.append(
                {
                    "player": name,
                    "mu": float(skill.rating[i]),
                    "mu_interval": float(skill.interval[i]),
                    "ordinal": float(ordinal[i]),
                    "elo": float(elo.rating[i]),
                    "elo_interval": float(elo.interval[i]),
                    "wins": int(record[i, 0]),
                    "draws": int(record[i, 1]),
                    "losses": int(record[i, 2]),
                    "score": (record[i, 0] + 0.5 * record[i, 1]) / games if games else 0.0,
                }
            )
        return sorted(rows, key=lambda row: -row["elo"])

    def to_json(self) -> str:
        """The result as JSON (fights, settings and the standings, for readers), one fight
        and one standing per line."""
        data = asdict(self)
        data["standings"] = self.standings()
        lines = ["{"]
        for i, (key, value) in enumerate(data.items()):
            comma = "," if i < len(data) - 1 else ""
            if isinstance(value, list) and value and isinstance(value[0], dict):
                rows = ",\n  ".join(json.dumps(row) for row in value)
                lines.append(f' "{key}": [\n  {rows}\n ]{comma}')
            else:
                lines.append(f" {json.dumps(key)}: {json.dumps(value)}{comma}")
        return "\n".join([*lines, "}"])

    @classmethod
    def from_json(cls, text: str) -> LeagueResult:
        """Inverse of :meth:`to_json` (the standings are recomputed, not read)."""
        data = json.loads(text)
        return cls(data["game"], data["players"], data["fights"], data.get("settings", {}))
