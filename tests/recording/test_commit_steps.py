"""An episode's commit survives a kill at each of its steps: a child process records two
episodes and dies (``os._exit``, no cleanup) just before the k-th file-system change of the
second one's commit (every write's fsync and rename, every chunk's deletion, the episode
directory's rename, Minari's metadata update), for every k. Each time, the loader sees either
the old state (the first episode finished, the second unfinished and read up to its last
chunk) or the new one (both finished, whole), never a 0-step episode, and Minari's own reader
counts exactly the episodes the loader calls finished. Needs minari 0.5.4+ (tests/conftest.py)."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import minari
import numpy as np

from arena_vec.recording import CHUNK_STEPS, DatasetLoader, find_episodes

FIRST, SECOND = 70, 2 * CHUNK_STEPS + 44
CRASH = 17
CHILD = """
import os, sys, numpy as np, arena_vec
from arena_vec.recording import writer

crash_at, ops = int(sys.argv[2]), [0]

def counted(function):
    def call(*args, **kwargs):
        if armed[0]:
            if ops[0] == crash_at:
                os._exit({crash})
            ops[0] += 1
        return function(*args, **kwargs)
    return call

armed = [False]
for name in ("replace", "rename", "unlink", "fsync"):
    setattr(os, name, counted(getattr(os, name)))
finish = writer.EpisodeWriter.finish

def finish_second(self):
    armed[0] = self.recording.total_episodes == 1
    try:
        return finish(self)
    finally:
        armed[0] = False

writer.EpisodeWriter.finish = finish_second
settings = arena_vec.EnvironmentSettings(include_frame=False, continue_game=-1.0)
env = arena_vec.make("triad", settings,
                     episode_recording_settings=arena_vec.RecordingSettings(sys.argv[1]))
rng = np.random.default_rng(0)
for seed, steps in ((3, {first}), (4, {second})):
    env.reset(seed=seed)
    for _ in range(steps):
        assert not env.step(rng.integers(0, [9, 8]))[2]
env.reset()  # cuts the second episode off: its commit
env.close()  # the third, empty, is discarded
print(ops[0], flush=True)
os._exit(0)
"""


def run_child(path: Path, crash_at: int) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-c",
            CHILD.format(crash=CRASH, first=FIRST, second=SECOND),
            str(path),
            str(crash_at),
        ],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=path.parent,
    )


def actions(episode) -> np.ndarray:
    return np.array([step[1] for step in episode.steps])


def test_a_kill_at_each_commit_step_leaves_the_old_or_the_new_state(tmp_path: Path) -> None:
    complete = run_child(tmp_path / "complete", -1)
    assert complete.returncode == 0, complete.stderr
    operations = int(complete.stdout)
    assert operations >= 5
    reference = list(DatasetLoader(tmp_path / "complete"))
    assert [len(e.steps) for e in reference] == [FIRST, SECOND]
    old_steps = SECOND // CHUNK_STEPS * CHUNK_STEPS
    seen = set()
    with ThreadPoolExecutor(2) as pool:
        runs = list(pool.map(lambda k: run_child(tmp_path / f"killed-{k}", k), range(operations)))
    for k, killed in enumerate(runs):
        path = tmp_path / f"killed-{k}"
        assert killed.returncode == CRASH, (k, killed.stderr)
        episodes = find_episodes(path)
        loaded = list(DatasetLoader(path))
        assert [e.finished for e in episodes][:1] == [True], k
        assert len(loaded) == 2, k
        first, second = loaded
        assert np.array_equal(actions(first), actions(reference[0])), k
        state = "new" if episodes[1].finished else "old"
        allowed = {SECOND} if state == "new" else {old_steps, SECOND}  # chunks or whole files
        assert len(second.steps) in allowed, (k, state, len(second.steps))
        assert np.array_equal(actions(second), actions(reference[1])[: len(second.steps)]), k
        seen.add(state)

        (recording,) = {e.directory.parent for e in episodes if e.finished}
        dataset = minari.MinariDataset(str(recording))
        finished = [e for e, files in zip(loaded, episodes, strict=True) if files.finished]
        assert dataset.total_episodes == len(finished), k
        assert dataset.total_steps == sum(len(e.steps) for e in finished), k
        for index, episode in enumerate(finished):
            assert len(dataset[index].rewards) == len(episode.steps), (k, index)
    assert seen == {"old", "new"}
