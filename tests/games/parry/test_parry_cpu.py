"""The parry CPU as a benchmark opponent: the ladder targets of the benchmark panel (issue 8's,
as tests/games/test_triad_cpu.py tests them for triad), measured with the panel itself (agent
P1, RAM only, no continues, step ratio 6, characters and super arts drawn at random, fixed
seeds, exact round counts per cell). The full table is `arena-vec eval parry` (README, parry)."""

from __future__ import annotations

import itertools

import pytest
from parry_duel import needs_native

from arena_vec.panel import evaluate
from arena_vec.panel.result import PanelResult

pytestmark = needs_native
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
        "parry", difficulties=[4], rounds=200, policies=policies, matrix=False, progress=False
    )


@pytest.fixture(scope="module")
def ladder() -> PanelResult:
    """The scripted policies at every level, and the CPU-vs-CPU matrix at every level."""
    return evaluate(
        "parry",
        difficulties=LEVELS,
        rounds=200,
        policies=["reactive", "jump_in", "forward_attack"],
        matrix=True,
        matrix_rounds=300,
        progress=False,
    )


def test_no_constant_action_is_an_exploit_at_the_top_level(top_level: PanelResult) -> None:
    # Target 10% (5% measured at most with these seeds); 15% leaves room for 200 rounds.
    constants = [p for p in top_level.policies if p.startswith("constant:")]
    assert len(constants) == 90  # 9 directions x 10 attacks
    rates = {p: top_level.cell(p, 4).round_win_rate for p in constants}
    assert max(rates.values()) < 0.15, sorted(rates.items(), key=lambda kv: -kv[1])[:5]


def test_random_and_idle_lose_at_the_top_level(top_level: PanelResult) -> None:
    assert top_level.cell("random", 4).round_win_rate < 0.05
    assert top_level.cell("idle", 4).round_win_rate == 0


@pytest.mark.parametrize(
    "policy", ["forward_attack", "crouch_block_punish", "jump_in", "special_spam"]
)
def test_scripted_policies_lose_most_rounds_at_the_top_level(
    top_level: PanelResult, policy: str
) -> None:
    assert top_level.cell(policy, 4).round_win_rate < 0.25


@pytest.mark.parametrize("policy", ["reactive", "jump_in", "forward_attack"])
def test_every_policy_wins_less_against_harder_levels(ladder: PanelResult, policy: str) -> None:
    rates = [ladder.cell(policy, level).round_win_rate for level in LEVELS]
    assert all(harder < easier + 0.05 for easier, harder in itertools.pairwise(rates)), rates


def test_the_reactive_policy_spans_the_ladder(ladder: PanelResult) -> None:
    rates = [ladder.cell("reactive", level).round_win_rate for level in LEVELS]
    assert rates[0] > 0.2, rates  # 31% measured
    assert rates[-1] < 0.1, rates  # 1% measured


def test_cpu_against_cpu_is_balanced(ladder: PanelResult) -> None:
    # Each character's win rate averaged over the four levels is within 40-60% (44-54%
    # measured); at a single level it stays within 30-70%.
    matrices = {m.difficulty: m for m in ladder.matrix}
    for c, name in enumerate(matrices[1].characters):
        per_level = [matrices[level].mean_win_rate(c) for level in LEVELS]
        assert 0.4 <= sum(per_level) / len(per_level) <= 0.6, (name, per_level)
        assert all(0.3 <= rate <= 0.7 for rate in per_level), (name, per_level)
