"""Each game's reference rendered from its data file, configs/games/<game>.toml (the file the
engine loads): the game's facts (health, timer, stages, buttons, actions), every character's
movement and body, and every character's move list with its frame data."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "configs" / "games"

MOTIONS = {
    "qcf": "quarter-circle forward",
    "qcb": "quarter-circle back",
    "dp": "forward, down, down-forward",
    "charge_back": "charge back, forward",
    "charge_down": "charge down, up",
}


def load(game: str) -> dict[str, Any]:
    path = GAMES / f"{game}.toml"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in GAMES.glob("*.toml")))
        raise KeyError(f"no game file {path.name}; known games: {known}")
    return tomllib.loads(path.read_text())


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])


def move_input(move: dict[str, Any]) -> str:
    """How a move is entered: motion or direction, then its buttons; crouching and air moves
    say so."""
    parts = []
    if "motion" in move:
        parts.append(MOTIONS[move["motion"]])
    elif "direction" in move:
        parts.append(move["direction"].replace("_", "-"))
    elif move["stance"] == "crouch":
        parts.append("down")
    parts.append("+".join(move["buttons"]))
    text = " + ".join(parts)
    return f"{text} (in the air)" if move["stance"] == "air" else text


def move_notes(move: dict[str, Any]) -> str:
    notes = []
    if move.get("invulnerable"):
        notes.append(f"invulnerable {move['invulnerable']}f")
    if move.get("knockdown"):
        notes.append("knockdown")
    if move.get("launch"):
        notes.append("launcher")
    if move.get("chip"):
        notes.append(f"chip {move['chip']}")
    if move.get("meter"):
        notes.append(f"meter {move['meter']}")
    if "projectile_speed" in move:
        notes.append(f"projectile, speed {move['projectile_speed']}")
    if "hold_levels" in move:
        notes.append("holds " + ", ".join(move["hold_levels"]))
    if "hold_damage_percent" in move:
        notes.append(f"reversal {move['hold_damage_percent']}%")
    if move.get("cancel"):
        notes.append(f"cancel: {move['cancel']}")
    return "; ".join(notes)


def _value(move: dict[str, Any], key: str) -> str:
    return str(move[key]) if key in move else "-"


def moves_table(character: dict[str, Any]) -> str:
    header = ["move", "input", "kind", "height", "startup", "active", "recovery", "damage"]
    header += ["reach", "notes"]
    rows = [
        [
            move["name"],
            move_input(move),
            move["kind"],
            _value(move, "level"),
            *(_value(move, k) for k in ("startup", "active", "recovery", "damage", "reach")),
            move_notes(move),
        ]
        for move in character["moves"]
    ]
    return _table(header, rows)


def game_facts(game: str) -> str:
    """The game's table of facts from the TOML's [game] section."""
    data = load(game)["game"]
    height, width, channels = data["native_frame"]
    attacks = [" + ".join(a) or "none" for a in data["attacks"]]
    rows = [
        ["health", f"{data['health'][0]}-{data['health'][1]}"],
        ["round timer", f"{data['timer']} s"],
        ["rounds to win a stage", str(data["rounds_to_win"])],
        ["stages against the CPU ladder", str(data["stages"])],
        ["difficulty", f"{data['difficulty'][0]}-{data['difficulty'][1]}"],
        ["outfits", f"{data['outfits'][0]}-{data['outfits'][1]}"],
        ["native frame", f"{height}x{width}x{channels}"],
        ["buttons", ", ".join(data["buttons"])],
        ["attack actions", ", ".join(attacks)],
        ["directions", ", ".join(data["moves"])],
        [
            "action spaces",
            (
                f"MultiDiscrete([{len(data['moves'])}, {len(attacks)}]) / "
                f"Discrete({len(data['moves']) + len(attacks) - 1}); with "
                f"`no_attack_buttons_combinations`: [{len(data['moves'])}, "
                f"{data['attacks_no_combination']}] / "
                f"Discrete({len(data['moves']) + data['attacks_no_combination'] - 1})"
            ),
        ],
    ]
    if data.get("team_size", 1) > 1:
        pairs = "; ".join(" / ".join(pair) for pair in data.get("homonyms", [])) or "none"
        rows.insert(0, ["characters per side", f"{data['team_size']} (homonyms: {pairs})"])
    return _table(["", game], rows)


def ram_extras(game: str) -> str:
    """The RAM keys each player's dict has beside DIAMBRA's side, wins, character, health."""
    extras = load(game)["game"].get("player_extras", [])
    rows = []
    for extra in extras:
        if "values" in extra:
            space = f"Discrete({len(extra['values'])}): " + ", ".join(extra["values"])
        else:
            low, high = extra["range"]
            space = f"Box({low}, {high})"
        rows.append([f"`{extra['key']}`", space, extra.get("doc", "")])
    return _table(["key", "space", "meaning"], rows)


def characters(game: str) -> str:
    """Every character: style, body and movement, then its move list."""
    out = []
    for character in load(game)["characters"]:
        body = (
            f"walk {character['walk_speed']}, back {character['back_speed']}, jump "
            f"{character['jump_speed']} (forward {character['jump_forward']}), gravity "
            f"{character['gravity']}; body {character['width']} x {character['height']} px "
            f"(crouching {character['crouch_height']})"
        )
        out += [
            f"### {character['name']}",
            "",
            f"*{character.get('style', '')}*; {body}.",
            "",
            moves_table(character),
            "",
        ]
    return "\n".join(out)
