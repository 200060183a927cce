"""ronin's settings: like DIAMBRA's samsh5sp it has no game-specific setting, so `super_art` must
stay None; the common settings are validated with DIAMBRA-style messages naming ronin's ranges
(difficulty 1-4, 10 characters, outfits 1-4, attacks with and without combinations), and the
drawn settings are reported in info["settings"]."""

from __future__ import annotations

import pytest
from ronin_duel import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, WrappersSettings

pytestmark = needs_native
RAM = {"include_frame": False}


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (EnvironmentSettings(super_art=2), r"allowed None \(game 'ronin' has no super"),
        (EnvironmentSettings(difficulty=9), r"difficulty=9"),
        (EnvironmentSettings(difficulty=0), r"difficulty=0"),
        (EnvironmentSettings(characters="Ryu"), r"characters"),
        (EnvironmentSettings(outfits=5), r"outfits=5"),
        (EnvironmentSettingsMultiAgent(outfits=(1, 9)), r"outfits"),
        (EnvironmentSettings(step_ratio=7), r"step_ratio=7"),
    ],
)
def test_bad_settings_are_named(settings, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        arena_vec.make("ronin", settings)


def test_a_bad_option_at_reset_changes_nothing() -> None:
    env = arena_vec.make("ronin", EnvironmentSettings(difficulty=2, **RAM))
    env.reset(seed=0)
    with pytest.raises(ValueError, match=r"difficulty=9"):
        env.reset(options={"difficulty": 9})
    _, info = env.reset(seed=0)
    assert info["settings"]["difficulty"] == 2


@pytest.mark.parametrize("combinations", [True, False])
def test_action_spaces_are_samsh5sp_shaped(combinations: bool) -> None:
    wrappers = WrappersSettings(no_attack_buttons_combinations=not combinations)
    multi = arena_vec.make("ronin", EnvironmentSettings(**RAM), wrappers)
    attacks = 11 if combinations else 5
    assert list(multi.action_space.nvec) == [9, attacks]
    discrete = arena_vec.make(
        "ronin",
        EnvironmentSettings(action_space=arena_vec.SpaceTypes.DISCRETE, **RAM),
        wrappers,
    )
    assert discrete.action_space.n == 9 + attacks - 1


def test_the_drawn_characters_cover_the_roster() -> None:
    env = arena_vec.make("ronin", EnvironmentSettings(**RAM))
    names = {env.reset(seed=seed)[1]["settings"]["characters"] for seed in range(40)}
    assert len(names) == 10
