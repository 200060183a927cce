"""The adapter of a game that has no Python layer of its own (``cartpole``, ``dummy``).

The native pool produces a flat tuple of arrays (see ``engine.native``). An adapter knows,
for one game and configuration, the native config to build the pool with, the single-env
observation and action spaces, how to assemble an observation from the flat leaves and how to
turn user actions into the integer array the pool validates. ``SpecAdapter`` derives all of that
from the native spec; the fighting games have a richer one (``arena_vec.fighting.adapter``).
Both provide ``engine.adapter.Adapter``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from arena_vec.engine.checks import check_actions
from arena_vec.engine.leaves import leaf_space, space_tree
from arena_vec.engine.native import game_spec, native_games


class SpecAdapter:
    """Spaces and conversions derived from a game's native spec.

    Example:
        >>> adapter = SpecAdapter("cartpole", {})
        >>> adapter.single_action_space
        Discrete(2)
    """

    def __init__(self, game: str, config: dict[str, Any]) -> None:
        self.game = game
        self.config = config
        self.seed: int | None = None  # the front end's seed argument, or a random one
        self.spec: dict[str, Any] = game_spec(game, config)
        self.observation_names = [leaf["name"] for leaf in self.spec["observations"]]
        self.info_names = [leaf["name"] for leaf in self.spec["infos"]]
        self.single_observation_space = space_tree(
            self.observation_names, [leaf_space(leaf) for leaf in self.spec["observations"]]
        )
        self.info_spaces = {leaf["name"]: leaf_space(leaf) for leaf in self.spec["infos"]}
        sizes = list(self.spec["action_sizes"])
        self.single_action_space: spaces.Space = (
            spaces.Discrete(sizes[0])
            if self.spec["action_is_scalar"]
            else spaces.MultiDiscrete(sizes)
        )
        self.render_fps: int = self.spec["render_fps"]
        self.can_render = bool(self.spec["render_shape"])

    def native_actions(self, actions: Any) -> Any:
        """The action batch as the pool takes it (integer arrays pass through untouched)."""
        return actions

    def one_env_actions(self, action: Any) -> np.ndarray:
        """One env's action, validated as the pool validates a batch, as a batch of one."""
        sizes = list(self.spec["action_sizes"])
        return check_actions("action", action, sizes, bool(self.spec["action_is_scalar"]))[None]

    def episode_options(self, options: dict[str, Any] | None) -> dict[str, Any] | None:
        """Per-env episode options in native form: this game takes none, so any key raises
        ValueError here, before a reset touches the pool."""
        if options:
            raise ValueError(f"{self.game} has no episode options, got {next(iter(options))!r}")
        return None

    def initial_options(self) -> dict[str, Any] | None:
        """No episode options to send with the first reset: None."""
        return None


def check_env_id(env_id: str) -> None:
    """ValueError naming ``env_id`` and the registered games unless the native module has it."""
    if env_id not in native_games():
        raise ValueError(f"env_id={env_id!r} is not registered; available: {native_games()}")
