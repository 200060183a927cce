"""``arena-vec league``: the table on stdout, the files with --out, one-line refusals."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from arena_vec.cli import league
from arena_vec.cli.main import main
from arena_vec.fighting.games import game_info


def test_league_command_writes_table_json_and_plot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["league", "triad", "--players", "cpu:1", "idle", "--fights", "2", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert "| 1 | cpu:1 |" in out
    assert "(2 fights" in out
    data = json.loads((tmp_path / "triad_league.json").read_text())
    assert data["players"] == ["cpu:1", "idle"]
    assert len(data["fights"]) == 2
    assert (tmp_path / "triad_league.png").exists()
    assert (tmp_path / "triad_league.md").exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--fights", "3"], "argument --fights: 3 is not allowed; expected an even number"),
        (["--players", "cpu:1", "nope"], "argument --players: player 'nope' is not registered"),
        (["--checkpoint", "x"], "argument --checkpoint: 'x' is not allowed; expected NAME=PATH"),
        (["--checkpoint", "x=/no/such.npz"], "is not a file"),
        (["--players", "cpu:9", "idle"], "argument --players: opponent 'cpu:9' is not allowed"),
        (
            ["--players", "idle"],
            "argument --players: idle is not enough: a league needs at least two",
        ),
    ],
)
def test_league_command_refusals(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["league", "triad", *argv])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_league_default_players_are_the_games_own_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --players, the league rates every CPU level of the game, whatever its range."""
    monkeypatch.setattr(
        league,
        "game_info",
        lambda game_id: dataclasses.replace(game_info(game_id), difficulty=(1, 8)),
    )
    players = league.default_players("parry")
    assert players[:8] == [f"cpu:{level}" for level in range(1, 9)]
    assert players[8:] == ["reactive", "jump_in", "random", "idle"]
