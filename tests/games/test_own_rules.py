"""A game's own rule numbers (native/games/fight/own_rules.h): every key of its native table is
in its file's ``[rules]``, read by one kit reader that refuses a missing key, a value out of its
range and an unknown key, naming the game, the key, the value and the range; Python's schema
reads the same table from the native module (``_native.own_rule_keys``) and refuses the same
files before the engine sees them."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
from fighting_harness import fighting_games

from arena_vec import EnvironmentSettings, _native
from arena_vec.fighting import games
from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config

OWN = {game: _native.own_rule_keys(game) for game in fighting_games()}
GAMES = sorted(game for game, keys in OWN.items() if keys)


def _native_refuses(game: str, rules: dict[str, Any], message: str) -> None:
    info = game_info(game)
    raw = copy.deepcopy(dict(info.raw))
    raw["rules"] = rules
    config = {**native_config(EnvironmentSettings(), info), "game_data": raw}
    with pytest.raises(ValueError, match=re.escape(message)):
        _native.game_spec(game, config)


def _python_refuses(game: str, rules: dict[str, Any], message: str, tmp_path: Path) -> None:
    """Writes ``game``'s file with its ``[rules]`` replaced and loads it with Python's schema."""
    text = (games.games_dir() / f"{game}.toml").read_text()
    lines = ["[rules]", *(f"{key} = {value}" for key, value in rules.items()), ""]
    text = re.sub(r"(?ms)^\[rules\]\n.*?\n\n", "\n".join(lines) + "\n", text, count=1)
    path = tmp_path / f"{game}.toml"
    path.write_text(text)
    with pytest.raises(ValueError, match=re.escape(message)):
        load_game_data(path)


def test_the_games_with_own_rules_have_them() -> None:
    for game in ("parry", "ronin", "tower", "tagduo", "trio"):
        if game in OWN:
            assert OWN[game], game


@pytest.mark.parametrize("game", GAMES)
def test_every_own_key_is_in_the_shipped_file_and_in_range(game: str) -> None:
    rules = dict(game_info(game).raw)["rules"]
    for key, (low, high) in OWN[game].items():
        assert low <= rules[key] <= high, (game, key)


@pytest.mark.parametrize("game", GAMES)
def test_a_missing_own_key_is_refused(game: str, tmp_path: Path) -> None:
    rules = dict(dict(game_info(game).raw)["rules"])
    key, (low, high) = next(iter(OWN[game].items()))
    del rules[key]
    _native_refuses(
        game, rules, f"{game}: config 'game_data.rules.{key}': missing (an int in [{low}, {high}])"
    )
    _python_refuses(game, rules, f"[rules]: field '{key}' is missing", tmp_path)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("side", ["low", "high"])
def test_an_own_key_out_of_range_is_refused(game: str, side: str, tmp_path: Path) -> None:
    rules = dict(dict(game_info(game).raw)["rules"])
    key, (low, high) = list(OWN[game].items())[-1]
    rules[key] = low - 1 if side == "low" else high + 1
    _native_refuses(
        game,
        rules,
        f"{game}: config 'game_data.rules.{key}': {rules[key]} is outside [{low}, {high}]",
    )
    _python_refuses(
        game, rules, f"field '{key}' = {rules[key]} is outside [{low}, {high}]", tmp_path
    )


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_key_is_refused(game: str, tmp_path: Path) -> None:
    rules = {**dict(game_info(game).raw)["rules"], "stun_rate": 3}
    _native_refuses(game, rules, f"{game}: unknown [rules] key 'stun_rate'; allowed: ")
    _python_refuses(game, rules, "stun_rate", tmp_path)
