"""Frame-exact tests of tagduo's signature rules (native/games/tagduo/tagduo_rules.h and the
kit's team extension, native/games/fight/team_rules.h): the Tag swaps point and partner and
locks the incoming one for 20 frames; 40% of a hit is recoverable and a benched partner regains
it one point every 10 frames, counted in the reward; a round is lost when either character
falls, whatever the partner's health; the sidestep lets mids pass and lows hit; every juggle
hit after the first makes the juggled fighter fall faster."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

import pytest
from fighting_harness import game_data
from tagduo_duel import (
    ATTACK,
    CONTACT_HIT,
    CONTACT_SIDESTEP,
    CONTACT_TAG,
    DOWN,
    DOWN_RIGHT,
    HEALTH,
    HIT_STUN,
    LANDING,
    LEFT,
    LP,
    NONE,
    RECOVER_INTERVAL,
    RECOVERABLE_PERCENT,
    RP,
    SIDESTEP_FRAMES,
    TAG,
    TAG_FRAMES,
    Duel,
    move_of,
    needs_native,
)

pytestmark = needs_native


def hit_p1_once(duel: Duel) -> int:
    """P2 lands one Straight (RP) on an idle P1; returns the damage. P2 faces left."""
    before = duel.health("P1")
    for _ in range(40):
        duel.step((NONE, 0), (NONE, RP) if duel.engine("p2_action") != ATTACK else (NONE, 0))
        if duel.health("P1") < before:
            break
    duel.wait(30)
    return before - duel.health("P1")


def beat_p1_until_the_round_ends(
    duel: Duel, after_step: Callable[[], object] = lambda: None
) -> None:
    """P2 walks up to the idle P1 and throws Straights until the round ends, calling
    ``after_step`` after each step."""
    for _ in range(5000):
        if duel.engine("p2_action") == ATTACK:
            duel.step()
        elif duel.distance() > 40:
            duel.step((NONE, 0), (LEFT, 0))
        else:
            duel.step((NONE, 0), (NONE, RP))
        after_step()
        if duel.info["round_done"]:
            return
    raise AssertionError("the round did not end")


def test_the_tag_swaps_point_and_partner_and_locks_the_incoming_one_for_20_frames() -> None:
    duel = Duel()
    duel.wait(5)
    assert (duel.ram("P1", "active_character"), duel.ram("P1", "character")) == (0, 0)
    duel.step((NONE, TAG))
    assert duel.ram("P1", "active_character") == 1
    assert duel.ram("P1", "character") == duel.ram("P1", "character_2") == 1
    assert duel.engine("p1_contact") == CONTACT_TAG
    assert duel.engine("p1_action") == LANDING
    started = None
    for frame in range(1, 30):  # the incoming partner presses Jab on every frame
        duel.step((NONE, LP))
        if duel.engine("p1_action") == ATTACK and started is None:
            started = frame
    assert started == TAG_FRAMES  # locked on the tag's frame and the 19 after it


def test_a_tag_waits_for_the_point_to_be_free() -> None:
    duel = Duel()
    duel.approach(40)
    duel.step((NONE, RP))  # the Straight's startup and recovery: no tag meanwhile
    duel.step((NONE, TAG))
    assert duel.ram("P1", "active_character") == 0
    duel.wait(40)
    duel.step((NONE, TAG))
    assert duel.ram("P1", "active_character") == 1


def test_recoverable_health_returns_one_point_every_10_frames_while_benched() -> None:
    duel = Duel()
    duel.approach(40)
    damage = hit_p1_once(duel)
    recoverable = damage * RECOVERABLE_PERCENT // 100
    assert damage > 0
    assert recoverable > 0
    assert duel.engine("p1_recoverable_1") == recoverable
    assert duel.ram("P1", "health_1") == HEALTH - damage
    assert duel.ram("P1", "bar_status") == 1  # recoverable
    duel.wait(3 * RECOVER_INTERVAL)  # nothing returns to a point character
    assert duel.ram("P1", "health_1") == HEALTH - damage
    duel.step((NONE, TAG))
    rises, rewards = [], []
    for frame in range(1, 12 * RECOVER_INTERVAL):
        before = duel.ram("P1", "health_1")
        rewards.append(duel.step())
        if duel.ram("P1", "health_1") > before:
            rises.append(frame)
    assert len(rises) == recoverable  # every recoverable point, and no more
    assert all(b - a == RECOVER_INTERVAL for a, b in itertools.pairwise(rises))
    assert duel.ram("P1", "health_1") == HEALTH - damage + recoverable
    assert duel.engine("p1_recoverable_1") == 0
    assert sum(rewards) == recoverable  # agent_0's reward counts the regained health


def test_the_bar_shows_danger_once_a_character_is_under_a_quarter_of_full_health() -> None:
    duel = Duel()
    seen: list[tuple[int, int]] = []  # (health_1, bar_status) after each step
    beat_p1_until_the_round_ends(
        duel, lambda: seen.append((duel.ram("P1", "health_1"), duel.ram("P1", "bar_status")))
    )
    danger = [bar == 4 for health, bar in seen]
    assert danger == [health * 4 < HEALTH for health, _ in seen]
    assert any(danger)
    assert not all(danger)


def test_a_round_is_lost_when_the_point_falls_with_the_partner_untouched() -> None:
    duel = Duel()
    beat_p1_until_the_round_ends(duel)
    assert duel.health("P1") == duel.ram("P1", "health_1") == 0
    assert duel.ram("P1", "health_2") == HEALTH
    assert (duel.ram("P1", "wins"), duel.ram("P2", "wins")) == (0, 1)


def test_the_partner_falling_after_a_tag_loses_the_round_too() -> None:
    duel = Duel()
    duel.wait(5)
    duel.step((NONE, TAG))
    duel.wait(TAG_FRAMES + 5)
    beat_p1_until_the_round_ends(duel)
    assert duel.ram("P1", "health_2") == 0
    assert duel.ram("P1", "health_1") == HEALTH
    assert (duel.ram("P1", "wins"), duel.ram("P2", "wins")) == (0, 1)


def test_time_over_compares_the_teams_total_health_not_the_points() -> None:
    duel = Duel()
    for _ in range(3):  # P2 hits P1's first character three times
        duel.approach(40)
        hit_p1_once(duel)
    duel.approach(40)
    before = duel.health("P2")
    for _ in range(40):  # P1 lands one Straight on P2
        duel.step((NONE, RP) if duel.engine("p1_action") != ATTACK else (NONE, 0))
        if duel.health("P2") < before:
            break
    duel.wait(40)
    duel.step((NONE, TAG))  # P1's fresh partner takes the point
    for _ in range(60 * 60):
        duel.step()
        if duel.info["round_done"]:
            break
    assert int(duel.obs["timer"][0]) == 0  # a time-over, no KO
    assert duel.health("P1") > duel.health("P2")  # P1's point is the healthier one
    p1_team = duel.ram("P1", "health_1") + duel.ram("P1", "health_2")
    p2_team = duel.ram("P2", "health_1") + duel.ram("P2", "health_2")
    assert p1_team < p2_team
    assert (duel.ram("P1", "wins"), duel.ram("P2", "wins")) == (0, 1)


def sidestep_then(p2_input: tuple[int, int]) -> Duel:
    """P1 taps down twice (down, release, down); P2 starts `p2_input` on the second tap's frame
    (its first active frame falls inside the sidestep)."""
    duel = Duel()
    duel.approach(40)
    duel.step((DOWN, 0))
    duel.step((NONE, 0))
    duel.step((DOWN, 0), p2_input)
    assert duel.engine("p1_sidestep") == SIDESTEP_FRAMES
    for _ in range(SIDESTEP_FRAMES - 2):
        duel.step((NONE, 0), (p2_input[0], 0))
    return duel


def test_a_sidestep_lets_a_mid_strike_pass() -> None:
    duel = sidestep_then((NONE, RP))  # the Straight: mid, startup 7
    assert duel.health("P1") == HEALTH
    assert duel.engine("p1_contact") == CONTACT_SIDESTEP


def test_a_low_catches_a_sidestep() -> None:
    duel = sidestep_then((DOWN, LP))  # the Crouch Jab: low; P2 faces left, down is DOWN
    assert duel.health("P1") < HEALTH
    assert duel.engine("p1_contact") == CONTACT_HIT
    assert duel.engine("p1_action") == HIT_STUN


def test_a_single_tap_of_down_is_no_sidestep() -> None:
    duel = Duel()
    duel.step((DOWN, 0))
    duel.wait(20)
    duel.step((DOWN, 0))
    assert duel.engine("p1_sidestep") == 0


def landing_frames(y_px: int, vy: int, gravity: int, extra: int) -> set[int]:
    """The frames after a juggle hit at height `y_px` (any sub-pixel) that a fighter launched at
    `vy` lands on (the kit's integration: y += vy, vy -= gravity, a landing when y <= 0 and
    vy < 0; then tagduo's `extra` gravity)."""
    frames = set()
    for y in range(y_px * 256, y_px * 256 + 256):
        speed, frame = vy, 0
        while True:
            frame += 1
            y += speed
            speed -= gravity
            if y <= 0 and speed < 0:
                break
            speed -= extra
        frames.add(frame)
    return frames


def test_each_juggle_hit_after_the_first_makes_the_juggled_fighter_fall_faster() -> None:
    duel = Duel()
    duel.approach(38)  # Kaito's jab reaches the launched foe from here (32 px)
    launcher = move_of("Launcher")[1]
    duel.step((DOWN_RIGHT, RP))
    for _ in range(launcher["startup"] + launcher["active"] + launcher["recovery"]):
        duel.step()
    juggle_y = None
    for _ in range(30):  # jab the airborne P2 again
        health = duel.health("P2")
        duel.step((NONE, LP))
        if duel.health("P2") < health:
            juggle_y = duel.engine("p2_y")
            break
    assert juggle_y is not None, "the jab juggles the launched fighter"
    assert juggle_y > 0
    frames = 0
    while duel.engine("p2_y") > 0 or duel.engine("p2_action") == 7:  # air hit
        duel.step()
        frames += 1
    gravity = game_data("tagduo")["characters"][6]["gravity"]  # Rook's
    assert frames in landing_frames(juggle_y, 640, gravity, extra=20)
    assert frames not in landing_frames(juggle_y, 640, gravity, extra=0)


def test_a_third_member_is_refused_naming_the_entry() -> None:
    """The other bad teams of every team game: tests/games/test_team_settings.py."""
    from arena_vec import EnvironmentSettings, make

    message = "characters[2]='Mei' is invalid: allowed None (game 'tagduo' fields 2"
    with pytest.raises(ValueError, match=re.escape(message)):
        make(
            "tagduo", EnvironmentSettings(characters=("Kaito", "Vesna", "Mei"), include_frame=False)
        )
