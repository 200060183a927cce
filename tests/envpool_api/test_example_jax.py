"""examples/ppo_envpool_xla_jax.py (CleanRL's JAX PPO whose rollout steps xla() inside
lax.scan) compiles and trains for two updates with finite losses."""

from __future__ import annotations

import math
import re

import pytest

pytest.importorskip("jax")

from examples_run import run_example

from arena_vec import _native

if not hasattr(_native, "xla_targets"):
    pytest.skip("arena_vec was built without the XLA FFI targets", allow_module_level=True)


@pytest.mark.training
def test_jax_ppo_through_xla_runs_updates() -> None:
    lines = run_example(
        "ppo_envpool_xla_jax.py",
        *("--num-envs", "4", "--num-steps", "32", "--total-timesteps", "256"),
        *("--update-epochs", "1", "--num-minibatches", "2"),
    )
    updates = [line for line in lines if line.startswith("update ")]
    assert len(updates) == 2
    assert all(math.isfinite(float(re.search(r"loss (\S+)", u).group(1))) for u in updates)
