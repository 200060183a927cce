"""arena_vec.envpool.lives on hand-made batches: what a lost life does under each rule, and
that arrays given out are never written afterwards (the numpy state is copied on write)."""

from __future__ import annotations

import numpy as np

from arena_vec.envpool.lives import LifeState, Received, Rules, apply

NO = np.zeros(2, np.bool_)


def batch(opponent_wins: list[int], rows: object, elapsed: int = 5, truncated=NO) -> Received:
    ids = np.array([0, 1], np.int32)
    frame = np.zeros((2, 84, 84, 4), np.uint8)
    wins = np.array(opponent_wins, np.int16)[:, None]
    reward = np.array([-20.0, 3.0])
    return Received(frame, wins, reward, NO, truncated, ids, np.full(2, elapsed), rows)


def test_a_lost_life_ends_the_episode_then_a_no_op_step_with_reward_zero() -> None:
    rules = Rules(rounds_to_win=2, episodic_life=True, reward_clip=True, dm=True)
    state = LifeState.start(np, 2, 2)
    state, out = apply(np, rules, state, batch([1, 0], slice(None)))
    assert out.terminated.tolist() == [True, False]
    assert out.lives.tolist() == [1, 2]
    assert out.reward.tolist() == [-1.0, 1.0]
    assert out.info_reward.tolist() == [-20.0, 3.0]
    assert out.step_type.tolist() == [2, 1]
    assert state.reborn.tolist() == [True, False]
    state, out = apply(np, rules, state, batch([1, 0], slice(None)))
    assert out.reward.tolist() == [0.0, 1.0]  # the no-op step: EnvPool's reset step
    assert out.step_type.tolist() == [0, 1]
    assert out.discount.tolist() == [1.0, 1.0]
    assert state.reborn.tolist() == [False, False]


def test_a_truncation_with_a_lost_life_leaves_the_reset_to_the_pool() -> None:
    rules = Rules(rounds_to_win=2, episodic_life=True)
    truncated = np.array([True, False])
    state, out = apply(
        np, rules, LifeState.start(np, 2, 2), batch([1, 0], slice(None), 9, truncated)
    )
    assert out.terminated.tolist() == [True, False]
    assert state.reborn.tolist() == [False, False]


def test_zero_discount_on_life_loss_alone_keeps_the_episode_going() -> None:
    rules = Rules(rounds_to_win=2, zero_discount_on_life_loss=True, dm=True)
    _, out = apply(np, rules, LifeState.start(np, 2, 2), batch([1, 0], slice(None)))
    assert out.terminated.tolist() == [False, False]
    assert out.discount.tolist() == [0.0, 1.0]


def test_arrays_given_out_are_never_written_by_later_batches() -> None:
    rules = Rules(rounds_to_win=2, episodic_life=True)
    state = LifeState.start(np, 2, 2)
    state, first = apply(np, rules, state, batch([1, 1], slice(None)))
    given = first.lives.copy()
    state, _ = apply(np, rules, state, batch([0, 0], np.array([0, 1]), elapsed=0))
    np.testing.assert_array_equal(first.lives, given)
