"""A game file's ``[rules]`` table holds only the shared rules its game reads. The schema
(``RULE_INTS``) knows every shared rule; a game that does not read one (parry, ronin and tower
have no danger zones, triad's stage edges) refuses it when the env is made, naming the
game, the key and the keys it reads, instead of ignoring it; a key it reads set out of its range
is refused naming the key, the value and the range. The keys each game reads are set here by
hand from its native ``*_rules.cc``, so a key read or dropped there fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fighting_harness import fighting_games

from arena_vec.fighting import games
from arena_vec.fighting.env import make
from arena_vec.fighting.game_data_schema import RULE_INTS
from arena_vec.fighting.settings import EnvironmentSettings

THROWS = ("throw_escape_frames", "throw_escape_lockout_frames", "throw_frames")
READS = {
    "parry": (*THROWS, "counter_hit_percent", "knockdown_frames"),
    "tagduo": (*THROWS, "counter_hit_percent", "knockdown_frames"),
    "trio": (*THROWS, "counter_hit_percent", "knockdown_frames"),
    "ronin": (*THROWS, "knockdown_frames"),
    "tower": (*THROWS, "knockdown_frames"),
}
GAMES = [game for game in READS if game in fighting_games()]
pytestmark = pytest.mark.skipif(not GAMES, reason="parry, ronin and tower are not built")


def _make_with_rule(
    game: str, key: str, value: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Makes (and closes) an env of ``game`` from a copy of its file with ``key = value`` set
    in ``[rules]``."""
    text = (games.games_dir() / f"{game}.toml").read_text()
    text = re.sub(rf"(?m)^{key} = .*\n", "", text)
    text = text.replace("[rules]\n", f"[rules]\n{key} = {value}\n", 1)
    (tmp_path / f"{game}.toml").write_text(text)
    monkeypatch.setenv(games.GAMES_DIR_ENV, str(tmp_path))
    make(game, EnvironmentSettings(include_frame=False)).close()


def test_every_game_reads_only_schema_rules() -> None:
    for game, keys in READS.items():
        assert set(keys) <= set(RULE_INTS), game


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("key", sorted(RULE_INTS))
def test_a_rule_the_game_does_not_read_is_refused(
    game: str, key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    low, _ = RULE_INTS[key]
    if key in READS[game]:
        _make_with_rule(game, key, low, tmp_path, monkeypatch)  # read: accepted
        return
    allowed = ", ".join(READS[game])
    message = f"{game}: unknown [rules] key '{key}'; allowed: {allowed}"
    with pytest.raises(ValueError, match=re.escape(message)):
        _make_with_rule(game, key, low, tmp_path, monkeypatch)


@pytest.mark.parametrize(("game", "key"), [(game, key) for game in GAMES for key in READS[game]])
def test_a_rule_out_of_its_range_is_refused(
    game: str, key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    low, high = RULE_INTS[key]
    message = f"[rules]: field '{key}' = {high + 1} is outside [{low}, {high}]"
    with pytest.raises(ValueError, match=re.escape(message)):
        _make_with_rule(game, key, high + 1, tmp_path, monkeypatch)
