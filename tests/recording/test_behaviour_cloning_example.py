"""examples/behaviour_cloning.py: its training inputs are the recorded observation, the
observations of the demonstrator's reaction delay before (none before an episode's first step)
and the demonstrator's own previous actions, aligned step by step (the newest first, none
before an episode's first step), its labels decode the recorded input words, and the example
runs end to end, printing the dataset size, the training time and three win rates, and saves a
clone that ``arena-vec record`` and ``arena-vec play --step-ratio 1`` play (its lags, history
and actions table included)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from examples_run import import_example, run_example


@pytest.fixture(scope="module")
def bc():  # the example as a module
    return import_example("behaviour_cloning")


def one_hot(bc, action) -> np.ndarray:
    row = np.zeros(sum(bc.NVEC), np.float32)
    row[action[0]] = row[bc.NVEC[0] + action[1]] = 1
    return row


def test_inputs_hold_what_the_demonstrator_saw_and_its_previous_actions(bc, tmp_path: Path) -> None:
    import arena_vec
    from arena_vec import EnvironmentSettings
    from arena_vec.human import RamFeatures
    from arena_vec.recording import DatasetLoader

    bc.record(tmp_path, 1, 1, 0)
    probe = arena_vec.make(bc.GAME, EnvironmentSettings(include_frame=False))
    features = RamFeatures(probe.observation_space)
    probe.close()
    lags = bc.lags(1)
    assert lags == (22, 23)  # triad's level-1 CPU reaction, and the frame before
    x, y = bc.dataset(tmp_path, features, lags)
    episodes = [
        [int(info["engine"]["p1_input"]) for *_, info in episode.steps if "engine" in info]
        for episode in DatasetLoader(tmp_path)
    ]
    words = [word for episode in episodes for word in episode]
    assert len(words) == len(y) > 1000  # one label per recorded frame, whole fights
    label = bc.Labeler()
    before = [b for episode in episodes for b in [0, *episode[:-1]]]
    assert [label(w, b) for w, b in zip(words, before, strict=True)] == [tuple(a) for a in y]
    assert (y[:, 0] > 0).any()  # the CPU walked and guarded
    assert (y[:, 1] > 0).any()  # and attacked
    width = sum(bc.NVEC)
    size = features.size
    history = x[:, size * (1 + len(lags)) :]
    assert history.shape[1] == bc.HISTORY * width
    start = 0
    for episode in episodes:
        assert not x[start, size:].any()  # nothing before the episode's first step
        for t in (1, 5, bc.HISTORY, 22, 23, 24, len(episode) // 2, len(episode) - 1):
            for k, lag in enumerate(lags):
                seen = x[start + t - lag, :size] if t >= lag else np.zeros(size, np.float32)
                np.testing.assert_array_equal(
                    x[start + t, size * (1 + k) : size * (2 + k)], seen, err_msg=f"{t} {lag}"
                )
            expected = [one_hot(bc, y[start + t - j]) for j in range(1, min(t, bc.HISTORY) + 1)]
            expected += [np.zeros(width, np.float32)] * (bc.HISTORY - len(expected))
            np.testing.assert_array_equal(
                history[start + t], np.concatenate(expected), err_msg=f"step {t}"
            )
        start += len(episode)


@pytest.mark.training
def test_example_runs_end_to_end_and_its_saved_clone_records_and_plays(bc, tmp_path: Path) -> None:
    from arena_vec import RecordingSettings
    from arena_vec.cli.main import main
    from arena_vec.human import MlpPolicy, play
    from arena_vec.recording import DatasetLoader

    saved = tmp_path / "bc_policy.npz"
    lines = run_example(
        "behaviour_cloning.py", "--episodes", "1", "--epochs", "1", "--eval-rounds", "2",
        "--save", str(saved),
    )  # fmt: skip
    text = "\n".join(lines)
    assert re.search(r"recorded 1 CPU-vs-CPU fights, \d+ labelled steps", text), text
    assert re.search(r"trained 1 epochs on \d+ steps \(\d+ s\)", text), text
    rates = re.findall(r"(behaviour cloning|the demonstrator|random) ([\d.]+)%", text)
    assert [name for name, _ in rates] == ["behaviour cloning", "the demonstrator", "random"]
    assert all(0 <= float(rate) <= 100 for _, rate in rates)
    clone = MlpPolicy.load(saved)
    assert (clone.history, clone.lags) == (bc.HISTORY, bc.lags(1))
    main(["record", "triad", "--out", str(tmp_path / "data"), "--episodes", "2", "--num-envs",
          "2", "--policy", str(saved), "--step-ratio", "1", "--quiet"])  # fmt: skip
    assert len(list(DatasetLoader(tmp_path / "data"))) == 2
    play("triad", "agent", agent=str(saved), step_ratio=1, max_steps=60,
         recording=RecordingSettings(str(tmp_path / "played")))  # fmt: skip
    (episode,) = DatasetLoader(tmp_path / "played")
    played = {tuple(step[1]["agent_1"].tolist()) for step in episode.steps}
    assert played <= {tuple(row) for row in clone.actions}  # pairs the demonstrator played
