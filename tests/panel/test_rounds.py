"""Round bookkeeping from DIAMBRA's signals, for both ways a game may show a round's end: the
step with round_done already showing the next round (win counts restarted after a stage), or
still showing the finished round."""

from __future__ import annotations

import numpy as np

from arena_vec.panel.rounds import Round, RoundTracker

FULL_CLOCK_STEPS = 40 * 60 // 6  # triad: 40 s at 60 frames/s, 6 frames per step


def batch(
    wins: list[tuple[int, int]],
    health: list[tuple[int, int]] | None = None,
    characters: list[tuple[int, int]] | None = None,
) -> dict:
    n = len(wins)
    health = health or [(208, 208)] * n
    characters = characters or [(0, 1)] * n
    return {
        player: {
            "wins": np.array([[w[k]] for w in wins], dtype=np.int16),
            "health": np.array([[h[k]] for h in health], dtype=np.int16),
            "character": np.array([c[k] for c in characters], dtype=np.int16),
        }
        for k, player in enumerate(("P1", "P2"))
    }


def flags(
    round_done: list[bool], stage: list[bool] | None = None, game: list[bool] | None = None
) -> dict:
    n = len(round_done)
    return {
        "round_done": np.array(round_done),
        "stage_done": np.array(stage or [False] * n),
        "game_done": np.array(game or [False] * n),
    }


def finish(
    previous: dict, steps: int, final: dict, info: dict, reward: float = 1.0
) -> tuple[np.ndarray, list[Round]]:
    """Starts every env on ``previous``, plays ``steps - 1`` quiet steps, then the final one."""
    n = len(info["round_done"])
    tracker = RoundTracker(n, step_ratio=6, timer_seconds=40)
    tracker.start(np.arange(n), previous)
    for _ in range(steps - 1):
        rows, _ = tracker.update(previous, np.full(n, reward), flags([False] * n))
        assert len(rows) == 0
    return tracker.update(final, np.full(n, reward), info)


def test_a_rising_win_count_names_the_rounds_winner() -> None:
    rows, rounds = finish(
        batch([(0, 0), (1, 0), (0, 0)]),
        10,
        batch([(1, 0), (1, 1), (1, 1)], characters=[(3, 4)] * 3),
        flags([True, True, True]),
    )
    assert rows.tolist() == [0, 1, 2]
    assert [r.outcome for r in rounds] == [1, -1, 0]  # the last one: both scored (a draw)
    assert [r.fight for r in rounds] == [0, 0, 0]
    assert rounds[0].steps == 10
    assert rounds[0].reward == 10.0
    assert rounds[0].characters == (0, 1)  # the round's fighters, not the next observation's


def test_a_deciding_round_whose_counts_restarted_is_read_from_the_flags() -> None:
    _, rounds = finish(
        batch([(1, 0), (1, 1)]),
        50,
        batch([(0, 0), (0, 0)]),
        flags([True, True], stage=[True, False], game=[False, True]),
    )
    assert [(r.outcome, r.fight) for r in rounds] == [(1, 1), (-1, -1)]


def test_a_deciding_round_still_on_screen_is_read_from_the_counts() -> None:
    _, rounds = finish(
        batch([(1, 1), (1, 1), (0, 1)]),
        50,
        batch([(2, 1), (2, 2), (0, 2)], health=[(40, 0), (9, 9), (0, 100)]),
        flags([True] * 3, stage=[True, False, False], game=[False, True, True]),
    )
    assert [(r.outcome, r.fight) for r in rounds] == [(1, 1), (0, -1), (-1, -1)]


def test_time_over_needs_the_full_clock_and_no_knocked_out_fighter() -> None:
    start = batch([(0, 0)] * 3)
    _, rounds = finish(
        start,
        FULL_CLOCK_STEPS,
        batch([(1, 0)] * 3, health=[(208, 208), (50, 20), (50, 0)]),
        flags([True] * 3),
    )
    assert [r.time_over for r in rounds] == [True, True, False]
    _, early = finish(batch([(0, 0)]), FULL_CLOCK_STEPS - 1, batch([(1, 0)]), flags([True]))
    assert not early[0].time_over


def test_the_next_round_starts_from_zero() -> None:
    tracker = RoundTracker(1, step_ratio=6, timer_seconds=40)
    tracker.start(np.arange(1), batch([(0, 0)]))
    tracker.update(batch([(0, 0)]), np.array([5.0]), flags([False]))
    tracker.update(batch([(1, 0)]), np.array([7.0]), flags([True]))
    rows, rounds = tracker.update(batch([(1, 1)]), np.array([-3.0]), flags([True]))
    assert rows.tolist() == [0]
    assert rounds == [Round(-1, 0, -3.0, 1, False, (0, 1))]
