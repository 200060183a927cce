"""The ronin test fixture: the TOML's path, engine codes, action indices and a scripted two-player
duel (step ratio 1 unless told, RAM only) read through the RAM extras and the documented
"engine." info leaves (see native/games/ronin/ronin_env.h)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from arena_vec.fighting.env import FightingEnv, make
from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, Roles

RONIN_TOML = Path(__file__).resolve().parents[3] / "configs" / "games" / "ronin.toml"
HEALTH = 128
WEAPON_MAX = 120

# Engine codes (native/games/fight/fight_state.h, native/games/ronin/ronin_state.h).
IDLE, ATTACK, HIT_STUN, BLOCK_STUN, KNOCKDOWN, LANDING = 0, 4, 5, 6, 8, 12
CONTACT_HIT, CONTACT_BLOCK, CONTACT_CLASH, CONTACT_DISARMED, CONTACT_EXPLOSION = 1, 3, 8, 9, 10
# Absolute move indices; P1 starts on the left facing right, P2 on the right facing left.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
# Attack indices of [game].attacks.
WS, MS, K, M, STRONG, THROW, OVERHEAD, EXPLOSION, SUPER, ISSEN = range(1, 11)
BUTTONS = ["WS", "MS", "K", "M"]


def _native_has_ronin() -> bool:
    try:
        from arena_vec import _native
    except ImportError:
        return False
    return "ronin" in [name for name, _ in _native.games()]


needs_native = pytest.mark.skipif(not _native_has_ronin(), reason="native ronin not built")


def move_of(name: str, character: int = 0) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (Haku's by default)."""
    moves = load_game_data(RONIN_TOML)["characters"][character]["moves"]
    index = next(i for i, m in enumerate(moves) if m["name"] == name)
    return index, moves[index]


def attack_of(move: dict) -> int:
    """The attack index that presses exactly the move's buttons."""
    attacks = [list(entry) for entry in load_game_data(RONIN_TOML)["game"]["attacks"]]
    return attacks.index(sorted(move["buttons"], key=BUTTONS.index))


def weapon_damage(base: int, bar: int, rage: bool = False) -> int:
    """A weapon hit's damage with the weapon bar at `bar` (ronin_gauges.h), rage on top."""
    percent = 50 + 50 * bar // WEAPON_MAX
    if rage:
        percent = percent * 125 // 100
    return max(1, base * percent // 100)


class Duel:
    """Steps a 2P ronin env with (move, attack) pairs; keeps the last observation and info."""

    def __init__(self, first: int = 0, second: int = 0, step_ratio: int = 1) -> None:
        self.env: FightingEnv = make(
            "ronin", EnvironmentSettingsMultiAgent(step_ratio=step_ratio, include_frame=False)
        )
        names = self.env.game.characters
        self.obs, self.info = self.env.reset(
            seed=1,
            options={"characters": (names[first], names[second]), "role": (Roles.P1, Roles.P2)},
        )

    def step(self, p1: tuple[int, int] = (NONE, 0), p2: tuple[int, int] = (NONE, 0)) -> float:
        action = {"agent_0": np.array(p1), "agent_1": np.array(p2)}
        self.obs, reward, _, _, self.info = self.env.step(action)
        return reward

    def wait(self, frames: int, p2: tuple[int, int] = (NONE, 0)) -> None:
        for _ in range(frames):
            self.step((NONE, 0), p2)

    def engine(self, key: str) -> int:
        return int(self.info["engine"][key])

    def ram(self, player: str, key: str) -> int:
        return int(np.asarray(self.obs[player][key]).reshape(-1)[0])

    def health(self, player: str) -> int:
        return self.ram(player, "health")

    def distance(self) -> int:
        return self.engine("p2_x") - self.engine("p1_x")

    def approach(self, distance: int) -> None:
        """P1 walks in until the fighters' centres are at most `distance` px apart, then the
        duel idles until both are free and the weapon bars have refilled."""
        for _ in range(300):
            if self.distance() <= distance:
                break
            self.step((RIGHT, 0))
        self.wait(30)

    def until_free(self, player: str, limit: int = 300) -> None:
        """Idles until `player` is idle or walking again."""
        for _ in range(limit):
            if self.ram(player, "state") in (IDLE, 1):
                return
            self.step()
        raise AssertionError(f"{player} never became free")
