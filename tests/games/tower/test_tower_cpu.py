"""The tower CPU as a benchmark opponent: the ladder targets of the benchmark panel (issue 8's,
as tests/games/parry/test_parry_cpu.py tests them for parry), measured with the panel itself
(agent P1, RAM only, no continues, step ratio 6, characters and the tower drawn at random, fixed
seeds, exact round counts per cell). The targets are held with margins. The full table is
`arena-vec eval tower` (README, tower)."""

from __future__ import annotations

import itertools

import pytest
from tower_duel import needs_native

from arena_vec.panel import evaluate
from arena_vec.panel.result import PanelResult

pytestmark = [needs_native, pytest.mark.long_play]
LEVELS = [1, 2, 3, 4]


@pytest.fixture(scope="module")
def top_level() -> PanelResult:
    """Every reference policy but the reactive one, at the top level only."""
    policies = [
        "idle",
        "random",
        "constant",
        "forward_attack",
        "crouch_block_punish",
        "jump_in",
        "special_spam",
    ]
    return evaluate(
        "tower", difficulties=[4], rounds=100, policies=policies, matrix=False, progress=False
    )


@pytest.fixture(scope="module")
def ladder() -> PanelResult:
    """The scripted policies at every level, and the CPU-vs-CPU matrix at every level (200
    rounds per character: a character's rate moves by about 3.5 points between seeds)."""
    return evaluate(
        "tower",
        difficulties=LEVELS,
        rounds=100,
        policies=["reactive", "jump_in", "forward_attack"],
        matrix=True,
        matrix_rounds=200,
        progress=False,
    )


def test_no_constant_action_is_an_exploit_at_the_top_level(top_level: PanelResult) -> None:
    # Target 10% (0% measured with these seeds).
    constants = [p for p in top_level.policies if p.startswith("constant:")]
    assert len(constants) == 63  # 9 directions x 7 attacks
    rates = {p: top_level.cell(p, 4).round_win_rate for p in constants}
    assert max(rates.values()) < 0.10, sorted(rates.items(), key=lambda kv: -kv[1])[:5]


def test_random_and_idle_lose_at_the_top_level(top_level: PanelResult) -> None:
    assert top_level.cell("random", 4).round_win_rate < 0.05
    assert top_level.cell("idle", 4).round_win_rate == 0


@pytest.mark.parametrize(
    "policy", ["forward_attack", "crouch_block_punish", "jump_in", "special_spam"]
)
def test_scripted_policies_lose_most_rounds_at_the_top_level(
    top_level: PanelResult, policy: str
) -> None:
    assert top_level.cell(policy, 4).round_win_rate < 0.1  # 0-1% measured


@pytest.mark.parametrize("policy", ["reactive", "jump_in", "forward_attack"])
def test_every_policy_wins_less_against_harder_levels(ladder: PanelResult, policy: str) -> None:
    # Within 5 points (100 rounds a cell): the reactive policy measures 90, 72, 56 and 15%.
    rates = [ladder.cell(policy, level).round_win_rate for level in LEVELS]
    assert all(harder < easier + 0.05 for easier, harder in itertools.pairwise(rates)), rates


def test_the_reactive_policy_falls_through_the_ladder(ladder: PanelResult) -> None:
    rates = [ladder.cell("reactive", level).round_win_rate for level in LEVELS]
    # Level 1: 90% measured (target ~90%; a standard deviation is 3 points at 100 rounds); 83%
    # before level 3 punished less and difficulty 1's endurance stages got lighter (its partner
    # at half health, at level 1: tower_rules.h), 77% before level 1 attacked less, spaced like
    # level 2 and the endurance stages played a level below the ramp (tower_cpu.h).
    assert rates[0] >= 0.82, rates
    assert rates[-1] < 0.2, rates  # 15% measured (target 20% or less)


def test_the_front_kick_wins_no_more_against_level_3_than_against_level_2() -> None:
    # A constant forward + LK (the Front Kick, 5 frames of startup, repeated as soon as it
    # recovers) won 1.2% of level-2 rounds and 3.6% of level-3 ones: level 3's neutral attacks,
    # started 13 frames late on the sight of its last kick recovering and nearly always its
    # fastest poke, met the next kick. Measured now 1.2 and 0.8% (500 rounds a cell).
    policy = "constant:forward+LK"
    result = evaluate(
        "tower", difficulties=[2, 3], rounds=500, policies=[policy], matrix=False, progress=False
    )
    rates = [result.cell(policy, level).round_win_rate for level in (2, 3)]
    assert rates[1] <= rates[0] + 0.01, rates


def test_cpu_against_cpu_is_balanced_at_every_level(ladder: PanelResult) -> None:
    # Each character's win rate at every level is within 40-60% (42-60% measured with these
    # 200 rounds; before the spin kick and the body widths changed, 32-64%: Brakka 32% at level
    # 1, Mira 35% at level 4). Averaged over the four levels, 46-54% measured.
    matrices = {m.difficulty: m for m in ladder.matrix}
    for c, name in enumerate(matrices[1].characters):
        per_level = [matrices[level].mean_win_rate(c) for level in LEVELS]
        assert 0.42 <= sum(per_level) / len(per_level) <= 0.58, (name, per_level)
        assert all(0.36 <= rate <= 0.64 for rate in per_level), (name, per_level)
