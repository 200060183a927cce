"""Loading and validation of a game's TOML data (``configs/games/<game>.toml``).

The native fight engine reads characters and moves from this file. Python validates it first so
that a bad file fails early with a message naming the file, the character, the move and the
field; the validated dict (``GameData.raw``) is then passed to C++ as ``config["game_data"]``,
where the same ranges are checked again.

Example:
    >>> data = load_game_data("configs/games/triad.toml")  # doctest: +SKIP
    >>> data.buttons  # doctest: +SKIP
    ('Hold', 'Punch', 'Kick')
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: tomli is the same parser, published separately
    import tomli as tomllib

from arena_vec.game_data_schema import (
    MAX_CHARACTERS,
    Checker,
    check_character,
    check_game,
    check_rules,
)

__all__ = ["GameData", "load_game_data"]


@dataclass(frozen=True)
class GameData:
    """A validated game data file.

    Attributes mirror the ``[game]`` table; ``characters`` lists the character names in file
    order (the index used by the ``characters`` episode option); ``raw`` is the parsed TOML
    handed to the native module unchanged.
    """

    path: Path
    id: str
    title: str
    native_frame: tuple[int, int, int]
    health: tuple[int, int]
    timer: int
    rounds_to_win: int
    stages: int
    difficulty: tuple[int, int]
    outfits: tuple[int, int]
    moves: tuple[str, ...]
    buttons: tuple[str, ...]
    attacks: tuple[tuple[str, ...], ...]
    attacks_no_combination: int
    characters: tuple[str, ...]
    raw: dict[str, Any]

    @property
    def n_attacks(self) -> int:
        """Number of attack entries (no-attack included) when combinations are allowed."""
        return len(self.attacks)


def load_game_data(path: str | Path) -> GameData:
    """Loads and validates a game's TOML data file.

    Raises ``ValueError`` naming the file, and where relevant the character, the move and the
    field, when anything is missing, mistyped, out of range or unknown.

    Example:
        >>> load_game_data("configs/games/triad.toml").characters[0]  # doctest: +SKIP
        'Kestrel'
    """
    path = Path(path)
    check = Checker(path)
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path}: cannot read game data: {error}") from error
    check.unknown(raw, {"game", "rules", "characters"}, "top level")
    check_game(check, raw.get("game"))
    game = raw["game"]
    check_rules(check, raw.get("rules", {}))
    characters = raw.get("characters")
    if not isinstance(characters, list) or not 1 <= len(characters) <= MAX_CHARACTERS:
        check.fail("[[characters]]", f"needs 1..{MAX_CHARACTERS} character tables")
    buttons = tuple(game["buttons"])
    names = [check_character(check, c, i, buttons) for i, c in enumerate(characters)]
    if len(set(names)) != len(names):
        check.fail("[[characters]]", "character names must be unique")
    return GameData(
        path=path,
        id=game["id"],
        title=game["title"],
        native_frame=tuple(game["native_frame"]),
        health=tuple(game["health"]),
        timer=game["timer"],
        rounds_to_win=game["rounds_to_win"],
        stages=game["stages"],
        difficulty=tuple(game["difficulty"]),
        outfits=tuple(game["outfits"]),
        moves=tuple(game["moves"]),
        buttons=buttons,
        attacks=tuple(tuple(attack) for attack in game["attacks"]),
        attacks_no_combination=game["attacks_no_combination"],
        characters=tuple(names),
        raw=raw,
    )
