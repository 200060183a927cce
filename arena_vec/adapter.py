"""How one game's native arrays become Gymnasium spaces and Python observations.

The native pool produces a flat tuple of arrays (see ``_native.BatchPool``). An adapter knows,
for one game and configuration, the native config to build the pool with, the single-env
observation and action spaces, how to assemble an observation from the flat leaves and how to
turn user actions into the integer array the pool validates. ``SpecAdapter`` derives all of that
from the native spec and serves every game without a richer API of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces

from arena_vec import _native

Leaves = Sequence[Any]


def leaf_space(leaf: dict[str, Any]) -> spaces.Space:
    """The Gymnasium space of one native leaf description (name, dtype, shape, bounds)."""
    dtype = np.dtype(leaf["dtype"])
    shape = tuple(leaf["shape"])
    if leaf["discrete"] and shape == ():
        return spaces.Discrete(int(leaf["high"] - leaf["low"] + 1), start=int(leaf["low"]))
    if dtype == np.bool_:
        return spaces.Box(False, True, shape, np.bool_)
    low = np.broadcast_to(np.asarray(leaf["low"]), shape)
    high = np.broadcast_to(np.asarray(leaf["high"]), shape)
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        low, high = np.clip(low, info.min, info.max), np.clip(high, info.min, info.max)
    return spaces.Box(low.astype(dtype), high.astype(dtype), shape, dtype)


def nest(names: Sequence[str], values: Sequence[Any]) -> dict[str, Any]:
    """Dotted leaf names and their values as a nested dict: ``"P1.health"`` -> ``d["P1"]["health"]``."""
    tree: dict[str, Any] = {}
    for name, value in zip(names, values, strict=False):
        *parents, last = name.split(".")
        node = tree
        for parent in parents:
            node = node.setdefault(parent, {})
        node[last] = value
    return tree


def space_tree(names: Sequence[str], leaf_spaces: Sequence[spaces.Space]) -> spaces.Space:
    """The Dict space matching ``nest(names, ...)``; a lone leaf named ``obs`` is returned as is."""
    if list(names) == ["obs"]:
        return leaf_spaces[0]

    def to_space(node: dict[str, Any]) -> spaces.Dict:
        return spaces.Dict(
            {
                key: to_space(value) if isinstance(value, dict) else value
                for key, value in node.items()
            }
        )

    return to_space(nest(names, leaf_spaces))


def compile_nester(names: Sequence[str], first: int) -> Callable[[Leaves], Any]:
    """A fast function taking the flat result tuple to the observation for ``names``.

    Leaves start at index ``first``. A lone ``obs`` leaf is returned unwrapped; otherwise a
    nested dict is built with the nesting resolved once, here, rather than on every step.
    """
    if list(names) == ["obs"]:
        return lambda flat: flat[first]
    tree = nest(names, range(first, first + len(names)))

    def build(node: dict[str, Any]) -> Callable[[Leaves], dict[str, Any]]:
        items = [
            (key, build(value) if isinstance(value, dict) else value) for key, value in node.items()
        ]
        plain = [(key, value) for key, value in items if isinstance(value, int)]
        nested = [(key, value) for key, value in items if not isinstance(value, int)]
        if not nested:
            return lambda flat: {key: flat[index] for key, index in plain}

        def assemble(flat: Leaves) -> dict[str, Any]:
            out = {key: flat[index] for key, index in plain}
            for key, child in nested:
                out[key] = child(flat)
            return out

        return assemble

    return build(tree)


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
        self.spec: dict[str, Any] = _native.game_spec(game, config)
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

    def episode_options(self, options: dict[str, Any] | None) -> dict[str, Any] | None:
        """Per-env episode options in native form (this game takes none)."""
        return options or None


def native_games() -> list[str]:
    """Names of every game the native module registers."""
    return [name for name, _ in _native.games()]


def make_adapter(env_id: str, env_kwargs: dict[str, Any]) -> Any:
    """The adapter for ``env_id``: DIAMBRA settings for fighting games, the spec otherwise."""
    if env_id not in native_games():
        raise ValueError(f"env_id={env_id!r} is not registered; available: {native_games()}")
    from arena_vec.fighting_adapter import FightingAdapter, is_fighting_game

    if is_fighting_game(env_id):
        allowed = {"env_settings", "wrappers_settings"}
        unknown = sorted(set(env_kwargs) - allowed)
        if unknown:
            raise ValueError(
                f"{env_id} takes settings objects, not {unknown}; allowed keyword arguments: "
                f"{sorted(allowed)}"
            )
        return FightingAdapter(env_id, **env_kwargs)
    return SpecAdapter(env_id, env_kwargs)
