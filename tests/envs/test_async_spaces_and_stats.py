"""Async mode's batched spaces and ``reset`` (``batch_size`` rows, as in EnvPool) and the vector
env's episode statistics (``episode_statistics=True``) in sync and async mode."""

from __future__ import annotations

from collections import defaultdict

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.wrappers.vector import RecordEpisodeStatistics
from packaging.version import Version

import arena_vec
from arena_vec import EnvironmentSettings

RAM = EnvironmentSettings(include_frame=False, continue_game=0.0, step_ratio=6)


def triad(batch_size: int | None, **kwargs) -> arena_vec.ArenaVectorEnv:
    return arena_vec.make_vec(
        "triad", 4, batch_size=batch_size, num_threads=2, seed=7, env_settings=RAM, **kwargs
    )


@pytest.mark.parametrize("game", ["cartpole", "triad"])
def test_async_spaces_reset_and_steps_have_batch_size_rows(game: str) -> None:
    kwargs = {"env_settings": RAM} if game == "triad" else {}
    envs = arena_vec.make_vec(game, 6, batch_size=2, num_threads=2, seed=0, **kwargs)
    try:
        assert envs.action_space == gym.vector.utils.batch_space(envs.single_action_space, 2)
        assert envs.observation_space == gym.vector.utils.batch_space(
            envs.single_observation_space, 2
        )
        obs, info = envs.reset(seed=0)
        assert len(info["env_id"]) == 2
        assert obs in envs.observation_space
        seen = set(info["env_id"].tolist())
        for _ in range(50):  # Gymnasium's own loop: the failure was its second step
            obs, reward, terminated, _, info = envs.step(envs.action_space.sample())
            assert obs in envs.observation_space
            assert reward.shape == terminated.shape == (2,)
            seen |= set(info["env_id"].tolist())
        assert seen == set(range(6))
    finally:
        envs.close()


def test_async_reset_refuses_a_mask_smaller_than_a_batch() -> None:
    envs = arena_vec.make_vec("cartpole", 4, batch_size=3, num_threads=1, seed=0)
    try:
        envs.reset()
        mask = np.array([True, True, False, False])
        with pytest.raises(ValueError, match=r"reset_mask'\] selects 2 env\(s\).*batch_size=3"):
            envs.reset(options={"reset_mask": mask})
        _, info = envs.reset(options={"reset_mask": np.array([True, True, True, False])})
        assert sorted(info["env_id"].tolist()) == [0, 1, 2]
    finally:
        envs.close()


def test_episode_statistics_must_be_a_bool() -> None:
    with pytest.raises(TypeError, match="episode_statistics must be a bool, got 1"):
        arena_vec.make_vec("cartpole", 2, episode_statistics=1)


def episodes_of(envs: arena_vec.ArenaVectorEnv, count: int) -> dict[int, list[tuple]]:
    """Runs until ``count`` episodes ended; each env's (return, length) list. Env i's actions
    come from its own generator, so its trajectory does not depend on the batching."""
    rngs = [np.random.default_rng(100 + i) for i in range(envs.num_envs)]
    found: dict[int, list[tuple]] = defaultdict(list)
    _, info = envs.reset(seed=7)
    total = 0
    while total < count:
        ids = info["env_id"]
        action = np.stack([rngs[i].integers(0, [9, 8]) for i in ids])
        _, _, terminated, truncated, info = envs.step(action)
        ended = terminated | truncated
        assert ("episode" in info) == bool(ended.any())
        if ended.any():
            np.testing.assert_array_equal(info["_episode"], ended)
            for row in np.flatnonzero(ended):
                found[int(info["env_id"][row])].append(
                    (float(info["episode"]["r"][row]), int(info["episode"]["l"][row]))
                )
            assert (info["episode"]["l"][~ended] == 0).all()
            total += int(ended.sum())
    return found


@pytest.mark.parametrize("autoreset_mode", ["next_step", "same_step"])
def test_async_statistics_equal_sync_statistics_env_by_env(autoreset_mode: str) -> None:
    sync, asynchronous = (
        triad(b, episode_statistics=True, autoreset_mode=autoreset_mode) for b in (None, 2)
    )
    try:
        a, b = episodes_of(sync, 12), episodes_of(asynchronous, 12)
        for env_id in range(4):
            n = min(len(a[env_id]), len(b[env_id]))
            assert n > 0
            assert a[env_id][:n] == b[env_id][:n]
        assert any(r != 0 for runs in a.values() for r, _ in runs)
    finally:
        sync.close()
        asynchronous.close()


@pytest.mark.parametrize("autoreset_mode", ["next_step", "same_step", "disabled"])
def test_sync_statistics_equal_gymnasiums_record_episode_statistics(autoreset_mode: str) -> None:
    if autoreset_mode == "same_step" and Version(gym.__version__) < Version("1.4"):
        pytest.skip(
            f"Gymnasium {gym.__version__}'s RecordEpisodeStatistics counts same_step episodes as "
            "next_step ones (the step after an end is not counted), so it is no oracle there "
            "(fixed by 1.4; CI's 3.10 and 3.13 runs have it)"
        )
    ours = triad(None, episode_statistics=True, autoreset_mode=autoreset_mode)
    theirs = RecordEpisodeStatistics(triad(None, autoreset_mode=autoreset_mode))
    rng = np.random.default_rng(0)
    try:
        ours.reset(seed=1)
        theirs.reset(seed=1)
        ended = 0
        for _ in range(400):
            action = rng.integers(0, [9, 8], (4, 2))
            a, b = ours.step(action), theirs.step(action)
            assert ("episode" in a[4]) == ("episode" in b[4])
            if "episode" in b[4]:
                np.testing.assert_array_equal(a[4]["_episode"], b[4]["_episode"])
                np.testing.assert_array_equal(a[4]["episode"]["r"], b[4]["episode"]["r"])
                np.testing.assert_array_equal(a[4]["episode"]["l"], b[4]["episode"]["l"])
                done = a[4]["_episode"]
                ended += int(done.sum())
                if autoreset_mode == "disabled":
                    for envs in (ours, theirs):
                        envs.reset(options={"reset_mask": done.copy()})
        assert ended >= 2
    finally:
        ours.close()
        theirs.close()
