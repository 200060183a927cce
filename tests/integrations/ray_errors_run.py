"""Runs the error scenarios of test_ray_errors.py on a local one-node Ray (2 CPUs) and prints
their results as one JSON line; started by that test inside a network namespace of its own
with only loopback up. Ray's errors are injected into the driver's ``ray.get`` (the next
``times`` fetches of a batch raise them), where a real cluster raises them:

- ``unavailable_once``: actor 1's step batch is unavailable once, then fetched.
- ``lost_after_done``: actor 0's step batch was done, but fetching it finds the object lost
  (``ObjectReconstructionFailedError``: its node died before recv); then a send to actor 0.
- ``unavailable_always``: actor 1 stays unavailable.
"""

from __future__ import annotations

import json
import traceback

import numpy as np
import ray

from arena_vec.integrations import ray_pool
from arena_vec.integrations.ray_pool import ActorLostError, RayVectorPool

ENVS_PER_ACTOR = 2
inject: dict = {"times": 0, "error": None, "fetches": 0}
real_get = ray.get


def injected_get(refs, *args, **kwargs):
    batch_fetch = not isinstance(refs, list) and "timeout" not in kwargs  # not nodes()
    if batch_fetch:
        inject["fetches"] += 1
        if inject["times"] > 0:
            inject["times"] -= 1
            raise inject["error"](refs)
    return real_get(refs, *args, **kwargs)


def unavailable(ref):
    return ray.exceptions.ActorUnavailableError("injected: actor unavailable", None)


def reconstruction_failed(ref):
    return ray.exceptions.ObjectReconstructionFailedError(ref.hex())


def outcome(call) -> dict:
    try:
        result = call()
        return {"ok": result}
    except ActorLostError as error:
        return {"lost": {"actor": error.actor, "envs": list(error.env_ids), "message": str(error)}}
    except Exception as error:  # noqa: BLE001 (the raw error the test must not see)
        return {"raised": type(error).__name__, "detail": traceback.format_exc()[-500:]}


def step_of(pool: RayVectorPool, actor: int) -> list[int]:
    pool.send(np.zeros(ENVS_PER_ACTOR, np.int64), list(pool.envs_of(actor)))
    info = pool.recv()[4]
    return [info["env_id"].tolist(), info["elapsed_step"].tolist()]


def main() -> None:
    # address="local": a new instance of its own, never a cluster another test left running.
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    ray_pool.UNAVAILABLE_PAUSE_S = 0.05
    ray.get = injected_get
    results: dict = {}
    pool = RayVectorPool("cartpole", 2, ENVS_PER_ACTOR, seed=0)
    try:
        pool.async_reset(seed=0)
        pool.recv()
        pool.recv()
        results["node"] = [ip for _, ip in pool.nodes()]

        inject.update(times=1, error=unavailable, fetches=0)
        results["unavailable_once"] = outcome(lambda: step_of(pool, 1))
        results["unavailable_once"]["fetches"] = inject["fetches"]
        results["after_unavailable"] = outcome(lambda: step_of(pool, 1))

        inject.update(times=1, error=reconstruction_failed)
        results["lost_after_done"] = outcome(lambda: step_of(pool, 0))
        results["send_after_lost"] = outcome(
            lambda: pool.send(np.zeros(ENVS_PER_ACTOR, np.int64), list(pool.envs_of(0)))
        )

        inject.update(times=100, error=unavailable, fetches=0)
        results["unavailable_always"] = outcome(lambda: step_of(pool, 1))
        results["unavailable_always"]["fetches"] = inject["fetches"]
    finally:
        ray.get = real_get
        pool.close()
        ray.shutdown()
    print("RESULTS " + json.dumps(results), flush=True)


if __name__ == "__main__":
    main()
