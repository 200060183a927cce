"""The schema of a game's TOML data: field names, types and ranges, checked table by table.

Used by :mod:`arena_vec.fighting.game_data`; the ranges match native/games/fight/game_data_config.cc
and native/games/triad/triad_rules.cc, which check the same values again on the C++ side. A game's
own ``[rules]`` numbers are not listed here: their keys and ranges come from the game's native
table (``_native.own_rule_keys``, native/games/fight/own_rules.h).
Every check raises ``ValueError`` naming the file and where the bad value is
(``[game]``, ``[rules]``, ``character 'X', move 'Y'``) and the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

_MOVE_KINDS = ("strike", "projectile", "throw", "hold")
_STANCES = ("stand", "crouch", "air")
_DIRECTIONS = (
    "any",
    "neutral",
    "forward",
    "back",
    "down",
    "down_forward",
    "down_back",
    "up",
    "up_forward",
    "up_back",
)
_MOTIONS = ("none", "qcf", "qcb", "dp", "charge_back", "charge_down")
_LEVELS = ("high", "mid", "low", "overhead")
_CANCELS = ("none", "special", "chain")

# Integer ranges shared with native/games/fight/game_data_config.cc.
_CHARACTER_INTS = {
    "walk_speed": (64, 2048),
    "back_speed": (64, 2048),
    "jump_speed": (256, 4096),
    "jump_forward": (0, 2048),
    "gravity": (16, 512),
    "width": (8, 64),
    "height": (32, 120),
    "crouch_height": (16, 120),
}
RULE_INTS = {
    "throw_escape_frames": (1, 60),
    "throw_escape_lockout_frames": (0, 60),
    "throw_frames": (16, 120),
    "hold_reversal_frames": (16, 120),
    "counter_hit_percent": (100, 300),
    "hi_counter_percent": (100, 300),
    "hold_damage_percent": (50, 300),
    "danger_zone_px": (0, 64),
    "danger_damage": (0, 100),
    "knockdown_frames": (10, 120),
}
# The [cpu] table's knobs (native/games/fight/cpu_ladder.cc): one value per difficulty level.
# The reaction delay and the input read (0: none) fit the CPU's 32-frame memory; footsies is 0
# or 1 (play footsies at that level), as is wary; the others are chances out of 256.
CPU_KNOBS = {
    "reaction": (0, 31),
    "input_read": (0, 31),
    "footsies": (0, 1),
    "caution": (0, 2),
    "wary": (0, 1),
    **{
        knob: (0, 255)
        for knob in (
            "react",
            "read_level",
            "anti_air",
            "punish",
            "execution",
            "adapt",
            "spacing",
            "aggression",
            "escape",
            "combo",
            "patience",
        )
    },
}
# Per-level knobs of one game (its GameShape's cpu_extras), by game id.
CPU_GAME_KNOBS = {
    "parry": {"parry_chance": (0, 255), "meter_planned": (0, 1000)},
    "ronin": {"mash_chance": (0, 255), "explosion_chance": (0, 255)},
}
_MAX_STAGES = 12
MAX_CHARACTERS = 64
_MAX_MOVES = 32


class Checker:
    """Reads typed fields of one file and raises ValueError naming where a bad value is."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, where: str, problem: str) -> NoReturn:
        raise ValueError(f"{self.path}: {where}: {problem}")

    def int_field(
        self,
        table: dict[str, Any],
        key: str,
        where: str,
        low: int | None = None,
        high: int | None = None,
        default: int | None = None,
    ) -> int:
        """``table[key]``, an int in [low, high]; any int without a range (one the engine
        checks)."""
        bounds = None if low is None or high is None else (low, high)
        if key not in table:
            if default is not None:
                return default
            allowed = "an int" if bounds is None else f"an int in [{low}, {high}]"
            self.fail(where, f"field '{key}' is missing ({allowed})")
        value = table[key]
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(where, f"field '{key}' must be an int, got {value!r}")
        if bounds is not None and not bounds[0] <= value <= bounds[1]:
            self.fail(where, f"field '{key}' = {value} is outside [{low}, {high}]")
        return value

    def str_field(
        self,
        table: dict[str, Any],
        key: str,
        where: str,
        choices: tuple[str, ...] | None = None,
        default: str | None = None,
    ) -> str:
        if key not in table:
            if default is not None:
                return default
            self.fail(where, f"field '{key}' is missing")
        value = table[key]
        if not isinstance(value, str) or not value:
            self.fail(where, f"field '{key}' must be a non-empty string, got {value!r}")
        if choices is not None and value not in choices:
            self.fail(where, f"field '{key}' = {value!r} is not one of {', '.join(choices)}")
        return value

    def bool_field(self, table: dict[str, Any], key: str, where: str) -> None:
        if key in table and not isinstance(table[key], bool):
            self.fail(where, f"field '{key}' must be true or false, got {table[key]!r}")

    def str_list(
        self,
        table: dict[str, Any],
        key: str,
        where: str,
        choices: tuple[str, ...] | None = None,
        allow_empty: bool = False,
    ) -> list[str]:
        value = table.get(key)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.fail(where, f"field '{key}' must be a list of strings, got {value!r}")
        if not value and not allow_empty:
            self.fail(where, f"field '{key}' must not be empty")
        if len(set(value)) != len(value):
            self.fail(where, f"field '{key}' has duplicates: {value!r}")
        if choices is not None:
            for item in value:
                if item not in choices:
                    self.fail(where, f"field '{key}' has {item!r}, not one of {', '.join(choices)}")
        return value

    def flag(self, table: dict[str, Any], key: str, where: str) -> None:
        """``table[key]``, true or false."""
        if key not in table:
            self.fail(where, f"field '{key}' is missing (true or false)")
        self.bool_field(table, key, where)

    def int_pair(self, table: dict[str, Any], key: str, where: str) -> tuple[int, int]:
        value = table.get(key)
        if (
            not isinstance(value, list)
            or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
            or value[0] > value[1]
        ):
            self.fail(
                where, f"field '{key}' must be [low, high] ints with low <= high, got {value!r}"
            )
        return value[0], value[1]

    def rgb_value(self, value: Any, where: str, key: str) -> None:
        if (
            not isinstance(value, list)
            or len(value) != 3
            or any(
                isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 255 for v in value
            )
        ):
            self.fail(
                where, f"field '{key}' must be a colour [R, G, B] of ints in 0-255, got {value!r}"
            )

    def rgb_field(self, table: dict[str, Any], key: str, where: str) -> None:
        if key not in table:
            self.fail(where, f"field '{key}' is missing (a colour [R, G, B] of ints in 0-255)")
        self.rgb_value(table[key], where, key)

    def table(self, parent: dict[str, Any], key: str, where: str) -> dict[str, Any]:
        value = parent.get(key)
        if not isinstance(value, dict):
            self.fail(where, f"needs a table '{key}', got {value!r}")
        return value

    def unknown(self, table: dict[str, Any], allowed: set[str], where: str) -> None:
        extra = sorted(set(table) - allowed)
        if extra:
            self.fail(
                where, f"unknown field(s) {', '.join(extra)}; allowed: {', '.join(sorted(allowed))}"
            )


_GAME_KEYS = {
    "id",
    "title",
    "native_frame",
    "health",
    "timer",
    "rounds_to_win",
    "stages",
    "difficulty",
    "outfits",
    "moves",
    "buttons",
    "attacks",
    "attacks_no_combination",
    "player_extras",
    "super_art",
    "fighting_style",
    "tower",
    "guard_button",
    "panel_strike",
    "team_size",
    "homonyms",
    "elimination",
}
# A game's colours (native/games/fight/outfit_colors_config.cc, which also holds a game's stage
# count, own colour names, character colour names and tints against it): each character's, and
# the [art] table's. A character's colours are skin, hair and trim and a main colour per outfit;
# or skin, mask and belt (tower's masked fighters); or skin and hair, and per outfit a table of
# its main, trim and optional legs (triad's).
_DRESSED_COLORS = ("skin", "hair", "trim")
_MASKED_COLORS = ("skin", "mask", "belt")
_PARTED_COLORS = ("skin", "hair")
_CHARACTER_COLORS = (*_DRESSED_COLORS, *_MASKED_COLORS[1:])
_OUTFIT_PARTS = ("main", "trim")  # and optional legs
_CHARACTER_KEYS = {"name", "style", "moves", "outfits", *_CHARACTER_INTS, *_CHARACTER_COLORS}
_TINT_COLORS = ("legs", "glow", "glow_core")
_TINT_PERCENTS = ("legs_percent", "glow_percent")
_HUD_COLORS = (
    "ink",
    "paper",
    "bar_back",
    "health",
    "health_low",
    "timer_ink",
    "win_mark",
    "spark_hit",
    "shadow",
)
_SHADOW_PERCENT = "shadow_floor_percent"  # the shadow: the stage's floor colour at this percent
# [art.hud]'s layout beside its colours and [art.spark] (native/games/fight/hud_layout_config.cc,
# which holds each number to its range, most of them the native screen's, each colour name to the
# game's, and which games need an [art.spark] and a wins_empty): every key of both but those two.
_HUD_FLAGS = ("fill_from_edge", "low_health_or_equal", "timer_two_digits", "wins_round")
_HUD_INTS = (
    "bar_width",
    "bar_margin",
    "bar_top",
    "low_health_parts",
    "timer_max_shown",
    "timer_scale",
    "timer_pad",
    "timer_top",
    "timer_bottom",
    "timer_text_top",
    "wins_x_p1",
    "wins_x_p2",
    "wins_step",
    "wins_y",
    "wins_size",
    "wins_shown",
    "round_end_y",
    "round_end_scale",
    "round_end_shadow",
)
_HUD_COLOR_NAMES = ("bar_outline", "round_end_ink")  # and wins_empty with wins_shown above 0
_HUD_TEXT = "ko_text"
_HUD_DRAW_TEXT = "draw_text"  # empty: no draw banner
_SPARK_INTS = ("frames", "reach", "rise", "size")
_SPARK_COLOR_NAMES = ("hit", "block", "core")
_SPARK_FLAG = "on_attacker"
_BANDS = (
    "sky_top",
    "sky_bottom",
    "far",
    "far_detail",
    "near",
    "near_detail",
    "floor",
    "floor_line",
)
# A stage is banded (_BANDS) or, triad's, two gradients, its props and two danger colours.
_GRADIENT_STAGE = ("sky_top", "sky_bottom", "floor_far", "floor_near", "danger_a", "danger_b")
_COMMON_MOVE_KEYS = {
    "name",
    "kind",
    "buttons",
    "stance",
    "direction",
    "motion",
    "startup",
    "active",
    "recovery",
    "special",
    "cancel",
    "invulnerable",
    "advance",
    "meter",
}
_HIT_KEYS = {"damage", "reach", "knockdown"}
_STRIKE_KEYS = {
    "level",
    "chip",
    "hitstun",
    "blockstun",
    "box_back",
    "box_y",
    "box_h",
    "pushback",
    "launch",
}
_MOVE_KEYS = {
    "strike": _COMMON_MOVE_KEYS | _HIT_KEYS | _STRIKE_KEYS,
    "projectile": _COMMON_MOVE_KEYS
    | _HIT_KEYS
    | _STRIKE_KEYS
    | {"projectile_speed", "projectile_frames"},
    "throw": _COMMON_MOVE_KEYS | _HIT_KEYS,
    "hold": _COMMON_MOVE_KEYS | {"hold_levels", "hold_damage_percent"},
}


def check_game(check: Checker, game: Any) -> None:
    """Checks the ``[game]`` table (the metadata the Python layer reads)."""
    where = "[game]"
    if not isinstance(game, dict):
        check.fail(where, "missing [game] table")
    check.unknown(game, _GAME_KEYS, where)
    check.str_field(game, "id", where)
    check.str_field(game, "title", where)
    frame = game.get("native_frame")
    if (
        not isinstance(frame, list)
        or len(frame) != 3
        or frame[2] != 3
        or any(isinstance(v, bool) or not isinstance(v, int) or v <= 0 for v in frame)
    ):
        check.fail(where, f"field 'native_frame' must be [H, W, 3], got {frame!r}")
    health = check.int_pair(game, "health", where)
    if health[0] != 0 or health[1] < 1:
        check.fail(where, f"field 'health' must be [0, max] with max >= 1, got {list(health)}")
    check.int_field(game, "timer", where, 10, 100)
    check.int_field(game, "rounds_to_win", where, 1, 3)
    check.int_field(game, "stages", where, 1, _MAX_STAGES)
    keys = (
        "difficulty",
        "outfits",
        *(k for k in ("super_art", "fighting_style", "tower") if k in game),
    )
    for key in keys:
        low, _ = check.int_pair(game, key, where)
        if low != 1:
            check.fail(where, f"field '{key}' must start at 1, got {game[key]!r}")
    moves = check.str_list(game, "moves", where)
    if len(moves) != 9:
        check.fail(
            where, f"field 'moves' must list 9 entries (no-move + 8 directions), got {len(moves)}"
        )
    buttons = tuple(check.str_list(game, "buttons", where))
    if len(buttons) > 6:
        check.fail(where, f"field 'buttons' has {len(buttons)} entries; at most 6")
    if "guard_button" in game:
        check.str_field(game, "guard_button", where, buttons)
    if "panel_strike" in game:
        check.str_field(game, "panel_strike", where, buttons)
    attacks = game.get("attacks")
    if not isinstance(attacks, list) or not attacks or attacks[0] != []:
        check.fail(where, "field 'attacks' must be a list of button lists starting with []")
    for index, attack in enumerate(attacks):
        if not isinstance(attack, list):
            check.fail(where, f"field 'attacks'[{index}] must be a list of buttons")
        check.str_list(
            {"attacks": attack},
            "attacks",
            f"{where} attacks[{index}]",
            buttons,
            allow_empty=index == 0,
        )
    no_combination = check.int_field(game, "attacks_no_combination", where, 1, len(attacks))
    if any(len(attack) > 1 for attack in attacks[:no_combination]):
        check.fail(where, "field 'attacks_no_combination' covers an entry with several buttons")


def check_team(check: Checker, game: dict[str, Any], names: list[str]) -> None:
    """Checks a team game's ``team_size`` (1..3; the roster must fill two teams),
    ``homonyms`` (pairs of two different character names, none in two pairs) and
    ``elimination`` (true or false)."""
    where = "[game]"
    size = check.int_field(game, "team_size", where, 1, 3, default=1)
    check.bool_field(game, "elimination", where)
    if len(names) < 2 * size:
        check.fail(where, f"field 'team_size' = {size} needs at least {2 * size} characters")
    pairs = game.get("homonyms", [])
    if not isinstance(pairs, list):
        check.fail(where, f"field 'homonyms' must be a list of name pairs, got {pairs!r}")
    seen: set[str] = set()
    for index, pair in enumerate(pairs):
        ok = isinstance(pair, list) and len(pair) == 2 and all(n in names for n in pair)
        if not ok or pair[0] == pair[1] or seen & set(pair):
            check.fail(
                where,
                f"field 'homonyms'[{index}] = {pair!r} must be two different character names, "
                "each in one pair at most",
            )
        seen |= set(pair)


def check_move(check: Checker, move: Any, where: str, buttons: tuple[str, ...]) -> str:
    """Checks one ``[[characters.moves]]`` table; returns the move's name."""
    if not isinstance(move, dict):
        check.fail(where, "each [[characters.moves]] entry must be a table")
    name = check.str_field(move, "name", where)
    where = f"{where} '{name}'"
    kind = check.str_field(move, "kind", where, _MOVE_KINDS)
    check.unknown(move, _MOVE_KEYS[kind], where)
    check.str_list(move, "buttons", where, buttons)
    check.str_field(move, "stance", where, _STANCES)
    check.str_field(move, "direction", where, _DIRECTIONS, default="any")
    check.str_field(move, "motion", where, _MOTIONS, default="none")
    check.str_field(move, "cancel", where, _CANCELS, default="none")
    check.int_field(move, "startup", where, 1, 60)
    check.int_field(move, "active", where, 1, 60)
    check.int_field(move, "recovery", where, 0, 90)
    check.int_field(move, "invulnerable", where, 0, 60, default=0)
    check.int_field(move, "advance", where, -1024, 1024, default=0)
    check.int_field(move, "meter", where, 0, 1000, default=0)
    check.bool_field(move, "special", where)
    if kind in ("strike", "projectile", "throw"):
        damage = check.int_field(move, "damage", where, 0, 200)
        reach = check.int_field(move, "reach", where, 1, 200)
        check.bool_field(move, "knockdown", where)
    if kind in ("strike", "projectile"):
        check.str_field(move, "level", where, _LEVELS)
        check.int_field(move, "chip", where, 0, damage, default=0)
        check.int_field(move, "hitstun", where, 1, 90)
        check.int_field(move, "blockstun", where, 1, 90)
        check.int_field(move, "box_back", where, -100, reach, default=0)
        check.int_field(move, "box_y", where, -100, 200)
        check.int_field(move, "box_h", where, 1, 200)
        check.int_field(move, "pushback", where, 0, 64, default=6)
        check.int_field(move, "launch", where, 0, 4096, default=0)
    if kind == "projectile":
        check.int_field(move, "projectile_speed", where, 64, 4096)
        check.int_field(move, "projectile_frames", where, 1, 300)
    if kind == "hold":
        check.str_list(move, "hold_levels", where, _LEVELS)
        check.int_field(move, "hold_damage_percent", where, 50, 300, default=0)
    return name


def check_character(check: Checker, character: Any, index: int, buttons: tuple[str, ...]) -> str:
    """Checks one ``[[characters]]`` table and its moves; returns its name."""
    where = f"characters[{index}]"
    if not isinstance(character, dict):
        check.fail(where, "each [[characters]] entry must be a table")
    name = check.str_field(character, "name", where)
    where = f"character '{name}'"
    check.unknown(character, _CHARACTER_KEYS, where)
    check.str_field(character, "style", where)
    for key, (low, high) in _CHARACTER_INTS.items():
        check.int_field(character, key, where, low, high)
    if character["crouch_height"] > character["height"]:
        check.fail(where, "field 'crouch_height' must not exceed 'height'")
    check_character_colors(check, character, where)
    moves = character.get("moves")
    if not isinstance(moves, list) or not 1 <= len(moves) <= _MAX_MOVES:
        check.fail(where, f"field 'moves' must hold 1..{_MAX_MOVES} [[characters.moves]] tables")
    names = [check_move(check, move, f"{where}, move", buttons) for move in moves]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        check.fail(where, f"duplicate move name(s): {', '.join(duplicates)}")
    if not any(
        m["kind"] == "strike" and m["stance"] == "stand" and m.get("motion", "none") == "none"
        for m in moves
    ):
        check.fail(where, "needs at least one standing strike without a motion (the CPU's jab)")
    return name


def check_cpu(check: Checker, cpu: Any, game: dict[str, Any]) -> None:
    """Checks the optional ``[cpu]`` table, a CPU ladder replacing the game's built-in one
    (native/games/fight/cpu_ladder.h): every knob, and the game's own, a list of one int per
    difficulty level."""
    if cpu is None:
        return
    where = "[cpu]"
    levels = game["difficulty"][1]
    own = CPU_GAME_KNOBS.get(game["id"], {})
    if not isinstance(cpu, dict):
        check.fail(where, "must be a table")
    knobs = {**CPU_KNOBS, **own}
    check.unknown(cpu, set(knobs), where)
    for key, (low, high) in knobs.items():
        value = cpu.get(key)
        if (
            not isinstance(value, list)
            or len(value) != levels
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
        ):
            check.fail(
                where,
                f"field '{key}' must be a list of {levels} ints (one per difficulty level), "
                f"got {value!r}",
            )
        for v in value:
            if not low <= v <= high:
                check.fail(where, f"field '{key}' has {v}, outside [{low}, {high}]")
    for level, (read, reaction) in enumerate(
        zip(cpu["input_read"], cpu["reaction"], strict=True), 1
    ):
        if read and read >= reaction:
            check.fail(
                where,
                f"field 'input_read' has {read} at level {level}, not sooner than its reaction "
                f"({reaction}); allowed: 0 (no input read) or 1..{reaction - 1}",
            )


def own_rule_ints(game_id: str) -> dict[str, tuple[int, int]] | None:
    """The game's own ``[rules]`` keys and ranges, from its native table; None for a game the
    native module does not have (the engine checks its file when it is built)."""
    from arena_vec import _native

    if game_id not in dict(_native.games()):
        return None
    return _native.own_rule_keys(game_id)


def check_rules(check: Checker, rules: Any, game_id: str) -> None:
    """Checks the ``[rules]`` table: the shared tunable rules (optional) and the game's own rule
    numbers (required, native/games/fight/own_rules.h)."""
    if not isinstance(rules, dict):
        check.fail("[rules]", "must be a table")
    own = own_rule_ints(game_id)
    for key, (low, high) in RULE_INTS.items():
        if key in rules:
            check.int_field(rules, key, "[rules]", low, high)
    if own is None:
        return
    check.unknown(rules, set(RULE_INTS) | set(own), "[rules]")
    for key, (low, high) in own.items():
        check.int_field(rules, key, "[rules]", low, high)


def check_character_colors(check: Checker, character: dict[str, Any], where: str) -> None:
    """A character's colours, when given, in one of the shapes above (which one the game takes
    is checked natively, as the outfits' count)."""
    if not any(key in character for key in (*_CHARACTER_COLORS, "outfits")):
        return
    outfits = character.get("outfits")
    if not isinstance(outfits, list) or not outfits:
        check.fail(where, f"field 'outfits' must list the outfits' colours, got {outfits!r}")
    parted = any(isinstance(outfit, dict) for outfit in outfits)
    names: tuple[str, ...]
    if "mask" in character or "belt" in character:
        names = _MASKED_COLORS
    else:
        names = _PARTED_COLORS if parted else _DRESSED_COLORS
    mixed = sorted(set(character) & set(_CHARACTER_COLORS) - set(names))
    if mixed:
        check.fail(where, f"field(s) {', '.join(mixed)} do not go with {', '.join(names)}")
    for key in names:
        check.rgb_field(character, key, where)
    for outfit in outfits:
        if not parted:
            check.rgb_value(outfit, where, "outfits")
            continue
        if not isinstance(outfit, dict):
            check.fail(where, f"field 'outfits' must hold a table per outfit, got {outfit!r}")
        check.unknown(outfit, {*_OUTFIT_PARTS, "legs"}, f"{where} outfit")
        for key in (*_OUTFIT_PARTS, *(["legs"] if "legs" in outfit else [])):
            check.rgb_field(outfit, key, f"{where} outfit")


def check_hud(check: Checker, hud: dict[str, Any], spark: Any) -> None:
    """``[art.hud]``: the shared HUD colours it changes and the HUD's layout; and ``[art.spark]``
    beside it, if any (a game drawing the kit's sparks)."""
    layout = {*_HUD_FLAGS, *_HUD_INTS, *_HUD_COLOR_NAMES, "wins_empty", _HUD_TEXT, _HUD_DRAW_TEXT}
    check.unknown(hud, {*_HUD_COLORS, _SHADOW_PERCENT, *layout}, "[art.hud]")
    for key in hud:
        if key == _SHADOW_PERCENT:
            check.int_field(hud, key, "[art.hud]", 1, 100)
        elif key not in layout:
            check.rgb_field(hud, key, "[art.hud]")
    if _SHADOW_PERCENT in hud and "shadow" in hud:
        check.fail("[art.hud]", f"sets both 'shadow' and '{_SHADOW_PERCENT}'; give one of them")
    for key in _HUD_FLAGS:
        check.flag(hud, key, "[art.hud]")
    for key in _HUD_INTS:
        check.int_field(hud, key, "[art.hud]")
    for key in (*_HUD_COLOR_NAMES, *(["wins_empty"] if "wins_empty" in hud else [])):
        check.str_field(hud, key, "[art.hud]")
    check.str_field(hud, _HUD_TEXT, "[art.hud]")
    if not isinstance(hud.get(_HUD_DRAW_TEXT), str):
        got = f"got {hud[_HUD_DRAW_TEXT]!r}" if _HUD_DRAW_TEXT in hud else "it is missing"
        check.fail("[art.hud]", f"field '{_HUD_DRAW_TEXT}' must be a string (empty: none), {got}")
    if spark is None:
        return
    if not isinstance(spark, dict):
        check.fail("[art.spark]", f"must be a table beside [art.hud], got {spark!r}")
    check.unknown(spark, {*_SPARK_INTS, *_SPARK_COLOR_NAMES, _SPARK_FLAG}, "[art.spark]")
    for key in _SPARK_INTS:
        check.int_field(spark, key, "[art.spark]")
    for key in _SPARK_COLOR_NAMES:
        check.str_field(spark, key, "[art.spark]")
    check.flag(spark, _SPARK_FLAG, "[art.spark]")


def check_art(check: Checker, art: Any) -> None:
    """The ``[art]`` table of a game whose colours are data: its tints (a game whose fighters the
    kit dresses), HUD colours and layout, contact sparks, own colours and stages (how many stages,
    which own names, whether the game takes tints or sparks and the layout's ranges are checked
    natively)."""
    if not isinstance(art, dict):
        check.fail("[art]", f"must be a table, got {art!r}")
    check.unknown(art, {"tints", "hud", "spark", "own", "stages"}, "[art]")
    if "tints" in art:
        tints = check.table(art, "tints", "[art]")
        check.unknown(tints, {*_TINT_COLORS, *_TINT_PERCENTS}, "[art.tints]")
        for key in _TINT_COLORS:
            check.rgb_field(tints, key, "[art.tints]")
        for key in _TINT_PERCENTS:
            check.int_field(tints, key, "[art.tints]", 0, 100)
    check_hud(check, check.table(art, "hud", "[art]"), art.get("spark"))
    own = check.table(art, "own", "[art]")
    for key in own:
        check.rgb_field(own, key, "[art.own]")
    stages = art.get("stages")
    if not isinstance(stages, list) or not stages:
        check.fail("[[art.stages]]", f"must list the stages' tables, got {stages!r}")
    for index, stage in enumerate(stages):
        where = f"[[art.stages]] {index}"
        if not isinstance(stage, dict):
            check.fail(where, "must be a table")
        banded = not set(stage) & {*_GRADIENT_STAGE, "props"} - set(_BANDS)
        names = _BANDS if banded else _GRADIENT_STAGE
        check.unknown(stage, {"name", *names, *([] if banded else ["props"])}, where)
        check.str_field(stage, "name", where)
        for key in names:
            check.rgb_field(stage, key, where)
        if not banded:
            props = stage.get("props")
            if not isinstance(props, list) or not props:
                check.fail(where, f"field 'props' must list the props' colours, got {props!r}")
            for prop in props:
                check.rgb_value(prop, where, "props")
