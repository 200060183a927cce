"""Mini-episodes: the agent's episode ends (truncated) while the game goes on untouched, byte for
byte; ``terminated`` and ``truncated`` mean exactly what Gymnasium says; the single env, the
dm_env front end and the info leaves report it."""

from __future__ import annotations

import numpy as np
import pytest
from control_oracle import game_bytes

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles
from arena_vec.engine.episode_control import END_REASONS, START_KINDS

SETTINGS = EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=1)
MINI_ROUNDS = EpisodeControl(boundary="round", mini_episodes=True)


def kick(num_envs: int) -> np.ndarray:
    return np.tile(np.array([5, 2]), (num_envs, 1))


def test_the_game_state_is_byte_identical_across_a_boundary() -> None:
    envs = arena_vec.make_vec(
        "triad", 1, seed=3, env_settings=SETTINGS, episode_control=MINI_ROUNDS
    )
    envs.reset()
    cuts = 0
    for _ in range(600):
        _, _, terminated, truncated, info = envs.step(kick(1))
        if truncated[0]:
            before = game_bytes(envs.get_state(0))
            _, reward, terminated, truncated, info = envs.step(kick(1))  # the reset step
            assert game_bytes(envs.get_state(0)) == before
            assert reward[0] == 0
            assert not terminated[0]
            assert not truncated[0]
            assert info["elapsed_step"][0] == 0
            assert START_KINDS[info["episode_control"]["start"][0]] == "continued"
            cuts += 1
    assert cuts >= 2


@pytest.mark.parametrize("mode", ["next_step", "same_step"])
def test_the_game_runs_on_as_if_nothing_was_cut(mode: str) -> None:
    """The same game actions give the same game states with and without mini-episodes (in
    next_step mode the mini pool takes one extra step after a cut, whose action is ignored)."""
    plain = arena_vec.make_vec("triad", 1, seed=7, env_settings=SETTINGS, autoreset_mode=mode)
    mini = arena_vec.make_vec(
        "triad", 1, seed=7, env_settings=SETTINGS, autoreset_mode=mode, episode_control=MINI_ROUNDS
    )
    plain.reset()
    mini.reset()
    plain.action_space.seed(1)  # the same actions every run
    rng = np.random.default_rng(1)
    cuts = 0
    for _ in range(1500):
        actions = kick(1) if rng.random() < 0.7 else plain.action_space.sample()
        plain_result = plain.step(actions)
        obs, reward, terminated, truncated, info = mini.step(actions)
        assert game_bytes(mini.get_state(0)) == game_bytes(plain.get_state(0))
        np.testing.assert_array_equal(reward, plain_result[1])
        np.testing.assert_array_equal(terminated, plain_result[2])
        np.testing.assert_array_equal(truncated, info["round_done"] & ~terminated)
        if not truncated[0]:
            continue
        cuts += 1
        if mode == "next_step":  # the reset step: the game does not move
            assert not mini.step(plain.action_space.sample())[3][0]
            assert game_bytes(mini.get_state(0)) == game_bytes(plain.get_state(0))
        else:  # same_step: the final observation is the continuing game's
            final = info["final_obs"][0]
            np.testing.assert_array_equal(final["P1"]["health"], obs["P1"]["health"][0])
            assert END_REASONS[info["final_info"]["episode_control"]["end"][0]] == "boundary"
            assert info["final_info"]["episode_control"]["continues"][0]
    assert cuts >= 3


def test_terminated_is_the_game_ending_and_never_comes_with_truncated() -> None:
    """A cut is `truncated` (bootstrap from the final observation); the end of the game itself
    is `terminated`, even on a step that also reaches the boundary."""
    envs = arena_vec.make_vec(
        "triad",
        4,
        seed=0,
        env_settings=SETTINGS,
        autoreset_mode="same_step",
        episode_control=EpisodeControl(boundary="round", max_steps=50, mini_episodes=True),
    )
    envs.reset()
    seen = {reason: 0 for reason in END_REASONS}
    for _ in range(800):
        _, _, terminated, truncated, info = envs.step(kick(4))
        assert not (terminated & truncated).any()
        ended = terminated | truncated
        if ended.any():
            final = info["final_info"]
            end = final["episode_control"]["end"][ended]
            for flag_terminated, reason in zip(terminated[ended], end, strict=True):
                seen[END_REASONS[reason]] += 1
                assert flag_terminated == (END_REASONS[reason] == "game")
            np.testing.assert_array_equal(final["episode_done"][ended], terminated[ended])
            np.testing.assert_array_equal(
                final["episode_control"]["continues"][ended], truncated[ended]
            )
    assert seen["game"] >= 1
    assert seen["boundary"] >= 1
    assert seen["budget"] >= 1


def test_a_reset_with_a_seed_starts_a_new_game_after_a_cut() -> None:
    envs = arena_vec.make_vec(
        "triad",
        1,
        seed=3,  # a seed whose first two rounds both end in a cut, not in a lost game
        env_settings=SETTINGS,
        autoreset_mode="disabled",
        episode_control=MINI_ROUNDS,
    )
    envs.reset()
    while not envs.step(kick(1))[3][0]:
        pass
    cut = game_bytes(envs.get_state(0))
    mask = {"reset_mask": np.ones(1, dtype=bool)}
    _, info = envs.reset(options=mask)
    assert game_bytes(envs.get_state(0)) == cut
    assert START_KINDS[info["episode_control"]["start"][0]] == "continued"
    while not envs.step(kick(1))[3][0]:
        pass
    _, info = envs.reset(seed=3, options=mask)
    assert START_KINDS[info["episode_control"]["start"][0]] == "fresh"
    fresh = arena_vec.make_vec("triad", 1, seed=3, env_settings=SETTINGS)
    fresh.reset()
    assert game_bytes(envs.get_state(0)) == game_bytes(fresh.get_state(0))


def test_the_single_env_reports_truncation_and_continues_the_game() -> None:
    env = arena_vec.make("triad", SETTINGS, episode_control=MINI_ROUNDS)
    env.reset(seed=4)
    for _ in range(600):
        _, _, terminated, truncated, info = env.step([5, 2])
        if truncated:
            break
    assert truncated
    assert not terminated
    assert info["round_done"]
    assert END_REASONS[info["episode_control"]["end"]] == "boundary"
    _, info = env.reset()
    assert START_KINDS[info["episode_control"]["start"]] == "continued"
    _, _, _, truncated, _ = env.step([5, 2])
    assert not truncated
    env.close()


def test_the_dm_front_end_ends_a_cut_episode_with_discount_one() -> None:
    env = arena_vec.make_dm(
        "cartpole", 2, seed=0, episode_control=EpisodeControl(max_steps=5, mini_episodes=True)
    )
    env.reset()
    step_types = []
    for _ in range(6):
        timestep = env.step(np.zeros(2, dtype=np.int64))
        step_types.append(int(timestep.step_type[0]))
        if step_types[-1] == 2:
            assert timestep.discount.tolist() == [1.0, 1.0]
    assert step_types == [1, 1, 1, 1, 2, 0]
    env.close()
