"""The ronin test fixture: the TOML's path, engine codes, action indices and a scripted two-player
duel (fighting_harness.Duel: step ratio 1 unless told, RAM only) read through the RAM extras and
the documented "engine." info leaves (see native/games/ronin/ronin_env.h)."""

from __future__ import annotations

import fighting_harness as harness
from fighting_harness import game_toml

RONIN_TOML = game_toml("ronin")
HEALTH = 128
WEAPON_MAX = 120

# Engine codes (native/games/fight/fight_state.h, native/games/ronin/ronin_state.h).
IDLE, ATTACK, HIT_STUN, BLOCK_STUN, KNOCKDOWN, LANDING = 0, 4, 5, 6, 8, 12
CONTACT_HIT, CONTACT_BLOCK, CONTACT_CLASH, CONTACT_DISARMED, CONTACT_EXPLOSION = 1, 3, 8, 9, 10
# Absolute move indices; P1 starts on the left facing right, P2 on the right facing left.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks.
WS, MS, K, M, STRONG, THROW, OVERHEAD, EXPLOSION, SUPER, ISSEN = range(1, 11)

needs_native = harness.needs_native("ronin")


def move_of(name: str, character: int = 0) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (Haku's by default)."""
    return harness.move_of("ronin", name, character)


def weapon_damage(base: int, bar: int, rage: bool = False) -> int:
    """A weapon hit's damage with the weapon bar at `bar` (ronin_gauges.h), rage on top."""
    percent = 50 + 50 * bar // WEAPON_MAX
    if rage:
        percent = percent * 125 // 100
    return max(1, base * percent // 100)


class Duel(harness.Duel):
    """A 2P ronin duel; the idle after ``approach`` lets the weapon bars refill."""

    game = "ronin"

    def until_free(self, player: str, limit: int = 300) -> None:
        """Idles until `player` is idle or walking again."""
        for _ in range(limit):
            if self.ram(player, "state") in (IDLE, 1):
                return
            self.step()
        raise AssertionError(f"{player} never became free")
