"""The golden trajectories (golden.py): every fighting game, 1P and 2P random play and CPU
autoplay over a ladder at every difficulty, hashed step by step (snapshot, RAM, gray and native
RGB frames), must match the digests recorded in golden_trajectories.json. A restructuring of the
native games keeps these identical; a deliberate behaviour change rewrites them in a commit of
its own (``python tests/games/golden.py --write``)."""

from __future__ import annotations

import pytest
from fighting_harness import fighting_games
from golden import GAMES, Run, all_runs, expected, play

RUNS = list(all_runs())


def _marks(run: Run) -> list[pytest.MarkDecorator]:
    # The autoplay ladders are the long part (~75 s of one core for the four games).
    return [pytest.mark.long_play] if run.name.startswith("autoplay") else []


def test_every_built_fighting_game_has_golden_runs() -> None:
    assert sorted(fighting_games()) == sorted(GAMES)
    assert sorted(expected()) == sorted(run.key for run in RUNS)


@pytest.mark.parametrize("run", [pytest.param(run, id=run.key, marks=_marks(run)) for run in RUNS])
def test_trajectory_matches_its_golden_digest(run: Run) -> None:
    assert play(run) == expected()[run.key]
