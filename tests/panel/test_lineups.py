"""The panel matrix's lineups (arena_vec/panel/lineups.py): a one-on-one game's characters, a
team game's teams without homonym pairs, and each round's sides told apart from the RAM."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec.fighting.games import game_info
from arena_vec.panel.lineups import lineups


def test_a_one_on_one_game_lines_up_its_characters() -> None:
    info = game_info("parry")
    sides = lineups(info)
    assert sides.labels == info.characters
    assert sides.settings == info.characters
    obs = {p: {"character": np.array([[2], [5]])} for p in ("P1", "P2")}
    assert sides.identify(obs).tolist() == [[2, 2], [5, 5]]


def test_a_team_game_lines_up_every_team_without_homonyms() -> None:
    info = game_info("tagduo")
    sides = lineups(info)
    n = len(info.characters)
    assert len(sides.labels) == n * (n - 1) // 2 - 1  # every pair but Bruin+Ursa
    assert "Bruin+Ursa" not in sides.labels
    assert sides.settings[0] == ("Kaito", "Vesna")
    obs = {
        "P1": {"character_1": np.array([1, 4]), "character_2": np.array([0, 6])},
        "P2": {"character_1": np.array([6, 7]), "character_2": np.array([4, 3])},
    }
    found = sides.identify(obs)  # a team is the same whichever member is listed first
    assert [sides.labels[i] for i in found[:, 0]] == ["Kaito+Vesna", "Bruin+Rook"]
    assert [sides.labels[i] for i in found[:, 1]] == ["Bruin+Rook", "Mei+Sable"]


def test_every_pair_of_members_is_its_team_or_none() -> None:
    """Every ordered pair of tagduo characters, in one batch: its team's index (the members
    sorted, as the labels list them), -1 for a homonym pair or a character twice."""
    info = game_info("tagduo")
    sides = lineups(info)
    n = len(info.characters)
    first, second = (a.reshape(-1) for a in np.meshgrid(np.arange(n), np.arange(n)))
    obs = {p: {"character_1": first, "character_2": second} for p in ("P1", "P2")}
    found = sides.identify(obs)
    for a, b, index in zip(first, second, found[:, 0], strict=True):
        label = "+".join(info.characters[c] for c in sorted((a, b)))
        expected = sides.labels.index(label) if label in sides.labels else -1
        assert index == expected, (a, b)
    assert (found[:, 1] == found[:, 0]).all()


def test_a_team_of_three_lines_up_every_three_in_any_order() -> None:
    info = game_info("trio")
    sides = lineups(info)
    n = len(info.characters)
    assert len(sides.labels) == n * (n - 1) * (n - 2) // 6  # no homonyms: every three
    assert sides.settings[0] == ("Kenji", "Asuka", "Brann")
    obs = {
        "P1": {f"character_{k}": np.array([v]) for k, v in zip((1, 2, 3), (2, 0, 1), strict=True)},
        "P2": {f"character_{k}": np.array([v]) for k, v in zip((1, 2, 3), (14, 3, 7), strict=True)},
    }
    found = sides.identify(obs)
    assert [sides.labels[i] for i in found[0]] == ["Kenji+Asuka+Brann", "Lira+Suki+Koji"]


def test_a_lineup_is_found_by_name_in_any_order() -> None:
    sides = lineups(game_info("trio"))
    assert sides.index("Kenji+Asuka+Brann") == 0
    assert sides.index("Brann+Kenji+Asuka") == 0
    assert lineups(game_info("parry")).index(game_info("parry").characters[3]) == 3


@pytest.mark.parametrize(
    ("game", "label", "message"),
    [
        ("tagduo", "Bruin+Ursa", r"'Bruin\+Ursa' is not allowed; expected 2 different characters"),
        ("tagduo", "Kaito+Kaito", r"'Kaito\+Kaito' is not allowed"),
        ("tagduo", "Kaito", r"'Kaito' is not allowed; expected 2 different characters joined"),
        ("tagduo", "Kaito+Nobody", r"'Kaito\+Nobody' is not allowed; .* of \['Kaito', 'Vesna'"),
        ("trio", "Kenji+Asuka", r"'Kenji\+Asuka' is not allowed; expected 3 different"),
        ("parry", "Nobody", r"'Nobody' is not allowed; expected a character of \["),
    ],
)
def test_a_name_that_is_no_lineup_is_refused(game: str, label: str, message: str) -> None:
    with pytest.raises(ValueError, match="matrix_lineups: " + message):
        lineups(game_info(game)).index(label)
