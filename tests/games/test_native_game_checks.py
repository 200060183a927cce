"""The engine's own checks of a game file (fight::parse_game_data: the kit's header, a team
game's team keys, an outfit game's colours and HUD layout, the game's checks, its RAM extras),
over the games that have them: each bad file is refused natively with the key named, whatever
Python checked before."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

import pytest
from fighting_harness import needs_native

from arena_vec import EnvironmentSettings, _native
from arena_vec.fighting.cpu_ladder import cpu_knobs
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import native_config


def _first_move(raw: dict[str, Any]) -> dict[str, Any]:
    return raw["characters"][0]["moves"][0]


def _stage(raw: dict[str, Any], index: int = 0) -> dict[str, Any]:
    return raw["art"]["stages"][index]


def _hud(raw: dict[str, Any]) -> dict[str, Any]:
    return raw["art"]["hud"]


def _spark(raw: dict[str, Any]) -> dict[str, Any]:
    return raw["art"]["spark"]


def _cpu_table(game: str, **knobs: list[int]) -> dict[str, list[int]]:
    """``game``'s built-in CPU ladder as a [cpu] table, with ``knobs`` replaced."""
    return {**{knob: list(levels) for knob, levels in cpu_knobs(game).items()}, **knobs}


CASES: list[tuple[str, Callable[[dict[str, Any]], object], str]] = [
    ("parry", lambda raw: raw["game"].update(super_art=[1, 4]), r"super_art': expected \[1, 3\]"),
    ("parry", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("ronin", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("tower", lambda raw: raw["game"].update(tower=[1, 5]), r"tower must be \[1, 4\] and stages"),
    ("tower", lambda raw: _first_move(raw).update(buttons=["HP", "LP"]), r"press one button"),
    ("tower", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("triad", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("tagduo", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("tagduo", lambda raw: raw["game"].update(team_size=1), r"team_size': tagduo needs 2, got 1"),
    (
        "tagduo",
        lambda raw: raw["game"].update(team_size=5),
        r"team_size=5 is invalid; allowed: \[1, 3\]",
    ),
    (
        "tagduo",
        lambda raw: raw["game"].update(homonyms=[["Bruin", "Nobody"]]),
        r"unknown character 'Nobody'",
    ),
    (
        "tagduo",
        lambda raw: raw["game"].update(homonyms=[["Mei", "Mei"]]),
        r"one homonym, not itself",
    ),
    ("trio", lambda raw: raw["game"]["player_extras"].pop(), r"declare each of them"),
    ("trio", lambda raw: raw["game"].update(team_size=2), r"team_size': trio needs 3, got 2"),
    (
        "trio",
        lambda raw: raw["game"].update(fighting_style=[1, 4]),
        r"fighting_style': expected \[1, 3\]",
    ),
    ("trio", lambda raw: raw["game"].pop("elimination"), r"elimination': trio's rounds are"),
    (
        "trio",
        lambda raw: [
            raw["characters"][0].update(
                moves=[m for m in raw["characters"][0]["moves"] if m["kind"] != "projectile"]
            )
        ],
        r"'Kenji' needs a projectile move \(its assist performs it\)",
    ),
    # An outfit game's colours (fight/outfit_colors_config.cc): counts, keys and names.
    (
        "parry",
        lambda raw: _stage(raw, 2).update(far=[0, 300, 0]),
        re.escape("parry: config 'game_data.art.stages[2].far': 300 is outside [0, 255]"),
    ),
    (
        "parry",
        lambda raw: raw["art"]["stages"].pop(),
        re.escape("parry: config 'game_data.art.stages': has 5 stages; the game draws 6 backdrops"),
    ),
    (
        "ronin",
        lambda raw: raw["art"]["stages"].append(_stage(raw)),
        re.escape("ronin: config 'game_data.art.stages': has 6 stages; the game draws 5 backdrops"),
    ),
    (
        "parry",
        lambda raw: raw["characters"][3]["outfits"].pop(),
        re.escape(
            "parry: config 'game_data.characters[3].outfits': has 3 colours; the game has 4 outfits"
        ),
    ),
    (
        "tagduo",
        lambda raw: raw["characters"][0]["outfits"].append([1, 2, 3]),
        re.escape(
            "tagduo: config 'game_data.characters[0].outfits': has 3 colours; the game has 2"
        ),
    ),
    (
        "trio",
        lambda raw: _stage(raw, 1).pop("near_detail"),
        re.escape("trio: config 'game_data.art.stages[1]': missing key 'near_detail'"),
    ),
    (
        "parry",
        lambda raw: raw["art"]["own"].update(sparkle=[1, 2, 3]),
        re.escape(
            "parry: unknown [art.own] colour 'sparkle'; allowed: super_fill, super_full, stun_fill"
        ),
    ),
    (
        "ronin",
        lambda raw: raw["art"]["own"].pop("hilt"),
        re.escape("ronin: config 'game_data.art.own': missing key 'hilt'"),
    ),
    (
        "tagduo",
        lambda raw: raw["art"]["hud"].update(health_high=[1, 2, 3]),
        re.escape("tagduo: unknown [art.hud] key 'health_high'; allowed: ink, paper, bar_back"),
    ),
    # Tower's: a mask and a belt for hair and trim, one outfit, no tints, a shadow from the floor.
    (
        "tower",
        lambda raw: raw["characters"][2].update(hair=raw["characters"][2].pop("mask")),
        re.escape("tower: config 'game_data.characters[2]': missing key 'mask'"),
    ),
    (
        "tower",
        lambda raw: raw["characters"][0]["outfits"].append([1, 2, 3]),
        re.escape(
            "tower: config 'game_data.characters[0].outfits': has 2 colours; the game has 1 outfits"
        ),
    ),
    (
        "tower",
        lambda raw: raw["art"].update(
            tints=copy.deepcopy(dict(game_info("parry").raw)["art"]["tints"])
        ),
        re.escape("tower: unknown [art] key 'tints'; allowed: hud, spark, own, stages"),
    ),
    (
        "tower",
        lambda raw: raw["art"]["stages"].pop(),
        re.escape("tower: config 'game_data.art.stages': has 3 stages; the game draws 4 backdrops"),
    ),
    (
        "tower",
        lambda raw: raw["art"]["hud"].update(shadow=[1, 2, 3]),
        re.escape(
            "tower: config 'game_data.art.hud': sets both 'shadow' and 'shadow_floor_percent'"
        ),
    ),
    (
        "tower",
        lambda raw: raw["art"]["hud"].update(shadow_floor_percent=0),
        r"shadow_floor_percent.*0 is outside \[1, 100\]",
    ),
    (
        "parry",
        lambda raw: raw["art"].pop("tints"),
        re.escape("parry: config 'game_data.art': missing key 'tints'"),
    ),
    # Triad's: outfits with their own trim and legs, stages of gradients, props (as many as fit
    # before the kit's HUD colours) and danger colours, sparks of its own.
    (
        "triad",
        lambda raw: raw["characters"][1]["outfits"][2].pop("trim"),
        re.escape("triad: config 'game_data.characters[1].outfits[2]': missing key 'trim'"),
    ),
    (
        "triad",
        lambda raw: raw["characters"][0]["outfits"].pop(),
        re.escape(
            "triad: config 'game_data.characters[0].outfits': has 3 tables; the game has 4 "
            "outfits, one {main, trim, legs} table each"
        ),
    ),
    (
        "triad",
        lambda raw: raw["characters"][0]["outfits"].__setitem__(0, [1, 2, 3]),
        re.escape(
            "triad: config 'game_data.characters[0].outfits[0]': must be a table {main, trim, legs}"
        ),
    ),
    (
        "triad",
        lambda raw: raw["characters"][0]["outfits"][1].update(cape=[1, 2, 3]),
        re.escape(
            "triad: unknown key of outfit 'game_data.characters[0].outfits[1]' 'cape'; "
            "allowed: main, trim, legs"
        ),
    ),
    (
        "triad",
        lambda raw: _stage(raw, 3).update(props=[[1, 2, 3]] * 13),
        re.escape(
            "triad: config 'game_data.art.stages[3].props': has 13 colours; a stage has 1-12 props"
        ),
    ),
    (
        "triad",
        lambda raw: _stage(raw, 0).pop("danger_b"),
        re.escape("triad: config 'game_data.art.stages[0]': missing key 'danger_b'"),
    ),
    (
        "triad",
        lambda raw: raw["art"].update(spark={"frames": 8}),
        re.escape("triad: unknown [art] key 'spark'; allowed: hud, own, stages"),
    ),
    (
        "triad",
        lambda raw: raw["art"]["own"].pop("banner_ink"),
        re.escape("triad: config 'game_data.art.own': missing key 'banner_ink'"),
    ),
    (
        "parry",
        lambda raw: _stage(raw, 0).update(props=[[1, 2, 3]]),
        re.escape("parry: unknown [[art.stages]] key 'props'"),
    ),
    (
        "ronin",
        lambda raw: raw.pop("art"),
        re.escape("ronin: config 'game_data': missing key 'art'"),
    ),
    # The HUD's layout (fight/hud_layout_config.h): [art.hud]'s numbers beside its colours and
    # [art.spark], every key required, most ranges the native screen's, spark colours by name.
    (
        "parry",
        lambda raw: _hud(raw).pop("bar_width"),
        re.escape("parry: config 'game_data.art.hud.bar_width': missing (an int in [1, 192])"),
    ),
    (
        "tower",
        lambda raw: _hud(raw).update(bar_width=201),
        re.escape("tower: config 'game_data.art.hud.bar_width': 201 is outside [1, 200]"),
    ),
    (
        "tagduo",
        lambda raw: _hud(raw).update(wins_y=-1),
        re.escape("tagduo: config 'game_data.art.hud.wins_y': -1 is outside [0, 239]"),
    ),
    (
        "trio",
        lambda raw: _hud(raw).update(round_end_y=224),
        re.escape("trio: config 'game_data.art.hud.round_end_y': 224 is outside [0, 223]"),
    ),
    (
        "ronin",
        lambda raw: _hud(raw).pop("fill_from_edge"),
        re.escape("ronin: config 'game_data.art.hud.fill_from_edge': missing (true or false)"),
    ),
    (
        "trio",
        lambda raw: _hud(raw).update(bar_height=8),
        re.escape("trio: unknown [art.hud] key 'bar_height'; allowed: ink, paper, bar_back"),
    ),
    (
        "tower",
        lambda raw: _hud(raw).update(ko_text="FINISH HIM"),
        re.escape(
            "tower: config 'game_data.art.hud.ko_text': 'FINISH HIM' has 10 letters; allowed: 1-8"
        ),
    ),
    (
        "parry",
        lambda raw: _hud(raw).pop("ko_text"),
        re.escape(
            "parry: config 'game_data.art.hud.ko_text': missing (the knockout banner: 1-8 letters)"
        ),
    ),
    (
        "parry",
        lambda raw: raw["art"].pop("hud"),
        re.escape(
            "parry: config 'game_data.art': missing key 'hud' (the [art.hud] table: the HUD's layout)"
        ),
    ),
    (
        "ronin",
        lambda raw: raw["art"].pop("spark"),
        re.escape("ronin: config 'game_data.art': missing key 'spark' (the [art.spark] table"),
    ),
    # The keys a triad HUD on the kit's needs: the bars' outline, the timer's scale, marks shown
    # when not won yet, a draw banner and the banner's look.
    (
        "triad",
        lambda raw: _hud(raw).update(bar_outline="frame"),
        re.escape(
            "triad: config 'game_data.art.hud.bar_outline': 'frame' names no colour; allowed: ink,"
        ),
    ),
    (
        "parry",
        lambda raw: _hud(raw).update(timer_scale=5),
        re.escape("parry: config 'game_data.art.hud.timer_scale': 5 is outside [1, 4]"),
    ),
    (
        "triad",
        lambda raw: _hud(raw).update(wins_shown=4),
        re.escape("triad: config 'game_data.art.hud.wins_shown': 4 is outside [0, 3]"),
    ),
    (
        "triad",
        lambda raw: _hud(raw).pop("wins_empty"),
        re.escape("triad: config 'game_data.art.hud.wins_empty': missing (a colour's name: ink,"),
    ),
    (
        "ronin",
        lambda raw: _hud(raw).update(wins_empty="bar_back"),
        re.escape(
            "ronin: config 'game_data.art.hud.wins_empty': colours no mark: wins_shown is 0 "
            "(the wins alone)"
        ),
    ),
    (
        "triad",
        lambda raw: _hud(raw).update(draw_text="NO WINNER"),
        re.escape(
            "triad: config 'game_data.art.hud.draw_text': 'NO WINNER' has 9 letters; allowed: 0-8"
        ),
    ),
    (
        "tower",
        lambda raw: _hud(raw).pop("draw_text"),
        re.escape(
            "tower: config 'game_data.art.hud.draw_text': missing (the draw banner, none if empty:"
            " 0-8 letters)"
        ),
    ),
    (
        "triad",
        lambda raw: _hud(raw).update(round_end_shadow=-1),
        re.escape("triad: config 'game_data.art.hud.round_end_shadow': -1 is outside [0, 4]"),
    ),
    (
        "trio",
        lambda raw: _hud(raw).update(round_end_scale=0),
        re.escape("trio: config 'game_data.art.hud.round_end_scale': 0 is outside [1, 4]"),
    ),
    (
        "tagduo",
        lambda raw: _hud(raw).pop("round_end_ink"),
        re.escape("tagduo: config 'game_data.art.hud.round_end_ink': missing (a colour's name:"),
    ),
    (
        "tower",
        lambda raw: _spark(raw).update(frames=0),
        re.escape("tower: config 'game_data.art.spark.frames': 0 is outside [1, 60]"),
    ),
    (
        "tagduo",
        lambda raw: _spark(raw).update(core="gold"),
        re.escape(
            "tagduo: config 'game_data.art.spark.core': 'gold' names no colour; allowed: ink, paper,"
            " bar_back, health, health_low, timer_ink, win_mark, spark_hit, shadow, recoverable,"
            " partner_health, spark_core, tag_flash, sidestep_trail"
        ),
    ),
    (
        "parry",
        lambda raw: _spark(raw).pop("hit"),
        re.escape("parry: config 'game_data.art.spark.hit': missing (a colour's name: ink, paper,"),
    ),
    (
        "trio",
        lambda raw: _spark(raw).update(glow=3),
        re.escape(
            "trio: unknown [art.spark] key 'glow'; allowed: frames, reach, rise, size, hit, block, "
            "core, on_attacker"
        ),
    ),
    (
        "tower",
        lambda raw: raw.update(cpu=_cpu_table("tower", caution=[0, 0, 0, 0, 3])),
        re.escape("config 'game_data.cpu.caution': 3 is outside [0, 2]"),
    ),
    (
        "ronin",
        lambda raw: _spark(raw).pop("on_attacker"),
        re.escape("ronin: config 'game_data.art.spark.on_attacker': missing (true or false)"),
    ),
]
GAMES = ("parry", "ronin", "tower", "triad", "tagduo", "trio")

pytestmark = [needs_native(game) for game in GAMES]


@pytest.mark.parametrize(("game", "edit", "message"), CASES)
def test_the_engine_refuses_a_bad_game_file(
    game: str, edit: Callable[[dict[str, Any]], object], message: str
) -> None:
    info = game_info(game)
    raw = copy.deepcopy(dict(info.raw))
    edit(raw)
    config = {**native_config(EnvironmentSettings(), info), "game_data": raw}
    with pytest.raises(ValueError, match=message):
        _native.game_spec(game, config)


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_takes_the_file_as_shipped(game: str) -> None:
    info = game_info(game)
    config = {**native_config(EnvironmentSettings(), info), "game_data": dict(info.raw)}
    assert _native.game_spec(game, config) is not None
