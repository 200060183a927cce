"""The round-robin schedule (side-swapped pairs of fights) and the ratings (openskill in
order, Elo by maximum likelihood with 95% intervals)."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec.league.ratings import elo_ratings, openskill_ratings
from arena_vec.league.schedule import round_robin


def test_every_pair_plays_side_swapped_pairs_of_fights() -> None:
    fights = round_robin(4, fights_per_pair=6, n_characters=8, seed=1)
    assert len(fights) == 6 * 6
    assert [f.index for f in fights] == list(range(36))
    for first, second in zip(fights[0::2], fights[1::2], strict=True):
        assert (first.p1, first.p2) == (second.p2, second.p1)
        assert first.characters == second.characters
        assert first.seed == second.seed
    pairs = {tuple(sorted((f.p1, f.p2))) for f in fights}
    assert pairs == {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)}
    assert round_robin(4, 6, 8, seed=1) == fights
    assert round_robin(4, 6, 8, seed=2) != fights


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((1, 2, 8, 0), r"players \(count\)=1"),
        ((3, 3, 8, 0), "an even number"),
        ((3, 0, 8, 0), "fights_per_pair=0"),
    ],
)
def test_bad_schedules(args: tuple, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        round_robin(*args)


def test_elo_orders_players_and_narrows_with_more_games() -> None:
    few = elo_ratings(3, [(0, 1, 1.0), (1, 2, 1.0), (0, 2, 1.0)])
    many = elo_ratings(3, [(0, 1, 1.0), (1, 2, 1.0), (0, 2, 1.0), (1, 0, 0.0)] * 20)
    assert few.rating[0] > few.rating[1] > few.rating[2]
    assert np.mean(few.rating) == pytest.approx(1500.0)
    assert (many.interval < few.interval).all()
    even = elo_ratings(2, [(0, 1, 0.5)] * 10)
    assert even.rating[0] == pytest.approx(even.rating[1])


def test_elo_does_not_depend_on_order_and_openskill_ranks_the_winner() -> None:
    results = [(0, 1, 1.0), (1, 2, 0.5), (2, 0, 0.0), (1, 0, 0.0)] * 5
    assert np.allclose(elo_ratings(3, results).rating, elo_ratings(3, results[::-1]).rating)
    skill, ordinal = openskill_ratings(3, results)
    assert skill.rating[0] > skill.rating[1]
    assert skill.rating[0] > skill.rating[2]
    assert ordinal[0] == pytest.approx(skill.rating[0] - 3 * skill.interval[0] / 1.959964)
    with pytest.raises(ValueError, match="model='Glicko' is not allowed"):
        openskill_ratings(3, results, model="Glicko")
