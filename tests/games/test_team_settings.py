"""Every team game's teams (DIAMBRA's `characters` as a tuple of `team_size`; the kit's
fight/team_setup.*, the same for tagduo and trio): the team the agent names is played in order,
a name or None entries are drawn by DIAMBRA's rules (never a teammate, never a teammate's
homonym, every other character in turn), the CPU's team by the same rule, per agent in 2P,
reported in info["settings"] and the RAM's character_<k>; bad teams refused by the Python
settings and by the engine's own option check, each naming the entry. A game's own team rules
(tagduo's tag, trio's elimination) and settings keep their tests in tests/games/<game>/."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from fighting_harness import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, Roles, _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config

RAM = {"include_frame": False}


@dataclass(frozen=True)
class TeamCase:
    """A team game and the names its tests play: a team to name, a character whose partners
    are drawn (with its homonyms, never drawn beside it) and two teams for 2P."""

    game: str
    named: tuple[str, ...]
    pivot: str
    homonyms: frozenset[str]
    two_player: tuple[tuple[str | None, ...], tuple[str | None, ...]]

    @property
    def size(self) -> int:
        return len(self.named)

    def names(self) -> tuple[str, ...]:
        return game_info(self.game).characters


CASES = [
    TeamCase(
        game="tagduo",
        named=("Mei", "Gorr"),
        pivot="Bruin",
        homonyms=frozenset({"Ursa"}),
        two_player=(("Kaito", "Vesna"), ("Rook", None)),
    ),
    TeamCase(
        game="trio",
        named=("Lira", "Kenji", "Nyx"),
        pivot="Grath",
        homonyms=frozenset(),
        two_player=(("Lira", "Kenji", "Nyx"), ("Grath", None, None)),
    ),
]
GAMES = [pytest.param(case, id=case.game, marks=needs_native(case.game)) for case in CASES]


def _characters(obs: dict, player: str, size: int) -> list[int]:
    return [int(obs[player][f"character_{k}"]) for k in range(1, size + 1)]


@pytest.mark.parametrize("case", GAMES)
def test_the_named_team_is_played_in_team_order(case: TeamCase) -> None:
    env = arena_vec.make(case.game, EnvironmentSettings(characters=case.named, **RAM))
    obs, info = env.reset(seed=0, options={"role": Roles.P1})
    assert info["settings"]["characters"] == case.named
    members = _characters(obs, "P1", case.size)
    assert members == [case.names().index(name) for name in case.named]
    assert int(obs["P1"]["character"]) == members[0]  # the first on point
    assert int(obs["P1"]["active_character"]) == 0


@pytest.mark.parametrize("case", GAMES)
@pytest.mark.parametrize("where", ["name", "first", "last"])
def test_random_members_are_never_a_teammate_nor_its_homonym(case: TeamCase, where: str) -> None:
    nones = (None,) * (case.size - 1)
    characters = {
        "name": case.pivot,
        "first": (case.pivot, *nones),
        "last": (*nones, case.pivot),
    }[where]
    env = arena_vec.make(case.game, EnvironmentSettings(characters=characters, **RAM))
    others: set[str] = set()
    for seed in range(60):
        _, info = env.reset(seed=seed)
        team = info["settings"]["characters"]
        assert case.pivot in team
        assert not case.homonyms & set(team)
        assert len(set(team)) == case.size
        others |= set(team) - {case.pivot}
    assert others == set(case.names()) - {case.pivot} - case.homonyms  # every other one comes up


@pytest.mark.parametrize("case", GAMES)
def test_the_cpu_team_is_drawn_by_the_same_rule(case: TeamCase) -> None:
    homonym_pairs = [
        {case.names().index(a), case.names().index(b)} for a, b in game_info(case.game).homonyms
    ]
    env = arena_vec.make(case.game, EnvironmentSettings(role=Roles.P1, **RAM))
    for seed in range(40):
        obs, _ = env.reset(seed=seed)
        team = set(_characters(obs, "P2", case.size))
        assert len(team) == case.size
        assert not any(pair <= team for pair in homonym_pairs)


@pytest.mark.parametrize("case", GAMES)
def test_per_agent_teams_in_two_player_mode(case: TeamCase) -> None:
    settings = EnvironmentSettingsMultiAgent(characters=case.two_player, **RAM)
    env = arena_vec.make(case.game, settings)
    obs, info = env.reset(seed=3, options={"role": (Roles.P2, Roles.P1)})
    first, second = info["settings"]["characters"]
    assert first == case.two_player[0]
    assert second[0] == case.two_player[1][0]
    names = case.names()
    assert int(obs["P2"]["character_1"]) == names.index(first[0])  # agent_0 plays P2
    assert int(obs["P1"]["character_1"]) == names.index(second[0])


@pytest.mark.parametrize("case", GAMES)
@pytest.mark.parametrize("problem", ["teammate", "unknown"])
def test_bad_teams_are_refused_naming_the_entry(case: TeamCase, problem: str) -> None:
    first = case.named[0]
    nones = (None,) * (case.size - 2)
    characters, message = {
        "teammate": (
            (first, first, *nones),
            f"characters[1]='{first}' is invalid: allowed a character not already",
        ),
        "unknown": ((first, "Nobody", *nones), "characters[1]='Nobody' is invalid: allowed None"),
    }[problem]
    with pytest.raises(ValueError, match=re.escape(message)):
        arena_vec.make(case.game, EnvironmentSettings(characters=characters, **RAM))


@pytest.mark.parametrize("case", GAMES)
@pytest.mark.parametrize("problem", ["teammate", "out_of_range", "short", "two_teams"])
def test_the_engine_checks_its_team_option(case: TeamCase, problem: str) -> None:
    g, n, size = case.game, len(case.names()), case.size
    others = list(range(1, size))
    team_characters, message = {
        "teammate": ([[0, 0, *others[1:]]], f"{g}: team_characters[0][1]=0 is invalid; allowed: a"),
        "out_of_range": (
            [[0, n, *others[1:]]],
            f"{g}: team_characters[0][1]={n} is invalid; allowed: an int in [0, {n - 1}]",
        ),
        "short": (
            [[0]],
            f"{g}: team_characters[0]=a list of 1 is invalid; allowed: None or a list of {size}",
        ),
        "two_teams": (
            [list(range(size)), list(range(size, 2 * size))],
            f"{g}: team_characters=a list of 2 is invalid; allowed: None or one",
        ),
    }[problem]
    pool = _native.BatchPool(g, native_config(EnvironmentSettings(**RAM), game_info(g)), 1)
    try:
        with pytest.raises(ValueError, match=re.escape(message)):
            pool.set_options([0], [{"team_characters": team_characters}])
    finally:
        pool.close()
