"""Shared helpers and fixtures for the test suite."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from arena_vec.fighting.game_data import tomllib
from arena_vec.fighting.games import GameInfo, parse_game

FIXTURE_GAME = Path(__file__).parent / "fixtures" / "games" / "triad.toml"


@pytest.fixture(scope="module")
def game() -> GameInfo:
    """The minimal fixture game (the contract's [game] table, 8 placeholder characters), read
    with tomllib only: the full validator would refuse its characters."""
    with FIXTURE_GAME.open("rb") as f:
        return parse_game(tomllib.load(f), FIXTURE_GAME)


def scripted_actions(num_envs: int, steps: int, num_actions: int, seed: int = 0) -> np.ndarray:
    """A fixed (steps, num_envs) action table, so every run sends the same actions."""
    return np.random.default_rng(seed).integers(0, num_actions, size=(steps, num_envs))


def action_for(env_id: int, step: int, num_actions: int) -> int:
    """A deterministic action that depends only on the env and its own step count."""
    return (env_id * 7 + step * 13 + (step * step) % 5) % num_actions
