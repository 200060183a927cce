"""Bad input around recordings: an unwritable dataset_path, corrupt or truncated files, a replay
that diverges, a refused action mid-episode. Each gives a clear error naming the setting, file
or step, and nothing already recorded is lost."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, RecordingSettings
from arena_vec.recording import DatasetLoader, ReplayDivergence, find_episodes, replay

SETTINGS = EnvironmentSettings(include_frame=False)


def record(path: Path, steps: int = 60, observations: bool = True) -> Path:
    env = arena_vec.make(
        "triad",
        SETTINGS,
        episode_recording_settings=RecordingSettings(str(path), observations=observations),
    )
    env.reset(seed=9)
    rng = np.random.default_rng(9)
    for _ in range(steps):
        env.step(rng.integers(0, [9, 8]))
    env.close()
    (episode,) = find_episodes(path)
    return episode.directory


def test_a_dataset_path_that_cannot_be_written_is_named(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    for bad in (blocker, blocker / "sub"):
        with pytest.raises(ValueError, match=rf"^dataset_path='{bad}' cannot be written"):
            arena_vec.make(
                "triad", SETTINGS, episode_recording_settings=RecordingSettings(str(bad))
            )
    assert blocker.read_text() == "not a directory"


@pytest.mark.parametrize("bad", ["", "   "])
def test_an_empty_dataset_path_is_refused_not_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bad: str
) -> None:
    monkeypatch.chdir(tmp_path)
    expected = rf"^dataset_path='{bad}' is invalid: allowed None \(no recording\) or a directory"
    settings = RecordingSettings(dataset_path=bad)
    with pytest.raises(ValueError, match=expected):
        arena_vec.make("triad", SETTINGS, episode_recording_settings=settings)
    with pytest.raises(ValueError, match=expected):
        arena_vec.make_vec("triad", 2, env_settings=SETTINGS, episode_recording_settings=settings)
    assert list(tmp_path.iterdir()) == []


def test_a_refused_action_loses_nothing(tmp_path: Path) -> None:
    env = arena_vec.make(
        "triad", SETTINGS, episode_recording_settings=RecordingSettings(str(tmp_path))
    )
    env.reset(seed=1)
    env.step(np.array([1, 1]))
    with pytest.raises(ValueError, match="out of range"):
        env.step(np.array([9, 0]))
    env.step(np.array([2, 2]))
    env.close()
    (episode,) = DatasetLoader(tmp_path)
    assert [step[1].tolist() for step in episode.steps] == [[1, 1], [2, 2]]


def test_a_changed_hash_names_its_step(tmp_path: Path) -> None:
    directory = record(tmp_path)
    with np.load(directory / "_compact.npz") as data:
        actions, hashes = data["actions"], data["hashes"].copy()
    hashes[37] ^= 1
    np.savez(directory / "_compact.npz", actions=actions, hashes=hashes)
    with pytest.raises(ReplayDivergence, match=r"diverges at step 37: ") as error:
        replay(tmp_path)
    assert error.value.step == 37
    assert str(directory.relative_to(tmp_path)) in str(error.value)


def test_a_changed_action_diverges_no_earlier_than_it(tmp_path: Path) -> None:
    directory = record(tmp_path)
    with np.load(directory / "_compact.npz") as data:
        actions, hashes = data["actions"].copy(), data["hashes"]
    actions[20] = (actions[20] + [4, 3]) % [9, 8]
    np.savez(directory / "_compact.npz", actions=actions, hashes=hashes)
    with pytest.raises(ReplayDivergence) as error:
        replay(tmp_path)
    assert error.value.step >= 20


@pytest.mark.parametrize("name", ["_compact.npz", "_start.npz", "part-0.parquet"])
def test_a_truncated_file_is_named(tmp_path: Path, name: str) -> None:
    directory = record(tmp_path)
    data = (directory / name).read_bytes()
    (directory / name).write_bytes(data[: len(data) // 2])
    with pytest.raises(ValueError, match=rf"{name} is corrupt or truncated"):
        DatasetLoader(tmp_path).reset()


def _zeroed(data: bytes) -> bytes:
    return bytes(len(data))


def _header_overwritten(data: bytes) -> bytes:
    return data[:4] + b"\xff" * 26 + data[30:]


def _directory_offset_overwritten(data: bytes) -> bytes:
    return data[:-4] + b"\xff" * 4


@pytest.mark.parametrize(
    "damage",
    [_zeroed, _header_overwritten, _directory_offset_overwritten],
    ids=lambda f: f.__name__,
)
@pytest.mark.parametrize("name", ["_compact.npz", "_start.npz"])
def test_a_damaged_compact_file_is_named(tmp_path: Path, name: str, damage) -> None:
    directory = record(tmp_path, observations=False)
    path = directory / name
    path.write_bytes(damage(path.read_bytes()))
    with pytest.raises(ValueError, match=rf"^{re.escape(str(path))} is corrupt or truncated"):
        replay(tmp_path)


def test_a_recording_of_other_settings_is_refused_by_name(tmp_path: Path) -> None:
    directory = record(tmp_path, observations=False)
    description = json.loads((directory.parent / "recording.json").read_text())
    description["config"]["step_ratio"] = 2
    (directory.parent / "recording.json").write_text(json.dumps(description))
    with pytest.raises(ValueError, match=r"start state does not fit.*step_ratio"):
        replay(tmp_path)


def test_missing_or_corrupt_descriptions_and_bad_arguments(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="holds no arena_vec recording"):
        DatasetLoader(tmp_path)
    with pytest.raises(ValueError, match="does not exist"):
        replay(tmp_path / "nowhere")
    directory = record(tmp_path)
    with pytest.raises(ValueError, match=r"^episode=1 is out of range: .* holds 1"):
        replay(tmp_path, episode=1)
    (directory.parent / "recording.json").write_text("{not json")
    with pytest.raises(ValueError, match=r"recording.json is corrupt"):
        DatasetLoader(tmp_path)
