"""Runs the Ray scenarios of test_ray_cluster.py on a real 2-node local cluster and prints their
results as one JSON line. Started by that test inside a network namespace of its own with only
loopback up, so every byte of Ray's traffic stays on 127.0.0.1.

Scenarios, in order (the last one kills the second node):
- ``unreachable``: connect() to a port nobody listens on.
- ``placement``: the node each actor of a pool runs on (actor 0 on the head, 1 on the second).
- ``steps``: per-env actions from per-env generators through RayVectorPool, first-come batches;
  each env's (reward, observation hash) sequence.
- ``rollouts``: RolloutGatherer with a numpy policy: the first rollout of each actor (hashed),
  and the parameter versions of later ones after publish().
- ``node_death``: the second node is killed while its pool actor has a step in flight and its
  rollout actor a rollout.
"""

from __future__ import annotations

import json
import os
import sys
import time

import numpy as np

# Fast failure detection for the node-death scenario (Ray reads these when it starts).
os.environ.setdefault("RAY_health_check_period_ms", "500")
os.environ.setdefault("RAY_health_check_failure_threshold", "3")
os.environ.setdefault("RAY_health_check_initial_delay_ms", "0")

import ray
import ray_helpers
from ray import cloudpickle
from ray.cluster_utils import Cluster
from ray_helpers import (
    ENVS_PER_ACTOR,
    ON_HEAD,
    ON_SECOND,
    PARAMS,
    TRIAD,
    digest,
    env_actions,
    linear_policy,
    row_of,
    zero_policy,
)

from arena_vec.integrations.ray_pool import ActorLostError, RayVectorPool, connect
from arena_vec.integrations.ray_rollouts import RolloutGatherer

STEPS = 40


def unreachable() -> dict:
    start = time.perf_counter()
    try:
        connect("127.0.0.1:9", timeout_s=2.0)
    except ConnectionError as error:
        return {"error": str(error), "seconds": time.perf_counter() - start}
    return {"error": None}


def steps(pool: RayVectorPool) -> dict:
    """Each env's (reward, obs hash) per step, batches taken first-come until every env has
    STEPS of them (on a loaded machine one node may deliver most batches)."""
    sequences: dict[int, list] = {g: [] for g in range(pool.num_envs)}
    counts = dict.fromkeys(range(pool.num_envs), 0)
    pool.async_reset(seed=11)
    while min(len(sequence) for sequence in sequences.values()) < STEPS:
        obs, reward, _, _, info = pool.recv()
        ids = info["env_id"].tolist()
        for row, g in enumerate(ids):
            sequences[g].append([float(reward[row]), digest(row_of(obs, row))])
        actions = np.array([env_actions(g, counts[g]) for g in ids])
        for g in ids:
            counts[g] += 1
        pool.send(actions, info["env_id"])
    pool.recv()  # the batch still in flight
    return {str(g): seq for g, seq in sequences.items()}


def rollouts() -> dict:
    params = PARAMS
    gatherer = RolloutGatherer(
        "cartpole",
        linear_policy,
        params,
        num_actors=2,
        envs_per_actor=ENVS_PER_ACTOR,
        length=16,
        seed=3,
        actor_options=[ON_HEAD, ON_SECOND],
    )
    first: dict[str, str] = {}
    versions = []
    while len(first) < 2:
        rollout = gatherer.next()
        first.setdefault(str(rollout.pop("actor")), digest(rollout))
    gatherer.publish(params * 2)
    for _ in range(6):
        rollout = gatherer.next()
        versions.append([int(rollout["actor"]), int(rollout["version"])])
    gatherer.close()
    return {"first": first, "versions": versions}


def node_death(cluster: Cluster, second) -> dict:
    """Dummy envs whose steps take 2 s, so that the second node dies mid-step."""
    pool = RayVectorPool(
        "dummy",
        2,
        ENVS_PER_ACTOR,
        seed=1,
        actor_options=[ON_HEAD, ON_SECOND],
        step_sleep_us=2_000_000,
    )
    gatherer = RolloutGatherer(
        "dummy",
        zero_policy,
        None,
        num_actors=2,
        envs_per_actor=ENVS_PER_ACTOR,
        length=4,
        actor_options=[ON_HEAD, ON_SECOND],
        step_sleep_us=1_000_000,
    )
    pool.async_reset(seed=1)
    batches = [pool.recv()[4]["env_id"].tolist() for _ in range(2)]
    zero = np.zeros(ENVS_PER_ACTOR, dtype=np.int64)
    pool.send(zero, list(pool.envs_of(0)))
    pool.send(zero, list(pool.envs_of(1)))
    cluster.remove_node(second, allow_graceful=False)
    outcome: dict = {"batches_before": batches, "received": [], "lost": None}
    for _ in range(2):
        try:
            outcome["received"].append(pool.recv()[4]["env_id"].tolist())
        except ActorLostError as error:
            outcome["lost"] = {"actor": error.actor, "message": str(error)}
    try:
        pool.send(zero, list(pool.envs_of(1)))
        outcome["refused"] = None
    except ActorLostError as error:
        outcome["refused"] = str(error)
    outcome["rollouts"], outcome["rollout_lost"] = [], None
    for _ in range(2):  # actor 1's rollout in progress is lost; actor 0's comes whole
        try:
            rollout = gatherer.next()
            outcome["rollouts"].append([rollout["actor"], rollout["reward"].shape[0]])
        except ActorLostError as error:
            outcome["rollout_lost"] = {"actor": error.actor, "message": str(error)}
    gatherer.close()
    pool.replace(1, ON_HEAD | {"num_cpus": 0})
    outcome["replaced"] = pool.recv()[4]["env_id"].tolist()
    outcome["replaced_node"] = pool.nodes()[1][0]
    pool.close()
    return outcome


def main() -> None:
    cloudpickle.register_pickle_by_value(ray_helpers)  # the workers cannot import it
    results: dict = {"unreachable": unreachable()}
    start = time.perf_counter()
    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 2, "resources": {"head": 2}},
    )
    second = cluster.add_node(num_cpus=2, resources={"second": 2})
    connect(cluster.address)
    cluster.wait_for_nodes()
    results["startup_seconds"] = time.perf_counter() - start
    results["head_node"] = ray.get_runtime_context().get_node_id()
    try:
        pool = RayVectorPool(
            "triad", 2, ENVS_PER_ACTOR, seed=5, actor_options=[ON_HEAD, ON_SECOND], **TRIAD
        )
        results["placement"] = [node for node, _ in pool.nodes()]
        results["steps"] = steps(pool)
        results["rollouts"] = rollouts()
        pool.close()
        results["node_death"] = node_death(cluster, second)
    finally:
        ray.shutdown()
        cluster.shutdown()
    print("RESULTS " + json.dumps(results), flush=True)


if __name__ == "__main__":
    sys.exit(main())
