"""``arena-vec list``: what can be made. Without an argument, every env id with its Gymnasium id;
with one, that env's details: for a fighting game its characters, the ranges of every
setting, its RAM keys and both action tables; for a reference env its spaces.

    arena-vec list                   # every env
    arena-vec list triad             # characters, settings ranges, RAM keys, action tables
    arena-vec list triad --json      # the same as JSON
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arena_vec.builder import make_vec
from arena_vec.builder.registration import GYMNASIUM_IDS
from arena_vec.engine.native import native_games
from arena_vec.fighting.games import GameInfo, game_info, is_fighting_game

HELP = "list envs, or one env's characters, settings ranges, RAM keys and action tables"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The list command's arguments."""
    parser.add_argument("env", nargs="?", choices=native_games(), help="an env id for details")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Prints the list or one env's details."""
    data = details(args.env) if args.env else overview()
    print(json.dumps(data, indent=2) if args.json else as_text(data))


def gymnasium_id(env_id: str) -> str:
    names = {native: gym_id for gym_id, native in GYMNASIUM_IDS.items()}
    return names.get(env_id, f"arena_vec/{env_id}-v0")


def overview() -> dict[str, Any]:
    """Every env id: kind, title and Gymnasium id."""
    rows = []
    for env_id in native_games():
        fighting = is_fighting_game(env_id)
        rows.append(
            {
                "id": env_id,
                "kind": "fighting game" if fighting else "reference env",
                "title": game_info(env_id).title if fighting else "",
                "gymnasium_id": gymnasium_id(env_id),
            }
        )
    return {"envs": rows}


def setting_ranges(info: GameInfo) -> list[dict[str, str]]:
    """Every environment and episode setting of a fighting game with what it allows."""
    low, high = info.difficulty
    outfit_low, outfit_high = info.outfits
    return [
        {
            "setting": "frame_shape",
            "allowed": "(H, W, C): H, W 0..512 (0, 0 = native "
            f"{info.native_frame[0]}x{info.native_frame[1]}), C 0 (RGB) or 1 (gray)",
        },
        {"setting": "step_ratio", "allowed": "1..6 frames per step"},
        {"setting": "action_space", "allowed": "SpaceTypes.MULTI_DISCRETE or SpaceTypes.DISCRETE"},
        {"setting": "difficulty", "allowed": f"{low}..{high} or None (random)"},
        {"setting": "characters", "allowed": ", ".join(info.characters) + " or None (random)"},
        {"setting": "outfits", "allowed": f"{outfit_low}..{outfit_high}"},
        {
            "setting": "continue_game",
            "allowed": "0.0..1.0 (probability) or -1.0 down to -32767.x (int(abs(v)) continues)",
        },
        {"setting": "role", "allowed": "Roles.P1, Roles.P2 or None (random)"},
        {"setting": "show_final, splash_screen, include_frame, autoplay", "allowed": "bool"},
    ]


def details(env_id: str) -> dict[str, Any]:
    """One env's details (see the module docstring)."""
    if not is_fighting_game(env_id):
        envs = make_vec(env_id, 1)
        try:
            return {
                "id": env_id,
                "gymnasium_id": gymnasium_id(env_id),
                "observation_space": str(envs.single_observation_space),
                "action_space": str(envs.single_action_space),
            }
        finally:
            envs.close()
    info = game_info(env_id)
    moves, attacks = info.multi_discrete_actions(combinations=True)
    return {
        "id": env_id,
        "title": info.title,
        "gymnasium_id": gymnasium_id(env_id),
        "characters": list(info.characters),
        "rules": {
            "health": f"{info.health[0]}..{info.health[1]}",
            "timer": f"{info.timer} s",
            "rounds_to_win": info.rounds_to_win,
            "stages": info.stages,
        },
        "settings": setting_ranges(info),
        "ram_keys": [
            {
                "key": extra.key,
                "space": f"Discrete({len(extra.values)})"
                if extra.discrete
                else f"Box({extra.low}, {extra.high})",
                "values": ", ".join(extra.values) if extra.discrete else extra.doc,
            }
            for extra in info.player_extras
        ],
        "multi_discrete": {"moves": list(moves), "attacks": list(attacks)},
        "discrete": list(info.discrete_actions(combinations=True)),
        "discrete_no_combinations": list(info.discrete_actions(combinations=False)),
    }


def table(rows: list[dict[str, Any]]) -> str:
    """A markdown table of dicts sharing keys."""
    keys = list(rows[0])
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    lines += ["| " + " | ".join(str(row[k]) for k in keys) + " |" for row in rows]
    return "\n".join(lines)


def as_text(data: dict[str, Any]) -> str:
    """Markdown for the overview or one env's details."""
    if "envs" in data:
        return table(data["envs"])
    if "characters" not in data:
        return "\n".join(f"{key}: {value}" for key, value in data.items())
    rules = ", ".join(f"{key} {value}" for key, value in data["rules"].items())
    moves, attacks = data["multi_discrete"]["moves"], data["multi_discrete"]["attacks"]
    parts = [
        f"# {data['id']}: {data['title']} ({data['gymnasium_id']})",
        f"characters ({len(data['characters'])}): {', '.join(data['characters'])}",
        f"rules: {rules}",
        "## settings\n" + table(data["settings"]),
        "## RAM keys (in obs['P1'] and obs['P2'], beside side, wins, character, health)\n"
        + table(data["ram_keys"]),
        f"## MultiDiscrete([{len(moves)}, {len(attacks)}])\n"
        + table([{"index": i, "move": m} for i, m in enumerate(moves)])
        + "\n\n"
        + table([{"index": i, "attack": a} for i, a in enumerate(attacks)]),
        f"## Discrete({len(data['discrete'])}) "
        f"(no_attack_buttons_combinations: Discrete({len(data['discrete_no_combinations'])}), "
        "its first entries)\n"
        + table([{"index": i, "action": a} for i, a in enumerate(data["discrete"])]),
    ]
    return "\n\n".join(parts) + "\n"
