"""The single gymnasium.Env: Gymnasium's own check_env, registration, rendering, snapshots."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import arena_vec


# Gymnasium's own CartPole-v1 has the same unbounded velocity bounds the checker warns about.
@pytest.mark.filterwarnings("ignore:.*observation space (minimum|maximum) value is")
@pytest.mark.parametrize("gym_id", ["arena_vec/CartPole-v1", "arena_vec/Dummy-v0"])
def test_gymnasium_check_env(gym_id: str) -> None:
    env = gym.make(gym_id, render_mode="rgb_array").unwrapped
    check_env(env, skip_render_check=False)
    env.close()


def test_render_returns_the_native_frame() -> None:
    env = gym.make("arena_vec/CartPole-v1", render_mode="rgb_array")
    env.reset(seed=0)
    frame = env.render()
    assert frame.shape == (400, 600, 3)
    assert frame.dtype == np.uint8
    assert frame.min() == 0
    assert frame.max() == 255
    envs = arena_vec.make_vec("cartpole", 3, seed=0, render_mode="rgb_array")
    envs.reset()
    frames = envs.render()
    assert len(frames) == 3
    assert frames[0].shape == (400, 600, 3)
    assert arena_vec.make_vec("cartpole", 1, seed=0).render() is None


def test_snapshot_restore_restep_is_identical() -> None:
    envs = arena_vec.make_vec("cartpole", 2, seed=0)
    envs.reset()
    actions = np.random.default_rng(0).integers(0, 2, (60, 2))  # crosses episode ends
    for row in actions[:5]:
        envs.step(row)
    snapshots = [envs.get_state(i) for i in range(2)]
    first = [envs.step(row)[0].copy() for row in actions[5:]]
    for i, snapshot in enumerate(snapshots):
        envs.set_state(i, snapshot)
    second = [envs.step(row)[0].copy() for row in actions[5:]]
    np.testing.assert_array_equal(np.array(first), np.array(second))
    assert envs.get_state(0) != snapshots[0]
    envs.close()


def test_same_seed_same_trajectory_different_seed_differs() -> None:
    def rollout(seed: int) -> bytes:
        env = gym.make("arena_vec/CartPole-v1")
        obs, _ = env.reset(seed=seed)
        data = [obs.tobytes()]
        for step in range(50):
            obs, *_ = env.step(step % 2)
            data.append(obs.tobytes())
        return b"".join(data)

    assert rollout(7) == rollout(7)
    assert rollout(7) != rollout(8)


def test_vector_env_contract_attributes() -> None:
    envs = gym.make_vec("arena_vec/Dummy-v0", num_envs=3, vectorization_mode="vector_entry_point")
    raw = envs.unwrapped
    assert raw.num_envs == 3
    assert isinstance(raw.single_observation_space, gym.spaces.Dict)
    assert raw.observation_space["counters"].shape == (3, 4)
    assert raw.action_space == gym.spaces.MultiDiscrete([4, 4, 4])
    assert raw.metadata["autoreset_mode"] is gym.vector.AutoresetMode.NEXT_STEP
    obs, _info = envs.reset(seed=1)
    assert raw.observation_space.contains(obs)
    obs, *_ = envs.step(envs.action_space.sample())
    assert raw.observation_space.contains(obs)
    envs.close()


def test_works_under_gymnasium_vector_wrappers() -> None:
    from gymnasium.wrappers.vector import NormalizeReward, RecordEpisodeStatistics

    envs = RecordEpisodeStatistics(NormalizeReward(arena_vec.make_vec("cartpole", 4, seed=0)))
    envs.reset(seed=0)
    finished = 0
    for _ in range(300):
        _, _, _terminated, _truncated, info = envs.step(np.ones(4, dtype=np.int64))
        if "episode" in info:
            finished += int(info["_episode"].sum())
            assert (info["episode"]["l"][info["_episode"]] > 0).all()
    assert finished > 0
    envs.close()
