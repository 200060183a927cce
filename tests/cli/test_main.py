"""The ``arena-vec`` command: subcommand dispatch (``run`` by default), ``--list``, the throughput
run and its one-line errors."""

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


def test_run_is_also_a_named_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    main(["run", "--list"])
    assert capsys.readouterr().out.split() == [name for name, _ in _native.games()]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--env", "nope"],
            "argument --env: invalid choice: 'nope' (choose from 'cartpole', 'dummy', 'parry', 'ronin', 'tagduo', 'tower', 'triad', 'trio')",
        ),
        (
            ["run", "--num-envs", "many"],
            "argument --num-envs: 'many' is not allowed; expected an int >= 1",
        ),
        (["--num-envs", "0"], "argument --num-envs: '0' is not allowed; expected an int >= 1"),
        (
            ["--num-threads", "-1"],
            "argument --num-threads: '-1' is not allowed; expected an int >= 0",
        ),
        (["--seconds", "0"], "argument --seconds: '0' is not allowed; expected a number > 0"),
        (["--seed", "x"], "argument --seed: 'x' is not allowed; expected an int >= 0"),
        (
            ["--num-envs", "4", "--batch-size", "8"],
            "argument --batch-size: 8 is not allowed; expected an int in 1..4 (at most --num-envs)",
        ),
        (["--colour", "red"], "unrecognized arguments: --colour red"),
    ],
)
def test_every_bad_argument_is_one_line_and_exit_code_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err == f"arena-vec run: error: {message}\n"


def test_a_bad_env_in_a_real_process_prints_no_traceback(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "arena_vec", "--env", "nope"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1
    assert "argument --env: invalid choice: 'nope'" in out.stderr


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
