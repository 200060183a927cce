"""Recording through ``make_vec``: every env of the batch, sync and async, under every autoreset
mode; each recorded episode is what the env returned and replays exactly."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, RecordingSettings
from arena_vec.recording import DatasetLoader, VectorRecorder, find_episodes, replay

SETTINGS = EnvironmentSettings(include_frame=False, difficulty=4, step_ratio=6)
NUM_ENVS = 3
STEPS = 900


def drive(envs, steps: int, mode: str, rng: np.random.Generator) -> tuple[int, int]:
    """Random actions for ``steps`` batches; returns (agent steps received, episodes ended).
    Under next_step autoreset the result after a terminal one is a reset, not an agent step."""
    agent_steps = ended = 0
    _, info = envs.reset(seed=7)  # async: the first batch_size envs (EnvPool's convention)
    ids = info["env_id"]
    restart = np.ones(NUM_ENVS, bool)  # the other envs' resets come with later batches
    restart[ids] = False
    for _ in range(steps):
        actions = rng.integers(0, [9, 8], size=(len(ids), 2))
        _, _, terminated, truncated, info = envs.step(actions)
        ids, done = info["env_id"], terminated | truncated
        agent_steps += int(np.sum(~restart[ids]))
        ended += int(np.sum(done))
        restart[ids] = done if mode == "next_step" else False
        if mode == "disabled" and done.any():
            mask = np.zeros(NUM_ENVS, bool)
            mask[ids[done]] = True
            envs.reset(options={"reset_mask": mask})
            ids = np.arange(NUM_ENVS)
    return agent_steps, ended


@pytest.mark.parametrize(
    ("mode", "batch_size"),
    [
        ("next_step", None),
        ("next_step", 2),
        ("same_step", None),
        ("same_step", 2),
        ("disabled", None),
    ],  # a masked reset returns every env: sync only in this driver
)
def test_every_env_records_and_every_episode_replays(
    tmp_path: Path, mode: str, batch_size: int | None
) -> None:
    envs = arena_vec.make_vec(
        "triad",
        NUM_ENVS,
        batch_size=batch_size,
        autoreset_mode=mode,
        env_settings=SETTINGS,
        episode_recording_settings=RecordingSettings(str(tmp_path)),
    )
    assert isinstance(envs, VectorRecorder)
    agent_steps, ended = drive(envs, STEPS, mode, np.random.default_rng(3))
    envs.close()
    assert ended >= NUM_ENVS  # every env finished an episode at least once
    episodes = list(DatasetLoader(tmp_path))
    assert sum(len(e.steps) for e in episodes) == agent_steps
    assert sum(1 for e in episodes if e.steps[-1][3]) == ended
    for files, loaded in zip(find_episodes(tmp_path), episodes, strict=True):
        result = replay(files)  # checks every state hash
        for t, step in enumerate(loaded.steps):
            assert step[0]["P1"]["health"] == result.observations[t]["P1"]["health"]
            assert step[2] == result.rewards[t]


def test_env_i_of_a_batch_records_what_a_single_env_records(tmp_path: Path) -> None:
    actions = np.random.default_rng(5).integers(0, [9, 8], size=(60, NUM_ENVS, 2))
    envs = arena_vec.make_vec(
        "triad",
        NUM_ENVS,
        env_settings=SETTINGS,
        episode_recording_settings=RecordingSettings(str(tmp_path / "vec")),
    )
    envs.reset(seed=20)
    for row in actions:
        envs.step(row)
    envs.close()
    single = arena_vec.make(
        "triad", SETTINGS, episode_recording_settings=RecordingSettings(str(tmp_path / "one"))
    )
    single.reset(seed=22)
    for row in actions:
        single.step(row[2])
    single.close()
    vec = find_episodes(tmp_path / "vec")
    (one,) = find_episodes(tmp_path / "one")
    assert [e.compact().seed for e in vec] == [20, 21, 22]
    third, mine = vec[2].compact(), one.compact()
    assert third.start_state == mine.start_state
    assert np.array_equal(third.actions, mine.actions)
    assert np.array_equal(third.hashes, mine.hashes)


def test_recording_a_reference_env_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="episode_recording_settings is for fighting games"):
        arena_vec.make_vec(
            "cartpole", 2, episode_recording_settings=RecordingSettings(str(tmp_path))
        )
    with pytest.raises(TypeError, match="episode_recording_settings"):
        arena_vec.make_vec("triad", 2, episode_recording_settings={"dataset_path": "x"})
