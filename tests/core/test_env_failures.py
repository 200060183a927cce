"""An env that fails on a worker: every error raised about it (from recv, step or a later send)
is an EnvError carrying the env's id and its own message, and the failed env must be part of
the reset that continues the pool; a reset_mask that leaves it out is refused."""

from __future__ import annotations

import numpy as np
import pytest

import arena_vec


def fail_env_0(envs) -> arena_vec.EnvError:
    """Steps env 0 (only) of a freshly reset async pool into its injected failure."""
    envs.async_reset()
    ids = sorted(int(envs.recv()[4]["env_id"][0]) for _ in range(envs.num_envs))
    assert ids == list(range(envs.num_envs))
    for _ in range(2):
        envs.send(np.zeros(1, dtype=np.int64), np.array([0]))
        envs.recv()
    envs.send(np.zeros(1, dtype=np.int64), np.array([0]))
    with pytest.raises(arena_vec.EnvError) as failure:
        envs.recv()
    return failure.value


@pytest.fixture
def failing():
    envs = arena_vec.make_vec(
        "dummy", 3, batch_size=1, num_threads=2, seed=0, fail_at_step=3, episode_length=50
    )
    yield envs
    envs.close()


def test_failure_carries_env_id_and_the_envs_own_message(failing) -> None:
    failure = fail_env_0(failing)
    assert failure.env_id == 0
    assert str(failure).startswith("env 0: dummy: injected failure at step 3")
    # Sending to a healthy env afterwards raises the same failure, not a bare RuntimeError.
    with pytest.raises(arena_vec.EnvError, match="env 0: dummy: injected failure") as again:
        failing.send(np.zeros(1, dtype=np.int64), np.array([1]))
    assert again.value.env_id == 0
    with pytest.raises(arena_vec.EnvError, match="a reset_mask must include this env"):
        failing.step(np.zeros(1, dtype=np.int64))


@pytest.mark.parametrize("is_async", [False, True])
def test_reset_mask_that_leaves_out_the_failed_env_is_refused(failing, is_async: bool) -> None:
    fail_env_0(failing)
    without = {"reset_mask": np.array([False, True, True])}
    reset = failing.async_reset if is_async else failing.reset
    with pytest.raises(ValueError, match=r"reset_mask leaves out env 0, which failed \(dummy: "):
        reset(options=without)
    with pytest.raises(ValueError, match="must be reset before it is stepped again"):
        failing.reset(options=without)
    # Including it continues the pool; env 0 starts a fresh episode (an async pool's reset
    # returns batch_size rows: here env 0 alone).
    obs, info = failing.reset(options={"reset_mask": np.array([True, False, False])})
    assert info["env_id"].tolist() == [0]
    assert obs["counters"][:, 0].tolist() == [0]
    failing.send(np.zeros(1, dtype=np.int64), np.array([0]))
    obs, *_ = failing.recv()
    assert obs["counters"][0, 0] == 1


def test_sync_pool_failure_and_masked_reset() -> None:
    envs = arena_vec.make_vec("dummy", 2, num_threads=2, seed=0, fail_at_step=2)
    envs.reset()
    envs.step(np.zeros(2, dtype=np.int64))
    with pytest.raises(arena_vec.EnvError, match="injected failure at step 2") as failure:
        envs.step(np.zeros(2, dtype=np.int64))
    left_out = np.array([failure.value.env_id != 0, failure.value.env_id != 1])
    with pytest.raises(ValueError, match=f"leaves out env {failure.value.env_id}, which failed"):
        envs.reset(options={"reset_mask": left_out})
    obs, _ = envs.reset()
    assert obs["counters"][:, 0].tolist() == [0, 0]
    envs.close()
