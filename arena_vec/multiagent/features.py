"""A fixed-size feature vector of agent rows for learned policies, in a side-canonical frame,
with the same code for numpy and ``jax.numpy`` (pass ``xp``).

The fight engine is mirror-symmetric (x -> 256 - x with left and right swapped gives the
mirrored fight), so a row whose fighter stands on the right (``own.side == 1``) is shown
mirrored: x and projectile x become ``256 - x``, the sides swap. A policy then always sees
itself on the left, and :func:`absolute_moves` mirrors its chosen direction back (Left <->
Right). Discrete leaves are one-hot, boxes are divided by their upper bound.

Example:
    >>> features = Features(envs.single_observation_space)            # doctest: +SKIP
    >>> features(obs).shape                                            # doctest: +SKIP
    (8, 102)
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, cast

import numpy as np
from gymnasium import spaces

# DIAMBRA's moves: NoMove, Left, UpLeft, Up, UpRight, Right, DownRight, Down, DownLeft.
MIRRORED_MOVES = np.array([0, 5, 4, 3, 2, 1, 8, 7, 6])
STAGE_WIDTH = 256
MIRRORED_KEYS = ("x", "projectile_x")


class Features:
    """The feature layout of one agent-row observation space (``own``/``opp`` blocks)."""

    def __init__(self, space: spaces.Dict) -> None:
        self.items: list[tuple[tuple[str, ...], int, float]] = []
        for key, leaf in space.spaces.items():
            if isinstance(leaf, spaces.Dict):
                for inner, sub in leaf.spaces.items():
                    self.items.append(self._item((key, inner), sub))
            elif key != "frame":
                self.items.append(self._item((key,), leaf))
        self.size = sum(n if n else 1 for _, n, _ in self.items)

    @staticmethod
    def _item(path: tuple[str, ...], leaf: spaces.Space) -> tuple[tuple[str, ...], int, float]:
        if isinstance(leaf, spaces.Discrete):
            return path, int(leaf.n), 0.0
        return path, 0, float(np.max(cast(spaces.Box, leaf).high))

    def __call__(self, obs: dict[str, Any], xp: ModuleType = np) -> Any:
        """``(n, size)`` float32 features of ``n`` rows."""
        flip = xp.reshape(obs["own"]["side"], (-1,)) == 1
        parts = []
        for path, n, high in self.items:
            value = obs
            for key in path:
                value = value[key]
            value = xp.reshape(value, (flip.shape[0], -1))[:, 0].astype(xp.float32)
            if path[-1] == "side":
                value = xp.where(flip, 1 - value, value)
            elif path[-1] in MIRRORED_KEYS:
                value = xp.where(flip & (value >= 0), STAGE_WIDTH - value, value)
            if n:
                parts.append((value[:, None] == xp.arange(n)).astype(xp.float32))
            else:
                parts.append((value / high)[:, None])
        return xp.concatenate(parts, axis=1)


def absolute_moves(moves: Any, side: Any, xp: ModuleType = np) -> Any:
    """Moves chosen in the canonical frame as the env's absolute moves (mirrored where the
    row's fighter stands on the right)."""
    side = xp.reshape(side, (-1,))
    return xp.where(side == 1, xp.asarray(MIRRORED_MOVES)[moves], moves)
