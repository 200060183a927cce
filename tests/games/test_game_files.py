"""Every fighting game's file (configs/games/<game>.toml) parses, names its game and gives the
roster the games share: a zoner, a rushdown, a grappler and an all-rounder among its styles, and
every character at least three light and three heavy plain normals, a throw, an invulnerable
reversal that costs no meter and (but in tagduo, whose roster mostly fights without) a
projectile; then, beside it, each game's own table and moves (its buttons, ranges, meter
moves, throws; triad's in test_triad.py). Frame data and motions are test_frame_data.py's and
test_motion_specials.py's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fighting_harness import game_toml

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import GameInfo, parse_game

Move = dict
STYLES = {"zoner", "rushdown", "grappler", "all-rounder"}


def _by_buttons(*buttons: str) -> Callable[[Move], bool]:
    return lambda move: move["buttons"] in [[b] for b in buttons]


def _by_startup(low: int, high: int) -> Callable[[Move], bool]:
    return lambda move: low <= move["startup"] <= high


# Per game: its roster size, which plain normals are light and heavy (by button, or by startup
# in ronin, whose slashes are not graded by button), and whether every character throws a
# projectile (None: some do).
GAMES = {
    "parry": (12, _by_buttons("LP", "LK"), _by_buttons("HP", "HK"), True),
    "ronin": (10, _by_startup(0, 5), _by_startup(7, 12), True),
    "tagduo": (8, _by_buttons("LP", "LK"), _by_buttons("RP", "RK"), None),
    "tower": (14, _by_buttons("LP", "LK"), _by_buttons("HP", "HK"), True),
    "trio": (15, _by_buttons("WP", "WK"), _by_buttons("SP", "SK"), True),
}


def _load(game: str) -> tuple[dict, GameInfo]:
    """The game's file as read and as parsed."""
    path = game_toml(game)
    raw = load_game_data(path)
    return raw, parse_game(raw, path)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_file_gives_the_shared_roster(game: str) -> None:
    size, light, heavy, projectiles = GAMES[game]
    raw, parsed = _load(game)
    assert parsed.id == game
    assert len(parsed.characters) == size
    assert {c["style"] for c in raw["characters"]} >= STYLES
    for character in raw["characters"]:
        name, moves = character["name"], character["moves"]
        plain = [
            m
            for m in moves
            if m["kind"] == "strike"
            and m.get("motion", "none") == "none"
            and m.get("meter", 0) == 0
        ]
        assert len([m for m in plain if light(m)]) >= 3, name
        assert len([m for m in plain if heavy(m)]) >= 3, name
        assert any(m["kind"] == "throw" for m in moves), name
        assert any(m.get("invulnerable", 0) > 0 and m.get("meter", 0) == 0 for m in moves), name
        if projectiles is not None:
            assert any(m["kind"] == "projectile" for m in moves) == projectiles, name


def test_parry_toml_gives_its_own_table_and_moves() -> None:
    raw, game = _load("parry")
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


def test_ronin_toml_gives_its_own_table_and_moves() -> None:
    raw, game = _load("ronin")
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


def test_tower_toml_gives_its_own_table_and_moves() -> None:
    raw, game = _load("tower")
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
