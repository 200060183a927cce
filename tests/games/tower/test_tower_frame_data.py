"""tower's TOML: the file is valid and complete (14 characters with the issue's move set, one
button per move, DIAMBRA's umk3 action table). The grounded normals' frame data and DIAMBRA's
no-op test are in tests/games/test_frame_data.py, the motion specials in
tests/games/test_motion_specials.py (every game alike)."""

from __future__ import annotations

from tower_duel import (
    TOWER_TOML,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game


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
