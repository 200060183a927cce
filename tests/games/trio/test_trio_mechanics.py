"""Frame-exact tests of trio's signature rules (native/games/trio/trio_rules.h, trio_assist.h,
trio_power.h and the kit's ordered elimination, native/games/fight/team_rules.h): a round ends
when a point falls, the loser's next member comes in at full health and the winner stays on,
recovering 25% of its missing health (not counted as reward); time-over puts out the point with
less health; the stage ends with the third member out; two assist calls per benched member,
the assist fires its own character's Wave and can be hit; a roll is strike-invulnerable for 13
frames and throwable; stocks stop at their cap, which rises with every member out; Max spends a
stock for 125% damage."""

from __future__ import annotations

import pytest
from trio_duel import (
    ASSIST,
    ASSIST_FRAMES,
    ASUKA,
    ATTACK,
    CHARGE,
    CONTACT_ASSIST,
    EXTRA,
    HEALTH,
    LEFT,
    MAX,
    NONE,
    POWER_BAR,
    ROLL,
    ROLL_INVULNERABLE_FRAMES,
    SK,
    SP,
    THROWN,
    WINNER_RECOVERY_PERCENT,
    WP,
    Duel,
    move_of,
    needs_native,
)

pytestmark = needs_native


def p2_beats_p1_until_the_round_ends(duel: Duel) -> float:
    """P2 walks up to the idle P1 and throws Strong Punches until the round ends; returns the
    rewards' sum (P1's view)."""
    total = 0.0
    for _ in range(5000):
        if duel.engine("p2_action") == ATTACK:
            total += duel.step()
        elif duel.distance() > 40:
            total += duel.step((NONE, 0), (LEFT, 0))
        else:
            total += duel.step((NONE, 0), (NONE, SP))
        if duel.info["round_done"]:
            return total
    raise AssertionError("the round did not end")


def p1_hits_p2(duel: Duel, hits: int) -> None:
    """P1 lands ``hits`` Strong Punches on the idle P2 (close already)."""
    for _ in range(hits):
        before = duel.health("P2")
        for _ in range(60):
            duel.step((NONE, SP) if duel.engine("p1_action") != ATTACK else (NONE, 0))
            if duel.health("P2") < before:
                break
        duel.wait(30)


def test_a_point_falling_ends_the_round_and_the_next_member_comes_in_at_full_health() -> None:
    duel = Duel()
    for out in range(1, 4):
        assert duel.ram("P1", "active_character") == out - 1
        p2_beats_p1_until_the_round_ends(duel)
        assert duel.ram("P1", f"health_{out}") == 0
        assert duel.ram("P2", "wins") == out  # opponents knocked out
        if out == 3:
            break
        duel.step()
        assert duel.ram("P1", "active_character") == out
        assert duel.ram("P1", "character") == duel.ram("P1", f"character_{out + 1}")
        assert duel.health("P1") == duel.ram("P1", f"health_{out + 1}") == HEALTH
        assert duel.ram("P1", f"health_{out}") == 0  # the member out stays out
    assert duel.info["stage_done"]
    assert duel.info["episode_done"]  # 2P: one stage


def test_the_winner_stays_on_and_recovers_25_percent_of_its_missing_health() -> None:
    duel = Duel()
    duel.approach(30)
    p1_hits_p2(duel, 3)
    p2_beats_p1_until_the_round_ends(duel)
    ended = duel.health("P2")
    assert ended < HEALTH
    reward = duel.step()
    assert duel.ram("P2", "active_character") == 0
    recovered = ended + (HEALTH - ended) * WINNER_RECOVERY_PERCENT // 100
    assert duel.health("P2") == duel.ram("P2", "health_1") == recovered > ended
    assert reward == 0.0  # a round's start is never reward


def test_time_over_puts_out_the_point_with_less_health() -> None:
    duel = Duel(step_ratio=6)
    duel.approach(30)
    p1_hits_p2(duel, 1)
    for _ in range(1000):
        duel.step()
        if duel.info["round_done"]:
            break
    assert duel.ram("P1", "wins") == 1
    assert duel.health("P2") > 0
    duel.step()
    assert duel.ram("P2", "active_character") == 1
    assert duel.ram("P1", "active_character") == 0


def test_two_assist_calls_per_benched_member_and_one_assist_at_a_time() -> None:
    duel = Duel()
    duel.wait(5)
    assert duel.ram("P1", "partner_attacks") == 4
    called = []
    for _ in range(5):
        duel.step((NONE, ASSIST))
        called.append((duel.engine("p1_assist_frames"), duel.ram("P1", "partner_attacks")))
        duel.step((NONE, ASSIST))  # refused: the assist is out
        assert duel.ram("P1", "partner_attacks") == called[-1][1]
        duel.wait(ASSIST_FRAMES + 120)  # it leaves, its shot lands or flies off
    assert called == [(2, 3), (2, 2), (2, 1), (2, 0), (0, 0)]


def test_the_assist_fires_its_own_characters_wave() -> None:
    duel = Duel()
    duel.wait(5)
    duel.step((NONE, ASSIST))  # Asuka, the first benched member
    before = duel.health("P2")
    for _ in range(ASSIST_FRAMES + 120):
        duel.step()
    wave = move_of("Wave", ASUKA)[1]
    assert wave["damage"] != move_of("Wave")[1]["damage"]  # not the point's (Kenji's)
    assert before - duel.health("P2") == wave["damage"]


def test_an_assist_can_be_hit_and_its_member_loses_the_strikes_damage() -> None:
    duel = Duel()
    duel.approach(20)
    rewards = [duel.step((NONE, ASSIST), (NONE, SK))]  # Asuka behind Kenji; Lira kicks
    for _ in range(10):
        rewards.append(duel.step((NONE, ROLL) if len(rewards) == 1 else (NONE, 0)))
        if duel.engine("p1_contact") == CONTACT_ASSIST:
            break
    kick = move_of("Strong Kick", 3)[1]["damage"]  # Lira's (P2's point)
    assert duel.engine("p1_contact") == CONTACT_ASSIST
    assert duel.engine("p1_assist_frames") == 0  # it leaves at once
    assert duel.ram("P1", "health_2") == HEALTH - kick
    assert duel.health("P1") == HEALTH  # the rolling point was not hit
    assert sum(rewards) == -kick  # summed over characters
    p2 = duel.health("P2")
    duel.wait(ASSIST_FRAMES + 120)
    assert duel.health("P2") == p2  # its shot was called off


@pytest.mark.parametrize("press", range(8, 14))
def test_a_roll_is_strike_invulnerable_for_13_frames(press: int) -> None:
    """P2's Weak Punch pressed ``press`` frames after P1's roll: it lands on the first active
    frame from the roll's 13th frame on (the roll's press is frame 0), not at all when its
    active frames all fall before."""
    duel = Duel()
    duel.approach(30)
    before, hit, active = duel.health("P1"), None, []
    for frame in range(40):
        p1 = (NONE, ROLL) if frame == 0 else (NONE, 0)
        duel.step(p1, (NONE, WP) if frame == press else (NONE, 0))
        if duel.engine("p2_phase") == 2:
            active.append(frame)
        if hit is None and duel.health("P1") < before:
            hit = frame
    assert active  # the punch was thrown
    assert hit == next((f for f in active if f >= ROLL_INVULNERABLE_FRAMES), None)


def test_a_rolling_fighter_is_throwable() -> None:
    duel = Duel()
    duel.approach(30)
    duel.step((NONE, ROLL))
    assert duel.engine("p1_roll") > 0
    duel.step((NONE, 0), (LEFT, SP))  # P2's throw: forward (left) + Strong Punch
    assert duel.engine("p1_action") == THROWN


def test_stocks_stop_at_the_cap_which_rises_with_every_member_out() -> None:
    duel = Duel(styles=(EXTRA, EXTRA))
    duel.wait(5)
    duel.wait(POWER_BAR, (NONE, CHARGE))  # Extra: one point a frame
    assert (duel.ram("P1", "special_attacks"), duel.ram("P1", "power_bar")) == (1, 0)
    duel.wait(POWER_BAR + 20, (NONE, CHARGE))
    assert (duel.ram("P1", "special_attacks"), duel.ram("P1", "power_bar")) == (1, POWER_BAR)
    duel.wait(20, (NONE, CHARGE))
    assert (duel.ram("P1", "special_attacks"), duel.ram("P1", "power_bar")) == (1, POWER_BAR)
    p2_beats_p1_until_the_round_ends(duel)  # the cap is now 1 + 1 member out
    assert duel.ram("P1", "special_attacks") == 2  # the full bar became a stock
    assert duel.ram("P1", "power_bar") < POWER_BAR
    duel.step()
    assert duel.ram("P1", "special_attacks") == 2  # stocks carry over to the next round


def test_the_advanced_style_cannot_charge() -> None:
    duel = Duel()
    duel.wait(5)
    duel.wait(60, (NONE, CHARGE))
    assert duel.ram("P1", "power_bar") == duel.ram("P1", "special_attacks") == 0
    assert duel.engine("p1_charging") == 0


def test_max_spends_a_stock_for_125_percent_damage() -> None:
    duel = Duel(styles=(EXTRA, EXTRA))
    duel.approach(30)
    duel.wait(POWER_BAR, (NONE, CHARGE))
    assert duel.ram("P1", "special_attacks") == 1
    duel.step((NONE, MAX))
    assert duel.ram("P1", "special_attacks") == 0
    assert duel.engine("p1_max_frames") > 0
    duel.wait(20)
    before = duel.health("P2")
    p1_hits_p2(duel, 1)
    damage = move_of("Strong Punch")[1]["damage"]
    assert before - duel.health("P2") == damage * 125 // 100
