"""The JAX path of the self-play layout equals the numpy path, sync and async."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec import EnvironmentSettingsMultiAgent
from arena_vec.multiagent import make_selfplay_vec

jax = pytest.importorskip("jax")
jnp = jax.numpy
selfplay_jax = pytest.importorskip("arena_vec.multiagent.selfplay_jax")

RAM = EnvironmentSettingsMultiAgent(include_frame=False)


@pytest.mark.parametrize("batch_size", [None, 2])
def test_equals_the_numpy_path(batch_size: int | None) -> None:
    numpy_env = make_selfplay_vec(
        "triad", 4, env_settings=RAM, seed=3, batch_size=batch_size, num_threads=1
    )
    jax_env = selfplay_jax.SelfPlayJaxEnv(
        make_selfplay_vec(
            "triad", 4, env_settings=RAM, seed=3, batch_size=batch_size, num_threads=1
        )
    )
    numpy_env.async_reset()
    obs, reward, terminated, _, info = numpy_env.recv()
    state, ts = jax_env.reset()
    step = jax.jit(jax_env.step)
    rng = np.random.default_rng(0)
    for _ in range(400):
        assert np.array_equal(info["env_id"], np.asarray(ts.info["env_id"]))
        assert np.array_equal(reward, np.asarray(ts.reward))
        assert np.array_equal(terminated, np.asarray(ts.terminated))
        for block in ("own", "opp"):
            for key, value in obs[block].items():
                assert np.array_equal(value, np.asarray(ts.obs[block][key])), (block, key)
        assert np.array_equal(info["settings"]["role"], np.asarray(ts.info["settings"]["role"]))
        rows = len(info["env_id"])
        actions = np.stack([rng.integers(0, 9, rows), rng.integers(0, 8, rows)], 1)
        numpy_env.send(actions, info["env_id"])
        obs, reward, terminated, _, info = numpy_env.recv()
        state, ts = step(state, jnp.asarray(actions, jnp.int32))
    numpy_env.close()
    jax_env.close()


def test_whole_rollout_in_scan_and_bad_shapes() -> None:
    env = selfplay_jax.SelfPlayJaxEnv(make_selfplay_vec("triad", 2, env_settings=RAM, seed=0))
    state, _ = env.reset()

    def body(state, key):
        actions = jax.random.randint(key, (4, 2), 0, 8)
        state, ts = env.step(state, actions)
        return state, ts.reward

    state, rewards = jax.jit(lambda s, k: jax.lax.scan(body, s, k))(
        state, jax.random.split(jax.random.key(0), 200)
    )
    assert rewards.shape == (200, 4)
    assert np.array_equal(np.asarray(rewards[:, 1::2]), -np.asarray(rewards[:, 0::2]))
    with pytest.raises(ValueError, match=r"one row per agent row \(4\)"):
        env.step(state, jnp.zeros((2, 2), jnp.int32))
    with pytest.raises(ValueError, match="reset_mask"):
        env.reset(options={"reset_mask": np.ones(4, bool)})
    env.close()


@pytest.mark.parametrize(
    "actions",
    [
        np.array([[2**32 + 1, 0], [0, 0], [0, 0], [0, 0]], np.int64),
        np.array([[0, 0], [0, 2**32], [0, 0], [0, 0]], np.uint64),
        [[0, 0], [0, 0], [2**32 + 1, 0], [0, 0]],
    ],
    ids=["int64", "uint64", "list"],
)
@pytest.mark.parametrize("call", ["eager", "jit-constant"])
def test_host_values_beyond_int32_are_refused_as_the_numpy_path_refuses(actions, call) -> None:
    numpy_env = make_selfplay_vec("triad", 2, env_settings=RAM, seed=0, num_threads=1)
    jax_env = selfplay_jax.SelfPlayJaxEnv(
        make_selfplay_vec("triad", 2, env_settings=RAM, seed=0, num_threads=1)
    )
    try:
        numpy_env.reset()
        with pytest.raises(ValueError, match="is out of range") as expected:
            numpy_env.step(actions)
        state, _ = jax_env.reset()
        step = (
            jax_env.step
            if call == "eager"
            else lambda s, a: jax.jit(lambda s: jax_env.step(s, a))(s)
        )
        with pytest.raises(ValueError, match="is out of range") as raised:
            jax.block_until_ready(step(state, actions))
        assert str(raised.value) == str(expected.value)
    finally:
        numpy_env.close()
        jax_env.close()
