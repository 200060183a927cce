"""Strict validation of environment settings and episode options.

Every check raises ValueError naming the setting, the bad value and what is allowed, e.g.
``step_ratio=8 is invalid: allowed int in [1, 6]``. Types are strict as in DIAMBRA: a bool is not
accepted where an int is required, nor an int where a bool is. Game-dependent ranges (difficulty,
outfits, characters) come from the game's metadata (``arena_vec.fighting.games.GameInfo``).

Example:
    >>> check_settings(EnvironmentSettings(step_ratio=8), game_info("triad"))  # doctest: +SKIP
    Traceback (most recent call last):
    ValueError: step_ratio=8 is invalid: allowed int in [1, 6]
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from numbers import Integral, Real
from typing import Any, NoReturn

from arena_vec.fighting.games import STYLE_SETTINGS, GameInfo
from arena_vec.fighting.settings.enums import Roles, SpaceTypes
from arena_vec.fighting.settings.environment import (
    EPISODE_FIELDS,
    MAX_CHARACTERS,
    ONE_PLAYER_FIELDS,
    PER_PLAYER_FIELDS,
    AnySettings,
    EnvironmentSettings,
    players_of,
)

MAX_FRAME_SIDE = 512
MAX_SEED = 2**64 - 1
"""Seeds are unsigned 64-bit; ``make`` seeds with ``seed + rank``, which must fit too."""
MAX_CONTINUES = 2**15 - 1
"""Most continues ``continue_game`` may give: the engine counts them in 16 bits. DIAMBRA has no
bound; beyond it a count would wrap, so it is refused here, before it reaches the engine."""


def fail(name: str, value: Any, allowed: str) -> NoReturn:
    """Raises the module's ValueError: ``<name>=<value> is invalid: allowed <allowed>``."""
    raise ValueError(f"{name}={value!r} is invalid: allowed {allowed}")


def is_int(value: Any) -> bool:
    """True for Python and numpy integers, False for bools."""
    return isinstance(value, Integral) and not isinstance(value, bool)


def check_int(name: str, value: Any, low: float, high: float) -> None:
    """An int (not a bool) in [low, high]; ``high`` may be ``math.inf``."""
    if not is_int(value) or not low <= value <= high:
        bounds = f"[{low}, {high}]" if high != math.inf else f">= {low}"
        fail(name, value, f"int in {bounds}")


def check_bool(name: str, value: Any) -> None:
    """Exactly a bool (an int such as 0 or 1 is refused)."""
    if not isinstance(value, bool):
        fail(name, value, "bool")


def check_settings_object(name: str, value: Any, expected: tuple[type, ...]) -> None:
    """TypeError unless ``value`` is an instance of one of the settings classes ``expected``.
    DIAMBRA's ``make`` takes settings objects only; a dict is pointed to
    ``load_settings_flat_dict``, which builds one from DIAMBRA's flat-dict style."""
    if isinstance(value, expected):
        return
    names = " or ".join(cls.__name__ for cls in expected)
    hint = ""
    if isinstance(value, Mapping):
        hint = f"; build one from a dict with load_settings_flat_dict({expected[0].__name__}, d)"
    raise TypeError(
        f"{name}={value!r} is not allowed: expected {names}, got {type(value).__name__}{hint}"
    )


def check_optional_str(name: str, value: Any) -> None:
    """None or a str."""
    if value is not None and not isinstance(value, str):
        fail(name, value, "None or str")


def _is_str(value: Any, expected: str) -> bool:
    """True if ``value`` is the string ``expected`` (safe for arrays and other odd values)."""
    return isinstance(value, str) and value == expected


def _finite_float(value: Any) -> float | None:
    """``value`` as a finite float if it is a real number (not a bool), else None."""
    if not isinstance(value, Real) or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except OverflowError:  # an int beyond float's range
        return None
    return number if math.isfinite(number) else None


def check_frame_shape(name: str, value: Any) -> None:
    """(H, W, C) tuple: H, W in [0, 512], both zero or both non-zero; C in {0, 1}."""
    allowed = (
        f"tuple (H, W, C) of ints, H and W in [0, {MAX_FRAME_SIDE}] both zero or both "
        "non-zero, C 0 (RGB) or 1 (grayscale)"
    )
    if not isinstance(value, tuple) or len(value) != 3 or not all(map(is_int, value)):
        fail(name, value, allowed)
    height, width, channels = value
    if (
        not 0 <= height <= MAX_FRAME_SIDE
        or not 0 <= width <= MAX_FRAME_SIDE
        or (height == 0) != (width == 0)
        or channels not in (0, 1)
    ):
        fail(name, value, allowed)


def _check_player_value(field: str, name: str, value: Any, game: GameInfo) -> None:
    """Checks one agent's value of a per-player field; ``name`` is what errors call it."""
    if field == "action_space":
        if is_int(value) and value in (SpaceTypes.DISCRETE, SpaceTypes.MULTI_DISCRETE):
            return
        fail(name, value, "SpaceTypes.DISCRETE or SpaceTypes.MULTI_DISCRETE")
    elif field == "role":
        if value is None or (is_int(value) and value in (Roles.P1, Roles.P2)):
            return
        fail(name, value, "None, Roles.P1 or Roles.P2")
    elif field == "characters":
        _check_characters(name, value, game)
    elif field == "outfits":
        check_int(name, value, *game.outfits)
    elif field in STYLE_SETTINGS:
        span = getattr(game, field)
        if span is None:
            if value is not None:
                fail(name, value, f"None (game {game.id!r} has no {field})")
        elif value is not None and not (is_int(value) and span[0] <= value <= span[1]):
            fail(name, value, f"None (drawn at every reset) or int in [{span[0]}, {span[1]}]")
    else:
        raise KeyError(field)


def _check_characters(name: str, value: Any, game: GameInfo) -> None:
    """None, a character name, or a tuple of 1..3 entries, each None or a name."""
    allowed = (
        f"None, one of {list(game.characters)}, or a tuple of 1 to {MAX_CHARACTERS} of them "
        "(None entries random)"
    )
    if value is None or (isinstance(value, str) and value in game.characters):
        return
    if not isinstance(value, tuple) or not 1 <= len(value) <= MAX_CHARACTERS:
        fail(name, value, allowed)
    for i, entry in enumerate(value):
        if entry is not None and not (isinstance(entry, str) and entry in game.characters):
            fail(f"{name}[{i}]", entry, f"None or one of {list(game.characters)}")
        if game.team_size == 1 or entry is None:  # a one-on-one game plays the first
            continue
        if i >= game.team_size:
            fail(f"{name}[{i}]", entry, f"None (game {game.id!r} fields {game.team_size} per side)")
        if entry in value[:i]:
            fail(f"{name}[{i}]", entry, "a character not already in the team, or None")


def check_player_field(field: str, value: Any, n_players: int, game: GameInfo) -> None:
    """Checks a per-player field: a plain value in 1P, a tuple of two values in 2P."""
    if n_players == 1:
        _check_player_value(field, field, value, game)
        return
    if not isinstance(value, tuple) or len(value) != 2:
        fail(field, value, "a tuple of two values (agent_0, agent_1)")
    for i, item in enumerate(value):
        _check_player_value(field, f"{field}[{i}]", item, game)
    if field == "role" and value[0] is not None and value[0] == value[1]:
        fail(field, value, "two different roles (or None for either)")


def _check_one_player_field(field: str, value: Any) -> None:
    """In two-player mode the one-player fields must keep their defaults (None, 0.0)."""
    default = None if field == "difficulty" else 0.0
    kept = value is None if default is None else _finite_float(value) == default
    if not kept:
        fail(
            field,
            value,
            f"{default!r} in two-player mode ({field} is a one-player setting; a two-player "
            "episode is one stage between the agents, with no CPU and no continue)",
        )


def check_episode_values(values: Mapping[str, Any], n_players: int, game: GameInfo) -> None:
    """Checks the episode fields present in ``values`` (a subset of ``EPISODE_FIELDS``)."""
    for field, value in values.items():
        if n_players == 2 and field in ONE_PLAYER_FIELDS:
            _check_one_player_field(field, value)
            continue
        if field == "difficulty":
            if value is not None:
                check_int(field, value, *game.difficulty)
        elif field == "continue_game":
            number = _finite_float(value)
            if number is None or not (
                0.0 <= number <= 1.0 or -(MAX_CONTINUES + 1) < number <= -1.0
            ):
                fail(
                    field,
                    value,
                    "finite float in [0.0, 1.0] (probability) or in "
                    f"(-{MAX_CONTINUES + 1}.0, -1.0] (int(abs(value)) continues, at most "
                    f"{MAX_CONTINUES})",
                )
        elif field == "show_final":
            check_bool(field, value)
        elif field == "tower":
            _check_tower(value, game)
        elif field in PER_PLAYER_FIELDS:
            check_player_field(field, value, n_players, game)
        else:
            raise KeyError(field)


def _check_tower(value: Any, game: GameInfo) -> None:
    """DIAMBRA's umk3 ``tower``: None or an int in the game's range; 3 for other games."""
    if game.tower is None:
        if not (is_int(value) and value == 3):
            fail("tower", value, f"3, the default (game {game.id!r} has no tower)")
    elif value is not None and not (is_int(value) and game.tower[0] <= value <= game.tower[1]):
        low, high = game.tower
        fail("tower", value, f"None (drawn at every reset) or int in [{low}, {high}]")


def check_settings(settings: AnySettings, game: GameInfo) -> None:
    """Checks every field of an ``EnvironmentSettings`` / ``EnvironmentSettingsMultiAgent``."""
    n_players = players_of(settings)
    if settings.seed is not None:
        check_int("seed", settings.seed, 0, MAX_SEED)
    if not is_int(settings.n_players) or settings.n_players != n_players:
        fail("n_players", settings.n_players, f"{n_players} for {type(settings).__name__}")
    check_optional_str("game_id", settings.game_id)
    check_frame_shape("frame_shape", settings.frame_shape)
    check_int("step_ratio", settings.step_ratio, 1, 6)
    for name in ("splash_screen", "include_frame", "disable_keyboard", "disable_joystick"):
        check_bool(name, getattr(settings, name))
    if isinstance(settings, EnvironmentSettings):  # the one-player settings
        check_bool("autoplay", settings.autoplay)
    if not (
        settings.render_mode is None
        or _is_str(settings.render_mode, "rgb_array")
        or _is_str(settings.render_mode, "human")
    ):
        fail("render_mode", settings.render_mode, "None, 'rgb_array' or 'human'")
    check_int("rank", settings.rank, 0, MAX_SEED - int(settings.seed or 0))
    check_optional_str("env_address", settings.env_address)
    check_int("grpc_timeout", settings.grpc_timeout, 0, 3600)
    check_player_field("action_space", settings.action_space, n_players, game)
    values = {field: getattr(settings, field) for field in EPISODE_FIELDS}
    check_episode_values(values, n_players, game)
