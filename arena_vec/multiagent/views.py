"""The panel's :class:`~arena_vec.policies.view.FightView` of agent rows, so the panel's scripted
policies can play either side of a 2-player fight.

An agent row names its fighter ``own`` and the other ``opp``; the engine's ``info["engine"]``
leaves are absolute (``p1_``/``p2_``), so each row picks its own fighter's by its role
(``info["settings"]["role"][:, 0]``: 0 = P1, 1 = P2).

Example:
    >>> view = row_view(obs, info, rows=np.array([1, 3]), step=steps, seed=seeds)  # doctest: +SKIP
    >>> len(view)                                                                   # doctest: +SKIP
    2
"""

from __future__ import annotations

from typing import Any

import numpy as np

from arena_vec.policies.view import FightView


def row_view(
    obs: dict[str, Any], info: dict[str, Any], rows: np.ndarray, step: np.ndarray, seed: np.ndarray
) -> FightView:
    """The view of agent rows ``rows`` of a batch (``step``/``seed``: per selected row, the
    episode step and the episode seed)."""
    engine = info["engine"]
    own_is_p1 = info["settings"]["role"][rows, 0] == 0

    def fighter(key: str, own: bool) -> np.ndarray:
        p1 = engine["p1_" + key][rows]
        p2 = engine["p2_" + key][rows]
        return np.where(own_is_p1 if own else ~own_is_p1, p1, p2).astype(np.int64)

    def leaf(block: str, key: str) -> np.ndarray:
        return np.asarray(obs[block][key][rows], dtype=np.int64).reshape(-1)

    return FightView(
        side=leaf("own", "side"),
        character=leaf("own", "character"),
        foe_character=leaf("opp", "character"),
        x=fighter("x", True),
        y=fighter("y", True),
        foe_x=fighter("x", False),
        foe_y=fighter("y", False),
        action=fighter("action", True),
        stun=fighter("stun", True),
        foe_action=fighter("action", False),
        foe_move=fighter("move", False),
        foe_phase=fighter("phase", False),
        step=np.asarray(step, dtype=np.int64).reshape(-1),
        seed=np.asarray(seed, dtype=np.uint64).reshape(-1),
    )
