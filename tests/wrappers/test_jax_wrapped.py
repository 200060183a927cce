"""The wrappers run inside the pool, so the JAX path gets them too: a jitted rollout of a wrapped
batch equals the numpy path's step by step."""

from __future__ import annotations

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

import arena_vec
from arena_vec import EnvironmentSettings, WrappersSettings, _native

if not hasattr(_native, "xla_targets"):
    pytest.skip("arena_vec was built without the XLA FFI targets", allow_module_level=True)

from arena_vec.jax import JaxEnv

WRAPPERS = WrappersSettings(
    stack_frames=4,
    dilation=2,
    add_last_action=True,
    stack_actions=12,
    normalize_reward=True,
    role_relative=True,
    scale=True,
    exclude_image_scaling=True,
    flatten=True,
)
STEPS = 80


def test_jitted_wrapped_rollout_matches_numpy() -> None:
    def make():
        return arena_vec.make_vec(
            "triad",
            4,
            num_threads=1,
            seed=2,
            env_settings=EnvironmentSettings(frame_shape=(20, 30, 1), difficulty=4),
            wrappers_settings=WRAPPERS,
        )

    env, reference = JaxEnv(make()), make()
    try:
        state, first = env.reset(seed=6)

        def body(state, key):
            action = jax.random.randint(key, (4, 2), 0, jnp.array([9, 8]))
            state, ts = env.step(state, action)
            return state, (action, ts)

        keys = jax.random.split(jax.random.key(0), STEPS)
        _, (actions, trajectory) = jax.jit(lambda s, k: jax.lax.scan(body, s, k))(state, keys)
        obs, _ = reference.reset(seed=6)
        for key, value in obs.items():
            np.testing.assert_array_equal(np.asarray(first.obs[key]), value, err_msg=key)
        for t in range(STEPS):
            obs, reward, terminated, *_ = reference.step(np.asarray(actions[t]))
            for key, value in obs.items():
                got = np.asarray(trajectory.obs[key][t])
                np.testing.assert_array_equal(got, value, err_msg=f"{key} at step {t}")
            np.testing.assert_allclose(np.asarray(trajectory.reward[t]), reward, rtol=1e-6)
            np.testing.assert_array_equal(np.asarray(trajectory.terminated[t]), terminated)
        assert set(obs) >= {"frame", "action", "own_health", "opp_health"}
        assert obs["frame"].shape == (4, 20, 30, 4)
    finally:
        env.close()
        reference.close()
