"""The CPU ladder is data the kit reads (native/games/fight/cpu_ladder.h): each game has a
built-in ladder, and an optional ``[cpu]`` table in its game file replaces it, every knob (and
the game's own per-level knobs) a list of one value per difficulty level. A ``[cpu]`` table
holding the built-in values plays exactly as the built-in ladder (each knob lands in its own
field); one changed value changes the play; a bad table is refused naming the file, the table,
the knob and what is allowed."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import numpy as np
import pytest
from fighting_harness import fighting_games

from arena_vec.fighting import games
from arena_vec.fighting.env import make
from arena_vec.fighting.settings import EnvironmentSettings

# The built-in ladders of native/games/<game>/<game>_cpu.h, by level 1..4.
KIT = {
    "reaction": [22, 17, 13, 10],
    "react": [70, 140, 205, 252],
    "read_level": [110, 165, 215, 250],
    "anti_air": [40, 120, 190, 250],
    "punish": [50, 120, 190, 252],
    "execution": [90, 150, 205, 250],
    "adapt": [0, 80, 170, 250],
    "spacing": [40, 110, 185, 250],
    "aggression": [130, 140, 150, 170],
    "escape": [30, 80, 140, 210],
    "combo": [30, 90, 160, 230],
}
LADDERS: dict[str, dict[str, list[int]]] = {
    "tower": {
        "reaction": [22, 17, 13, 10],
        "react": [250, 250, 250, 252],
        "read_level": [110, 165, 215, 250],
        "anti_air": [40, 120, 190, 250],
        "punish": [0, 60, 100, 252],
        "execution": [60, 60, 100, 250],
        "adapt": [0, 80, 170, 250],
        "spacing": [110, 110, 185, 250],
        "aggression": [60, 130, 100, 130],
        "escape": [30, 80, 140, 210],
        "combo": [30, 90, 160, 230],
    },
    "parry": {
        **KIT,
        "adapt": [0, 30, 170, 250],
        "aggression": [130, 150, 150, 170],
        "spacing": [40, 110, 185, 185],
        "parry_chance": [0, 24, 64, 110],
        "meter_planned": [0, 50, 100, 300],
    },
}
GAMES = [game for game in LADDERS if game in fighting_games()]
SOURCE = games.games_dir()  # the game files the copies start from
pytestmark = pytest.mark.skipif(not GAMES, reason="parry and tower are not built")


def _use_game(
    game: str, cpu: dict[str, list[int]] | None, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Plays ``game`` from a copy of its file in ``folder`` (a new one: game files are parsed
    once per folder), with ``cpu`` as its [cpu] table."""
    text = (SOURCE / f"{game}.toml").read_text()
    if cpu is not None:
        rows = "".join(f"{key} = {list(values)}\n" for key, values in cpu.items())
        text = text.replace("[rules]\n", f"[cpu]\n{rows}\n[rules]\n", 1)
    folder.mkdir()
    (folder / f"{game}.toml").write_text(text)
    monkeypatch.setenv(games.GAMES_DIR_ENV, str(folder))


def _play_digest(game: str, steps: int = 300) -> str:
    """The digest of autoplay's RAM observations at every difficulty (the CPU plays both
    sides), ``steps`` steps each."""
    digest = hashlib.sha256()
    for difficulty in range(1, 5):
        settings = EnvironmentSettings(include_frame=False, autoplay=True, difficulty=difficulty)
        env = make(game, settings)
        obs, _ = env.reset(seed=3)
        for _ in range(steps):
            obs, _, terminated, truncated, _ = env.step(env.get_no_op_action())
            for key in sorted(obs):
                leaves = obs[key] if isinstance(obs[key], dict) else {key: obs[key]}
                for leaf in sorted(leaves):
                    digest.update(np.asarray(leaves[leaf]).tobytes())
            if terminated or truncated:
                break
        env.close()
    return digest.hexdigest()


@pytest.mark.parametrize("game", GAMES)
def test_a_cpu_table_of_the_built_in_values_plays_as_the_built_in_ladder(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _use_game(game, None, tmp_path / "built_in", monkeypatch)
    built_in = _play_digest(game)
    _use_game(game, LADDERS[game], tmp_path / "same", monkeypatch)
    assert _play_digest(game) == built_in
    _use_game(game, {**LADDERS[game], "aggression": [255] * 4}, tmp_path / "changed", monkeypatch)
    assert _play_digest(game) != built_in


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            {"react": [70, 140, 205]},
            (
                "[cpu]: field 'react' must be a list of 4 ints (one per difficulty level), "
                "got [70, 140, 205]"
            ),
        ),
        ({"reaction": [40, 17, 13, 10]}, "[cpu]: field 'reaction' has 40, outside [0, 31]"),
        ({"combo": [30, 90, 160, 256]}, "[cpu]: field 'combo' has 256, outside [0, 255]"),
        ({"meter_planned": None}, "[cpu]: field 'meter_planned' must be a list of 4 ints"),
        ({"mash_chance": [1, 2, 3, 4]}, "[cpu]: unknown field(s) mash_chance"),
    ],
)
def test_a_bad_cpu_table_is_refused_naming_the_knob(
    change: dict[str, list[int] | None],
    message: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if "parry" not in GAMES:
        pytest.skip("parry is not built")
    cpu = {**LADDERS["parry"], **change}
    _use_game(
        "parry", {k: v for k, v in cpu.items() if v is not None}, tmp_path / "bad", monkeypatch
    )
    with pytest.raises(ValueError, match=re.escape(message)):
        make("parry", EnvironmentSettings(include_frame=False)).close()
