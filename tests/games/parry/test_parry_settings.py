"""parry's super arts in play: the art an agent picks (and each agent's in 2P) is the one its
fighter plays, in the RAM's super_type and super_max_count. The setting itself (its range, its
errors, None's draw, 2P, the engine's check) is every choice's: tests/games/test_fighter_choice.py."""

from __future__ import annotations

import pytest
from parry_duel import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent

pytestmark = needs_native
RAM = {"include_frame": False}


@pytest.mark.parametrize("art", [1, 2, 3])
def test_the_agent_plays_the_super_art_it_chose(art: int) -> None:
    env = arena_vec.make(
        "parry", EnvironmentSettings(super_art=art, role=arena_vec.Roles.P1, **RAM)
    )
    obs, info = env.reset(seed=1)
    assert info["settings"]["super_art"] == art
    assert int(obs["P1"]["super_type"]) == art - 1
    assert int(obs["P1"]["super_max_count"][0]) == art


def test_per_player_super_arts_in_two_player_mode() -> None:
    env = arena_vec.make("parry", EnvironmentSettingsMultiAgent(super_art=(3, 1), **RAM))
    obs, info = env.reset(seed=2, options={"role": (arena_vec.Roles.P2, arena_vec.Roles.P1)})
    assert info["settings"]["super_art"] == (3, 1)
    assert int(obs["P2"]["super_max_count"][0]) == 3  # agent_0 plays P2
    assert int(obs["P1"]["super_max_count"][0]) == 1
