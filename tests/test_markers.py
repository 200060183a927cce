"""The markers tests/conftest.py sets, which decide what CI runs on 3.10 and 3.13: a test of a
game other than triad (the reference game) is ``other_games`` (by its parameters), the reference game's
is not."""

from __future__ import annotations

import pytest

from arena_vec.fighting.games import all_games


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_other_games_marks_every_game_but_the_reference(
    game_id: str, request: pytest.FixtureRequest
) -> None:
    marked = request.node.get_closest_marker("other_games") is not None
    assert marked == (game_id != "triad")  # tests/conftest.py's REFERENCE_GAME
