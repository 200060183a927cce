"""ronin's TOML: its own table and moves (samsh5sp's action table, its RAM extras, the strong
slash's damage, the WS+K throw, the meter moves). The roster every game shares is
tests/games/test_game_files.py's, the grounded normals' frame data and DIAMBRA's no-op test
tests/games/test_frame_data.py's, the motion specials tests/games/test_motion_specials.py's
(every game alike)."""

from __future__ import annotations

from ronin_duel import (
    RONIN_TOML,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game


def test_ronin_toml_gives_its_own_table_and_moves() -> None:
    raw = load_game_data(RONIN_TOML)
    game = parse_game(raw, RONIN_TOML)
    assert game.health == (0, 128)
    assert (game.timer, game.rounds_to_win, game.stages) == (60, 2, 7)
    assert game.n_attacks() == 11
    assert game.n_attacks(combinations=False) == 5
    assert game.attack_labels(combinations=False) == ("NoAttack", "WS", "MS", "K", "M")
    assert game.super_art is None
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
        strong = next(m for m in plain if m["buttons"] == ["WS", "MS"])
        assert 0.30 * 128 <= strong["damage"] <= 0.42 * 128, character["name"]
        assert any(m["kind"] == "throw" and m["buttons"] == ["WS", "K"] for m in moves)
        assert any(m.get("meter", 0) == 50 and m["buttons"] == ["MS", "M"] for m in moves)
        assert any(m.get("meter", 0) == 100 and m["buttons"] == ["WS", "MS", "M"] for m in moves)
