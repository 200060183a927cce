"""Gymnasium's vector wrappers over ``make_vec``, in sync and async mode (README, "Gymnasium
vector wrappers" lists the outcome).

Sync mode: every wrapper must give what the same wrapper gives over Gymnasium's own
``SyncVectorEnv`` of our single envs (env i of a batch with seed s is the single env with seed
s + i), step by step. Async mode: the wrappers that work must give the unwrapped async env's
results transformed by hand (batches are compared row by row, env ids included); the wrappers
that size their buffers or keep their state by ``num_envs`` rows cannot work, since an async
batch holds ``batch_size`` rows of changing envs: each must fail in its known way, so that a
Gymnasium release that changes this shows up here.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium import spaces
from gymnasium.wrappers import vector as vw
from gymnasium.wrappers.utils import RunningMeanStd
from tree_equal import assert_tree_equal

import arena_vec
from arena_vec import EnvironmentSettings

NUM_ENVS, BATCH, STEPS, SEED = 4, 2, 60, 3
RGB = EnvironmentSettings(frame_shape=(24, 32, 0), step_ratio=6)  # C=0: RGB frames


def frame_of(obs: dict) -> np.ndarray:
    return obs["frame"]


def frames(envs: gym.vector.VectorEnv) -> vw.TransformObservation:
    """The Dict observation's frame alone, as a Box (what the image wrappers need)."""
    box = envs.single_observation_space["frame"]
    rows = envs.observation_space["frame"].shape[0]
    batched = spaces.Box(0, 255, (rows, *box.shape), np.uint8)
    return vw.TransformObservation(envs, frame_of, batched, single_observation_space=box)


CARTPOLE: dict[str, Callable[[Any], Any]] = {
    "TransformObservation": lambda e: vw.TransformObservation(e, lambda o: o * 2),
    "TransformReward": lambda e: vw.TransformReward(e, lambda r: r - 0.5),
    "ClipReward": lambda e: vw.ClipReward(e, -0.25, 0.25),
    "TransformAction": lambda e: vw.TransformAction(e, lambda a: 1 - a),
    "VectorizeTransformReward": lambda e: vw.VectorizeTransformReward(
        e, gym.wrappers.TransformReward, func=lambda r: 3 * r
    ),
    "NormalizeObservation": vw.NormalizeObservation,
    "ArrayConversion": lambda e: vw.ArrayConversion(e, env_xp=np, target_xp=jax_numpy()),
    "RecordEpisodeStatistics": vw.RecordEpisodeStatistics,
    "NormalizeReward": vw.NormalizeReward,
    "DictInfoToList": vw.DictInfoToList,
    "FlattenObservation": vw.FlattenObservation,
    "DtypeObservation": lambda e: vw.DtypeObservation(e, np.float64),
    "ReshapeObservation": lambda e: vw.ReshapeObservation(e, (2, 2)),
    "VectorizeTransformObservation": lambda e: vw.VectorizeTransformObservation(
        e, gym.wrappers.TransformObservation, func=lambda o: o + 1, observation_space=None
    ),
    "VectorizeTransformAction": lambda e: vw.VectorizeTransformAction(
        e, gym.wrappers.TransformAction, func=lambda a: a, action_space=e.single_action_space
    ),
}
TRIAD: dict[str, Callable[[Any], Any]] = {
    "FilterObservation": lambda e: vw.FilterObservation(e, ["frame", "timer"]),
    "GrayscaleObservation": lambda e: vw.GrayscaleObservation(frames(e)),
    "RescaleObservation": lambda e: vw.RescaleObservation(frames(e), 0.0, 1.0),
}

# Async mode, by hand: what the wrapper must make of the unwrapped env's batch.
ASYNC_WORKS: dict[str, Callable[[tuple, Any], tuple]] = {
    "TransformObservation": lambda r, _: (r[0] * 2, r[1]),
    "TransformReward": lambda r, _: (r[0], r[1] - 0.5),
    "ClipReward": lambda r, _: (r[0], np.clip(r[1], -0.25, 0.25)),
    "TransformAction": lambda r, _: (r[0], r[1]),
    "VectorizeTransformReward": lambda r, _: (r[0], 3 * r[1]),
    "NormalizeObservation": lambda r, rms: (normalized(r[0], rms), r[1]),
    "ArrayConversion": lambda r, _: (r[0], r[1]),
}
# Their constructors compare observation_space (or action_space) with the single space batched
# num_envs times and warn that they differ, which in async mode they do by design.
WARN_ON_ASYNC_SPACES = {
    "TransformObservation",
    "TransformAction",
}
# Async mode: these keep per-row state or buffers of num_envs rows and fail on the first batch
# of batch_size rows (the message Gymnasium raises; NormalizeReward's changed after 1.2).
ASYNC_FAILS = {
    "RecordEpisodeStatistics": (IndexError, "boolean index did not match"),
    "NormalizeReward": (
        (IndexError, ValueError),
        "boolean index did not match|operands could not be broadcast",
    ),
    "DictInfoToList": (AssertionError, "to have length equal to the num-envs"),
    "FlattenObservation": (ValueError, "wrong shape"),
    "DtypeObservation": (ValueError, "wrong shape"),
    "ReshapeObservation": (ValueError, "wrong shape"),
    "VectorizeTransformObservation": (ValueError, "wrong shape"),
    "VectorizeTransformAction": (ValueError, "wrong shape"),
    "FilterObservation": (ValueError, "wrong shape"),
    "GrayscaleObservation": (ValueError, "wrong shape"),
    "RescaleObservation": (ValueError, "wrong shape"),
}


def jax_numpy() -> Any:
    import jax.numpy as jnp  # the jax extra; imported here so that collection stays fast

    return jnp


def normalized(obs: np.ndarray, rms: RunningMeanStd) -> np.ndarray:
    rms.update(obs)
    return (obs - rms.mean) / np.sqrt(rms.var + 1e-8)


def make(game: str, batch_size: int | None) -> arena_vec.ArenaVectorEnv:
    kwargs = {"env_settings": RGB} if game == "triad" else {}
    return arena_vec.make_vec(
        game, NUM_ENVS, batch_size=batch_size, num_threads=1, seed=SEED, **kwargs
    )


def reference_sync(game: str) -> gym.vector.SyncVectorEnv:
    """Gymnasium's SyncVectorEnv of our single envs, seeded like the batch."""
    gym_id = "arena_vec/CartPole-v1" if game == "cartpole" else "arena_vec/triad-v0"
    kwargs = {"env_settings": RGB} if game == "triad" else {}
    return gym.vector.SyncVectorEnv([lambda: gym.make(gym_id, **kwargs)] * NUM_ENVS)


def actions(space: spaces.Space, rng: np.random.Generator) -> np.ndarray:
    if isinstance(space, spaces.MultiDiscrete):
        return rng.integers(0, space.nvec)
    return rng.integers(0, space.nvec if hasattr(space, "nvec") else 2, space.shape)


def assert_same_info(name: str, ours: Any, theirs: Any, where: str) -> None:
    """The info entries a wrapper adds: episode returns and lengths, or one dict per env."""
    if name == "RecordEpisodeStatistics":
        assert ("episode" in ours) == ("episode" in theirs), where
        if "episode" in theirs:
            assert_tree_equal(ours["_episode"], theirs["_episode"], where, strict=True, rtol=1e-5)
            for key in ("r", "l"):
                assert_tree_equal(
                    ours["episode"][key],
                    theirs["episode"][key],
                    f"{where} {key}",
                    strict=True,
                    rtol=1e-5,
                )
    elif name == "DictInfoToList":
        assert [entry["env_id"] for entry in ours] == list(range(NUM_ENVS)), where
        assert len(theirs) == NUM_ENVS, where


CASES = [(name, "cartpole") for name in CARTPOLE] + [(name, "triad") for name in TRIAD]


@pytest.mark.parametrize(("name", "game"), CASES, ids=[c[0] for c in CASES])
def test_sync_mode_matches_gymnasiums_sync_vector_env(name: str, game: str) -> None:
    wrap = {**CARTPOLE, **TRIAD}[name]
    ours, theirs = wrap(make(game, None)), wrap(reference_sync(game))
    rng = np.random.default_rng(0)
    try:
        assert_tree_equal(
            ours.reset(seed=SEED)[0],
            theirs.reset(seed=SEED)[0],
            "reset obs",
            strict=True,
            rtol=1e-5,
        )
        ended = 0
        for step in range(STEPS):
            action = actions(ours.unwrapped.action_space, rng)
            a, b = ours.step(action), theirs.step(action)
            for k, what in enumerate(("obs", "reward", "terminated", "truncated")):
                assert_tree_equal(a[k], b[k], f"step {step} {what}", strict=True, rtol=1e-5)
            assert_same_info(name, a[4], b[4], f"step {step} info")
            ended += int(np.sum(a[2] | a[3]))
        assert game == "triad" or ended > 0  # cartpole episodes end within 60 random steps
    finally:
        ours.close()
        theirs.close()


ASYNC_CASES = [c for c in CASES if c[0] in ASYNC_WORKS]


@pytest.mark.parametrize(("name", "game"), ASYNC_CASES, ids=[c[0] for c in ASYNC_CASES])
def test_async_mode_transforms_each_batch(name: str, game: str) -> None:
    # (the expected batches are computed here in float64: compared by value, not dtype)
    wrap = {**CARTPOLE, **TRIAD}[name]
    plain = make(game, BATCH)
    if name in WARN_ON_ASYNC_SPACES:
        with pytest.warns(UserWarning, match="batched single .* space don't match as expected"):
            wrapped = wrap(make(game, BATCH))
    else:
        wrapped = wrap(make(game, BATCH))
    assert wrapped.action_space.shape[0] == BATCH
    rms = RunningMeanStd(shape=plain.single_observation_space.shape or ())
    rng = np.random.default_rng(0)
    try:
        a, b = wrapped.reset(seed=SEED), plain.reset(seed=SEED)
        ids = b[1]["env_id"]
        np.testing.assert_array_equal(np.asarray(a[1]["env_id"]), ids)
        assert len(ids) == BATCH
        if name == "NormalizeObservation":
            assert_tree_equal(a[0], normalized(b[0], rms), "reset obs", rtol=1e-5)
        for step in range(STEPS):
            action = actions(wrapped.action_space, rng)
            raw = 1 - action if name == "TransformAction" else action
            a, b = wrapped.step(action), plain.step(raw)
            np.testing.assert_array_equal(np.asarray(a[4]["env_id"]), b[4]["env_id"])
            obs, reward = ASYNC_WORKS[name](b, rms)
            assert_tree_equal(a[0], obs, f"step {step} obs", rtol=1e-5)
            assert_tree_equal(a[1], reward, f"step {step} reward", rtol=1e-5)
    finally:
        wrapped.close()
        plain.close()


def run_async(envs: gym.vector.VectorEnv) -> None:
    """Gymnasium's loop: reset, then steps of sampled actions."""
    envs.reset(seed=SEED)
    for _ in range(STEPS):
        envs.step(actions(envs.unwrapped.action_space, np.random.default_rng(0)))


FAIL_CASES = [c for c in CASES if c[0] in ASYNC_FAILS]


@pytest.mark.parametrize(("name", "game"), FAIL_CASES, ids=[c[0] for c in FAIL_CASES])
def test_async_mode_breaks_wrappers_that_assume_rows_are_envs(name: str, game: str) -> None:
    error, message = ASYNC_FAILS[name]
    with warnings.catch_warnings():  # the space warning of the image wrappers: not the point
        warnings.simplefilter("ignore", UserWarning)
        envs = {**CARTPOLE, **TRIAD}[name](make(game, BATCH))
    try:
        with pytest.raises(error, match=message):
            run_async(envs)
    finally:
        envs.close()
