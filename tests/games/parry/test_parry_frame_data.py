"""parry's TOML against the engine: the file is valid and complete (12 characters with the issue's
move set), every grounded normal's startup / active / recovery as the TOML gives them, motion
specials at every step_ratio 1-6, and DIAMBRA's no-op test against the CPU ladder."""

from __future__ import annotations

import numpy as np
import pytest
from parry_duel import (
    DOWN,
    DOWN_LEFT,
    DOWN_RIGHT,
    HK,
    HP,
    LEFT,
    NONE,
    PARRY_TOML,
    RIGHT,
    UP,
    Duel,
    needs_native,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game
from arena_vec.fighting.settings import EnvironmentSettings

BUTTONS = ["LP", "MP", "HP", "LK", "MK", "HK"]


def test_parry_toml_is_valid_and_complete() -> None:
    raw = load_game_data(PARRY_TOML)
    game = parse_game(raw, PARRY_TOML)
    assert game.id == "parry"
    assert game.n_attacks() == 10
    assert game.attacks_no_combination == 7
    assert game.super_art == (1, 3)
    assert len(game.characters) == 12
    styles = {c["style"] for c in raw["characters"]}
    assert {"zoner", "rushdown", "grappler", "all-rounder"} <= styles
    for character in raw["characters"]:
        moves = character["moves"]
        plain = [m for m in moves if m["kind"] == "strike" and m.get("motion", "none") == "none"]
        lights = [m for m in plain if m["buttons"] in (["LP"], ["LK"])]
        heavies = [m for m in plain if m["buttons"] in (["HP"], ["HK"])]
        assert len(lights) >= 3, character["name"]
        assert len(heavies) >= 3, character["name"]
        assert any(m["kind"] == "projectile" for m in moves)
        assert any(m.get("invulnerable", 0) > 0 and m.get("meter", 0) == 0 for m in moves)
        assert any(m["kind"] == "throw" and m["buttons"] == ["LP", "LK"] for m in moves)
        assert any(m.get("meter", 0) == 100 for m in moves)  # the super art
        assert any(m.get("meter", 0) == 50 for m in moves)  # EX specials
        assert any(m["buttons"] == ["MP", "MK"] and m["level"] == "overhead" for m in plain)


def _ground_normals() -> list[tuple[int, int, dict]]:
    raw = load_game_data(PARRY_TOML)
    return [
        (c, m, move)
        for c, character in enumerate(raw["characters"])
        for m, move in enumerate(character["moves"])
        if move["kind"] == "strike"
        and move.get("motion", "none") == "none"
        and move["stance"] in ("stand", "crouch")
    ]


@needs_native
@pytest.mark.parametrize(
    ("character", "index", "move"),
    _ground_normals(),
    ids=lambda value: value["name"] if isinstance(value, dict) else str(value),
)
def test_frame_data_of_every_grounded_normal_matches_the_toml(
    character: int, index: int, move: dict
) -> None:
    attacks = [list(entry) for entry in load_game_data(PARRY_TOML)["game"]["attacks"]]
    attack = attacks.index(sorted(move["buttons"], key=BUTTONS.index))
    held = DOWN if move["stance"] == "crouch" else NONE
    duel = Duel(first=character)
    if held != NONE:
        duel.step((held, 0))
    duel.step((held, attack))
    assert duel.engine("p1_move") == index, f"{move['name']} was not the move performed"
    phases = []
    while duel.engine("p1_move") == index:
        phases.append(duel.engine("p1_phase"))
        duel.step((held, 0))
    assert phases.count(1) == move["startup"] - 1
    assert phases.count(2) == move["active"]
    assert phases.count(3) == move["recovery"]


@needs_native
@pytest.mark.parametrize("step_ratio", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("character", [0, 4], ids=["motion", "charge"])
def test_motion_specials_at_every_step_ratio(step_ratio: int, character: int) -> None:
    moves = [m["name"] for m in load_game_data(PARRY_TOML)["characters"][character]["moves"]]
    charge = character == 4
    charge_steps = -(-44 // step_ratio)  # hold the charge a little over 40 frames
    inputs = {
        "Projectile": ([LEFT] * charge_steps if charge else [DOWN, DOWN_RIGHT], RIGHT, HP),
        "Rising Strike": (
            [DOWN_LEFT] * charge_steps if charge else [RIGHT, DOWN],
            UP if charge else DOWN_RIGHT,
            HK,
        ),
    }
    for expected, (lead, last, button) in inputs.items():
        duel = Duel(first=character, step_ratio=step_ratio)
        for direction in lead:
            duel.step((direction, 0))
        duel.step((last, button))
        assert duel.engine("p1_move") == moves.index(expected), (expected, step_ratio)


@needs_native
@pytest.mark.parametrize("difficulty", [1, 4])
def test_noop_agent_loses_every_round_by_perfect(difficulty: int) -> None:
    from arena_vec.fighting.env import make

    env = make("parry", EnvironmentSettings(include_frame=False, difficulty=difficulty))
    env.reset(seed=difficulty)
    total, rounds = 0.0, 0
    for _ in range(20000):
        _, reward, terminated, _, info = env.step(np.array([NONE, 0]))
        total += reward
        rounds += int(info["round_done"])
        if terminated:
            break
    assert terminated
    assert rounds == 2
    assert total == -2 * 160


@needs_native
@pytest.mark.parametrize("step_ratio", [2, 3, 4, 5, 6])
def test_frame_data_holds_at_every_step_ratio(step_ratio: int) -> None:
    """Every grounded normal of the first character, pressed on a step's first frame: after
    step j the move is on frame j * step_ratio, in the phase its frame data puts there, and it
    ends on the step its total length says."""
    attacks = [list(entry) for entry in load_game_data(PARRY_TOML)["game"]["attacks"]]
    for _, index, move in (entry for entry in _ground_normals() if entry[0] == 0):
        attack = attacks.index(sorted(move["buttons"], key=BUTTONS.index))
        held = DOWN if move["stance"] == "crouch" else NONE
        duel = Duel(step_ratio=step_ratio)
        duel.step((held, 0))
        duel.step((held, attack))
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
