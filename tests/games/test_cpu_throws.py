"""The CPU's throws against a crouching guard, and what it learns from an escaped one. The kit
walks the CPU into throw range against a habitual guard (fight/cpu_walk_in.h: ronin, tagduo,
trio and triad at every level); a throw the agent escapes is booked as answered, not landed
(fight/cpu_read.cc's learn_from_contact), so a CPU whose throws keep being escaped stops
throwing, and one whose throws land keeps throwing. The CPU used to book the grab itself as a
landed throw: against an agent that escaped every throw it threw as often as against one that
escaped none (tagduo's level 9: 139 grabs in 36 rounds, against 189 in 54)."""

from __future__ import annotations

import numpy as np
import pytest
from fighting_harness import needs_native
from test_cpu_caution import BLOCK_STUN, THROWN, crouch_guard

import arena_vec
from arena_vec.fighting.cpu_ladder import cpu_knobs
from arena_vec.fighting.games import game_info
from arena_vec.policies.controls import Controls

pytestmark = pytest.mark.long_play

# A throw-escape button of each game whose CPU walks in to throw a guard (its rules'
# throw_escape_buttons, in the game's native *_rules.h).
ESCAPE_BUTTON = {"ronin": "WS", "tagduo": "LP", "trio": "SP", "triad": "Hold"}


def grabs_of_a_crouching_guard(
    game: str, escaping: bool, frames: int = 6000, envs: int = 8
) -> tuple[int, int]:
    """(grabs, escapes) of the CPU's top level on a constant crouching guard, frame by frame
    (step_ratio 1); an escaping guard presses an escape button on the frame after each grab."""
    controls = Controls(game_info(game))
    escape = controls.attack_of([ESCAPE_BUTTON[game]])
    top = len(cpu_knobs(game)["caution"])
    settings = arena_vec.EnvironmentSettings(difficulty=top, continue_game=0.0, step_ratio=1)
    vec = arena_vec.make_vec(game, envs, seed=11, env_settings=settings)
    obs, info = vec.reset(seed=11)
    thrown = np.zeros(envs, bool)
    grabs = escapes = 0
    for _ in range(frames):
        action = crouch_guard(obs, controls, envs)
        if escaping:
            action[thrown, 1] = escape
        obs, _, _, _, info = vec.step(action)
        now = np.asarray(info["engine"]["p1_action"])
        grabs += int(((now == THROWN) & ~thrown).sum())
        escapes += int((thrown & (now == BLOCK_STUN)).sum())
        thrown = now == THROWN
    vec.close()
    return grabs, escapes


@pytest.mark.parametrize(
    "game", [pytest.param(game, marks=needs_native(game)) for game in ESCAPE_BUTTON]
)
def test_a_cpu_whose_throws_are_escaped_stops_throwing(game: str) -> None:
    # Measured (8 envs x 6,000 frames): grabs of a guard that escapes none, then of one that
    # escapes every throw: ronin's level 8 113 and 8, tagduo's 9 108 and 8, trio's 8 122 and 4,
    # triad's 4 122 and 12.
    landed, none_escaped = grabs_of_a_crouching_guard(game, escaping=False)
    escaped, all_escaped = grabs_of_a_crouching_guard(game, escaping=True)
    assert none_escaped == 0
    assert all_escaped == escaped
    assert landed >= 50
    assert escaped * 4 <= landed
