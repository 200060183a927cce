"""Minari's own reader opens what the recorder wrote (its parquet layout): episodes, steps,
observations and frames as the env returned them. Needs minari 0.5.4+, which needs Python 3.11+
(tests/conftest.py says when this file is left out)."""

from __future__ import annotations

import json
from pathlib import Path

import minari
import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, RecordingSettings
from arena_vec.recording.spaces import space_from_json


@pytest.mark.parametrize(
    "settings",
    [
        EnvironmentSettings(frame_shape=(84, 84, 1), step_ratio=6),
        EnvironmentSettings(frame_shape=(48, 64, 0), step_ratio=3, difficulty=1),
    ],
    ids=["gray", "rgb"],
)
def test_minari_reads_the_recorded_episodes(tmp_path: Path, settings: EnvironmentSettings) -> None:
    env = arena_vec.make(
        "triad", settings, episode_recording_settings=RecordingSettings(str(tmp_path), "me")
    )
    rng = np.random.default_rng(0)
    episodes = []
    for seed, steps in ((5, 150), (None, 70)):
        obs, _ = env.reset(seed=seed)
        seen = [obs]
        for _ in range(steps):
            obs, _, terminated, truncated, _ = env.step(rng.integers(0, env.action_space.nvec))
            seen.append(obs)
            if terminated or truncated:
                break
        episodes.append(seen)
    env.close()

    dataset = minari.MinariDataset(str(env.path))
    assert dataset.total_episodes == 2
    assert dataset.total_steps == sum(len(seen) - 1 for seen in episodes)
    for index, seen in enumerate(episodes):
        episode = dataset[index]
        assert len(episode.rewards) == len(seen) - 1
        for t in (0, len(seen) - 1):
            for key in ("stage", "timer", "frame"):
                assert np.array_equal(episode.observations[key][t], seen[t][key]), (index, t, key)


def test_native_rgb_descriptions_store_uniform_bounds_compactly(tmp_path: Path) -> None:
    """A native RGB frame's bounds are one number each in recording.json, not one per pixel
    (6.1 MB before), and Minari's metadata.json has them without whitespace (Minari's reader
    needs them in full: 1.36 MB, 1.72 MB before); both readers get the spaces back exactly."""
    env = arena_vec.make(
        "triad", EnvironmentSettings(), episode_recording_settings=RecordingSettings(str(tmp_path))
    )
    env.reset(seed=0)
    env.step(np.zeros(2, np.int64))
    env.close()
    sizes = {name: (env.path / name).stat().st_size for name in ("recording.json", "metadata.json")}
    assert sizes["recording.json"] < 100_000, sizes
    assert sizes["metadata.json"] < 1_400_000, sizes
    recording = json.loads((env.path / "recording.json").read_text())
    assert space_from_json(recording["observation_space"]) == env.observation_space
    dataset = minari.MinariDataset(str(env.path))
    assert dataset.observation_space == env.observation_space
    assert dataset.action_space == env.action_space
    assert dataset[0].observations["frame"].shape == (2, 240, 256, 3)


def test_minari_reads_annotated_infos(tmp_path: Path) -> None:
    """Human play's ``actor`` (a str per row: the reset's, then each step's) reaches Minari."""
    env = arena_vec.make("triad", episode_recording_settings=RecordingSettings(str(tmp_path)))
    env.annotate(actor="agent")
    env.reset(seed=0)
    for actor in ("agent", "human", "agent"):
        env.annotate(actor=actor)
        env.step(np.array([0, 0]))
    env.close()
    episode = minari.MinariDataset(str(env.path))[0]
    assert episode.infos["actor"].tolist() == ["agent", "agent", "human", "agent"]
