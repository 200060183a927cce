"""Turning a batch of 1P episodes, step by step, into finished rounds: who won each round, whether
it decided the fight (the stage), its reward, its length and whether it ended by KO or time-over.

Read from DIAMBRA's public signals only, so it holds whether the step that raises ``round_done``
shows the round's end or already the next round: a side scored the round when its ``wins``
count rose; when neither count rose (the stage was decided and the counts already restarted),
``stage_done`` means the agent took the round and ``game_done`` without it that the CPU did.
A round ended by time-over when it ran the whole clock and no health reads 0 at its end.

Example:
    >>> tracker = RoundTracker(num_envs=64, step_ratio=6, timer_seconds=40)   # doctest: +SKIP
    >>> tracker.start(np.arange(64), obs)                                      # doctest: +SKIP
    >>> rows, rounds = tracker.update(obs, reward, info)                       # doctest: +SKIP
    >>> rows, rounds = tracker.update(obs, reward, info, rows=stepped)        # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

FRAMES_PER_SECOND = 60  # the engine's internal frame rate


class Round(NamedTuple):
    """One finished round, from the agent's (P1's) side.

    ``outcome``: 1 won, -1 lost, 0 drawn (both sides scored). ``fight``: 1 the round won the
    fight (stage) for the agent, -1 lost it, 0 the fight goes on. ``characters``: (P1, P2).
    """

    outcome: int
    fight: int
    reward: float
    steps: int
    time_over: bool
    characters: tuple[int, int]


def _wins(obs: dict[str, Any]) -> np.ndarray:
    return np.stack([np.asarray(obs[p]["wins"]).reshape(-1) for p in ("P1", "P2")], 1).astype(
        np.int64
    )


def _characters(obs: dict[str, Any]) -> np.ndarray:
    return np.stack([np.asarray(obs[p]["character"]).reshape(-1) for p in ("P1", "P2")], 1).astype(
        np.int64
    )


class RoundTracker:
    """Per-env round bookkeeping for a batch of ``num_envs`` envs (the agent plays P1)."""

    def __init__(
        self,
        num_envs: int,
        step_ratio: int,
        timer_seconds: int,
        identify: Callable[[dict[str, Any]], np.ndarray] | None = None,
    ) -> None:
        """``identify(obs)`` gives each env's (P1, P2) lineup (default: their characters)."""
        self.identify = identify or _characters
        self.full_clock = timer_seconds * FRAMES_PER_SECOND
        self.step_ratio = step_ratio
        self.reward = np.zeros(num_envs)
        self.steps = np.zeros(num_envs, dtype=np.int64)
        self.wins = np.zeros((num_envs, 2), dtype=np.int64)
        self.characters = np.zeros((num_envs, 2), dtype=np.int64)

    def start(self, rows: np.ndarray, obs: dict[str, Any]) -> None:
        """New episodes began at ``rows``; ``obs`` is the batch returned by their reset."""
        self.reward[rows] = 0.0
        self.steps[rows] = 0
        self.wins[rows] = _wins(obs)[rows]
        self.characters[rows] = self.identify(obs)[rows]

    def update(
        self,
        obs: dict[str, Any],
        reward: np.ndarray,
        info: dict[str, Any],
        rows: np.ndarray | None = None,
    ) -> tuple[np.ndarray, list[Round]]:
        """Books one step of the envs at ``rows`` (default: every env), whose results ``obs``,
        ``reward`` and ``info`` hold in that order; returns the rows whose round ended and those
        rounds."""
        if rows is None:
            rows = np.arange(len(self.reward))
        self.reward[rows] += reward
        self.steps[rows] += 1
        wins = _wins(obs)
        ended = np.flatnonzero(info["round_done"])  # positions in this batch
        at = rows[ended]  # ... and the envs they are
        rounds: list[Round] = []
        if len(ended):
            scored = (wins[ended] - self.wins[at]) > 0
            stage = np.asarray(info["stage_done"])[ended]
            game = np.asarray(info["game_done"])[ended]
            neither = ~scored.any(1)
            agent = np.where(neither, stage, scored[:, 0])
            cpu = np.where(neither, game & ~stage, scored[:, 1])
            outcome = agent.astype(np.int64) - cpu.astype(np.int64)
            fight = np.where(stage, 1, np.where(game, -1, 0))
            health = np.minimum(
                np.asarray(obs["P1"]["health"]).reshape(-1)[ended],
                np.asarray(obs["P2"]["health"]).reshape(-1)[ended],
            )
            time_over = (self.steps[at] * self.step_ratio >= self.full_clock) & (health > 0)
            for i, row in enumerate(at):
                rounds.append(
                    Round(
                        outcome=int(outcome[i]),
                        fight=int(fight[i]),
                        reward=float(self.reward[row]),
                        steps=int(self.steps[row]),
                        time_over=bool(time_over[i]),
                        characters=(int(self.characters[row, 0]), int(self.characters[row, 1])),
                    )
                )
            self.reward[at] = 0.0
            self.steps[at] = 0
        self.wins[rows] = wins
        self.characters[rows] = self.identify(obs)
        return at, rounds
