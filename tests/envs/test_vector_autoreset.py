"""Each autoreset mode against Gymnasium's SyncVectorEnv running our own single env: the same
observations, rewards, flags and final observations at every step."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode, SyncVectorEnv
from tree_equal import assert_tree_equal

import arena_vec
from arena_vec.envs.single import make_single

NUM_ENVS = 4
STEPS = 120

ENVS = {
    "cartpole": {},
    "dummy": {"episode_length": 7},
    "dummy-truncating": {"episode_length": 5, "truncate": True},
}


def native_kwargs(name: str) -> tuple[str, dict]:
    return name.split("-")[0], ENVS[name]


@pytest.mark.parametrize("mode", list(AutoresetMode), ids=lambda m: m.value)
@pytest.mark.parametrize("name", list(ENVS))
def test_matches_sync_vector_env(name: str, mode: AutoresetMode) -> None:
    game, kwargs = native_kwargs(name)
    ours = arena_vec.make_vec(game, NUM_ENVS, seed=11, autoreset_mode=mode, **kwargs)
    reference = SyncVectorEnv(
        [lambda: make_single(game, **kwargs) for _ in range(NUM_ENVS)], autoreset_mode=mode
    )
    assert ours.metadata["autoreset_mode"] is mode
    assert ours.observation_space == reference.observation_space
    assert ours.action_space == reference.action_space
    obs, info = ours.reset(seed=11)
    ref_obs, ref_info = reference.reset(seed=11)
    assert_tree_equal(obs, ref_obs, "reset obs")
    rng = np.random.default_rng(0)
    saw_end = False
    for step in range(STEPS):
        actions = reference.action_space.sample() if step % 3 else rng.integers(0, 2, NUM_ENVS)
        result = ours.step(actions)
        expected = reference.step(actions)
        for k, label in enumerate(["obs", "reward", "terminated", "truncated"]):
            assert_tree_equal(result[k], expected[k], f"step {step} {label}")
        assert_tree_equal(result[4], expected[4], f"step {step} info")
        done = expected[2] | expected[3]
        saw_end |= bool(done.any())
        if mode is AutoresetMode.DISABLED and done.any():
            obs, info = ours.reset(options={"reset_mask": done})
            ref_obs, ref_info = reference.reset(options={"reset_mask": done})
            assert_tree_equal(obs, ref_obs, f"step {step} masked reset obs")
            assert_tree_equal(info, ref_info, f"step {step} masked reset info")
    assert saw_end
    ours.close()
    reference.close()


def test_same_step_final_info_marks_only_finished_envs() -> None:
    envs = arena_vec.make_vec("dummy", 3, seed=0, autoreset_mode="same_step", episode_length=2)
    envs.reset()
    _, _, _, _, info = envs.step(np.zeros(3, dtype=np.int64))
    assert "final_obs" not in info
    _, _, terminated, _, info = envs.step(np.zeros(3, dtype=np.int64))
    assert terminated.all()
    assert info["_final_obs"].all()
    assert [obs["counters"][0] for obs in info["final_obs"]] == [2, 2, 2]
    assert info["final_info"]["episode_index"].tolist() == [0, 0, 0]
    assert info["episode_index"].tolist() == [1, 1, 1]


def test_next_step_ignores_the_action_after_an_episode_end() -> None:
    envs = arena_vec.make_vec("dummy", 2, seed=0, episode_length=1)
    envs.reset()
    _, reward, terminated, _, _ = envs.step(np.array([3, 2]))
    assert terminated.all()
    assert reward.tolist() == [3.0, 2.0]
    obs, reward, terminated, _, info = envs.step(np.array([1, 1]))
    assert reward.tolist() == [0.0, 0.0]
    assert not terminated.any()
    assert obs["counters"][:, 2].tolist() == [-1, -1]  # the reset ignored the action
    assert info["elapsed_step"].tolist() == [0, 0]


def test_gym_make_vec_uses_the_native_engine() -> None:
    envs = gym.make_vec(
        "arena_vec/CartPole-v1", num_envs=5, vectorization_mode="vector_entry_point"
    )
    assert isinstance(envs.unwrapped, arena_vec.ArenaVectorEnv)
    obs, _ = envs.reset(seed=0)
    assert obs.shape == (5, 4)
    envs.close()
