"""parry's TOML: its own table and moves (super arts, EX specials, the overhead, the LP+LK
throw). The roster every game shares is tests/games/test_game_files.py's, the grounded normals'
frame data and DIAMBRA's no-op test tests/games/test_frame_data.py's, the motion specials
tests/games/test_motion_specials.py's (every game alike)."""

from __future__ import annotations

from parry_duel import (
    PARRY_TOML,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game


def test_parry_toml_gives_its_own_table_and_moves() -> None:
    raw = load_game_data(PARRY_TOML)
    game = parse_game(raw, PARRY_TOML)
    assert game.n_attacks() == 10
    assert game.attacks_no_combination == 7
    assert game.super_art == (1, 3)
    for character in raw["characters"]:
        moves = character["moves"]
        plain = [m for m in moves if m["kind"] == "strike" and m.get("motion", "none") == "none"]
        assert any(m["kind"] == "throw" and m["buttons"] == ["LP", "LK"] for m in moves)
        assert any(m.get("meter", 0) == 100 for m in moves)  # the super art
        assert any(m.get("meter", 0) == 50 for m in moves)  # EX specials
        assert any(m["buttons"] == ["MP", "MK"] and m["level"] == "overhead" for m in plain)
