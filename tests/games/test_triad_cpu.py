"""The triad CPU as a benchmark opponent: the ladder targets of the benchmark panel that hold
with a margin, measured with the panel itself (agent P1, RAM only, no continues, step ratio 6,
characters drawn at random, exact round counts per cell).

Every cell plays hundreds of rounds, so the rates sit well inside their bounds; the panel's
full table with its exact figures is `arena-vec eval triad` (README, Benchmark panel).
"""

from __future__ import annotations

import itertools

import pytest

from arena_vec.panel import evaluate
from arena_vec.panel.result import PanelResult

pytestmark = pytest.mark.long_play

LEVELS = [1, 2, 3, 4]


@pytest.fixture(scope="module")
def top_level() -> PanelResult:
    """Every reference policy but the reactive one, at the top level only."""
    policies = ["idle", "random", "constant", "forward_attack", "crouch_block_punish", "jump_in"]
    return evaluate(
        "triad", difficulties=[4], rounds=200, policies=policies, matrix=False, progress=False
    )


@pytest.fixture(scope="module")
def ladder() -> PanelResult:
    """The reactive policy at every level, and the CPU-vs-CPU matrix at every level."""
    return evaluate(
        "triad",
        difficulties=LEVELS,
        rounds=200,
        policies=["reactive"],
        matrix=True,
        matrix_rounds=500,
        progress=False,
    )


def test_no_constant_action_is_an_exploit_at_the_top_level(top_level: PanelResult) -> None:
    # Target 10% (the panel's 500 rounds measure 8% at most); 15% leaves room for 200 rounds.
    constants = [p for p in top_level.policies if p.startswith("constant:")]
    assert len(constants) == 72
    rates = {p: top_level.cell(p, 4).round_win_rate for p in constants}
    assert max(rates.values()) < 0.15, sorted(rates.items(), key=lambda kv: -kv[1])[:5]


def test_random_and_idle_lose_at_the_top_level(top_level: PanelResult) -> None:
    assert top_level.cell("random", 4).round_win_rate < 0.05
    assert top_level.cell("idle", 4).round_win_rate == 0


@pytest.mark.parametrize("policy", ["forward_attack", "crouch_block_punish", "jump_in"])
def test_scripted_policies_lose_most_rounds_at_the_top_level(
    top_level: PanelResult, policy: str
) -> None:
    assert top_level.cell(policy, 4).round_win_rate < 0.25


def test_the_reactive_policy_spans_the_ladder(ladder: PanelResult) -> None:
    rates = [ladder.cell("reactive", level).round_win_rate for level in LEVELS]
    # Triad's ladder (triad_cpu.h): 81% at level 1 with these 200 rounds (83% with the panel's 500).
    assert rates[0] > 0.74, rates
    assert rates[-1] < 0.35, rates
    assert all(harder < easier + 0.05 for easier, harder in itertools.pairwise(rates)), rates


def test_cpu_against_cpu_is_balanced_at_every_level(ladder: PanelResult) -> None:
    # Autoplay: the CPU plays P1 at the chosen level too. Each character's win rate averaged
    # over the four levels is what the damage was tuned on (48-53% measured); at a single
    # level it stays within 30-70% (35-63% measured with 500 rounds).
    matrices = {m.difficulty: m for m in ladder.matrix}
    characters = matrices[1].characters
    for c, name in enumerate(characters):
        per_level = [matrices[level].mean_win_rate(c) for level in LEVELS]
        assert 0.42 <= sum(per_level) / len(per_level) <= 0.58, (name, per_level)
        assert all(0.3 <= rate <= 0.7 for rate in per_level), (name, per_level)
