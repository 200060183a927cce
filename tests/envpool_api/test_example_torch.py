"""examples/ppo_envpool_triad.py (CleanRL's PyTorch PPO over arena_vec.envpool) trains for a few
updates: whole runs finish (info["terminated"] and the unclipped info["reward"] reach its
episode statistics) and every loss is finite. Needs torch (the "torch" stack of conftest)."""

from __future__ import annotations

import math
import re

import pytest
from examples_run import run_example


@pytest.mark.training
def test_pytorch_ppo_runs_updates_and_sees_runs_end() -> None:
    lines = run_example(
        "ppo_envpool_triad.py",
        *("--num-envs", "4", "--num-steps", "128", "--total-timesteps", "2048"),
        *("--update-epochs", "1", "--num-minibatches", "2"),
    )
    updates = [line for line in lines if line.startswith("update ")]
    assert len(updates) == 4
    losses = [float(re.search(r"loss (\S+)", line).group(1)) for line in updates]
    assert all(math.isfinite(loss) for loss in losses)
    finished = sum(int(re.search(r"runs finished (\d+)", line).group(1)) for line in updates)
    assert finished > 0  # random play loses a whole run within 512 steps per env
    returns = [float(re.search(r"mean return (\S+)", line).group(1)) for line in updates]
    assert any(r < 0 for r in returns if math.isfinite(r))  # unclipped: health points, not signs
