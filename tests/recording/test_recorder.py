"""Recording through ``make``: what the loader reads back is what the env returned, frames (gray
and RGB) bit-exact, and the compact form replays every episode exactly (Minari's own reader:
test_minari_read.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from gymnasium import spaces
from tree_equal import assert_tree_equal

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, RecordingSettings
from arena_vec.recording import DatasetLoader, EpisodeRecorder, find_episodes, replay


def run(env: Any, steps: int, seed: int | None, rng: np.random.Generator) -> list[tuple]:
    """Steps ``env`` from a reset; returns DIAMBRA tuples (obs before the action, ...)."""
    obs, _ = env.reset(seed=seed)
    out = []
    for _ in range(steps):
        action = _action(env, rng)
        next_obs, reward, terminated, truncated, info = env.step(action)
        out.append((obs, action, reward, terminated, truncated, info))
        obs = next_obs
        if terminated or truncated:
            break
    return out


def _action(env: Any, rng: np.random.Generator) -> Any:
    space = env.action_space
    if isinstance(space, spaces.Dict):
        return {k: rng.integers(0, s.nvec) for k, s in space.spaces.items()}
    return rng.integers(0, space.nvec)


@pytest.mark.parametrize(
    "settings",
    [
        EnvironmentSettings(frame_shape=(84, 84, 1), step_ratio=6),
        EnvironmentSettings(frame_shape=(48, 64, 0), step_ratio=3, difficulty=1),
        EnvironmentSettingsMultiAgent(include_frame=False),
    ],
    ids=["gray", "rgb", "2p-ram"],
)
def test_the_loader_reads_back_what_the_env_returned(tmp_path: Path, settings: Any) -> None:
    env = arena_vec.make(
        "triad", settings, episode_recording_settings=RecordingSettings(str(tmp_path), "me")
    )
    assert isinstance(env, EpisodeRecorder)
    rng = np.random.default_rng(0)
    first = run(env, 150, seed=5, rng=rng)
    second = run(env, 70, seed=None, rng=rng)  # unseeded: continues the RNG stream
    env.close()

    loader = DatasetLoader(tmp_path)
    assert len(loader) == 2
    for recorded in (first, second):
        loader.reset()
        for t, (obs, action, reward, terminated, truncated, info) in enumerate(recorded):
            got = loader.step()
            assert_tree_equal(got[0], obs, f"step {t} obs", strict=True)
            assert_tree_equal(got[1], action, f"step {t} action", strict=True)
            assert got[2] == reward
            assert got[3] == terminated
            last = t == len(recorded) - 1
            assert got[4] == (truncated or (last and not terminated))  # cut by reset/close
            assert got[5]["round_done"] == info["round_done"]
            assert got[5]["engine"] == info["engine"]
            assert_tree_equal(
                got[5]["settings"]["characters"],
                info["settings"]["characters"],
                "characters",
                strict=True,
            )
        with pytest.raises(RuntimeError, match="call reset"):
            loader.step()


@pytest.mark.parametrize("game", ["triad", "parry", "ronin", "tower", "tagduo", "trio"])
def test_every_episode_replays_exactly_with_frames(tmp_path: Path, game: str) -> None:
    settings = EnvironmentSettings(frame_shape=(84, 84, 1), step_ratio=2)
    env = arena_vec.make(
        game,
        settings,
        episode_recording_settings=RecordingSettings(str(tmp_path)),
        render_mode="rgb_array",
    )
    obs, _ = env.reset(seed=11)
    observations, frames = [obs], [env.render()]
    rng = np.random.default_rng(1)
    for _ in range(200):
        obs, *_ = env.step(rng.integers(0, env.action_space.nvec))
        observations.append(obs)
        frames.append(env.render())
    env.close()
    result = replay(tmp_path, frames=True)
    assert len(result.observations) == 201
    for t, (a, b) in enumerate(zip(result.observations, observations, strict=True)):
        assert_tree_equal(a, b, f"step {t}", strict=True)
    for t, (a, b) in enumerate(zip(result.frames, frames, strict=True)):
        assert np.array_equal(a, b), f"frame {t}"


def test_compact_only_recording_loads_by_replay(tmp_path: Path) -> None:
    env = arena_vec.make(
        "triad",
        EnvironmentSettings(include_frame=False),
        episode_recording_settings=RecordingSettings(str(tmp_path), observations=False),
    )
    recorded = run(env, 120, seed=3, rng=np.random.default_rng(2))
    env.close()
    (episode,) = find_episodes(tmp_path)
    assert not list(episode.directory.glob("*.parquet"))
    assert not (episode.directory.parent / "metadata.json").exists()  # no Minari dataset
    loader = DatasetLoader(tmp_path)
    loader.reset()
    for obs, action, reward, *_ in recorded:
        got = loader.step()
        assert_tree_equal(got[0], obs, "obs", strict=True)
        assert_tree_equal(got[1], action, "action", strict=True)
        assert got[2] == reward


def test_autoplay_episode_ends_terminated_and_a_cut_one_truncated(tmp_path: Path) -> None:
    settings = EnvironmentSettings(include_frame=False, autoplay=True)
    env = arena_vec.make(
        "triad", settings, episode_recording_settings=RecordingSettings(str(tmp_path))
    )
    full = run(env, 100_000, seed=0, rng=np.random.default_rng(0))
    assert full[-1][3]  # the fight ended
    cut = run(env, 10, seed=1, rng=np.random.default_rng(0))
    env.close()
    episodes = list(DatasetLoader(tmp_path))
    assert [len(e.steps) for e in episodes] == [len(full), len(cut)]
    assert episodes[0].steps[-1][3]
    assert not episodes[0].steps[-1][4]
    assert episodes[1].steps[-1][4]
    assert not episodes[1].steps[-1][3]
    assert all(e.finished for e in episodes)


def test_annotations_are_recorded_with_every_info_and_returned_with_none(tmp_path: Path) -> None:
    env = arena_vec.make("triad", episode_recording_settings=RecordingSettings(str(tmp_path)))
    with pytest.raises(TypeError, match=r"^actor=None is invalid; allowed a str, bool, int"):
        env.annotate(actor=None)
    env.annotate(actor="agent", take=0)
    _, info = env.reset(seed=0)
    for take, actor in enumerate(["human", "human", "agent"], start=1):
        env.annotate(actor=actor, take=take)
        *_, info = env.step(np.array([0, 0]))
        assert not {"actor", "take"} & set(info)  # the env's infos are its own
    env.close()
    (episode,) = DatasetLoader(tmp_path)
    assert [(s[5]["actor"], s[5]["take"]) for s in episode.steps] == [
        ("human", 1),
        ("human", 2),
        ("agent", 3),
    ]
    assert episode.steps[0][5]["round_done"] is False  # the env's own leaves stay
