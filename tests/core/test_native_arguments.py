"""Every argument of the native entry points (BatchPool construction, reset, send, step, recv,
render, get_state, set_state, game_spec, snapshot_info) is range-checked: a bad value raises
ValueError or TypeError naming the argument, the value and what is allowed, in a short message;
no pybind11 cast message ("Unable to cast", "incompatible function arguments", which printed
the whole game config) ever reaches the user."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import arena_vec
from arena_vec import _native

HUGE = 2**64 - 1
BASE = {
    "game": "dummy",
    "config": {"episode_length": 5},
    "num_envs": 2,
    "batch_size": None,
    "num_threads": 1,
    "thread_affinity_offset": -1,
    "autoreset_mode": "next_step",
    "seed": 0,
    "spin_ns": 0,
}


def check_refusal(call: Callable[[], object], error: type, *fragments: str) -> None:
    with pytest.raises((ValueError, TypeError)) as refused:
        call()
    message = str(refused.value)
    assert isinstance(refused.value, error), message
    for fragment in fragments:
        assert fragment in message
    assert len(message) < 300
    assert "cast" not in message
    assert "incompatible" not in message


@pytest.mark.parametrize(
    ("argument", "value", "error", "fragment"),
    [
        ("game", 5, TypeError, "game must be a str, got int"),
        ("game", "x" * 10_000, ValueError, "unknown env_id 'xxxxx"),
        ("config", {"episode_length": 2**70}, ValueError, "'episode_length' = 1180"),
        ("config", {1: 2}, ValueError, "keys must be str, got 1"),
        ("config", {"episode_length": object()}, ValueError, "'episode_length': cannot pass"),
        ("num_envs", 2**40, ValueError, "num_envs=1099511627776 is not allowed; expected an int"),
        ("num_envs", 0, ValueError, "num_envs=0 is not allowed; expected an int in 1..1048576"),
        ("num_envs", 2.0, ValueError, "num_envs=2.0 is not allowed"),
        ("num_envs", True, ValueError, "num_envs=True is not allowed"),
        ("num_envs", [1] * 1000, ValueError, "num_envs=[1, 1, 1"),
        ("batch_size", 3, ValueError, "batch_size=3 is not allowed; expected an int in 1..2"),
        ("batch_size", 0, ValueError, "batch_size=0 is not allowed"),
        ("batch_size", np.uint64(HUGE), ValueError, "batch_size=np.uint64(18446744073709551615)"),
        ("num_threads", 2**40, ValueError, "num_threads=1099511627776 is not allowed"),
        ("num_threads", -1, ValueError, "expected an int in 0..1024 (0 = choose for this host)"),
        ("thread_affinity_offset", 2**31, ValueError, "thread_affinity_offset=2147483648"),
        ("thread_affinity_offset", -2, ValueError, "expected an int in -1..1023 (-1 = off)"),
        ("autoreset_mode", 3, TypeError, "autoreset_mode must be a str, got int"),
        ("autoreset_mode", "y" * 500, ValueError, "autoreset_mode='yyy"),
        ("seed", HUGE, ValueError, "seed=18446744073709551615 is not allowed; expected an int "),
        ("seed", -1, ValueError, "seed=-1 is not allowed"),
        ("seed", 2**64, ValueError, "seed=18446744073709551616 is not allowed"),
        ("seed", np.bool_(True), ValueError, "seed=np.True_ is not allowed"),
        ("spin_ns", 2**62, ValueError, "spin_ns=4611686018427387904 is not allowed"),
    ],
)
def test_construction_arguments(argument: str, value, error: type, fragment: str) -> None:
    check_refusal(lambda: _native.BatchPool(**{**BASE, argument: value}), error, fragment)


def test_a_call_of_the_wrong_shape_does_not_print_the_config() -> None:
    config = {"episode_length": 5, "padding": ["x" * 100] * 1000}
    check_refusal(
        lambda: _native.BatchPool("dummy", config, 2, colour="red"),
        TypeError,
        "BatchPool(game, config, num_envs,",
        "got 3 positional argument(s) and keyword(s) ['colour']",
    )
    check_refusal(lambda: _native.BatchPool(*[0] * 11), TypeError, "got 11 positional")


def test_largest_seed_that_fits_every_env() -> None:
    pool = _native.BatchPool(**{**BASE, "seed": HUGE - 1})  # env 1 gets 2**64 - 1
    pool.close()
    with pytest.raises(ValueError, match=r"expected an int in 0\.\.18446744073709551614$"):
        _native.BatchPool(**{**BASE, "seed": HUGE})


@pytest.fixture
def pool():
    native = _native.BatchPool(**{**BASE, "batch_size": 1})
    native.reset(async_=True)
    native.recv()
    yield native
    native.close()


ACTION = np.zeros(1, dtype=np.int64)


@pytest.mark.parametrize(
    ("call", "error", "fragments"),
    [
        (
            lambda p: p.send(ACTION, np.array([2**63], dtype=np.uint64)),
            ValueError,
            ("env_ids[0] = 9223372036854775808 is out of range 0..1",),
        ),
        (lambda p: p.send(ACTION, np.array([-1])), ValueError, ("env_ids[0] = -1",)),
        (
            lambda p: p.send(ACTION, np.array([0.5])),
            TypeError,
            ("env_ids must be a 1-D integer array, got an array of dtype float64",),
        ),
        (lambda p: p.send(ACTION, list(range(10**6))), ValueError, ("env_ids[2] = 2",)),
        (lambda p: p.send(ACTION, [[0]]), TypeError, ("env_ids must be a 1-D integer array",)),
        (lambda p: p.send(ACTION, "0"), TypeError, ("env_ids must be a 1-D integer array",)),
        (
            lambda p: p.send(np.array([2**63], dtype=np.uint64), np.array([0])),
            ValueError,
            ("action[0] = (too large) for env 0 is out of range",),
        ),
        (lambda p: p.send(np.zeros(1), np.array([0])), TypeError, ("integer dtype, got float64",)),
        (
            lambda p: p.step(ACTION, np.array([HUGE], dtype=np.uint64)),
            ValueError,
            ("env_ids[0] = 18446744073709551615",),
        ),
        (lambda p: p.reset(seeds=[HUGE + 1, 0]), ValueError, ("seed[0]=18446744073709551616",)),
        (lambda p: p.reset(seeds=[0, -1]), ValueError, ("seed[1]=-1 is not allowed",)),
        (lambda p: p.reset(seeds=5), TypeError, ("seeds must be None or one int per env",)),
        (lambda p: p.reset(seeds=[0]), ValueError, ("seed: expected one seed per env (2)",)),
        (lambda p: p.reset(mask=[1, 0]), TypeError, ("reset_mask[0] must be a bool, got int",)),
        (lambda p: p.reset(mask=3), TypeError, ("reset_mask must be None or one bool per env",)),
        (lambda p: p.reset(options=[3, None]), TypeError, ("options[0] must be a dict or None",)),
        (lambda p: p.reset(options={"a": 1}), TypeError, ("options must be None or a list",)),
        (lambda p: p.reset(async_=1), TypeError, ("async_ must be a bool",)),
        (lambda p: p.get_state(2**40), ValueError, ("env_id=1099511627776 is not allowed",)),
        (lambda p: p.get_state(np.uint64(HUGE)), ValueError, ("env_id=np.uint64(",)),
        (lambda p: p.set_state(-1, b""), ValueError, ("env_id=-1 is not allowed; expected an",)),
        (lambda p: p.set_state(0, "state"), TypeError, ("state must be bytes",)),
        (lambda p: p.render(np.array([5])), ValueError, ("env_ids[0] = 5 is out of range 0..1",)),
        (lambda p: _native.game_spec(5), TypeError, ("name must be a str, got int",)),
        (
            lambda p: _native.game_spec("dummy", {"num_actions": 2**64}),
            ValueError,
            ("'num_actions' = 18446744073709551616 does not fit in a 64-bit integer",),
        ),
        (lambda p: _native.snapshot_info(b"AVSNAP"), ValueError, ("snapshot is truncated",)),
    ],
)
def test_call_arguments(pool, call, error: type, fragments: tuple[str, ...]) -> None:
    check_refusal(lambda: call(pool), error, *fragments)
    # A refused call changes nothing: the pool still steps.
    received = pool.step(ACTION)
    assert received[3].shape == (1,)


@pytest.mark.parametrize(
    "call",
    [
        lambda: arena_vec.make_vec("dummy", 2, num_threads=2**40),
        lambda: arena_vec.make_vec("dummy", 2**40),
        lambda: arena_vec.make_vec("dummy", 2, thread_affinity_offset=2**40),
        lambda: arena_vec.make_vec("dummy", 2, seed=2**64),
        lambda: arena_vec.make_vec("triad", 2, num_threads=2**40),
        lambda: arena_vec.make_vec("dummy", 2).reset(seed=2**64 - 1),
        lambda: arena_vec.make_vec("dummy", 2).reset(seed=[0, 2**64]),
        lambda: arena_vec.make("triad").reset(seed=2**64),
    ],
)
def test_front_ends_pass_no_cast_message_through(call) -> None:
    check_refusal(call, ValueError, "is not allowed")


def test_front_end_seed_range_allows_every_env_seed_up_to_2_64_minus_1() -> None:
    envs = arena_vec.make_vec("dummy", 2, seed=0)
    _, info = envs.reset(seed=2**64 - 2)  # env 1 gets 2**64 - 1
    assert info["env_id"].tolist() == [0, 1]
    envs.close()
