"""Opponent slots: who plays agent_1 changes only at episode boundaries; each policy is called
once per step for all its fights; the CPU plays without Python; bad policy outputs raise
OpponentError naming the policy and the rows, and the env stays usable."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec import EnvironmentSettingsMultiAgent
from arena_vec.multiagent import OpponentError, make_opponent_vec

RAM = EnvironmentSettingsMultiAgent(include_frame=False)


class Recorder:
    """A numpy policy that walks forward and records the rows of every call."""

    def __init__(self, move: int) -> None:
        self.move = move
        self.calls: list[int] = []

    def __call__(self, obs: dict) -> np.ndarray:
        rows = len(obs["own"]["x"])
        self.calls.append(rows)
        return np.tile(np.array([self.move, 2]), (rows, 1))


def test_assignments_change_only_at_episode_boundaries() -> None:
    policies = {"left": Recorder(1), "right": Recorder(5)}
    envs = make_opponent_vec(
        "triad",
        8,
        opponents=["cpu:1", "cpu:4", "left", "right", "jump_in"],
        policies=policies,
        env_settings=EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=6),
        seed=0,
    )
    _, info = envs.reset()
    previous, ended_before = info["opponent"], np.zeros(8, dtype=bool)
    changes = boundaries = 0
    rng = np.random.default_rng(0)
    for _ in range(3000):
        actions = np.stack([rng.integers(0, 9, 8), rng.integers(0, 8, 8)], axis=1)
        _obs, _reward, terminated, truncated, info = envs.step(actions)
        changed = info["opponent"] != previous
        assert not (changed & ~ended_before).any(), "opponent changed inside an episode"
        changes += changed.sum()
        boundaries += ended_before.sum()
        previous, ended_before = info["opponent"], terminated | truncated
    assert boundaries > 10
    assert changes > boundaries // 2
    assert envs.sampler.record.games.sum() == boundaries + ended_before.sum()
    envs.close()


def test_each_policy_is_called_once_per_step_for_all_its_fights() -> None:
    recorders = {"a": Recorder(0), "b": Recorder(0)}
    envs = make_opponent_vec("triad", 16, opponents=["a", "b", "cpu:2"], policies=recorders, seed=1)
    _, info = envs.reset()
    assigned = [info["opponent"]]
    for _ in range(50):
        _, _, _, _, info = envs.step(np.zeros((16, 2), dtype=np.int64))
        assigned.append(info["opponent"])
    for index, name in enumerate(("a", "b")):
        expected = [int((a == index).sum()) for a in assigned[:-1]]
        assert recorders[name].calls == [count for count in expected if count]
    envs.close()


def test_the_cpu_plays_the_opponent() -> None:
    envs = make_opponent_vec("triad", 4, opponents=["cpu:4"], env_settings=RAM, seed=2)
    obs, _ = envs.reset()
    for _ in range(300):
        obs, *_ = envs.step(np.zeros((4, 2), dtype=np.int64))
    assert (obs["own"]["health"] < 208).any() or (obs["opp"]["wins"] > 0).any()
    envs.close()


def test_jax_policies_are_called_on_every_row() -> None:
    jax = pytest.importorskip("jax")
    calls = []

    @jax.jit
    def forward(obs):
        return jax.numpy.stack(
            [jax.numpy.full(obs["own"]["x"].shape[0], 5), obs["own"]["x"][:, 0] % 3], axis=1
        )

    def traced(obs):
        calls.append(obs["own"]["x"].shape[0])
        return forward(obs)

    envs = make_opponent_vec(
        "triad",
        6,
        opponents=["jax", "cpu:1"],
        jax_policies={"jax": traced},
        env_settings=RAM,
        seed=0,
    )
    envs.reset()
    for _ in range(20):
        envs.step(np.zeros((6, 2), dtype=np.int64))
    assert calls
    assert set(calls) == {6}
    envs.close()


@pytest.mark.parametrize(
    ("output", "message"),
    [
        (lambda n: np.zeros((n, 3), dtype=np.int64), r"expected shape \(\d+, 2\)"),
        (lambda n: np.zeros((n, 2)), "expected integers"),
        (lambda n: np.full((n, 2), 9), "= 9 is out of range"),
        (lambda n: 1 / 0, "raised ZeroDivisionError"),
    ],
    ids=["shape", "dtype", "range", "raises"],
)
def test_bad_policy_outputs_name_the_policy_and_keep_the_env_usable(output, message) -> None:
    state = {"bad": True}

    def policy(obs: dict) -> np.ndarray:
        n = len(obs["own"]["x"])
        return output(n) if state["bad"] else np.zeros((n, 2), dtype=np.int64)

    envs = make_opponent_vec("triad", 4, opponents=["mine"], policies={"mine": policy}, seed=0)
    envs.reset()
    with pytest.raises(
        OpponentError, match=f"(?s)policy 'mine'.*{message}.*its rows \\[0, 1, 2, 3\\]"
    ):
        envs.step(np.zeros((4, 2), dtype=np.int64))
    state["bad"] = False
    obs, *_ = envs.step(np.zeros((4, 2), dtype=np.int64))
    assert obs["own"]["x"].shape == (4, 1)
    envs.close()


def test_names_that_are_not_registered() -> None:
    with pytest.raises(ValueError, match="opponent 'nobody' is not registered"):
        make_opponent_vec("triad", 2, opponents=["nobody"], policies={"x": Recorder(0)})
    with pytest.raises(ValueError, match=r"cpu:1\.\.cpu:4"):
        make_opponent_vec("triad", 2, opponents=["cpu:7"])
    with pytest.raises(ValueError, match="opponent 'reactiv' is not registered"):
        make_opponent_vec("triad", 2, opponents=["reactiv"])
    envs = make_opponent_vec("triad", 2, opponents=["cpu:1"])
    with pytest.raises(ValueError, match="opponent 'later' is not registered; registered"):
        envs.add_opponent("later")
    envs.pool.register("later", Recorder(0))
    envs.add_opponent("later")
    assert envs.opponent_names == ["cpu:1", "later"]
    with pytest.raises(ValueError, match="already in the pool"):
        envs.pool.register("later", Recorder(0))
    envs.close()


def test_pfsp_draws_the_opponents_the_learner_loses_to() -> None:
    envs = make_opponent_vec(
        "triad", 2, opponents=["cpu:1", "cpu:2", "cpu:3"], sampling="pfsp", seed=4
    )
    record = envs.sampler.record
    for _ in range(30):
        record.add(0, 1.0)  # always beaten
        record.add(2, 0.0)  # always wins
    drawn = np.bincount(envs.sampler.draw(4000), minlength=3) / 4000
    assert drawn[2] > 0.7
    assert drawn[0] < 0.01
    assert drawn[1] > 0.1
    envs.close()


def test_a_bad_learner_action_names_its_env_and_value() -> None:
    envs = make_opponent_vec("triad", 4, opponents=["cpu:1"], env_settings=RAM, seed=0)
    envs.reset()
    actions = np.zeros((4, 2), dtype=np.int64)
    actions[1, 1] = 9
    with pytest.raises(ValueError, match=r"^actions\[1\]\[1\] = 9 is out of range; allowed 0..7$"):
        envs.step(actions)
    envs.close()
