"""tower's TOML against the engine: the file is valid and complete (14 characters with the issue's
move set, one button per move, DIAMBRA's umk3 action table), every grounded normal's startup /
active / recovery as the TOML gives them at every step_ratio 1-6, motion specials (quarter
circles, dragon punch, charge) at every step_ratio 1-6, and DIAMBRA's no-op test against the CPU
ladder."""

from __future__ import annotations

import numpy as np
import pytest
from tower_duel import (
    DOWN,
    DOWN_LEFT,
    DOWN_RIGHT,
    HEALTH,
    HK,
    HP,
    LEFT,
    LK,
    NONE,
    RIGHT,
    RUN,
    TOWER_TOML,
    Duel,
    needs_native,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game
from arena_vec.fighting.settings import EnvironmentSettings

BUTTONS = ["HP", "HK", "LK", "LP", "Run", "Block"]


def test_tower_toml_is_valid_and_complete() -> None:
    raw = load_game_data(TOWER_TOML)
    game = parse_game(raw, TOWER_TOML)
    assert game.id == "tower"
    assert game.n_attacks() == game.attacks_no_combination == 7
    assert game.attack_labels() == ("NoAttack", "HP", "HK", "LK", "LP", "Run", "Block")
    assert game.tower == (1, 4)
    assert game.guard_button == "Block"
    assert (game.health, game.timer, game.rounds_to_win, game.stages) == ((0, 166), 100, 2, 11)
    assert len(game.characters) == 14
    styles = {c["style"] for c in raw["characters"]}
    assert {"zoner", "rushdown", "grappler", "all-rounder"} <= styles
    for character in raw["characters"]:
        moves = character["moves"]
        assert all(len(m["buttons"]) == 1 for m in moves)
        plain = [m for m in moves if m["kind"] == "strike" and m.get("motion", "none") == "none"]
        lights = [m for m in plain if m["buttons"] in (["LP"], ["LK"])]
        heavies = [m for m in plain if m["buttons"] in (["HP"], ["HK"])]
        assert len(lights) >= 3, character["name"]
        assert len(heavies) >= 3, character["name"]
        assert any(m["kind"] == "projectile" for m in moves)
        assert any(m.get("invulnerable", 0) > 0 and m.get("meter", 0) == 0 for m in moves)
        assert any(m["kind"] == "throw" and m.get("direction") == "forward" for m in moves)
        assert any(m.get("meter", 0) == 48 for m in moves)  # the super-equivalent
        uppercut = next(m for m in moves if m["name"] == "Uppercut")
        assert (uppercut["stance"], uppercut["buttons"], uppercut["launch"] > 0) == (
            "crouch",
            ["HP"],
            True,
        )


def _ground_normals(character: int | None = None) -> list[tuple[int, int, dict]]:
    raw = load_game_data(TOWER_TOML)
    return [
        (c, m, move)
        for c, entry in enumerate(raw["characters"])
        for m, move in enumerate(entry["moves"])
        if move["kind"] == "strike"
        and move.get("motion", "none") == "none"
        and move["stance"] in ("stand", "crouch")
        and (character is None or c == character)
    ]


def _attack(move: dict) -> int:
    attacks = [list(entry) for entry in load_game_data(TOWER_TOML)["game"]["attacks"]]
    return attacks.index(move["buttons"])


@needs_native
@pytest.mark.parametrize(
    ("character", "index", "move"),
    _ground_normals(),
    ids=lambda value: value["name"] if isinstance(value, dict) else str(value),
)
def test_frame_data_of_every_grounded_normal_matches_the_toml(
    character: int, index: int, move: dict
) -> None:
    held = DOWN if move["stance"] == "crouch" else NONE
    duel = Duel(first=character)
    if held != NONE:
        duel.step((held, 0))
    duel.step((held, _attack(move)))
    assert duel.engine("p1_move") == index, f"{move['name']} was not the move performed"
    phases = []
    while duel.engine("p1_move") == index:
        phases.append(duel.engine("p1_phase"))
        duel.step((held, 0))
    assert phases.count(1) == move["startup"] - 1
    assert phases.count(2) == move["active"]
    assert phases.count(3) == move["recovery"]


@needs_native
@pytest.mark.parametrize("step_ratio", [2, 3, 4, 5, 6])
def test_frame_data_holds_at_every_step_ratio(step_ratio: int) -> None:
    """Every grounded normal of the first character, pressed on a step's first frame: after
    step j the move is on frame j * step_ratio, in the phase its frame data puts there."""
    for _, index, move in _ground_normals(0):
        held = DOWN if move["stance"] == "crouch" else NONE
        duel = Duel(step_ratio=step_ratio)
        duel.step((held, 0))
        duel.step((held, _attack(move)))
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


@needs_native
@pytest.mark.parametrize("step_ratio", [1, 2, 3, 4, 5, 6])
def test_motion_specials_at_every_step_ratio(step_ratio: int) -> None:
    """Quarter circles (Bolt, Spin Kick, the super-equivalent on Run), the dragon punch
    (Rising Strike) and Vex's charge (Dash Kick), one direction per step."""
    raw = load_game_data(TOWER_TOML)["characters"]
    charge_steps = -(-44 // step_ratio)
    cases = [
        (0, "Bolt", [DOWN, DOWN_RIGHT], RIGHT, HP),
        (0, "Rising Strike", [RIGHT, DOWN], DOWN_RIGHT, HK),
        (0, "Spin Kick", [DOWN, DOWN_LEFT], LEFT, HK),
        (0, "Brutality", [DOWN, DOWN_LEFT], LEFT, RUN),
        (1, "Dash Kick", [LEFT] * charge_steps, RIGHT, LK),
    ]
    for character, expected, lead, last, button in cases:
        names = [m["name"] for m in raw[character]["moves"]]
        duel = Duel(first=character, step_ratio=step_ratio)
        for direction in lead:
            duel.step((direction, 0))
        duel.step((last, button))
        assert duel.engine("p1_move") == names.index(expected), (expected, step_ratio)


@needs_native
@pytest.mark.parametrize("difficulty", [1, 4])
def test_noop_agent_loses_every_round_by_perfect(difficulty: int) -> None:
    from arena_vec.fighting.env import make

    env = make("tower", EnvironmentSettings(include_frame=False, difficulty=difficulty))
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
    assert total == -2 * HEALTH
