"""The dm_env front end: dm_env's own EnvironmentTestMixin on the unbatched view, and the batched
conventions (arrays everywhere, FIRST has reward 0 and discount 1, env_id in the observation)."""

from __future__ import annotations

import dm_env
import numpy as np
from absl.testing import absltest
from dm_env import test_utils

import arena_vec


class CartPoleMixinTest(test_utils.EnvironmentTestMixin, absltest.TestCase):
    def make_object_under_test(self):
        return arena_vec.SingleDmEnv(arena_vec.make_dm("cartpole", 1, seed=0))

    def make_action_sequence(self):
        for _ in range(600):
            yield np.int64(1)


class DummyMixinTest(test_utils.EnvironmentTestMixin, absltest.TestCase):
    def make_object_under_test(self):
        return arena_vec.SingleDmEnv(arena_vec.make_dm("dummy", 1, seed=0, episode_length=5))

    def make_action_sequence(self):
        for step in range(40):
            yield np.int64(step % 4)


def test_batched_timesteps_are_arrays_with_batch_axis() -> None:
    env = arena_vec.make_dm("dummy", 3, seed=0, episode_length=2)
    first = env.reset()
    assert first.step_type.tolist() == [dm_env.StepType.FIRST] * 3
    assert first.reward.tolist() == [0.0] * 3
    assert first.discount.tolist() == [1.0] * 3
    assert first.observation["env_id"].tolist() == [0, 1, 2]
    mid = env.step(np.array([1, 2, 3]))
    assert mid.step_type.tolist() == [dm_env.StepType.MID] * 3
    assert mid.reward.tolist() == [1.0, 2.0, 3.0]
    last = env.step(np.array([1, 2, 3]))
    assert last.step_type.tolist() == [dm_env.StepType.LAST] * 3
    assert last.discount.tolist() == [0.0] * 3
    restart = env.step(np.array([1, 2, 3]))
    assert restart.step_type.tolist() == [dm_env.StepType.FIRST] * 3
    assert restart.reward.tolist() == [0.0] * 3
    assert restart.discount.tolist() == [1.0] * 3
    env.close()


def test_truncation_keeps_discount_one() -> None:
    env = arena_vec.make_dm("dummy", 2, seed=0, episode_length=1, truncate=True)
    env.reset()
    last = env.step(np.array([0, 0]))
    assert last.step_type.tolist() == [dm_env.StepType.LAST] * 2
    assert last.discount.tolist() == [1.0, 1.0]
    env.close()


def test_specs_validate_observations() -> None:
    env = arena_vec.make_dm("cartpole", 2, seed=0)
    spec = env.observation_spec()
    timestep = env.step(np.array([0, 1]))
    for row in range(2):
        spec["obs"].validate(timestep.observation["obs"][row])
        spec["env_id"].validate(timestep.observation["env_id"][row])
    assert env.action_spec().num_values == 2
    env.close()


def test_async_send_recv() -> None:
    env = arena_vec.make_dm("cartpole", 6, batch_size=3, num_threads=2, seed=0)
    env.reset()
    env.send(np.zeros(6, dtype=np.int64), np.arange(6))
    seen = []
    for _ in range(2):
        timestep = env.recv()
        seen += timestep.observation["env_id"].tolist()
        assert timestep.step_type.tolist() == [dm_env.StepType.MID] * 3
    assert sorted(seen) == list(range(6))
    env.close()
