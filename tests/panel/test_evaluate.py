"""The panel end to end on triad, kept tiny: exact round counts, what the counts mean, the
CPU-vs-CPU matrix, determinism whatever the batch and threads, JSON, markdown, plot, errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from arena_vec.panel import PanelResult, evaluate
from arena_vec.panel.report import markdown

POLICIES = ["idle", "reactive", "constant:up+Kick"]
TINY = {"policies": POLICIES, "difficulties": [1, 4], "rounds": 6, "matrix_rounds": 4}


@pytest.fixture(scope="module")
def result() -> PanelResult:
    return evaluate("triad", **TINY, num_envs=8, num_threads=1, progress=False)


def test_every_cell_holds_exactly_its_rounds(result: PanelResult) -> None:
    assert result.policies == POLICIES
    assert result.difficulties == [1, 4]
    for cell in result.cells:
        assert cell.rounds == 6
        assert cell.won + cell.lost + cell.drawn == 6
        assert cell.ko + cell.time_over == 6
        assert cell.fights_won + cell.fights_lost <= 6


def test_an_idle_agent_loses_every_round_by_ko(result: PanelResult) -> None:
    for difficulty in (1, 4):
        idle = result.cell("idle", difficulty)
        assert idle.won == 0
        assert idle.ko == 6
        assert idle.reward_per_round == -208  # a perfect round for the CPU, every time
        assert (idle.fights_lost, idle.fight_win_rate) == (3, 0.0)  # 2 rounds per fight


def test_the_matrix_counts_each_characters_rounds(result: PanelResult) -> None:
    assert [m.difficulty for m in result.matrix] == [1, 4]
    for matrix in result.matrix:
        n = len(matrix.characters)
        assert n == 8
        for first in range(n):
            assert sum(matrix.wins[first]) + sum(matrix.losses[first]) == 4
            assert matrix.wins[first][first] == matrix.losses[first][first] == 0  # no mirror
        rates = [matrix.mean_win_rate(c) for c in range(n)]
        assert all(rate is None or 0 <= rate <= 1 for rate in rates)
        won, lost = sum(map(sum, matrix.wins)), sum(map(sum, matrix.losses))
        assert matrix.p1_win_rate == won / (won + lost)


def test_same_seed_same_result_whatever_the_batch_and_threads(result: PanelResult) -> None:
    again = evaluate("triad", **TINY, num_envs=3, num_threads=2, progress=False)
    assert again == result
    assert again.run["num_envs"] == 3
    other_seed = evaluate("triad", **TINY, seed=1, num_envs=8, progress=False)
    assert other_seed.cells != result.cells


def test_a_matrix_of_some_rows_plays_them_as_the_whole_matrix_does(result: PanelResult) -> None:
    rows = evaluate("triad", **TINY, matrix_lineups=["Tarsus", "Vex"], num_envs=5, progress=False)
    assert rows.settings["matrix_lineups"] == ["Vex", "Tarsus"]  # in the matrix's order
    assert "matrix_lineups" not in result.settings
    assert rows.cells == result.cells
    for part, whole in zip(rows.matrix, result.matrix, strict=True):
        assert part.characters == whole.characters
        for c in range(len(whole.characters)):
            played = c in (1, 4)
            assert part.wins[c] == (whole.wins[c] if played else (0,) * 8)
            assert part.losses[c] == (whole.losses[c] if played else (0,) * 8)
            won, lost = sum(whole.wins[c]), sum(whole.losses[c])
            rate = won / (won + lost) if won + lost else None
            assert part.row_win_rate(c) == (rate if played else None)


def test_json_round_trip(result: PanelResult, tmp_path: Path) -> None:
    path = tmp_path / "panel.json"
    path.write_text(result.to_json())
    back = PanelResult.from_json(path.read_text())
    assert back == result
    assert back.run == result.run
    data = result.to_dict()
    assert {"version", "cores", "platform", "python", "numpy", "seconds"} <= set(data["run"])
    assert data["settings"]["rounds"] == 6
    assert data["cells"][0]["rates"]["round_win_rate"] == 0.0
    with pytest.raises(ValueError, match=r"panel result format=7 is not supported"):
        PanelResult.from_dict(data | {"format": 7})


def test_markdown_shows_every_policy_and_character(result: PanelResult) -> None:
    text = markdown(result)
    assert "| policy | 1 | 4 |" in text
    assert "| idle | 0 (0) | 0 (0) |" in text
    assert "| best of 1 constant actions |" in text
    assert "| up+Kick |" in text
    assert "| Tarsus |" in text
    assert "| P1 side (the agent's) |" in text


def test_the_plot_is_written(result: PanelResult, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from arena_vec.panel.plot import save_plot

    path = save_plot(result, tmp_path / "panel.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        (
            {"game": "nope"},
            ValueError,
            r"game='nope' is not allowed; use one of \['parry', 'ronin', 'tagduo', 'tower', 'triad', 'trio'\]",
        ),
        (
            {"difficulties": [0]},
            ValueError,
            r"difficulties=0 is not allowed; expected an int in 1..4",
        ),
        ({"difficulties": [5]}, ValueError, r"difficulties=5 is not allowed"),
        ({"difficulties": []}, ValueError, r"difficulties=\[\] is not allowed"),
        ({"difficulties": "12"}, ValueError, r"difficulties='12' is not allowed"),
        ({"difficulties": [2, 2]}, ValueError, r"difficulties=\[2, 2\] lists a difficulty twice"),
        ({"rounds": 0}, ValueError, r"rounds=0 is not allowed; expected an int >= 1"),
        ({"matrix_rounds": 1.5}, ValueError, r"matrix_rounds=1.5 is not allowed"),
        ({"seed": -1}, ValueError, r"seed=-1 is not allowed"),
        ({"num_envs": 0}, ValueError, r"num_envs=0 is not allowed"),
        ({"num_threads": -1}, ValueError, r"num_threads=-1 is not allowed"),
        ({"policies": "idle"}, ValueError, r"policies='idle' is not allowed; expected a non-empty"),
        ({"policies": []}, ValueError, r"policies=\[\] is not allowed; expected a non-empty list"),
        ({"policies": ["dance"]}, ValueError, r"policies: 'dance' is not allowed"),
        (
            {"matrix_lineups": "Vex"},
            ValueError,
            r"matrix_lineups='Vex' is not allowed; expected a non-empty list of lineup names",
        ),
        ({"matrix_lineups": []}, ValueError, r"matrix_lineups=\[\] is not allowed"),
        ({"matrix_lineups": ["Vex", "Vex"]}, ValueError, r"names a lineup twice"),
        (
            {"matrix_lineups": ["Vex", "Nobody"]},
            ValueError,
            r"matrix_lineups: 'Nobody' is not allowed; expected a character of \['Kestrel'",
        ),
        ({"matrix": "yes"}, TypeError, r"matrix='yes' is not allowed; expected a bool"),
        ({"progress": 1}, TypeError, r"progress=1 is not allowed; expected a bool"),
    ],
)
def test_bad_arguments_are_named(kwargs: dict, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        evaluate(**{"game": "triad", "rounds": 1, "progress": False} | kwargs)


OPTIONAL_EXTRAS = ("matplotlib", "tqdm", "minari", "pyarrow", "pygame")
"""The modules of the optional extras (panel, recording, human)."""


def test_importing_the_package_imports_no_optional_extra(tmp_path: Path) -> None:
    code = (
        "import sys, arena_vec, arena_vec.panel, arena_vec.recording, arena_vec.human\n"
        "import arena_vec.cli.main\n"
        f"print(sorted(m for m in {OPTIONAL_EXTRAS!r} if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    assert out.stdout.strip() == "[]"
