"""perf/fingerprint.py: a learning curve's fingerprint follows the golden runs of its own
difficulty (its autoplay ladder, the top level's one-player run), the game's rules (the two-player
run) and the learner, and no other difficulty's runs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "perf"))

from fingerprint import GOLDEN, fingerprint, level_code

GAME, LEVELS = "parry", range(1, 9)


def codes(golden: dict, learner: tuple[bytes, ...] = (b"learner",)) -> dict[int, str]:
    return {level: fingerprint(golden, learner, GAME, level) for level in LEVELS}


def changed(key: str) -> list[int]:
    """The levels whose fingerprint moves when the digests of golden run ``key`` do."""
    golden = json.loads(GOLDEN.read_text())
    before = codes(golden)
    golden[f"{GAME}/{key}"] = {"states": "another digest"}
    after = codes(golden)
    return [level for level in LEVELS if before[level] != after[level]]


@pytest.mark.parametrize(
    ("key", "levels"),
    [
        ("autoplay_d7", [7]),
        ("autoplay_d1", [1]),
        ("random_1p_top", [8]),
        ("random_2p", list(LEVELS)),
        ("random_1p", []),  # random difficulties: no one level's
    ],
)
def test_a_golden_run_moves_the_fingerprints_of_the_levels_whose_curves_it_pins(
    key: str, levels: list[int]
) -> None:
    assert changed(key) == levels


def test_the_learner_moves_every_level() -> None:
    golden = json.loads(GOLDEN.read_text())
    before, after = codes(golden), codes(golden, (b"another learner",))
    assert all(before[level] != after[level] for level in LEVELS)


@pytest.mark.parametrize(
    ("game", "level", "message"),
    [
        ("parry", 9, "has no autoplay run of game 'parry' at level 9; it has levels [1, 2,"),
        ("nope", 1, "has no runs of game 'nope'"),
    ],
)
def test_a_level_without_golden_runs_is_refused(game: str, level: int, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("[", r"\[")):
        level_code(game, level)
