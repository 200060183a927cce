"""The native triad game: its TOML validator, the strike/throw/hold triangle, holds, blocking
heights, throw escapes and the danger zones, read through the documented "engine." info leaves
(see native/games/triad/triad_env.h). Its frame data and DIAMBRA's no-op test are in
tests/games/test_frame_data.py, its motion specials in tests/games/test_motion_specials.py (every
game alike)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from fighting_harness import game_data
from triad_duel import (
    BLOCK_STUN,
    CONTACT_DANGER_ZONE,
    CONTACT_HOLD,
    CONTACT_THROW_ESCAPE,
    DOWN,
    DOWN_LEFT,
    DOWN_RIGHT,
    HEALTH,
    HOLD,
    KICK,
    NONE,
    PUNCH,
    RIGHT,
    THROW,
    THROWN,
    TRIAD_TOML,
    Duel,
    needs_native,
)

from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import parse_game
from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, Roles


def _damage(move_name: str, character: int = 0) -> int:
    """A move's damage as the TOML gives it (Kestrel's by default)."""
    moves = game_data("triad")["characters"][character]["moves"]
    return next(m["damage"] for m in moves if m["name"] == move_name)


# ---- The validator --------------------------------------------------------------------------


def test_triad_toml_is_valid() -> None:
    raw = load_game_data(TRIAD_TOML)
    data = parse_game(raw, TRIAD_TOML)
    assert data.id == "triad"
    assert data.buttons == ("Hold", "Punch", "Kick")
    assert data.n_attacks() == 8
    assert data.attacks_no_combination == 4
    assert len(data.characters) == 8
    styles = {c["style"] for c in raw["characters"]}
    assert len(styles) == 8
    for character in raw["characters"]:
        moves = character["moves"]
        assert len(moves) >= 14
        assert sum(1 for m in moves if m.get("motion", "none") != "none") >= 2
        assert any(m["kind"] == "throw" for m in moves)
        assert any(m["kind"] == "hold" for m in moves)


def test_every_character_has_a_hold_set_of_its_own() -> None:
    """Holds differ in kind between characters (timing, heights caught, reversal damage), not
    one template copied eight times."""

    def hold_set(character: dict) -> tuple:
        return tuple(
            sorted(
                (
                    m.get("stance", "stand"),
                    m.get("direction", "any"),
                    m.get("motion", "none"),
                    m["startup"],
                    m["active"],
                    tuple(sorted(m["hold_levels"])),
                    m.get("hold_damage_percent", 0),
                )
                for m in character["moves"]
                if m["kind"] == "hold"
            )
        )

    sets = [hold_set(c) for c in game_data("triad")["characters"]]
    assert len(set(sets)) == len(sets)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("startup = 4\n", "startup = 0\n", r"character 'Kestrel', move 'Snap Jab'.*'startup'"),
        ('buttons = ["Punch"]', 'buttons = ["Pinch"]', r"move 'Snap Jab'.*'buttons'.*Pinch"),
        ("  damage = 11\n", "  damage = true\n", r"move 'Snap Jab'.*'damage' must be an int"),
        ('kind = "strike"\n', 'kind = "strike"\n  colour = 3\n', r"unknown field\(s\) colour"),
        ('level = "high"\n', "", r"move 'Snap Jab'.*'level' is missing"),
        ("walk_speed = 420", "walk_speed = 1", r"character 'Kestrel'.*'walk_speed'"),
        ("timer = 40", "timer = 400", r"\[game\].*'timer'"),
        ("danger_zone_px = 20", "danger_zone_px = 200", r"\[rules\].*'danger_zone_px'"),
        (
            "hold_damage_percent = 200",
            "hold_damage_percent = 20",
            r"move 'Iron Catch'.*'hold_damage_percent' = 20 is outside \[50, 300\]",
        ),
    ],
)
def test_bad_file_names_file_character_move_field(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    text = TRIAD_TOML.read_text()
    assert old in text
    bad = tmp_path / "triad.toml"
    bad.write_text(text.replace(old, new, 1))
    with pytest.raises(ValueError, match=re.escape(str(bad)) + ".*" + message):
        load_game_data(bad)


# ---- The game through the DIAMBRA API -------------------------------------------------------


@needs_native
def test_guard_heights() -> None:
    duel = Duel()
    duel.approach(36)
    duel.step((DOWN, PUNCH), (RIGHT, 0))  # low jab into a standing guard: hits
    duel.wait(6, p2=(RIGHT, 0))
    assert duel.health("P2") == HEALTH - _damage("Low Jab")
    duel = Duel()
    duel.approach(36)
    duel.step((DOWN, PUNCH), (DOWN_RIGHT, 0))  # low jab into a crouching guard: blocked
    duel.wait(6, p2=(DOWN_RIGHT, 0))
    assert duel.health("P2") == HEALTH
    assert duel.engine("p2_action") == BLOCK_STUN


@needs_native
def test_triangle() -> None:
    duel = Duel()  # throw beats guard
    duel.approach(30)
    duel.step((NONE, THROW), (RIGHT, 0))
    duel.wait(60, p2=(RIGHT, 0))
    assert duel.health("P2") == HEALTH - _damage("Shoulder Toss")
    duel = Duel()  # throw escape with Hold
    duel.approach(30)
    duel.step((NONE, THROW))
    while duel.engine("p2_action") != THROWN:
        duel.step()
    duel.step((NONE, 0), (NONE, HOLD))
    duel.wait(50)
    assert duel.health("P2") == HEALTH
    assert duel.engine("p2_contact") == CONTACT_THROW_ESCAPE
    duel = Duel()  # hold beats a mid strike: 150% of the kick back to the striker
    duel.approach(40)
    duel.step((NONE, KICK))
    duel.step()
    duel.step((NONE, 0), (NONE, HOLD))
    duel.wait(60)
    assert duel.health("P1") == HEALTH - _damage("Lift Kick") * 150 // 100
    assert duel.engine("p2_contact") == CONTACT_HOLD
    duel = Duel()  # throw beats hold: hi-counter throw
    duel.approach(30)
    duel.step((NONE, 0), (NONE, HOLD))
    duel.step((NONE, THROW))
    duel.wait(60)
    assert duel.health("P2") == HEALTH - _damage("Shoulder Toss") * 150 // 100


@needs_native
@pytest.mark.parametrize(
    ("character", "hold", "percent"), [(1, "Snatch", 110), (2, "Iron Catch", 200)]
)
def test_a_hold_deals_its_own_percent_of_the_strike(
    character: int, hold: str, percent: int
) -> None:
    """Vex's fast hold returns less than the rule's 150%, Brannoc's slow one a throw's worth."""
    moves = game_data("triad")["characters"][character]["moves"]
    assert next(m for m in moves if m["name"] == hold)["hold_damage_percent"] == percent
    duel = Duel(second=character)
    duel.approach(40)
    duel.step((NONE, KICK))
    duel.step()
    duel.step((NONE, 0), (NONE, HOLD))
    duel.wait(60)
    assert duel.engine("p2_contact") == CONTACT_HOLD
    assert duel.health("P1") == HEALTH - _damage("Lift Kick") * percent // 100


HOLD_KICK = 5  # Hold pressed with a button no move pairs it with: an escape press, no hold


def _thrown_health(escape_presses: str) -> int:
    """P2's health after Kestrel's throw, P2 standing at 30 px with its escape presses
    (Hold+Kick): "mash" every frame from before the grab, "timed" on the first frame it is
    seen thrown, "late" 6 frames after that (past the 5-frame window), "crouch" none but a
    crouching guard held."""
    duel = Duel()
    duel.approach(30)
    mash = (NONE, HOLD_KICK) if escape_presses == "mash" else (NONE, 0)
    guard = (DOWN_LEFT, 0) if escape_presses == "crouch" else mash
    for _ in range(6):
        duel.step((NONE, 0), guard)
    duel.step((NONE, THROW), guard)
    while duel.engine("p2_action") != THROWN:
        duel.step((NONE, 0), guard)
    if escape_presses == "late":
        duel.wait(5)
    if escape_presses in ("timed", "late"):
        duel.step((NONE, 0), (NONE, HOLD_KICK))
    duel.wait(60, p2=mash)
    return duel.health("P2")


@needs_native
def test_a_throw_escape_takes_timing() -> None:
    thrown = HEALTH - _damage("Shoulder Toss")
    assert _thrown_health("timed") == HEALTH  # pressed within the window after the grab
    assert _thrown_health("mash") == thrown  # a press before the grab locks the escape out
    assert _thrown_health("late") == thrown
    assert _thrown_health("crouch") == thrown  # a crouching guard is thrown like a standing one


@needs_native
def test_danger_zone_adds_damage() -> None:
    duel = Duel()
    for _ in range(400):
        duel.step((RIGHT, 0))
    duel.step((DOWN, KICK))  # sweep into the right edge (+20)
    duel.wait(80)
    assert duel.health("P2") == HEALTH - _damage("Reed Sweep") - 20
    assert duel.engine("p2_contact") == CONTACT_DANGER_ZONE


@needs_native
def test_repeated_attack_actions_are_repeated_presses() -> None:
    duel = Duel(step_ratio=6)
    presses = 0
    previous_frame = -1
    for _ in range(12):
        duel.step((NONE, PUNCH))
        frame = duel.engine("p1_move_frame")
        if duel.engine("p1_move") == 0 and frame < previous_frame:
            presses += 1
        previous_frame = frame
    assert presses >= 3


@needs_native
@pytest.mark.parametrize(("first", "second"), [(0, 3), (2, 5), (6, 1)])
def test_mirror_symmetry(first: int, second: int) -> None:
    """Swapping roles and mirroring Left/Right mirrors the match (fighting.md 7.3 #13)."""
    from arena_vec.fighting.env import make

    mirror = [0, 5, 4, 3, 2, 1, 8, 7, 6]
    envs = []
    for roles in ((Roles.P1, Roles.P2), (Roles.P2, Roles.P1)):
        env = make("triad", EnvironmentSettingsMultiAgent(step_ratio=1, include_frame=False))
        names = env.game.characters
        env.reset(seed=4, options={"characters": (names[first], names[second]), "role": roles})
        envs.append(env)
    rng = np.random.default_rng(first)
    for _ in range(1500):
        moves, attacks = rng.integers(0, 9, 2), rng.integers(0, 8, 2)
        out = []
        for env, flip in zip(envs, (False, True), strict=True):
            action = {
                f"agent_{i}": np.array([mirror[moves[i]] if flip else moves[i], attacks[i]])
                for i in range(2)
            }
            out.append(env.step(action))
        (obs_a, reward_a, done_a, _, info_a), (obs_b, reward_b, done_b, _, info_b) = out
        assert reward_a == reward_b
        assert done_a == done_b
        assert obs_a["P1"]["health"] == obs_b["P2"]["health"]
        for p, q in (("p1", "p2"), ("p2", "p1")):
            a, b = info_a["engine"], info_b["engine"]
            for key in ("action", "move", "move_frame", "stun", "y", "contact"):
                assert a[f"{p}_{key}"] == b[f"{q}_{key}"], key
            assert abs(a[f"{p}_x"] + b[f"{q}_x"] - 256) <= 1
        if done_a:
            break
