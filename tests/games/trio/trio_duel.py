"""The trio test fixture: the TOML's path, engine codes, action indices and a scripted
two-player duel (fighting_harness.Duel: step ratio 1 unless told, RAM only, both teams and
fighting styles fixed) read through the documented "engine." info leaves (see
native/games/trio/trio_env.h)."""

from __future__ import annotations

from typing import Any

import fighting_harness as harness
from fighting_harness import game_toml

TRIO_TOML = game_toml("trio")
HEALTH = 120
WINNER_RECOVERY_PERCENT = 25
ROLL_INVULNERABLE_FRAMES = 13
ASSIST_ENTRY_FRAMES = 8
ASSIST_FRAMES = 48
POWER_BAR = 100
ADVANCED, EXTRA, ULTIMATE = 1, 2, 3

# Engine codes (native/games/fight/fight_state.h, native/games/trio/trio_state.h).
IDLE, ATTACK, HIT_STUN, THROWN, LANDING = 0, 4, 5, 11, 12
CONTACT_HIT, CONTACT_ASSIST = 1, 8
# Absolute move indices; P1 starts on the left facing right, P2 on the right facing left.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks.
WP, WK, SP, SK, ROLL, BLOWBACK, ASSIST, CHARGE, MAX = range(1, 10)

needs_native = harness.needs_native("trio")

NAMES = (
    "Kenji", "Asuka", "Brann", "Lira", "Tetsu", "Mara", "Doyle", "Suki", "Orin", "Fay", "Grath",
    "Nyx", "Hale", "Ines", "Koji",
)  # fmt: skip
KENJI, ASUKA, BRANN, LIRA, TETSU = range(5)


def move_of(name: str, character: int = KENJI) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (Kenji's by default)."""
    return harness.move_of("trio", name, character)


class Duel(harness.Duel):
    """A 2P trio duel: P1 fields Kenji, Asuka and Brann, P2 Lira, Tetsu and Asuka, both in the
    Advanced style, unless told."""

    game = "trio"

    def __init__(
        self,
        teams: tuple[tuple[int, int, int], tuple[int, int, int]] | None = None,
        styles: tuple[int, int] = (ADVANCED, ADVANCED),
        step_ratio: int = 1,
        **options: Any,
    ) -> None:
        teams = teams or ((KENJI, ASUKA, BRANN), (LIRA, TETSU, ASUKA))
        trios = tuple(tuple(NAMES[c] for c in team) for team in teams)
        super().__init__(step_ratio=step_ratio, characters=trios, fighting_style=styles, **options)
