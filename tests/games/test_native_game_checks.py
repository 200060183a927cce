"""The engine's own checks of a game file (fight::parse_game_data: the kit's header, a team
game's team keys, the game's checks, its RAM extras), over the games that have them: each bad file is refused natively with
the key named, whatever Python checked before."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from fighting_harness import needs_native

from arena_vec import EnvironmentSettings, _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config


def _first_move(raw: dict[str, Any]) -> dict[str, Any]:
    return raw["characters"][0]["moves"][0]


CASES: list[tuple[str, Callable[[dict[str, Any]], object], str]] = [
    ("parry", lambda raw: raw["game"].update(super_art=[1, 4]), r"super_art': expected \[1, 3\]"),
    ("parry", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("ronin", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("tower", lambda raw: raw["game"].update(tower=[1, 5]), r"tower must be \[1, 4\] and stages"),
    ("tower", lambda raw: _first_move(raw).update(buttons=["HP", "LP"]), r"press one button"),
    ("tower", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("triad", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("tagduo", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("tagduo", lambda raw: raw["game"].update(team_size=1), r"team_size': tagduo needs 2, got 1"),
    (
        "tagduo",
        lambda raw: raw["game"].update(team_size=5),
        r"team_size=5 is invalid; allowed: \[1, 3\]",
    ),
    (
        "tagduo",
        lambda raw: raw["game"].update(homonyms=[["Bruin", "Nobody"]]),
        r"unknown character 'Nobody'",
    ),
    (
        "tagduo",
        lambda raw: raw["game"].update(homonyms=[["Mei", "Mei"]]),
        r"one homonym, not itself",
    ),
    ("trio", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("trio", lambda raw: raw["game"].update(team_size=2), r"team_size': trio needs 3, got 2"),
    (
        "trio",
        lambda raw: raw["game"].update(fighting_style=[1, 4]),
        r"fighting_style': expected \[1, 3\]",
    ),
    ("trio", lambda raw: raw["game"].pop("elimination"), r"elimination': trio's rounds are"),
    (
        "trio",
        lambda raw: [
            raw["characters"][0].update(
                moves=[m for m in raw["characters"][0]["moves"] if m["kind"] != "projectile"]
            )
        ],
        r"'Kenji' needs a projectile move \(its assist performs it\)",
    ),
]
GAMES = ("parry", "ronin", "tower", "triad", "tagduo", "trio")

pytestmark = [needs_native(game) for game in GAMES]


@pytest.mark.parametrize(("game", "edit", "message"), CASES)
def test_the_engine_refuses_a_bad_game_file(
    game: str, edit: Callable[[dict[str, Any]], object], message: str
) -> None:
    info = game_info(game)
    raw = copy.deepcopy(dict(info.raw))
    edit(raw)
    config = {**native_config(EnvironmentSettings(), info), "game_data": raw}
    with pytest.raises(ValueError, match=message):
        _native.game_spec(game, config)


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_takes_the_file_as_shipped(game: str) -> None:
    info = game_info(game)
    config = {**native_config(EnvironmentSettings(), info), "game_data": dict(info.raw)}
    assert _native.game_spec(game, config) is not None
