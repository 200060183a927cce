"""trio's settings (its teams, as every team game's: tests/games/test_team_settings.py):
`fighting_style` (DIAMBRA's kof98umh name and range, 1-3 or None for a draw; per agent in 2P;
reported in info["settings"]); bad values refused by the Python settings and by the engine's own
option check, each naming the setting, the value and what is allowed."""

from __future__ import annotations

import re

import pytest
from trio_duel import needs_native

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, _native
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config

pytestmark = needs_native
RAM = {"include_frame": False}


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
