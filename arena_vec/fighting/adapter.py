"""The adapter that puts a fighting game behind the vector and dm_env front ends.

It takes DIAMBRA's settings objects (``EnvironmentSettings`` / ``EnvironmentSettingsMultiAgent``
and ``WrappersSettings``), validates them strictly, and provides what ``ArenaVectorEnv`` and
``BatchedDmEnv`` need: the native config, DIAMBRA's spaces, agent actions (including 2P dicts)
in native form, and reset options in native form. Observations need no conversion: the native
leaf names (``frame``, ``stage``, ``P1.health``, ...) nest into DIAMBRA's dict as they are. With a
:class:`~arena_vec.fighting.wrapping.Wrapping` (from ``arena_vec.wrappers``) the pool runs the
wrappers and the adapter declares the wrapped observation space.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from arena_vec.engine.native import game_spec
from arena_vec.fighting.env import check_without_wrapping, validated_settings
from arena_vec.fighting.settings import (
    AnySettings,
    WrappersSettings,
    apply_episode_options,
    native_config,
    native_episode_options,
)
from arena_vec.fighting.spaces import ActionFlattener, action_space, observation_space
from arena_vec.fighting.wrapping import Wrapping


class FightingAdapter:
    """Spaces and conversions of one fighting game under one set of settings.

    Example:
        >>> from arena_vec.fighting.settings import EnvironmentSettings
        >>> adapter = FightingAdapter("triad", EnvironmentSettings(frame_shape=(84, 84, 1)))
        >>> adapter.single_action_space
        MultiDiscrete([9 8])
    """

    def __init__(
        self,
        game_id: str,
        env_settings: AnySettings | None = None,
        wrappers_settings: WrappersSettings | None = None,
        wrapping: Wrapping | None = None,
    ) -> None:
        game, settings, wrappers = validated_settings(game_id, env_settings, wrappers_settings)
        check_without_wrapping(wrappers, wrapping)
        combinations = not wrappers.no_attack_buttons_combinations
        self.game = game_id
        self.settings = settings
        self.game_info = game
        self.config = native_config(settings, game, combinations, wrapping)
        self.spec: dict[str, Any] = game_spec(game_id, self.config)
        self.observation_names = [leaf["name"] for leaf in self.spec["observations"]]
        self.info_names = [leaf["name"] for leaf in self.spec["infos"]]
        self.single_observation_space = (
            wrapping.observation_space
            if wrapping is not None
            else observation_space(game, settings)
        )
        self.single_action_space = action_space(game, settings, combinations)
        self.render_fps: int = self.spec["render_fps"]
        self._flattener = ActionFlattener(self.single_action_space)

    @property
    def seed(self) -> int | None:
        """The seed the settings ask for (None: the front end draws one)."""
        return self.settings.seed

    def native_actions(self, actions: Any) -> Any:
        """Agent actions as the pool takes them: arrays pass through (the pool validates them),
        dicts of agent actions are validated per agent and flattened."""
        if isinstance(actions, Mapping):
            return self._flattener.batched(actions)
        return actions

    def one_env_actions(self, action: Any) -> np.ndarray:
        """One env's action (int, array or 2P dict), validated, as the pool's batch of one."""
        flat = self._flattener.single(action)
        return flat if self._flattener.is_scalar else flat[None]

    def episode_options(self, options: dict[str, Any] | None) -> dict[str, Any] | None:
        """Reset options (DIAMBRA's episode settings) in native form; None keeps the current."""
        if not options:
            return None
        return native_episode_options(
            apply_episode_options(self.settings, options, self.game_info), self.game_info
        )

    def initial_options(self) -> dict[str, Any]:
        """The native episode options of the settings given at construction."""
        return native_episode_options(self.settings, self.game_info)
