"""Hand-made fight views for the policies' tests (a module of its own, not conftest: tests import
it by name, and every conftest.py is the module `conftest`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from arena_vec.policies.view import IDLE, FightView


def make_view(n: int = 1, **fields: Any) -> FightView:
    """A view of ``n`` fights: both fighters idle on the floor 80 px apart (P1 at 88 on the left),
    character 0 against character 0, step 0, seed 0; ``fields`` override (scalars broadcast)."""
    base: dict[str, Any] = {
        "side": 0,
        "character": 0,
        "foe_character": 0,
        "x": 88,
        "y": 0,
        "foe_x": 168,
        "foe_y": 0,
        "action": IDLE,
        "stun": 0,
        "foe_action": IDLE,
        "foe_move": -1,
        "foe_phase": 0,
        "step": 0,
        "seed": 0,
    }
    base.update(fields)
    arrays = {
        name: np.broadcast_to(np.asarray(value), (n,)).astype(
            np.uint64 if name == "seed" else np.int64
        )
        for name, value in base.items()
    }
    assert set(arrays) == {f.name for f in dataclasses.fields(FightView)}
    return FightView(**arrays)
