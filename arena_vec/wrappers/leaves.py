"""DIAMBRA's observation wrappers as transformations of a list of leaves.

A :class:`Leaf` is one array of the observation on its way through the wrappers: the keys it
lands under, its Gymnasium space, and how the native wrapper plan builds it (its ``source`` and
``transform`` entries, see native/core/wrapper_plan.h). Each stage below takes the leaves and
returns new ones, in DIAMBRA's order: stack frames, add the last action(s), scale,
role-relative, flatten and filter. Nothing here runs per step: the native pool builds the
observation from the final leaves.

Example:
    >>> leaves = base_leaves(observation_space(game, settings))        # doctest: +SKIP
    >>> [leaf.name for leaf in scale(leaves, False, False)][:2]        # doctest: +SKIP
    ['P1.side', 'P1.wins']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, cast

import numpy as np
from gymnasium import spaces

AGENT_KEYS = ("agent_0", "agent_1")
PLAYER_KEYS = ("P1", "P2")
FRAME_KEY = "frame"


@dataclass(frozen=True)
class Leaf:
    """One observation array: its key path, space and native plan entries."""

    path: tuple[str, ...]
    space: spaces.Space
    source: Mapping[str, Any]
    transform: Mapping[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The native leaf name: the path joined by dots (dots nest in every front end)."""
        return ".".join(self.path)

    def output(self) -> dict[str, Any]:
        """The leaf's entry in the native plan's ``outputs``."""
        return {"name": self.name, **self.source, **self.transform}


def base_leaves(observation_space: spaces.Dict) -> list[Leaf]:
    """The unwrapped observation's leaves, each copied from the native leaf of its name."""
    leaves = []

    def visit(space: spaces.Dict, path: tuple[str, ...]) -> None:
        for key, sub in space.spaces.items():
            if isinstance(sub, spaces.Dict):
                visit(sub, (*path, key))
            else:
                name = ".".join((*path, key))
                leaves.append(Leaf((*path, key), sub, {"source": "leaf", "leaf": name}))

    visit(observation_space, ())
    return leaves


def stack_frames(leaves: Sequence[Leaf], frames: int) -> list[Leaf]:
    """The frame leaf becomes the frame stack: ``frames`` times the channels."""
    stacked = []
    for leaf in leaves:
        if leaf.path == (FRAME_KEY,):
            height, width, channels = cast("tuple[int, int, int]", leaf.space.shape)
            space = spaces.Box(0, 255, (height, width, channels * frames), np.uint8)
            leaf = Leaf(leaf.path, space, {"source": "frames"})
        stacked.append(leaf)
    return stacked


def last_action_space(agent_space: spaces.Space, frames: int) -> spaces.Space:
    """The space of one agent's last ``frames`` actions: the action space itself for one,
    else a MultiDiscrete of the action's choices repeated, oldest first."""
    if frames == 1:
        return agent_space
    nvec = (
        [agent_space.n]
        if isinstance(agent_space, spaces.Discrete)
        else list(cast(spaces.MultiDiscrete, agent_space).nvec)
    )
    return spaces.MultiDiscrete(nvec * frames)


def add_last_action(
    leaves: Sequence[Leaf], agent_spaces: Sequence[spaces.Space], frames: int
) -> list[Leaf]:
    """Adds ``action`` (one agent) or ``agent_i.action`` (two): the last actions."""
    added = list(leaves)
    for agent, agent_space in enumerate(agent_spaces):
        path = ("action",) if len(agent_spaces) == 1 else (AGENT_KEYS[agent], "action")
        space = last_action_space(agent_space, frames)
        added.append(Leaf(path, space, {"source": "actions", "agent": agent}))
    return added


def _scaled(leaf: Leaf, exclude_image: bool, process_binary: bool) -> Leaf:
    space = leaf.space
    if isinstance(space, spaces.Box):
        if exclude_image and len(space.shape) >= 3:
            return leaf
        transform = {
            "transform": "scale",
            "low": float(np.min(space.low)),
            "high": float(np.max(space.high)),
        }
        return replace(
            leaf, space=spaces.Box(0.0, 1.0, space.shape, np.float32), transform=transform
        )
    if isinstance(space, spaces.Discrete) and (space.n > 2 or process_binary):
        transform = {"transform": "one_hot", "low": int(space.start), "sizes": [int(space.n)]}
        return replace(leaf, space=spaces.MultiBinary(int(space.n)), transform=transform)
    if isinstance(space, spaces.MultiDiscrete):
        sizes = [int(n) for n in space.nvec]
        transform = {"transform": "one_hot", "low": int(np.min(space.start)), "sizes": sizes}
        return replace(leaf, space=spaces.MultiBinary(sum(sizes)), transform=transform)
    return leaf


def scale(leaves: Sequence[Leaf], exclude_image: bool, process_binary: bool) -> list[Leaf]:
    """Box leaves to float32 in [0, 1] ((x - min low) / (max high - min low); the frame too
    unless ``exclude_image``), Discrete leaves with more than two values (all with
    ``process_binary``) one-hot, MultiDiscrete leaves as concatenated one-hots."""
    return [_scaled(leaf, exclude_image, process_binary) for leaf in leaves]


def role_relative(leaves: Sequence[Leaf], n_players: int) -> list[Leaf]:
    """``P1``/``P2`` leaves renamed ``own``/``opp`` from each agent's role in its episode:
    top-level in one-player mode, under ``agent_0`` and ``agent_1`` in two-player mode."""
    kept = [leaf for leaf in leaves if leaf.path[0] not in PLAYER_KEYS]
    first = [leaf for leaf in leaves if leaf.path[0] == PLAYER_KEYS[0]]
    relative = []
    for agent in range(n_players):
        prefix = () if n_players == 1 else (AGENT_KEYS[agent],)
        for side, source in (("own", "own"), ("opp", "opponent")):
            for leaf in first:
                key = leaf.path[1:]
                entry = {
                    "source": source,
                    "leaf": leaf.name,
                    "other_leaf": ".".join((PLAYER_KEYS[1], *key)),
                    "agent": agent,
                }
                relative.append(Leaf((*prefix, side, *key), leaf.space, entry, leaf.transform))
    return kept + relative


def flatten(leaves: Sequence[Leaf], filter_keys: Sequence[str]) -> list[Leaf]:
    """Nested keys joined by ``"_"``; a non-empty ``filter_keys`` keeps only those keys (and
    the frame). ValueError naming the keys that do not exist."""
    flat = [replace(leaf, path=("_".join(leaf.path),)) for leaf in leaves]
    if not filter_keys:
        return flat
    names = [leaf.path[0] for leaf in flat]
    unknown = sorted(set(filter_keys) - set(names))
    if unknown:
        raise ValueError(
            f"filter_keys={list(filter_keys)!r} is invalid: unknown key(s) {unknown}; allowed "
            f"(the flattened observation's keys): {names}"
        )
    keep = {*filter_keys, FRAME_KEY}
    return [leaf for leaf in flat if leaf.path[0] in keep]


def space_of(leaves: Sequence[Leaf]) -> spaces.Dict:
    """The Dict space the leaves nest into."""
    tree: dict[str, Any] = {}
    for leaf in leaves:
        node = tree
        for key in leaf.path[:-1]:
            node = node.setdefault(key, {})
        node[leaf.path[-1]] = leaf.space

    def build(node: dict[str, Any]) -> spaces.Dict:
        return spaces.Dict(
            {key: build(sub) if isinstance(sub, dict) else sub for key, sub in node.items()}
        )

    return build(tree)
