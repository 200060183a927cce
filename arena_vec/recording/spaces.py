"""The leaves of a gymnasium space and of its values, in a fixed order: how the recorders keep
one list per observation or action leaf, and how ``columns`` lays them out. No pyarrow here.

Example:
    >>> from gymnasium import spaces
    >>> space = spaces.Dict({"a": spaces.Discrete(2), "b": spaces.Dict({"c": spaces.Discrete(3)})})
    >>> [path for path, _ in leaf_spaces(space)]
    [('a',), ('b', 'c')]
    >>> leaf_values(space, {"a": 1, "b": {"c": 2}})
    [1, 2]
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

KeyPath = tuple[str, ...]


def leaf_spaces(space: spaces.Space, prefix: KeyPath = ()) -> list[tuple[KeyPath, spaces.Space]]:
    """(key path, space) of every leaf of ``space``, in the space's key order."""
    if isinstance(space, spaces.Dict):
        return [
            leaf for key, sub in space.spaces.items() for leaf in leaf_spaces(sub, (*prefix, key))
        ]
    return [(prefix, space)]


def leaf_values(space: spaces.Space, value: Any) -> list[Any]:
    """The leaves of one value of ``space`` (a nested dict for a Dict space), in
    :func:`leaf_spaces` order."""
    if isinstance(space, spaces.Dict):
        return [leaf for key, sub in space.spaces.items() for leaf in leaf_values(sub, value[key])]
    return [value]


def row_of(tree: Any, k: int) -> Any:
    """Row ``k`` of a batched nested value (dicts of arrays with the batch first), copied."""
    if isinstance(tree, dict):
        return {key: row_of(value, k) for key, value in tree.items()}
    value = tree[k]
    return value.copy() if isinstance(value, np.ndarray) else value


def nest(paths: list[KeyPath], values: list[Any]) -> Any:
    """Inverse of :func:`leaf_values`: nested dicts from leaf paths and values (a space that is
    not a Dict has the one path ``()``)."""
    if paths == [()]:
        return values[0]
    nested: dict[str, Any] = {}
    for path, value in zip(paths, values, strict=True):
        node = nested
        for key in path[:-1]:
            node = node.setdefault(key, {})
        node[path[-1]] = value
    return nested


def space_to_json(space: spaces.Space) -> dict[str, Any]:
    """A JSON form of a Dict / Box / Discrete / MultiDiscrete space (see :func:`space_from_json`)."""
    if isinstance(space, spaces.Dict):
        return {"type": "Dict", "spaces": {k: space_to_json(v) for k, v in space.spaces.items()}}
    if isinstance(space, spaces.Discrete):
        return {"type": "Discrete", "n": int(space.n), "start": int(space.start)}
    if isinstance(space, spaces.MultiDiscrete):
        return {"type": "MultiDiscrete", "nvec": space.nvec.tolist()}
    if isinstance(space, spaces.Box):
        return {
            "type": "Box",
            "shape": list(space.shape),
            "low": compact_bound(space.low),
            "high": compact_bound(space.high),
            "dtype": space.dtype.name,  # type: ignore[union-attr]  # a Box always has one
        }
    raise TypeError(f"space {space} cannot be recorded (Dict, Box, Discrete, MultiDiscrete only)")


def compact_bound(bound: np.ndarray) -> Any:
    """A Box bound for JSON: one number when every element is the same (a frame's 0 and
    255), else the nested list."""
    flat = bound.reshape(-1)
    if flat.size and np.all(flat == flat[0]):
        return flat[0].item()
    return bound.tolist()


def space_from_json(value: dict[str, Any]) -> spaces.Space:
    """Inverse of :func:`space_to_json`; ValueError on anything else."""
    kind = value.get("type") if isinstance(value, dict) else None
    if kind == "Dict":
        return spaces.Dict({k: space_from_json(v) for k, v in value["spaces"].items()})
    if kind == "Discrete":
        return spaces.Discrete(value["n"], start=value["start"])
    if kind == "MultiDiscrete":
        return spaces.MultiDiscrete(value["nvec"])
    if kind == "Box":
        dtype = np.dtype(value["dtype"])
        low, high = np.array(value["low"], dtype), np.array(value["high"], dtype)
        shape = tuple(value["shape"]) if "shape" in value else low.shape
        return spaces.Box(np.broadcast_to(low, shape), np.broadcast_to(high, shape), dtype=dtype)
    raise ValueError(f"{value!r} is not a recorded space")
