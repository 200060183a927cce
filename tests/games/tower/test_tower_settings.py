"""tower's episode setting `tower` (DIAMBRA's umk3 name and range): 1-4 sets the 1P ladder's
length to 7 + tower stages, None draws it at every reset (reported in info["settings"]), and every
other value is refused with a DIAMBRA-style message naming the setting, the value and the range;
games without a tower accept only the default, 3."""

from __future__ import annotations

import pytest
from tower_duel import needs_native

from arena_vec.fighting.env import make
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings

pytestmark = needs_native


@pytest.mark.parametrize("tower", [1, 2, 3, 4])
def test_tower_sets_the_ladder_length(tower: int) -> None:
    env = make("tower", EnvironmentSettings(include_frame=False, tower=tower))
    _, info = env.reset(seed=0)
    assert info["settings"]["tower"] == tower
    assert info["engine"]["n_stages"] == 7 + tower == game_info("tower").ladder_stages(tower)


def test_default_is_three_and_none_draws_every_value() -> None:
    env = make("tower", EnvironmentSettings(include_frame=False))
    _, info = env.reset(seed=0)
    assert info["settings"]["tower"] == 3
    env = make("tower", EnvironmentSettings(include_frame=False, tower=None))
    drawn = set()
    for seed in range(40):
        _, info = env.reset(seed=seed)
        drawn.add(info["settings"]["tower"])
        assert info["engine"]["n_stages"] == 7 + info["settings"]["tower"]
    assert drawn == {1, 2, 3, 4}


@pytest.mark.parametrize("value", [0, 5, -1, True, 2.0, "3"])
def test_bad_tower_values_are_refused(value: object) -> None:
    with pytest.raises(ValueError, match=r"tower=.* is invalid: allowed None \(drawn at every"):
        make("tower", EnvironmentSettings(tower=value))
    env = make("tower", EnvironmentSettings(include_frame=False))
    with pytest.raises(ValueError, match=r"tower=.* is invalid"):
        env.reset(seed=0, options={"tower": value})


@pytest.mark.parametrize("value", [None, 1, 4])
def test_games_without_a_tower_keep_the_default(value: object) -> None:
    with pytest.raises(ValueError, match=r"tower=.* is invalid: allowed 3, the default"):
        make("triad", EnvironmentSettings(tower=value))
