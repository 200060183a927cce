"""tower's TOML: its own table and moves (one button per move, DIAMBRA's umk3 action table, the
Block button, the forward throw, the crouching launcher). The roster every game shares is
tests/games/test_game_files.py's, the grounded normals' frame data and DIAMBRA's no-op test
tests/games/test_frame_data.py's, the motion specials tests/games/test_motion_specials.py's
(every game alike)."""

from __future__ import annotations

from tower_duel import (
    TOWER_TOML,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game


def test_tower_toml_gives_its_own_table_and_moves() -> None:
    raw = load_game_data(TOWER_TOML)
    game = parse_game(raw, TOWER_TOML)
    assert game.n_attacks() == game.attacks_no_combination == 7
    assert game.attack_labels() == ("NoAttack", "HP", "HK", "LK", "LP", "Run", "Block")
    assert game.tower == (1, 4)
    assert game.guard_button == "Block"
    assert (game.health, game.timer, game.rounds_to_win, game.stages) == ((0, 166), 100, 2, 11)
    for character in raw["characters"]:
        moves = character["moves"]
        assert all(len(m["buttons"]) == 1 for m in moves)
        assert any(m["kind"] == "throw" and m.get("direction") == "forward" for m in moves)
        assert any(m.get("meter", 0) == 48 for m in moves)  # the super-equivalent
        uppercut = next(m for m in moves if m["name"] == "Uppercut")
        assert (uppercut["stance"], uppercut["buttons"], uppercut["launch"] > 0) == (
            "crouch",
            ["HP"],
            True,
        )
