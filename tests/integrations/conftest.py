"""tests/integrations: the helper modules beside the tests import by plain name, and the
torch-based tests (Stable-Baselines3, RLlib) are collected only where their stack is installed.

Torch's CPU wheel is at hand for one Python version on the CI machines (3.11), so the other
versions' runs leave those files out, said at the end of pytest's report. CI's 3.11 run sets
``ARENA_VEC_REQUIRE_STACKS=sb3`` (or ``sb3,rllib``): a required stack that does not import is
then an error, so those tests can never vanish silently.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

# stack name -> (module that must import, test files that need it)
STACKS = {
    "sb3": ("stable_baselines3", ["test_sb3.py"]),
    "rllib": ("ray.rllib", ["test_rllib.py"]),
}
REQUIRED = {name for name in os.environ.get("ARENA_VEC_REQUIRE_STACKS", "").split(",") if name}


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


MISSING = {name for name, (module, _) in STACKS.items() if not _installed(module)}
collect_ignore = [file for name in MISSING for file in STACKS[name][1]]


def pytest_configure(config: pytest.Config) -> None:
    unknown = REQUIRED - STACKS.keys()
    if unknown:
        raise pytest.UsageError(
            f"ARENA_VEC_REQUIRE_STACKS names {sorted(unknown)}; allowed: {sorted(STACKS)}"
        )
    if REQUIRED & MISSING:
        raise pytest.UsageError(
            f"ARENA_VEC_REQUIRE_STACKS requires {sorted(REQUIRED & MISSING)}, which do not import"
        )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for name in sorted(MISSING):
        terminalreporter.write_line(
            f"tests/integrations: {name} is not installed: {', '.join(STACKS[name][1])} "
            "not collected (see tests/integrations/conftest.py)"
        )
