"""Conversions between the Python settings and the native engine's dicts (see the triad contract).

* ``native_config``: the environment-level config handed to the native game when it is created.
* ``native_episode_options``: the episode options handed to ``set_options`` (characters as
  indices into the game's character list, the first of a tuple, roles as 0 = P1 / 1 = P2,
  None kept as None, outfits as the number of outfits the engine draws from).
* ``episode_settings_info``: the concrete settings the native env drew for an episode (its
  ``settings.*`` info leaves) turned back into DIAMBRA's names, for ``info["settings"]``.

All inputs are assumed validated (``arena_vec.fighting.settings.validation``).

Example:
    >>> native_episode_options(EnvironmentSettings(characters="Bravo"), game)  # doctest: +SKIP
    {'difficulty': None, 'continue_game': 0.0, 'show_final': False, 'role': [None],
     'characters': [1], 'outfits': [1]}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from arena_vec.fighting.games import STYLE_SETTINGS, GameInfo
from arena_vec.fighting.settings.enums import Roles, SpaceTypes
from arena_vec.fighting.settings.environment import (
    AnySettings,
    Characters,
    EnvironmentSettings,
    per_player,
    players_of,
)
from arena_vec.fighting.wrapping import Wrapping

_NATIVE_ACTION_SPACE = {
    SpaceTypes.DISCRETE: "discrete",
    SpaceTypes.MULTI_DISCRETE: "multi_discrete",
}
_NATIVE_ROLE = {Roles.P1: 0, Roles.P2: 1}


def native_config(
    settings: AnySettings,
    game: GameInfo,
    attack_combinations: bool = True,
    wrapping: Wrapping | None = None,
) -> dict[str, Any]:
    """The native config dict ("Config" keys of the contract).

    ``attack_combinations`` is False when the wrapper option ``no_attack_buttons_combinations``
    is set. ``wrapping`` (from ``arena_vec.wrappers``) sets the frame shape drawn and adds the
    native wrapper plan.
    """
    frame = wrapping.frame_shape if wrapping is not None else settings.frame_shape
    config: dict[str, Any] = {
        "game_data": game.raw,
        "n_players": players_of(settings),
        "step_ratio": int(settings.step_ratio),
        "frame_shape": [int(v) for v in frame],
        "include_frame": settings.include_frame,
        "action_space": [
            _NATIVE_ACTION_SPACE[SpaceTypes(v)] for v in per_player(settings, "action_space")
        ],
        "attack_combinations": attack_combinations,
        "splash_screen": settings.splash_screen,
    }
    if isinstance(settings, EnvironmentSettings):  # the one-player settings
        config["autoplay"] = settings.autoplay
    if wrapping is not None and wrapping.native is not None:
        config["wrappers"] = wrapping.native
    return config


def native_episode_options(settings: AnySettings, game: GameInfo) -> dict[str, Any]:
    """The native episode options dict ("Episode options" keys of the contract)."""
    difficulty = settings.difficulty
    extras: dict[str, Any] = {}
    for name in STYLE_SETTINGS:
        if getattr(game, name) is not None:
            extras[name] = [None if v is None else int(v) for v in per_player(settings, name)]
    if game.tower is not None:
        extras["tower"] = None if settings.tower is None else int(settings.tower)
    if game.team_size > 1:
        extras["team_characters"] = [
            team_indices(c, game) for c in per_player(settings, "characters")
        ]
    return extras | {
        "difficulty": None if difficulty is None else int(difficulty),
        "continue_game": float(settings.continue_game),
        "show_final": settings.show_final,
        "role": [
            None if r is None else _NATIVE_ROLE[Roles(r)] for r in per_player(settings, "role")
        ],
        "characters": [
            None if c is None else game.character_index(c)
            for c in map(played_character, per_player(settings, "characters"))
        ],
        "outfits": [int(o) for o in per_player(settings, "outfits")],
    }


def played_character(characters: Characters) -> str | None:
    """The character a game with one character per player plays from a ``characters`` value:
    the name itself, or a tuple's first entry (None: random).

    Example:
        >>> played_character(("Bravo", "Alpha"))
        'Bravo'
    """
    return characters[0] if isinstance(characters, tuple) else characters


def team_indices(characters: Characters, game: GameInfo) -> list[int | None]:
    """A team game's ``characters`` value as the team's ``team_size`` character indices
    (None: drawn), DIAMBRA's padding with None applied.

    Example:
        >>> team_indices("Bravo", game)        # doctest: +SKIP
        [1, None]
    """
    names = characters if isinstance(characters, tuple) else (characters,)
    names = (names + (None,) * game.team_size)[: game.team_size]
    return [None if c is None else game.character_index(c) for c in names]


def episode_settings_info(
    infos: Mapping[str, np.ndarray], game: GameInfo, n_players: int
) -> dict[str, Any]:
    """DIAMBRA-style concrete episode settings from one env's ``settings.*`` info leaves.

    Per-agent entries are tuples in 2P and plain values in 1P, like the settings classes.

    Example:
        >>> episode_settings_info(                                    # doctest: +SKIP
        ...     {"settings.difficulty": np.int16(3), "settings.role": np.array([1]),
        ...      "settings.characters": np.array([0]), "settings.outfits": np.array([2]),
        ...      "settings.continue_game": np.float64(0.0)}, game, 1)
        {'difficulty': 3, 'continue_game': 0.0, 'role': <Roles.P2: 3>,
         'characters': 'Alpha', 'outfits': 2}
    """

    def players(values: tuple) -> Any:
        return values if n_players == 2 else values[0]

    roles = tuple(Roles.P2 if int(r) else Roles.P1 for r in infos["settings.role"])
    characters: tuple = tuple(game.characters[int(c)] for c in infos["settings.characters"])
    if game.team_size > 1:  # per player its team, member 1 first
        members = [infos["settings.characters"]] + [
            infos[f"settings.characters_{k}"] for k in range(2, game.team_size + 1)
        ]
        characters = tuple(
            tuple(game.characters[int(m[p])] for m in members) for p in range(len(characters))
        )
    outfits = tuple(int(o) for o in infos["settings.outfits"])
    extras = {}
    for name in STYLE_SETTINGS:
        if f"settings.{name}" in infos:
            extras[name] = players(tuple(int(v) for v in infos[f"settings.{name}"]))
    if "settings.tower" in infos:
        extras["tower"] = int(infos["settings.tower"])
    return extras | {
        "difficulty": int(infos["settings.difficulty"]),
        "continue_game": float(infos["settings.continue_game"]),
        "role": players(roles),
        "characters": players(characters),
        "outfits": players(outfits),
    }
