"""Every bad argument of arena_vec.envpool is refused by name, with the value and what is
allowed, before a pool opens; Atari arguments with no counterpart say why they do not apply."""

from __future__ import annotations

import re

import numpy as np
import pytest

from arena_vec import envpool


@pytest.mark.parametrize(
    ("task_id", "kwargs", "error", "message"),
    [
        ("Pong-v5", {}, ValueError, "task_id='Pong-v5' is not allowed; arena_vec.envpool has"),
        (
            "Triad-v0",
            {"frame_skip": 9},
            ValueError,
            "frame_skip=9 is not allowed; expected an int in 1..6",
        ),
        (
            "Triad-v0",
            {"noop_max": 30},
            ValueError,
            "noop_max=30 is not allowed; expected an int in 0..12",
        ),
        (
            "Triad-v0",
            {"stack_num": 0},
            ValueError,
            "stack_num=0 is not allowed; expected an int in 1..48",
        ),
        (
            "Triad-v0",
            {"img_height": 600},
            ValueError,
            "img_height=600 is not allowed; expected an int in 1..512",
        ),
        ("Triad-v0", {"img_width": "84"}, ValueError, "img_width='84' is not allowed"),
        (
            "Triad-v0",
            {"num_envs": 0},
            ValueError,
            "num_envs=0 is not allowed; expected an int >= 1",
        ),
        (
            "Triad-v0",
            {"num_envs": 4, "batch_size": 5},
            ValueError,
            "batch_size=5 is not allowed; expected an int in 0..4",
        ),
        ("Triad-v0", {"num_threads": -1}, ValueError, "num_threads=-1 is not allowed"),
        ("Triad-v0", {"seed": -3}, ValueError, "seed=-3 is not allowed; expected an int >= 0"),
        ("Triad-v0", {"thread_affinity_offset": -2}, ValueError, "thread_affinity_offset=-2"),
        ("Triad-v0", {"max_episode_steps": 0}, ValueError, "max_episode_steps=0 is not allowed"),
        (
            "CartPole-v1",
            {"max_episode_steps": 501},
            ValueError,
            "max_episode_steps=501 is not allowed; expected an int in 1..500",
        ),
        (
            "Triad-v0",
            {"max_num_players": 2},
            ValueError,
            "max_num_players=2 is not allowed; expected an int in 1..1",
        ),
        ("Triad-v0", {"episodic_life": 1}, ValueError, "episodic_life=1 is invalid: allowed bool"),
        (
            "Triad-v0",
            {"reward_clip": "yes"},
            ValueError,
            "reward_clip='yes' is invalid: allowed bool",
        ),
        ("Triad-v0", {"gray_scale": None}, ValueError, "gray_scale=None is invalid: allowed bool"),
        (
            "Triad-v0",
            {"use_fire_reset": True},
            ValueError,
            "use_fire_reset=True does not apply to Triad-v0: there is no FIRE button",
        ),
        (
            "Triad-v0",
            {"repeat_action_probability": 0.25},
            ValueError,
            "repeat_action_probability=0.25 does not apply to Triad-v0: sticky actions",
        ),
        (
            "Triad-v0",
            {"full_action_space": True},
            ValueError,
            "full_action_space=True does not apply to Triad-v0",
        ),
        (
            "Triad-v0",
            {"env_seed": [1, 2]},
            ValueError,
            "env_seed=[1, 2] does not apply to Triad-v0",
        ),
        (
            "CartPole-v1",
            {"img_height": 84},
            ValueError,
            "img_height=84 does not apply to CartPole-v1: it is an Atari-style argument",
        ),
        (
            "CartPole-v1",
            {"episodic_life": True},
            ValueError,
            "episodic_life=True does not apply to CartPole-v1",
        ),
        (
            "Triad-v0",
            {"task": "parry"},
            ValueError,
            "task='parry' is not allowed; the game is chosen by task_id",
        ),
        (
            "Triad-v0",
            {"frameskip": 4},
            TypeError,
            "frameskip=4 is not an argument of Triad-v0; it takes",
        ),
        ("Triad-v0", {"difficulty": 9}, ValueError, "difficulty=9"),
        ("Triad-v0", {"characters": "Nobody"}, ValueError, "characters='Nobody'"),
    ],
)
def test_bad_arguments_are_refused_by_name(task_id, kwargs, error, message) -> None:
    for build in (envpool.make_spec, envpool.make_gym):
        with pytest.raises(error, match=re.escape(message)):
            build(task_id, **kwargs)


def test_bad_env_type_is_refused() -> None:
    with pytest.raises(ValueError, match=re.escape("env_type='gym3' is not allowed; use one of")):
        envpool.make("Triad-v0", env_type="gym3")


def test_bad_actions_and_env_ids_are_refused_by_the_pool() -> None:
    env = envpool.make_gymnasium("Triad-v0", num_envs=2)
    env.reset()
    with pytest.raises(ValueError, match="16"):  # Discrete(16): 16 is out of range
        env.step(np.array([0, 16], np.int32))
    with pytest.raises(ValueError, match="env_id"):
        env.step(np.zeros(1, np.int32), np.array([2]))
    with pytest.raises(
        ValueError, match=re.escape("env_id=[5] is not allowed; ids must be in 0..1")
    ):
        env.reset(np.array([5]))
    with pytest.raises(ValueError, match="expected a 1-D int array"):
        env.reset(np.array([0.5]))
    env.close()
    with pytest.raises(RuntimeError, match="closed"):
        env.step(np.zeros(2, np.int32))
