"""A cell's rounds are the first N of its episodes in episode order, whichever envs played them
and in whichever order they finished; the scheduler hands out work and stops when all is done."""

from __future__ import annotations

import random

import pytest

from arena_vec.panel.rounds import Round
from arena_vec.panel.scheduler import Cell, Scheduler


def rounds_of(cell_key: int, episode: int) -> list[Round]:
    """A fixed list of rounds for (cell, episode): 1-4 rounds, each tagged by its origin."""
    count = 1 + (cell_key * 7 + episode * 3) % 4
    return [
        Round(1, 0, float(episode * 10 + k), k, False, (cell_key, episode)) for k in range(count)
    ]


def simulate(num_envs: int, cells: int, rounds: int, order_seed: int) -> list[list[Round]]:
    """Runs a scheduler with ``num_envs`` envs that advance one round at a time in a random
    order, free envs taking work whenever an episode ends; returns each cell's result."""
    scheduler = Scheduler([Cell(key, rounds) for key in range(cells)], min_rounds=2)
    rng = random.Random(order_seed)
    envs: list[list] = []  # the busy envs: [cell, episode, rounds played]

    def take_work() -> None:
        while len(envs) < num_envs and (work := scheduler.assign()) is not None:
            envs.append([*work, 0])

    take_work()
    while not scheduler.done:
        env = rng.choice(envs)
        cell, episode, played = env
        target = scheduler.cells[cell]
        script = rounds_of(cell, episode)
        if not target.done:
            target.add(episode, script[played])
            env[2] += 1
        if target.done or env[2] == len(script):
            target.end(episode)
            envs.remove(env)
            take_work()
    return [cell.result() for cell in scheduler.cells]


def expected(cells: int, rounds: int) -> list[list[Round]]:
    out = []
    for key in range(cells):
        played: list[Round] = []
        episode = 0
        while len(played) < rounds:
            played += rounds_of(key, episode)
            episode += 1
        out.append(played[:rounds])
    return out


@pytest.mark.parametrize(("num_envs", "order_seed"), [(1, 0), (3, 1), (16, 2), (64, 3)])
def test_results_are_the_first_rounds_in_episode_order(num_envs: int, order_seed: int) -> None:
    assert simulate(num_envs, cells=5, rounds=23, order_seed=order_seed) == expected(5, 23)


def test_an_unfinished_cell_has_no_result() -> None:
    cell = Cell("idle", 3)
    scheduler = Scheduler([cell], min_rounds=2)
    assert scheduler.assign() == (0, 0)
    cell.add(0, rounds_of(0, 0)[0])
    with pytest.raises(RuntimeError, match="cell 'idle' has not finished"):
        cell.result()


def test_a_cell_waits_for_earlier_episodes_and_ignores_later_ones() -> None:
    cell = Cell("x", 3)
    scheduler = Scheduler([cell], min_rounds=1)
    assert [scheduler.assign() for _ in range(3)] == [(0, 0), (0, 1), (0, 2)]
    assert scheduler.assign() is None  # three running episodes are expected to cover 3 rounds
    late = Round(-1, 0, 0.0, 1, False, (0, 2))
    for _ in range(3):
        cell.add(2, late)
    assert not cell.done  # episodes 0 and 1 come first
    cell.add(0, Round(1, 0, 0.0, 1, False, (0, 0)))
    cell.end(0)
    cell.add(1, Round(1, 0, 0.0, 1, False, (0, 1)))
    cell.add(1, Round(0, 0, 0.0, 1, False, (0, 1)))
    assert cell.done
    assert [r.characters for r in cell.result()] == [(0, 0), (0, 1), (0, 1)]
    assert scheduler.done
    assert scheduler.assign() is None


def test_free_envs_go_to_the_first_cell_that_needs_episodes() -> None:
    first, second = Cell("a", 4), Cell("b", 4)
    scheduler = Scheduler([first, second], min_rounds=2)
    # Two running episodes of 2 rounds each are expected to cover the first cell's 4 rounds.
    assert [scheduler.assign() for _ in range(3)] == [(0, 0), (0, 1), (1, 0)]
