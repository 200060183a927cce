"""ronin's TOML against the engine: the file is valid and complete (10 characters with the issue's
move set and samsh5sp's action table), every grounded normal's startup / active / recovery as the
TOML gives them, the same at every step_ratio 2-6, motion specials at every step_ratio 1-6, and
DIAMBRA's no-op test against the CPU ladder."""

from __future__ import annotations

import numpy as np
import pytest
from ronin_duel import (
    DOWN,
    DOWN_RIGHT,
    MS,
    NONE,
    RIGHT,
    RONIN_TOML,
    WS,
    Duel,
    attack_of,
    needs_native,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game
from arena_vec.fighting.settings import EnvironmentSettings


def test_ronin_toml_is_valid_and_complete() -> None:
    raw = load_game_data(RONIN_TOML)
    game = parse_game(raw, RONIN_TOML)
    assert game.id == "ronin"
    assert game.health == (0, 128)
    assert (game.timer, game.rounds_to_win, game.stages) == (60, 2, 7)
    assert game.n_attacks() == 11
    assert game.n_attacks(combinations=False) == 5
    assert game.attack_labels(combinations=False) == ("NoAttack", "WS", "MS", "K", "M")
    assert game.super_art is None
    assert len(game.characters) == 10
    styles = {c["style"] for c in raw["characters"]}
    assert {"zoner", "rushdown", "grappler", "all-rounder"} <= styles
    extras = [extra.key for extra in game.player_extras]
    for key in ("rage_on", "rage_used", "rage_bar", "weapon_lost", "weapon_fight", "weapon_bar"):
        assert key in extras
    assert "power_bar" in extras
    for character in raw["characters"]:
        moves = character["moves"]
        plain = [
            m
            for m in moves
            if m["kind"] == "strike"
            and m.get("motion", "none") == "none"
            and "M" not in m["buttons"]
        ]
        lights = [m for m in plain if m["startup"] <= 5]
        heavies = [m for m in plain if 7 <= m["startup"] <= 12]
        assert len(lights) >= 3, character["name"]
        assert len(heavies) >= 3, character["name"]
        strong = next(m for m in plain if m["buttons"] == ["WS", "MS"])
        assert 0.30 * 128 <= strong["damage"] <= 0.42 * 128, character["name"]
        assert any(m["kind"] == "projectile" for m in moves)
        assert any(m.get("invulnerable", 0) > 0 and m.get("meter", 0) == 0 for m in moves)
        assert any(m["kind"] == "throw" and m["buttons"] == ["WS", "K"] for m in moves)
        assert any(m.get("meter", 0) == 50 and m["buttons"] == ["MS", "M"] for m in moves)
        assert any(m.get("meter", 0) == 100 and m["buttons"] == ["WS", "MS", "M"] for m in moves)


def _ground_normals() -> list[tuple[int, int, dict]]:
    raw = load_game_data(RONIN_TOML)
    return [
        (c, m, move)
        for c, character in enumerate(raw["characters"])
        for m, move in enumerate(character["moves"])
        if move["kind"] == "strike"
        and move.get("motion", "none") == "none"
        and move.get("meter", 0) == 0
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
    held = DOWN if move["stance"] == "crouch" else NONE
    duel = Duel(first=character)
    if held != NONE:
        duel.step((held, 0))
    duel.step((held, attack_of(move)))
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
    step j the move is on frame j * step_ratio, in the phase its frame data puts there, and it
    ends on the step its total length says."""
    for _, index, move in (entry for entry in _ground_normals() if entry[0] == 0):
        held = DOWN if move["stance"] == "crouch" else NONE
        duel = Duel(step_ratio=step_ratio)
        duel.step((held, 0))
        duel.step((held, attack_of(move)))
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
@pytest.mark.parametrize("character", range(10))
def test_motion_specials_at_every_step_ratio(step_ratio: int, character: int) -> None:
    moves = load_game_data(RONIN_TOML)["characters"][character]["moves"]
    names = [m["name"] for m in moves]
    wave = next(m["name"] for m in moves if m["kind"] == "projectile")
    rising = next(m["name"] for m in moves if m.get("motion") == "dp")
    inputs = {wave: ([DOWN, DOWN_RIGHT], RIGHT, WS), rising: ([RIGHT, DOWN], DOWN_RIGHT, MS)}
    for expected, (lead, last, button) in inputs.items():
        duel = Duel(first=character, step_ratio=step_ratio)
        for direction in lead:
            duel.step((direction, 0))
        duel.step((last, button))
        assert duel.engine("p1_move") == names.index(expected), (expected, step_ratio)


@needs_native
@pytest.mark.parametrize("difficulty", [1, 4])
def test_noop_agent_loses_every_round_by_perfect(difficulty: int) -> None:
    from arena_vec.fighting.env import make

    env = make("ronin", EnvironmentSettings(include_frame=False, difficulty=difficulty))
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
    assert total == -2 * 128
