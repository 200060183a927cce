"""An episode's commit survives a kill at each of its steps: a child process records two
episodes and dies (``os._exit``, no cleanup) just before the k-th file-system change of the
second one's commit (every write's fsync and rename, every chunk's deletion, the episode
directory's rename, Minari's metadata update), for every k. Each time, the loader sees either
the old state (the first episode finished, the second unfinished and read up to its last
chunk) or the new one (both finished, whole), never a 0-step episode, and Minari's own reader
counts exactly the episodes the loader calls finished. Needs minari 0.5.4+ (tests/conftest.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import minari
import numpy as np

from arena_vec.recording import CHUNK_STEPS, DatasetLoader, find_episodes

FIRST, SECOND = 70, 2 * CHUNK_STEPS + 44
CRASH = 17
# One driver process imports arena_vec and minari once, then forks a recorder per run: the
# complete run (crash_at -1, which counts the commit's operations) and one killed run per
# operation. A fork costs milliseconds where a fresh interpreter's imports cost a second.
DRIVER = """
import json, os, sys, traceback
import minari, numpy as np, arena_vec  # (minari: the recorder's metadata imports it)
from arena_vec.recording import writer

def record(path, crash_at):
    ops, armed = [0], [False]

    def counted(function):
        def call(*args, **kwargs):
            if armed[0]:
                if ops[0] == crash_at:
                    os._exit({crash})
                ops[0] += 1
            return function(*args, **kwargs)
        return call

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
                         episode_recording_settings=arena_vec.RecordingSettings(path))
    rng = np.random.default_rng(0)
    for seed, steps in ((3, {first}), (4, {second})):
        env.reset(seed=seed)
        for _ in range(steps):
            assert not env.step(rng.integers(0, [9, 8]))[2]
    env.reset()  # cuts the second episode off: its commit
    env.close()  # the third, empty, is discarded
    return ops[0]

def run(path, crash_at):
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            os.write(write, str(record(path, crash_at)).encode())
            os._exit(0)
        except BaseException:
            traceback.print_exc()
            os._exit(1)
    os.close(write)
    with os.fdopen(read) as out:
        ops = out.read()
    status = os.waitpid(pid, 0)[1]
    return os.waitstatus_to_exitcode(status), ops

root = sys.argv[1]
code, ops = run(os.path.join(root, "complete"), -1)
print(json.dumps({{"k": -1, "code": code, "ops": ops}}), flush=True)
for k in range(int(ops or 0)):
    code, _ = run(os.path.join(root, f"killed-{{k}}"), k)
    print(json.dumps({{"k": k, "code": code}}), flush=True)
"""


def run_driver(root: Path) -> tuple[list[dict], str]:
    """The driver's report per run (``k``, the exit ``code``; ``ops`` for the complete run)."""
    done = subprocess.run(
        [sys.executable, "-c", DRIVER.format(crash=CRASH, first=FIRST, second=SECOND), str(root)],
        check=False, capture_output=True, text=True, timeout=600, cwd=root,
        env={**os.environ, "OPENBLAS_NUM_THREADS": "1"},  # no BLAS threads across the forks
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()], done.stderr


def actions(episode) -> np.ndarray:
    return np.array([step[1] for step in episode.steps])


def test_a_kill_at_each_commit_step_leaves_the_old_or_the_new_state(tmp_path: Path) -> None:
    (complete, *runs), stderr = run_driver(tmp_path)
    assert complete["code"] == 0, stderr
    operations = int(complete["ops"])
    assert operations >= 5
    assert [run["k"] for run in runs] == list(range(operations))
    reference = list(DatasetLoader(tmp_path / "complete"))
    assert [len(e.steps) for e in reference] == [FIRST, SECOND]
    old_steps = SECOND // CHUNK_STEPS * CHUNK_STEPS
    seen = set()
    for k, killed in enumerate(runs):
        path = tmp_path / f"killed-{k}"
        assert killed["code"] == CRASH, (k, stderr)
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
