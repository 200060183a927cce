"""SelfPlayVectorEnv: 2N rows for N fights, sync and async, every autoreset mode, determinism
whatever the threads or batch size, per-fight resets, options set for the next episode only,
and errors that name the fight and the agent."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec import EnvironmentSettingsMultiAgent, SpaceTypes
from arena_vec.multiagent import make_selfplay_vec

RAM = EnvironmentSettingsMultiAgent(include_frame=False)


def random_actions(rng: np.random.Generator, rows: int) -> np.ndarray:
    return np.stack([rng.integers(0, 9, rows), rng.integers(0, 8, rows)], axis=1)


def run_sync(num_threads: int, steps: int = 400) -> list[np.ndarray]:
    envs = make_selfplay_vec("triad", 6, env_settings=RAM, seed=3, num_threads=num_threads)
    obs, _ = envs.reset()
    rng = np.random.default_rng(0)
    history = [obs["own"]["x"].copy()]
    for _ in range(steps):
        obs, reward, terminated, _, _ = envs.step(random_actions(rng, 12))
        history += [obs["own"]["x"].copy(), reward.copy(), terminated.copy()]
    envs.close()
    return history


def test_rows_rewards_and_flags() -> None:
    envs = make_selfplay_vec("triad", 3, env_settings=RAM, seed=0)
    assert envs.num_envs == 6
    assert envs.observation_space.shape is None
    obs, info = envs.reset()
    assert obs["own"]["health"].shape == (6, 1)
    assert info["env_id"].tolist() == list(range(6))
    assert envs.observation_space.contains(obs)
    rng = np.random.default_rng(1)
    for _ in range(50):
        obs, reward, terminated, _truncated, info = envs.step(random_actions(rng, 6))
        assert np.array_equal(reward[1::2], -reward[0::2])
        assert np.array_equal(terminated[0::2], terminated[1::2])
        assert np.array_equal(obs["own"]["character"][0::2], obs["opp"]["character"][1::2])
    envs.close()


def test_results_do_not_depend_on_threads() -> None:
    one, two = run_sync(1), run_sync(2)
    assert all(np.array_equal(a, b) for a, b in zip(one, two, strict=True))


def test_async_batches_hold_both_rows_of_each_fight_and_match_sync() -> None:
    envs = make_selfplay_vec("triad", 6, env_settings=RAM, seed=3, batch_size=2, num_threads=2)
    envs.async_reset()
    rng = np.random.default_rng(5)
    steps = np.zeros(6, dtype=np.int64)
    last = {}
    for _ in range(300):
        obs, _reward, _terminated, _, info = envs.recv()
        rows = info["env_id"]
        assert len(rows) == 4
        assert (rows[1::2] == rows[0::2] + 1).all()
        assert (rows[0::2] % 2 == 0).all()
        for i, fight in enumerate(rows[0::2] // 2):
            last[int(fight)] = (int(steps[fight]), obs["own"]["x"][2 * i : 2 * i + 2].copy())
        # Each fight's actions depend only on the fight and its own step count.
        actions = np.concatenate([_fight_actions(int(f), int(steps[f])) for f in rows[0::2] // 2])
        steps[rows[0::2] // 2] += 1
        envs.send(actions, rows)
    envs.close()
    sync = make_selfplay_vec("triad", 6, env_settings=RAM, seed=3, num_threads=1)
    obs, _ = sync.reset()
    for step in range(int(steps.max()) + 1):
        for fight, (at, x) in last.items():
            if at == step:
                assert np.array_equal(obs["own"]["x"][2 * fight : 2 * fight + 2], x)
        actions = np.concatenate([_fight_actions(f, step) for f in range(6)])
        obs, *_ = sync.step(actions)
    sync.close()
    del rng


def _fight_actions(fight: int, step: int) -> np.ndarray:
    rng = np.random.default_rng([fight, step])
    return random_actions(rng, 2)


@pytest.mark.parametrize("mode", ["same_step", "disabled"])
def test_other_autoreset_modes(mode: str) -> None:
    envs = make_selfplay_vec("triad", 2, env_settings=RAM, seed=0, autoreset_mode=mode)
    envs.reset()
    rng = np.random.default_rng(2)
    for _ in range(5000):
        obs, _reward, terminated, _, info = envs.step(random_actions(rng, 4))
        if terminated.any():
            break
    assert terminated.any()
    if mode == "same_step":
        rows = np.flatnonzero(info["_final_obs"])
        assert (rows[0::2] // 2 == rows[1::2] // 2).all()
        final = info["final_obs"][rows[0]]
        assert final["own"]["wins"].shape == (1,)
    else:
        with pytest.raises(ValueError, match="has ended its episode"):
            envs.step(random_actions(rng, 4))
        mask = np.repeat(terminated[0::2], 2)
        obs, info = envs.reset(options={"reset_mask": mask})
        assert (obs["own"]["wins"][mask] == 0).all()
    envs.close()


def test_fight_options_apply_from_the_next_episode_only() -> None:
    envs = make_selfplay_vec("triad", 1, env_settings=RAM, seed=0)
    obs, _info = envs.reset(options={"characters": ("Kestrel", "Vex")})
    options = envs.adapter.episode_options({"characters": ("Lumi", "Okoro")})
    envs.set_fight_options([0], [options])
    rng = np.random.default_rng(3)
    names = envs.adapter.game_info.characters

    def characters(obs: dict) -> tuple[str, ...]:
        return tuple(names[c] for c in obs["own"]["character"])

    for _ in range(5000):
        assert characters(obs) == ("Kestrel", "Vex")
        obs, _, terminated, _, _ = envs.step(random_actions(rng, 2))
        if terminated[0]:
            break
    assert terminated[0]
    assert characters(obs) == ("Kestrel", "Vex")
    obs, *_ = envs.step(random_actions(rng, 2))  # the autoreset starts the next episode
    assert characters(obs) == ("Lumi", "Okoro")
    envs.close()


def test_reset_is_per_fight() -> None:
    envs = make_selfplay_vec("triad", 2, env_settings=RAM, seed=0)
    with pytest.raises(ValueError, match=r"rows 2 and 3 differ"):
        envs.reset(options={"reset_mask": np.array([True, True, True, False])})
    a, _ = envs.reset(seed=[7, 9])
    b, _ = envs.reset(seed=7)
    assert np.array_equal(a["own"]["character"][:2], b["own"]["character"][:2])
    with pytest.raises(ValueError, match="2 entries"):
        envs.reset(seed=[1, 2, 3, 4])
    envs.close()


def test_bad_actions_name_the_row_given_its_agent_and_its_fight() -> None:
    envs = make_selfplay_vec("triad", 2, env_settings=RAM, seed=0)
    envs.reset()
    actions = np.zeros((4, 2), dtype=np.int64)
    actions[3, 1] = 8
    with pytest.raises(
        ValueError,
        match=r"^actions\[3\]\[1\] = 8 is out of range; allowed 0..7 \(row 3 is agent_1 of "
        r"fight 1\)$",
    ):
        envs.step(actions)
    with pytest.raises(ValueError, match=r"^actions: expected shape \(4, 2\), got \(3, 2\)"):
        envs.step(np.zeros((3, 2), dtype=np.int64))
    with pytest.raises(TypeError, match="not a dict"):
        envs.step({"agent_0": 0, "agent_1": 0})
    with pytest.raises(TypeError, match="integers"):
        envs.step(np.zeros((4, 2)))
    obs, *_ = envs.step(np.zeros((4, 2), dtype=np.int64))  # still usable
    assert obs["own"]["x"].shape == (4, 1)
    envs.close()


def test_a_wrong_row_count_names_the_rows_expected_and_given() -> None:
    envs = make_selfplay_vec("triad", 4, env_settings=RAM, seed=0)
    envs.reset()
    with pytest.raises(ValueError, match=r"^actions: expected shape \(8, 2\), got \(6, 2\)"):
        envs.step(np.zeros((6, 2), dtype=np.int64))
    envs.close()
    envs = make_selfplay_vec("triad", 4, env_settings=RAM, seed=0, batch_size=2)
    envs.async_reset()
    ids = envs.recv()[4]["env_id"]
    with pytest.raises(ValueError, match=r"^actions: expected shape \(4, 2\), got \(6, 2\)"):
        envs.send(np.zeros((6, 2), dtype=np.int64), ids)
    envs.close()


def test_send_needs_both_rows_of_each_fight() -> None:
    envs = make_selfplay_vec("triad", 3, env_settings=RAM, seed=0, batch_size=1)
    envs.async_reset()
    envs.recv()
    with pytest.raises(ValueError, match=r"env_ids\[0:2\]=\[1, 2\] is invalid"):
        envs.send(np.zeros((2, 2), dtype=np.int64), np.array([1, 2]))
    envs.close()


def test_action_spaces_must_match() -> None:
    settings = EnvironmentSettingsMultiAgent(
        action_space=(SpaceTypes.DISCRETE, SpaceTypes.MULTI_DISCRETE)
    )
    with pytest.raises(ValueError, match="one action space for both agents"):
        make_selfplay_vec("triad", 1, env_settings=settings)


def test_discrete_actions() -> None:
    settings = EnvironmentSettingsMultiAgent(
        include_frame=False, action_space=(SpaceTypes.DISCRETE, SpaceTypes.DISCRETE)
    )
    envs = make_selfplay_vec("triad", 2, env_settings=settings, seed=0)
    envs.reset()
    _obs, reward, *_ = envs.step(np.array([1, 5, 9, 15]))
    assert reward.shape == (4,)
    with pytest.raises(ValueError, match=r"= 16 is out of range"):
        envs.step(np.array([1, 5, 9, 16]))
    envs.close()
