"""Every bad episode-control value is refused by name: the dataclass's own checks, milestone names
the game does not have, snapshots of another game or other settings, the native pool's own
checks for direct callers, and front ends made without episode control. A refused reset
changes nothing."""

from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, _native

SETTINGS = EnvironmentSettings(include_frame=False)


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"max_steps": 0}, "max_steps=0"),
        ({"max_steps": -5}, "max_steps=-5"),
        ({"max_steps": 2.5}, "max_steps=2.5"),
        ({"max_steps": True}, "max_steps=True"),
        ({"jitter": 3}, "jitter=3"),
        ({"max_steps": 10, "jitter": -1}, "jitter=-1"),
        ({"boundary": 3}, "boundary=3"),
        ({"grow_on": "round", "grow_by": 5}, "grow_on='round'"),
        ({"max_steps": 10, "grow_on": "round"}, "grow_by=0"),
        ({"grow_by": 4}, "grow_by=4"),
        (
            {"max_steps": 10, "jitter": 5, "grow_on": "round", "grow_by": 1, "max_steps_cap": 12},
            "max_steps_cap=12",
        ),
        ({"max_steps": 10, "max_steps_cap": 20}, "max_steps_cap=20"),
        ({"mini_episodes": True}, "mini_episodes=True"),
        ({"mini_episodes": 1, "max_steps": 3}, "mini_episodes=1"),
        ({"start_states": b"AVSNAP"}, "start_states=b'AVSNAP'"),
        ({"start_states": ["state"]}, "start_states[0]='state'"),
        ({"start_states": [b"x"], "start_weights": [1.0, 2.0]}, "start_weights=[1.0, 2.0]"),
        ({"start_states": [b"x"], "start_weights": [-1.0]}, "start_weights[0]=-1.0"),
        ({"start_states": [b"x"], "start_weights": [float("nan")]}, "start_weights[0]=nan"),
        ({"start_states": [b"x", b"y"], "start_weights": [0.0, 0.0]}, "start_weights=(0.0, 0.0)"),
        ({"start_states": [b"x"], "fresh_weight": float("inf")}, "fresh_weight=inf"),
        ({"collected_weight": 1.0}, "collected_weight=1.0"),
        ({"collect_on": "round", "collect_capacity": 0}, "collect_capacity=0"),
        ({"collect_on": "round", "collect_capacity": 5000}, "collect_capacity=5000"),
        ({"collect_on": "round"}, "start_weights=None"),
    ],
)
def test_bad_values_are_refused_by_name(fields: dict, named: str) -> None:
    with pytest.raises(ValueError, match=re.escape(f"episode_control.{named} is not allowed")):
        EpisodeControl(**fields)


@pytest.mark.parametrize("field", ["boundary", "grow_on", "collect_on"])
def test_unknown_milestones_are_refused_with_the_games_list(field: str) -> None:
    fields = {"max_steps": 10, "grow_by": 1} if field == "grow_on" else {}
    if field == "collect_on":
        fields = {"collected_weight": 1.0}
    control = EpisodeControl(**{field: "stagee"}, **fields)
    with pytest.raises(ValueError, match=rf"episode_control.{field}='stagee'.*'round_won'"):
        arena_vec.make_vec("triad", 2, env_settings=SETTINGS, episode_control=control)
    with pytest.raises(ValueError, match=rf"episode_control.{field}='stagee'.*\[('episode')?\]$"):
        arena_vec.make_vec("cartpole", 2, episode_control=control)


def test_milestones_are_checked_at_reset_and_in_set_episode_control() -> None:
    envs = arena_vec.make_vec("triad", 2, env_settings=SETTINGS, episode_control=EpisodeControl())
    envs.reset(seed=0)
    bad = EpisodeControl(boundary="stages")
    with pytest.raises(ValueError, match=r"episode_control\.boundary='stages'"):
        envs.reset(options={"episode_control": bad})
    with pytest.raises(ValueError, match=r"episode_control\.boundary='stages'"):
        envs.set_episode_control(bad)
    with pytest.raises(TypeError, match=r"options\['env_options'\]\[1\]\['episode_control'\]"):
        envs.reset(options={"env_options": [None, {"episode_control": {"boundary": "round"}}]})
    with pytest.raises(TypeError, match=r"control=\[1, 2\]"):
        envs.set_episode_control([1, 2], env_ids=[0])
    with pytest.raises(ValueError, match=r"env_ids\[0\]=7"):
        envs.set_episode_control(EpisodeControl(), env_ids=[7])


def test_snapshots_of_another_game_or_other_settings_are_refused() -> None:
    cartpole = arena_vec.make_vec("cartpole", 1, seed=0)
    cartpole.reset()
    framed = arena_vec.make_vec("triad", 1, seed=0)  # include_frame=True: other settings
    framed.reset()
    ram = arena_vec.make_vec("triad", 1, seed=0, env_settings=SETTINGS)
    ram.reset()
    good = ram.get_state(0)
    cases = [
        (cartpole.get_state(0), r"start_states\[1\]: snapshot is of game 'cartpole'"),
        (framed.get_state(0), r"start_states\[1\]: .*other settings .*include_frame"),
        (good[:-3], r"start_states\[1\]: snapshot is truncated"),
        (good[:40] + bytes([good[40] ^ 1]) + good[41:], r"start_states\[1\]: .*corrupted"),
    ]
    for state, message in cases:
        control = EpisodeControl(start_states=[good, state])
        with pytest.raises(ValueError, match=message):
            arena_vec.make_vec("triad", 2, env_settings=SETTINGS, episode_control=control)


def test_front_ends_without_episode_control_refuse_it() -> None:
    envs = arena_vec.make_vec("cartpole", 2, seed=0)
    with pytest.raises(ValueError, match="pass episode_control=EpisodeControl"):
        envs.reset(options={"episode_control": EpisodeControl()})
    with pytest.raises(ValueError, match="pass episode_control=EpisodeControl"):
        envs.set_episode_control(EpisodeControl())
    assert "episode_control" not in envs.reset(seed=0)[1]
    with pytest.raises(TypeError, match=r"episode_control=.*expected an arena_vec\.EpisodeControl"):
        arena_vec.make("triad", SETTINGS, episode_control={"boundary": "round"})
    single = arena_vec.make("triad", SETTINGS)
    with pytest.raises(ValueError, match="pass episode_control=EpisodeControl"):
        single.reset(options={"episode_control": EpisodeControl()})
    dm = arena_vec.make_dm("cartpole", 2)
    with pytest.raises(ValueError, match="pass episode_control=EpisodeControl"):
        dm.set_episode_control(EpisodeControl())


def test_a_refused_reset_changes_nothing() -> None:
    control = EpisodeControl(max_steps=7)
    twin = arena_vec.make_vec("cartpole", 3, seed=5, episode_control=control)
    envs = arena_vec.make_vec("cartpole", 3, seed=5, episode_control=control)
    for pool in (twin, envs):
        pool.reset()
        pool.step(np.ones(3, dtype=np.int64))
    with pytest.raises(ValueError, match="max_steps"):
        envs.reset(options={"episode_control": dataclasses.replace(control, max_steps=-1)})
    with pytest.raises(ValueError, match="boundary"):
        envs.reset(options={"episode_control": EpisodeControl(boundary="round")})
    for _ in range(20):
        expected = twin.step(np.ones(3, dtype=np.int64))
        got = envs.step(np.ones(3, dtype=np.int64))
        for k in range(4):
            np.testing.assert_array_equal(got[k], expected[k])


@pytest.mark.parametrize(
    ("control", "message"),
    [
        ({"max_steps": -1}, r"episode_control.max_steps=-1 is not allowed"),
        ({"boundary": 5}, r"episode_control.boundary=5 is not allowed; expected an int in -1..-1"),
        ({"start_states": [3]}, r"id 3 is not a registered start state \(0 registered\)"),
        ({"start_weights": [1.0]}, r"episode_control.start_weights=1 weights"),
        ({"fresh_weight": -2.0}, r"episode_control.fresh_weight=-2"),
        ({"collect_on": 0}, r"episode_control.collect_on=0 is not allowed"),
        ({"colour": 1}, r"episode_control: unknown key 'colour'"),
        ({"end_when": [{"leaf": "x", "op": "<", "value": 1}]}, r"leaf='x' .*: obs\[0\.\.3\]$"),
        ({"end_when": [{"leaf": "obs", "op": "<", "value": 1}]}, r"leaf='obs' .*obs\[0\.\.3\]"),
        ({"end_when": [{"leaf": "obs[4]", "op": "<", "value": 1}]}, r"leaf='obs\[4\]'"),
        ({"end_when": [{"leaf": "obs[0]", "op": "~", "value": 1}]}, r"op='~' .*'unchanged'"),
        ({"end_when": [{"leaf": "obs[0]", "op": "<", "value": 9}]}, r"value=9 .*\[-4.8, 4.8\]"),
        ({"end_when": [{"leaf": "obs[1]", "op": "unchanged", "value": 0}]}, r"value=0"),
        ({"end_when": [{"leaf": "obs[1]", "op": "<", "value": 0, "x": 1}]}, r"end_when\[0\]\.x"),
        ({"end_when_combine": "one"}, r"end_when_combine='one' .*'any' or 'all'"),
        ({"end_when_steps": 0}, r"end_when_steps=0"),
        ({"max_steps": 3, "new_game_every": 2}, r"new_game_every=2 .*mini_episodes"),
        ({"new_game_jitter": 2}, r"new_game_jitter=2 .*without new_game_every"),
    ],
)
def test_the_native_pool_checks_controls_itself(control: dict, message: str) -> None:
    pool = _native.BatchPool("cartpole", {}, 2, episode_control=True)
    with pytest.raises(ValueError, match=message):
        pool.reset(episode_control=[control, None])
    with pytest.raises(ValueError, match=message):
        pool.set_episode_control(np.array([1]), [control])
    pool.close()


def test_the_native_pool_refuses_episode_control_when_it_is_off() -> None:
    pool = _native.BatchPool("cartpole", {}, 2)
    with pytest.raises(ValueError, match="episode control is off for this pool"):
        pool.reset(episode_control=[{"max_steps": 3}, None])
    with pytest.raises(ValueError, match="episode control is off for this pool"):
        pool.register_start_state(b"AVSNAP")
    with pytest.raises(TypeError, match="episode_control must be a bool, got 1"):
        _native.BatchPool("cartpole", {}, 2, episode_control=1)
    with pytest.raises(TypeError, match=r"episode_control\[0\] must be a dict or None"):
        pool.reset(episode_control=[3, None])
    pool.close()
