"""A recording process killed mid-episode (SIGKILL, no cleanup) loses nothing it had written:
its finished episode, and the chunks of the episode in progress, read back and replay."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

import arena_vec
from arena_vec.recording import CHUNK_STEPS, DatasetLoader, find_episodes, replay

CHILD = """
import sys, numpy as np, arena_vec
settings = arena_vec.EnvironmentSettings(frame_shape=(84, 84, 1), autoplay=True)
env = arena_vec.make("triad", settings,
                     episode_recording_settings=arena_vec.RecordingSettings(sys.argv[1]))
rng = np.random.default_rng(0)
env.reset(seed=4)
while not env.step(rng.integers(0, [9, 8]))[2]:   # one whole episode
    pass
env.reset()
for step in range(1, 1_000_000):                  # killed somewhere in this one
    env.step(rng.integers(0, [9, 8]))
    if step == {ready}:
        print("ready", flush=True)
"""
READY_STEPS = 2 * CHUNK_STEPS + 40
TIMEOUT_S = 120


def test_killed_recorder_keeps_what_it_wrote(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(ready=READY_STEPS), str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
        cwd=tmp_path,  # not the source tree, which has no compiled module
    )
    try:
        ready, _, _ = select.select([child.stdout], [], [], TIMEOUT_S)
        assert ready
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.05)  # mid-episode, while it keeps stepping and writing
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=TIMEOUT_S)
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    done, cut = find_episodes(tmp_path)
    assert done.finished
    assert not cut.finished
    episodes = list(DatasetLoader(tmp_path))
    assert episodes[0].steps[-1][3]  # the whole episode, terminated
    written = len(episodes[1].steps)
    assert written >= (READY_STEPS // CHUNK_STEPS) * CHUNK_STEPS
    assert written % CHUNK_STEPS == 0
    assert episodes[1].steps[-1][4]  # read as truncated where the kill cut it

    # What was written is what the same run gives in this process.
    rerun = arena_vec.make(
        "triad", arena_vec.EnvironmentSettings(frame_shape=(84, 84, 1), autoplay=True)
    )
    rng = np.random.default_rng(0)
    rerun.reset(seed=4)
    while not rerun.step(rng.integers(0, [9, 8]))[2]:
        pass
    obs, _ = rerun.reset()
    for t, (recorded_obs, action, reward, *_) in enumerate(episodes[1].steps):
        assert np.array_equal(recorded_obs["frame"], obs["frame"]), f"step {t}"
        expected = rng.integers(0, [9, 8])
        assert np.array_equal(action, expected)
        obs, rerun_reward, *_ = rerun.step(expected)
        assert reward == rerun_reward
    rerun.close()
    assert len(replay(cut).rewards) == written  # and the compact chunks replay exactly
