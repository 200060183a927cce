"""The parry CPU as a benchmark opponent: the ladder targets of the benchmark panel (issue 8's,
as tests/games/test_triad_cpu.py tests them for triad), measured with the panel itself (agent
P1, RAM only, no continues, step ratio 6, characters and super arts drawn at random, fixed
seeds, exact round counts per cell). The full table is `arena-vec eval parry` (README, parry)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from parry_duel import needs_native

import arena_vec
from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import game_info, games_dir
from arena_vec.panel import evaluate
from arena_vec.panel.result import PanelResult
from arena_vec.policies.controls import Controls
from arena_vec.policies.reactive import Reactive

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
    assert rates[0] >= 0.8, rates  # 88% measured (target ~90%)
    assert rates[-1] <= 0.15, rates  # 9% measured (target 20% or less)


def test_cpu_against_cpu_is_balanced_at_every_level(ladder: PanelResult) -> None:
    # Target: each character's win rate within 40-60% at every level. With these seeds (300
    # rounds per character and level) 44-57% measured, the panel's 500 rounds 44-57%; the
    # bounds leave about two standard deviations (2.9 points at 300 rounds) beside the target.
    # With the level-4 spacing of 250 and the former reaches and widths it failed (Bulga 34,
    # 33, 51, 63%): slow wide hitters lost where the CPU walked into pokes and won where it
    # waited them out.
    matrices = {m.difficulty: m for m in ladder.matrix}
    for c, name in enumerate(matrices[1].characters):
        per_level = [matrices[level].mean_win_rate(c) for level in LEVELS]
        assert 0.45 <= sum(per_level) / len(per_level) <= 0.55, (name, per_level)
        assert all(0.36 <= rate <= 0.64 for rate in per_level), (name, per_level)


def _cpu_spends_meter(difficulty: int, seeds: range) -> bool:
    """True when the CPU (P2) spends super meter against an idle agent in any of the episodes
    (its bar drops within a stage; an idle agent's fight is one stage, so the bar only grows
    unless the CPU spends it)."""
    env = arena_vec.make(
        "parry",
        arena_vec.EnvironmentSettings(
            include_frame=False, step_ratio=6, difficulty=difficulty, role=arena_vec.Roles.P1
        ),
    )
    try:
        for seed in seeds:
            obs, _ = env.reset(seed=seed)
            done = False
            while not done:
                bar = int(obs["P2"]["super_bar"][0])
                obs, _, terminated, truncated, _ = env.step(env.action_space.sample() * 0)
                done = terminated or truncated
                if int(obs["P2"]["super_bar"][0]) < bar and not done:
                    return True
        return False
    finally:
        env.close()


def test_the_cpu_spends_only_the_meter_its_level_allows() -> None:
    # Level 1 plans with no meter (parry_cpu.h kCpuMeterPlanned), level 4 with all of it: an
    # idle agent fills the CPU's bar in the first round and meets its super art in the second.
    assert not _cpu_spends_meter(1, range(6))
    assert _cpu_spends_meter(4, range(6))


def test_the_reactive_policy_strikes_with_the_button_the_game_file_names() -> None:
    # [game] panel_strike = "MK": Forward, not the longest-reaching Roundhouse (HK).
    controls = Controls(game_info("parry"))
    assert controls.attack_labels[controls.heavy] == "HK"
    assert controls.attack_labels[controls.strike] == "MK"
    assert Reactive(controls).kick == controls.strike


def test_a_panel_strike_that_is_no_button_is_refused(tmp_path: Path) -> None:
    text = (
        (games_dir() / "parry.toml")
        .read_text()
        .replace('panel_strike = "MK"', 'panel_strike = "Kick"')
    )
    (tmp_path / "parry.toml").write_text(text)
    with pytest.raises(ValueError, match=r"\[game\]: field 'panel_strike' = 'Kick' is not one"):
        load_game_data(tmp_path / "parry.toml")
