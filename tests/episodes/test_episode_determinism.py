"""Determinism with episode control, the way tests/core checks the executor: for every thread
count and batch size, each env's trajectory (observations, rewards, flags and the
episode_control infos) is byte-identical to the same env stepped alone in a pool of one. The
controls use what the serial oracle cannot follow: jittered budgets, weighted draws among
several start states and a fresh game, collected states, and (with mini-episodes) a new game
after a jittered number of them and end conditions."""

from __future__ import annotations

import numpy as np
import pytest
from deterministic_actions import action_for

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles

NUM_ENVS = 8
STEPS_PER_ENV = 300
SEED = 40
# The top level: its CPU knocks the pseudo-random agent out within the run, so rounds end and
# states are collected. At level 1 whether a round ends in 300 steps hangs on how the CPU plays.
TRIAD = {"env_settings": EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=4)}


def triad_states() -> list[bytes]:
    source = arena_vec.make_vec("triad", 1, seed=1, **TRIAD)
    source.reset()
    states = []
    for step in range(60):
        source.step(np.array([[5, 2 if step % 3 else 1]]))
        if step % 20 == 19:
            states.append(source.get_state(0))
    source.close()
    return states


def controls() -> dict[str, tuple[str, dict, EpisodeControl]]:
    return {
        "triad": (
            "triad",
            TRIAD,
            EpisodeControl(
                boundary="round",
                max_steps=25,
                jitter=30,
                grow_on="round_won",
                grow_by=10,
                start_states=triad_states(),
                start_weights=[1.0, 2.0, 0.5],
                fresh_weight=1.0,
                collect_on="round",
                collect_capacity=3,
                collected_weight=2.0,
            ),
        ),
        "triad-mini-conditions": (
            "triad",
            TRIAD,
            EpisodeControl(
                boundary="round",
                max_steps=40,
                jitter=20,
                mini_episodes=True,
                new_game_every=2,
                new_game_jitter=3,
                end_when=[("P1.health", "unchanged", 20), ("P2.health", "unchanged", 20)],
                end_when_combine="all",
                end_when_steps=2,
                start_states=triad_states()[:2],
                fresh_weight=1.0,
            ),
        ),
        "dummy-mini": (
            "dummy",
            {"episode_length": 13},
            EpisodeControl(max_steps=2, jitter=5, mini_episodes=True),
        ),
    }


CONTROLS = controls()
# The kinds of start each run must show (0 fresh, 1 continued, 2 registered, 3 collected) and
# the ends it must reach (2 boundary, 3 budget, 4 the end condition).
STARTS = {"triad": {0, 2, 3}, "triad-mini-conditions": {0, 1, 2}, "dummy-mini": {0, 1}}
ENDS = {"triad": {2, 3}, "triad-mini-conditions": {2, 3, 4}, "dummy-mini": {3}}


def record(obs, reward, terminated, truncated, info, row: int) -> bytes:
    """One env's row of a step as bytes (dummy's pool-index leaf left out)."""
    leaves = [obs[key] for key in sorted(obs) if key != "source_env"]
    parts = []
    while leaves:
        leaf = leaves.pop()
        if isinstance(leaf, dict):
            leaves.extend(leaf[key] for key in sorted(leaf))
        else:
            parts.append(np.asarray(leaf)[row].tobytes())
    control = info["episode_control"]
    parts += [
        np.asarray(control[key])[row].tobytes()
        for key in ("end", "continues", "start", "start_index", "budget")
    ]
    if reward is not None:
        parts += [reward[row].tobytes(), terminated[row].tobytes(), truncated[row].tobytes()]
    return b"".join(parts)


def serial(name: str, env_id: int) -> list[bytes]:
    game, kwargs, control = CONTROLS[name]
    env = arena_vec.make_vec(
        game, 1, seed=SEED + env_id, num_threads=1, episode_control=control, **kwargs
    )
    obs, info = env.reset()
    trajectory = [record(obs, None, None, None, info, 0)]
    for step in range(STEPS_PER_ENV):
        result = env.step(action(env, env_id, step))
        trajectory.append(record(*result, 0))
    env.close()
    return trajectory


def action(envs, env_id: int, step: int):
    space = envs.single_action_space
    if hasattr(space, "n"):
        return np.array([action_for(env_id, step, int(space.n))])
    return np.array([[action_for(env_id, step, int(n)) for n in space.nvec]])


@pytest.mark.parametrize("name", list(CONTROLS))
@pytest.mark.parametrize(("num_threads", "batch_size"), [(1, 8), (2, 8), (4, 3), (0, 1), (2, 5)])
def test_each_env_matches_its_serial_trajectory(
    name: str, num_threads: int, batch_size: int
) -> None:
    game, kwargs, control = CONTROLS[name]
    envs = arena_vec.make_vec(
        game,
        NUM_ENVS,
        seed=SEED,
        num_threads=num_threads,
        batch_size=batch_size,
        episode_control=control,
        **kwargs,
    )
    expected = {i: serial(name, i) for i in range(NUM_ENVS)}
    got: dict[int, list[bytes]] = {i: [] for i in range(NUM_ENVS)}
    envs.async_reset()
    sent = dict.fromkeys(range(NUM_ENVS), 0)
    budgets, starts, ends = set(), set(), set()
    while any(len(t) <= STEPS_PER_ENV for t in got.values()):
        obs, reward, terminated, truncated, info = envs.recv()
        ids = info["env_id"]
        budgets.update(info["episode_control"]["budget"].tolist())
        starts.update(info["episode_control"]["start"].tolist())
        ended = info.get("final_info", info)
        ends.update(ended["episode_control"]["end"].tolist())
        for row, env_id in enumerate(ids):
            first = sent[env_id] == 0
            got[env_id].append(
                record(obs, None if first else reward, terminated, truncated, info, row)
            )
        envs.send(np.concatenate([action(envs, i, sent[i]) for i in ids]), ids)
        for i in ids:
            sent[i] += 1
    envs.close()
    for i in range(NUM_ENVS):
        assert got[i][: STEPS_PER_ENV + 1] == expected[i], f"env {i} diverged from its serial run"
    # The run exercised what it is about: jittered budgets and the kinds of start.
    assert len(budgets) > 3
    assert starts == STARTS[name]
    assert ENDS[name] <= ends


def test_jittered_budgets_stay_in_range_and_vary_with_the_seed() -> None:
    control = EpisodeControl(max_steps=10, jitter=6)
    lengths = {}
    for seed in (0, 1):
        envs = arena_vec.make_vec(
            "dummy", 4, seed=seed, episode_length=1000, episode_control=control
        )
        envs.reset()
        drawn = []
        for _ in range(300):
            _, _, _, truncated, info = envs.step(np.zeros(4, dtype=np.int64))
            drawn += info["elapsed_step"][truncated].tolist()
        assert all(10 <= n <= 16 for n in drawn)
        assert len(set(drawn)) >= 5
        lengths[seed] = drawn
    assert lengths[0] != lengths[1]
