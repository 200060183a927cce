"""``EpisodeControl``: where an agent's episode ends and where the next one starts.

A long fighting-game run (8 stages of 2-3 rounds, plus continues) says little until it ends. An
``EpisodeControl`` given to ``make_vec`` / ``make_dm`` / ``make`` (and so to the JAX path) has
the native executor cut and start episodes differently, per env, at no cost per step when it is
not given:

* **Boundaries**: ``boundary`` ends the episode at a milestone the game reports (triad:
  ``"round"``, ``"round_won"``, ``"stage"``, ``"stage_won"``, ``"game"``) instead of at the
  game's own end (``"episode"``, the default: DIAMBRA's behaviour). ``max_steps`` (K) ends it
  after K steps plus a seeded draw in ``0..jitter``.
* **Milestone-driven length**: each ``grow_on`` milestone adds ``grow_by`` steps to the
  budget, up to ``max_steps_cap``.
* **Mini-episodes**: with ``mini_episodes=True`` a boundary or budget cut ends the agent's
  episode (``truncated=True``) but leaves the game untouched; the next episode continues it.
* **Start-state pools**: a new episode (other than a continued one) starts from a source drawn
  by weight: a fresh game (``fresh_weight``), one of the ``start_states`` (snapshots from
  ``get_state()`` of an env of the same game and settings; ``start_weights``, one each, default
  1), or a state the env kept at a ``collect_on`` milestone (the last ``collect_capacity``
  ones; ``collected_weight``, drawn uniformly among them; until one is kept, that weight goes
  to a fresh game). A step that ends the game keeps nothing (there is nothing to resume).
* **End condition**: ``end_when`` clauses over the env's own leaves (``("P1.health", "<=",
  20)``, ``("P2.x", "unchanged", 600)``; see :mod:`arena_vec.engine.episode_condition`),
  combined by ``end_when_combine`` (``"any"``/``"all"``) and held for ``end_when_steps``
  steps, cut an episode in a stuck or hopeless state, natively on every step. Such a cut is
  never continued: the next episode starts as after the game's end.
* **A new game every N mini-episodes**: with ``mini_episodes``, ``new_game_every`` N (plus a
  seeded draw in ``0..new_game_jitter``, drawn as each game starts) ends the game after its
  N-th mini-episode: the next episode starts as after the game's end.

Game-independent (the game only names its milestones), hence in ``engine``. Checks here need no
game; the milestone names are checked against the game when the control reaches a pool.

Example:
    >>> EpisodeControl(boundary="stage", max_steps=0)
    Traceback (most recent call last):
    ValueError: episode_control.max_steps=0 is not allowed; expected None (no budget) or an int in 1..2147483647
    >>> EpisodeControl(boundary="round", mini_episodes=True).mini_episodes
    True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arena_vec.engine.checks import is_int, short_repr
from arena_vec.engine.episode_condition import (
    MAX_STEPS,
    check_clauses,
    check_combination,
    native_clauses,
)

MAX_COLLECTED = 1024
GAME_END = "episode"

# Codes of the info leaves episode_control.end and episode_control.start.
END_REASONS = ("none", "game", "boundary", "budget", "condition")
START_KINDS = ("fresh", "continued", "registered", "collected")


def _refuse(name: str, value: Any, allowed: str) -> None:
    raise ValueError(
        f"episode_control.{name}={short_repr(value)} is not allowed; expected {allowed}"
    )


def _check_weight(name: str, value: Any) -> float:
    if (
        not isinstance(value, (int, float))
        or isinstance(value, bool)
        or not math.isfinite(value)
        or value < 0
    ):
        _refuse(name, value, "a finite number >= 0")
    return float(value)


@dataclass(frozen=True)
class EpisodeControl:
    """How the executor ends and starts one env's episodes (see the module docstring).

    Attributes:
        boundary: ``"episode"`` (the game's own end) or one of the game's milestones.
        max_steps: step budget K per episode, or None (no budget).
        jitter: the budget is K plus a draw in ``0..jitter`` from the env's seeded RNG.
        grow_on: a milestone that adds ``grow_by`` steps to the budget (up to
            ``max_steps_cap``; None = no cap).
        mini_episodes: a cut leaves the game running; the next episode continues it.
        start_states: snapshots (``get_state()`` bytes) a new episode may start from.
        start_weights: one weight per start state (None: 1 each).
        fresh_weight: weight of starting a fresh game.
        collect_on: a milestone at which the env keeps its state as a start state.
        collect_capacity: how many kept states an env holds (the oldest goes first).
        collected_weight: weight of starting from a kept state.
        end_when: clauses ``(leaf, op, value)`` that cut the episode (not continued).
        end_when_combine: ``"any"`` clause or ``"all"`` of them.
        end_when_steps: consecutive steps the combination must hold.
        new_game_every: with ``mini_episodes``, a new game after this many mini-episodes.
        new_game_jitter: ``new_game_every`` plus a draw in ``0..new_game_jitter`` per game.
    """

    boundary: str = GAME_END
    max_steps: int | None = None
    jitter: int = 0
    grow_on: str | None = None
    grow_by: int = 0
    max_steps_cap: int | None = None
    mini_episodes: bool = False
    start_states: tuple[bytes, ...] = ()
    start_weights: tuple[float, ...] | None = None
    fresh_weight: float = 0.0
    collect_on: str | None = None
    collect_capacity: int = 16
    collected_weight: float = 0.0
    end_when: tuple[tuple[str, str, float], ...] = ()
    end_when_combine: str = "any"
    end_when_steps: int = 1
    new_game_every: int | None = None
    new_game_jitter: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.boundary, str):
            _refuse("boundary", self.boundary, f"{GAME_END!r} or a milestone name (a str)")
        for name in ("grow_on", "collect_on"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, str):
                _refuse(name, value, "None or a milestone name (a str)")
        if self.max_steps is not None and not (is_int(self.max_steps) and self.max_steps >= 1):
            _refuse("max_steps", self.max_steps, f"None (no budget) or an int in 1..{MAX_STEPS}")
        budget = self.max_steps or 0
        if not is_int(self.jitter) or not 0 <= self.jitter <= MAX_STEPS - budget:
            _refuse("jitter", self.jitter, f"an int in 0..{MAX_STEPS - budget}")
        if self.jitter and self.max_steps is None:
            _refuse("jitter", self.jitter, "0 without max_steps (jitter varies the budget)")
        self._check_growth()
        if not isinstance(self.mini_episodes, bool):
            _refuse("mini_episodes", self.mini_episodes, "a bool")
        if self.mini_episodes and self.boundary == GAME_END and self.max_steps is None:
            _refuse(
                "mini_episodes",
                True,
                "False unless a boundary milestone or max_steps cuts episodes",
            )
        self._check_pool()
        object.__setattr__(self, "end_when", check_clauses(self.end_when))
        check_combination(self.end_when, self.end_when_combine, self.end_when_steps)
        self._check_new_games()

    def _check_new_games(self) -> None:
        every = self.new_game_every
        if every is not None:
            if not is_int(every) or not 1 <= every <= MAX_STEPS:
                _refuse("new_game_every", every, f"None or an int in 1..{MAX_STEPS}")
            if not self.mini_episodes:
                _refuse("new_game_every", every, "None unless mini_episodes=True")
        high = MAX_STEPS - (every or 0)
        if not is_int(self.new_game_jitter) or not 0 <= self.new_game_jitter <= high:
            _refuse("new_game_jitter", self.new_game_jitter, f"an int in 0..{high}")
        if self.new_game_jitter and every is None:
            _refuse("new_game_jitter", self.new_game_jitter, "0 without new_game_every")

    def _check_growth(self) -> None:
        if self.grow_on is None:
            if self.grow_by != 0:
                _refuse("grow_by", self.grow_by, "0 without grow_on")
        elif self.max_steps is None:
            _refuse("grow_on", self.grow_on, "None without max_steps (it grows the budget)")
        elif not is_int(self.grow_by) or not 1 <= self.grow_by <= MAX_STEPS:
            _refuse("grow_by", self.grow_by, f"an int in 1..{MAX_STEPS} with grow_on")
        if self.max_steps_cap is not None:
            if self.grow_on is None:
                _refuse("max_steps_cap", self.max_steps_cap, "None without grow_on")
            low = (self.max_steps or 0) + self.jitter
            if not is_int(self.max_steps_cap) or not low <= self.max_steps_cap <= MAX_STEPS:
                _refuse(
                    "max_steps_cap",
                    self.max_steps_cap,
                    f"None or an int in {low}..{MAX_STEPS} (max_steps + jitter at least)",
                )

    def _check_pool(self) -> None:
        states = self.start_states
        if isinstance(states, (bytes, bytearray, str)) or not isinstance(states, Sequence):
            _refuse("start_states", states, "a sequence of get_state() snapshots (bytes)")
        for i, state in enumerate(states):
            if not isinstance(state, (bytes, bytearray)):
                _refuse(f"start_states[{i}]", state, "a get_state() snapshot (bytes)")
        object.__setattr__(self, "start_states", tuple(bytes(s) for s in states))
        weights = self.start_weights
        if weights is not None:
            if not isinstance(weights, Sequence) or isinstance(weights, (str, bytes)):
                _refuse("start_weights", weights, "None or one number per start state")
            if len(weights) != len(states):
                _refuse(
                    "start_weights",
                    weights,
                    f"None or one number per start state ({len(states)})",
                )
            weights = tuple(_check_weight(f"start_weights[{i}]", w) for i, w in enumerate(weights))
            object.__setattr__(self, "start_weights", weights)
        _check_weight("fresh_weight", self.fresh_weight)
        _check_weight("collected_weight", self.collected_weight)
        if self.collect_on is None:
            if self.collected_weight:
                _refuse("collected_weight", self.collected_weight, "0 without collect_on")
        elif not is_int(self.collect_capacity) or not 1 <= self.collect_capacity <= MAX_COLLECTED:
            _refuse("collect_capacity", self.collect_capacity, f"an int in 1..{MAX_COLLECTED}")
        if states or self.collect_on is not None:
            total = self.fresh_weight + self.collected_weight + sum(self.weights())
            if not total > 0:
                _refuse(
                    "start_weights",
                    self.start_weights,
                    "weights (start_weights, fresh_weight, collected_weight) with a positive sum",
                )

    def weights(self) -> tuple[float, ...]:
        """The weight of each start state (1 each when ``start_weights`` is None)."""
        if self.start_weights is None:
            return (1.0,) * len(self.start_states)
        return self.start_weights

    def milestones_used(self) -> dict[str, str]:
        """The fields that name a milestone, with their values."""
        used = {"boundary": self.boundary} if self.boundary != GAME_END else {}
        for name in ("grow_on", "collect_on"):
            if getattr(self, name) is not None:
                used[name] = getattr(self, name)
        return used

    def check_milestones(self, milestones: Sequence[str]) -> None:
        """ValueError naming the field unless every milestone it names is in ``milestones``."""
        for name, value in self.milestones_used().items():
            if value not in milestones:
                allowed = ([GAME_END] if name == "boundary" else []) + list(milestones)
                _refuse(name, value, f"one of {allowed}")

    def native(self, milestones: Sequence[str], state_ids: Sequence[int]) -> dict[str, Any]:
        """The native control dict for a game with ``milestones``; ``state_ids`` are the pool's
        ids of ``start_states`` (``BatchPool.register_start_state``)."""
        self.check_milestones(milestones)

        def index(value: str | None) -> int:
            return -1 if value is None or value == GAME_END else list(milestones).index(value)

        return {
            "boundary": index(self.boundary),
            "max_steps": self.max_steps or 0,
            "jitter": self.jitter,
            "grow_on": index(self.grow_on),
            "grow_by": self.grow_by,
            "max_steps_cap": self.max_steps_cap or 0,
            "mini_episodes": self.mini_episodes,
            "start_states": list(state_ids),
            "start_weights": list(self.weights()),
            "fresh_weight": float(self.fresh_weight),
            "collect_on": index(self.collect_on),
            "collect_capacity": self.collect_capacity if self.collect_on is not None else 0,
            "collected_weight": float(self.collected_weight),
            "end_when": native_clauses(self.end_when),
            "end_when_combine": self.end_when_combine,
            "end_when_steps": self.end_when_steps,
            "new_game_every": self.new_game_every or 0,
            "new_game_jitter": self.new_game_jitter,
        }
