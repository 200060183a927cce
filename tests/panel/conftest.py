"""Fixtures for the panel's tests: triad's controls, hand-made fight views and a small RAM-only
triad vector env for playing policies against the CPU."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

from arena_vec.builder import make_vec
from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings, Roles
from arena_vec.policies.controls import Controls
from arena_vec.policies.view import IDLE, FightView


@pytest.fixture(scope="session")
def controls() -> Controls:
    return Controls(game_info("triad"))


def make_view(n: int = 1, **fields: Any) -> FightView:
    """A view of ``n`` fights: both fighters idle on the floor 80 px apart (P1 at 88 on the left),
    character 0 against character 0, step 0, seed 0; ``fields`` override (scalars broadcast)."""
    base: dict[str, Any] = {
        "side": 0,
        "character": 0,
        "foe_character": 0,
        "x": 88,
        "y": 0,
        "foe_x": 168,
        "foe_y": 0,
        "action": IDLE,
        "stun": 0,
        "foe_action": IDLE,
        "foe_move": -1,
        "foe_phase": 0,
        "step": 0,
        "seed": 0,
    }
    base.update(fields)
    arrays = {
        name: np.broadcast_to(np.asarray(value), (n,)).astype(
            np.uint64 if name == "seed" else np.int64
        )
        for name, value in base.items()
    }
    assert set(arrays) == {f.name for f in dataclasses.fields(FightView)}
    return FightView(**arrays)


@pytest.fixture
def triad_envs() -> Iterator[Callable[..., ArenaVectorEnv]]:
    """Makes RAM-only triad vector envs (agent P1 unless told, step_ratio 6, no continues) and
    closes them after the test."""
    made: list[ArenaVectorEnv] = []

    def make(num_envs: int = 4, role: Roles = Roles.P1, difficulty: int = 1) -> ArenaVectorEnv:
        settings = EnvironmentSettings(
            include_frame=False,
            step_ratio=6,
            continue_game=0.0,
            role=role,
            difficulty=difficulty,
        )
        envs = make_vec("triad", num_envs, num_threads=1, seed=0, env_settings=settings)
        made.append(envs)
        return envs

    yield make
    for envs in made:
        envs.close()
