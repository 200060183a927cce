"""The ``arena-vec`` command: argument parsing, ``--list``, the throughput run and its errors."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from arena_vec import _native
from arena_vec.cli.main import main


def test_list_prints_every_native_game(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--list"])
    assert capsys.readouterr().out.split() == [name for name, _ in _native.games()]


@pytest.mark.parametrize("batch_size", [None, 4])
def test_run_reports_steps_and_finished_episodes(
    capsys: pytest.CaptureFixture[str], batch_size: int | None
) -> None:
    args = ["--env", "cartpole", "--num-envs", "8", "--seconds", "0.3", "--num-threads", "1"]
    main(args + ([] if batch_size is None else ["--batch-size", str(batch_size)]))
    out = capsys.readouterr().out
    assert f"env=cartpole num_envs=8 batch_size={batch_size or 8} threads=1" in out
    steps = re.search(r"^([\d,]+) env steps in [\d.]+ s = [\d,]+ steps/s$", out, re.MULTILINE)
    assert steps is not None
    assert int(steps.group(1).replace(",", "")) > 0
    # Random actions end a CartPole episode within a few dozen steps.
    finished = r"^[\d,]+ episodes finished under random actions; return mean"
    assert re.search(finished, out, re.MULTILINE)


def test_run_of_a_fighting_game_uses_its_settings(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--env", "triad", "--num-envs", "2", "--seconds", "0.2", "--num-threads", "1"])
    assert "env=triad num_envs=2 batch_size=2" in capsys.readouterr().out


def test_unknown_env_names_the_value_and_the_choices() -> None:
    with pytest.raises(ValueError, match=r"env_id='nope' is not registered; available: \["):
        main(["--env", "nope", "--seconds", "0.1"])


def test_bad_option_value_exits_with_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--num-envs", "many"])
    assert exit_info.value.code == 2
    assert "argument --num-envs: invalid int value: 'many'" in capsys.readouterr().err


def test_python_dash_m_runs_the_same_command(tmp_path: Path) -> None:
    # Run outside the source tree so the installed package is the one imported.
    out = subprocess.run(
        [sys.executable, "-m", "arena_vec", "--list"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    )
    assert out.stdout.split() == [name for name, _ in _native.games()]
