"""DIAMBRA's environment settings classes: ``EnvironmentSettings`` (one player) and
``EnvironmentSettingsMultiAgent`` (two players, per-agent tuples).

The classes are plain mutable dataclasses, as in DIAMBRA: fields may be set after construction and
are validated when the environment is made (``arena_vec.fighting.settings.validation``).
Environment-level fields are fixed for the environment's lifetime; the fields named in
``EPISODE_FIELDS`` can be changed at every ``reset(options=...)``. ``None`` in an episode field
means random: the native env draws a value from its seeded RNG at every reset.

Both classes refuse attributes that are not their fields (``settings.dificulty = 4`` raises
``UnknownSettingError``, see ``arena_vec.fighting.settings.strict``).

Example:
    >>> settings = EnvironmentSettings(step_ratio=2, characters="Alpha")
    >>> settings.frame_shape = (128, 128, 1)
    >>> two = EnvironmentSettingsMultiAgent(role=(Roles.P1, None), outfits=(1, 2))
"""

from __future__ import annotations

from dataclasses import dataclass

from arena_vec.fighting.settings.enums import Roles, SpaceTypes
from arena_vec.fighting.settings.strict import StrictFields

EPISODE_FIELDS = (
    "difficulty",
    "continue_game",
    "show_final",
    "role",
    "characters",
    "outfits",
    "super_art",
    "fighting_style",
    "tower",
)
"""Fields that ``reset(options=...)`` may change."""

PER_PLAYER_FIELDS = (
    "action_space",
    "role",
    "characters",
    "outfits",
    "super_art",
    "fighting_style",
)
"""Fields that hold one value per agent (a 2-tuple) in ``EnvironmentSettingsMultiAgent``."""

ONE_PLAYER_FIELDS = ("difficulty", "continue_game")
"""Episode fields that only a one-player episode uses (the CPU's level and the continues at
game over); two-player settings must leave them at their defaults (None and 0.0)."""

MAX_CHARACTERS = 3
"""Most names ``characters`` may list per player (DIAMBRA's games select up to three)."""

Characters = str | tuple[str | None, ...] | None
"""One player's ``characters``: a name, a tuple of up to three names (None entries random), or
None (random)."""


@dataclass
class _SettingsBase(StrictFields):
    """Fields shared by both settings classes (same names, types and defaults as DIAMBRA).

    Attributes:
        game_id: written by ``make``; any value given here is replaced by make's argument.
        frame_shape: (H, W, C). H, W in [0, 512], both zero (native size) or both non-zero;
            C = 0 for RGB, 1 for grayscale.
        n_players: 1 for ``EnvironmentSettings``, 2 for ``EnvironmentSettingsMultiAgent``.
        step_ratio: internal 60 fps frames per env step, in [1, 6].
        splash_screen: accepted for compatibility; the native engine may show nothing.
        include_frame: arena_vec extension of DIAMBRA's API. False gives a RAM-only observation
            with no "frame" key at all, and nothing is drawn.
        render_mode: None, "rgb_array" or "human" (a pygame window; written by ``make``).
        rank: written by ``make``; kept for compatibility (no server addressing here).
        env_address, grpc_timeout, disable_keyboard, disable_joystick: accepted and ignored,
            there is no engine server nor controller.
        seed: seed of the first reset when ``reset`` gets none (None: 0); ``make`` adds
            ``rank``. Later resets without a seed continue the env's RNG stream (never the
            clock), so every episode is reproducible.
        difficulty: CPU difficulty, in the game's range, or None for random. One-player only:
            two-player settings must keep None.
        continue_game: in [0.0, 1.0] the probability of continuing at game over; a value <= -1.0
            allows ``int(abs(value))`` continues. One-player only: two-player settings must
            keep 0.0 (a two-player episode is one stage, with no continue).
        show_final: accepted; whether the final animation is shown after clearing the game.
        tower: DIAMBRA's umk3 setting, for games with a tower (``tower``): 1 to 4 sets the
            one-player ladder's length (7 + tower stages), None draws it at every reset. Games
            without a tower accept only the default, 3.
    """

    game_id: str | None = None
    frame_shape: tuple[int, int, int] = (0, 0, 0)
    step_ratio: int = 6
    splash_screen: bool = True
    include_frame: bool = True
    render_mode: str | None = None
    rank: int = 0
    env_address: str | None = None
    grpc_timeout: int = 600
    disable_keyboard: bool = True
    disable_joystick: bool = True
    seed: int | None = None
    difficulty: int | None = None
    continue_game: float = 0.0
    show_final: bool = False
    tower: int | None = 3


@dataclass
class EnvironmentSettings(_SettingsBase):
    """Settings of a one-player environment.

    Attributes (besides the shared ones, see ``_SettingsBase``):
        n_players: must be 1.
        action_space: ``SpaceTypes.DISCRETE`` or ``SpaceTypes.MULTI_DISCRETE``.
        role: ``Roles.P1`` (starts left), ``Roles.P2`` (starts right) or None (coin flip).
        characters: a character name of the game, None for random, or (DIAMBRA's form for
            games that select several characters per player) a tuple of up to three entries,
            each a name or None. The games of arena_vec select one character per player: they
            play the tuple's first entry (None: random) and only check the others.
        outfits: the number of outfits to draw from, in the game's range: at every reset the
            outfit is drawn among outfits 1..outfits from the env's seeded RNG (1 always plays
            outfit 1). ``info["settings"]["outfits"]`` reports the outfit drawn.
        autoplay: arena_vec extension of DIAMBRA's API. True lets the CPU play the agent's
            fighter too (the agent's actions are ignored): CPU-vs-CPU fights for demos,
            recordings and imitation data.
        super_art: DIAMBRA's sfiii3n setting, for games with super arts (``parry``): 1, 2 or 3
            (the super meter's shape), or None for a draw at every reset. Games without super
            arts accept only None.
        fighting_style: DIAMBRA's kof98umh setting, for games with fighting styles (``trio``):
            1 (Advanced), 2 (Extra) or 3 (Ultimate), or None for a draw at every reset. Other
            games accept only None.

    Example:
        >>> EnvironmentSettings(action_space=SpaceTypes.DISCRETE, difficulty=3).n_players
        1
    """

    n_players: int = 1
    action_space: SpaceTypes = SpaceTypes.MULTI_DISCRETE
    role: Roles | None = None
    characters: Characters = None
    outfits: int = 1
    autoplay: bool = False
    super_art: int | None = None
    fighting_style: int | None = None


@dataclass
class EnvironmentSettingsMultiAgent(_SettingsBase):
    """Settings of a two-player environment: per-agent fields are tuples (agent_0, agent_1).

    If one role is None it is the complement of the other; both None is a coin flip. Each
    agent's ``characters`` entry takes the one-player forms (a name, None or a tuple of up to
    three). ``difficulty`` and ``continue_game`` are one-player settings: they must stay None
    and 0.0.

    Example:
        >>> s = EnvironmentSettingsMultiAgent(characters=("Alpha", None), role=(Roles.P2, None))
        >>> s.action_space
        (<SpaceTypes.MULTI_DISCRETE: 2>, <SpaceTypes.MULTI_DISCRETE: 2>)
    """

    n_players: int = 2
    action_space: tuple[SpaceTypes, SpaceTypes] = (
        SpaceTypes.MULTI_DISCRETE,
        SpaceTypes.MULTI_DISCRETE,
    )
    role: tuple[Roles | None, Roles | None] = (None, None)
    characters: tuple[Characters, Characters] = (None, None)
    outfits: tuple[int, int] = (1, 1)
    super_art: tuple[int | None, int | None] = (None, None)
    fighting_style: tuple[int | None, int | None] = (None, None)


AnySettings = EnvironmentSettings | EnvironmentSettingsMultiAgent


def players_of(settings: AnySettings) -> int:
    """Number of players the settings class stands for (1 or 2), whatever ``n_players`` says."""
    return 2 if isinstance(settings, EnvironmentSettingsMultiAgent) else 1


def per_player(settings: AnySettings, name: str) -> tuple:
    """The per-agent values of a ``PER_PLAYER_FIELDS`` field as a tuple, for both classes.

    Example:
        >>> per_player(EnvironmentSettings(outfits=2), "outfits")
        (2,)
    """
    value = getattr(settings, name)
    return tuple(value) if players_of(settings) == 2 else (value,)
