"""A CPU not ahead late in the round chips a guard nothing else opens with its specials
(fight/cpu_neutral.cc's chip_guard). Level on health, the round is drawn as it stands (a draw books
a win to both sides), so there the CPU risks only what the foe cannot punish: a special safe on
block against the foe's fastest strike, or a projectile from afar. It used to throw its most
damaging chip, whatever its recovery, at equal health too: tower's level 5 started Brutality (40
frames of recovery) at full health on both sides, and the reference learner's seed-0 policy after
20M steps, crouch-blocking and uppercutting that recovery, won 43 of 48 fights against it
(perf/exploiter.py --game tower --difficulty 5); it wins 1 of 47 against the CPU that chips only
safely while level."""

from __future__ import annotations

import pytest
from fighting_harness import needs_native
from guard_play import play_a_crouching_guard

pytestmark = pytest.mark.long_play


@needs_native("tower")
def test_level_late_in_the_round_the_top_level_chips_only_safely() -> None:
    # A guard that escapes every throw and strikes the CPU's jumps: nothing opens it.
    # Measured (8 envs x 12,000 frames, 16 rounds): 1 punishable special started late with the
    # healths level; 16 when the CPU chipped with anything at equal health.
    play = play_a_crouching_guard(
        "tower", 5, steps=12_000, step_ratio=1, escape="LP", striking=True
    )
    assert play.late_level_risks * 4 < play.rounds, play
