"""Sharing a pool's envs among the panel's cells so that each cell gets exactly its rounds and
the result does not depend on the number of envs.

A cell (one policy at one difficulty, or one character of the CPU-vs-CPU matrix) plays a
sequence of episodes; episode ``k`` of a cell always gets the same seed, so it always plays out
the same way. A cell's result is the first ``rounds`` rounds of episodes 0, 1, 2, ... in that
order, however many of them ran at once on other envs and in whichever order they finished.
Envs are handed to the first cell whose running episodes are not expected to be enough; when
every open cell looks covered, free envs wait (they cost nothing: only envs with an episode
step) until an episode ends or a round is booked; episodes a finished cell does not need are
stopped.

Example:
    >>> scheduler = Scheduler([Cell(("idle", 1), rounds=100)], min_rounds=2)   # doctest: +SKIP
    >>> cell, episode = scheduler.assign()                                      # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from arena_vec.panel.rounds import Round


@dataclass(eq=False)
class Cell:
    """One line of work: ``rounds`` rounds of episodes played under ``key``. ``episodes[k]``
    holds the rounds of episode ``k``; ``running`` the indices of episodes still playing."""

    key: Hashable
    rounds: int
    episodes: list[list[Round]] = field(default_factory=list)
    running: set[int] = field(default_factory=set)
    done: bool = False
    recorded: int = 0  # rounds played so far in every episode, used or not
    _finished_rounds: int = 0  # rounds of the episodes that ended
    _running_rounds: int = 0  # rounds so far of the episodes still playing
    _settled: int = 0  # episodes [0, _settled) ended and hold fewer than `rounds` rounds together
    _settled_rounds: int = 0

    def result(self) -> list[Round]:
        """The cell's rounds: the first ``rounds`` of its episodes in order (once done)."""
        if not self.done:
            raise RuntimeError(f"cell {self.key!r} has not finished")
        return [r for episode in self.episodes for r in episode][: self.rounds]

    def expected(self, min_rounds: int) -> float:
        """Rounds the cell will have if its running episodes last as long as its finished ones
        (``min_rounds`` each before any finished), and at least one more round each."""
        running = len(self.running)
        finished = len(self.episodes) - running
        typical = self._finished_rounds / finished if finished else float(min_rounds)
        return self._finished_rounds + max(self._running_rounds + running, typical * running)

    def begin(self) -> int:
        """Starts the cell's next episode; returns its index."""
        self.episodes.append([])
        self.running.add(len(self.episodes) - 1)
        return len(self.episodes) - 1

    def add(self, episode: int, round_: Round) -> bool:
        """Books a round of a running episode; True if it is among the first ``rounds`` recorded
        (for progress bars: the cell's own count is settled by episode order)."""
        counts = not self.done and self.recorded < self.rounds
        self.episodes[episode].append(round_)
        self.recorded += 1
        self._running_rounds += 1
        self._settle()
        return counts

    def end(self, episode: int) -> None:
        """The episode ended, or was stopped because the cell is done."""
        self.running.remove(episode)
        self._finished_rounds += len(self.episodes[episode])
        self._running_rounds -= len(self.episodes[episode])
        self._settle()

    def _settle(self) -> None:
        """Marks the cell done once episodes 0..k in order hold ``rounds`` rounds, all of them
        but the last one ended."""
        while self._settled < len(self.episodes):
            total = self._settled_rounds + len(self.episodes[self._settled])
            if total >= self.rounds:
                self.done = True
                return
            if self._settled in self.running:
                return
            self._settled_rounds = total
            self._settled += 1


class Scheduler:
    """Hands out (cell, episode index) pairs and collects rounds; ``min_rounds`` is the fewest
    rounds an episode can have (a guess of its length before any episode finished)."""

    def __init__(self, cells: list[Cell], min_rounds: int) -> None:
        self.cells = cells
        self.min_rounds = min_rounds
        self._first_open = 0

    @property
    def done(self) -> bool:
        """True once every cell has its rounds."""
        while self._first_open < len(self.cells) and self.cells[self._first_open].done:
            self._first_open += 1
        return self._first_open == len(self.cells)

    def assign(self) -> tuple[int, int] | None:
        """(cell index, episode index) for a free env, or None when every open cell's running
        episodes are expected to be enough (or every cell is done)."""
        if self.done:
            return None
        open_cells = (i for i in range(self._first_open, len(self.cells)) if not self.cells[i].done)
        index = next(
            (
                i
                for i in open_cells
                if self.cells[i].expected(self.min_rounds) < self.cells[i].rounds
            ),
            None,
        )
        return None if index is None else (index, self.cells[index].begin())
