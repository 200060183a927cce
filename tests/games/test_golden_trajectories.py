"""The golden trajectories (golden.py): every fighting game, 1P and 2P random play and CPU
autoplay over a ladder at every difficulty, hashed step by step (the snapshot's state, RAM, gray
and native RGB frames), must match the digests recorded in golden_trajectories.json. A
restructuring of the native games keeps these identical, and so does a game-file change that
changes no behaviour; a deliberate behaviour change rewrites them in a commit of its own
(``python tests/games/golden.py --write``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fighting_harness import fighting_games
from golden import GAMES, Run, all_runs, expected, play

from arena_vec.fighting import games
from arena_vec.fighting.env import make

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


def _first_state(run: Run) -> bytes:
    env = make(run.game, run.settings)
    env.reset(seed=7)
    state = env.get_state()
    env.close()
    return state


def test_a_game_file_change_that_changes_no_behaviour_keeps_the_digest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A RAM extra's doc string changes the game file's fingerprint in every snapshot's header
    # (the snapshots differ), not the state behind it: the digest hashes the payload alone.
    run = next(run for run in RUNS if run.key == "parry/random_1p")
    source = games.games_dir() / "parry.toml"
    before = _first_state(run)
    text = source.read_text()
    assert 'doc = "' in text
    (tmp_path / source.name).write_text(text.replace('doc = "', 'doc = "(edited) ', 1))
    monkeypatch.setenv(games.GAMES_DIR_ENV, str(tmp_path))
    assert _first_state(run) != before
    assert play(run) == expected()[run.key]
