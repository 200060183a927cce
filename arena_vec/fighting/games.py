"""Game metadata: where the games' TOML files live, what their ``[game]`` tables say, and
DIAMBRA's ``available_games``.

This module owns the read-only description of each game that the settings layer and the space
builders rely on: character names, the ranges of the episode settings, the RAM-state bounds and
the labelled action tables. It reads only the ``[game]`` table and the characters' ``name``
fields; the rest of each file belongs to the game (validated by ``arena_vec.fighting.game_data`` and
handed unchanged to the native engine as ``GameInfo.raw``).

Game files are looked up in, by priority: the directory named by the ``ARENA_VEC_GAMES_DIR``
environment variable, ``arena_vec/configs/games`` (installed wheel), ``<repo>/configs/games``
(source checkout).

Example:
    >>> from arena_vec.fighting.games import available_games, game_info
    >>> games = available_games(print_out=False)      # doctest: +SKIP
    >>> game_info("triad").n_attacks()          # doctest: +SKIP
    8
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from arena_vec.fighting.game_data import load_game_data

GAMES_DIR_ENV = "ARENA_VEC_GAMES_DIR"
NO_ATTACK_LABEL = "NoAttack"


# DIAMBRA's per-player keys, which a game's extras may not redefine.
DIAMBRA_PLAYER_KEYS = ("side", "wins", "character", "health")


@dataclass(frozen=True)
class PlayerExtra:
    """One game-specific RAM key of each player (``obs["P1"][key]``, ``obs["P2"][key]``), as a
    ``[[game.player_extras]]`` entry declares it: a Discrete key lists ``values`` (value i means
    ``values[i]``), a Box key has a ``(low, high)`` range and no values.

    Example:
        >>> game_info("triad").player_extras[2].values        # doctest: +SKIP
        ('standing', 'crouching', 'airborne')
    """

    key: str
    low: int
    high: int
    values: tuple[str, ...]
    doc: str

    @property
    def discrete(self) -> bool:
        """True for a Discrete key (one with labelled values)."""
        return bool(self.values)


STYLE_SETTINGS = ("super_art", "fighting_style")
"""DIAMBRA's per-player episode settings a game may declare as a ``[game]`` range (a GameInfo
field of the same name): an int in the range, or None for a draw at every reset."""


@dataclass(frozen=True)
class GameInfo:
    """The metadata of one game, as declared in its TOML ``[game]`` table.

    Ranges are inclusive ``(low, high)`` pairs. ``attacks`` lists every attack entry, the
    no-attack entry first; the first ``attacks_no_combination`` entries are the ones without
    button combinations. ``player_extras`` are the game's RAM keys beside DIAMBRA's four in
    each player's observation (none for a game that declares none). ``super_art`` is the range
    of DIAMBRA's ``super_art`` episode setting for a game that has super arts (None: the game
    has none, and the setting must stay None); ``fighting_style`` likewise of DIAMBRA's kof98umh
    ``fighting_style`` (STYLE_SETTINGS lists both). ``tower`` is the range of DIAMBRA's umk3
    ``tower`` episode setting (the 1P ladder's length) for a game that has one (None: the
    setting must keep its default, 3). ``guard_button`` names the button a game guards with
    instead of holding back (None: back and down-back guard). ``team_size`` is how many
    characters a side fields (1 for a one-on-one game; a team game's ``characters`` setting
    names its team), ``homonyms`` the pairs of characters random team draws never put
    together (DIAMBRA's homonym rule), and ``elimination`` whether its rounds are an ordered
    elimination (KOF's: the loser's point is out, the winner stays on for the next round)
    rather than every round starting afresh.

    Example:
        >>> info = game_info("triad")                        # doctest: +SKIP
        >>> info.discrete_actions(combinations=False)[9:]    # doctest: +SKIP
        ('Hold', 'Punch', 'Kick')
    """

    id: str
    title: str
    characters: tuple[str, ...]
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
    player_extras: tuple[PlayerExtra, ...] = ()
    super_art: tuple[int, int] | None = None
    fighting_style: tuple[int, int] | None = None
    tower: tuple[int, int] | None = None
    guard_button: str | None = None
    team_size: int = 1
    homonyms: tuple[tuple[str, str], ...] = ()
    elimination: bool = False
    path: Path | None = None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def n_moves(self) -> int:
        """Number of move actions, no-move included (9 for every game)."""
        return len(self.moves)

    def n_attacks(self, combinations: bool = True) -> int:
        """Number of attack actions, no-attack included, with or without button combinations."""
        return len(self.attacks) if combinations else self.attacks_no_combination

    def ladder_stages(self, tower: int | None = None) -> int:
        """Stages of the 1P ladder: ``stages``, less one per ``tower`` level below the top for
        a game with a tower setting (``stages`` is its longest tower's ladder)."""
        if self.tower is None or tower is None:
            return self.stages
        return self.stages - (self.tower[1] - tower)

    def attack_labels(self, combinations: bool = True) -> tuple[str, ...]:
        """Labels of the attack actions: ``"NoAttack"``, then buttons joined by ``+``."""
        entries = self.attacks[: self.n_attacks(combinations)]
        return tuple("+".join(buttons) or NO_ATTACK_LABEL for buttons in entries)

    def discrete_actions(self, combinations: bool = True) -> tuple[str, ...]:
        """Labels of the Discrete action space: every move, then every attack but no-attack."""
        return self.moves + self.attack_labels(combinations)[1:]

    def multi_discrete_actions(
        self, combinations: bool = True
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Labels of the two MultiDiscrete components: (moves, attacks)."""
        return self.moves, self.attack_labels(combinations)

    def character_index(self, name: str) -> int:
        """Index of a character in the game's character list (the value of obs "character")."""
        return self.characters.index(name)

    def metadata(self, details: bool = True) -> dict[str, Any]:
        """Plain-dict view, as returned by :func:`available_games`.

        Without ``details`` only the title, id and character list are included.
        """
        summary: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "characters": list(self.characters),
        }
        if not details:
            return summary
        actions = {}
        for combinations, key in ((True, "with_combinations"), (False, "without_combinations")):
            moves, attacks = self.multi_discrete_actions(combinations)
            actions[key] = {
                "n_attacks": self.n_attacks(combinations),
                "discrete": list(self.discrete_actions(combinations)),
                "multi_discrete": [list(moves), list(attacks)],
            }
        extras: dict[str, list[int] | int] = {}
        for name in STYLE_SETTINGS:
            if getattr(self, name) is not None:
                extras[name] = list(getattr(self, name))
        if self.tower is not None:
            extras["tower"] = list(self.tower)
        if self.team_size > 1:
            extras["team_size"] = self.team_size
        return (
            summary
            | extras
            | {
                "native_frame_shape": list(self.native_frame),
                "health": list(self.health),
                "timer": self.timer,
                "rounds_to_win": self.rounds_to_win,
                "stages": self.stages,
                "difficulty": list(self.difficulty),
                "outfits": list(self.outfits),
                "n_moves": self.n_moves,
                "buttons": list(self.buttons),
                "actions": actions,
            }
        )


def parse_game(raw: Mapping[str, Any], path: Path | None = None) -> GameInfo:
    """Builds a :class:`GameInfo` from a parsed game file (the dict ``tomllib`` returns).

    Raises ValueError naming the file and the field when a ``[game]`` entry is missing or has the
    wrong type, or when a character has no name.

    Example:
        >>> with open("configs/games/triad.toml", "rb") as f:   # doctest: +SKIP
        ...     info = parse_game(tomllib.load(f))
    """
    where = str(path) if path is not None else "<game data>"

    def bad(message: str) -> NoReturn:
        raise ValueError(f"{where}: {message}")

    table = raw.get("game")
    if not isinstance(table, Mapping):
        bad("missing [game] table")

    def get(key: str, kind: type, item: type | None = None, length: int | None = None) -> Any:
        value: Any = table.get(key)
        ok = isinstance(value, kind) and not isinstance(value, bool)
        if ok and item is not None:
            ok = (length is None or len(value) == length) and all(
                isinstance(v, item) and not isinstance(v, bool) for v in value
            )
        if not ok:
            what = kind.__name__ if item is None else f"list of {item.__name__}"
            shape = f" of length {length}" if length is not None else ""
            bad(f"[game].{key}={value!r} must be {what}{shape}")
        return value

    characters = raw.get("characters")
    if not isinstance(characters, list) or not characters:
        bad("missing [[characters]] tables")
    names = []
    for i, character in enumerate(characters):
        name = character.get("name") if isinstance(character, Mapping) else None
        if not isinstance(name, str) or not name:
            bad(f"characters[{i}].name={name!r} must be a non-empty str")
        names.append(name)
    if len(set(names)) != len(names):
        bad(f"character names must be unique, got {names}")

    attacks = tuple(tuple(entry) for entry in get("attacks", list, list))
    buttons = tuple(get("buttons", list, str))
    unknown = sorted({b for entry in attacks for b in entry} - set(buttons))
    if unknown or not attacks or attacks[0]:
        bad(f"[game].attacks must start with [] and use only buttons {list(buttons)}")
    extras = _player_extras(table.get("player_extras", []), bad)
    no_combination = get("attacks_no_combination", int)
    if not 1 <= no_combination <= len(attacks):
        bad(f"[game].attacks_no_combination={no_combination} must be in [1, {len(attacks)}]")
    return GameInfo(
        id=get("id", str),
        title=get("title", str),
        characters=tuple(names),
        native_frame=tuple(get("native_frame", list, int, 3)),
        health=tuple(get("health", list, int, 2)),
        timer=get("timer", int),
        rounds_to_win=get("rounds_to_win", int),
        stages=get("stages", int),
        difficulty=tuple(get("difficulty", list, int, 2)),
        outfits=tuple(get("outfits", list, int, 2)),
        moves=tuple(get("moves", list, str)),
        buttons=buttons,
        attacks=attacks,
        attacks_no_combination=no_combination,
        player_extras=extras,
        super_art=tuple(get("super_art", list, int, 2)) if "super_art" in table else None,
        fighting_style=(
            tuple(get("fighting_style", list, int, 2)) if "fighting_style" in table else None
        ),
        tower=tuple(get("tower", list, int, 2)) if "tower" in table else None,
        guard_button=get("guard_button", str) if "guard_button" in table else None,
        team_size=get("team_size", int) if "team_size" in table else 1,
        homonyms=tuple(tuple(pair) for pair in table.get("homonyms", ())),
        elimination=bool(table.get("elimination", False)),
        path=path,
        raw=raw,
    )


def _player_extras(entries: Any, bad: Callable[[str], NoReturn]) -> tuple[PlayerExtra, ...]:
    """The ``[[game.player_extras]]`` entries, checked: a unique identifier ``key`` that is not
    one of DIAMBRA's, a ``doc`` string, and either ``values`` (non-empty distinct strings) or
    ``range`` (``[low, high]`` int16 ints, low <= high)."""
    if not isinstance(entries, list):
        bad(f"[game].player_extras={entries!r} must be a list of tables")
    extras: list[PlayerExtra] = []
    for i, entry in enumerate(entries):
        where = f"[game].player_extras[{i}]"
        if not isinstance(entry, Mapping):
            bad(f"{where}={entry!r} must be a table")
        unknown = sorted(set(entry) - {"key", "doc", "values", "range"})
        if unknown:
            bad(f"{where}: unknown field(s) {unknown}; allowed: doc, key, range, values")
        key, doc = entry.get("key"), entry.get("doc")
        taken = set(DIAMBRA_PLAYER_KEYS) | {extra.key for extra in extras}
        if not isinstance(key, str) or not key.isidentifier() or key in taken:
            bad(f"{where}.key={key!r} must be a new identifier (not one of {sorted(taken)})")
        if not isinstance(doc, str) or not doc:
            bad(f"{where}.doc={doc!r} must be a non-empty str")
        values, bounds = entry.get("values"), entry.get("range")
        if (values is None) == (bounds is None):
            bad(f"{where}: give exactly one of values (Discrete) or range (Box)")
        if values is not None:
            if (
                not isinstance(values, list)
                or not values
                or not all(isinstance(v, str) and v for v in values)
                or len(set(values)) != len(values)
            ):
                bad(f"{where}.values={values!r} must be a list of distinct non-empty str")
            extras.append(PlayerExtra(key, 0, len(values) - 1, tuple(values), doc))
            continue
        if (
            not isinstance(bounds, list)
            or len(bounds) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in bounds)
            or not -(2**15) <= bounds[0] <= bounds[1] < 2**15
        ):
            bad(f"{where}.range={bounds!r} must be [low, high] int16 ints with low <= high")
        extras.append(PlayerExtra(key, bounds[0], bounds[1], (), doc))
    return tuple(extras)


def load_game(path: str | Path) -> GameInfo:
    """Reads, validates (``arena_vec.fighting.game_data``: errors name the character, move and
    field) and parses one game file."""
    path = Path(path)
    return parse_game(load_game_data(path), path)


def games_dir() -> Path:
    """The directory holding ``<game_id>.toml`` files (see the module docstring for the order)."""
    override = os.environ.get(GAMES_DIR_ENV)
    if override:
        return Path(override)
    package = Path(__file__).resolve().parents[1]  # arena_vec/
    for candidate in (package / "configs" / "games", package.parent / "configs" / "games"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"no games directory: set {GAMES_DIR_ENV} or install arena_vec/configs/games"
    )


@cache
def _load_dir(directory: Path) -> dict[str, GameInfo]:
    games = {}
    for path in sorted(directory.glob("*.toml")):
        info = load_game(path)
        if info.id != path.stem:
            raise ValueError(f"{path}: [game].id={info.id!r} must equal the file name")
        games[info.id] = info
    return games


def all_games() -> dict[str, GameInfo]:
    """Every game of :func:`games_dir`, by id (parsed once per directory)."""
    return _load_dir(games_dir().resolve())


def is_fighting_game(env_id: str) -> bool:
    """True when ``env_id`` has a game file (``configs/games/<env_id>.toml``)."""
    try:
        return env_id in all_games()
    except FileNotFoundError:
        return False


def game_info(game_id: str) -> GameInfo:
    """The metadata of one game; ValueError naming the allowed ids if it does not exist.

    Example:
        >>> game_info("triad").characters[:2]        # doctest: +SKIP
        ('Alpha', 'Bravo')
    """
    games = all_games()
    if game_id not in games:
        raise ValueError(f"game_id={game_id!r} is invalid: allowed {sorted(games)}")
    return games[game_id]


def available_games(print_out: bool = True, details: bool = False) -> dict[str, dict[str, Any]]:
    """DIAMBRA's ``available_games``: every game's metadata by id, optionally printed.

    The returned dict always holds the full metadata (title, characters, frame shape, health,
    timer, rounds, stages, difficulty and outfit ranges, labelled action tables); ``details``
    only controls how much is printed.

    Example:
        >>> available_games(print_out=False)["triad"]["difficulty"]   # doctest: +SKIP
        [1, 4]
    """
    games = {game_id: info.metadata() for game_id, info in all_games().items()}
    if print_out:
        for info in all_games().values():
            print(f"* {info.title} (game_id: {info.id})")
            if details:
                for key, value in info.metadata().items():
                    if key not in ("id", "title"):
                        print(f"    {key}: {value}")
    return games
