"""The tagduo test fixture: the TOML's path, engine codes, action indices and a scripted
two-player duel (fighting_harness.Duel: step ratio 1 unless told, RAM only, both teams fixed)
read through the documented "engine." info leaves (see native/games/tagduo/tagduo_env.h)."""

from __future__ import annotations

from typing import Any

import fighting_harness as harness
from fighting_harness import game_toml

TAGDUO_TOML = game_toml("tagduo")
HEALTH = 180
TAG_FRAMES = 20
RECOVER_INTERVAL = 10
RECOVERABLE_PERCENT = 40
SIDESTEP_FRAMES = 16

# Engine codes (native/games/fight/fight_state.h, native/games/tagduo/tagduo_state.h).
IDLE, ATTACK, HIT_STUN, LANDING = 0, 4, 5, 12
CONTACT_HIT, CONTACT_SIDESTEP, CONTACT_TAG = 1, 8, 9
# Absolute move indices; P1 starts on the left facing right, P2 on the right facing left.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks.
LP, RP, LK, RK, TAG, LP_RP = 1, 2, 3, 4, 5, 6

needs_native = harness.needs_native("tagduo")

# Character indices in the TOML's order.
KAITO, VESNA, GORR, MEI, BRUIN, URSA, ROOK, SABLE = range(8)


def move_of(name: str, character: int = KAITO) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (Kaito's by default)."""
    return harness.move_of("tagduo", name, character)


class Duel(harness.Duel):
    """A 2P tagduo duel: P1 fields Kaito and Vesna, P2 Rook and Sable, unless told."""

    game = "tagduo"

    def __init__(
        self,
        teams: tuple[tuple[int, int], tuple[int, int]] | None = None,
        step_ratio: int = 1,
        **options: Any,
    ) -> None:
        names = ("Kaito", "Vesna", "Gorr", "Mei", "Bruin", "Ursa", "Rook", "Sable")
        teams = teams or ((KAITO, VESNA), (ROOK, SABLE))
        pairs = tuple(tuple(names[c] for c in team) for team in teams)
        super().__init__(step_ratio=step_ratio, characters=pairs, **options)
