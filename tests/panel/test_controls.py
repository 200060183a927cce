"""Facing-relative controls: directions per side, attack indices and the move facts read from the
game file."""

from __future__ import annotations

import copy
import dataclasses

import numpy as np
import pytest

from arena_vec.fighting.games import game_info
from arena_vec.policies.controls import HIT_LEVELS, MOVE_KINDS, RELATIVE_MOVES, Controls

SIDES = np.array([0, 1])


@pytest.mark.parametrize(
    ("relative", "left_side", "right_side"),
    [
        ("neutral", "NoMove", "NoMove"),
        ("forward", "Right", "Left"),
        ("back", "Left", "Right"),
        ("up_forward", "UpRight", "UpLeft"),
        ("down_back", "DownLeft", "DownRight"),
        ("up", "Up", "Up"),
        ("down", "Down", "Down"),
    ],
)
def test_relative_direction_depends_on_the_side(
    controls: Controls, relative: str, left_side: str, right_side: str
) -> None:
    moves = controls.game.moves
    assert controls.move(relative, SIDES).tolist() == [
        moves.index(left_side),
        moves.index(right_side),
    ]


def test_every_relative_direction_is_a_distinct_move(controls: Controls) -> None:
    for side in (0, 1):
        sides = np.full(len(RELATIVE_MOVES), side)
        absolute = controls.moves(np.arange(len(RELATIVE_MOVES)), sides)
        assert sorted(absolute.tolist()) == list(range(9))


def test_attack_indices_follow_the_game_table(controls: Controls) -> None:
    assert controls.attack("NoAttack") == 0
    assert controls.attack("Kick") == controls.game.attack_labels().index("Kick")
    assert controls.attack_of(["Punch", "Hold"]) == controls.attack("Hold+Punch")


def test_bad_names_say_what_is_allowed(controls: Controls) -> None:
    with pytest.raises(ValueError, match=r"direction='sideways' is not allowed; use one of"):
        controls.move("sideways", SIDES)
    with pytest.raises(ValueError, match=r"attack='Slap' is not allowed; use one of"):
        controls.attack("Slap")
    with pytest.raises(ValueError, match=r"buttons=\['Slap'\] match no attack"):
        controls.attack_of(["Slap"])


def test_a_game_without_the_nine_directions_is_refused() -> None:
    game = dataclasses.replace(game_info("triad"), moves=("NoMove", "Left", "Right"))
    with pytest.raises(ValueError, match=r"moves=\['NoMove', 'Left', 'Right'\] is not supported"):
        Controls(game)


def test_move_facts_and_special_buttons_match_the_game_file(controls: Controls) -> None:
    for c, character in enumerate(controls.game.raw["characters"]):
        for m, move in enumerate(character["moves"]):
            assert MOVE_KINDS[controls.move_kind[c, m]] == move["kind"]
            assert HIT_LEVELS[controls.move_level[c, m]] == move.get("level", "mid")
            assert controls.move_reach[c, m] == move.get("reach", 0)
        for k, motion in enumerate(("qcf", "dp")):
            own = [m["buttons"] for m in character["moves"] if m.get("motion") == motion]
            if own:
                assert controls.special[c, k] == controls.attack_of(own[0])
    assert (controls.move_kind[:, -1] >= -1).all()


def test_a_character_without_a_special_gets_the_usual_buttons_for_its_motion() -> None:
    game = game_info("triad")
    raw = copy.deepcopy(dict(game.raw))
    for character in raw["characters"]:
        character["moves"] = [m for m in character["moves"] if m.get("motion") != "qcf"]
    raw["characters"][0]["moves"] = [
        m for m in raw["characters"][0]["moves"] if m.get("motion") != "dp"
    ]
    controls = Controls(dataclasses.replace(game, raw=raw))
    assert controls.special[:, 0].tolist() == [0] * len(game.characters)  # nobody has a qcf
    assert controls.attack_labels[controls.special[0, 1]] == "Kick"  # most dragon punches
