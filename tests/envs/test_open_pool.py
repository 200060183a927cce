"""``engine.open_pool``, the one way a pool is opened: Gymnasium's autoreset names only, and
the single env's step-past-the-end as its own named flag."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec.engine.adapter import NativeGame
from arena_vec.engine.pool import open_pool

CARTPOLE = NativeGame("cartpole", {})


@pytest.mark.parametrize("mode", ["never", "NEXT_STEP", "off", 0])
def test_names_other_than_gymnasiums_are_refused(mode: object) -> None:
    with pytest.raises(ValueError, match=rf"autoreset_mode={mode!r} is not allowed.*'disabled'"):
        open_pool(CARTPOLE, autoreset_mode=mode)  # type: ignore[arg-type]


def test_step_past_end_needs_disabled() -> None:
    with pytest.raises(ValueError, match="step_past_end=True is not allowed with"):
        open_pool(CARTPOLE, autoreset_mode="next_step", step_past_end=True)


@pytest.mark.parametrize("past_end", [False, True])
def test_disabled_refuses_a_step_past_the_end_unless_asked(past_end: bool) -> None:
    pool = open_pool(CARTPOLE, seed=0, autoreset_mode="disabled", step_past_end=past_end)
    pool.reset()
    pool.recv()
    action = np.zeros(1, np.int64)  # always push left: the pole falls within 200 steps
    for _ in range(200):
        if pool.step(action)[1][0]:
            break
    else:
        raise AssertionError("cartpole did not terminate")
    if past_end:
        assert pool.step(action)[3].tolist() == [0]
    else:
        with pytest.raises(ValueError, match="has ended its episode and autoreset_mode is"):
            pool.step(action)
    pool.close()
