"""DIAMBRA's ``make``: one fighting-game ``gymnasium.Env`` over a one-env native pool.

``make`` validates the settings strictly and returns a :class:`FightingEnv`, the unwrapped env
(DIAMBRA's ``DiambraGym1P``/``2P``). The wrapper options run inside the native pool when
``arena_vec.wrappers`` hands ``make`` a :class:`~arena_vec.fighting.wrapping.Wrapping` (that is
what ``arena_vec.make`` does); without one, ``make`` applies only
``no_attack_buttons_combinations`` (an engine option) and refuses the others with a ValueError
that points to ``arena_vec.make``; so does a ``RecordingSettings.dataset_path`` (the builder,
``arena_vec.builder``, puts the recorder around the env). The env speaks DIAMBRA's API: nested observation dict,
scalar reward from agent_0's view, ``terminated`` from the engine, ``truncated`` False unless an ``EpisodeControl`` cut the
episode,
and ``info`` with the ``round_done`` / ``stage_done`` / ``game_done`` / ``episode_done`` /
``env_done`` flags plus ``info["settings"]``, the concrete episode settings the engine drew
(difficulty, continue_game, role, characters, outfits). ``render_mode="human"`` shows every
observation in the window ``open_window`` opens (``arena_vec.make`` opens
``arena_vec.display``'s), paced to 60 / ``step_ratio`` steps/s.

Seeding follows DIAMBRA: ``reset(seed=s)`` seeds the engine with ``s + rank``; the first reset
without a seed uses ``env_settings.seed`` (or 0) plus rank; later resets without a seed continue
the env's RNG stream. Random episode settings (None) are drawn from that RNG at every reset.

Example:
    >>> from arena_vec.fighting.env import make
    >>> from arena_vec.fighting.settings import EnvironmentSettings
    >>> env = make("triad", EnvironmentSettings(step_ratio=2))           # doctest: +SKIP
    >>> obs, info = env.reset(seed=7, options={"characters": "Alpha"})    # doctest: +SKIP
    >>> obs, reward, terminated, truncated, info = env.step(4)         # doctest: +SKIP
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import gymnasium as gym
import numpy as np

from arena_vec.engine.adapter import NativeGame
from arena_vec.engine.checks import check_int
from arena_vec.engine.episode_bridge import (
    NOT_ENABLED,
    EpisodeControls,
    check_control,
    take_controls,
)
from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.engine.pool import open_pool
from arena_vec.engine.results import FIRST_LEAF
from arena_vec.fighting.games import GameInfo, game_info
from arena_vec.fighting.settings import (
    AnySettings,
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    RecordingSettings,
    WrappersSettings,
    apply_episode_options,
    check_recording_settings,
    check_settings,
    check_settings_object,
    check_wrappers_settings,
    episode_settings_info,
    native_config,
    native_episode_options,
    players_of,
)
from arena_vec.fighting.settings.validation import MAX_SEED
from arena_vec.fighting.spaces import (
    ActionFlattener,
    ObservationNester,
    action_space,
    observation_space,
)
from arena_vec.fighting.wrapping import Wrapping, options_needing_wrapping

SETTINGS_PREFIX = "settings."


class Window(Protocol):
    """What ``render_mode="human"`` draws in (``arena_vec.display.HumanWindow``)."""

    def show(self, frame: np.ndarray) -> None: ...
    def close(self) -> None: ...


# Opens the window of a game: (title, steps per second) -> Window.
WindowOpener = Callable[[str, float], Window]


class Pool(Protocol):
    """The part of the native ``BatchPool`` a :class:`FightingEnv` uses."""

    @property
    def spec(self) -> Mapping[str, Any]: ...

    def reset(
        self,
        seeds: Any = None,
        mask: Any = None,
        options: Any = None,
        async_: bool = False,
        episode_control: Any = None,
    ) -> None: ...
    def register_start_state(self, state: bytes | bytearray) -> int: ...
    def get_state(self, env_id: int) -> bytes: ...
    def set_state(self, env_id: int, state: bytes | bytearray) -> None: ...
    def set_episode_control(self, env_ids: Any, controls: Any) -> None: ...
    def recv(self) -> tuple: ...
    def step(self, actions: Any, env_ids: Any = None) -> tuple: ...
    def render(self, env_ids: Any = None) -> np.ndarray: ...
    def close(self) -> None: ...


class FightingEnv(gym.Env):
    """One DIAMBRA-compatible fighting-game env. Build it with :func:`make`.

    Attributes:
        env_settings: the settings in force (episode fields updated by reset options).
        wrappers_settings: the (validated) wrapper settings given to ``make``.
        game: the game's metadata.
        window: the ``arena_vec.human`` window when ``render_mode="human"``, else None.
    """

    def __init__(
        self,
        game: GameInfo,
        env_settings: AnySettings,
        wrappers_settings: WrappersSettings,
        pool: Pool,
        wrapping: Wrapping | None = None,
        episode_control: EpisodeControl | None = None,
        open_window: WindowOpener | None = None,
    ) -> None:
        combinations = not wrappers_settings.no_attack_buttons_combinations
        self.game = game
        self.env_settings = env_settings
        self.wrappers_settings = wrappers_settings
        self.render_mode = env_settings.render_mode
        self.action_space = action_space(game, env_settings, combinations)
        self.observation_space = (
            wrapping.observation_space
            if wrapping is not None
            else observation_space(game, env_settings)
        )
        self.metadata = {
            "render_modes": ["rgb_array", "human"],
            "render_fps": pool.spec["render_fps"],
        }
        self._pool = pool
        self._nester = ObservationNester(self.observation_space)
        self._flattener = ActionFlattener(self.action_space)
        self._n_players = players_of(env_settings)
        self._obs_index = {
            leaf["name"]: FIRST_LEAF + i for i, leaf in enumerate(pool.spec["observations"])
        }
        n_obs = len(pool.spec["observations"])
        # The info leaves by the dict they go in ("" for the top level): per leaf its key, its
        # result index and whether it is a scalar (a Python value; an array leaf is copied).
        # The settings leaves apart, their info computed again only when they change (at a
        # reset).
        groups: dict[str, list[tuple[str, int, bool]]] = {}
        self._settings_index = {}
        for i, leaf in enumerate(pool.spec["infos"]):
            index, name = FIRST_LEAF + n_obs + i, leaf["name"]
            if name.startswith(SETTINGS_PREFIX):
                self._settings_index[name] = index
                continue
            group, _, key = name.rpartition(".")
            groups.setdefault(group, []).append((key, index, tuple(leaf["shape"]) == ()))
        self._info_groups = list(groups.items())
        self._settings_info: tuple[bytes, dict[str, Any]] = (b"", {})
        self._check_native_spec()
        # The nester's leaves by name and their result indices, looked up once.
        self._obs_leaves = [(name, self._obs_index[name]) for name in self._nester.leaf_names]
        self._options_pending = True
        self.window: Window | None = None
        if self.render_mode == "human":
            steps_per_second = pool.spec["render_fps"] / env_settings.step_ratio
            try:
                if open_window is None:
                    raise ValueError(
                        "render_mode='human' needs a window: build the env with arena_vec.make "
                        "(which opens one), or pass open_window"
                    )
                self.window = open_window(game.title, steps_per_second)
            except Exception:
                pool.close()
                raise
        self._controls = None if episode_control is None else EpisodeControls(pool, episode_control)
        self._control_pending = self._controls is not None

    def _check_native_spec(self) -> None:
        """RuntimeError if the native spec disagrees with the spaces built from metadata."""
        missing = set(self._nester.leaf_names) - set(self._obs_index)
        sizes = list(self._pool.spec["action_sizes"])
        scalar = bool(self._pool.spec["action_is_scalar"])
        if (
            missing
            or len(sizes) != self._flattener.n_components
            or scalar != self._flattener.is_scalar
        ):
            raise RuntimeError(
                f"native spec of {self.game.id!r} does not match its metadata: missing "
                f"observation leaves {sorted(missing)}, action sizes {sizes} "
                f"(scalar: {scalar}) for {self.action_space}"
            )

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Starts an episode; ``options`` may change any episode setting (see
        ``arena_vec.fighting.settings.episode``), and the change persists for later resets.
        With episode control, ``options["episode_control"]`` replaces the
        :class:`EpisodeControl` from this reset on, and a reset after a mini-episode cut
        continues the game (a seed starts a new one)."""
        # Everything is validated before any state (RNG, pool) changes.
        rank = int(self.env_settings.rank)
        if seed is not None:
            seed = check_int("seed", seed, 0, MAX_SEED - rank)
        controls = None
        if isinstance(options, Mapping) and "episode_control" in options:
            options = dict(options)
            _, controls = take_controls(options, None, 1)
            if controls is not None and self._controls is None:
                raise ValueError(NOT_ENABLED)
        control = None
        if self._controls is not None:
            control = (
                self._controls.native(controls[0]) if controls and controls[0] is not None else None
            )
            if control is None and self._control_pending:
                control = self._controls.initial
        settings = apply_episode_options(self.env_settings, options, self.game)
        native_options = None
        if self._options_pending or settings is not self.env_settings:
            native_options = [native_episode_options(settings, self.game)]
        super().reset(seed=seed)
        seeds = None if seed is None else [seed + rank]
        if control is None:
            self._pool.reset(seeds=seeds, mask=None, options=native_options)
        else:
            self._pool.reset(
                seeds=seeds, mask=None, options=native_options, episode_control=[control]
            )
        self.env_settings = settings
        self._options_pending = False
        self._control_pending = False
        result = self._pool.recv()
        self._show()
        return self._observation(result), self._info(result)

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """One env step with an agent action (int, array, or ``{"agent_0", "agent_1"}`` dict)."""
        flat = self._flattener.single(action)
        result = self._pool.step(flat if self._flattener.is_scalar else flat[None, :])
        reward = float(result[0][0])
        terminated = bool(result[1][0])
        self._show()
        truncated = bool(result[2][0])
        return self._observation(result), reward, terminated, truncated, self._info(result)

    def render(self) -> np.ndarray | None:  # type: ignore[override]  # Gymnasium's RenderFrame
        """The current frame in native RGB size when ``render_mode="rgb_array"``, else None."""
        if self.render_mode != "rgb_array":
            return None
        return self._pool.render()[0]

    def close(self) -> None:
        """Releases the native pool and closes the human window (idempotent)."""
        if self.window is not None:
            self.window.close()
        self._pool.close()

    def get_state(self) -> bytes:
        """A snapshot of the env (header, state, checksum); restore it with :meth:`set_state`."""
        return self._pool.get_state(0)

    def set_state(self, state: bytes) -> None:
        """Restores a snapshot of an env of the same game and settings (ValueError otherwise)."""
        self._pool.set_state(0, state)

    def _show(self) -> None:
        """Shows the current frame in the human window (render_mode="human"), paced."""
        if self.window is not None:
            self.window.show(self._pool.render()[0])

    def get_no_op_action(self) -> Any:
        """The no-op action of this env's action space (0, [0, 0], or a 2P dict of them)."""
        return self._flattener.unflatten(np.zeros(self._flattener.n_components, np.int32))

    def _observation(self, result: Sequence[Any]) -> dict[str, Any]:
        return self._nester.single({name: result[index] for name, index in self._obs_leaves}, 0)

    def _info(self, result: Sequence[Any]) -> dict[str, Any]:
        info: dict[str, Any] = {}
        for group, entries in self._info_groups:
            values = {
                key: result[index].item(0) if scalar else result[index][0].copy()
                for key, index, scalar in entries
            }
            if group:
                info[group] = values
            else:
                info.update(values)
        key = b"".join(result[index].tobytes() for index in self._settings_index.values())
        if key != self._settings_info[0]:
            leaves = {name: result[index][0] for name, index in self._settings_index.items()}
            settings = episode_settings_info(leaves, self.game, self._n_players)
            self._settings_info = (key, settings)
        info["settings"] = dict(self._settings_info[1])
        return info


def check_settings_objects(
    env_settings: Any, wrappers_settings: Any = None, recording_settings: Any = None
) -> None:
    """TypeError unless each argument is None or an object of its settings class (a dict names
    the class and ``load_settings_flat_dict``)."""
    for name, value, expected in (
        ("env_settings", env_settings, (EnvironmentSettings, EnvironmentSettingsMultiAgent)),
        ("wrappers_settings", wrappers_settings, (WrappersSettings,)),
        ("episode_recording_settings", recording_settings, (RecordingSettings,)),
    ):
        if value is not None:
            check_settings_object(name, value, expected)


def validated_settings(
    game_id: str,
    env_settings: AnySettings | None,
    wrappers_settings: WrappersSettings | None,
    recording_settings: RecordingSettings | None = None,
    **fields: Any,
) -> tuple[GameInfo, AnySettings, WrappersSettings]:
    """The game of ``game_id`` and copies of the settings objects (defaults for None), checked as
    ``make`` checks them; ``game_id`` and ``fields`` are written into the env settings' copy."""
    game = game_info(game_id)
    check_settings_objects(env_settings, wrappers_settings, recording_settings)
    settings = dataclasses.replace(env_settings or EnvironmentSettings(), game_id=game_id, **fields)
    check_settings(settings, game)
    wrappers = wrappers_settings or WrappersSettings()
    check_wrappers_settings(wrappers)
    return game, settings, wrappers


def check_without_wrapping(wrappers_settings: WrappersSettings, wrapping: Wrapping | None) -> None:
    """ValueError when options that only a Wrapping applies are set but none was given: they
    would be silently dropped."""
    needing = options_needing_wrapping(wrappers_settings)
    if wrapping is None and needing:
        raise ValueError(
            f"wrapper option(s) {needing} are applied by arena_vec.make, make_vec and make_dm "
            "(arena_vec.wrappers); this builder makes the unwrapped env, which applies only "
            "no_attack_buttons_combinations"
        )


def check_without_recorder(recording_settings: RecordingSettings) -> None:
    """ValueError when a dataset path asks for a recording this builder does not apply."""
    if recording_settings.dataset_path is not None:
        raise ValueError(
            f"episode_recording_settings.dataset_path={recording_settings.dataset_path!r} is "
            "recorded by arena_vec.make and make_vec (arena_vec.builder); this builder makes the "
            "unwrapped env, which does not record: use arena_vec.make"
        )


def make(
    game_id: str,
    env_settings: AnySettings | None = None,
    wrappers_settings: WrappersSettings | None = None,
    *,
    wrapping: Wrapping | None = None,
    open_window: WindowOpener | None = None,
    render_mode: str | None = None,
    rank: int = 0,
    episode_control: EpisodeControl | None = None,
    episode_recording_settings: RecordingSettings | None = None,
) -> FightingEnv:
    """DIAMBRA's ``make`` without the wrappers and the recorder: a validated
    :class:`FightingEnv` of ``game_id`` (``arena_vec.make``, whose signature is DIAMBRA's, is
    this plus both; here everything after the settings objects is a keyword).

    ``env_settings`` chooses 1P (``EnvironmentSettings``) or 2P
    (``EnvironmentSettingsMultiAgent``); it is copied, never modified. ``game_id``,
    ``render_mode`` and ``rank`` are written into the copy. ``wrapping`` (planned by
    ``arena_vec.wrappers`` for these settings) makes the pool run the wrappers. Raises
    ValueError on any bad setting, on a wrapper option set without a ``wrapping`` and on a
    ``dataset_path`` in ``episode_recording_settings`` (the builder records, not this).
    ``open_window(title, steps_per_second)`` opens the window of ``render_mode="human"``.
    ``episode_control`` (an arena_vec extension) changes where episodes end and start.

    Example:
        >>> from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, SpaceTypes
        >>> two = EnvironmentSettingsMultiAgent(action_space=(SpaceTypes.DISCRETE,) * 2)
        >>> env = make("triad", two, render_mode="rgb_array")     # doctest: +SKIP
    """
    if episode_control is not None:
        check_control("episode_control", episode_control)
    game, settings, wrappers = validated_settings(
        game_id,
        env_settings,
        wrappers_settings,
        episode_recording_settings,
        render_mode=render_mode,
        rank=rank,
    )
    check_without_wrapping(wrappers, wrapping)
    recording = episode_recording_settings or RecordingSettings()
    check_recording_settings(recording)
    check_without_recorder(recording)
    config = native_config(settings, game, not wrappers.no_attack_buttons_combinations, wrapping)
    pool = open_pool(
        NativeGame(game_id, config),
        num_threads=1,
        seed=int(settings.seed or 0) + int(rank),
        autoreset_mode="disabled",
        episode_control=episode_control is not None,
    )
    return FightingEnv(
        game, settings, dataclasses.replace(wrappers), pool, wrapping, episode_control, open_window
    )
