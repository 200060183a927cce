"""tests/xdist_balance.py, which shares the suite between pytest -n's workers: a file is one
work unit, except the split files, whose cases are grouped by their first parameter; and the
files with long-play tests are collected first, each file's tests kept together in order."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from xdist_balance import pytest_collection_modifyitems, work_unit

PANEL = "tests/games/test_cpu_panel.py"
GOLDEN = "tests/games/test_golden_trajectories.py"


@pytest.mark.parametrize(
    ("nodeid", "unit"),
    [
        ("tests/core/test_snapshots.py::test_header_names_the_settings", "tests/core/test_snapshots.py"),
        ("tests/core/test_snapshots.py::test_round_trip[triad-kwargs2]", "tests/core/test_snapshots.py"),
        (f"{PANEL}::test_scripted_policies_lose[parry-jump_in]", f"{PANEL}::parry"),
        (f"{PANEL}::test_no_constant_action_is_an_exploit[parry]", f"{PANEL}::parry"),
        (f"{GOLDEN}::test_trajectory_matches[ronin/autoplay_d7]", f"{GOLDEN}::ronin/autoplay_d7"),
        (f"{GOLDEN}::test_every_built_fighting_game_has_golden_runs", GOLDEN),
    ],
)  # fmt: skip
def test_work_units(nodeid: str, unit: str) -> None:
    assert work_unit(nodeid) == unit


def item(path: str, name: str, long_play: bool = False) -> SimpleNamespace:
    marker = SimpleNamespace() if long_play else None
    return SimpleNamespace(path=path, name=name, get_closest_marker=lambda _: marker)


def test_files_with_long_play_tests_come_first_and_stay_whole() -> None:
    items = [
        item("a.py", "a1"),
        item("b.py", "b1"),
        item("b.py", "b2", long_play=True),
        item("c.py", "c1"),
        item("d.py", "d1", long_play=True),
    ]
    pytest_collection_modifyitems(items)  # type: ignore[arg-type]
    assert [i.name for i in items] == ["b1", "b2", "d1", "a1", "c1"]
