"""How ``pytest -n`` shares the suite between its workers (a plugin of tests/conftest.py).

pyproject's addopts distribute by file (``--dist loadfile``): a file's tests run on one worker,
so its module-scoped fixtures and cached results are built once. Two files hold a third of the
suite's time on their own, in cases that share nothing between them but a game: the golden
trajectories (each case one run) and the CPU panel (each game's results cached for its tests).
As one unit each they would keep one worker busy long after the other has finished, so those
files are split by their first parameter (a golden run, a game). And the files with long-play
tests are handed out first (collected first; xdist's reordering by test count is off), so the
short ones fill in around them at the end instead of a long one running alone.
"""

from __future__ import annotations

from typing import Any

import pytest
from xdist.scheduler import LoadFileScheduling

# Files (relative to tests/) whose work units are their cases, grouped by first parameter.
SPLIT_BY_FIRST_PARAMETER = ("games/test_cpu_panel.py", "games/test_golden_trajectories.py")


def work_unit(nodeid: str) -> str:
    """The unit ``nodeid`` is scheduled in: its file, or for a split file its file and first
    parameter (``[parry-jump_in]`` -> ``parry``)."""
    path, _, rest = nodeid.partition("::")
    if not path.endswith(SPLIT_BY_FIRST_PARAMETER) or "[" not in rest:
        return path
    return f"{path}::{rest.partition('[')[2].rstrip(']').split('-')[0]}"


class SplitFileScheduling(LoadFileScheduling):
    """``--dist loadfile`` with the units of :func:`work_unit`."""

    def _split_scope(self, nodeid: str) -> str:
        return work_unit(nodeid)


def pytest_configure(config: pytest.Config) -> None:
    if getattr(config.option, "dist", None) == "loadfile":
        config.option.loadscopereorder = False  # keep the collection order below


@pytest.hookimpl(optionalhook=True)  # xdist's hook: known only where xdist is loaded
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    if config.getoption("dist") != "loadfile":
        return None  # xdist's own scheduler for any other --dist
    return SplitFileScheduling(config, log)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files with long-play tests first, each file's tests in their order."""
    long_files = {item.path for item in items if item.get_closest_marker("long_play")}
    items.sort(key=lambda item: item.path not in long_files)  # stable: files stay whole
