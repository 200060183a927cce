"""The tower test fixture: the TOML's path, engine codes, action indices and a scripted two-player
duel (step ratio 1 unless told, RAM only) read through the documented "engine." info leaves (see
native/games/tower/tower_env.h)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from arena_vec.fighting.env import FightingEnv, make
from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, Roles

TOWER_TOML = Path(__file__).resolve().parents[3] / "configs" / "games" / "tower.toml"
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


def _native_has_tower() -> bool:
    try:
        from arena_vec import _native
    except ImportError:
        return False
    return "tower" in [name for name, _ in _native.games()]


needs_native = pytest.mark.skipif(not _native_has_tower(), reason="native tower not built")


def move_of(name: str, character: int = 0) -> tuple[int, dict]:
    """(index, table) of a character's move, by name (the first character's by default)."""
    moves = load_game_data(TOWER_TOML)["characters"][character]["moves"]
    index = next(i for i, m in enumerate(moves) if m["name"] == name)
    return index, moves[index]


class Duel:
    """Steps a 2P tower env with (move, attack) pairs; keeps the last observation and info."""

    def __init__(self, first: int = 0, second: int = 0, step_ratio: int = 1) -> None:
        self.env: FightingEnv = make(
            "tower", EnvironmentSettingsMultiAgent(step_ratio=step_ratio, include_frame=False)
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

    def wait(self, frames: int, p1: tuple[int, int] = (NONE, 0), p2=(NONE, 0)) -> None:
        for _ in range(frames):
            self.step(p1, p2)

    def engine(self, key: str) -> int:
        return int(self.info["engine"][key])

    def ram(self, player: str, key: str) -> int:
        return int(np.asarray(self.obs[player][key]).reshape(-1)[0])

    def health(self, player: str) -> int:
        return self.ram(player, "health")

    def approach(self, distance: int) -> None:
        """P1 walks in until the fighters' centres are at most `distance` px apart, then the
        duel idles until both are free and P1's run bar has refilled."""
        for _ in range(300):
            if self.engine("p2_x") - self.engine("p1_x") <= distance:
                break
            self.step((RIGHT, 0))
        self.wait(40)
