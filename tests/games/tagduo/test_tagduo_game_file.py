"""A team game's file: `[game] team_size` and `homonyms` checked by Python when the file is
loaded, each error naming the file, the field and what is allowed (the engine's own checks of
them: tests/games/test_native_game_checks.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tagduo_duel import TAGDUO_TOML, needs_native

from arena_vec.fighting.game_data import load_game_data

pytestmark = needs_native


def _edited(tmp_path: Path, old: str, new: str) -> Path:
    text = TAGDUO_TOML.read_text()
    assert old in text
    path = tmp_path / "tagduo.toml"
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("team_size = 2", "team_size = 4", "field 'team_size' = 4 is outside [1, 3]"),
        ("team_size = 2", "team_size = true", "field 'team_size' must be an int"),
        ('[["Bruin", "Ursa"]]', '[["Bruin", "Bruin"]]', "'homonyms'[0] = ['Bruin', 'Bruin']"),
        ('[["Bruin", "Ursa"]]', '[["Bruin", "Nobody"]]', "must be two different character names"),
        ('[["Bruin", "Ursa"]]', '[["Bruin", "Ursa"], ["Ursa", "Mei"]]', "'homonyms'[1]"),
    ],
)
def test_python_checks_the_team_keys(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = _edited(tmp_path, old, new)
    with pytest.raises(ValueError, match=re.escape(message)) as error:
        load_game_data(path)
    assert str(path) in str(error.value)
