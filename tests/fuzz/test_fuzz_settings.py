"""Fuzzed settings on every front end: valid settings make a working env; a settings object with
one field set to an arbitrary value is either accepted (then it works) or refused with a
ValueError/TypeError naming that field. Nothing crashes or hangs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from fuzz_strategies import (
    REJECTIONS,
    assert_names,
    settings_with_one_bad_field,
    wrappers_with_one_bad_field,
)
from hypothesis import given

import arena_vec

# A field whose value decides another one's range is named in the other's errors too.
RELATED = {"seed": ("seed", "rank"), "rank": ("rank", "seed")}


def _run_single(settings: Any) -> None:
    env = arena_vec.make("triad", settings)
    try:
        env.action_space.seed(0)
        env.reset(seed=1)
        for _ in range(3):
            env.step(env.action_space.sample())
    finally:
        env.close()


def _run_vector(num_envs: int, batch_size: int | None) -> Callable[[Any], None]:
    def run(settings: Any) -> None:
        envs = arena_vec.make_vec(
            "triad", num_envs, batch_size=batch_size, num_threads=1, env_settings=settings
        )
        try:
            envs.action_space.seed(0)
            envs.async_reset(seed=1)
            for _ in range(3):
                info = envs.recv()[4]
                actions = envs.action_space.sample()
                if isinstance(actions, dict):
                    actions = {k: v[: len(info["env_id"])] for k, v in actions.items()}
                else:
                    actions = actions[: len(info["env_id"])]
                envs.send(actions, info["env_id"])
            envs.recv()
        finally:
            envs.close()

    return run


def _run_dm(settings: Any) -> None:
    env = arena_vec.make_dm("triad", 2, num_threads=1, env_settings=settings)
    try:
        env.reset()
        space = env._adapter.single_action_space
        space.seed(0)
        sample = [space.sample() for _ in range(2)]
        if isinstance(sample[0], dict):
            env.step({k: np.stack([s[k] for s in sample]) for k in sample[0]})
        else:
            env.step(np.stack(sample))
    finally:
        env.close()


def _run_jax(settings: Any) -> None:
    pytest.importorskip("jax")
    from arena_vec.jax import JaxEnv

    env = JaxEnv(arena_vec.make_vec("triad", 2, num_threads=1, env_settings=settings))
    try:
        state, _ = env.reset(seed=1)
        env.envs.action_space.seed(0)
        env.step(state, env.envs.action_space.sample())
    finally:
        env.close()


FRONT_ENDS = {
    "single": _run_single,
    "vector-sync": _run_vector(2, None),
    "vector-async": _run_vector(3, 2),
    "dm": _run_dm,
    "jax": _run_jax,
}


@pytest.mark.parametrize("front_end", list(FRONT_ENDS))
@given(case=settings_with_one_bad_field())
def test_settings_are_accepted_or_refused_by_name(front_end: str, case) -> None:
    settings, bad = case
    try:
        FRONT_ENDS[front_end](settings)
    except REJECTIONS as error:
        if bad is None:
            pytest.fail(f"valid settings {settings} refused: {error}")
        assert_names(error, *RELATED.get(bad, (bad,)))


@given(case=wrappers_with_one_bad_field())
def test_wrapper_settings_are_accepted_or_refused_by_name(case) -> None:
    wrappers, bad = case
    for make in (
        lambda: arena_vec.make("triad", None, wrappers),
        lambda: arena_vec.make_vec("triad", 2, num_threads=1, wrappers_settings=wrappers),
    ):
        try:
            make().close()
        except REJECTIONS as error:
            assert_names(error, bad, "stack_actions")  # stack_actions depends on add_last_action
