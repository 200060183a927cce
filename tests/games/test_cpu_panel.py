"""Every game's CPU as a benchmark opponent: the ladder targets of the benchmark panel
(docs/panel.md), measured with the panel itself (agent P1, RAM only, no continues, step ratio 6,
characters drawn at random, fixed seeds, exact round counts per cell), over each game's whole
DIAMBRA range. The constant actions are screened at a quarter of the rounds and the best five
measured again in full (constants_at_the_top). One test per target, parametrized over the games; each game's bounds (its round
counts and the margins its measured rates leave) are in TARGETS. What only one game has (parry's
meter and panel strike, ronin's constant slashes, tower's front kick) is tested beside it, in
tests/games/<game>/test_<game>_cpu.py and tests/games/test_triad_cpu_*.py; the ladder's order (head
to head, the league) in tests/games/test_cpu_ladder_order.py.

The two tests over whole ladders (every policy at every level, the CPU-vs-CPU matrix at every
level) are marked ``full_panel``: over eight-level ranges they play for minutes a game on two
cores, so the suite leaves them out (pyproject's addopts); run them with
``pytest -m full_panel tests/games/test_cpu_panel.py`` after changing a CPU."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

import pytest
from fighting_harness import (
    drawn_at_the_top,
    fighting_games,
    levels,
    native_games,
    round_win_rates,
)

from arena_vec.fighting.games import game_info
from arena_vec.panel import evaluate
from arena_vec.panel.result import PanelResult

pytestmark = pytest.mark.long_play

SCRIPTED = ["forward_attack", "crouch_block_punish", "jump_in", "special_spam"]


@dataclass(frozen=True)
class Targets:
    """One game's bounds on the panel's targets."""

    rounds: int  # per (policy, level) cell
    matrix_rounds: int  # per character and level
    constants: int  # constant actions: 9 directions x the game's attacks
    constant_max: float  # the best constant action at the top level wins less
    scripted_max: float  # every scripted policy at the top level wins less
    reactive_first_min: float  # the reactive policy at level 1 wins at least
    reactive_top_max: float  # ... and at the top level at most
    balance_mean: tuple[float, float]  # each character's CPU-vs-CPU rate, mean over the levels
    balance_level: tuple[float, float]  # ... and at every level
    ladder_policies: tuple[str, ...] = ()  # beside random, reactive and SCRIPTED
    screened: int = 0  # the matrix only screens: so many lineups at each end play again
    screened_rounds: int = 0  # ... this many rounds a level, and only they are judged


TARGETS = {
    "triad": Targets(200, 500, 72, 0.15, 0.25, 0.74, 0.35, (0.42, 0.58), (0.3, 0.7)),
    "parry": Targets(200, 300, 90, 0.15, 0.25, 0.8, 0.15, (0.45, 0.55), (0.36, 0.64)),
    "ronin": Targets(
        100,
        100,
        99,
        0.1,
        0.2,
        0.8,
        0.2,
        (0.4, 0.6),
        (0.35, 0.65),
        # Constant slashes that won more at level 2 than at level 1 against the shared level-1
        # CPU (13 then 27% for neutral+MS over 200 rounds); ronin's ladder (ronin_cpu.h) fixed them.
        (
            "constant:neutral+MS",
            "constant:back+WS+MS",
            "constant:forward+MS",
            "constant:back+MS",
        ),
    ),
    "tower": Targets(100, 200, 63, 0.1, 0.1, 0.82, 0.2, (0.42, 0.58), (0.36, 0.64)),
    # A team game: the matrix's rows are teams (arena_vec/panel/lineups.py). 200 rounds a team
    # and level (and about as many on P2): a standard deviation of about 3 points a level, 1
    # over the nine; at 30 rounds a team (8 points a level) 2 of the 243 cells would fall
    # outside 30-70% by chance alone.
    "tagduo": Targets(100, 200, 117, 0.1, 0.1, 0.8, 0.2, (0.4, 0.6), (0.3, 0.7)),
    # 455 teams of three: the matrix screens them at 4 rounds a team and level (about 8 rounds
    # a team and level with P2's: a standard deviation of ~6 points over the eight levels, ~18
    # a level, so no band judges it); the 8 lowest and 8 highest means play again on P1 at 100
    # rounds a level (seed 1: new draws), 5 points a level and 2 over the eight (balance()).
    # Reactive at level 1: 90% (83% with the kit's stage ramp, FIRST_LEVEL_TOO_HARD's note).
    "trio": Targets(
        100, 4, 90, 0.1, 0.1, 0.86, 0.2, (0.4, 0.6), (0.3, 0.7), screened=8, screened_rounds=100
    ),
}
GAMES = [game for game in TARGETS if game in fighting_games()]


def open_targets(reasons: dict[str, str]) -> list[object]:
    """GAMES as parameters, each game in ``reasons`` a strict xfail naming what it measured."""
    return native_games(GAMES, reasons)


def top_rates(game: str, policies: list[str], rounds: int) -> dict[str, float]:
    """Each of ``policies``' round win rate at the game's top level over ``rounds`` rounds."""
    top = levels(game)[-1]
    return {p: rates[top] for p, rates in round_win_rates(game, policies, [top], rounds).items()}


@functools.cache
def top_level(game: str) -> dict[str, float]:
    """Idle, random and the scripted policies at the top level."""
    return top_rates(game, ["idle", "random", *SCRIPTED], TARGETS[game].rounds)


SCREEN_SHARE = 4  # the constant actions are screened at a quarter of a cell's rounds
SCREENED_BEST = 5  # ... and the best of them measured again at the full count


@functools.cache
def constants_at_the_top(game: str) -> dict[str, float]:
    """Every constant action's round win rate at the top level. All of them play a quarter of
    the game's rounds, which ranks them (an exploit wins far more than the others' few percent);
    the SCREENED_BEST best play the full count again, and those are their rates. Three quarters
    of the cost of playing every constant in full (they are most of the panel's top level)."""
    rounds = TARGETS[game].rounds
    rates = top_rates(game, ["constant"], rounds // SCREEN_SHARE)
    best = sorted(rates, key=lambda p: -rates[p])[:SCREENED_BEST]
    return rates | top_rates(game, best, rounds)


@functools.cache
def ends_of_the_ladder(game: str) -> PanelResult:
    """The reactive policy at the lowest and the top level."""
    return evaluate(
        game,
        difficulties=[levels(game)[0], levels(game)[-1]],
        rounds=TARGETS[game].rounds,
        policies=["reactive"],
        matrix=False,
        progress=False,
    )


@functools.cache
def ladder(game: str) -> PanelResult:
    """Random, reactive, the scripted policies and the game's own at every level, and the
    CPU-vs-CPU matrix at every level."""
    targets = TARGETS[game]
    return evaluate(
        game,
        difficulties=levels(game),
        rounds=targets.rounds,
        policies=["random", "reactive", *SCRIPTED, *targets.ladder_policies],
        matrix=True,
        matrix_rounds=targets.matrix_rounds,
        progress=False,
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_difficulty_range_is_diambras(game: str) -> None:
    # sfiii3n 1-8, samsh5sp 1-8, umk3 1-5, doapp 1-4 (DIAMBRA's game pages).
    # tektagt 1-9, kof98umh 1-8.
    expected = {
        "parry": (1, 8),
        "ronin": (1, 8),
        "tower": (1, 5),
        "triad": (1, 4),
        "tagduo": (1, 9),
        "trio": (1, 8),
    }
    assert tuple(game_info(game).difficulty) == expected[game]


# Met (issue 32): trio's crouch guard calling assists won 13% of level-8 rounds (100 rounds), by
# time-over: the shared CPU poked the crouching guard from outside throw range all round; trio's
# CPU walks in and throws (trio_cpu.h): 0% (crouch_block_punish 0-1% at levels 4-8, was 6-9%).
CONSTANT_EXPLOITS: dict[str, str] = {}


@pytest.mark.parametrize("game", open_targets(CONSTANT_EXPLOITS))
def test_no_constant_action_is_an_exploit_at_the_top_level(game: str) -> None:
    rates = constants_at_the_top(game)
    assert len(rates) == TARGETS[game].constants
    best = sorted(rates.items(), key=lambda kv: -kv[1])[:SCREENED_BEST]
    assert max(rates.values()) < TARGETS[game].constant_max, best


# A constant jump (up or up_back, with buttons or none) drew rounds at the top level: the CPU met
# a foe in the air by guarding, and a guard held while nothing comes walks back, so it never
# closed in on a foe that kept jumping (triad's level 4 41% of rounds with up_back, tagduo's 9 16
# of 50 with up, parry's 8 10 of 125, ronin's 8 2 of 25). Met (issue 30): a jump that lands out
# of its air strikes' reach is walked under (fight/cpu_defend.cc's meet_air); none draws more
# than 5%. Measured on a quarter of each game's rounds (the constant sweep's screen).
@pytest.mark.parametrize("game", GAMES)
def test_no_constant_action_draws_many_rounds_at_the_top_level(game: str) -> None:
    drawn = drawn_at_the_top(game, ["constant"], TARGETS[game].rounds // SCREEN_SHARE)
    worst = max(drawn, key=drawn.__getitem__)
    assert drawn[worst] <= 0.05, (worst, drawn[worst])


# A constant crouching guard drew 11-15% of triad's level-4 rounds and 22% of tagduo's level-9
# ones (200 rounds): the CPU poked the guard from outside throw range all round, every poke
# blocked, and the round was drawn at time-over (a draw books a win to both sides). The reference
# learner took that for safety: against a stronger triad level 4 it stalled 65% of its rounds
# into draws. The kit's walk into throw range (fight/cpu_walk_in.h, trio's first) ends it there:
# 0 of 200. Met (issue 30): ronin played without it and drew 45% of its level-8 rounds; with
# rules.cpu_walk_in_px = 40, as the other games, it draws none of 100.
GUARD = "constant:down_back+NoAttack"


@pytest.mark.parametrize("game", GAMES)
def test_a_foe_that_only_guards_draws_almost_no_round_at_the_top_level(game: str) -> None:
    drawn = drawn_at_the_top(game, [GUARD], TARGETS[game].rounds)[GUARD]
    assert drawn <= 0.02, drawn


# A crouching guard that holds buttons starting no move, one of the throw-escape buttons among
# them, broke every throw the CPU tried and paid nothing for the presses: where the CPU had no
# other way through a crouching guard, the round was drawn (100 rounds a constant): ronin's
# level 8 drew 60% against down_back+WS+MS, tagduo's level 9 74% against down_back+LP+RK, trio's
# level 8 54% against down_back+SP+SK. The CPU also booked an escaped throw as a landed one and
# kept throwing. Met (issue 30): an escape button held in the throw_escape_lockout_frames up to
# the grab locks the escape out (the kit's start_throw; 8 frames in these three games, as in
# triad), and the CPU books an escaped throw as answered (cpu_read.cc's learn_from_contact):
# none of the three draws a round.
GUARD_PRESS_ROUNDS = 100


@pytest.mark.parametrize("game", GAMES)
def test_a_guard_that_presses_buttons_draws_almost_no_round_at_the_top_level(game: str) -> None:
    guards = [
        f"constant:down_back+{'+'.join(attack)}" for attack in game_info(game).attacks if attack
    ]
    drawn = drawn_at_the_top(game, guards, GUARD_PRESS_ROUNDS)
    worst = max(drawn, key=drawn.__getitem__)
    assert drawn[worst] <= 0.02, (worst, drawn[worst])


@pytest.mark.parametrize("game", GAMES)
def test_random_and_idle_lose_at_the_top_level(game: str) -> None:
    rates = top_level(game)
    assert rates["random"] < 0.05
    assert rates["idle"] == 0


# Met (issue 32): trio's special_spam won 33% of level-8 rounds (100 rounds a cell): every trio
# character has a quarter-circle Wave, which the shared CPU never sees in flight, and the CPU
# walked into it on its way in (most of its damage taken). Trio's CPU sees a Wave once it has
# flown its reaction, guards it or rolls through it, starts nothing slow while it comes and
# punishes the thrower's recovery (the kit's fight::meet_projectile): 0-1% at levels 4-8.
TOP_LEVEL_EXPLOITS: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(
    ("game", "policy"),
    [
        pytest.param(
            game,
            policy,
            marks=[pytest.mark.xfail(reason=TOP_LEVEL_EXPLOITS[game, policy], strict=True)]
            if (game, policy) in TOP_LEVEL_EXPLOITS
            else [],
        )
        for game, policy in itertools.product(GAMES, SCRIPTED)
    ],
)
def test_scripted_policies_lose_most_rounds_at_the_top_level(game: str, policy: str) -> None:
    rate = top_level(game)[policy]
    assert rate < TARGETS[game].scripted_max, rate


# Met (issue 30): ronin's special_spam won 3% of level-4 rounds and 12, 11, 12 and 15% at levels
# 5-8 (100 rounds a cell; 7, 10, 8, 11, 16% at 500), by chip damage: a CPU that guards a Sword
# Wave where it stands, or walks back from the launch as from a strike it sees coming, is pushed
# into its corner and chipped out (3 of 128 a projectile; replayed at level 8). Guarding more of them
# lost more (ladder2/ladder3 helpers: react 255 or guarding every Wave seen in flight, 18-33%).
# From level 4 up ronin's CPU walks in under the projectiles and guards them only when near
# (fight/cpu_projectile.h, ronin_cpu.h): 0% at levels 4-8 (200 rounds a cell); level 8, cautious
# since, 2% (500 rounds).
# Met (issue 30): triad's special_spam won 26% at level 1 and 32% at level 2 (200 rounds a cell),
# found when this test first played every scripted policy on every game's whole ladder; played
# again on other episodes (seed 1, 400 rounds a cell) it wins 26.5 and 25.5%.
# Met (issue 32): tagduo's forward_attack, which walks in striking. With the kit's spacing at
# levels 4-7 it rose from 4% at level 1 to 11% at level 6 (400 rounds a cell); tagduo_cpu.h's
# capped spacing flattened it to 4, 6, 5, 6, 6, 8, 7, 8, 8% at levels 1-9 (400 rounds a cell),
# but here (100 rounds) it won 5% at level 6 and 10% at level 7, a rise of the cells' noise. With
# levels 5-7 attacking less in range and levels 4-9 patient (kTagduoAggression, kTagduoPatience)
# it wins 9, 6, 6, 9, 8, 9, 10, 4 and 4% here, no rise above 3 points.
# Met (issue 32): with tagduo.toml's team balance forward_attack wins 3, 4, 5, 6, 8, 6, 11, 7 and
# 4% here; at 400 rounds a cell 6.5, 6.2, 7.0, 10.2, 7.8 and 8.2% at levels 4-9: a rise of 3
# points at level 7 (a standard deviation of about 2 for the step), which 100 rounds a cell (4
# for the step) blow up to 5. The test now plays such a step again (RECHECK_ROUNDS, seed 1):
# 8.5% at level 6, 7.0% at level 7.
RISING: dict[str, str] = {}
RECHECK_ROUNDS = 400  # a step past the margin is played again at this many rounds a cell
# Met (issue 32): trio's ladder rose for special_spam (33% at level 8; fight::meet_projectile now)
# and for the reactive policy: 49% at level 3 and 57% at level 4 (level 4's patience, 64, then
# 47%), 48% at level 2 and 55% at level 3 in the 500-round panel; forward_attack 0% at level 4
# and 5% at level 5 here (100 rounds a cell), the cells' noise around 3-4% at levels 4-8 (300
# rounds a cell). Trio's ladder (trio_cpu.h) sees 15 frames late at level 3 and 9 at level 4,
# and its CPU holds its guard against a masher (trio_cpu.cc): here reactive 83, 53, 49, 28, 32,
# 20, 11, 11% and forward_attack 71, 2, 5, 2, 5, 1, 2, 0% at levels 1-8.
# Met (issue 32): trio's reactive policy won 71% of level-1 rounds (100 rounds; 63% of 500).
# Neither the kit-wide beginner first level tagduo plays (tagduo_cpu.h), nor no CPU assists at
# level 1, nor a level 1 with every chance 0 moved it (71, 75, 74%): the shared CPU's guard in
# neutral (a crouching guard that holds its ground) left the reactive policy, which stops at its
# kick's range and strikes, whiffing until time-over. Trio's beginner (trio_cpu.h's
# kTrioFirstLevel) walks in where it would wait in its guard, and attacks less (aggression 32):
# 83% (300 rounds; tagduo's first level, aggression 160: 71% guarding, 74% walking in). No
# level-1 knob moved it beyond 81-84%: the kit's stage ramp played stages 5-7 of a difficulty-1
# ladder at level 2. Trio's own ramp (trio_cpu.h's stage_cpu_level) plays level 1 up to the
# last stage, level 2 there: 90% here (100 rounds), 89% of 500 (seeds 0 and 1); level 1 on every
# stage won 99-100% of 500.
FIRST_LEVEL_TOO_HARD: dict[str, str] = {}
# Met (issue 32): tagduo's teams each won 43-58% of CPU-vs-CPU rounds over the nine levels (30
# rounds a team and level; Kaito+Gorr's 63% fell to 55% with tagduo_cpu.h's spacing and level 1),
# but 18 of the 243 team-level cells fell outside 30-70%, 21 with kTagduoAggression and
# kTagduoPatience (Mei+Rook 11% at level 9): mostly noise (8 points a cell). At 200 rounds the
# teams averaged 44-57% and 3 cells fell outside: Mei+Sable 25% at level 9, Gorr+Ursa 29% at level
# 1 and 73% at level 9 (the light characters lost more, the heavy ones won more, as the levels
# rose). With tagduo.toml's balance (wider light characters, Vesna's reach, a softer Kaito, a
# narrower Gorr) the teams average 46-56% and every cell is within 33-67%.
# Met (issue 32): trio's 455 teams at 4 rounds a team and level (perf/results/trio_panel.md): 62
# averaged outside 40-60% (Tetsu+Nyx+Koji 31% ... Brann+Lira+Doyle 68%), within the screen's
# noise. Played again (100 rounds a level, seed 1), the 16 ends averaged 40.5-59.2%, but
# Doyle+Hale+Koji won 25% at level 8 and Lira+Suki+Koji 29% at levels 7 and 8: at levels 6-8 the
# rushdowns won most over their teams (Mara 54-61%) and the zoners and Doyle least (Doyle
# 41-47%). With trio.toml's balance (zoners 4 px wider and 1 harder, rushdowns 40 slower, Doyle's
# damage Brann's) the 16 ends average 42.5-58.5% and win 35-68% at every level.
# Open (issue 30): since the CPU books an escaped throw as answered (cpu_read.cc), a CPU whose
# throws the other CPU keeps escaping stops throwing (and jumps at a crouching guard instead,
# cpu_neutral.cc), and the upper levels' balance moved (200 rounds a team and level): at tagduo's
# level 9 Mei+Sable won 29% (the grapplers' teams up to 70%); at trio's levels 4-8 the teams of
# Asuka, Mara and Fay win up to 78% (Asuka+Grath+Ines at level 6) and average up to 62%,
# Doyle+Suki+Orin 28% at level 7. Met (issue 30): tower's Vex, 34% at level 5, is within 36-64%
# at every level with the same changes (every fighter 42-61%); tagduo's level 9, cautious (caution
# 2: no strike into a guard unsafe on block), keeps every team within 36-62%.
# Open (issue 30): with the duck habit, ducked highs and the walk in on a beat (cpu_read.cc,
# cpu_defend.cc, cpu_neutral.cc), tagduo's Mei+Sable won 29% at level 8 (34% before; 43% and 38%
# at levels 7 and 9, 200 rounds a team and level: about 3.5 points a cell).
# Open (issue 30): parry's heavy hitters win more as the levels wait and punish more: Bulga 63%
# over levels 1-8 and 65, 76 and 93% at levels 6-8, Tembo 88% at level 8 (measured again on
# 2026-12-01; the reason said 61% and 73% until then). Levels 5-7 each attacking less than the one
# below took Bulga to 71 and 82% at levels 6 and 7.
UNBALANCED = {
    "parry": "Bulga averages 63% over levels 1-8 (65% at level 6, 76% at 7, 93% at 8)",
    "trio": "Asuka+Grath+Ines wins 78% at level 6, Doyle+Suki+Orin 28% at level 7",
    "tagduo": "Mei+Sable wins 29% at level 8",
    "ronin": "Iori wins 66% at level 8 (cautious since issue 30; before, Iori 55% and Gonta 64%)",
}


@pytest.mark.full_panel
@pytest.mark.parametrize("game", open_targets(RISING))
def test_every_policy_wins_less_against_harder_levels(game: str) -> None:
    # Within 5 points of the level below. The cells' noise (2-3.5 points a standard deviation, a
    # step 3-5) makes a step cross that now and then by chance, so a step that does is played
    # again on other episodes (seed 1) at RECHECK_ROUNDS rounds a cell (about 2 points for the
    # step) and judged there, as the balance test judges its extremes.
    result = ladder(game)
    rising = {}
    for policy in result.policies:
        rates = [result.cell(policy, level).round_win_rate for level in levels(game)]
        for level, (easier, harder) in zip(
            levels(game)[1:], itertools.pairwise(rates), strict=True
        ):
            if harder < easier + 0.05:
                continue
            again = round_win_rates(game, [policy], [level - 1, level], RECHECK_ROUNDS, seed=1)
            if again[policy][level] >= again[policy][level - 1] + 0.05:
                rising[policy, level] = (rates, again[policy])
    assert not rising, rising


# Tagduo's reactive policy wins 82% of level-1 rounds here (100 rounds; 81% of 300 against its
# beginner level 1, tagduo_cpu.h; 73% against the kit's first level; issue 32's target ~90%).
@pytest.mark.parametrize("game", open_targets(FIRST_LEVEL_TOO_HARD))
def test_the_reactive_policy_spans_the_ladder(game: str) -> None:
    result, (first, top) = ends_of_the_ladder(game), (levels(game)[0], levels(game)[-1])
    rates = [result.cell("reactive", level).round_win_rate for level in (first, top)]
    assert rates[0] >= TARGETS[game].reactive_first_min, rates  # target ~90%
    assert rates[-1] <= TARGETS[game].reactive_top_max, rates  # target 20% or less


def mean_of_known(rates: list[float | None]) -> float:
    """The mean of the rates that are known (a cell without a decided round has none)."""
    known = [rate for rate in rates if rate is not None]
    return sum(known) / len(known)


def balance(game: str) -> dict[str, list[float | None]]:
    """Each lineup's CPU-vs-CPU round win rate at every level (autoplay: the CPU plays P1 at the
    chosen level too): its mean over its opponents in the ladder's matrix. A game that screens
    (Targets.screened) ranks its lineups by that mean over the levels, as constants_at_the_top
    ranks the constants, and its ``screened`` lowest and highest play ``screened_rounds``
    rounds a level again on P1, with seed 1 (their screen's rounds would bias their rates
    toward the ends): their rates there, and only theirs."""
    targets = TARGETS[game]
    matrices = ladder(game).matrix
    names = matrices[0].characters
    rates = {name: [m.mean_win_rate(c) for m in matrices] for c, name in enumerate(names)}
    if not targets.screened:
        return rates
    order = sorted(names, key=lambda name: mean_of_known(rates[name]))
    ends = order[: targets.screened] + order[-targets.screened :]
    again = evaluate(
        game,
        difficulties=levels(game),
        rounds=1,  # the panel plays a policy beside its matrix: one round of idle a level
        policies=["idle"],
        matrix_rounds=targets.screened_rounds,
        matrix_lineups=ends,
        seed=1,
        progress=False,
    )
    return {name: [m.row_win_rate(names.index(name)) for m in again.matrix] for name in ends}


@pytest.mark.full_panel
@pytest.mark.parametrize("game", open_targets(UNBALANCED))
def test_cpu_against_cpu_is_balanced_at_every_level(game: str) -> None:
    # Each lineup's rate (balance()), averaged over the levels and at each level.
    targets = TARGETS[game]
    for name, rates in balance(game).items():
        per_level = [rate for rate in rates if rate is not None]
        assert len(per_level) == len(levels(game)), (name, rates)  # a decided round a level
        low, high = targets.balance_mean
        assert low <= sum(per_level) / len(per_level) <= high, (name, per_level)
        low, high = targets.balance_level
        assert all(low <= rate <= high for rate in per_level), (name, per_level)
