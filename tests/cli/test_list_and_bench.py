"""``arena-vec list`` and ``arena-vec bench``: what they print and write, and every bad argument
as one line with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import arena_vec
from arena_vec import EnvironmentSettings, SpaceTypes
from arena_vec.cli.main import main
from arena_vec.fighting.games import all_games, game_info


def test_list_names_every_env_with_its_gymnasium_id(capsys: pytest.CaptureFixture[str]) -> None:
    main(["list", "--json"])
    rows = {row["id"]: row for row in json.loads(capsys.readouterr().out)["envs"]}
    assert rows.keys() == {"cartpole", "dummy", *all_games()}
    assert rows["cartpole"]["gymnasium_id"] == "arena_vec/CartPole-v1"
    for game in all_games():
        assert rows[game]["gymnasium_id"] == f"arena_vec/{game}-v0"
        assert rows[game]["kind"] == "fighting game"


@pytest.mark.parametrize("game", sorted(all_games()))
def test_list_a_game_matches_it_and_its_action_spaces(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["list", game, "--json"])
    data = json.loads(capsys.readouterr().out)
    info = game_info(game)
    assert data["characters"] == list(info.characters)
    settings = {row["setting"]: row["allowed"] for row in data["settings"]}
    assert settings["difficulty"] == f"{info.difficulty[0]}..{info.difficulty[1]} or None (random)"
    env = arena_vec.make(game, EnvironmentSettings(action_space=SpaceTypes.DISCRETE))
    assert len(data["discrete"]) == env.action_space.n
    env.close()
    env = arena_vec.make(game, EnvironmentSettings())
    moves, attacks = data["multi_discrete"]["moves"], data["multi_discrete"]["attacks"]
    assert [len(moves), len(attacks)] == env.action_space.nvec.tolist()
    ram = {row["key"] for row in data["ram_keys"]}
    assert ram == set(env.observation_space["P1"].spaces) - {"side", "wins", "character", "health"}
    env.close()


def test_list_prints_tables(capsys: pytest.CaptureFixture[str]) -> None:
    main(["list", "triad"])
    out = capsys.readouterr().out
    assert "## MultiDiscrete([9, 8])" in out
    assert "| 0 | NoMove |" in out
    main(["list", "cartpole"])
    assert "action_space: Discrete(2)" in capsys.readouterr().out


def test_bench_prints_the_table_and_writes_json_markdown_and_plot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    main(
        [
            "bench",
            "--frames", "84x84x1", "none",
            "--num-envs", "4",
            "--batch-fraction", "1", "0.5",
            "--num-threads", "1",
            "--seconds", "0.05",
            "--repeats", "2",
            "--out", str(tmp_path),
        ]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert "| frame | num_envs | batch_size | 1 threads |" in out
    assert "| none | 4 | 2 |" in out
    data = json.loads((tmp_path / "triad_bench.json").read_text())
    assert len(data["cells"]) == 4
    assert all(c["low"] <= c["median"] <= c["high"] and c["low"] > 0 for c in data["cells"])
    assert (tmp_path / "triad_bench.md").read_text() in out
    assert (tmp_path / "triad_bench.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["list", "chess"], "argument env: invalid choice: 'chess'"),
        (["bench", "--frames", "84x84"], "argument --frames: '84x84' is not allowed"),
        (["bench", "--frames", "84x84x2"], "argument --frames/--step-ratio: frame_shape="),
        (["bench", "--env", "cartpole", "--frames", "none"], "cartpole has no frames"),
        (["bench", "--batch-fraction", "1.5"], "argument --batch-fraction: [1.5]: each must"),
        (["bench", "--num-envs", "0"], "argument --num-envs: '0' is not allowed"),
        (["bench", "--step-ratio", "9"], "argument --frames/--step-ratio: step_ratio=9"),
    ],
)
def test_bad_arguments_end_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.strip().splitlines()) == 1
