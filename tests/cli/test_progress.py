"""Every command that can run for long shows a tqdm bar on stderr when stderr is a terminal,
and none under ``--quiet`` or when stderr is not a terminal (a pipe, a file, a CI log)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from arena_vec.cli.main import main


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def commands(tmp: Path) -> dict[str, tuple[list[str], str]]:
    """(argv, the bar's unit) of each command that shows a bar, each as short as it gets."""
    data = tmp / "data"
    return {
        "record": (
            # Random play against the top level: a few hundred steps (CPU vs CPU plays a ladder).
            [
                *("record", "triad", "--out", str(data), "--episodes", "1", "--num-envs", "1"),
                *("--policy", "random", "--difficulty", "4", "--seed", "0"),
            ],
            "episode",
        ),
        "replay": (["replay", str(data), "--out", str(tmp / "fight.gif"), "--scale", "1"], "frame"),
        "eval": (
            [
                "eval",
                "triad",
                "--rounds",
                "2",
                "--difficulties",
                "1",
                "--policies",
                "idle",
                "--num-envs",
                "4",
                "--no-matrix",
            ],
            "round",
        ),
        "league": (["league", "triad", "--players", "cpu:1", "idle", "--fights", "2"], "fight"),
        "bench": (
            [
                "bench",
                "--env",
                "cartpole",
                "--num-envs",
                "2",
                "--num-threads",
                "1",
                "--seconds",
                "0.05",
                "--repeats",
                "1",
            ],
            "run",
        ),
    }


@pytest.mark.parametrize("stderr", ["terminal", "quiet", "pipe"])
def test_each_long_command_shows_a_bar_only_on_a_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture, stderr: str
) -> None:
    for name, (argv, unit) in commands(tmp_path).items():  # record first: replay reads it
        err = Terminal() if stderr != "pipe" else io.StringIO()
        monkeypatch.setattr(sys, "stderr", err)
        main([*argv, "--quiet"] if stderr == "quiet" else argv)
        capsys.readouterr()
        text = err.getvalue()
        if stderr == "terminal":
            assert "100%" in text, (name, text)
            assert unit in text, (name, text)
        else:
            assert "%|" not in text, (name, text)
