"""The JAX training examples run end to end as a user runs them: the reference learner
(examples/ppo_jax_fight.py, which perf/learning_curves.py trains) on a game other than triad,
and IMPALA (examples/impala_jax_triad.py) on async batches, each for a few updates."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("jax")

from examples_run import run_example

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


def test_impala_trains_on_async_batches() -> None:
    lines = run_example(
        "impala_jax_triad.py", *("--steps", "4096", "--num-envs", "16", "--batch-size", "8")
    )
    steps, updates = re.match(r"([\d,]+) steps, (\d+) updates", lines[-1]).groups()
    assert int(steps.replace(",", "")) >= 4096
    assert int(updates) >= 3  # 32 trajectories of 32 steps an update
