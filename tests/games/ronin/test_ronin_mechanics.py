"""Frame-exact tests of ronin's signature mechanics (native/games/ronin/ronin_rules.h,
ronin_gauges.h, ronin_clash.h): swings drain the weapon bar and the bar scales weapon damage,
hits fill the rage bar and rage adds 25%, the once-per-match rage explosion, a slash-vs-slash
clash decided by the mash contest (any step_ratio), the disarm (fists x0.5) and the weapon's
recovery, meditation trading rage for power, and the issen usable only below 20% health with a
full power bar."""

from __future__ import annotations

import pytest
from ronin_duel import (
    ATTACK,
    BLOCK_STUN,
    CONTACT_CLASH,
    CONTACT_DISARMED,
    CONTACT_EXPLOSION,
    EXPLOSION,
    HEALTH,
    HIT_STUN,
    ISSEN,
    LANDING,
    LEFT,
    MS,
    NONE,
    RIGHT,
    STRONG,
    SUPER,
    WEAPON_MAX,
    WS,
    Duel,
    M,
    move_of,
    needs_native,
    weapon_damage,
)

pytestmark = needs_native

STRONG_DAMAGE = move_of("Strong Slash")[1]["damage"]
STRONG_STARTUP = move_of("Strong Slash")[1]["startup"]
WEAK_DAMAGE = move_of("Weak Slash")[1]["damage"]
STRONG_DRAIN = max(4, STRONG_DAMAGE * 3 // 5)
WEAK_DRAIN = max(4, WEAK_DAMAGE * 3 // 5)


def strong_slash_hit(duel: Duel) -> int:
    """P1 strong-slashes an idle P2 in reach; returns the damage dealt."""
    before = duel.health("P2")
    duel.step((NONE, STRONG))
    duel.wait(STRONG_STARTUP)
    return before - duel.health("P2")


def clash(duel: Duel, p1_mash: bool, p2_mash: bool, frames: int = 48) -> None:
    """Both fighters strong-slash on the same frame from the starting distance (the blades
    meet, the bodies are out of reach), then mash WS on every other frame as told."""
    duel.step((NONE, STRONG), (NONE, STRONG))
    for frame in range(frames):
        press = WS if frame % 2 == 0 else 0
        duel.step((NONE, press if p1_mash else 0), (NONE, press if p2_mash else 0))


def test_a_swing_drains_the_weapon_bar_and_rest_refills_it() -> None:
    duel = Duel()
    duel.step((NONE, WS))
    assert duel.ram("P1", "weapon_bar") == WEAPON_MAX - WEAK_DRAIN
    assert duel.ram("P2", "weapon_bar") == WEAPON_MAX
    duel.until_free("P1")
    start = duel.ram("P1", "weapon_bar")
    duel.wait(30)
    assert duel.ram("P1", "weapon_bar") == min(WEAPON_MAX, start + 10)  # one point per 3 frames


def test_a_strong_slash_takes_a_third_of_the_bar_scaled_by_the_weapon_bar() -> None:
    duel = Duel()
    duel.approach(60)
    damage = strong_slash_hit(duel)
    assert damage == weapon_damage(STRONG_DAMAGE, WEAPON_MAX - STRONG_DRAIN)
    assert 0.30 * HEALTH <= damage <= 0.40 * HEALTH
    assert duel.ram("P2", "rage_bar") == damage * 3 // 4  # rage fills when hit


def test_an_emptier_weapon_bar_hits_softer() -> None:
    duel = Duel()
    for _ in range(3):  # three whiffed strong slashes from afar
        duel.step((NONE, STRONG))
        duel.until_free("P1")
    duel.approach(60)
    bar = duel.ram("P1", "weapon_bar")
    damage = strong_slash_hit(duel)
    assert damage == weapon_damage(STRONG_DAMAGE, bar - STRONG_DRAIN)
    assert damage < weapon_damage(STRONG_DAMAGE, WEAPON_MAX - STRONG_DRAIN)


def test_the_rage_explosion_blows_the_foe_back_once_per_match() -> None:
    duel = Duel()
    duel.approach(70)
    duel.step((NONE, EXPLOSION))
    assert duel.ram("P1", "rage_used") == 1
    assert duel.ram("P1", "rage_on") == 1
    assert duel.ram("P1", "rage_bar") == 100
    assert duel.ram("P1", "power_bar") == 0
    assert duel.ram("P1", "state") == LANDING
    assert duel.ram("P2", "state") == BLOCK_STUN
    assert duel.engine("p2_contact") == CONTACT_EXPLOSION
    assert duel.engine("p1_explosion") == 29
    duel.until_free("P1")
    duel.step((NONE, SUPER))  # the explosion's rage does not give the super
    assert duel.ram("P1", "state") != ATTACK
    duel.wait(20)
    rage = duel.ram("P1", "rage_bar")
    duel.step((NONE, EXPLOSION))  # spent: nothing happens
    assert duel.engine("p1_explosion") == 0
    assert duel.ram("P1", "rage_bar") <= rage
    assert duel.ram("P1", "rage_used") == 1


def test_rage_adds_a_quarter_to_the_damage() -> None:
    duel = Duel()
    duel.approach(60)
    duel.step((NONE, EXPLOSION))
    duel.until_free("P1")
    duel.until_free("P2")
    duel.approach(40)
    bar = duel.ram("P1", "weapon_bar")
    before = duel.health("P2")
    duel.step((NONE, WS))
    duel.wait(move_of("Weak Slash")[1]["startup"])
    assert duel.ram("P1", "rage_on") == 1
    assert before - duel.health("P2") == weapon_damage(WEAK_DAMAGE, bar - WEAK_DRAIN, rage=True)


def test_meditation_trades_one_rage_point_for_one_power_point_every_two_frames() -> None:
    duel = Duel()
    duel.approach(60)
    strong_slash_hit(duel)
    duel.until_free("P2")
    rage = duel.ram("P2", "rage_bar")
    assert rage > 20
    duel.wait(20, p2=(NONE, M))
    assert duel.engine("p2_meditating") == 1
    assert duel.ram("P2", "rage_bar") == rage - 10
    assert duel.ram("P2", "power_bar") == 10
    duel.wait(10, p2=(LEFT, 0))  # letting go stops it
    assert duel.engine("p2_meditating") == 0
    assert duel.ram("P2", "power_bar") == 10


def test_the_issen_needs_a_full_power_bar_and_health_below_a_fifth() -> None:
    duel = Duel()
    duel.approach(60)
    duel.step((NONE, EXPLOSION))  # a full rage bar to meditate with
    duel.until_free("P1")
    duel.step((NONE, ISSEN))
    assert duel.ram("P1", "state") != ATTACK, "the issen started without power"
    duel.until_free("P1")
    for _ in range(2 * 64):  # meditation fills the power bar
        duel.step((NONE, M))
    assert duel.ram("P1", "power_bar") == 64
    duel.step((NONE, ISSEN))
    assert duel.ram("P1", "state") != ATTACK, "the issen started at full health"
    for _ in range(12):  # P2 cuts P1 below 20%
        if duel.health("P1") * 5 < HEALTH:
            break
        duel.until_free("P2")
        duel.until_free("P1")
        duel.approach(60)
        duel.wait(1, p2=(NONE, STRONG))
        duel.wait(STRONG_STARTUP + 4)
    assert duel.health("P1") * 5 < HEALTH
    duel.until_free("P1")
    assert duel.ram("P1", "power_bar") == 64
    duel.step((NONE, ISSEN))
    assert duel.engine("p1_move") == move_of("Issen")[0]
    assert duel.ram("P1", "power_bar") == 0
    for _ in range(move_of("Issen")[1]["startup"]):
        duel.step()
        if duel.info["round_done"]:
            break
    assert duel.info["round_done"]
    assert duel.health("P2") == 0  # a one-hit finisher


def test_a_clash_disarms_the_fighter_that_mashes_less() -> None:
    duel = Duel()
    assert duel.distance() == 100  # the blades reach each other, not the bodies
    clash(duel, p1_mash=True, p2_mash=False, frames=STRONG_STARTUP)
    assert duel.ram("P1", "weapon_fight") == 1
    assert duel.ram("P2", "weapon_fight") == 1
    assert duel.engine("p1_contact") == CONTACT_CLASH
    assert duel.health("P1") == duel.health("P2") == HEALTH
    for frame in range(36):
        duel.step((NONE, WS if frame % 2 == 0 else 0))
    assert duel.ram("P1", "weapon_fight") == 0
    assert duel.ram("P2", "weapon_lost") == 1
    assert duel.ram("P1", "weapon_lost") == 0
    assert duel.engine("p1_clash_score") == 6
    assert duel.engine("p2_clash_score") == 0
    assert duel.ram("P2", "state") == HIT_STUN
    assert duel.engine("p2_contact") == CONTACT_DISARMED
    assert duel.engine("weapon_state") == 1  # flying


def test_a_clash_lasts_six_beats_of_six_frames() -> None:
    duel = Duel()
    clash(duel, p1_mash=False, p2_mash=False, frames=STRONG_STARTUP - 2)
    assert duel.engine("clash_frames") == 0
    duel.step()  # the first active frame of both slashes
    assert duel.engine("clash_frames") == 35  # the clash began on this frame
    duel.wait(34)
    assert duel.engine("clash_frames") == 1
    duel.wait(1)
    assert duel.engine("clash_frames") == 0


@pytest.mark.parametrize("step_ratio", [1, 2, 3, 4, 5, 6])
def test_a_slash_on_every_step_scores_every_beat_at_any_step_ratio(step_ratio: int) -> None:
    duel = Duel(step_ratio=step_ratio)
    duel.step((NONE, STRONG), (NONE, STRONG))
    for _ in range(-(-(STRONG_STARTUP + 36) // step_ratio)):
        duel.step((NONE, WS))
        if duel.ram("P2", "weapon_lost"):
            break
    assert duel.engine("p1_clash_score") == 6
    assert duel.ram("P2", "weapon_lost") == 1


def test_equal_scores_go_to_the_fuller_weapon_bar_and_a_full_tie_disarms_nobody() -> None:
    duel = Duel()
    clash(duel, p1_mash=True, p2_mash=True)
    assert duel.engine("p1_clash_score") == duel.engine("p2_clash_score") == 6
    assert duel.ram("P1", "weapon_lost") == duel.ram("P2", "weapon_lost") == 0
    assert duel.ram("P1", "state") == BLOCK_STUN
    duel = Duel()
    duel.step((NONE, WS))  # P1 swings once more: its bar is lower
    duel.until_free("P1")
    clash(duel, p1_mash=True, p2_mash=True)
    assert duel.ram("P1", "weapon_lost") == 1
    assert duel.ram("P2", "weapon_lost") == 0


def test_a_disarmed_fighter_hits_with_fists_until_it_picks_its_weapon_up() -> None:
    duel = Duel()
    clash(duel, p1_mash=False, p2_mash=True)
    assert duel.ram("P1", "weapon_lost") == 1
    duel.until_free("P1")
    for _ in range(60):  # the weapon lands behind P1
        if duel.engine("weapon_state") == 2:
            break
        duel.step()
    weapon_x = duel.ram("P1", "weapon_x")
    assert duel.engine("weapon_state") == 2
    assert weapon_x < duel.engine("p1_x")
    assert duel.ram("P2", "weapon_x") == -1
    # Fists: half of the move's damage, whatever the weapon bar.
    duel.until_free("P2")
    for _ in range(200):
        if duel.distance() <= 40:
            break
        duel.step((NONE, 0), (LEFT, 0))
    duel.wait(30)
    before = duel.health("P2")
    bar = duel.ram("P1", "weapon_bar")
    duel.step((NONE, WS))
    assert duel.ram("P1", "weapon_bar") == bar  # fists do not drain the weapon
    duel.wait(move_of("Weak Slash")[1]["startup"])
    assert before - duel.health("P2") == WEAK_DAMAGE // 2
    # Walking back over the weapon picks it up.
    duel.until_free("P1")
    for _ in range(300):
        if duel.ram("P1", "weapon_lost") == 0:
            break
        duel.step((LEFT if duel.engine("p1_x") > weapon_x else RIGHT, 0))
    assert duel.ram("P1", "weapon_lost") == 0
    assert duel.ram("P1", "weapon_x") == -1
    assert duel.engine("weapon_state") == 0
    assert abs(duel.engine("p1_x") - weapon_x) <= 10


def test_a_clash_needs_two_weapons() -> None:
    duel = Duel()
    clash(duel, p1_mash=False, p2_mash=True)
    duel.until_free("P1")
    duel.until_free("P2")
    duel.wait(40)
    assert duel.ram("P1", "weapon_lost") == 1
    duel.approach(100)
    duel.step((NONE, STRONG), (NONE, STRONG))
    duel.wait(STRONG_STARTUP + 2)
    assert duel.engine("clash_frames") == 0
    assert duel.ram("P1", "weapon_fight") == 0


def test_new_rounds_give_the_weapons_back_and_keep_rage() -> None:
    duel = Duel()
    clash(duel, p1_mash=False, p2_mash=True)
    assert duel.ram("P1", "weapon_lost") == 1
    for frame in range(4000):  # P2 wins the round with slashes
        if duel.distance() > 50:
            duel.step((NONE, 0), (LEFT, 0))
        else:
            duel.step((NONE, 0), (NONE, MS if frame % 2 else 0))
        if duel.info["round_done"]:
            break
    assert duel.info["round_done"]
    rage = duel.ram("P1", "rage_bar")
    duel.step()
    assert duel.ram("P1", "weapon_lost") == 0
    assert duel.ram("P1", "weapon_bar") == WEAPON_MAX
    assert duel.engine("weapon_state") == 0
    assert duel.ram("P1", "rage_bar") in (rage, max(0, rage - 1))


def test_right_is_forward_for_p1() -> None:
    """The fixture's directions: P1 walks right toward P2."""
    duel = Duel()
    x = duel.engine("p1_x")
    duel.step((RIGHT, 0))
    duel.step((RIGHT, 0))
    assert duel.engine("p1_x") > x
