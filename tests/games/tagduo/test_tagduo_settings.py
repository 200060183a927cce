"""tagduo's teams (DIAMBRA's `characters` as a tuple of two): the pair the agent names, a name
or None entries drawn by DIAMBRA's rules (never a teammate, never a teammate's homonym), per
agent in 2P, reported in info["settings"] and in the RAM (character_1/2); bad teams refused by
the Python settings and by the engine's own option check, each naming the entry."""

from __future__ import annotations

import pytest
from tagduo_duel import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, Roles, _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config

pytestmark = needs_native
RAM = {"include_frame": False}
NAMES = game_info("tagduo").characters


def test_the_named_pair_is_played_in_team_order() -> None:
    env = arena_vec.make("tagduo", EnvironmentSettings(characters=("Mei", "Gorr"), **RAM))
    obs, info = env.reset(seed=0, options={"role": Roles.P1})
    assert info["settings"]["characters"] == ("Mei", "Gorr")
    assert (int(obs["P1"]["character_1"]), int(obs["P1"]["character_2"])) == (3, 2)
    assert int(obs["P1"]["character"]) == 3  # the first on point
    assert int(obs["P1"]["active_character"]) == 0


@pytest.mark.parametrize("characters", ["Bruin", ("Bruin", None), (None, "Bruin")])
def test_random_partners_are_never_the_teammate_nor_its_homonym(characters) -> None:
    env = arena_vec.make("tagduo", EnvironmentSettings(characters=characters, **RAM))
    partners = set()
    for seed in range(60):
        _, info = env.reset(seed=seed)
        team = info["settings"]["characters"]
        assert "Bruin" in team
        assert "Ursa" not in team
        assert len(set(team)) == 2
        partners.add(team[1] if team[0] == "Bruin" else team[0])
    assert partners == set(NAMES) - {"Bruin", "Ursa"}  # every other character comes up


def test_the_cpu_team_is_drawn_by_the_same_rule() -> None:
    env = arena_vec.make("tagduo", EnvironmentSettings(role=Roles.P1, **RAM))
    for seed in range(40):
        obs, _ = env.reset(seed=seed)
        team = {int(obs["P2"]["character_1"]), int(obs["P2"]["character_2"])}
        assert len(team) == 2
        assert team != {4, 5}


def test_per_agent_teams_in_two_player_mode() -> None:
    settings = EnvironmentSettingsMultiAgent(characters=(("Kaito", "Vesna"), ("Rook", None)), **RAM)
    env = arena_vec.make("tagduo", settings)
    obs, info = env.reset(seed=3, options={"role": (Roles.P2, Roles.P1)})
    first, second = info["settings"]["characters"]
    assert first == ("Kaito", "Vesna")
    assert second[0] == "Rook"
    assert int(obs["P2"]["character_1"]) == 0  # agent_0 plays P2
    assert int(obs["P1"]["character_1"]) == NAMES.index("Rook")


@pytest.mark.parametrize(
    ("characters", "message"),
    [
        (("Kaito", "Kaito"), "characters[1]='Kaito' is invalid: allowed a character not already"),
        (("Kaito", "Vesna", "Mei"), "characters[2]='Mei' is invalid: allowed None (game 'tagduo'"),
        (("Kaito", "Nobody"), "characters[1]='Nobody' is invalid: allowed None or one of"),
    ],
)
def test_bad_teams_are_refused_naming_the_entry(characters: tuple, message: str) -> None:
    import re

    with pytest.raises(ValueError, match=re.escape(message)):
        arena_vec.make("tagduo", EnvironmentSettings(characters=characters, **RAM))


@pytest.mark.parametrize(
    ("team_characters", "message"),
    [
        ([[0, 0]], "tagduo: team_characters[0][1]=0 is invalid; allowed: a character not"),
        ([[0, 8]], "tagduo: team_characters[0][1]=8 is invalid; allowed: an int in [0, 7]"),
        ([[0]], "tagduo: team_characters[0]=a list of 1 is invalid; allowed: None or a list of 2"),
        ([[0, 1], [2, 3]], "tagduo: team_characters=a list of 2 is invalid; allowed: None or one"),
    ],
)
def test_the_engine_checks_its_team_option(team_characters: list, message: str) -> None:
    import re

    info = game_info("tagduo")
    pool = _native.BatchPool("tagduo", native_config(EnvironmentSettings(**RAM), info), 1)
    try:
        with pytest.raises(ValueError, match=re.escape(message)):
            pool.set_options([0], [{"team_characters": team_characters}])
    finally:
        pool.close()
