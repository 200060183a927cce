"""The frame data of every fighting game against its TOML, one parametrized suite: every
grounded normal (a strike with no motion and no meter, standing or crouching, with its
direction held) takes the startup / active / recovery frames the TOML gives it, the first
character's normals hold them at every step_ratio 2-6, and DIAMBRA's no-op test (the no-op agent
loses every round of the CPU ladder's first stage by perfect)."""

from __future__ import annotations

import numpy as np
import pytest
from fighting_harness import attack_of, duel_of, game_data, health_max, needs_native

from arena_vec.fighting.env import make
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings

GAMES = ("parry", "ronin", "tower", "triad", "tagduo", "trio")
NONE, LEFT, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 5, 6, 7, 8
# The direction P1 (on the left, facing right) holds for a TOML direction.
HELD = {
    "any": NONE,
    "neutral": NONE,
    "forward": RIGHT,
    "back": LEFT,
    "down_forward": DOWN_RIGHT,
    "down": DOWN,
    "down_back": DOWN_LEFT,
}

pytestmark = [needs_native(game) for game in GAMES]


def _ground_normals(game: str) -> list[tuple[int, int, dict]]:
    """(character, move index, move) of every grounded normal of ``game``."""
    return [
        (c, m, move)
        for c, character in enumerate(game_data(game)["characters"])
        for m, move in enumerate(character["moves"])
        if move["kind"] == "strike"
        and move.get("motion", "none") == "none"
        and move.get("meter", 0) == 0
        and move.get("stance", "stand") in ("stand", "crouch")
    ]


def _held(move: dict) -> int:
    """The direction held while ``move`` is pressed: its own, or down for a crouching one."""
    direction = move.get("direction", "any")
    if move.get("stance") == "crouch" and direction in ("any", "neutral"):
        return DOWN
    return HELD[direction]


@pytest.mark.parametrize(
    ("game", "character", "index", "move"),
    [(game, *normal) for game in GAMES for normal in _ground_normals(game)],
    ids=lambda value: value["name"] if isinstance(value, dict) else str(value),
)
def test_frame_data_of_every_grounded_normal_matches_the_toml(
    game: str, character: int, index: int, move: dict
) -> None:
    held = _held(move)
    duel = duel_of(game, first=character)
    if held != NONE:
        duel.step((held, 0))
    duel.step((held, attack_of(game, move)))
    assert duel.engine("p1_move") == index, f"{move['name']} was not the move performed"
    phases = []
    while duel.engine("p1_move") == index:
        phases.append(duel.engine("p1_phase"))
        duel.step((held, 0))
    assert phases.count(1) == move["startup"] - 1
    assert phases.count(2) == move["active"]
    assert phases.count(3) == move["recovery"]


@pytest.mark.parametrize("step_ratio", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("game", GAMES)
def test_frame_data_holds_at_every_step_ratio(game: str, step_ratio: int) -> None:
    """Every grounded normal of the first character, pressed on a step's first frame: after
    step j the move is on frame j * step_ratio, in the phase its frame data puts there, and it
    ends on the step its total length says."""
    for _, index, move in (entry for entry in _ground_normals(game) if entry[0] == 0):
        held = _held(move)
        duel = duel_of(game, step_ratio=step_ratio)
        duel.step((held, 0))
        duel.step((held, attack_of(game, move)))
        startup, active = move["startup"], move["active"]
        total = startup + active + move["recovery"]
        step = 1
        while step * step_ratio < total:
            frame = step * step_ratio
            assert duel.engine("p1_move") == index, (move["name"], step)
            assert duel.engine("p1_move_frame") == frame, (move["name"], step)
            phase = 1 if frame < startup else 2 if frame < startup + active else 3
            assert duel.engine("p1_phase") == phase, (move["name"], step)
            duel.step((held, 0))
            step += 1
        assert duel.engine("p1_move") != index, move["name"]


@pytest.mark.parametrize("difficulty", [1, 4])
@pytest.mark.parametrize("game", GAMES)
def test_noop_agent_loses_every_round_by_perfect(game: str, difficulty: int) -> None:
    env = make(game, EnvironmentSettings(include_frame=False, difficulty=difficulty))
    env.reset(seed=difficulty)
    total, rounds, terminated = 0.0, 0, False
    for _ in range(20000):
        _, reward, terminated, _, info = env.step(np.array([NONE, 0]))
        total += reward
        rounds += int(info["round_done"])
        if terminated:
            break
    assert terminated
    assert rounds == game_info(game).rounds_to_win
    assert total == -rounds * health_max(game)
