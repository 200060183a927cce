"""Motion specials of every fighting game at every step_ratio 1-6, one parametrized suite: each
game's quarter circles, dragon punches and charges, entered one direction per step with the
button on the last, start the move the game's TOML names (read back through the
"engine.p1_move" info leaf). The cases are data: per game, the character, the move, the
directions and the button."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from fighting_harness import attack_of, duel_of, game_data, needs_native

# Absolute move indices; P1 starts on the left facing right.
NONE, LEFT, UP, RIGHT, DOWN_RIGHT, DOWN, DOWN_LEFT = 0, 1, 3, 5, 6, 7, 8
CHARGE_FRAMES = 44  # a charge held a little over the 40 frames it needs


@dataclass(frozen=True)
class Special:
    """``name`` of character ``character``: ``lead`` directions one a step (a charge holds its
    one direction CHARGE_FRAMES frames), then ``last`` with ``button``."""

    character: int
    name: str
    lead: tuple[int, ...]
    last: int
    button: str
    charge: bool = False

    def directions(self, step_ratio: int) -> tuple[int, ...]:
        return self.lead * -(-CHARGE_FRAMES // step_ratio) if self.charge else self.lead

    def __str__(self) -> str:
        return f"{self.character}-{self.name}"


QCF, DP, QCB = (DOWN, DOWN_RIGHT), (RIGHT, DOWN), (DOWN, DOWN_LEFT)


def _moves(game: str, character: int) -> list[dict]:
    return game_data(game)["characters"][character]["moves"]


def _ronin_specials() -> list[Special]:
    """Every ronin character's sword wave (its projectile) and rising slash (its dragon punch)."""
    specials = []
    for character in range(len(game_data("ronin")["characters"])):
        moves = _moves("ronin", character)
        wave = next(m["name"] for m in moves if m["kind"] == "projectile")
        rising = next(m["name"] for m in moves if m.get("motion") == "dp")
        specials += [Special(character, wave, QCF, RIGHT, "WS")]
        specials += [Special(character, rising, DP, DOWN_RIGHT, "MS")]
    return specials


def _single_button_specials(game: str) -> list[Special]:
    """Every character's quarter circles and dragon punches pressed with one button."""
    leads = {"qcf": (QCF, RIGHT), "qcb": (QCB, LEFT), "dp": (DP, DOWN_RIGHT)}
    return [
        Special(character, move["name"], *leads[move["motion"]], move["buttons"][0])
        for character in range(len(game_data(game)["characters"]))
        for move in _moves(game, character)
        if move.get("motion") in leads and len(move["buttons"]) == 1
    ]


SPECIALS: dict[str, list[Special]] = {
    "parry": [
        Special(0, "Projectile", QCF, RIGHT, "HP"),
        Special(0, "Rising Strike", DP, DOWN_RIGHT, "HK"),
        Special(4, "Projectile", (LEFT,), RIGHT, "HP", charge=True),
        Special(4, "Rising Strike", (DOWN_LEFT,), UP, "HK", charge=True),
    ],
    "ronin": _ronin_specials(),
    "tower": [
        Special(0, "Bolt", QCF, RIGHT, "HP"),
        Special(0, "Rising Strike", DP, DOWN_RIGHT, "HK"),
        Special(0, "Spin Kick", QCB, LEFT, "HK"),
        Special(0, "Brutality", QCB, LEFT, "Run"),
        Special(1, "Dash Kick", (LEFT,), RIGHT, "LK", charge=True),
    ],
    "triad": [
        Special(0, "Gale Palm", QCF, RIGHT, "Punch"),
        Special(0, "Rising Talon", DP, DOWN_RIGHT, "Kick"),
    ],
    "tagduo": _single_button_specials("tagduo"),
    "trio": _single_button_specials("trio"),
}


pytestmark = [needs_native(game) for game in SPECIALS]


@pytest.mark.parametrize("step_ratio", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize(
    ("game", "special"),
    [(game, special) for game, specials in SPECIALS.items() for special in specials],
    ids=str,
)
def test_motion_specials_at_every_step_ratio(game: str, special: Special, step_ratio: int) -> None:
    names = [m["name"] for m in _moves(game, special.character)]
    duel = duel_of(game, first=special.character, step_ratio=step_ratio)
    for direction in special.directions(step_ratio):
        duel.step((direction, 0))
    duel.step((special.last, attack_of(game, {"buttons": [special.button]})))
    assert duel.engine("p1_move") == names.index(special.name), (special.name, step_ratio)
