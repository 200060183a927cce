"""Episode control on the JAX path: a jitted rollout reports the same cuts and episode_control
infos as the numpy path, and reset options carry a new control."""

from __future__ import annotations

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles, _native

if not hasattr(_native, "xla_targets"):
    pytest.skip("arena_vec was built without the XLA FFI targets", allow_module_level=True)

from arena_vec.jax import JaxEnv

STEPS = 200
TRIAD = EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=1)
CONTROLS = {
    "mini": EpisodeControl(boundary="round", max_steps=30, jitter=20, mini_episodes=True),
    # end conditions and a new game every 2-3 mini-episodes
    "conditions": EpisodeControl(
        boundary="round",
        mini_episodes=True,
        new_game_every=2,
        new_game_jitter=1,
        end_when=[("P1.health", "<=", 120), ("P2.health", "unchanged", 15)],
    ),
}


def actions(steps: int, num_envs: int) -> np.ndarray:
    rng = np.random.default_rng(3)
    table = rng.integers(0, [9, 8], size=(steps, num_envs, 2))
    table[::2] = [5, 2]
    return table.astype(np.int32)


@pytest.mark.parametrize("control", list(CONTROLS))
@pytest.mark.parametrize("batch_size", [4, 2])
def test_a_jitted_rollout_matches_the_numpy_path(batch_size: int, control: str) -> None:
    table = actions(STEPS, 4)
    make = lambda: arena_vec.make_vec(
        "triad",
        4,
        batch_size=batch_size,
        num_threads=1,
        seed=6,
        env_settings=TRIAD,
        episode_control=CONTROLS[control],
    )
    numpy_envs = make()
    numpy_envs.async_reset(seed=6)
    expected = []
    result = numpy_envs.recv()
    for t in range(STEPS):
        ids = result[4]["env_id"]
        numpy_envs.send(table[t, : len(ids)], ids)
        result = numpy_envs.recv()
        info = result[4]["episode_control"]
        expected.append(
            (
                result[3].copy(),
                info["end"].copy(),
                info["continues"].copy(),
                info["budget"].copy(),
                info["start"].copy(),
            )
        )
    numpy_envs.close()

    env = JaxEnv(make())
    state, _ = env.reset(seed=6)

    def body(state, action):
        state, ts = env.step(state, action)
        info = ts.info["episode_control"]
        return state, (ts.truncated, info["end"], info["continues"], info["budget"], info["start"])

    rollout = jax.jit(lambda s, a: jax.lax.scan(body, s, a))
    _, got = rollout(state, jnp.asarray(table[:, :batch_size]))
    got = [np.asarray(x) for x in got]
    for t, want in enumerate(expected):
        for k, name in enumerate(["truncated", "end", "continues", "budget", "start"]):
            np.testing.assert_array_equal(got[k][t], want[k], err_msg=f"{name} at step {t}")
    assert got[0].sum() >= 4
    if control == "conditions":
        assert (got[1] == 4).sum() >= 2  # the end condition cut episodes too
    env.close()


def test_reset_options_carry_a_new_control() -> None:
    env = JaxEnv(arena_vec.make_vec("cartpole", 2, seed=0, episode_control=EpisodeControl()))
    _, ts = env.reset(seed=0, options={"episode_control": EpisodeControl(max_steps=7)})
    assert np.asarray(ts.info["episode_control"]["budget"]).tolist() == [7, 7]
    env.close()
