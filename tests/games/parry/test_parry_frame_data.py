"""parry's TOML: the file is valid and complete (12 characters with the issue's move set). The
grounded normals' frame data and DIAMBRA's no-op test are in tests/games/test_frame_data.py, the
motion specials in tests/games/test_motion_specials.py (every game alike)."""

from __future__ import annotations

from parry_duel import (
    PARRY_TOML,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game


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
