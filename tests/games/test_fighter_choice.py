"""Every game's choice per fighter (the kit's fight::FighterChoice: parry's `super_art`, trio's
`fighting_style`, DIAMBRA's names and ranges 1-n or None for a draw): bad values refused at make
and at reset naming the setting, the value and what is allowed (a refused reset changes
nothing), games without the choice refusing anything but None, per agent in 2P, None drawn from
the env's seeded RNG at every reset, reported in info["settings"], checked by the engine's own
option check, and a snapshot whose held values (fight::DrawnChoice, the env state's last 8
bytes: a value per agent, then two padding entries) are out of range refused by name. What a choice does in its game (parry's super meter, trio's styles) keeps its
tests in tests/games/<game>/."""

from __future__ import annotations

import re
import zlib

import pytest
from fighting_harness import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config

RAM = {"include_frame": False}
# (game, setting, number of choices)
CHOICES = [("parry", "super_art", 3), ("trio", "fighting_style", 3)]
GAMES = [pytest.param(*choice, id=choice[0], marks=needs_native(choice[0])) for choice in CHOICES]


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
@pytest.mark.parametrize("problem", ["above", "zero", "bool", "string", "second_agent"])
def test_a_bad_choice_is_refused_naming_it(game: str, setting: str, count: int, problem: str):
    allowed = f"allowed None (drawn at every reset) or int in [1, {count}]"
    settings, message = {
        "above": (EnvironmentSettings(**{setting: count + 1}), f"{setting}={count + 1} is invalid"),
        "zero": (EnvironmentSettings(**{setting: 0}), f"{setting}=0 is invalid: {allowed}"),
        "bool": (EnvironmentSettings(**{setting: True}), f"{setting}=True is invalid"),
        "string": (EnvironmentSettings(**{setting: "1"}), f"{setting}='1' is invalid"),
        "second_agent": (
            EnvironmentSettingsMultiAgent(**{setting: (1, count + 2)}),
            f"{setting}[1]={count + 2} is invalid: {allowed}",
        ),
    }[problem]
    with pytest.raises(ValueError, match=re.escape(message)):
        arena_vec.make(game, settings)


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
def test_games_without_the_choice_refuse_it(game: str, setting: str, count: int) -> None:
    message = f"{setting}=1 is invalid: allowed None (game 'triad' has no"
    with pytest.raises(ValueError, match=re.escape(message)):
        arena_vec.make("triad", EnvironmentSettings(**{setting: 1}, **RAM))


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
def test_a_bad_choice_at_reset_changes_nothing(game: str, setting: str, count: int) -> None:
    env = arena_vec.make(game, EnvironmentSettings(**{setting: 2}, **RAM))
    env.reset(seed=0)
    with pytest.raises(ValueError, match=re.escape(f"{setting}={count + 2} is invalid")):
        env.reset(options={setting: count + 2})
    _, info = env.reset(seed=0)
    assert info["settings"][setting] == 2


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
def test_none_draws_every_choice_from_the_seeded_rng(game: str, setting: str, count: int) -> None:
    env = arena_vec.make(game, EnvironmentSettings(**RAM))
    drawn = {env.reset(seed=seed)[1]["settings"][setting] for seed in range(16)}
    assert drawn == set(range(1, count + 1))
    _, first = env.reset(seed=7)
    _, again = env.reset(seed=7)
    assert first["settings"][setting] == again["settings"][setting]


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
def test_per_agent_choices_in_two_player_mode(game: str, setting: str, count: int) -> None:
    env = arena_vec.make(game, EnvironmentSettingsMultiAgent(**{setting: (count, None)}, **RAM))
    drawn = set()
    for seed in range(30):
        _, info = env.reset(seed=seed)
        first, second = info["settings"][setting]
        assert first == count
        drawn.add(second)
    assert drawn == set(range(1, count + 1))


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
def test_the_engine_checks_the_choice(game: str, setting: str, count: int) -> None:
    pool = _native.BatchPool(game, native_config(EnvironmentSettings(**RAM), game_info(game)), 1)
    try:
        with pytest.raises(ValueError, match=re.escape(f"{game}: {setting}")):
            pool.set_options([0], [{setting: [count + 1]}])
    finally:
        pool.close()


@pytest.mark.parametrize(("game", "setting", "count"), GAMES)
@pytest.mark.parametrize(
    ("entry", "value", "name"),
    [(0, 0, "{setting}[0]"), (1, "above", "{setting}[1]"), (2, 1, "pad0[0]"), (3, -1, "pad0[1]")],
)
def test_a_snapshot_holding_an_impossible_choice_is_refused(
    game: str, setting: str, count: int, entry: int, value, name: str
) -> None:
    envs = arena_vec.make_vec(game, 1, seed=0, env_settings=EnvironmentSettings(**RAM))
    envs.reset()
    snapshot = bytearray(envs.get_state(0))
    info = _native.snapshot_info(bytes(snapshot))
    end = info["payload_offset"] + info["payload_bytes"] - 6  # the executor's counters follow
    at = end - 8 + 2 * entry
    number = count + 1 if value == "above" else value
    snapshot[at : at + 2] = number.to_bytes(2, "little", signed=True)
    snapshot[-4:] = zlib.crc32(bytes(snapshot[:-4])).to_bytes(4, "little")
    with pytest.raises(ValueError, match=re.escape(name.format(setting=setting))):
        envs.set_state(0, bytes(snapshot))
    envs.close()
