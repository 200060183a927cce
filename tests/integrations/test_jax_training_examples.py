"""The JAX training examples run end to end as a user runs them: the reference learner
(examples/ppo_jax_fight.py, which perf/learning_curves.py trains) on a game other than triad,
and IMPALA (examples/impala_jax_triad.py) on async batches, each for a few updates."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("jax")

from examples_run import import_example, run_example

pytestmark = pytest.mark.training


def test_reference_learner_reports_each_update() -> None:
    lines = run_example(
        "ppo_jax_fight.py",
        *("--game", "parry", "--difficulty", "8", "--steps", "8192", "--report-every", "1"),
    )
    rows = [line for line in lines if line.startswith("steps ")]
    assert [int(re.match(r"steps\s+([\d,]+)", row)[1].replace(",", "")) for row in rows] == [
        4096,
        8192,
    ]


def test_reference_learner_books_a_draw_as_a_draw_not_a_win() -> None:
    # A draw (equal health at time-over, a double KO) books a win to both sides; the learner's
    # "rounds won" must not count it (a CPU that stalls the learner into draws would look beaten).
    outcomes = import_example("ppo_jax_fight").outcomes

    def obs(p1: list[int], p2: list[int]) -> dict:
        return {"P1": {"wins": np.array(p1)[:, None]}, "P2": {"wins": np.array(p2)[:, None]}}

    before = obs([0, 0, 1], [0, 1, 1])  # env 0 wins a round, env 1 draws, env 2 loses the fight
    info = {
        "round_done": np.array([True, True, True]),
        "stage_done": np.array([False, False, False]),
        "game_done": np.array([False, False, True]),
    }
    ts = SimpleNamespace(obs=obs([1, 1, 1], [0, 2, 2]), info=info)
    rounds, won, drawn, fights, fights_won = np.asarray(outcomes(before, ts, np.ones(3, bool)))
    assert (rounds, won, drawn, fights, fights_won) == (3, 1, 1, 1, 0)


def test_impala_trains_on_async_batches() -> None:
    lines = run_example(
        "impala_jax_triad.py", *("--steps", "4096", "--num-envs", "16", "--batch-size", "8")
    )
    steps, updates = re.match(r"([\d,]+) steps, (\d+) updates", lines[-1]).groups()
    assert int(steps.replace(",", "")) >= 4096
    assert int(updates) >= 3  # 32 trajectories of 32 steps an update


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--levels", "9"), "--levels [9] are outside tower's levels 1-5"),
        (("--save-params", "{file}"), "--save-params {file} is a file; expected a directory"),
    ],
)
def test_the_learning_curve_ladder_refuses_bad_arguments_before_training(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    file = tmp_path / "params.pkl"
    file.write_bytes(b"")
    script = Path(__file__).resolve().parents[2] / "perf" / "learning_curves.py"
    result = subprocess.run(
        [sys.executable, str(script), "--game", "tower", "--results", str(tmp_path)]
        + [arg.format(file=file) for arg in args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 2, result.stderr[-2000:]
    assert message.format(file=file) in result.stderr
