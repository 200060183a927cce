"""``arena_vec.builder``'s options objects: every bad field refused when the object is made,
naming the field, the value and what is allowed; the builders refuse fields they do not take;
the keyword builders are layers over the same objects."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from gymnasium.vector import AutoresetMode

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, RecordingSettings, WrappersSettings
from arena_vec.builder import EnvOptions, build_dm, build_env, build_vec
from arena_vec.engine.options import PoolOptions


@pytest.mark.parametrize(
    ("fields", "error", "match"),
    [
        ({"num_envs": 0}, ValueError, r"num_envs=0 is not allowed; expected an int >= 1"),
        ({"num_envs": 2.0}, ValueError, r"num_envs=2.0 is not allowed; expected an int"),
        ({"num_envs": True}, ValueError, r"num_envs=True is not allowed"),
        ({"num_envs": 2, "batch_size": 3}, ValueError, r"batch_size=3 .* expected an int in 1..2"),
        ({"num_threads": -1}, ValueError, r"num_threads=-1 is not allowed; expected an int >= 0"),
        ({"seed": -5}, ValueError, r"seed=-5 is not allowed; expected an int >= 0"),
        ({"seed": "7"}, ValueError, r"seed='7' is not allowed"),
        ({"thread_affinity_offset": -2}, ValueError, r"thread_affinity_offset=-2 .* >= -1"),
        ({"autoreset_mode": "never"}, ValueError, r"autoreset_mode='never' .*'disabled'"),
        ({"episode_control": {"boundary": "round"}}, TypeError, r"episode_control=.*EpisodeContr"),
    ],
)
def test_pool_options_refuse_bad_fields(fields: dict, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        PoolOptions(**fields)


def test_pool_options_are_frozen_and_normalise_the_autoreset_mode() -> None:
    options = PoolOptions(4, autoreset_mode="same_step")
    assert options.autoreset_mode is AutoresetMode.SAME_STEP
    assert options.native_autoreset_mode == "same_step"
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.num_envs = 8  # type: ignore[misc]


@pytest.mark.parametrize(
    ("fields", "error", "match"),
    [
        ({"env_id": "tekken"}, ValueError, r"env_id='tekken' is not registered; available: \["),
        ({"env_id": 3}, TypeError, r"env_id=3 is not allowed; expected a str, got int"),
        ({"pool": {"num_envs": 2}}, TypeError, r"options=\{'num_envs': 2\} is not allowed; exp"),
        ({"env_settings": {"step_ratio": 2}}, TypeError, r"env_settings"),
        ({"wrappers_settings": EnvironmentSettings()}, TypeError, r"wrappers_settings"),
        ({"recording": WrappersSettings()}, TypeError, r"episode_recording_settings"),
        ({"render_mode": "window"}, ValueError, r"render_mode='window' is not allowed; use one"),
        ({"episode_statistics": 1}, TypeError, r"episode_statistics must be a bool, got 1"),
        ({"rank": -1}, ValueError, r"rank=-1 is not allowed; expected an int >= 0"),
        ({"game_kwargs": {"episode_length": 3}}, ValueError, r"game_kwargs=.* is not allowed fo"),
        ({"game_kwargs": [1]}, TypeError, r"game_kwargs=\[1\] is not allowed; expected a dict"),
        ({"wrappers_settings": WrappersSettings(wrappers=None)}, ValueError, r"^wrappers=None"),
    ],
)
def test_env_options_refuse_bad_fields(fields: dict, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        EnvOptions(**{"env_id": "triad", **fields})


def test_settings_objects_are_for_fighting_games_only() -> None:
    with pytest.raises(ValueError, match=r"env_settings is for fighting games; 'cartpole' is not"):
        EnvOptions("cartpole", env_settings=EnvironmentSettings())
    with pytest.raises(ValueError, match=r"episode_recording_settings is for fighting games"):
        EnvOptions("cartpole", recording=RecordingSettings(dataset_path="/tmp/x"))


@pytest.mark.parametrize(
    ("build", "fields", "match"),
    [
        (build_vec, {"rank": 1}, r"rank=1 is not allowed in make_vec; it takes rank=0 only"),
        (build_vec, {"render_mode": "human"}, r"render_mode='human' is not allowed; use None"),
        (build_dm, {"episode_statistics": True}, r"episode_statistics=True .* in make_dm"),
        (build_dm, {"render_mode": "rgb_array"}, r"render_mode='rgb_array' .* in make_dm"),
        (build_dm, {"pool": PoolOptions(autoreset_mode="disabled")}, r"pool=.* in make_dm"),
        (build_env, {"pool": PoolOptions(num_envs=2)}, r"pool=.* is not allowed in make"),
        (build_env, {"episode_statistics": True}, r"episode_statistics=True .* in make"),
    ],
)
def test_builders_refuse_fields_they_do_not_take(build, fields: dict, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        build(EnvOptions("triad", **fields))


def test_the_keyword_builders_build_what_the_options_build() -> None:
    settings = EnvironmentSettings(frame_shape=(32, 32, 1), step_ratio=3)
    wrappers = WrappersSettings(stack_frames=2)
    pool = PoolOptions(3, seed=11, episode_control=EpisodeControl(boundary="round"))
    by_options = build_vec(EnvOptions("triad", pool, settings, wrappers))
    by_keywords = arena_vec.make_vec(
        "triad", 3, seed=11, episode_control=pool.episode_control, env_settings=settings,
        wrappers_settings=wrappers,
    )  # fmt: skip
    try:
        actions = np.random.default_rng(0).integers(0, 4, size=(20, 3, 2))
        for envs in (by_options, by_keywords):
            envs.reset()
        for step in actions:
            a, b = by_options.step(step), by_keywords.step(step)
            assert np.array_equal(a[0]["frame"], b[0]["frame"])
            assert np.array_equal(a[1], b[1])
    finally:
        by_options.close()
        by_keywords.close()


def test_the_unwrapped_builder_neither_records_nor_opens_windows() -> None:
    """What only the front door applies is refused by name below it, never silently dropped
    (and never filled in by whatever happened to be imported)."""
    from arena_vec.fighting.env import make as make_unwrapped

    with pytest.raises(ValueError, match=r"render_mode='human' needs a window: build the env"):
        make_unwrapped("triad", render_mode="human")
    with pytest.raises(ValueError, match=r"dataset_path='/tmp/x' is recorded by arena_vec.make"):
        make_unwrapped("triad", episode_recording_settings=RecordingSettings(dataset_path="/tmp/x"))
