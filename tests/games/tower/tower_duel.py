"""The tower test fixture: the TOML's path, engine codes, action indices and a scripted two-player
duel (fighting_harness.Duel: step ratio 1 unless told, RAM only) read through the documented
"engine." info leaves (see native/games/tower/tower_env.h)."""

from __future__ import annotations

import fighting_harness as harness
from fighting_harness import game_toml

TOWER_TOML = game_toml("tower")
HEALTH = 166
RUN_BAR = 48
CHAIN_COST = 12

# Engine codes (native/games/fight/fight_state.h, native/games/tower/tower_state.h).
IDLE, WALK, ATTACK, HIT_STUN, BLOCK_STUN, AIR_HIT, KNOCKDOWN, THROWN = 0, 1, 4, 5, 6, 7, 8, 11
CONTACT_HIT, CONTACT_BLOCK, CONTACT_THROW, CONTACT_ESCAPE = 1, 3, 4, 5
# Absolute move indices; P1 starts on the left facing right, P2 on the right facing left.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks (DIAMBRA's umk3 order).
HP, HK, LK, LP, RUN, BLOCK = 1, 2, 3, 4, 5, 6

needs_native = harness.needs_native("tower")


def move_of(name: str, character: int = 0) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (the first character's by default)."""
    return harness.move_of("tower", name, character)


class Duel(harness.Duel):
    """A 2P tower duel; the idle after ``approach`` lets P1's run bar refill."""

    game = "tower"
    settle_frames = 40
