"""Fixtures for the panel's tests: triad's controls and a small RAM-only triad vector env for
playing policies against the CPU (hand-made fight views are in fight_views.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from arena_vec.builder import make_vec
from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings, Roles
from arena_vec.policies.controls import Controls


@pytest.fixture(scope="session")
def controls() -> Controls:
    return Controls(game_info("triad"))


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
