"""RayVectorPool under Ray's errors that are not an actor's death (ray_errors_run.py, run once
inside a network namespace of its own on a local 2-CPU Ray): a batch whose node died after it
was done is an ActorLostError naming actor, envs and node, and the actor is refused from then
on; an actor unavailable for a while is sent the same call again, which it runs only once; one
that stays unavailable is lost."""

from __future__ import annotations

import pytest
from ray_helpers import run_results

pytestmark = pytest.mark.ray_cluster


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return run_results("ray_errors_run.py", tmp_path_factory.mktemp("ray"))


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
