"""The JAX path: jitted rollouts through the XLA FFI match the numpy path exactly, pools stay
independent and closed pools fail cleanly, vmap and grad have defined behaviour."""

from __future__ import annotations

import functools
import subprocess
import sys

import numpy as np
import pytest
from tree_equal import assert_tree_equal

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

import arena_vec
from arena_vec import _native

if not hasattr(_native, "xla_targets"):
    pytest.skip("arena_vec was built without the XLA FFI targets", allow_module_level=True)

from arena_vec.engine.native import native_games
from arena_vec.jax import JaxEnv, XlaState

STEPS = 60


def leaves(tree):
    return jax.tree_util.tree_leaves(tree)


def discrete(num_actions: int):
    """An action sampler for a Discrete(num_actions) game."""
    return lambda key, batch: jax.random.randint(key, (batch,), 0, num_actions)


def jax_rollout(env: JaxEnv, seed: int, steps: int, sample, key: int = 0):
    """Resets with `seed`, then runs a jitted lax.scan with jax.random actions from
    `sample(key, batch)`; returns the first timestep and the stacked (action, env ids sent to,
    timestep) per step as numpy."""
    state, first = env.reset(seed=seed)
    batch = env.batch_size

    def body(state: XlaState, key: jax.Array):
        action = sample(key, batch)
        sent_to = state.env_id
        state, ts = env.step(state, action)
        return state, (action, sent_to, ts)

    rollout = jax.jit(lambda state, keys: jax.lax.scan(body, state, keys))
    _, trajectory = rollout(state, jax.random.split(jax.random.key(key), steps))
    return jax.tree_util.tree_map(np.asarray, (first, trajectory))


def assert_same(numpy_result, ts, t) -> None:
    obs, reward, terminated, truncated, info = numpy_result
    for got, want in zip(leaves(ts.obs), leaves(obs), strict=True):
        np.testing.assert_array_equal(got, want, err_msg=f"obs at step {t}")
    np.testing.assert_array_equal(ts.reward, reward.astype(ts.reward.dtype), err_msg=f"step {t}")
    np.testing.assert_array_equal(ts.terminated, terminated, err_msg=f"step {t}")
    np.testing.assert_array_equal(ts.truncated, truncated, err_msg=f"step {t}")
    np.testing.assert_array_equal(ts.info["env_id"], info["env_id"], err_msg=f"step {t}")
    np.testing.assert_array_equal(ts.info["elapsed_step"], info["elapsed_step"])
    assert_tree_equal(info, ts.info, f"info at step {t}")  # (numpy's holds more: Gymnasium's masks)


GAMES = [("cartpole", {}, discrete(2)), ("dummy", {"episode_length": 7}, discrete(4))]


@pytest.mark.parametrize(("game", "kwargs", "sample"), GAMES)
@pytest.mark.parametrize("num_threads", [1, 2])
def test_sync_scan_matches_numpy(game, kwargs, sample, num_threads) -> None:
    env = JaxEnv(arena_vec.make_vec(game, 6, seed=11, num_threads=num_threads, **kwargs))
    reference = arena_vec.make_vec(game, 6, seed=11, num_threads=num_threads, **kwargs)
    try:
        first, (actions, _, trajectory) = jax_rollout(env, 5, STEPS, sample)
        obs, info = reference.reset(seed=5)
        assert_same((obs, np.zeros(6), np.zeros(6, bool), np.zeros(6, bool), info), first, -1)
        for t in range(STEPS):
            result = reference.step(jax.tree_util.tree_map(lambda x, t=t: x[t], actions))
            assert_same(result, jax.tree_util.tree_map(lambda x, t=t: x[t], trajectory), t)
        assert trajectory.terminated.any() or trajectory.truncated.any()
    finally:
        env.close()
        reference.close()


@pytest.mark.parametrize(("game", "kwargs", "sample"), GAMES)
def test_async_scan_matches_numpy(game, kwargs, sample) -> None:
    # One thread: async batches come back in a fixed order, so the two runs can be compared.
    make = lambda: arena_vec.make_vec(game, 8, batch_size=3, num_threads=1, seed=2, **kwargs)
    env, reference = JaxEnv(make()), make()
    try:
        first, (actions, sent_to, trajectory) = jax_rollout(env, 9, STEPS, sample, key=4)
        reference.async_reset(seed=9)
        obs, reward, terminated, truncated, info = reference.recv()
        assert_same((obs, reward, terminated, truncated, info), first, -1)
        for t in range(STEPS):
            np.testing.assert_array_equal(sent_to[t], info["env_id"])
            reference.send(jax.tree_util.tree_map(lambda x, t=t: x[t], actions), info["env_id"])
            result = reference.recv()
            info = result[4]
            assert_same(result, jax.tree_util.tree_map(lambda x, t=t: x[t], trajectory), t)
    finally:
        env.close()
        reference.close()


def triad_settings(players: int):
    from arena_vec.fighting.settings import (
        EnvironmentSettings,
        EnvironmentSettingsMultiAgent,
        SpaceTypes,
    )

    if players == 1:
        return EnvironmentSettings(include_frame=False, frame_shape=(84, 84, 1))
    return EnvironmentSettingsMultiAgent(
        include_frame=False, action_space=(SpaceTypes.DISCRETE, SpaceTypes.MULTI_DISCRETE)
    )


def one_player(key: jax.Array, batch: int, attacks: int = 8) -> jax.Array:
    return jax.random.randint(key, (batch, 2), 0, jnp.array([9, attacks]))


def two_players(key: jax.Array, batch: int, attacks: int = 8) -> dict[str, jax.Array]:
    first, second = jax.random.split(key)
    return {
        "agent_0": jax.random.randint(first, (batch,), 0, 8 + attacks),
        "agent_1": jax.random.randint(second, (batch, 2), 0, jnp.array([9, attacks])),
    }


needs_triad = pytest.mark.skipif(
    "triad" not in native_games(), reason="native triad game not built"
)


@needs_triad
@pytest.mark.parametrize(("players", "sample"), [(1, one_player), (2, two_players)])
@pytest.mark.parametrize("batch_size", [None, 3])
@pytest.mark.parametrize(
    ("game", "attacks"), [("triad", 8), ("parry", 10), ("ronin", 11), ("tower", 7)]
)
def test_fighting_scan_matches_numpy(players, sample, batch_size, game, attacks) -> None:
    # RAM observations (nested dicts of int16 leaves), MultiDiscrete and 2P dict actions.
    sample = functools.partial(sample, attacks=attacks)

    def make():
        return arena_vec.make_vec(
            game,
            6,
            batch_size=batch_size,
            num_threads=1,
            seed=4,
            env_settings=triad_settings(players),
        )

    env, reference = JaxEnv(make()), make()
    try:
        first, (actions, _, trajectory) = jax_rollout(env, 8, STEPS, sample, key=players)
        reference.async_reset(seed=8)
        obs, reward, terminated, truncated, info = reference.recv()
        assert_same((obs, reward, terminated, truncated, info), first, -1)
        for t in range(STEPS):
            reference.send(jax.tree_util.tree_map(lambda x, t=t: x[t], actions), info["env_id"])
            result = reference.recv()
            info = result[4]
            assert_same(result, jax.tree_util.tree_map(lambda x, t=t: x[t], trajectory), t)
        assert trajectory.reward.any()
    finally:
        env.close()
        reference.close()


@needs_triad
def test_two_player_actions_as_a_stacked_array() -> None:
    from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, SpaceTypes

    settings = EnvironmentSettingsMultiAgent(
        include_frame=False, action_space=(SpaceTypes.MULTI_DISCRETE, SpaceTypes.MULTI_DISCRETE)
    )
    a = JaxEnv(arena_vec.make_vec("triad", 2, seed=0, env_settings=settings))
    b = JaxEnv(arena_vec.make_vec("triad", 2, seed=0, env_settings=settings))
    try:
        state_a, _ = a.reset(seed=1)
        state_b, _ = b.reset(seed=1)
        stacked = jnp.array([[[3, 1], [5, 2]], [[8, 7], [0, 4]]])  # (envs, players, components)
        as_dict = {"agent_0": stacked[:, 0], "agent_1": stacked[:, 1]}
        for _ in range(30):
            state_a, ta = jax.jit(a.step)(state_a, stacked)
            state_b, tb = jax.jit(b.step)(state_b, as_dict)
            for x, y in zip(leaves(ta), leaves(tb), strict=True):
                np.testing.assert_array_equal(x, y)
    finally:
        a.close()
        b.close()


def test_xla_tuple_send_recv_step() -> None:
    envs = arena_vec.make_vec("dummy", 4, seed=0, episode_length=5)
    handle, recv, send, step = envs.xla()
    try:
        envs.async_reset()
        handle, ts = jax.jit(recv)(handle)
        assert set(ts.obs) == {"source_env", "counters"}
        assert ts.obs["counters"].shape == (4, 4)
        handle = jax.jit(send)(handle, jnp.array([1, 2, 3, 0]))
        handle, ts = jax.jit(recv)(handle)
        handle, ts2 = jax.jit(step)(handle, jnp.array([1, 2, 3, 0]))
        np.testing.assert_array_equal(ts2.info["elapsed_step"], [2, 2, 2, 2])
        with pytest.raises(TypeError, match="a dict of agent actions is for 2-player envs"):
            step(handle, {"agent_0": jnp.array([1, 2, 3, 0])})
        with pytest.raises(ValueError, match=r"action: expected shape \(4,\), got \(4, 2\)"):
            step(handle, jnp.zeros((4, 2), jnp.int32))
    finally:
        envs.close()


def test_two_pools_in_one_function_stay_independent() -> None:
    a = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=1))
    b = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=1))
    try:
        state_a, _ = a.reset(seed=0)
        state_b, _ = b.reset(seed=0)

        def body(carry, _):
            sa, sb = carry
            sa, ta = a.step(sa, jnp.zeros(4, jnp.int32))  # a always pushes left
            sb, tb = b.step(sb, jnp.ones(4, jnp.int32))  # b always pushes right
            return (sa, sb), (ta.obs, tb.obs)

        _, (obs_a, obs_b) = jax.jit(lambda c: jax.lax.scan(body, c, None, length=5))(
            (state_a, state_b)
        )
        # Cart velocity (obs[1]) goes negative in a and positive in b.
        assert (np.asarray(obs_a)[:, :, 1] < 0).all()
        assert (np.asarray(obs_b)[:, :, 1] > 0).all()
    finally:
        a.close()
        b.close()


def test_closed_pool_gives_clear_error_not_crash() -> None:
    env = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=1))
    state, _ = env.reset()
    step = jax.jit(env.step)
    state, _ = step(state, jnp.zeros(4, jnp.int32))
    pool_id = env.envs._pool.pool_id
    env.close()
    with pytest.raises(Exception, match=f"arena_vec pool {pool_id} is closed"):
        jax.block_until_ready(step(state, jnp.zeros(4, jnp.int32)))


def test_closed_while_rollout_in_flight_is_safe() -> None:
    # Close from Python while a long jitted rollout may still be running (async dispatch):
    # close waits for the current FFI call; later calls fail with the closed error.
    env = JaxEnv(arena_vec.make_vec("cartpole", 16, seed=1))
    state, _ = env.reset()
    rollout = jax.jit(
        lambda s: jax.lax.scan(lambda s, _: env.step(s, jnp.zeros(16, jnp.int32)), s, None, 20000)
    )
    result = rollout(state)
    env.close()
    outcome = "finished"
    try:
        jax.block_until_ready(result)
    except jax.errors.JaxRuntimeError as error:  # the close came first
        outcome = str(error)
    assert outcome == "finished" or "is closed" in outcome


def test_errors_come_back_as_exceptions() -> None:
    env = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=1))
    try:
        state, _ = env.reset()
        with pytest.raises(
            Exception, match=r"action\[2\] = 5 for env 2 is out of range; allowed 0..1"
        ):
            jax.block_until_ready(jax.jit(env.step)(state, jnp.array([0, 1, 5, 0])))
        # Nothing was queued by the failed send, so the pool is still usable.
        state, ts = jax.jit(env.step)(state, jnp.array([0, 1, 1, 0]))
        assert ts.reward.shape == (4,)
        with pytest.raises(Exception, match="recv\\(\\) called with nothing pending"):
            jax.block_until_ready(jax.jit(env.pool.recv)(state.handle))
        with pytest.raises(Exception, match="handle is not an arena_vec pool handle"):
            jax.block_until_ready(jax.jit(env.pool.recv)(jnp.array([1, 2], jnp.int32)))
    finally:
        env.close()


def test_vmap_is_refused() -> None:
    env = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=1))
    try:
        state, _ = env.reset()
        with pytest.raises(NotImplementedError, match="cannot be vmapped"):
            jax.vmap(lambda a: env.step(state, a)[1].reward)(jnp.zeros((3, 4), jnp.int32))
    finally:
        env.close()


def test_grad_through_the_env_is_refused() -> None:
    env = JaxEnv(arena_vec.make_vec("cartpole", 4, seed=1))
    try:
        state, _ = env.reset()
        loss = lambda x: env.step(state, x)[1].reward.sum()
        with pytest.raises(TypeError, match=r"action must have an integer dtype.*jax\.grad"):
            jax.grad(loss)(jnp.zeros(4))
    finally:
        env.close()


def test_bad_arguments_name_what_is_allowed() -> None:
    envs = arena_vec.make_vec("cartpole", 4, batch_size=2, seed=1)
    try:
        handle, _, send, _ = envs.xla()
        with pytest.raises(ValueError, match="env_id is required in async mode"):
            send(handle, jnp.zeros(2, jnp.int32))
        with pytest.raises(ValueError, match="env_id must be a 1-D integer array"):
            send(handle, jnp.zeros(2, jnp.int32), jnp.zeros((2, 1), jnp.int32))
    finally:
        envs.close()
    same = arena_vec.make_vec("cartpole", 2, autoreset_mode="same_step")
    try:
        with pytest.raises(ValueError, match="SAME_STEP is not supported"):
            same.xla()
    finally:
        same.close()


def test_import_arena_vec_does_not_import_jax(tmp_path) -> None:
    code = "import sys, arena_vec; arena_vec.make_vec('cartpole', 2); print('jax' in sys.modules)"
    # Run outside the source tree so the installed package is the one imported.
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    assert out.stdout.strip() == "False"


def test_module_built_without_ffi_says_how_to_get_it(monkeypatch) -> None:
    import types

    import arena_vec.engine.native as native_module
    import arena_vec.envs.jax as xla_module

    monkeypatch.setattr(native_module, "_native", types.SimpleNamespace())
    monkeypatch.setattr(xla_module, "_registered", False)
    with pytest.raises(ImportError, match=r'ARENA_VEC_JAX=1 pip install "arena_vec\[jax\]"'):
        xla_module.register_targets()
