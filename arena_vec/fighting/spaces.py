"""Gymnasium spaces of a fighting game, built as DIAMBRA builds them, and the two per-step
conversions between those spaces and the native engine's flat arrays.

Spaces (one env, unbatched):

* action: ``MultiDiscrete([n_moves, n_attacks])`` or ``Discrete(n_moves + n_attacks - 1)`` per
  agent; two players: ``Dict({"agent_0": ..., "agent_1": ...})``.
* observation: ``Dict`` with ``frame`` (``Box(0, 255, (H, W, C), uint8)``, absent when
  ``include_frame`` is False), ``stage`` and ``timer`` (``Box`` int16 of shape (1,)) and the
  ``P1`` / ``P2`` sub-dicts with ``side`` (Discrete(2)), ``wins`` (Box), ``character``
  (Discrete(number of characters)) and ``health`` (Box), then the game's own per-player keys
  (``GameInfo.player_extras``: Discrete when they have labelled values, else Box).

Conversions, kept cheap because the front ends call them at every step:

* :class:`ObservationNester`: native leaves ``{"frame": a, "P1.side": a, ...}`` (a leading batch
  axis on every array) to the nested DIAMBRA dict, batched or for one env.
* :class:`ActionFlattener`: agent actions (int, array, or 2P dict) to the native int32 action
  (the components of every agent concatenated in agent order), and back.

Example:
    >>> info = game_info("triad")                                  # doctest: +SKIP
    >>> action_space(info, EnvironmentSettings())                  # doctest: +SKIP
    MultiDiscrete([9 8])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

import numpy as np
from gymnasium import spaces

from arena_vec.engine.checks import check_actions
from arena_vec.fighting.games import GameInfo
from arena_vec.fighting.settings import AnySettings, SpaceTypes, per_player, players_of

AGENT_KEYS = ("agent_0", "agent_1")
PLAYER_KEYS = ("P1", "P2")
# An observation space's nesting: per key a subtree, or a leaf (its native name, whether Discrete).
_Tree = list[tuple[str, "_Tree | tuple[str, bool]"]]
RAM_DTYPE = np.int16


def agent_action_space(
    game: GameInfo, space_type: SpaceTypes, attack_combinations: bool = True
) -> spaces.Discrete | spaces.MultiDiscrete:
    """One agent's action space: Discrete(n_moves + n_attacks - 1) or
    MultiDiscrete([n_moves, n_attacks]).

    Example:
        >>> agent_action_space(info, SpaceTypes.DISCRETE, False)   # doctest: +SKIP
        Discrete(12)
    """
    n_attacks = game.n_attacks(attack_combinations)
    if space_type == SpaceTypes.DISCRETE:
        return spaces.Discrete(game.n_moves + n_attacks - 1)
    if space_type == SpaceTypes.MULTI_DISCRETE:
        return spaces.MultiDiscrete([game.n_moves, n_attacks])
    raise ValueError(
        f"action_space={space_type!r} is invalid: allowed SpaceTypes.DISCRETE or "
        "SpaceTypes.MULTI_DISCRETE"
    )


def action_space(
    game: GameInfo, settings: AnySettings, attack_combinations: bool = True
) -> spaces.Space:
    """The env's action space: one agent's space in 1P, a Dict of agent_0 / agent_1 in 2P."""
    agents = [
        agent_action_space(game, SpaceTypes(t), attack_combinations)
        for t in per_player(settings, "action_space")
    ]
    if players_of(settings) == 1:
        return agents[0]
    return spaces.Dict(dict(zip(AGENT_KEYS, agents, strict=True)))


def frame_shape(game: GameInfo, settings: AnySettings) -> tuple[int, int, int]:
    """Shape (H, W, C) of the observed frame: the native size unless ``frame_shape`` resizes,
    3 channels for RGB (C = 0) and 1 for grayscale (C = 1)."""
    height, width, gray = settings.frame_shape
    if height == 0:
        height, width = game.native_frame[:2]
    return int(height), int(width), 1 if gray else 3


def _ram_box(low: int, high: int) -> spaces.Box:
    return spaces.Box(low=low, high=high, shape=(1,), dtype=RAM_DTYPE)


def observation_space(game: GameInfo, settings: AnySettings) -> spaces.Dict:
    """The observation Dict (see the module docstring), identical in 1P and 2P."""

    def player() -> spaces.Dict:
        entries: dict[str, spaces.Space] = {
            "side": spaces.Discrete(2),
            "wins": _ram_box(0, game.rounds_to_win),
            "character": spaces.Discrete(len(game.characters)),
            "health": _ram_box(*game.health),
        }
        for extra in game.player_extras:
            entries[extra.key] = (
                spaces.Discrete(len(extra.values))
                if extra.discrete
                else _ram_box(extra.low, extra.high)
            )
        return spaces.Dict(entries)

    entries: dict[str, spaces.Space] = {}
    if settings.include_frame:
        entries["frame"] = spaces.Box(0, 255, frame_shape(game, settings), np.uint8)
    entries["stage"] = _ram_box(1, game.stages)
    entries["timer"] = _ram_box(0, game.timer)
    for key in PLAYER_KEYS:
        entries[key] = player()
    return spaces.Dict(entries)


class ObservationNester:
    """Turns native flat observation leaves into DIAMBRA's nested observation, and back.

    Native leaves are named with dots for nesting (``"P1.health"``, ``"agent_0.own.health"``
    under role-relative wrappers) and always carry a leading batch axis. Leaves the
    observation space does not know are ignored.

    Example:
        >>> nester = ObservationNester(observation_space(info, settings))   # doctest: +SKIP
        >>> obs = nester.single(pool_observations, index=0)                 # doctest: +SKIP
        >>> type(obs["P1"]["side"])                                         # doctest: +SKIP
        <class 'int'>
    """

    def __init__(self, observation_space: spaces.Dict) -> None:
        self._leaves: list[tuple[str, tuple[str, ...], bool]] = []

        def visit(space: spaces.Dict, path: tuple[str, ...]) -> _Tree:
            tree: _Tree = []
            for key, sub in space.spaces.items():
                full = (*path, key)
                if isinstance(sub, spaces.Dict):
                    tree.append((key, visit(sub, full)))
                else:
                    leaf = (".".join(full), isinstance(sub, spaces.Discrete))
                    self._leaves.append((leaf[0], full, leaf[1]))
                    tree.append((key, leaf))
            return tree

        # The space's nesting, built once: single() walks it instead of placing leaf by leaf.
        self._tree = visit(observation_space, ())

    @property
    def leaf_names(self) -> list[str]:
        """The native leaf names this nester reads, in observation-space order."""
        return [name for name, *_ in self._leaves]

    @staticmethod
    def _place(nested: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
        node = nested
        for key in path[:-1]:
            node = node.setdefault(key, {})
        node[path[-1]] = value

    def batched(self, flat: Mapping[str, np.ndarray]) -> dict[str, Any]:
        """The nested observation of a whole batch: the native arrays themselves (no copy)."""
        nested: dict[str, Any] = {}
        for name, path, _ in self._leaves:
            self._place(nested, path, flat[name])
        return nested

    def single(
        self, flat: Mapping[str, np.ndarray], index: int = 0, copy: bool = True
    ) -> dict[str, Any]:
        """The nested observation of env ``index``: Discrete leaves as Python ints, other
        leaves as arrays (copied unless ``copy`` is False, in which case they are views of the
        native buffers and change at the next step)."""

        def build(tree: _Tree) -> dict[str, Any]:
            nested: dict[str, Any] = {}
            for key, node in tree:
                if isinstance(node, list):
                    nested[key] = build(node)
                    continue
                leaf = flat[node[0]]
                if node[1]:
                    nested[key] = leaf.item(index)  # a Python int, no numpy scalar on the way
                else:
                    nested[key] = leaf[index].copy() if copy else leaf[index]
            return nested

        return build(self._tree)

    def flatten(self, nested: Mapping[str, Any]) -> dict[str, np.ndarray]:
        """Inverse of :meth:`batched`/:meth:`single`: nested observation to native leaves (the
        leaf values as arrays, unbatched for a single observation)."""
        flat = {}
        for name, path, _ in self._leaves:
            value: Any = nested
            for key in path:
                value = value[key]
            flat[name] = np.asarray(value)
        return flat


class ActionFlattener:
    """Converts agent actions to the native action (a flat int32 array) and back.

    A Discrete agent contributes one component, a MultiDiscrete agent one per entry of its
    ``nvec``; components are concatenated in agent order (agent_0 first). Every agent's action
    is validated as the numpy vector path validates a batch (``engine.checks.check_actions``):
    integers only, the exact shape, each component in range; errors name the agent in 2P.

    Example:
        >>> flattener = ActionFlattener(action_space(info, two_player_settings))  # doctest: +SKIP
        >>> flattener.single({"agent_0": 3, "agent_1": np.array([5, 1])})         # doctest: +SKIP
        array([3, 5, 1], dtype=int32)
    """

    def __init__(self, action_space: spaces.Space) -> None:
        if isinstance(action_space, spaces.Dict):
            if tuple(action_space.spaces) != AGENT_KEYS:
                raise ValueError(
                    f"action space keys {list(action_space.spaces)} are invalid: allowed "
                    f"{list(AGENT_KEYS)}"
                )
            agents = list(action_space.spaces.values())
            self._keys: tuple[str, ...] | None = AGENT_KEYS
        else:
            agents = [action_space]
            self._keys = None
        self._sizes = [
            1 if isinstance(a, spaces.Discrete) else len(cast(spaces.MultiDiscrete, a).nvec)
            for a in agents
        ]
        self._discrete = [isinstance(a, spaces.Discrete) for a in agents]
        self._choices = [
            [int(a.n)]
            if isinstance(a, spaces.Discrete)
            else [int(n) for n in cast(spaces.MultiDiscrete, a).nvec]
            for a in agents
        ]
        self.n_components = sum(self._sizes)
        self.is_scalar = self._keys is None and self._discrete[0]
        """True for one Discrete agent: the native action is then one scalar per env."""

    def _agent_actions(self, actions: Any) -> list[tuple[str, Any]]:
        """(name for errors, action) per agent, in agent order."""
        if self._keys is None:
            if isinstance(actions, Mapping):
                raise TypeError(
                    f"action={actions!r} is not allowed: a dict of agent actions is for "
                    "2-player envs (EnvironmentSettingsMultiAgent); this 1-player env takes "
                    "the agent's action itself"
                )
            return [("action", actions)]
        if not isinstance(actions, Mapping) or set(actions) != set(self._keys):
            got = (
                f"keys {list(actions)}" if isinstance(actions, Mapping) else type(actions).__name__
            )
            raise ValueError(
                f"action={actions!r} is invalid: allowed a dict with exactly the keys "
                f"{list(self._keys)} (got {got})"
            )
        return [(f"action[{key!r}]", actions[key]) for key in self._keys]

    def single(self, actions: Any) -> np.ndarray:
        """One env's native action, shape (n_components,), from an int, array or 2P dict."""
        flat = np.empty(self.n_components, dtype=np.int32)
        start = 0
        for (name, part), size, discrete, choices in zip(
            self._agent_actions(actions), self._sizes, self._discrete, self._choices, strict=True
        ):
            values = check_actions(name, part, choices, discrete)
            flat[start : start + size] = values.reshape(size)
            start += size
        return flat

    def batched(self, actions: Any, num_envs: int | None = None) -> np.ndarray:
        """A batch of native actions, shape (num_envs, n_components), or (num_envs,) when
        :attr:`is_scalar` (the shapes the native pool expects). Each agent's actions have a
        leading batch axis: (num_envs,) for Discrete, (num_envs, k) for MultiDiscrete;
        ``num_envs=None`` takes the batch size from the first agent's array."""
        parts = self._agent_actions(actions)
        if num_envs is None:
            num_envs = _leading_size(*parts[0])
        flat = np.empty((num_envs, self.n_components), dtype=np.int32)
        start = 0
        for (name, part), size, discrete, choices in zip(
            parts, self._sizes, self._discrete, self._choices, strict=True
        ):
            values = check_actions(name, part, choices, discrete, rows=num_envs)
            flat[:, start : start + size] = values.reshape(num_envs, size)
            start += size
        return flat[:, 0] if self.is_scalar else flat

    def unflatten(self, flat: np.ndarray) -> Any:
        """Inverse of :meth:`single`: an int per Discrete agent, an int64 array per
        MultiDiscrete agent, in a dict for two players."""
        agents: list[Any] = []
        start = 0
        for size, discrete in zip(self._sizes, self._discrete, strict=True):
            chunk = flat[start : start + size]
            agents.append(int(chunk[0]) if discrete else chunk.astype(np.int64))
            start += size
        if self._keys is None:
            return agents[0]
        return dict(zip(self._keys, agents, strict=True))


def _leading_size(name: str, value: Any) -> int:
    """The batch size of one agent's batched actions: the length of its first axis."""
    if isinstance(value, np.ndarray) and value.ndim:
        return int(value.shape[0])
    if isinstance(value, (list, tuple)):
        return len(value)
    raise ValueError(
        f"{name}={value!r} is invalid: a batched action needs a leading batch axis (one row "
        "per env)"
    )
