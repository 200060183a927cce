"""Start-state pools: registered snapshots come back exactly, weights choose among them (a zero
weight never), a curriculum's new weights apply at the next reset only (an env in flight gets
them once it is back), and states collected at milestones come back exactly too."""

from __future__ import annotations

import dataclasses

import numpy as np
from control_oracle import game_bytes

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles
from arena_vec.engine.episode_control import START_KINDS

SETTINGS = EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=2)


def kick(num_envs: int) -> np.ndarray:
    return np.tile(np.array([5, 2]), (num_envs, 1))


def snapshots(count: int, every: int = 20) -> tuple[list[bytes], list[dict]]:
    """``count`` snapshots of one triad fight, ``every`` steps apart, and their observations."""
    source = arena_vec.make_vec("triad", 1, seed=9, env_settings=SETTINGS)
    source.reset()
    states, observations = [], []
    for _ in range(count):
        for _ in range(every):
            obs = source.step(kick(1))[0]
        states.append(source.get_state(0))
        observations.append(
            {"P1": {"health": obs["P1"]["health"].copy()}, "timer": obs["timer"].copy()}
        )
    source.close()
    return states, observations


def test_registered_states_come_back_exactly_as_weights_choose() -> None:
    states, observations = snapshots(3)
    control = EpisodeControl(
        boundary="round", max_steps=5, start_states=states, start_weights=[1.0, 0.0, 3.0]
    )
    envs = arena_vec.make_vec("triad", 4, seed=1, env_settings=SETTINGS, episode_control=control)
    obs, info = envs.reset()
    drawn = []
    for _ in range(120):
        for i in range(4):
            start = info["episode_control"]["start_index"][i]
            if info["elapsed_step"][i] == 0:
                assert START_KINDS[info["episode_control"]["start"][i]] == "registered"
                assert game_bytes(envs.get_state(i)) == game_bytes(states[start])
                np.testing.assert_array_equal(
                    obs["P1"]["health"][i], observations[start]["P1"]["health"][0]
                )
                np.testing.assert_array_equal(obs["timer"][i], observations[start]["timer"][0])
                drawn.append(int(start))
        obs, _, _, _, info = envs.step(kick(4))
    counts = np.bincount(drawn, minlength=3)
    assert counts[1] == 0
    assert counts[0] > 0
    assert counts[2] > 2 * counts[0]


def test_new_weights_apply_at_the_next_reset_only() -> None:
    states, _ = snapshots(2)
    first = EpisodeControl(max_steps=30, start_states=states, start_weights=[1.0, 0.0])
    second = dataclasses.replace(first, max_steps=12, start_weights=[0.0, 1.0])
    twin = arena_vec.make_vec("triad", 2, seed=2, env_settings=SETTINGS, episode_control=first)
    envs = arena_vec.make_vec("triad", 2, seed=2, env_settings=SETTINGS, episode_control=first)
    twin.reset()
    envs.reset()
    for _ in range(10):
        twin.step(kick(2))
        envs.step(kick(2))
    envs.set_episode_control(second, env_ids=[1])
    for step in range(11, 31):  # the current episode keeps its budget (30) and its game
        _, _, _, twin_truncated, _ = twin.step(kick(2))
        _, _, _, truncated, _ = envs.step(kick(2))
        np.testing.assert_array_equal(truncated, twin_truncated)
        assert game_bytes(envs.get_state(1)) == game_bytes(twin.get_state(1))
        assert truncated.all() == (step == 30)
    _, _, _, _, info = envs.step(kick(2))  # next_step: the reset
    assert info["episode_control"]["start_index"].tolist() == [0, 1]
    assert info["episode_control"]["budget"].tolist() == [30, 12]
    assert game_bytes(envs.get_state(1)) == game_bytes(states[1])


def test_reset_options_give_each_env_its_own_control() -> None:
    states, _ = snapshots(2)
    base = EpisodeControl(start_states=states, start_weights=[1.0, 0.0])
    envs = arena_vec.make_vec("triad", 3, seed=0, env_settings=SETTINGS, episode_control=base)
    envs.reset()
    only_second = dataclasses.replace(base, start_weights=[0.0, 1.0])
    _, info = envs.reset(options={"env_options": [None, {"episode_control": only_second}, None]})
    assert info["episode_control"]["start_index"].tolist() == [0, 1, 0]
    _, info = envs.reset(options={"episode_control": only_second})
    assert info["episode_control"]["start_index"].tolist() == [1, 1, 1]


def test_an_env_in_flight_gets_its_new_control_when_it_is_back() -> None:
    states, _ = snapshots(2)
    control = EpisodeControl(max_steps=3, start_states=states, start_weights=[1.0, 0.0])
    envs = arena_vec.make_vec(
        "triad", 4, batch_size=2, seed=0, env_settings=SETTINGS, episode_control=control
    )
    envs.async_reset()
    starts = {}
    changed = False
    for _ in range(60):
        _, _, _, _, info = envs.recv()
        ids = info["env_id"]
        for row, env_id in enumerate(ids):
            if info["elapsed_step"][row] == 0:
                starts.setdefault(int(env_id), []).append(
                    int(info["episode_control"]["start_index"][row])
                )
        if not changed:  # two envs are in flight now: theirs waits until they are sent again
            envs.set_episode_control(dataclasses.replace(control, start_weights=[0.0, 1.0]))
            changed = True
        envs.send(kick(2), ids)
    for env_id, drawn in starts.items():
        assert drawn[0] == 0, (env_id, drawn)
        assert drawn[-1] == 1, (env_id, drawn)
        assert sorted(drawn) == drawn  # once switched, never back


def test_collected_states_come_back_exactly() -> None:
    capacity = 2
    control = EpisodeControl(
        boundary="round",
        collect_on="round",
        collect_capacity=capacity,
        collected_weight=1.0,
        fresh_weight=1.0,
    )
    envs = arena_vec.make_vec("triad", 2, seed=4, env_settings=SETTINGS, episode_control=control)
    envs.reset()
    rings: list[list[bytes]] = [[], []]
    next_slot = [0, 0]
    loaded = 0
    for _ in range(900):
        _, _, terminated, _, info = envs.step(kick(2))
        for i in range(2):
            if info["elapsed_step"][i] == 0:  # a reset step: where did it start?
                if START_KINDS[info["episode_control"]["start"][i]] == "collected":
                    index = info["episode_control"]["start_index"][i]
                    assert game_bytes(envs.get_state(i)) == rings[i][index]
                    loaded += 1
            elif info["round_done"][i] and not terminated[i]:  # the milestone: kept
                state = game_bytes(envs.get_state(i))
                if len(rings[i]) < capacity:
                    rings[i].append(state)
                else:
                    rings[i][next_slot[i]] = state
                next_slot[i] = (next_slot[i] + 1) % capacity
    assert loaded >= 4
    assert all(len(ring) == capacity for ring in rings)  # the ring wrapped around
