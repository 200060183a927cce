"""Every fighting game's file (configs/games/<game>.toml) parses, names its game and gives the
roster the games share: a zoner, a rushdown, a grappler and an all-rounder among its styles, and
every character at least three light and three heavy plain normals, a throw, an invulnerable
reversal that costs no meter and (but in tagduo, whose roster mostly fights without) a
projectile. A game's own moves and table (its buttons, meter moves, ranges) keep their test in
tests/games/<game>/ (triad's in test_triad.py); frame data and motions are
test_frame_data.py's and test_motion_specials.py's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fighting_harness import game_toml

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game

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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_file_gives_the_shared_roster(game: str) -> None:
    size, light, heavy, projectiles = GAMES[game]
    path = game_toml(game)
    raw = load_game_data(path)
    parsed = parse_game(raw, path)
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
