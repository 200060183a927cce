"""Fuzzed snapshots for set_state: bytes of the wrong size are refused naming the state; other
types are refused naming it; mutated snapshots of the right size, with their checksum as it is
or recomputed, are refused naming the snapshot or load a state that steps and draws: they never
crash or hang the process (run in a child process, snapshot_fuzz.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from fuzz_strategies import REJECTIONS, assert_names, odd
from hypothesis import given
from hypothesis import strategies as st

import arena_vec
from arena_vec import EnvironmentSettings
from arena_vec.envs.single import make_single

HERE = Path(__file__).resolve().parent
CHILD_SECONDS = 600


@pytest.fixture(scope="module")
def envs():
    envs = arena_vec.make_vec(
        "triad", 2, num_threads=1, seed=0, env_settings=EnvironmentSettings(include_frame=False)
    )
    envs.reset()
    yield envs
    envs.close()


@given(data=st.data())
def test_snapshots_of_the_wrong_size_are_refused_by_name(envs, data) -> None:
    size = len(envs.get_state(0))
    state = data.draw(st.binary(max_size=2 * size).filter(lambda b: len(b) != size))
    with pytest.raises(REJECTIONS) as raised:
        envs.set_state(1, state)
    assert_names(raised.value, "state")
    envs.step(envs.action_space.sample())


@given(state=odd.filter(lambda value: not isinstance(value, bytes)))
def test_snapshots_that_are_not_bytes_are_refused_by_name(state) -> None:
    env = make_single("cartpole")
    env.reset(seed=0)
    with pytest.raises(REJECTIONS, match="state") as raised:
        env.set_state(state)
    assert "incompatible function arguments" not in str(raised.value)
    env.close()


def test_mutated_snapshots_never_crash_the_process() -> None:
    child = subprocess.run(
        [
            sys.executable,
            "-c",
            "import snapshot_fuzz; snapshot_fuzz.mutated_snapshots_never_crash()",
        ],
        cwd=HERE,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), *sys.path])},
        capture_output=True,
        text=True,
        timeout=CHILD_SECONDS,
        check=False,
    )
    assert child.returncode == 0, f"exit {child.returncode}:\n{child.stderr[-3000:]}"
