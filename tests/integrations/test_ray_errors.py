"""RayVectorPool under Ray's errors that are not an actor's death (ray_errors_run.py, run once
inside a network namespace of its own on a local 2-CPU Ray): a batch whose node died after it
was done is an ActorLostError naming actor, envs and node, and the actor is refused from then
on; an actor unavailable for a while is sent the same call again, which it runs only once; one
that stays unavailable is lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from ray_helpers import loopback_only

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict:
    command = loopback_only([sys.executable, str(HERE / "ray_errors_run.py")])
    cwd = tmp_path_factory.mktemp("ray")  # outside the source tree, which has no _native
    path = os.pathsep.join(p for p in (str(HERE), os.environ.get("PYTHONPATH")) if p)
    env = {**os.environ, "PYTHONPATH": path, "RAY_USAGE_STATS_ENABLED": "0"}
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULTS ")]
    assert done.returncode == 0, f"Ray run failed:\n{done.stderr[-4000:]}"
    assert lines, f"Ray run printed no results:\n{done.stdout[-2000:]}"
    return json.loads(lines[-1].removeprefix("RESULTS "))


def test_an_unavailable_actor_is_retried_and_steps_once(results: dict) -> None:
    assert results["unavailable_once"]["ok"] == [[2, 3], [1, 1]]
    assert results["unavailable_once"]["fetches"] == 2  # the failed fetch, then the resend
    assert results["after_unavailable"]["ok"] == [[2, 3], [2, 2]]  # not stepped twice


def test_a_batch_lost_with_its_node_loses_the_actor_by_name(results: dict) -> None:
    lost = results["lost_after_done"]["lost"]
    assert lost["actor"] == 0
    assert lost["envs"] == [0, 1]
    assert lost["message"].startswith("Ray actor 0 (envs 0..1, on node ")
    assert f"at {results['node'][0]})" in lost["message"]
    assert "cause: ObjectReconstructionFailedError" in lost["message"]
    refused = results["send_after_lost"]["lost"]
    assert refused["actor"] == 0
    assert refused["message"] == lost["message"]


def test_an_actor_that_stays_unavailable_is_lost(results: dict) -> None:
    lost = results["unavailable_always"]["lost"]
    assert lost["actor"] == 1
    assert lost["envs"] == [2, 3]
    assert "cause: ActorUnavailableError (unavailable through 5 resends)" in lost["message"]
    assert results["unavailable_always"]["fetches"] == 6
