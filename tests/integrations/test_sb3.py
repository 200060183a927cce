"""The Stable-Baselines3 adapter: SB3's VecEnv contract (same-step resets, terminal
observations, episode infos) against the plain vector env, DIAMBRA's SB3 settings-file style,
PPO with MultiInputPolicy on triad frames, and refusals that name what is wrong."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from stable_baselines3 import PPO
from stable_baselines3.common.monitor import Monitor
from stable_baselines3.common.vec_env import DummyVecEnv

import arena_vec
from arena_vec import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    SpaceTypes,
    WrappersSettings,
    load_settings_flat_dict,
)
from arena_vec.integrations.sb3 import SB3VecEnv, flatten, make_sb3_env

SHORT = EnvironmentSettings(frame_shape=(36, 36, 1), continue_game=0.0, step_ratio=6)

# The "settings" and "wrappers_settings" of a DIAMBRA Arena SB3 config file (their YAML, as
# the loaded dicts), with the wrappers this build implements.
DIAMBRA_CONFIG = {
    "settings": {
        "game_id": "triad",
        "step_ratio": 6,
        "frame_shape": (36, 36, 1),
        "continue_game": 0.0,
        "action_space": "discrete",
        "characters": "Vex",
        "difficulty": 3,
        "outfits": 2,
    },
    "wrappers_settings": {"no_attack_buttons_combinations": True},
}


def test_steps_match_the_vector_env_with_terminal_observations_and_episode_infos() -> None:
    env, num_envs = make_sb3_env("triad", SHORT, num_envs=3, seed=4, num_threads=1)
    reference = arena_vec.make_vec(
        "triad", 3, seed=4, num_threads=1, autoreset_mode="same_step", env_settings=SHORT
    )
    rng = np.random.default_rng(0)
    returns, lengths, episodes = np.zeros(3), np.zeros(3, int), 0
    try:
        assert num_envs == 3
        assert "P1_health" in env.observation_space.spaces
        obs = env.reset()
        ref_obs, _ = reference.reset()
        assert obs.keys() == flatten(ref_obs).keys()
        while episodes < 2:
            action = rng.integers(0, [9, 8], (3, 2))
            obs, reward, dones, infos = env.step(action)
            ref_obs, ref_reward, terminated, truncated, ref_info = reference.step(action)
            for key, value in flatten(ref_obs).items():
                np.testing.assert_array_equal(obs[key], value, err_msg=key)
            np.testing.assert_array_equal(reward, ref_reward)
            np.testing.assert_array_equal(dones, terminated | truncated)
            returns += ref_reward
            lengths += 1
            for i in np.flatnonzero(dones):
                final = flatten(ref_info["final_obs"][i])
                for key, value in final.items():
                    np.testing.assert_array_equal(infos[i]["terminal_observation"][key], value)
                assert infos[i]["episode"] == {"r": returns[i], "l": lengths[i]}
                assert infos[i]["TimeLimit.truncated"] == bool(truncated[i] and not terminated[i])
                returns[i], lengths[i] = 0, 0
                episodes += 1
            assert all("episode" not in infos[i] for i in np.flatnonzero(~dones))
    finally:
        env.close()
        reference.close()


def test_infos_are_those_of_sb3s_dummy_vec_env_over_the_single_env() -> None:
    """SB3's own DummyVecEnv over our single env (with SB3's Monitor for ``episode``) is the
    oracle: each env's info is the single env's, round_done, settings and all."""
    settings, wrappers = SHORT, WrappersSettings(flatten=True)
    ours, _ = make_sb3_env("triad", settings, wrappers, num_envs=3, num_threads=1)
    oracle = DummyVecEnv(
        [lambda: Monitor(arena_vec.make("triad", settings, wrappers)) for _ in range(3)]
    )
    rng = np.random.default_rng(1)
    episodes = 0
    try:
        ours.seed(4)
        oracle.seed(4)
        np.testing.assert_equal(ours.reset(), oracle.reset())
        np.testing.assert_equal(ours.reset_infos, oracle.reset_infos)
        while episodes < 2:
            action = rng.integers(0, [9, 8], (3, 2))
            obs, reward, dones, infos = ours.step(action)
            expected_obs, expected_reward, expected_dones, expected = oracle.step(action)
            np.testing.assert_equal(obs, expected_obs)
            np.testing.assert_array_equal(reward, expected_reward)
            np.testing.assert_array_equal(dones, expected_dones)
            for info, reference in zip(infos, expected, strict=True):
                if "episode" in reference:
                    reference_episode = reference.pop("episode")
                    episode = info.pop("episode")
                    assert episode["l"] == reference_episode["l"]
                    assert episode["r"] == pytest.approx(reference_episode["r"], abs=1e-6)
                np.testing.assert_equal(info, reference)
            np.testing.assert_equal(ours.reset_infos, oracle.reset_infos)
            episodes += int(dones.sum())
    finally:
        ours.close()
        oracle.close()


def test_diambra_sb3_settings_file_style_works_unchanged() -> None:
    # DIAMBRA's training script, line for line but for the import.
    settings = dict(DIAMBRA_CONFIG["settings"])
    settings["action_space"] = (
        SpaceTypes.DISCRETE if settings["action_space"] == "discrete" else SpaceTypes.MULTI_DISCRETE
    )
    settings = load_settings_flat_dict(EnvironmentSettings, settings)
    wrappers_settings = load_settings_flat_dict(
        WrappersSettings, DIAMBRA_CONFIG["wrappers_settings"]
    )
    env, num_envs = make_sb3_env(settings.game_id, settings, wrappers_settings, num_envs=2)
    try:
        assert env.action_space.n == 12  # Discrete, no button combinations: 9 + 4 - 1
        obs = env.reset()
        assert obs["frame"].shape == (num_envs, 36, 36, 1)
        vex = (obs["P1_character"] == 1) | (obs["P2_character"] == 1)  # "Vex" is index 1
        assert vex.all()
    finally:
        env.close()


def test_ppo_multi_input_policy_trains_on_triad_frames() -> None:
    torch.set_num_threads(1)
    env, _ = make_sb3_env("triad", SHORT, num_envs=4, seed=0, num_threads=1)
    try:
        model = PPO("MultiInputPolicy", env, n_steps=32, batch_size=64, n_epochs=2, seed=0)
        assert "NatureCNN" in repr(model.policy.features_extractor)  # the frame's CNN
        before = [p.detach().clone() for p in model.policy.parameters()]
        model.learn(total_timesteps=256)
        assert model.num_timesteps == 256
        after = list(model.policy.parameters())
        assert any(not torch.equal(a, b) for a, b in zip(after, before, strict=True))
        action, _ = model.predict(env.reset(), deterministic=True)
        assert action.shape == (4, 2)
    finally:
        env.close()


def test_async_or_next_step_envs_are_refused() -> None:
    envs = arena_vec.make_vec("cartpole", 4, batch_size=2)
    with pytest.raises(ValueError, match=r"batch_size=2 < num_envs=4 \(async\), autoreset_mode="):
        SB3VecEnv(envs)
    envs.close()


def test_two_player_action_space_is_refused_by_name() -> None:
    two = EnvironmentSettingsMultiAgent(frame_shape=(36, 36, 1))
    with pytest.raises(TypeError, match="action_space is a Dict space, which Stable-Baselines3"):
        make_sb3_env("triad", two, num_envs=1)


def test_unsupported_observation_space_is_named_by_path() -> None:
    from gymnasium import spaces

    nested = spaces.Dict({"P1": spaces.Dict({"deck": spaces.Sequence(spaces.Discrete(3))})})
    from arena_vec.integrations.sb3 import flat_observation_space

    with pytest.raises(TypeError, match=r"observation\['P1'\]\['deck'\] is a Sequence space"):
        flat_observation_space(nested)


@pytest.mark.parametrize("batch_size", [None, 2])
def test_gymnasium_numpy_to_torch_wrapper(batch_size: int | None) -> None:
    from gymnasium.wrappers.vector import NumpyToTorch

    wrapped = NumpyToTorch(arena_vec.make_vec("cartpole", 4, batch_size=batch_size, seed=1))
    plain = arena_vec.make_vec("cartpole", 4, batch_size=batch_size, seed=1)
    try:
        obs, _ = wrapped.reset(seed=1)
        ref, _ = plain.reset(seed=1)
        assert isinstance(obs, torch.Tensor)
        np.testing.assert_array_equal(obs.numpy(), ref)
        rows = len(ref)
        for _ in range(20):
            action = torch.zeros(rows, dtype=torch.int64)
            obs, reward, *_ = wrapped.step(action)
            ref, ref_reward, *_ = plain.step(np.zeros(rows, dtype=np.int64))
            np.testing.assert_array_equal(obs.numpy(), ref)
            np.testing.assert_array_equal(reward.numpy(), ref_reward)
    finally:
        wrapped.close()
        plain.close()
