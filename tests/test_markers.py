"""The markers tests/conftest.py sets, which decide what CI runs on 3.10 and 3.13: a test of a
game other than triad (the reference game) is ``other_games`` (by its parameters), the reference
game's is not; every case of a parametrized test but its first (its reference game's, where the
cases name games) is ``sweep``."""

from __future__ import annotations

import pytest

from arena_vec.fighting.games import all_games


def marked(request: pytest.FixtureRequest, name: str) -> bool:
    return request.node.get_closest_marker(name) is not None


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_other_games_marks_every_game_but_the_reference(
    game_id: str, request: pytest.FixtureRequest
) -> None:
    assert marked(request, "other_games") == (game_id != "triad")  # conftest's REFERENCE_GAME
    # The reference game's case is the one every Python version runs, though it is not first.
    assert marked(request, "sweep") == (game_id != "triad")


@pytest.mark.parametrize("case", ["first", "second", "third"])
def test_sweep_marks_every_case_but_the_first(case: str, request: pytest.FixtureRequest) -> None:
    assert marked(request, "sweep") == (case != "first")


def test_a_test_without_parameters_is_no_sweep(request: pytest.FixtureRequest) -> None:
    assert not marked(request, "sweep")
