"""What only trio's CPU was tuned against (native/games/trio/trio_cpu.h): a policy that walks in
striking again the moment each strike recovers (the panel's forward_attack). Its next strike
starts before the CPU can see it, and the shared CPU poked into it or walked into it whenever it
saw the foe free; trio's CPU, having seen the habit, holds its guard through it with its adapt
chance. The panel's targets, which every game's CPU meets (the beginner's level 1 there: the
reactive policy's ~90%), are tests/games/test_cpu_panel.py's."""

from __future__ import annotations

import pytest
from fighting_harness import round_win_rates

pytestmark = pytest.mark.long_play


def test_a_masher_meets_a_guard_at_the_top_levels() -> None:
    # Measured (300 rounds a cell): 0.7, 1.3 and 1.3% of level 6-8 rounds; 3.7, 3.3 and 3.0%
    # without the guard (trio_cpu.cc's wait_out_a_masher not called), 1.7 and 3.3% at levels 4-5.
    rates = round_win_rates("trio", ["forward_attack"], (6, 7, 8), 300)["forward_attack"]
    assert sum(rates.values()) / len(rates) < 0.02, rates
