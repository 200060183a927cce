"""The kit's wary CPU (the CPU knob `wary`, native/games/fight/cpu_knobs.h): at a wary level the
CPU also learns from the answers to what it had not finished (fight/cpu_read.h). A walk into
throw range (fight/cpu_walk_in.h) the foe strikes on the way counts as the throw answered, so a
CPU whose walk-ins are struck stops walking in; a strike of its attack the foe hits before it
decides again (blocked or whiffed, then punished in its recovery) counts as answered, so strikes
of a speed the foe keeps punishing leave its attacks. Trio's level 8 is wary; the other games'
top levels are made wary here through a [cpu] table, to test the kit in each."""

from __future__ import annotations

from pathlib import Path

import pytest
from fighting_harness import levels, needs_native, use_top_level_knob
from guard_play import play_a_crouching_guard

pytestmark = pytest.mark.long_play

# The games whose CPU walks in to throw a guard at every level (their rules' cpu_walk_in_px).
WALKS_IN = ("ronin", "tagduo", "trio", "triad")


@pytest.mark.parametrize(
    "game", [pytest.param(game, marks=needs_native(game)) for game in WALKS_IN]
)
def test_a_wary_cpu_whose_walks_into_throw_range_are_struck_stops_walking_in(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The top level, wary, against a crouching guard (8 envs x 6,000 frames). Measured: grabs of
    # a guard that never strikes, then walk-ins struck by a guard that strikes them: ronin's
    # level 8 113 and 3, tagduo's 9 131 and 13, trio's 8 122 and 17, triad's 4 122 and 7. Not
    # wary (their levels as built, trio's 8 before it was wary): 21, 26, 53 and 26 struck.
    use_top_level_knob(game, "wary", 1, tmp_path / "wary", monkeypatch)
    top = levels(game)[-1]
    guarded = play_a_crouching_guard(game, top, steps=6000, step_ratio=1)
    struck = play_a_crouching_guard(game, top, steps=6000, step_ratio=1, striking_walk_ins=True)
    assert guarded.grabs >= 50
    assert struck.struck_walking_in * 6 <= guarded.grabs


@needs_native("ronin")
def test_a_wary_cpu_whose_slow_strikes_are_punished_strikes_faster(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ronin's level 8, wary (8 envs x 6,000 frames): ronin's strikes are slow the most. Of the
    # ground strikes it starts, 161 of 293 are slow (not active within 6 frames) against a
    # crouching guard, 118 of 535 against one that strikes its recoveries. Not wary: 178 of 245.
    use_top_level_knob("ronin", "wary", 1, tmp_path / "wary", monkeypatch)
    top = levels("ronin")[-1]
    guarded = play_a_crouching_guard("ronin", top, steps=6000, step_ratio=1)
    punished = play_a_crouching_guard("ronin", top, steps=6000, step_ratio=1, punishing=True)
    assert guarded.slow_strikes * 3 >= guarded.strikes
    assert punished.slow_strikes * 3 <= punished.strikes
