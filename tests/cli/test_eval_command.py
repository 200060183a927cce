"""``arena-vec eval``: a tiny panel from the command line, its files, and every bad argument as
one line with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arena_vec.cli.main import main
from arena_vec.panel import PanelResult

TINY = ["--rounds", "2", "--difficulties", "1", "--policies", "idle", "--num-envs", "4"]


def test_a_tiny_panel_prints_its_tables_and_writes_its_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_dir = tmp_path / "results"
    main(["eval", "triad", *TINY, "--seed", "3", "--out", str(out_dir)])
    printed = capsys.readouterr().out
    assert "| idle | 0 (0) |" in printed
    assert "**CPU vs CPU**" in printed
    result = PanelResult.from_json((out_dir / "triad_panel.json").read_text())
    assert result.settings["seed"] == 3
    assert result.cell("idle", 1).rounds == 2
    assert len(result.matrix) == 1
    assert (out_dir / "triad_panel.md").read_text() in printed
    if (out_dir / "triad_panel.png").exists():  # written when matplotlib is installed
        assert (out_dir / "triad_panel.png").read_bytes()[:4] == b"\x89PNG"


def test_no_matrix_skips_the_cpu_vs_cpu_fights(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    main(["eval", "triad", *TINY, "--no-matrix", "--out", str(tmp_path)])
    assert "CPU vs CPU" not in capsys.readouterr().out
    data = json.loads((tmp_path / "triad_panel.json").read_text())
    assert data["matrix"] == []
    assert data["settings"]["matrix"] is False


def test_matrix_lineups_plays_only_the_rows_it_names(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    main(["eval", "triad", *TINY, "--matrix-lineups", "Vex", "Kestrel", "--out", str(tmp_path)])
    data = json.loads((tmp_path / "triad_panel.json").read_text())
    assert data["settings"]["matrix_lineups"] == ["Kestrel", "Vex"]  # in the matrix's order


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["nope"],
            "argument game: invalid choice: 'nope' (choose from 'parry', 'ronin', 'tagduo', 'tower', 'triad', 'trio')",
        ),
        ([], "the following arguments are required: game"),
        (["triad", "--rounds", "0"], "argument --rounds: '0' is not allowed; expected an int >= 1"),
        (
            ["triad", "--difficulties", "0"],
            "argument --difficulties: 0 is not allowed; use levels in 1..4",
        ),
        (
            ["triad", "--difficulties", "1", "1"],
            "argument --difficulties: [1, 1] lists a level twice",
        ),
        (["triad", "--difficulties", "hard"], "argument --difficulties: invalid int value: 'hard'"),
        (
            ["triad", "--policies", "dance"],
            "argument --policies: 'dance' is not allowed; use any of",
        ),
        (
            ["triad", "--policies", "constant:up+Slap"],
            "argument --policies: 'constant:up+Slap': attack",
        ),
        (["triad", "--seed", "-2"], "argument --seed: '-2' is not allowed; expected an int >= 0"),
        (["triad", "--num-envs", "0"], "argument --num-envs: '0' is not allowed"),
        (["triad", "--matrix", "yes"], "unrecognized arguments: yes"),
        (
            ["tagduo", "--matrix-lineups", "Kaito+Nobody"],
            "argument --matrix-lineups: 'Kaito+Nobody' is not allowed; expected 2 different",
        ),
        (
            ["tagduo", "--matrix-lineups", "Kaito+Gorr", "Gorr+Kaito"],
            "argument --matrix-lineups: ['Kaito+Gorr', 'Gorr+Kaito'] names a lineup twice",
        ),
        (
            ["triad", "--no-matrix", "--matrix-lineups", "Vex"],
            "argument --matrix-lineups: names matrix rows; drop --no-matrix",
        ),
    ],
)
def test_every_bad_argument_is_one_line_and_exit_code_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["eval", *args])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"arena-vec eval: error: {message}")
    assert err.count("\n") == 1


def test_out_must_be_a_directory(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    file = tmp_path / "taken"
    file.write_text("")
    with pytest.raises(SystemExit) as exit_info:
        main(["eval", "triad", *TINY, "--out", str(file)])
    assert exit_info.value.code == 2
    assert f"argument --out: '{file}' exists and is not a directory" in capsys.readouterr().err
