"""parry's game-specific setting `super_art` (DIAMBRA's name and range): validated with
DIAMBRA-style messages at make and at reset, per player in 2P, None drawn at every reset from
the env's RNG, reported in info["settings"] and in the RAM (super_type, super_max_count); games
without super arts refuse anything but None."""

from __future__ import annotations

import pytest
from parry_duel import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent

pytestmark = needs_native
RAM = {"include_frame": False}


@pytest.mark.parametrize(
    ("game", "settings", "message"),
    [
        ("parry", EnvironmentSettings(super_art=4), r"super_art=4 is invalid: allowed None"),
        ("parry", EnvironmentSettings(super_art=0), r"super_art=0 is invalid"),
        ("parry", EnvironmentSettings(super_art=True), r"super_art=True is invalid"),
        ("parry", EnvironmentSettings(super_art="1"), r"super_art='1' is invalid"),
        ("parry", EnvironmentSettingsMultiAgent(super_art=(1, 4)), r"super_art\[1\]=4 is invalid"),
        ("parry", EnvironmentSettingsMultiAgent(super_art=2), r"super_art=2 is invalid"),
        ("triad", EnvironmentSettings(super_art=2), r"allowed None \(game 'triad' has no super"),
    ],
)
def test_bad_super_art_is_named(game: str, settings, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        arena_vec.make(game, settings)


def test_a_bad_super_art_at_reset_changes_nothing() -> None:
    env = arena_vec.make("parry", EnvironmentSettings(super_art=2, **RAM))
    env.reset(seed=0)
    with pytest.raises(ValueError, match=r"super_art=5 is invalid"):
        env.reset(options={"super_art": 5})
    _, info = env.reset(seed=0)
    assert info["settings"]["super_art"] == 2


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


def test_none_draws_every_art_from_the_seeded_rng() -> None:
    env = arena_vec.make("parry", EnvironmentSettings(**RAM))
    drawn = set()
    for seed in range(12):
        _, info = env.reset(seed=seed)
        drawn.add(info["settings"]["super_art"])
    assert drawn == {1, 2, 3}
    _, first = env.reset(seed=7)
    _, again = env.reset(seed=7)
    assert first["settings"]["super_art"] == again["settings"]["super_art"]
