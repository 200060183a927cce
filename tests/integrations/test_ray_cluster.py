"""RayVectorPool and RolloutGatherer on a real local Ray cluster of two nodes (a head and a
second node, ``ray.cluster_utils.Cluster``), run once per module by ray_cluster_run.py inside a
network namespace of its own (``unshare -rn``, loopback only): nothing Ray sends can leave
127.0.0.1. Each test here checks one scenario's results, recomputed in this process where they
must equal a single-process run (determinism across nodes)."""

from __future__ import annotations

import numpy as np
import pytest
from ray_helpers import (
    ENVS_PER_ACTOR,
    PARAMS,
    TRIAD,
    digest,
    env_actions,
    linear_policy,
    row_of,
    run_results,
)

import arena_vec
from arena_vec.integrations.ray_actor import EnvActor

pytestmark = pytest.mark.ray_cluster


@pytest.fixture(scope="module")
def cluster_results(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return run_results("ray_cluster_run.py", tmp_path_factory.mktemp("ray"))


def test_an_unreachable_address_is_named(cluster_results: dict) -> None:
    message = cluster_results["unreachable"]["error"]
    assert message.startswith("could not reach a Ray cluster at address='127.0.0.1:9'")


def test_pools_run_on_both_nodes(cluster_results: dict) -> None:
    head, second = cluster_results["placement"]
    assert head == cluster_results["head_node"]
    assert second != head


def test_first_come_batches_across_nodes_equal_one_process(cluster_results: dict) -> None:
    sequences = {int(g): seq for g, seq in cluster_results["steps"].items()}
    longest = max(len(seq) for seq in sequences.values())
    assert all(len(seq) >= 2 for seq in sequences.values())
    envs = arena_vec.make_vec("triad", 2 * ENVS_PER_ACTOR, seed=5, num_threads=1, **TRIAD)
    expected: dict[int, list] = {g: [] for g in sequences}
    obs, _ = envs.reset(seed=11)
    reward = np.zeros(envs.num_envs)
    for step in range(longest):
        for g in sequences:
            expected[g].append([float(reward[g]), digest(row_of(obs, g))])
        actions = np.array([env_actions(g, step) for g in sequences])
        obs, reward, *_ = envs.step(actions)
    envs.close()
    for g, seq in sequences.items():
        assert seq == expected[g][: len(seq)], f"env {g} differs from the one-process run"


def test_rollouts_equal_the_same_actor_in_one_process(cluster_results: dict) -> None:
    for actor, remote_digest in cluster_results["rollouts"]["first"].items():
        k = int(actor)
        local = EnvActor("cartpole", ENVS_PER_ACTOR, k * ENVS_PER_ACTOR, 3, {}, linear_policy)
        rollout = local.rollout(PARAMS, 16, 0)
        local.close()
        assert digest(rollout) == remote_digest, f"actor {k}'s first rollout differs"
    # Each actor finishes the rollout it had started (version 0), then acts with the
    # published parameters (version 1); actors run at their own pace.
    versions = cluster_results["rollouts"]["versions"]
    for k in (0, 1):
        mine = [version for actor, version in versions if actor == k]
        assert mine == sorted(mine), f"actor {k} went back to older parameters: {versions}"
    assert 1 in [version for _, version in versions]


def test_a_dead_node_loses_its_actor_whole_and_it_can_be_replaced(cluster_results: dict) -> None:
    death = cluster_results["node_death"]
    assert death["lost"]["actor"] == 1
    assert death["lost"]["message"].startswith("Ray actor 1 (envs 3..5, on node ")
    assert "its batch was dropped whole" in death["lost"]["message"]
    assert death["received"] == [[0, 1, 2]]  # the live node's batch, nothing of the dead one
    assert death["refused"].startswith("Ray actor 1 (envs 3..5")
    assert death["rollout_lost"]["actor"] == 1
    assert (
        "was lost during rollout(): that rollout was dropped whole"
        in (death["rollout_lost"]["message"])
    )
    assert death["rollouts"] == [[0, 4]]  # actor 0's rollout, all of its 4 steps
    assert death["replaced"] == [3, 4, 5]
    assert death["replaced_node"] == cluster_results["head_node"]
