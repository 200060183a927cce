"""What only parry's CPU does: it spends the super meter its level allows, and the panel's
reactive policy strikes with the button parry.toml names. The panel's targets, which every game's
CPU meets, are tests/games/test_cpu_panel.py's."""

from __future__ import annotations

from pathlib import Path

import pytest
from parry_duel import needs_native

import arena_vec
from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import game_info, games_dir
from arena_vec.policies.controls import Controls
from arena_vec.policies.reactive import Reactive

pytestmark = [needs_native, pytest.mark.long_play]


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
