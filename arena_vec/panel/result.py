"""The panel's results: counts per (policy, difficulty) cell and per CPU-vs-CPU character pair,
the rates derived from them, and their JSON form (with the settings, host and version).

Only counts are stored; every rate is computed from them, so a result read back from JSON is
equal to the one written. ``PanelResult`` equality ignores ``run`` (host, version, envs,
threads, wall time): two runs with the same seed and settings compare equal.

Example:
    >>> result = evaluate("triad", rounds=20, difficulties=[1])          # doctest: +SKIP
    >>> result.cell("idle", 1).round_win_rate                             # doctest: +SKIP
    0.0
    >>> PanelResult.from_json(result.to_json()) == result                 # doctest: +SKIP
    True
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from arena_vec.panel.rounds import Round

JSON_FORMAT = 1


def _rate(part: int, whole: int) -> float | None:
    return part / whole if whole else None


@dataclass(frozen=True)
class CellStats:
    """One policy against the CPU at one difficulty: counts over exactly ``rounds`` rounds.

    ``fights_won``/``fights_lost`` count the fights (stages) decided within those rounds.
    """

    policy: str
    difficulty: int
    rounds: int
    won: int
    lost: int
    drawn: int
    fights_won: int
    fights_lost: int
    ko: int
    time_over: int
    reward: float
    steps: int

    @classmethod
    def of(cls, policy: str, difficulty: int, rounds: Sequence[Round]) -> CellStats:
        """The counts of ``rounds``, played by ``policy`` at ``difficulty``."""
        return cls(
            policy=policy,
            difficulty=difficulty,
            rounds=len(rounds),
            won=sum(r.outcome > 0 for r in rounds),
            lost=sum(r.outcome < 0 for r in rounds),
            drawn=sum(r.outcome == 0 for r in rounds),
            fights_won=sum(r.fight > 0 for r in rounds),
            fights_lost=sum(r.fight < 0 for r in rounds),
            ko=sum(not r.time_over for r in rounds),
            time_over=sum(r.time_over for r in rounds),
            reward=float(sum(r.reward for r in rounds)),
            steps=sum(r.steps for r in rounds),
        )

    @property
    def round_win_rate(self) -> float:
        return self.won / self.rounds

    @property
    def fight_win_rate(self) -> float | None:
        """Share of the decided fights the agent won (None when no fight was decided)."""
        return _rate(self.fights_won, self.fights_won + self.fights_lost)

    @property
    def reward_per_round(self) -> float:
        return self.reward / self.rounds

    @property
    def round_steps(self) -> float:
        """Mean round length, env steps."""
        return self.steps / self.rounds

    @property
    def ko_rate(self) -> float:
        """Share of rounds ended by a KO (the rest ended by time-over)."""
        return self.ko / self.rounds

    def rates(self) -> dict[str, float | None]:
        """The derived rates, by name (as written to JSON beside the counts)."""
        return {
            "round_win_rate": self.round_win_rate,
            "fight_win_rate": self.fight_win_rate,
            "reward_per_round": self.reward_per_round,
            "round_steps": self.round_steps,
            "ko_rate": self.ko_rate,
        }


@dataclass(frozen=True)
class MatrixStats:
    """CPU vs CPU at one difficulty: ``wins[i][j]``/``losses[i][j]`` are the rounds P1 playing
    character i won/lost against P2 playing character j (draws are neither)."""

    difficulty: int
    characters: tuple[str, ...]
    wins: tuple[tuple[int, ...], ...]
    losses: tuple[tuple[int, ...], ...]
    rounds: int  # rounds played per P1 character

    @classmethod
    def of(
        cls, difficulty: int, characters: Sequence[str], rounds: Sequence[Round], per_character: int
    ) -> MatrixStats:
        n = len(characters)
        wins = [[0] * n for _ in range(n)]
        losses = [[0] * n for _ in range(n)]
        for r in rounds:
            first, second = r.characters
            if r.outcome > 0:
                wins[first][second] += 1
            elif r.outcome < 0:
                losses[first][second] += 1
        return cls(
            difficulty=difficulty,
            characters=tuple(characters),
            wins=tuple(map(tuple, wins)),
            losses=tuple(map(tuple, losses)),
            rounds=per_character,
        )

    @property
    def p1_win_rate(self) -> float | None:
        """Share of the decided rounds that P1 (the agent's side, played by the CPU) won: near
        one half when both sides play at the same level."""
        won, lost = sum(map(sum, self.wins)), sum(map(sum, self.losses))
        return _rate(won, won + lost)

    def pair_win_rate(self, a: int, b: int) -> float | None:
        """Share of the decided rounds between characters a and b (either side) that a won."""
        won = self.wins[a][b] + self.losses[b][a]
        lost = self.losses[a][b] + self.wins[b][a]
        return _rate(won, won + lost)

    def row_win_rate(self, character: int) -> float | None:
        """Share of the decided rounds the character won on P1, against every opponent it met
        (drawn at random: the ladder's first): its rate alone when only some rows were played
        (``evaluate``'s ``matrix_lineups``)."""
        won, lost = sum(self.wins[character]), sum(self.losses[character])
        return _rate(won, won + lost)

    def mean_win_rate(self, character: int) -> float | None:
        """The character's win rate against each other character, averaged over opponents."""
        rates = [
            self.pair_win_rate(character, other)
            for other in range(len(self.characters))
            if other != character
        ]
        known = [rate for rate in rates if rate is not None]
        return sum(known) / len(known) if known else None


@dataclass(frozen=True)
class PanelResult:
    """A whole panel: ``settings`` decide the numbers; ``run`` records how and where it ran."""

    game: str
    settings: dict[str, Any]
    cells: tuple[CellStats, ...]
    matrix: tuple[MatrixStats, ...]
    run: dict[str, Any] = field(default_factory=dict, compare=False)

    def cell(self, policy: str, difficulty: int) -> CellStats:
        """The cell of ``policy`` at ``difficulty``; KeyError if the panel has none."""
        for cell in self.cells:
            if cell.policy == policy and cell.difficulty == difficulty:
                return cell
        raise KeyError(f"no cell for policy={policy!r}, difficulty={difficulty}")

    @property
    def policies(self) -> list[str]:
        """Policy names in panel order."""
        return list(dict.fromkeys(cell.policy for cell in self.cells))

    @property
    def difficulties(self) -> list[int]:
        return list(dict.fromkeys(cell.difficulty for cell in self.cells))

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON: every count, with the derived rates beside them."""
        return {
            "format": JSON_FORMAT,
            "game": self.game,
            "settings": self.settings,
            "run": self.run,
            "cells": [dataclasses.asdict(c) | {"rates": c.rates()} for c in self.cells],
            "matrix": [
                dataclasses.asdict(m)
                | {
                    "mean_win_rate": [m.mean_win_rate(i) for i in range(len(m.characters))],
                    "p1_win_rate": m.p1_win_rate,
                }
                for m in self.matrix
            ],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PanelResult:
        """Reads :meth:`to_dict`'s output back (derived rates are recomputed, not read)."""
        if data.get("format") != JSON_FORMAT:
            raise ValueError(
                f"panel result format={data.get('format')!r} is not supported; expected "
                f"{JSON_FORMAT}"
            )
        cell_fields = [f.name for f in dataclasses.fields(CellStats)]
        return cls(
            game=data["game"],
            settings=data["settings"],
            cells=tuple(CellStats(**{k: c[k] for k in cell_fields}) for c in data["cells"]),
            matrix=tuple(
                MatrixStats(
                    difficulty=m["difficulty"],
                    characters=tuple(m["characters"]),
                    wins=tuple(map(tuple, m["wins"])),
                    losses=tuple(map(tuple, m["losses"])),
                    rounds=m["rounds"],
                )
                for m in data["matrix"]
            ),
            run=data.get("run", {}),
        )

    @classmethod
    def from_json(cls, text: str) -> PanelResult:
        return cls.from_dict(json.loads(text))
