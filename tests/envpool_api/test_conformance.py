"""arena_vec.envpool against EnvPool's documentation (docs/api/atari.rst, python_interface.rst):
shapes and dtypes, info keys and their meaning, the three env types, sync and async, partial
resets and steps, autoreset timing, and the Atari options (lives, episodic_life,
zero_discount_on_life_loss, reward_clip) checked against the game's own trajectory through
arena_vec.make_vec with the same settings."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import dm_env
import numpy as np
import pytest
from gymnasium import spaces

import arena_vec
from arena_vec import envpool
from arena_vec.envpool.config import env_options, resolve
from arena_vec.envpool.tasks import task_of

N = 4
KW = {"num_envs": N, "seed": 3}


def random_actions(steps: int, n: int = N, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 16, (steps, n)).astype(np.int32)


def test_task_ids_cover_every_fighting_game_and_cartpole() -> None:
    titles = {
        f"{name.capitalize()}-v0" for name in ("triad", "parry", "ronin", "tower", "tagduo", "trio")
    }
    assert set(envpool.list_all_envs()) == {"CartPole-v1", *titles}
    assert envpool.list_all_envs() == sorted(envpool.list_all_envs())


def test_import_arena_vec_does_not_import_envpool_or_jax(tmp_path: Path) -> None:
    code = "import sys, arena_vec; print('arena_vec.envpool' in sys.modules, 'jax' in sys.modules)"
    # From an empty folder: `python -c` puts the working directory first on sys.path, where a
    # checkout's uncompiled arena_vec/ would shadow the installed package.
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    assert out.stdout.split() == ["False", "False"]


@pytest.mark.parametrize(
    ("kwargs", "shape"),
    [
        ({}, (4, 84, 84)),
        ({"stack_num": 1, "img_height": 64, "img_width": 96}, (1, 64, 96)),
        ({"stack_num": 2, "gray_scale": False}, (6, 84, 84)),
    ],
)
def test_observations_are_channel_first_uint8_stacks(kwargs: dict, shape: tuple) -> None:
    env = envpool.make_gymnasium("Triad-v0", **KW, **kwargs)
    obs, _ = env.reset()
    assert env.observation_space == spaces.Box(0, 255, shape, np.uint8)  # one env's, as EnvPool
    assert env.action_space == spaces.Discrete(16)
    assert obs.shape == (N, *shape)
    assert obs.dtype == np.uint8
    obs, *_ = env.step(np.zeros(N, np.int32))
    assert obs.shape == (N, *shape)
    env.close()


def test_frames_are_the_pools_frames_transposed_and_the_stack_is_oldest_first() -> None:
    env = envpool.make_gymnasium("Triad-v0", **KW)
    vec = arena_vec.make_vec("triad", N, seed=3, env_settings=env_options(
        task_of("Triad-v0"), resolve(task_of("Triad-v0"), KW)).env_settings,
        wrappers_settings=env_options(task_of("Triad-v0"), resolve(task_of("Triad-v0"), KW))
        .wrappers_settings)  # fmt: skip
    obs, _ = env.reset()
    own, _ = vec.reset()
    for action in random_actions(40):
        np.testing.assert_array_equal(obs, own["frame"].transpose(0, 3, 1, 2))
        previous = obs
        obs, *_ = env.step(action)
        own, *_ = vec.step(action)
    np.testing.assert_array_equal(obs[:, :3], previous[:, 1:])  # one new frame per step
    env.close()
    vec.close()


@pytest.mark.parametrize("env_type", ["gym", "gymnasium", "dm"])
def test_result_shapes_dtypes_and_info_keys(env_type: str) -> None:
    env = envpool.make("Triad-v0", env_type=env_type, **KW)
    first = env.reset()
    result = env.step(np.zeros(N, np.int32))
    if env_type == "dm":
        for ts in (first, result):
            assert isinstance(ts, dm_env.TimeStep)
            assert ts.step_type.dtype == np.int32
            assert ts.reward.dtype == np.float32
            assert ts.discount.dtype == np.float32
            assert ts.observation._fields == (
                "env_id", "players", "obs", "lives", "reward", "terminated"
            )  # fmt: skip
            assert ts.observation.obs.shape == (N, 4, 84, 84)
        assert first.step_type.tolist() == [0] * N
        assert result.step_type.tolist() == [1] * N
        spec = env.spec.observation_spec()
        assert spec.obs.shape == (4, 84, 84)
        assert env.spec.action_spec().num_values == 16
        env.close()
        return
    if env_type == "gym":
        assert isinstance(first, np.ndarray)
        assert first.shape == (N, 4, 84, 84)
        _, reward, done, info = result
        assert done.dtype == np.bool_
    else:
        _, info = first
        assert set(info) == {"env_id", "players", "elapsed_step", "lives", "reward", "terminated"}
        _obs, reward, terminated, truncated, info = result
        assert terminated.dtype == truncated.dtype == np.bool_
    assert reward.dtype == np.float32
    assert reward.shape == (N,)
    keys = {"env_id", "players", "elapsed_step", "lives", "reward", "terminated"}
    assert set(info) == keys | ({"TimeLimit.truncated"} if env_type == "gym" else set())
    assert info["env_id"].dtype == np.int32
    assert info["env_id"].tolist() == list(range(N))
    assert info["players"]["env_id"].tolist() == list(range(N))
    assert info["elapsed_step"].tolist() == [1] * N
    assert info["lives"].dtype == np.int32
    assert info["lives"].tolist() == [2] * N
    assert info["terminated"].dtype == np.int32
    assert info["reward"].dtype == np.float32
    env.close()


def test_gym_reset_return_info_gives_obs_and_info() -> None:
    env = envpool.make_gym("CartPole-v1", num_envs=2, gym_reset_return_info=True)
    obs, info = env.reset()
    assert obs.shape == (2, 4)
    assert set(info) == {"env_id", "players", "elapsed_step", "TimeLimit.truncated"}
    env.close()


def test_truncation_at_max_episode_steps_then_a_reset_step() -> None:
    """EnvPool's timing: the step reaching max_episode_steps is done with trunc; the next
    step (its action ignored) returns the reset: reward 0, elapsed_step 0, FIRST."""
    env = envpool.make_gym("Triad-v0", **KW, max_episode_steps=5)
    env.reset()
    rows = [env.step(action) for action in random_actions(7)]
    done = [r[2].tolist() for r in rows]
    trunc = [r[3]["TimeLimit.truncated"].tolist() for r in rows]
    assert done[4] == trunc[4] == [True] * N
    assert not any(any(d) for d in done[:4])
    assert rows[5][1].tolist() == [0.0] * N
    assert rows[5][3]["elapsed_step"].tolist() == [0] * N
    assert rows[6][3]["elapsed_step"].tolist() == [1] * N
    env.close()
    dm = envpool.make_dm("CartPole-v1", num_envs=2, max_episode_steps=2)
    dm.reset()
    steps = [dm.step(np.zeros(2, np.int32)) for _ in range(3)]
    assert [s.step_type.tolist() for s in steps] == [[1, 1], [2, 2], [0, 0]]
    assert steps[1].discount.tolist() == [0.0, 0.0]  # EnvPool: 1 - done, at a truncation too
    dm.close()


def life_run(steps: int, **kwargs: object) -> list[tuple]:
    env = envpool.make_gym("Triad-v0", **KW, **kwargs)
    env.reset()
    rows = [env.step(a) for a in random_actions(steps)]
    env.close()
    return rows


def test_lives_count_the_rounds_the_agent_can_still_lose() -> None:
    rows = life_run(700)
    lives = np.array([r[3]["lives"] for r in rows])
    lost = np.diff(lives, axis=0) < 0
    assert lost.any()  # random play loses rounds in 700 steps: the check has bite
    done = np.array([r[2] for r in rows])[1:]
    game_over = np.array([r[3]["terminated"] for r in rows])[1:]
    # without episodic_life only the game's end is done; losing the last life is game over
    assert not (done & lost & (lives[1:] > 0)).any()
    np.testing.assert_array_equal(done & (lives[1:] == 0), game_over.astype(bool))


def test_episodic_life_ends_an_episode_per_lost_round_and_the_next_step_is_a_no_op() -> None:
    plain = life_run(700)
    episodic = life_run(700, episodic_life=True)
    lives = np.array([r[3]["lives"] for r in episodic])
    done = np.array([r[2] for r in episodic])
    game_over = np.array([r[3]["terminated"] for r in episodic]).astype(bool)
    lost_with_lives = np.zeros_like(done)
    lost_with_lives[1:] = (np.diff(lives, axis=0) < 0) & (lives[1:] > 0)
    assert lost_with_lives.any()
    np.testing.assert_array_equal(done, lost_with_lives | game_over)
    reborn = np.zeros_like(done)
    reborn[1:] = lost_with_lives[:-1]
    rewards = np.array([r[1] for r in episodic])
    assert (rewards[reborn] == 0).all()
    # Until the first lost life both runs are the same game.
    first = int(np.argmax(lost_with_lives.any(axis=1)))
    for a, b in zip(plain[: first + 1], episodic[: first + 1], strict=True):
        np.testing.assert_array_equal(a[0], b[0])
        np.testing.assert_array_equal(a[1], b[1])  # the losing step keeps its reward
    # The step after a lost life sends the no-op whatever the agent sent.
    actions = random_actions(700)
    env = envpool.make_gym("Triad-v0", **KW, episodic_life=True)
    env.reset()
    for t, action in enumerate(actions):
        other = np.where(reborn[t], (action + 5) % 16, action).astype(np.int32)
        obs, *_ = env.step(other)
        np.testing.assert_array_equal(obs, episodic[t][0])
    env.close()


def test_reward_clip_is_the_sign_and_info_reward_is_unclipped() -> None:
    rows = life_run(300, reward_clip=True)
    raw = np.array([r[3]["reward"] for r in rows])
    assert (raw != 0).any()
    assert (np.abs(raw) > 1).any()
    np.testing.assert_array_equal(np.array([r[1] for r in rows]), np.sign(raw))
    plain = life_run(300)
    np.testing.assert_array_equal(raw, np.array([r[1] for r in plain]))


def test_zero_discount_on_life_loss() -> None:
    env = envpool.make_dm("Triad-v0", **KW, zero_discount_on_life_loss=True)
    env.reset()
    steps = [env.step(a) for a in random_actions(700)]
    lives = np.array([s.observation.lives for s in steps])
    discount = np.array([s.discount for s in steps])
    lost = np.diff(lives, axis=0) < 0
    assert lost.any()
    assert (discount[1:][lost] == 0).all()
    assert (discount[1:][~lost & (np.array([s.step_type for s in steps])[1:] == 1)] == 1).all()
    env.close()


def test_partial_reset_and_step_return_exactly_those_envs() -> None:
    env = envpool.make_gymnasium("Triad-v0", **KW, episodic_life=True)
    env.reset()
    for action in random_actions(5):
        *_, info_before = env.step(action)
    lives = info_before["lives"].copy()
    obs, info = env.reset(np.array([1, 3]))
    assert info["env_id"].tolist() == [1, 3]
    assert info["elapsed_step"].tolist() == [0, 0]
    obs, _reward, _term, _trunc, info = env.step(np.zeros(2, np.int32), np.array([0, 3]))
    assert obs.shape == (2, 4, 84, 84)
    assert info["elapsed_step"].tolist() == [6, 1]
    env.step(np.zeros(1, np.int32), np.array([2]))
    np.testing.assert_array_equal(lives, info_before["lives"])  # given out, never written
    env.close()


def test_async_send_recv_gives_every_env_its_own_sync_trajectory() -> None:
    """batch_size < num_envs: each env's trajectory depends only on its seed and actions."""
    steps = 30
    actions = random_actions(steps + 1, 6)
    sync = envpool.make_gym("Triad-v0", num_envs=6, seed=3, episodic_life=True)
    sync.reset()
    expected = [sync.step(a) for a in actions[:steps]]
    sync.close()
    env = envpool.make_gym("Triad-v0", num_envs=6, batch_size=2, seed=3, episodic_life=True)
    assert env.config["batch_size"] == 2
    assert env.spec.config.batch_size == 2
    env.async_reset()
    counts = np.zeros(6, int)
    seen = 0
    while counts.min() <= steps:
        obs, reward, done, info = env.recv()
        ids = info["env_id"]
        assert len(ids) == 2
        for row, i in enumerate(ids):
            t = counts[i] - 1  # this row answers the env's step t (-1: its reset)
            if 0 <= t < steps:
                seen += 1
                np.testing.assert_array_equal(obs[row], expected[t][0][i])
                assert reward[row] == expected[t][1][i]
                assert done[row] == expected[t][2][i]
                assert info["lives"][row] == expected[t][3]["lives"][i]
        env.send(actions[np.minimum(counts[ids], steps), ids], ids)
        counts[ids] += 1
    assert seen == 6 * steps
    env.close()


def test_spec_and_config() -> None:
    spec = envpool.make_spec("Parry-v0", num_envs=8, batch_size=0, stack_num=3)
    assert spec.config.num_envs == 8
    assert spec.config.batch_size == 8
    assert spec.config.stack_num == 3
    assert spec.config.seed == 42
    assert spec.config.task == "parry"
    assert repr(spec).startswith("ParryEnvSpec(num_envs=8, batch_size=8,")
    assert spec.observation_space.shape == (3, 84, 84)
    cartpole = envpool.make_spec("CartPole-v1")
    assert cartpole.reward_threshold == 475.0
    assert cartpole.config.max_episode_steps == 500
    env = envpool.make("Tower-v0", num_envs=2, difficulty=4, characters="Vex")
    assert env.config["difficulty"] == 4
    assert env.config["characters"] == "Vex"
    assert len(env) == 2
    env.close()
