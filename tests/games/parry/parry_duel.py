"""The parry test fixture: the TOML's path, engine codes, action indices and a scripted two-player
duel (fighting_harness.Duel: step ratio 1 unless told, RAM only, both super arts 1 unless told)
read through the documented "engine." info leaves (see native/games/parry/parry_env.h)."""

from __future__ import annotations

from typing import Any, ClassVar

import fighting_harness as harness
from fighting_harness import game_toml

PARRY_TOML = game_toml("parry")
HEALTH = 160

# Engine codes (native/games/fight/fight_state.h, native/games/parry/parry_state.h).
IDLE, ATTACK, HIT_STUN, BLOCK_STUN, THROWN = 0, 4, 5, 6, 11
CONTACT_HIT, CONTACT_BLOCK, CONTACT_THROW, CONTACT_ESCAPE, CONTACT_PARRY = 1, 3, 4, 5, 8
# Absolute move indices; P1 starts on the left facing right, P2 on the right facing left.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks.
LP, MP, HP, LK, MK, HK, THROW, OVERHEAD, HP_HK = 1, 2, 3, 4, 5, 6, 7, 8, 9

needs_native = harness.needs_native("parry")


def move_of(name: str, character: int = 0) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (Ren's by default)."""
    return harness.move_of("parry", name, character)


class Duel(harness.Duel):
    """A 2P parry duel; the idle after ``approach`` outlasts P1's parry lockout (the walk's
    tap)."""

    game = "parry"
    options: ClassVar[dict[str, Any]] = {"super_art": (1, 1)}
