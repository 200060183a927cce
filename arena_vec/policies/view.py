"""What a scripted policy sees of a batch of fights: :class:`FightView`, flat int64 arrays read
from one step's observation and info, from one player's side.

The RAM observation gives DIAMBRA's keys (side and character are used here); positions and what
each fighter is doing come from the game's documented ``info["engine"]`` leaves (see
``native/games/triad/triad_env.h``: action, move, move phase, stun, x, y per role), whose codes
are the engine's enums below. The runner adds each env's episode step and episode seed, so
policies need no memory of their own: everything they do is a function of the view.

Example:
    >>> obs, reward, terminated, truncated, info = envs.step(actions)        # doctest: +SKIP
    >>> view = FightView.of(obs, info, step=steps, seed=seeds)               # doctest: +SKIP
    >>> view.distance[:3]                                                    # doctest: +SKIP
    array([80, 80, 64])
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

import numpy as np

# The fight::Action codes policies use (native/games/fight/fight_state.h).
IDLE, JUMP, ATTACK, HIT_STUN, BLOCK_STUN, KNOCKDOWN, WAKE_UP, LANDING = 0, 3, 4, 5, 6, 8, 9, 12
# fight::MovePhase.
STARTUP, ACTIVE, RECOVERY = 1, 2, 3

PLAYERS = ("P1", "P2")


@dataclass(frozen=True)
class FightView:
    """One player's view of ``n`` fights; every field is an int64 array of shape ``(n,)``.

    ``action``/``foe_action`` are engine action codes (IDLE, JUMP, ... above), ``foe_phase`` a
    move phase (0 none, or STARTUP, ACTIVE, RECOVERY), ``foe_move`` the index of the foe's move in its character's move list (-1 none);
    ``x``/``y`` are pixels (y = feet above the floor); ``stun`` is the frames left in the own
    stun; ``step`` counts env steps since the episode's reset and ``seed`` is the episode's seed.
    """

    side: np.ndarray
    character: np.ndarray
    foe_character: np.ndarray
    x: np.ndarray
    y: np.ndarray
    foe_x: np.ndarray
    foe_y: np.ndarray
    action: np.ndarray
    stun: np.ndarray
    foe_action: np.ndarray
    foe_move: np.ndarray
    foe_phase: np.ndarray
    step: np.ndarray
    seed: np.ndarray

    @classmethod
    def of(
        cls,
        obs: dict[str, Any],
        info: dict[str, Any],
        step: np.ndarray,
        seed: np.ndarray,
        player: str = "P1",
    ) -> FightView:
        """The view of ``player`` ("P1" or "P2") from a batched step's ``obs`` and ``info``."""
        if player not in PLAYERS:
            raise ValueError(f"player={player!r} is not allowed; use one of {PLAYERS}")
        foe = PLAYERS[1 - PLAYERS.index(player)]
        engine = info["engine"]
        me, them = player.lower() + "_", foe.lower() + "_"

        def flat(value: Any) -> np.ndarray:
            return np.asarray(value, dtype=np.int64).reshape(-1)

        return cls(
            side=flat(obs[player]["side"]),
            character=flat(obs[player]["character"]),
            foe_character=flat(obs[foe]["character"]),
            x=flat(engine[me + "x"]),
            y=flat(engine[me + "y"]),
            foe_x=flat(engine[them + "x"]),
            foe_y=flat(engine[them + "y"]),
            action=flat(engine[me + "action"]),
            stun=flat(engine[me + "stun"]),
            foe_action=flat(engine[them + "action"]),
            foe_move=flat(engine[them + "move"]),
            foe_phase=flat(engine[them + "phase"]),
            step=flat(step),
            seed=np.asarray(seed, dtype=np.uint64).reshape(-1),
        )

    @property
    def distance(self) -> np.ndarray:
        """Horizontal distance between the two fighters' body centres, pixels."""
        return np.abs(self.foe_x - self.x)

    def __len__(self) -> int:
        return len(self.side)

    def take(self, rows: np.ndarray) -> FightView:
        """The view of the envs at ``rows`` only."""
        return FightView(**{name: getattr(self, name)[rows] for name in _FIELDS})

    def put(self, rows: np.ndarray, other: FightView) -> None:
        """Overwrites the envs at ``rows`` with ``other``'s (one per row, in that order): a
        runner that steps some envs at a time keeps every env's latest view this way."""
        for name in _FIELDS:
            getattr(self, name)[rows] = getattr(other, name)


_FIELDS = tuple(f.name for f in dataclasses.fields(FightView))
