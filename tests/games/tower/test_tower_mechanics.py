"""Frame-exact tests of tower's signature mechanics (native/games/tower/tower_rules.h): no
back-blocking and the Block button (crouching for lows), chip of exactly 25% on specials and none
on normals, Run and the run meter (drain, refill, chain strings paying for their cancels and
stopping on an empty bar), the uppercut's launch and the gravity scaling of the juggle after it,
the aggressor bar, the throw and its escape, and the endurance stage whose second CPU fighter
enters at full health (half of it at difficulty 1) with the reward counting both opponents."""

from __future__ import annotations

import numpy as np
import pytest
from tower_duel import (
    AIR_HIT,
    BLOCK,
    BLOCK_STUN,
    CHAIN_COST,
    CONTACT_BLOCK,
    CONTACT_ESCAPE,
    CONTACT_HIT,
    DOWN,
    DOWN_LEFT,
    HEALTH,
    HIT_STUN,
    HK,
    HP,
    IDLE,
    LEFT,
    LK,
    LP,
    NONE,
    RIGHT,
    RUN,
    RUN_BAR,
    THROWN,
    Duel,
    move_of,
    needs_native,
)

from arena_vec.fighting.env import make
from arena_vec.fighting.settings import EnvironmentSettings, Roles

pytestmark = needs_native

AIR_HIT_LIFT = 640  # fight/contact.cc: a hit in the air lifts at this speed (no launch)


def p2_strike(duel: Duel, p2: tuple[int, int], p1: tuple[int, int], startup: int) -> None:
    """P2 presses `p2` (its direction held on), P1 holds `p1`, through P2's first active
    frame (the contact frame)."""
    duel.step(p1, p2)
    for _ in range(startup - 1):
        duel.step(p1, (p2[0], 0))


def test_holding_back_walks_away_and_does_not_block() -> None:
    duel = Duel()
    duel.approach(34)
    start = duel.engine("p1_x")
    p2_strike(duel, (NONE, LP), (LEFT, 0), move_of("Jab")[1]["startup"])
    assert duel.engine("p1_contact") == CONTACT_HIT
    assert duel.health("P1") == HEALTH - move_of("Jab")[1]["damage"]
    assert duel.engine("p1_x") < start  # it walked back


def test_block_button_stops_highs_and_mids_standing_and_lows_only_crouching() -> None:
    cases = [
        ("Jab", (NONE, LP), (NONE, BLOCK), True),
        ("Front Kick", (NONE, LK), (NONE, BLOCK), True),
        ("Low Kick", (DOWN, LK), (NONE, BLOCK), False),
        ("Low Kick", (DOWN, LK), (DOWN, BLOCK), True),
        ("Front Kick", (NONE, LK), (DOWN, BLOCK), True),
    ]
    for name, p2, p1, blocked in cases:
        duel = Duel()
        duel.approach(44)
        duel.wait(2, p1=p1)
        assert duel.ram("P1", "guard") == (2 if p1[0] == DOWN else 1)
        p2_strike(duel, p2, p1, move_of(name)[1]["startup"])
        kind = CONTACT_BLOCK if blocked else CONTACT_HIT
        assert duel.engine("p1_contact") == kind, (name, p1)
        lost = 0 if blocked else move_of(name)[1]["damage"]
        assert duel.health("P1") == HEALTH - lost, (name, p1)
        assert duel.engine("p1_action") == (BLOCK_STUN if blocked else HIT_STUN)


def test_specials_chip_a_quarter_of_their_damage_and_normals_nothing() -> None:
    bolt = move_of("Bolt")[1]
    assert bolt["chip"] == bolt["damage"] * 25 // 100 > 0
    duel = Duel()
    duel.approach(120)
    # P2 faces left: its quarter circle forward is down, down-left, left.
    for direction in (DOWN, DOWN_LEFT):
        duel.step((NONE, BLOCK), (direction, 0))
    duel.step((NONE, BLOCK), (LEFT, HP))
    for _ in range(120):
        if duel.engine("p1_contact") == CONTACT_BLOCK:
            break
        duel.step((NONE, BLOCK))
    assert duel.engine("p1_contact") == CONTACT_BLOCK
    assert duel.health("P1") == HEALTH - bolt["chip"]


def test_run_drains_the_bar_at_run_speed_then_walks_and_the_bar_refills_idle() -> None:
    duel = Duel()
    walk = 420  # the first character's walk speed, 1/256 px per frame
    assert duel.ram("P1", "run_bar") == RUN_BAR
    start = duel.engine("p1_x")
    for frame in range(1, 11):
        duel.step((RIGHT, RUN))
        assert duel.engine("p1_running") == 1
        assert duel.ram("P1", "run_bar") == RUN_BAR - frame
    assert duel.engine("p1_x") - start == 10 * (walk * 230 // 100) // 256
    for _ in range(40):
        duel.step((RIGHT, RUN))
    assert duel.ram("P1", "run_bar") == 0
    assert duel.engine("p1_running") == 0  # an empty bar walks
    duel.step((NONE, 0))
    before = duel.ram("P1", "run_bar")
    duel.wait(10)
    assert duel.ram("P1", "run_bar") == before + 5  # a point every 2 idle frames


def _jab_then_chain(duel: Duel) -> tuple[int, int]:
    """P1 jabs P2 and presses LK the frame after the jab connects; returns (P1's move, run bar
    change) on the frame after the LK press."""
    jab = move_of("Jab")
    duel.step((NONE, LP))
    for _ in range(jab[1]["startup"] - 1):
        duel.step()
    assert duel.engine("p2_contact") == CONTACT_HIT
    before = duel.ram("P1", "run_bar")
    duel.step((NONE, LK))
    return duel.engine("p1_move"), duel.ram("P1", "run_bar") - before


def test_a_chain_cancel_costs_run_bar_and_an_empty_bar_ends_the_string() -> None:
    duel = Duel()
    duel.approach(44)
    move, spent = _jab_then_chain(duel)
    assert move == move_of("Front Kick")[0]
    assert spent == -CHAIN_COST
    duel = Duel()
    for _ in range(RUN_BAR):  # run the bar empty, pushing P2 to the corner
        duel.step((RIGHT, RUN))
    assert duel.ram("P1", "run_bar") == 0
    move, spent = _jab_then_chain(duel)
    assert move == move_of("Jab")[0], "the cancel happened on an empty bar"
    assert spent == 0


def test_uppercut_launches_and_each_juggle_hit_lifts_less() -> None:
    uppercut = move_of("Uppercut")[1]
    duel = Duel()
    duel.approach(40)
    duel.step((DOWN, 0))
    duel.step((DOWN, HP))
    for _ in range(uppercut["startup"] - 1):
        duel.step((DOWN, 0))
    assert duel.engine("p2_action") == AIR_HIT
    assert duel.engine("p2_vy") == uppercut["launch"]
    assert duel.engine("p2_juggle_hits") == 1
    lifts = []
    for _ in range(120):  # jab whenever free; record the lift of each juggle hit
        hits = duel.engine("p2_juggle_hits")
        duel.step((NONE, LP if duel.engine("p1_action") == IDLE else 0))
        if duel.engine("p2_juggle_hits") > hits:
            lifts.append((duel.engine("p2_juggle_hits"), duel.engine("p2_vy")))
        if duel.engine("p2_action") != AIR_HIT:
            break
    assert lifts, "no juggle hit landed after the uppercut"
    for hits, vy in lifts:
        assert vy == AIR_HIT_LIFT * max(30, 100 - 25 * (hits - 1)) // 100


def sweep_or_walk(duel: Duel) -> tuple[int, int]:
    """P1 sweeps a standing P2 in reach, walks in when out of it, else waits."""
    free = duel.engine("p1_action") == IDLE and duel.engine("p2_action") == IDLE
    if free and duel.engine("p2_x") - duel.engine("p1_x") > 50:
        return RIGHT, 0
    return DOWN, HK if free else 0


def test_aggressor_bar_fills_with_damage_and_full_it_hits_harder() -> None:
    duel = Duel()
    duel.approach(44)
    sweep = move_of("Sweep")[1]
    dealt = []
    for _ in range(4000):
        if duel.engine("p1_aggressor_frames") > 0:
            break
        before = duel.health("P2")
        duel.step(sweep_or_walk(duel))
        if duel.health("P2") < before:
            dealt.append(before - duel.health("P2"))
            if duel.engine("p1_aggressor_frames") == 0:
                assert duel.ram("P1", "aggressor_bar") == sum(dealt)
    assert duel.engine("p1_aggressor_frames") == 300
    assert duel.ram("P1", "aggressor_bar") == 100
    for _ in range(400):
        before = duel.health("P2")
        duel.step(sweep_or_walk(duel))
        if duel.health("P2") < before:
            assert before - duel.health("P2") == sweep["damage"] * 115 // 100
            return
    raise AssertionError("no sweep landed in aggressor mode")


def test_throw_forward_lp_close_and_the_lp_escape() -> None:
    throw = move_of("Throw")[1]
    for escape in (False, True):
        duel = Duel()
        duel.approach(30)
        duel.step((RIGHT, LP))
        for _ in range(throw["startup"] - 1):
            duel.step()
        assert duel.engine("p2_action") == THROWN
        duel.step((NONE, 0), (NONE, LP if escape else 0))
        if escape:
            assert duel.engine("p2_contact") == CONTACT_ESCAPE
            assert duel.health("P2") == HEALTH
            continue
        duel.wait(60)
        assert duel.health("P2") == HEALTH - throw["damage"]


def test_an_attack_pressed_while_blocking_starts() -> None:
    duel = Duel()
    duel.wait(3, p1=(NONE, BLOCK))
    duel.step((NONE, LP))
    assert duel.engine("p1_move") == move_of("Jab")[0]


@pytest.mark.parametrize("difficulty", [1, 5])
def test_endurance_partner_enters_and_the_reward_counts_both(difficulty: int) -> None:
    """Autoplay ladders (the CPU on both sides) until one reaches stage 3, the first
    endurance stage: when its first CPU fighter falls, the partner steps in at half health
    (tower_rules.h's kPartnerHealthPercent), at every difficulty."""
    entry_health = HEALTH // 2
    for seed in range(40):
        env = make(
            "tower",
            EnvironmentSettings(
                include_frame=False, autoplay=True, role=Roles.P1, difficulty=difficulty, tower=1
            ),
        )
        obs, info = env.reset(seed=seed)
        assert info["engine"]["n_stages"] == 8
        for _ in range(40000):
            previous = obs
            obs, reward, terminated, _, info = env.step(np.array([0, 0]))
            if terminated:
                break
            if previous["stage"][0] != 3 or not info["engine"]["partner_in"]:
                continue
            if previous["P2"]["health"][0] == 0 or info["round_done"]:
                continue
            if obs["P2"]["character"] == previous["P2"]["character"]:
                continue
            # The step the partner entered: the first opponent fell and the round goes on.
            assert not info["round_done"]
            assert obs["P2"]["health"][0] <= entry_health
            opponents = (
                int(previous["P2"]["health"][0]) + entry_health - int(obs["P2"]["health"][0])
            )
            own = int(previous["P1"]["health"][0]) - int(obs["P1"]["health"][0])
            assert reward == opponents - own
            assert obs["P1"]["health"][0] > 0
            return
        env.close()
    raise AssertionError("no autoplay ladder reached an endurance stage's partner")
