"""End conditions (``end_when``) and a new game every N mini-episodes, through every front end:
a condition cut is a truncation coded "condition" that the next episode does not continue; a
"stuck" clause counts steps without a change; elements of a multi-element leaf are named by
index; a game gives way to a new one after N mini-episodes plus seeded jitter; bad leaves,
operators and thresholds are refused by name with what is allowed. Elsewhere: the native pool's
own checks (test_episode_control_checks.py), each boundary against the serial oracle
(test_episode_boundaries.py), byte-identity across threads and batch sizes
(test_episode_determinism.py), the JAX path (test_episode_jax.py)."""

from __future__ import annotations

import re

import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles
from arena_vec.engine.episode_control import END_REASONS, START_KINDS

SETTINGS = EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=2)
HURT = EpisodeControl(end_when=[("P1.health", "<=", 150)])


def kick(num_envs: int) -> np.ndarray:
    return np.tile(np.array([5, 2]), (num_envs, 1))


def test_a_condition_cut_truncates_and_the_next_episode_is_a_new_game() -> None:
    envs = arena_vec.make_vec("triad", 4, seed=1, env_settings=SETTINGS, episode_control=HURT)
    obs, _ = envs.reset(seed=1)
    full = obs["P1"]["health"].copy()
    cuts = 0
    for _ in range(400):
        obs, _, terminated, truncated, info = envs.step(envs.action_space.sample())
        control = info["episode_control"]
        starting = info["elapsed_step"] == 0  # next_step autoreset: a new episode's first row
        assert (control["start"][starting] == START_KINDS.index("fresh")).all()
        np.testing.assert_array_equal(obs["P1"]["health"][starting], full[starting])
        cut = truncated & ~terminated
        assert (obs["P1"]["health"][cut] <= 150).all()
        assert (control["end"][cut] == END_REASONS.index("condition")).all()
        assert not control["continues"][cut].any()
        assert (obs["P1"]["health"][~cut & ~starting] > 150).all()
        cuts += int(cut.sum())
    assert cuts >= 4
    envs.close()


def test_the_single_env_and_dm_env_report_a_condition_cut() -> None:
    env = arena_vec.make("triad", SETTINGS, episode_control=HURT)
    env.reset(seed=2)
    for _ in range(600):
        obs, _, terminated, truncated, info = env.step([5, 2])
        if truncated or terminated:
            break
    assert truncated
    assert not terminated
    assert obs["P1"]["health"][0] <= 150
    assert END_REASONS[info["episode_control"]["end"]] == "condition"
    env.close()
    # cartpole's observation is one leaf of 4 elements: the cart's velocity is obs[1]
    dm = arena_vec.make_dm(
        "cartpole", 2, seed=0, episode_control=EpisodeControl(end_when=[("obs[1]", ">=", 0.5)])
    )
    dm.reset()
    cuts = 0
    for _ in range(60):
        timestep = dm.step(np.ones(2, dtype=np.int64))
        last = timestep.step_type == 2
        assert (timestep.discount[last] == 1.0).all()  # a cut, not the pole's fall
        assert (timestep.observation["obs"][last, 1] >= 0.5).all()
        assert (timestep.observation["obs"][~last, 1] < 0.5).all()
        cuts += int(last.sum())
    assert cuts >= 4
    dm.close()


def test_unchanged_counts_steps_without_a_change() -> None:
    """Two idle agents' healths against a count kept here: the stuck clauses ("all" of them)
    cut exactly on the step where neither health has changed for 9 steps in a row."""
    control = EpisodeControl(
        end_when=[("P1.health", "unchanged", 9), ("P2.health", "unchanged", 9)],
        end_when_combine="all",
    )
    envs = arena_vec.make_vec("triad", 4, seed=0, env_settings=SETTINGS, episode_control=control)
    obs, _ = envs.reset(seed=0)
    rng = np.random.default_rng(0)
    last = np.stack([obs["P1"]["health"][:, 0], obs["P2"]["health"][:, 0]])
    runs = np.zeros((2, 4), dtype=np.int64)
    cuts = 0
    for _ in range(300):
        actions = np.where(rng.random((4, 1)) < 0.9, 0, rng.integers(0, [9, 8], (4, 2)))
        obs, _, terminated, truncated, info = envs.step(actions)
        now = np.stack([obs["P1"]["health"][:, 0], obs["P2"]["health"][:, 0]])
        starting = info["elapsed_step"] == 0
        runs = np.where(now == last, runs + 1, 0)
        runs[:, starting] = 0
        expected = (runs >= 9).all(axis=0) & ~starting & ~terminated
        np.testing.assert_array_equal(truncated & ~terminated, expected)
        ended = info["episode_control"]["end"][truncated & ~terminated]
        assert (ended == END_REASONS.index("condition")).all()
        last = now
        cuts += int(expected.sum())
    assert cuts >= 4
    envs.close()


def test_a_new_game_after_n_mini_episodes_plus_jitter() -> None:
    """Rounds as mini-episodes, a new game after 2 + U{0..2} of them: between two fresh starts
    come 1 to 3 continued ones (fewer when the game ends first), and the counts vary."""
    control = EpisodeControl(
        boundary="round", mini_episodes=True, new_game_every=2, new_game_jitter=2
    )
    settings = EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=1)
    envs = arena_vec.make_vec("triad", 4, seed=5, env_settings=settings, episode_control=control)
    envs.reset(seed=5)
    runs: list[int] = []
    continued = np.zeros(4, dtype=np.int64)
    game_ended = np.zeros(4, dtype=bool)
    for _ in range(3000):
        _, _, terminated, _, info = envs.step(kick(4))
        starting = info["elapsed_step"] == 0
        start = info["episode_control"]["start"]
        for i in np.flatnonzero(starting):
            if start[i] == START_KINDS.index("continued"):
                continued[i] += 1
            else:
                if not game_ended[i]:
                    runs.append(int(continued[i]))
                continued[i], game_ended[i] = 0, False
        game_ended |= terminated
    assert set(runs) <= {1, 2, 3}
    assert len(set(runs)) >= 2, runs
    envs.close()


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"end_when": "P1.health"}, "end_when='P1.health'"),
        ({"end_when": [("P1.health", "<=")]}, "end_when[0]=('P1.health', '<=')"),
        ({"end_when": [(3, "<=", 1)]}, "end_when[0].leaf=3"),
        ({"end_when": [("P1.health", "=<", 1)]}, "end_when[0].op='=<'"),
        ({"end_when": [("P1.health", "<", "1")]}, "end_when[0].value='1'"),
        ({"end_when": [("P1.health", "<", float("nan"))]}, "end_when[0].value=nan"),
        ({"end_when": [("P1.health", "<", True)]}, "end_when[0].value=True"),
        ({"end_when": [("P1.x", "unchanged", 0)]}, "end_when[0].value=0"),
        ({"end_when": [("P1.x", "unchanged", 2.5)]}, "end_when[0].value=2.5"),
        ({"end_when": [("P1.x", "<", 1)], "end_when_combine": "some"}, "end_when_combine='some'"),
        ({"end_when": [("P1.x", "<", 1)], "end_when_steps": 0}, "end_when_steps=0"),
        ({"end_when_combine": "all"}, "end_when_combine='all'"),
        ({"end_when_steps": 3}, "end_when_steps=3"),
        ({"new_game_every": 2}, "new_game_every=2"),
        ({"boundary": "round", "mini_episodes": True, "new_game_every": 0}, "new_game_every=0"),
        ({"new_game_jitter": 2}, "new_game_jitter=2"),
        (
            {
                "boundary": "round",
                "mini_episodes": True,
                "new_game_every": 2,
                "new_game_jitter": -1,
            },
            "new_game_jitter=-1",
        ),
    ],
)
def test_bad_values_are_refused_by_name(fields: dict, named: str) -> None:
    with pytest.raises(ValueError, match=re.escape(f"episode_control.{named} is not allowed")):
        EpisodeControl(**fields)


@pytest.mark.parametrize(
    ("clause", "message"),
    [
        (("P1.helth", "<=", 1), r"end_when\[0\]\.leaf='P1.helth' .*: stage, timer, P1.side"),
        (("frame", "<", 1), r"end_when\[0\]\.leaf='frame' .*P1.health"),
        (("P1.health[1]", "<", 1), r"end_when\[0\]\.leaf='P1.health\[1\]'"),
        (("P1.health", "<=", 500), r"end_when\[0\]\.value=500 .*\[0, 208\] \(P1.health's range\)"),
        (("engine.p1_x", ">", -3), r"end_when\[0\]\.value=-3 .*\[0, 256\] \(engine.p1_x's range\)"),
    ],
)
def test_leaves_and_thresholds_are_checked_against_the_env(clause: tuple, message: str) -> None:
    control = EpisodeControl(end_when=[clause])
    with pytest.raises(ValueError, match=message):
        arena_vec.make_vec("triad", 2, env_settings=EnvironmentSettings(), episode_control=control)
    envs = arena_vec.make_vec("triad", 2, env_settings=SETTINGS, episode_control=EpisodeControl())
    with pytest.raises(ValueError, match=message):
        envs.set_episode_control(control)
    with pytest.raises(ValueError, match=message):
        envs.reset(options={"episode_control": control})
    envs.close()
