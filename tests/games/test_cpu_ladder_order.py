"""The CPU ladder's order, as users of `arena-vec league` see it: head to head, each level wins
most of its fights against the level below, and the league's round robin rates each level above
the one below. Apart from tests/games/test_cpu_panel.py (the panel's targets) so that the suite's
two workers (``--dist loadfile``) share the CPU games' long plays."""

from __future__ import annotations

import itertools

import pytest
from fighting_harness import levels, native_games, needs_native

from arena_vec.cli.league import default_players
from arena_vec.league.run import FIGHTS_PER_PAIR, run_league

pytestmark = pytest.mark.long_play


# The league's levels (issue 30 point 5): head to head, each level wins most fights against the
# level below. Parry's level 4 spacing like level 3 won 189 of 400 against it; ronin's level 3
# with the kit's sight and guard (13 frames, 205) won 109 of 300 against level 2.
# Trio's levels 2-8 (300 fights a pair): 100, 87, 92, 70, 72, 77 and 75% against the level below
# (58, 58, 67 and 61% at levels 5-8 before each of them attacked less in range, trio_cpu.h); its
# level 7 (input reads, patience 192) won 52% against a level 6 that saw 8 frames late, as level 7
# does (trio_cpu.h: 9 now), and level 8 with the kit's patience 54% against level 7. Trio's level
# 7 neither reading inputs nor waiting at 192 (144; issue 30) wins 65% against level 6 (67% with
# both), and level 8 92% against it.
# Parry's level 8, cautious (issue 30), won 289 of 300 against level 7; its levels 5-7 83, 61 and
# 61% (seed 0). Parry's level 7 reading inputs 7 frames after the press (6 before; issue 30) wins
# 56-61% against level 6 at seeds 0-2 (52-56% not reading), and level 8 96-97% against it.
# Triad's levels 2-4: 60, 69 and 99%.
HEAD_TO_HEAD = (
    [("parry", level) for level in range(2, 9)]
    + [("triad", level) for level in range(2, 5)]
    + [("ronin", level) for level in range(2, 9)]
    + [("trio", level) for level in range(2, 9)]
    + [("tagduo", level) for level in range(2, 10)]
    + [("tower", level) for level in range(2, 6)]
)
# Met (issue 32): tagduo's levels 2-9 win 74, 60, 59, 68, 60, 61, 68 and 82% of 300 fights
# against the level below (57-80% with seeds 1 and 2). On the interpolated ladder levels 5 and 7,
# a notch of interpolated chances above the level below, won 53 and 51%; levels 5-7 now attack
# in range less often than the one below and levels 4-9 are patient (tagduo_cpu.h's
# kTagduoAggression and kTagduoPatience).
LEVEL_NOT_ABOVE: dict[tuple[str, int], str] = {}


@pytest.mark.parametrize(
    ("game", "level"),
    [
        pytest.param(
            *pair,
            marks=[needs_native(pair[0])]
            + (
                [pytest.mark.xfail(reason=LEVEL_NOT_ABOVE[pair], strict=True)]
                if pair in LEVEL_NOT_ABOVE
                else []
            ),
        )
        for pair in HEAD_TO_HEAD
    ],
)
def test_each_level_beats_the_level_below_head_to_head(game: str, level: int) -> None:
    # 300 fights measure a level's share to about 3 points (one standard deviation): a step
    # near the bar is measured again with seed 1 and judged over the 600. Tagduo's level 3 won
    # 172 and 165 of 300 against level 2 (seeds 0 and 1) on the CPU that read inputs a frame
    # short, 162 and 172 on the one that reads every frame (fight/cpu_read.cc).
    fights = run_league(game, [f"cpu:{level - 1}", f"cpu:{level}"], 300).fights
    if upper_share(fights) <= 0.55:
        fights += run_league(game, [f"cpu:{level - 1}", f"cpu:{level}"], 300, seed=1).fights
    assert upper_share(fights) > 0.55, (upper_share(fights), len(fights))


def upper_share(fights: list[dict]) -> float:
    """The share of ``fights`` the upper level (the league's second player) won."""
    return sum(f["rounds"][1 - f["p1"]] > f["rounds"][f["p1"]] for f in fights) / len(fights)


# The league's order (issue 32): `arena-vec league <game>` (every CPU level and the panel's
# policies, FIGHTS_PER_PAIR fights a pair, seed 0: the command's defaults) rates each CPU level
# above the one below by Elo, and at seeds 1 and 2 too. With 40 fights a pair, seed 0, it rates
# parry's levels 1091-2421, ronin's 1231-2467, tagduo's 1244-2373, tower's 1165-2498, triad's
# 1432-2223 and trio's 875-2422, each level above the one below. With 20 a pair (a 95% interval
# of 70-90 Elo) steps of 58-61% head to head rated equal: parry's levels 5 and 6 (1924, seed 0;
# 39-78 Elo apart with 40 at seeds 0-2), trio's 4 and 5 (1864, before levels 5-8 were each more
# patient than the one below, trio_cpu.h) and tagduo's 3 and 4 (seed 2, before kTagduoPatience).
# Head to head tower's levels 2-5 (issue 30, level 5 cautious) won 91, 77, 87 and 100% of 300
# fights against the level below.
# Measured on parry's top levels (300 fights, seeds 0 and 1, head to head 5-7 against the level
# below): levels 5-7 each attacking less than the one below (150, 130, 110) won 79-81, 59-62 and
# 62-68% and ordered the league, but the reference learner then won no round against level 7 in
# 16.7M steps (seed 0; half its fights at 4.2M against this level 7); level 5 alone attacking
# more (210) won 70, 65-68 and 58-61% and ordered it, but the reactive policy then won 11.5% of
# level 5's rounds against 5.25% of level 4's (test_cpu_panel's rising target).
LEAGUE_GAMES = ("parry", "ronin", "tagduo", "tower", "triad", "trio")


def league_ratings(game: str, seed: int) -> list[float]:
    """Each CPU level's Elo, level 1 first, in the game's default league."""
    rows = run_league(game, default_players(game), FIGHTS_PER_PAIR, seed=seed).standings()
    elo = {row["player"]: row["elo"] for row in rows}
    return [elo[f"cpu:{level}"] for level in levels(game)]


# The command's seed in the main suite; seeds 1 and 2 after changing a CPU (-m full_panel).
@pytest.mark.parametrize(
    "seed", [0, *(pytest.param(seed, marks=pytest.mark.full_panel) for seed in (1, 2))]
)
@pytest.mark.parametrize("game", native_games(LEAGUE_GAMES))
def test_the_league_rates_each_level_above_the_one_below(game: str, seed: int) -> None:
    ratings = league_ratings(game, seed)
    assert all(lower < upper for lower, upper in itertools.pairwise(ratings)), ratings
