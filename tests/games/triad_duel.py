"""The triad test fixture shared by the game's test files: the TOML's path, engine enums, action
indices and a scripted two-player duel (fighting_harness.Duel: step ratio 1 unless told, RAM
only) read through the documented "engine." info leaves (see native/games/triad/triad_env.h)."""

from __future__ import annotations

import fighting_harness as harness
from fighting_harness import game_toml

TRIAD_TOML = game_toml("triad")
HEALTH = 208

# Engine enums (native/games/fight/fight_state.h).
HIT_STUN, BLOCK_STUN, AIR_HIT, KNOCKDOWN, THROWN = 5, 6, 7, 8, 11
CONTACT_THROW_ESCAPE, CONTACT_HOLD, CONTACT_DANGER_ZONE = 5, 6, 7
# Absolute move indices; P1 starts on the left facing right.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks.
HOLD, PUNCH, KICK, THROW = 1, 2, 3, 4

needs_native = harness.needs_native("triad")


class Duel(harness.Duel):
    """A 2P triad duel; ``approach`` steps once more when close."""

    game = "triad"
    settle_frames = 1
