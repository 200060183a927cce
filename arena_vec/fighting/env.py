"""DIAMBRA's ``make``: one fighting-game ``gymnasium.Env`` over a one-env native pool.

``make`` validates the settings strictly, refuses the wrapper and recording options that are not
implemented (NotImplementedError naming them; ``no_attack_buttons_combinations`` is handled by the
native engine), and returns a :class:`FightingEnv`. The env speaks DIAMBRA's API: nested
observation dict, scalar reward from agent_0's view, ``terminated`` from the engine, ``truncated``
False unless an ``EpisodeControl`` cut the episode, and ``info`` with the ``round_done`` / ``stage_done`` / ``game_done`` /
``episode_done`` / ``env_done`` flags plus ``info["settings"]``, the concrete episode settings the
engine drew (difficulty, continue_game, role, characters, outfits).

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
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import gymnasium as gym
import numpy as np

from arena_vec.engine.checks import check_int
from arena_vec.engine.episode_bridge import (
    NOT_ENABLED,
    EpisodeControls,
    check_control,
    take_controls,
)
from arena_vec.engine.episode_control import EpisodeControl
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
    unsupported_options,
)
from arena_vec.fighting.settings.validation import MAX_SEED
from arena_vec.fighting.spaces import (
    ActionFlattener,
    ObservationNester,
    action_space,
    observation_space,
)

SETTINGS_PREFIX = "settings."


class Pool(Protocol):
    """The part of the native ``BatchPool`` a :class:`FightingEnv` uses."""

    spec: Mapping[str, Any]

    def reset(
        self,
        seeds: Any = None,
        mask: Any = None,
        options: Any = None,
        async_: bool = False,
        episode_control: Any = None,
    ) -> None: ...
    def register_start_state(self, state: bytes) -> int: ...
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
    """

    def __init__(
        self,
        game: GameInfo,
        env_settings: AnySettings,
        wrappers_settings: WrappersSettings,
        pool: Pool,
        episode_control: EpisodeControl | None = None,
    ) -> None:
        combinations = not wrappers_settings.no_attack_buttons_combinations
        self.game = game
        self.env_settings = env_settings
        self.wrappers_settings = wrappers_settings
        self.render_mode = env_settings.render_mode
        self.action_space = action_space(game, env_settings, combinations)
        self.observation_space = observation_space(game, env_settings)
        self.metadata = {"render_modes": ["rgb_array"], "render_fps": pool.spec["render_fps"]}
        self._pool = pool
        self._nester = ObservationNester(self.observation_space)
        self._flattener = ActionFlattener(self.action_space)
        self._n_players = players_of(env_settings)
        self._obs_index = {
            leaf["name"]: FIRST_LEAF + i for i, leaf in enumerate(pool.spec["observations"])
        }
        n_obs = len(pool.spec["observations"])
        self._info_index = {
            leaf["name"]: FIRST_LEAF + n_obs + i for i, leaf in enumerate(pool.spec["infos"])
        }
        self._check_native_spec()
        self._options_pending = True
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
        control = self._controls.native(controls[0]) if controls else None
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
        return self._observation(result), self._info(result)

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """One env step with an agent action (int, array, or ``{"agent_0", "agent_1"}`` dict)."""
        flat = self._flattener.single(action)
        result = self._pool.step(flat if self._flattener.is_scalar else flat[None, :])
        reward = float(result[0][0])
        terminated = bool(result[1][0])
        truncated = bool(result[2][0])
        return self._observation(result), reward, terminated, truncated, self._info(result)

    def render(self) -> np.ndarray | None:
        """The current frame in native RGB size when ``render_mode="rgb_array"``, else None."""
        if self.render_mode != "rgb_array":
            return None
        return self._pool.render()[0]

    def close(self) -> None:
        """Releases the native pool (idempotent)."""
        self._pool.close()

    def get_no_op_action(self) -> Any:
        """The no-op action of this env's action space (0, [0, 0], or a 2P dict of them)."""
        return self._flattener.unflatten(np.zeros(self._flattener.n_components, np.int32))

    def _observation(self, result: Sequence[Any]) -> dict[str, Any]:
        leaves = {name: result[self._obs_index[name]] for name in self._nester.leaf_names}
        return self._nester.single(leaves, 0)

    def _info(self, result: Sequence[Any]) -> dict[str, Any]:
        info: dict[str, Any] = {}
        settings_leaves = {}
        for name, index in self._info_index.items():
            value = result[index][0]
            if name.startswith(SETTINGS_PREFIX):
                settings_leaves[name] = value
                continue
            value = value.item() if value.ndim == 0 else value.copy()
            group, _, leaf = name.rpartition(".")
            (info.setdefault(group, {}) if group else info)[leaf] = value
        info["settings"] = episode_settings_info(settings_leaves, self.game, self._n_players)
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


def _check_extras(
    wrappers_settings: WrappersSettings, recording_settings: RecordingSettings
) -> None:
    check_wrappers_settings(wrappers_settings)
    check_recording_settings(recording_settings)
    refused = unsupported_options(wrappers_settings) + unsupported_options(recording_settings)
    if refused:
        raise NotImplementedError(
            f"option(s) {refused} are not implemented by arena_vec; the only supported "
            "wrapper option is no_attack_buttons_combinations"
        )


def make(
    game_id: str,
    env_settings: AnySettings | None = None,
    wrappers_settings: WrappersSettings | None = None,
    episode_recording_settings: RecordingSettings | None = None,
    render_mode: str | None = None,
    rank: int = 0,
    episode_control: EpisodeControl | None = None,
) -> FightingEnv:
    """DIAMBRA's ``make``: a validated :class:`FightingEnv` of ``game_id``.

    ``env_settings`` chooses 1P (``EnvironmentSettings``) or 2P
    (``EnvironmentSettingsMultiAgent``); it is copied, never modified. ``game_id``,
    ``render_mode`` and ``rank`` are written into the copy. Raises ValueError on any bad setting
    and NotImplementedError on a wrapper or recording option that is not implemented.
    ``episode_control`` (an arena_vec extension) changes where episodes end and start.

    Example:
        >>> from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, SpaceTypes
        >>> two = EnvironmentSettingsMultiAgent(action_space=(SpaceTypes.DISCRETE,) * 2)
        >>> env = make("triad", two, render_mode="rgb_array")     # doctest: +SKIP
    """
    game = game_info(game_id)
    check_settings_objects(env_settings, wrappers_settings, episode_recording_settings)
    if episode_control is not None:
        check_control("episode_control", episode_control)
    settings = dataclasses.replace(
        env_settings if env_settings is not None else EnvironmentSettings(),
        game_id=game_id,
        render_mode=render_mode,
        rank=rank,
    )
    check_settings(settings, game)
    wrappers = wrappers_settings if wrappers_settings is not None else WrappersSettings()
    recording = (
        episode_recording_settings
        if episode_recording_settings is not None
        else RecordingSettings()
    )
    _check_extras(wrappers, recording)
    config = native_config(settings, game, not wrappers.no_attack_buttons_combinations)
    seed = int(settings.seed or 0) + int(rank)
    from arena_vec import _native  # imported late: every check above works without it

    pool = _native.BatchPool(
        game_id,
        config,
        num_envs=1,
        batch_size=1,
        num_threads=1,
        autoreset_mode="disabled",
        seed=seed,
        episode_control=episode_control is not None,
    )
    return FightingEnv(game, settings, dataclasses.replace(wrappers), pool, episode_control)
