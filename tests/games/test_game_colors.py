"""A game's colours are data in its file (``[art]`` and each character's colours: skin, hair,
trim and outfits; tower's skin, mask, belt and outfits; triad's skin, hair and outfit tables,
with its stages' gradients and props): Python's schema refuses a malformed colour table, naming
the file and the key (the engine's own refusals, of what only it knows, are
test_native_game_checks.py's); the colours reach the frames, and two files that differ only in a
stage's colours never share a cached backdrop. So is the HUD's layout of a game drawing the
kit's HUD (``[art.hud]``'s numbers beside its colours, and ``[art.spark]``): the schema checks
their types and names (their ranges, most of them the native screen's, are the engine's), and
the numbers place the HUD on the frames."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fighting_harness import game_toml, needs_native

from arena_vec import EnvironmentSettings
from arena_vec.fighting import games
from arena_vec.fighting.env import make
from arena_vec.fighting.game_data import load_game_data

COLOUR_GAMES = ("parry", "ronin", "tagduo", "trio", "tower", "triad")
pytestmark = [needs_native(game) for game in COLOUR_GAMES]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("sky_top = [120, 84, 52]", "sky_top = [256, 84, 52]", r"\[\[art.stages\]\] 0.*'sky_top'"),
        ("sky_top = [120, 84, 52]", "sky_top = [120, 84]", r"'sky_top' must be a colour"),
        ("floor_line = [104, 74, 46]\n", "", r"\[\[art.stages\]\] 0.*'floor_line' is missing"),
        ('name = "dojo"', 'name = "dojo"\nsky = [1, 2, 3]', r"unknown field\(s\) sky"),
        ("legs_percent = 65", "legs_percent = 101", r"\[art.tints\].*'legs_percent' = 101"),
        ("bar_top = 10", "bar_top = 10\nlink = [1, 2, 3]", r"\[art.hud\].*link"),
        ("super_fill = [60, 150, 250]", "super_fill = 7", r"\[art.own\].*'super_fill'"),
        ("skin = [236, 190, 150]", "skin = [236, 190, -1]", r"character 'Ren'.*'skin'"),
        ("trim = [30, 30, 30]\n", "", r"character 'Ren'.*'trim' is missing"),
    ],
)
def test_the_schema_refuses_a_bad_colour(tmp_path: Path, old: str, new: str, message: str) -> None:
    _refused(tmp_path, "parry", old, new, message)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("shadow_floor_percent = 55", "shadow_floor_percent = 0", r"\[art.hud\].*= 0"),
        (
            "shadow_floor_percent = 55",
            "shadow_floor_percent = 55\nshadow = [1, 2, 3]",
            r"\[art.hud\].*sets both 'shadow' and 'shadow_floor_percent'",
        ),
        ("mask = [40, 36, 30]", "mask = [40, 36]", r"character 'Kaze'.*'mask' must be a colour"),
        ("skin = [226, 180, 140]\n", "", r"character 'Kaze'.*'skin' is missing"),
        ("belt = [20, 20, 20]\n", "", r"character 'Kaze'.*'belt' is missing"),
        ("belt = [20, 20, 20]", "trim = [20, 20, 20]", r"'Kaze'.*trim do not go with skin, mask"),
    ],
)
def test_the_schema_refuses_a_bad_tower_colour(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    _refused(tmp_path, "tower", old, new, message)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("floor_near = [150, 102, 56]\n", "", r"\[\[art.stages\]\] 0.*'floor_near' is missing"),
        ("props = [[62, 40, 26]", "props = [[62, 40]", r"\[\[art.stages\]\] 0.*'props' must be"),
        (
            "props = [[62, 40, 26], [150, 132, 100], [84, 58, 34], [140, 30, 30]]",
            "props = []",
            r"\[\[art.stages\]\] 0.*'props' must list",
        ),
        ("floor_near = [150, 102, 56]", "floor = [150, 102, 56]", r"unknown field\(s\) floor"),
        (
            "{ main = [240, 240, 232], trim = [30, 30, 30],",
            "{ main = [240, 240, 232], trim = [30, 30],",
            r"character 'Kestrel' outfit.*'trim' must be a colour",
        ),
        (
            "{ main = [240, 240, 232], trim = [30, 30, 30],",
            "{ main = [240, 240, 232], cape = [1, 2, 3],",
            r"character 'Kestrel' outfit.*unknown field\(s\) cape",
        ),
        (
            "hair = [40, 30, 25]",
            "hair = [40, 30, 25]\ntrim = [1, 2, 3]",
            r"'Kestrel'.*trim do not go",
        ),
        (
            "{ main = [250, 200, 70], trim = [230, 60, 40] },",
            "[250, 200, 70],",
            r"character 'Vex'.*must hold a table per outfit",
        ),
    ],
)
def test_the_schema_refuses_a_bad_triad_colour(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    _refused(tmp_path, "triad", old, new, message)


@pytest.mark.parametrize(
    ("game", "old", "new", "message"),
    [
        ("parry", "bar_width = 150", "bar_width = true", r"\[art.hud\]: field 'bar_width' must be"),
        ("parry", "wins_round = false\n", "", r"\[art.hud\]: field 'wins_round' is missing"),
        ("ronin", "bar_top = 8\n", "", r"\[art.hud\]: field 'bar_top' is missing \(an int\)"),
        (
            "tagduo",
            "bar_top = 10",
            "bar_top = 10\nbar_height = 9",
            r"unknown field\(s\) bar_height",
        ),
        ("tower", 'ko_text = "FINISH"', 'ko_text = ""', r"field 'ko_text' must be a non-empty"),
        ("trio", 'hit = "spark_hit"', "hit = 3", r"\[art.spark\]: field 'hit' must be a non-empty"),
        ("trio", "on_attacker = true", "on_attack = true", r"\[art.spark\]: unknown field"),
        ("tower", "[art.spark]", "[art.sparks]", r"\[art\]: unknown field\(s\) sparks"),
        ("triad", "[art.hud]", "[art.huds]", r"\[art\]: unknown field\(s\) huds"),
        ("parry", "timer_scale = 3\n", "", r"\[art.hud\]: field 'timer_scale' is missing"),
        ("triad", 'wins_empty = "win_empty"', "wins_empty = 1", r"field 'wins_empty' must be a"),
        ("ronin", 'round_end_ink = "paper"', "round_end_ink = 4", r"'round_end_ink' must be a"),
        ("triad", 'draw_text = "DRAW"', "draw_text = 0", r"'draw_text' must be a string.*got 0"),
        ("trio", 'draw_text = ""\n', "", r"'draw_text' must be a string.*it is missing"),
    ],
)
def test_the_schema_refuses_a_bad_hud_layout(
    tmp_path: Path, game: str, old: str, new: str, message: str
) -> None:
    _refused(tmp_path, game, old, new, message)


def _refused(tmp_path: Path, game: str, old: str, new: str, message: str) -> None:
    """``game``'s file with its first ``old`` replaced by ``new`` is refused with ``message``."""
    text = game_toml(game).read_text()
    assert old in text
    bad = tmp_path / f"{game}.toml"
    bad.write_text(text.replace(old, new, 1))
    with pytest.raises(ValueError, match=re.escape(str(bad)) + ".*" + message):
        load_game_data(bad)


def _first_frames(game: str) -> tuple[Any, np.ndarray, np.ndarray]:
    """An open env of ``game`` and its first gray 84x84 and native RGB frames (seed 0)."""
    env = make(game, EnvironmentSettings(frame_shape=(84, 84, 1)), render_mode="rgb_array")
    obs, _ = env.reset(seed=0)
    return env, obs["frame"].copy(), env.render()


def _refiled_frames(
    game: str,
    pattern: str,
    new: Callable[[re.Match[str]], str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``game``'s first gray and RGB frames as shipped, then from a copy of its file whose lines
    matching ``pattern`` are ``new`` of the match; the copy's env is made while the shipped
    file's holds its backdrops in the cache."""
    shipped, gray, rgb = _first_frames(game)
    text = game_toml(game).read_text()
    (tmp_path / f"{game}.toml").write_text(re.sub(f"(?m)^{pattern}$", new, text))
    monkeypatch.setenv(games.GAMES_DIR_ENV, str(tmp_path))
    refiled, new_gray, new_rgb = _first_frames(game)
    shipped.close()
    refiled.close()
    return gray, rgb, new_gray, new_rgb


@pytest.mark.parametrize("game", COLOUR_GAMES)
def test_the_file_colours_the_frames(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gray, rgb, new_gray, new_rgb = _refiled_frames(
        game, "sky_top = .*", lambda _: "sky_top = [1, 2, 3]", tmp_path, monkeypatch
    )
    assert tuple(new_rgb[0, 0]) == (1, 2, 3) != tuple(rgb[0, 0])
    assert new_gray[0, 0, 0] != gray[0, 0, 0]
    assert np.array_equal(new_rgb[-1], rgb[-1])  # the floor keeps the file's colours


@pytest.mark.parametrize("game", COLOUR_GAMES)
def test_the_file_places_the_hud(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, rgb, _, new_rgb = _refiled_frames(
        game, r"timer_top = (\d+)", lambda m: f"timer_top = {int(m[1]) + 20}", tmp_path, monkeypatch
    )
    rows = np.flatnonzero((new_rgb != rgb).any(axis=(1, 2)))
    assert rows.size > 0
    assert rows.max() < 60  # the timer box's top moved, and nothing under the HUD
