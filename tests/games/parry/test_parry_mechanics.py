"""Frame-exact tests of parry's signature mechanics (native/games/parry/parry_rules.h): the parry
negates exactly the hits of the tapped height inside its 10-frame window, the 23-frame lockout,
the super arts' meter shapes and damage, EX specials spending half a stock, the dizzy at the end
of the stun gauge, the throw tech window and the universal overhead against crouching guards."""

from __future__ import annotations

import pytest
from parry_duel import (
    BLOCK_STUN,
    CONTACT_BLOCK,
    CONTACT_ESCAPE,
    CONTACT_HIT,
    CONTACT_PARRY,
    DOWN,
    DOWN_LEFT,
    DOWN_RIGHT,
    HEALTH,
    HIT_STUN,
    HK,
    HP_HK,
    LEFT,
    LK,
    LP,
    NONE,
    OVERHEAD,
    RIGHT,
    THROW,
    THROWN,
    Duel,
    move_of,
    needs_native,
)

pytestmark = needs_native

# (P2's move, P2's input) for one strike of each height; P2 faces left, so its down is DOWN.
STRIKES = {
    "high": ("Jab", (NONE, LP)),
    "mid": ("Short", (NONE, LK)),
    "low": ("Low Short", (DOWN, LK)),
    "overhead": ("Overhead", (NONE, OVERHEAD)),
}


def strike_against_tap(level: str, tap: int, frames_before: int) -> Duel:
    """P2 strikes at `level`; P1 taps `tap` `frames_before` frames before the first active
    frame (the contact frame). Returns the duel right after the contact frame."""
    duel = Duel()
    duel.approach(44)
    name, p2_input = STRIKES[level]
    press = max(0, frames_before - move_of(name)[1]["startup"] + 1)
    contact = press + move_of(name)[1]["startup"] - 1  # the first active frame
    for frame in range(contact + 1):
        p2 = p2_input if frame == press else (p2_input[0] if frame > press else NONE, 0)
        p1 = (tap, 0) if frame == contact - frames_before else (NONE, 0)
        duel.step(p1, p2)
    return duel


@pytest.mark.parametrize("level", list(STRIKES))
@pytest.mark.parametrize("tap", [RIGHT, DOWN], ids=["forward", "down"])
def test_a_parry_negates_exactly_the_hits_of_its_height(level: str, tap: int) -> None:
    duel = strike_against_tap(level, tap, frames_before=2)
    should_parry = (tap == DOWN) == (level == "low")
    if should_parry:
        assert duel.health("P1") == HEALTH
        assert duel.engine("p1_contact") == CONTACT_PARRY
        assert duel.engine("p1_parries") == 1
        assert duel.engine("p2_freeze") == 16  # the attacker freezes
        assert duel.engine("p1_freeze") == 12  # the parrying fighter 4 frames less
        assert duel.engine("p1_parry_lockout") == 0  # a parry ends the lockout
    else:
        assert duel.health("P1") < HEALTH
        assert duel.engine("p1_contact") == CONTACT_HIT
        assert duel.engine("p1_parries") == 0


@pytest.mark.parametrize(("frames_before", "parried"), [(0, True), (9, True), (10, False)])
def test_the_window_covers_the_tap_frame_and_the_nine_after(
    frames_before: int, parried: bool
) -> None:
    duel = strike_against_tap("mid", RIGHT, frames_before)
    assert (duel.engine("p1_contact") == CONTACT_PARRY) == parried
    assert (duel.health("P1") == HEALTH) == parried


@pytest.mark.parametrize(("gap", "opens"), [(22, False), (23, True)])
def test_a_whiffed_tap_locks_parries_out_for_23_frames(gap: int, opens: bool) -> None:
    duel = Duel()
    duel.wait(5)
    duel.step((RIGHT, 0))
    assert duel.engine("p1_parry_window") == 10
    assert duel.engine("p1_parry_lockout") == 23
    duel.wait(gap - 1)
    duel.step((RIGHT, 0))
    assert duel.engine("p1_parry_window") == (10 if opens else 0)


def test_a_held_direction_is_one_tap() -> None:
    duel = Duel()
    duel.wait(5)
    for frame in range(40):
        duel.step((RIGHT, 0))
        if frame == 30:  # held since the tap: no new window once the lockout ended
            assert duel.engine("p1_parry_window") == 0
            assert duel.engine("p1_parry_lockout") == 0


def test_a_projectile_is_parried_and_vanishes() -> None:
    duel = Duel()
    duel.wait(5)
    for direction in (DOWN, DOWN_LEFT):  # P2's quarter circle forward (it faces left)
        duel.step((NONE, 0), (direction, 0))
    duel.step((NONE, 0), (LEFT, 3))  # + HP
    for _ in range(120):
        if 0 <= duel.ram("P2", "projectile_x") - duel.engine("p1_x") <= 24:
            break
        duel.step()
    duel.step((RIGHT, 0))
    duel.wait(12)
    assert duel.engine("p1_contact") == CONTACT_PARRY
    assert duel.health("P1") == HEALTH
    assert duel.ram("P2", "projectile_x") == -1


def fill_meter(duel: Duel) -> None:
    """P1 fills its super meter with Roundhouses that P2 blocks (standing guard)."""
    for _ in range(40):
        if duel.ram("P1", "super_bar") >= 128:
            return
        for _ in range(300):
            if duel.engine("p2_x") - duel.engine("p1_x") <= 56:
                break
            duel.step((RIGHT, 0), (RIGHT, 0))
        duel.step((NONE, HK), (RIGHT, 0))
        duel.wait(40, p2=(RIGHT, 0))
    raise AssertionError("the meter never filled")


@pytest.mark.parametrize(
    ("art", "bar_after_super", "super_damage"), [(1, 0, 56), (2, 64, 39), (3, 86, 28)]
)
def test_super_arts_split_the_same_meter_into_stocks(
    art: int, bar_after_super: int, super_damage: int
) -> None:
    duel = Duel(super_art=(art, 1))
    assert duel.ram("P1", "super_max_count") == art
    assert duel.ram("P1", "super_type") == art - 1
    fill_meter(duel)
    assert duel.ram("P1", "super_bar") == 128
    assert duel.ram("P1", "super_count") == art
    assert duel.health("P2") == HEALTH  # blocked normals do no chip
    duel.approach(44)
    for direction in (DOWN, DOWN_LEFT):  # quarter circle back + HP+HK
        duel.step((direction, 0))
    duel.step((LEFT, HP_HK))
    assert duel.engine("p1_move") == move_of("Super Art")[0]
    assert duel.ram("P1", "super_bar") == bar_after_super
    assert duel.ram("P1", "super_count") == art - 1
    duel.wait(12)
    assert HEALTH - duel.health("P2") == super_damage


@pytest.mark.parametrize(("art", "ex_cost"), [(1, 64), (2, 32), (3, 21)])
def test_ex_specials_spend_half_a_stock(art: int, ex_cost: int) -> None:
    duel = Duel(super_art=(art, 1))
    fill_meter(duel)
    duel.wait(30, p2=(RIGHT, 0))
    for direction in (DOWN, DOWN_RIGHT):  # quarter circle forward + HP+HK
        duel.step((direction, 0), (RIGHT, 0))
    duel.step((RIGHT, HP_HK), (RIGHT, 0))
    assert duel.engine("p1_move") == move_of("EX Projectile")[0]
    assert duel.ram("P1", "super_bar") == 128 - ex_cost


def test_meter_moves_need_the_meter() -> None:
    duel = Duel()
    duel.wait(5)
    for direction in (DOWN, DOWN_RIGHT):
        duel.step((direction, 0))
    duel.step((RIGHT, HP_HK))
    assert duel.engine("p1_move") == -1  # no EX without the meter, and nothing else comes out
    assert duel.ram("P1", "super_bar") == 0


def test_a_full_stun_gauge_ends_in_a_120_frame_dizzy() -> None:
    duel = Duel()
    gauge = []
    for _ in range(900):
        if duel.ram("P2", "stunned"):
            break
        gauge.append(duel.ram("P2", "stun_bar"))
        free = duel.engine("p1_action") in (0, 1)
        close = duel.engine("p2_x") - duel.engine("p1_x") <= 60
        duel.step((NONE, HK) if free and close else (RIGHT, 0))
    assert duel.ram("P2", "stunned") == 1
    assert max(gauge) == 72
    assert duel.engine("p2_action") == HIT_STUN
    stunned = 1
    while True:
        duel.step()
        if not duel.ram("P2", "stunned"):
            break
        stunned += 1
    assert stunned == 120
    assert duel.ram("P2", "stun_bar") == 0
    assert duel.engine("p2_action") == 0  # free again


@pytest.mark.parametrize(("delay", "teched"), [(1, True), (7, True), (8, False)])
def test_a_throw_is_teched_by_lp_or_lk_within_seven_frames(delay: int, teched: bool) -> None:
    duel = Duel()
    duel.approach(30)
    duel.step((NONE, THROW))
    for _ in range(10):
        if duel.engine("p2_action") == THROWN:
            break
        duel.step()
    assert duel.engine("p2_action") == THROWN
    duel.wait(delay - 1)
    duel.step((NONE, 0), (NONE, LP))
    duel.wait(60)
    if teched:
        assert duel.engine("p2_contact") == CONTACT_ESCAPE
        assert duel.health("P2") == HEALTH
    else:
        assert HEALTH - duel.health("P2") == move_of("Throw")[1]["damage"]


@pytest.mark.parametrize(
    ("name", "attack", "guard", "lands"),
    [
        ("Overhead", (NONE, OVERHEAD), DOWN_RIGHT, True),  # against the crouching guard
        ("Overhead", (NONE, OVERHEAD), RIGHT, False),  # against the standing guard
        ("Low Short", (DOWN, LK), DOWN_RIGHT, False),  # a low against the crouching guard
    ],
)
def test_the_universal_overhead_hits_crouching_guards(
    name: str, attack: tuple[int, int], guard: int, lands: bool
) -> None:
    duel = Duel()
    duel.approach(44)
    contact = move_of(name)[1]["startup"] - 1
    for frame in range(contact + 1):  # P2 guards from the frame before contact (no walking away)
        p2 = (guard if frame >= contact - 1 else NONE, 0)
        duel.step(attack if frame == 0 else (attack[0], 0), p2)
    if lands:
        assert duel.engine("p2_contact") == CONTACT_HIT
        assert duel.health("P2") < HEALTH
    else:
        assert duel.engine("p2_contact") == CONTACT_BLOCK
        assert duel.engine("p2_action") == BLOCK_STUN
        assert duel.health("P2") == HEALTH
