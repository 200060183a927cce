"""``info["engine"]["p1_input"]``: a fighter's input word of the step's last frame. An agent's
``[move, attack]`` at ``step_ratio`` 1 must come back as its direction bits and its buttons
held (the encoding behaviour cloning decodes the CPU's inputs with), and under ``autoplay`` the
CPU's words must decode into actions the agent could send."""

from __future__ import annotations

import numpy as np
import pytest
from fighting_harness import fighting_games

from arena_vec.fighting.env import make
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings, Roles

UP, DOWN, LEFT, RIGHT = 1, 2, 4, 8  # native/games/fight/fight_state.h
HELD_SHIFT = 4
# DIAMBRA's move index -> direction bits.
DIRECTIONS = [0, LEFT, UP | LEFT, UP, UP | RIGHT, RIGHT, DOWN | RIGHT, DOWN, DOWN | LEFT]


def _buttons(game: str, attack: int) -> int:
    info = game_info(game)
    return sum(1 << info.buttons.index(name) for name in info.attacks[attack])


@pytest.mark.parametrize("game", fighting_games())
def test_an_agents_action_comes_back_as_its_input_word(game: str) -> None:
    env = make(game, EnvironmentSettings(include_frame=False, step_ratio=1, role=Roles.P1))
    env.reset(seed=3)
    n_attacks = int(env.action_space.nvec[1])
    rng = np.random.default_rng(3)
    for _ in range(200):
        move, attack = int(rng.integers(9)), int(rng.integers(n_attacks))
        _, _, terminated, truncated, info = env.step(np.array([move, attack]))
        if info["round_done"] or terminated or truncated:
            break  # the frame after a round's end takes no input
        buttons = _buttons(game, attack)
        expected = DIRECTIONS[move] | buttons << HELD_SHIFT
        assert int(info["engine"]["p1_input"]) == expected, (move, attack)
    env.close()


@pytest.mark.parametrize("game", fighting_games())
def test_the_cpus_input_words_decode_into_agent_actions(game: str) -> None:
    settings = EnvironmentSettings(include_frame=False, step_ratio=1, autoplay=True)
    env = make(game, settings)
    env.reset(seed=4)
    attacks = {_buttons(game, a) for a in range(len(game_info(game).attacks))}
    held_any = moved = 0
    for _ in range(600):
        _, _, terminated, truncated, info = env.step(env.action_space.sample())
        word = int(info["engine"]["p1_input"])
        assert word & 0xF in DIRECTIONS
        assert word >> HELD_SHIFT in attacks
        held_any += (word >> HELD_SHIFT) != 0
        moved += (word & 0xF) != 0
        if terminated or truncated:
            env.reset()
    env.close()
    assert held_any > 0  # the CPU did play through this leaf
    assert moved > 0
