"""Loading and validation of a game's TOML data (``configs/games/<game>.toml``).

The native fight engine reads characters and moves from this file. Python validates it first so
that a bad file fails early with a message naming the file, the character, the move and the
field; the validated dict is then passed to C++ as ``config["game_data"]``, where the same
ranges are checked again. ``arena_vec.fighting.games`` turns it into the game's metadata
(``GameInfo``).

Example:
    >>> load_game_data("configs/games/triad.toml")["game"]["buttons"]  # doctest: +SKIP
    ['Hold', 'Punch', 'Kick']
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: tomli is the same parser, published separately
    import tomli as tomllib

from arena_vec.fighting.game_data_schema import (
    MAX_CHARACTERS,
    Checker,
    check_art,
    check_character,
    check_cpu,
    check_game,
    check_rules,
    check_team,
)

__all__ = ["load_game_data"]


def load_game_data(path: str | Path) -> dict[str, Any]:
    """Loads and validates a game's TOML data file; returns the parsed file.

    Raises ``ValueError`` naming the file, and where relevant the character, the move and the
    field, when anything is missing, mistyped, out of range or unknown.

    Example:
        >>> load_game_data("configs/games/triad.toml")["characters"][0]["name"]  # doctest: +SKIP
        'Kestrel'
    """
    path = Path(path)
    check = Checker(path)
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path}: cannot read game data: {error}") from error
    check.unknown(raw, {"game", "rules", "cpu", "art", "characters"}, "top level")
    check_game(check, raw.get("game"))
    game = raw["game"]
    check_rules(check, raw.get("rules", {}), game["id"])
    if "art" in raw:
        check_art(check, raw["art"])
    check_cpu(check, raw.get("cpu"), game)
    characters = raw.get("characters")
    if not isinstance(characters, list) or not 1 <= len(characters) <= MAX_CHARACTERS:
        check.fail("[[characters]]", f"needs 1..{MAX_CHARACTERS} character tables")
    buttons = tuple(game["buttons"])
    names = [check_character(check, c, i, buttons) for i, c in enumerate(characters)]
    if len(set(names)) != len(names):
        check.fail("[[characters]]", "character names must be unique")
    check_team(check, game, names)
    return raw
