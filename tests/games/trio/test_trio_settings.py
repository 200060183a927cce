"""trio's settings: the teams (DIAMBRA's `characters` as a tuple of three, random members never a
teammate, per agent in 2P, reported in info["settings"] and the RAM's character_1..3) and
`fighting_style` (DIAMBRA's kof98umh name and range, 1-3 or None for a draw; per agent in 2P;
reported in info["settings"]); bad values refused by the Python settings and by the engine's own
option check, each naming the setting, the value and what is allowed."""

from __future__ import annotations

import re

import pytest
from trio_duel import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, Roles, _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config

pytestmark = needs_native
RAM = {"include_frame": False}
NAMES = game_info("trio").characters


def test_the_named_three_are_played_in_team_order() -> None:
    env = arena_vec.make("trio", EnvironmentSettings(characters=("Lira", "Kenji", "Nyx"), **RAM))
    obs, info = env.reset(seed=0, options={"role": Roles.P1})
    assert info["settings"]["characters"] == ("Lira", "Kenji", "Nyx")
    members = [int(obs["P1"][f"character_{k}"]) for k in (1, 2, 3)]
    assert members == [NAMES.index(n) for n in ("Lira", "Kenji", "Nyx")]
    assert int(obs["P1"]["character"]) == members[0]  # the first on point
    assert int(obs["P1"]["active_character"]) == 0


@pytest.mark.parametrize("characters", ["Grath", ("Grath", None, None), (None, None, "Grath")])
def test_random_members_are_never_a_teammate(characters) -> None:
    env = arena_vec.make("trio", EnvironmentSettings(characters=characters, **RAM))
    others = set()
    for seed in range(60):
        _, info = env.reset(seed=seed)
        team = info["settings"]["characters"]
        assert "Grath" in team
        assert len(set(team)) == 3
        others |= set(team) - {"Grath"}
    assert others == set(NAMES) - {"Grath"}  # every other character comes up


def test_the_cpu_fields_three_different_characters() -> None:
    env = arena_vec.make("trio", EnvironmentSettings(role=Roles.P1, **RAM))
    for seed in range(30):
        obs, _ = env.reset(seed=seed)
        assert len({int(obs["P2"][f"character_{k}"]) for k in (1, 2, 3)}) == 3


def test_fighting_style_per_agent_and_drawn_when_none() -> None:
    settings = EnvironmentSettingsMultiAgent(fighting_style=(3, None), **RAM)
    env = arena_vec.make("trio", settings)
    drawn = set()
    for seed in range(30):
        _, info = env.reset(seed=seed)
        first, second = info["settings"]["fighting_style"]
        assert first == 3
        drawn.add(second)
    assert drawn == {1, 2, 3}


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (EnvironmentSettings(fighting_style=4), "fighting_style=4 is invalid: allowed None"),
        (EnvironmentSettings(fighting_style=0), "fighting_style=0 is invalid"),
        (EnvironmentSettings(fighting_style="1"), "fighting_style='1' is invalid"),
        (
            EnvironmentSettingsMultiAgent(fighting_style=(1, 5)),
            "fighting_style[1]=5 is invalid: allowed None (drawn at every reset) or int in [1, 3]",
        ),
        (
            EnvironmentSettings(characters=("Kenji", "Kenji", None)),
            "characters[1]='Kenji' is invalid: allowed a character not already",
        ),
        (
            EnvironmentSettings(characters=("Kenji", "Nobody", None)),
            "characters[1]='Nobody' is invalid: allowed None or one of",
        ),
    ],
)
def test_bad_settings_are_refused_naming_them(settings, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        arena_vec.make("trio", settings.__class__(**{**settings.__dict__, **RAM}))


def test_other_games_refuse_a_fighting_style() -> None:
    with pytest.raises(ValueError, match=re.escape("fighting_style=1 is invalid: allowed None")):
        arena_vec.make("triad", EnvironmentSettings(fighting_style=1, **RAM))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"fighting_style": [4]}, "trio: fighting_style"),
        ({"team_characters": [[0, 0, 1]]}, "trio: team_characters[0][1]=0 is invalid"),
        ({"team_characters": [[0, 1]]}, "allowed: None or a list of 3 entries"),
    ],
)
def test_the_engine_checks_its_options(options: dict, message: str) -> None:
    info = game_info("trio")
    pool = _native.BatchPool("trio", native_config(EnvironmentSettings(**RAM), info), 1)
    try:
        with pytest.raises(ValueError, match=re.escape(message)):
            pool.set_options([0], [options])
    finally:
        pool.close()
