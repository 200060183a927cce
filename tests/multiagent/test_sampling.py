"""Sampling rules: AlphaStar's PFSP weights, uniform, user rules, seeded draws, refusals."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec.multiagent.sampling import Record, Sampler, make_rule, pfsp_weights


def test_pfsp_weightings() -> None:
    p = np.array([0.1, 0.5, 0.9])
    assert np.allclose(pfsp_weights(p, None, "hard", 2.0), [0.81, 0.25, 0.01])
    assert np.allclose(pfsp_weights(p, None, "variance"), [0.09, 0.25, 0.09])


def test_record_estimates_win_probability_with_an_even_prior() -> None:
    record = Record(2)
    assert record.p_win().tolist() == [0.5, 0.5]
    record.add(0, 1.0)
    record.add(0, 0.5)
    assert record.p_win()[0] == pytest.approx(2.0 / 3.0)
    record.grow()
    assert record.p_win().tolist()[2] == 0.5


def test_draws_are_seeded_and_follow_the_rule() -> None:
    a = Sampler("uniform", 4, seed=3).draw(100)
    b = Sampler("uniform", 4, seed=3).draw(100)
    assert np.array_equal(a, b)
    assert set(a.tolist()) == {0, 1, 2, 3}
    only_last = Sampler(lambda p, games: np.array([0.0, 0.0, 1.0]), 3, seed=0).draw(50)
    assert set(only_last.tolist()) == {2}


@pytest.mark.parametrize(
    ("rule", "options", "message"),
    [
        ("softmax", {}, "sampling='softmax' is not allowed"),
        ("pfsp", {"weighting": "easy"}, "weighting='easy' is not allowed"),
        ("pfsp", {"p": 0}, "p=0 is not allowed"),
    ],
)
def test_bad_rules(rule: str, options: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_rule(rule, **options)


@pytest.mark.parametrize("weights", [np.array([1.0, -1.0]), np.array([1.0]), np.array([np.nan, 1])])
def test_bad_rule_outputs(weights: np.ndarray) -> None:
    with pytest.raises(ValueError, match="sampling rule returned"):
        Sampler(lambda p, games: weights, 2, seed=0).draw(1)
    with pytest.raises(ValueError, match="sampling rule raised KeyError"):
        Sampler(lambda p, games: {}["x"], 2, seed=0).draw(1)
