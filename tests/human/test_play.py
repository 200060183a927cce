"""``render_mode="human"`` (make and gym.make) and ``play`` in every mode, headless, driven by
scripted key events; play always ends (steps, episodes or a closed window) and closes the env."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import pygame
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, RecordingSettings
from arena_vec.human import HumanWindow, MlpPolicy, RamFeatures, play
from arena_vec.recording import DatasetLoader


def post_keys(*names: str, down: bool = True) -> None:
    for name in names:
        kind = pygame.KEYDOWN if down else pygame.KEYUP
        pygame.event.post(pygame.event.Event(kind, key=pygame.key.key_code(name)))


def test_make_human_shows_the_native_frame_scaled_and_paced() -> None:
    env = arena_vec.make("triad", EnvironmentSettings(step_ratio=3), render_mode="human")
    assert "human" in env.metadata["render_modes"]
    window = env.window
    assert isinstance(window, HumanWindow)
    assert window.steps_per_second == 20  # 60 frames/s / step_ratio 3
    env.reset(seed=0)
    env.step(np.array([5, 2]))
    assert env.render() is None  # human mode draws by itself
    shot = window.screenshot()
    native = env.unwrapped._pool.render()[0]
    assert shot.shape == (native.shape[0] * 3, native.shape[1] * 3, 3)
    assert np.array_equal(shot[::3, ::3], native)
    env.close()
    assert window.closed
    assert not pygame.display.get_init()
    env.close()  # idempotent


def test_gym_make_human_reaches_make_through_a_string_entry_point() -> None:
    spec = gym.spec("arena_vec/triad-v0")
    assert spec.entry_point == "arena_vec:make"
    env = gym.make("arena_vec/triad-v0", render_mode="human", env_settings=EnvironmentSettings())
    assert env.render_mode == "human"
    assert isinstance(env.unwrapped.window, HumanWindow)
    env.reset(seed=1)
    env.step(env.action_space.sample())
    env.close()
    envs = gym.make_vec("arena_vec/triad-v0", num_envs=2, vectorization_mode="vector_entry_point")
    envs.close()


def test_play_against_the_cpu_follows_the_keys_and_records(tmp_path: Path) -> None:
    def hold_right_punch(env: Any) -> None:
        post_keys("d", "k")

    returns = play(
        "triad",
        "cpu",
        difficulty=1,
        step_ratio=6,
        max_steps=12,
        seed=3,
        recording=RecordingSettings(str(tmp_path)),
        on_step=hold_right_punch,
    )
    assert returns == []  # no episode finished in 12 steps
    (episode,) = DatasetLoader(tmp_path)
    actions = [step[1].tolist() for step in episode.steps]
    assert actions[0] == [0, 0]  # nothing held before the first event
    assert actions[1:] == [[5, 2]] * 11


def test_closing_the_window_ends_play() -> None:
    seen = []

    def close_after_three(env: Any) -> None:
        seen.append(env)
        if len(seen) == 3:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    assert play("triad", "cpu", max_steps=1000, on_step=close_after_three) == []
    assert len(seen) == 4  # the QUIT is handled before the fourth step is drawn
    assert seen[0].unwrapped.window.closed


def test_two_players_on_one_keyboard(tmp_path: Path) -> None:
    def both(env: Any) -> None:
        post_keys("a", "left", ",")

    play("triad", "versus", max_steps=4, recording=RecordingSettings(str(tmp_path)), on_step=both)
    (episode,) = DatasetLoader(tmp_path)
    last = episode.steps[-1][1]
    assert last["agent_0"].tolist() == [1, 0]
    assert last["agent_1"].tolist() == [1, 1]


def test_an_agent_that_remembers_is_reset_as_its_episode_starts() -> None:
    resets: list[int] = []
    calls: list[int] = []

    class Remembering:
        def __call__(self, obs: Any) -> np.ndarray:
            calls.append(len(calls))
            return np.array([0, 0])

        def reset(self) -> None:
            resets.append(len(calls))

    for mode in ("agent", "cpu"):  # cpu: through the hand-over
        resets.clear()
        calls.clear()
        play("triad", mode, agent=Remembering(), max_steps=3)
        assert (resets, len(calls)) == ([0], 3), mode


def test_against_an_agent_callable_or_saved(tmp_path: Path) -> None:
    calls = []

    def agent(obs: Any) -> np.ndarray:
        calls.append(obs["P2"]["health"])
        return np.array([3, 3])

    play("triad", "agent", agent=agent, max_steps=5)
    assert len(calls) == 5
    env = arena_vec.make("triad", arena_vec.EnvironmentSettingsMultiAgent())
    size = RamFeatures(env.observation_space).size
    env.close()
    rng = np.random.default_rng(0)
    weights = {
        "w1": rng.normal(size=(size, 8)),
        "b1": np.zeros(8),
        "w2": np.zeros((8, 17)),
        "b2": np.r_[np.eye(9)[4], np.eye(8)[2]] * 50,
    }  # UpRight + Punch with probability 1 - 1e-20
    MlpPolicy(weights, [9, 8]).save(tmp_path / "policy.npz")
    play(
        "triad",
        "agent",
        agent=str(tmp_path / "policy.npz"),
        max_steps=3,
        recording=RecordingSettings(str(tmp_path / "data")),
    )
    (episode,) = DatasetLoader(tmp_path / "data")
    assert [step[1]["agent_1"].tolist() for step in episode.steps] == [[4, 2]] * 3


def test_watch_an_agent_against_the_cpu_and_two_agents(tmp_path: Path) -> None:
    seen: list[str] = []

    def up_right_punch(obs: Any) -> np.ndarray:
        seen.append("P1")
        return np.array([4, 2])

    def left_kick(obs: Any) -> np.ndarray:
        seen.append("P2")
        return np.array([1, 3])

    play(
        "triad",
        "watch",
        agent=up_right_punch,
        difficulty=1,
        max_steps=3,
        recording=RecordingSettings(str(tmp_path / "cpu")),
    )
    (episode,) = DatasetLoader(tmp_path / "cpu")
    assert episode.steps[0][5]["settings"]["difficulty"] == 1  # one player, against the CPU
    assert [step[1].tolist() for step in episode.steps] == [[4, 2]] * 3
    assert seen == ["P1"] * 3
    play(
        "triad",
        "watch",
        agent=[up_right_punch, left_kick],
        max_steps=2,
        recording=RecordingSettings(str(tmp_path / "both")),
    )
    (episode,) = DatasetLoader(tmp_path / "both")
    actions = [{k: v.tolist() for k, v in step[1].items()} for step in episode.steps]
    assert actions == [{"agent_0": [4, 2], "agent_1": [1, 3]}] * 2


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"mode": "solo"}, ValueError, "^mode='solo' is invalid"),
        ({"mode": "agent"}, ValueError, "^agent=None is invalid: mode 'agent' takes 1 agent"),
        ({"mode": "watch"}, ValueError, "^agent=None is invalid: mode 'watch' takes 1 or 2"),
        ({"mode": "watch", "agent": ["a:b"] * 3}, ValueError, r"^agent=\['a:b', 'a:b', 'a:b'\]"),
        ({"mode": "watch", "agent": ["a:b"] * 2, "difficulty": 1}, ValueError, "^difficulty=1"),
        ({"mode": "versus", "agent": "x:y"}, ValueError, "^agent='x:y' is invalid: mode 'versus"),
        ({"mode": "cpu", "agent": ["x:y"] * 2}, ValueError, r"^agent=\['x:y', 'x:y'\] is inv"),
        ({"mode": "agent", "agent": "nowhere:fn"}, ValueError, "^agent='nowhere:fn' cannot"),
        ({"mode": "agent", "agent": "json:__doc__"}, TypeError, "^agent='json:__doc__'"),
        ({"mode": "versus", "difficulty": 2}, ValueError, "^difficulty=2 is invalid"),
        ({"episodes": 0}, ValueError, "^episodes=0"),
        ({"gamepad": True}, ValueError, "^gamepad=True needs 1 gamepad"),
    ],
)
def test_bad_play_arguments_are_named(kwargs: dict, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        play("triad", max_steps=1, **kwargs)
    assert not pygame.display.get_init()  # nothing left open


def test_bad_window_arguments_are_named() -> None:
    with pytest.raises(ValueError, match=r"^scale=0 is invalid"):
        HumanWindow("x", 10, scale=0)
    with pytest.raises(ValueError, match=r"^steps_per_second=0 is invalid"):
        HumanWindow("x", 0)


def test_a_tap_shorter_than_a_step_counts_for_that_step(tmp_path: Path) -> None:
    steps = []

    def tap_right_then_punch(env: Any) -> None:
        steps.append(env)
        if len(steps) == 1:  # down and up before the next step: both events wait in the queue
            post_keys("d")
            post_keys("d", down=False)
        elif len(steps) == 2:
            post_keys("k")
            post_keys("k", down=False)

    play(
        "triad",
        "cpu",
        max_steps=4,
        recording=RecordingSettings(str(tmp_path)),
        on_step=tap_right_then_punch,
    )
    (episode,) = DatasetLoader(tmp_path)
    assert [step[1].tolist() for step in episode.steps] == [[0, 0], [5, 0], [0, 2], [0, 0]]


def test_tab_hands_player_one_between_the_agent_and_the_human(tmp_path: Path) -> None:
    titles: list[str] = []

    def agent(obs: Any) -> np.ndarray:
        return np.array([4, 2])

    def script(env: Any) -> None:
        titles.append(pygame.display.get_caption()[0])
        if len(titles) == 2:  # the human takes over, holding right + Punch
            post_keys("tab", "d", "k")
        elif len(titles) == 4:  # and hands back
            post_keys("tab")
            post_keys("tab", down=False)

    play(
        "triad",
        "cpu",
        agent=agent,
        difficulty=1,
        max_steps=6,
        recording=RecordingSettings(str(tmp_path)),
        on_step=script,
    )
    (episode,) = DatasetLoader(tmp_path)
    assert [step[1].tolist() for step in episode.steps] == [[4, 2]] * 2 + [[5, 2]] * 2 + [
        [4, 2]
    ] * 2
    actors = [step[5]["actor"] for step in episode.steps]
    assert actors == ["agent", "agent", "human", "human", "agent", "agent"]
    agent_title = "Triad - P1: agent (Tab: take over)"
    human_title = "Triad - P1: human (Tab: hand back)"
    assert titles == [agent_title] * 2 + [human_title] * 2 + [agent_title] * 2
