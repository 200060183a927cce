"""Native leaves and the nested structures Python sees.

The native pool describes and returns its observations and infos as flat lists of leaves with
dotted names (``frame``, ``P1.health``). This module turns a leaf description into a Gymnasium
space and dotted names into nested dicts, once per layout for the per-step paths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces

Leaves = Sequence[Any]


def leaf_space(leaf: dict[str, Any]) -> spaces.Space:
    """The Gymnasium space of one native leaf description (name, dtype, shape, bounds)."""
    dtype = np.dtype(leaf["dtype"])
    shape = tuple(leaf["shape"])
    if leaf["discrete"] and shape == ():
        return spaces.Discrete(int(leaf["high"] - leaf["low"] + 1), start=int(leaf["low"]))
    if dtype == np.bool_:
        return spaces.Box(False, True, shape, np.bool_)  # type: ignore[arg-type]  # Gymnasium's hint
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
