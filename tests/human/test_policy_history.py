"""An agent that remembers its episode: a saved MlpPolicy with lagged features and a history of
its own actions acts, env by env, as the batched policy does over the same features, the features
of ``lags`` steps before and the history (the oracle, written out step by step), forgets at
``reset()``, and ``arena-vec record`` gives every env an agent of its own, reset when that env's
episode starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl
from arena_vec.cli import record
from arena_vec.human import ActionHistory, FeatureLags, MlpPolicy, RamFeatures

NVEC = [9, 8]
HISTORY = 4
LAGS = (2, 5)
SETTINGS = EnvironmentSettings(include_frame=False, difficulty=1, step_ratio=1)


def random_policy(size: int, history: int, lags: tuple[int, ...] = ()) -> MlpPolicy:
    """Weights under which the most likely action depends on the lags and history too."""
    rng = np.random.default_rng(1)
    width = size * (1 + len(lags)) + history * sum(NVEC)
    weights = {
        "w1": rng.normal(0, 1, (width, 32)),
        "b1": np.zeros(32),
        "w2": rng.normal(0, 1, (32, sum(NVEC))),
        "b2": np.zeros(sum(NVEC)),
    }
    return MlpPolicy(weights, NVEC, history, lags)


def test_history_holds_the_last_actions_newest_first_until_cleared() -> None:
    history = ActionHistory(2, 3, NVEC)
    history.push(np.array([[1, 2], [3, 4]]))
    history.push(np.array([[5, 6], [7, 0]]))
    newest, older, oldest = np.split(history.inputs[0], 3)
    assert np.flatnonzero(newest).tolist() == [5, 9 + 6]
    assert np.flatnonzero(older).tolist() == [1, 9 + 2]
    assert not oldest.any()
    history.clear(np.array([True, False]))
    assert not history.inputs[0].any()
    assert history.inputs[1].any()


def test_lags_hold_the_features_of_steps_before_until_cleared() -> None:
    lags = FeatureLags(2, 1, (1, 3))
    assert lags.inputs.tolist() == [[0, 0], [0, 0]]
    for step in range(1, 5):
        lags.push(np.array([[step], [10 * step]], np.float32))
    assert lags.inputs.tolist() == [[3, 1], [30, 10]]  # 1 and 3 pushes before the newest (4)
    lags.clear(np.array([True, False]))
    lags.push(np.array([[5], [50]], np.float32))
    assert lags.inputs.tolist() == [[0, 0], [40, 20]]
    assert FeatureLags(2, 3, ()).inputs.shape == (2, 0)


def test_a_saved_policy_keeps_its_lags_and_history_and_acts_as_the_batched_policy(
    tmp_path: Path,
) -> None:
    env = arena_vec.make("triad", SETTINGS)
    features = RamFeatures(env.observation_space)
    random_policy(features.size, HISTORY, LAGS).save(tmp_path / "policy.npz")
    policy = MlpPolicy.load(tmp_path / "policy.npz")
    assert (policy.history, policy.lags) == (HISTORY, LAGS)
    actor = policy.actor(env.observation_space, seed=None)  # the most likely actions
    oracle = ActionHistory(1, HISTORY, NVEC)
    seen: list[np.ndarray] = []  # the episode's features so far
    obs, _ = env.reset(seed=0)
    actions = []
    for step in range(120):
        if step == 60:  # a new episode: both forget
            actor.reset()
            oracle.clear(slice(None))
            seen.clear()
        seen.append(features(obs, "P1"))
        before = [seen[-1 - lag] if lag < len(seen) else np.zeros_like(seen[-1]) for lag in LAGS]
        x = np.concatenate([seen[-1], *before, oracle.inputs[0]])[None, :]
        expected = policy.choose(x, None)
        action = actor(obs)
        assert action.tolist() == expected[0].tolist(), f"step {step}"
        oracle.push(expected)
        actions.append(tuple(action))
        obs, *_ = env.step(action)
    env.close()
    assert len(set(actions)) > 1  # the lags and history moved the most likely action


def test_a_policy_is_refused_by_an_env_of_other_features(tmp_path: Path) -> None:
    env = arena_vec.make("triad", SETTINGS)
    size = RamFeatures(env.observation_space).size
    with pytest.raises(ValueError, match=r"takes \d+ features; .* 2 lags .* of 4 actions give"):
        random_policy(size + 1, HISTORY, LAGS).actor(env.observation_space)
    with pytest.raises(ValueError, match=r"^lags=\(0, 3\) is invalid; allowed steps >= 1$"):
        random_policy(size, HISTORY, (0, 3))
    env.close()


class Spy:
    """An agent that counts its calls and notes, at each reset, how many came before."""

    def __init__(self) -> None:
        self.calls = 0
        self.resets: list[int] = []

    def __call__(self, obs: Any) -> np.ndarray:
        self.calls += 1
        return np.zeros(2, np.int64)

    def reset(self) -> None:
        self.resets.append(self.calls)


def round_envs() -> Any:
    settings = EnvironmentSettings(include_frame=False, autoplay=True, difficulty=1)
    return arena_vec.make_vec(
        "triad", 2, env_settings=settings, episode_control=EpisodeControl(boundary="round")
    )


def test_record_gives_each_env_its_own_agent_reset_as_its_episode_starts() -> None:
    spies = [Spy(), Spy()]
    envs = round_envs()
    record._episodes(envs, spies, 5, 0, lambda ended: None)
    envs.close()
    # The oracle: the same steps (the CPU plays both sides), and the steps after which each row
    # restarted (next_step autoreset: the step after an episode's end is its reset).
    envs = round_envs()
    envs.reset(seed=0)
    done = np.zeros(2, bool)
    restarts: list[list[int]] = [[], []]
    for step in range(1, spies[0].calls + 1):
        restart = done
        _, _, terminated, truncated, _ = envs.step(np.zeros((2, 2), np.int64))
        done = (terminated | truncated) & ~restart
        for k in np.flatnonzero(restart):
            restarts[k].append(step)
    envs.close()
    assert spies[0].calls == spies[1].calls
    assert [spy.resets for spy in spies] == restarts
    assert all(restarts)  # both rows ended an episode


def test_a_policy_over_an_actions_table_plays_its_rows_and_keeps_them(tmp_path: Path) -> None:
    table = np.array([[0, 0], [5, 0], [0, 3], [7, 6]])
    rng = np.random.default_rng(2)
    weights = {
        "w1": rng.normal(0, 1, (6, 16)),
        "b1": np.zeros(16),
        "w2": rng.normal(0, 1, (16, len(table))),
        "b2": np.zeros(len(table)),
    }
    MlpPolicy(weights, NVEC, actions=table).save(tmp_path / "policy.npz")
    policy = MlpPolicy.load(tmp_path / "policy.npz")
    x = rng.normal(0, 1, (200, 6)).astype(np.float32)
    (logits,) = policy.logits(x)
    np.testing.assert_array_equal(policy.choose(x, None), table[np.argmax(logits, axis=1)])
    sampled = policy.choose(x, np.random.default_rng(0))
    assert {tuple(row) for row in sampled} == {tuple(row) for row in table}
    with pytest.raises(
        ValueError, match=r"^actions of shape \(1, 2\) is invalid; .* nvec=\[9, 8\]"
    ):
        MlpPolicy(weights, NVEC, actions=np.array([[9, 0]]))
