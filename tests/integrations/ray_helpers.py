"""What the Ray runs (ray_cluster_run.py and ray_errors_run.py, each inside its network namespace)
and their tests (test_ray_cluster.py, which recomputes every result in one process, and
test_ray_errors.py) share: starting a run, settings, the per-env actions, the rollout policy and
hashing."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

from arena_vec import EnvironmentSettings

ENVS_PER_ACTOR = 3
TRIAD = {"env_settings": EnvironmentSettings(include_frame=False, step_ratio=6)}
ON_HEAD = {"resources": {"head": 1}}
ON_SECOND = {"resources": {"second": 1}}
PARAMS = np.array([[0.0, 0.0], [0.0, 0.0], [-1.0, 1.0], [-0.5, 0.5]])


def loopback_only(command: list[str]) -> list[str]:
    """``command`` run in a network namespace of its own with only loopback up (``unshare -rn``):
    nothing Ray sends can leave 127.0.0.1."""
    unshare = shutil.which("unshare")
    assert unshare, "the Ray tests need util-linux's unshare (a network namespace of their own)"
    setup = 'ip link set lo up && exec "$0" "$@"'
    return [unshare, "--net", "--map-root-user", "sh", "-c", setup, *command]


def run_results(script: str, cwd: Path) -> dict:
    """Runs this folder's ``script`` in its own network namespace from ``cwd`` (a folder outside
    the source tree, which has no _native) and returns the JSON it prints on its ``RESULTS`` line."""
    here = Path(__file__).resolve().parent
    command = loopback_only([sys.executable, str(here / script)])
    # This folder's helpers, and arena_vec where the run finds it (installed, or PYTHONPATH).
    path = os.pathsep.join(filter(None, [str(here), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path, "RAY_USAGE_STATS_ENABLED": "0"}
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULTS ")]
    assert done.returncode == 0, f"{script} failed:\n{done.stderr[-4000:]}"
    assert lines, f"{script} printed no results:\n{done.stdout[-2000:]}"
    return json.loads(lines[-1].removeprefix("RESULTS "))


def digest(value) -> str:
    """A hash of (nested dicts of) arrays, keys sorted."""
    h = hashlib.sha256()

    def feed(v) -> None:
        if isinstance(v, dict):
            for key in sorted(v):
                h.update(key.encode())
                feed(v[key])
        else:
            h.update(np.ascontiguousarray(v).tobytes())

    feed(value)
    return h.hexdigest()[:16]


def env_actions(env_id: int, step: int) -> list[int]:
    """The action env ``env_id`` takes at its ``step``-th step (a function of both only)."""
    rng = np.random.default_rng([env_id, step])
    return rng.integers(0, [9, 8]).tolist()


def linear_policy(params, obs, rng):
    """Cartpole: a linear score per action, sampled by softmax; extras hold the logits."""
    logits = obs @ params
    p = np.exp(logits - logits.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    actions = (rng.random(len(p)) > p[:, 0]).astype(np.int64)
    return actions, {"logits": logits}


def row_of(obs: Any, row: int) -> Any:
    return {k: row_of(v, row) for k, v in obs.items()} if isinstance(obs, dict) else obs[row]


def zero_policy(params, obs, rng):
    """Dummy envs: action 0 for every env, no extras."""
    return np.zeros(len(obs["source_env"]), dtype=np.int64), {}
