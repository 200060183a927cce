"""Shared helpers and fixtures for the test suite, and the test files that need a stack CI
cannot install on every Python version.

Torch's CPU wheel, which SB3 and RLlib need, is at hand for one Python version on the CI
machines (3.11), and minari reads the recorder's unencoded frames from 0.5.4 on (0.5.3 decodes
every image leaf as JPEG), which needs Python 3.11+ (3.10 gets 0.5.3, enough for the recorder
to write Minari's metadata); where
such a stack does not import, or is older than that, its files are not collected, and the end of
pytest's report says so. CI sets ``ARENA_VEC_REQUIRE_STACKS`` (e.g. ``sb3,minari,rllib``) on the
versions that have them: a required stack that does not import is then an error, so those tests
never vanish silently.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import re
from pathlib import Path

import numpy as np
import pytest
from packaging.version import Version

from arena_vec.fighting.game_data import tomllib
from arena_vec.fighting.games import GameInfo, all_games, parse_game

# The code blocks of docs/ as tests (testpaths has docs); how -n shares the suite out.
pytest_plugins = ["markdown_blocks", "xdist_balance"]

# Headless pygame for every test that opens a window (human play, the CLI's play and replay,
# check_env of render_mode="human"): SDL's dummy video and audio drivers, set before pygame is
# first imported. A test of the no-display path sets its own.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FIXTURE_GAME = Path(__file__).parent / "fixtures" / "games" / "triad.toml"

# stack name -> (module that must import, "distribution>=lowest version", test files that need
# it, relative to tests/). RLlib ships inside ray; its own dependencies come with ray[rllib], and
# without them ray.rllib.algorithms fails to import.
STACKS = {
    "sb3": ("stable_baselines3", "stable_baselines3>=0", ["integrations/test_sb3.py"]),
    "minari": (
        "minari",
        "minari>=0.5.4",
        ["recording/test_minari_read.py", "recording/test_commit_steps.py"],
    ),
    "rllib": ("ray.rllib.algorithms", "ray>=2.40", ["integrations/test_rllib.py"]),
    "torch": ("torch", "torch>=2", ["envpool_api/test_example_torch.py"]),
}
REQUIRED = {name for name in os.environ.get("ARENA_VEC_REQUIRE_STACKS", "").split(",") if name}


def _installed(module: str, requirement: str) -> bool:
    try:
        found = importlib.util.find_spec(module) is not None
    except ImportError:  # a parent package that fails to import (a missing dependency)
        return False
    distribution, lowest = requirement.split(">=")
    return found and Version(importlib.metadata.version(distribution)) >= Version(lowest)


MISSING = {name for name, (module, needs, _) in STACKS.items() if not _installed(module, needs)}
collect_ignore = [file for name in MISSING for file in STACKS[name][2]]


def pytest_configure(config: pytest.Config) -> None:
    unknown = REQUIRED - STACKS.keys()
    if unknown:
        raise pytest.UsageError(
            f"ARENA_VEC_REQUIRE_STACKS names {sorted(unknown)}; allowed: {sorted(STACKS)}"
        )
    if REQUIRED & MISSING:
        raise pytest.UsageError(
            f"ARENA_VEC_REQUIRE_STACKS requires {sorted(REQUIRED & MISSING)}, which do not import "
            "or are too old (see STACKS in tests/conftest.py)"
        )


# The game every Python version tests. What the other games add (their parametrizations and
# their own folders, marker other_games) runs their compiled code through the same Python paths,
# so CI runs it on 3.11 only, not again on 3.10 and 3.13.
REFERENCE_GAME = "triad"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    others = set(all_games()) - {REFERENCE_GAME}
    for item in items:
        callspec = getattr(item, "callspec", None)
        tokens = set(re.split(r"[^a-z0-9]+", callspec.id)) if callspec is not None else set()
        if tokens & others or item.path.parent.name in others:
            item.add_marker(pytest.mark.other_games)
    mark_sweeps(items)


def mark_sweeps(items: list[pytest.Item]) -> None:
    """Marks ``sweep`` every case of a parametrized test but its first (the first of the
    reference game's, where a case names a game): the first case runs the test's Python path on
    every Python version, the rest of the sweep runs on 3.11 (pyproject's markers)."""
    seen: set[tuple[str, str]] = set()
    for item in items:
        if getattr(item, "callspec", None) is None or item.get_closest_marker("other_games"):
            continue
        function = (str(item.path), getattr(item, "originalname", item.name))
        if function in seen:
            item.add_marker(pytest.mark.sweep)
        seen.add(function)
    for item in items:
        function = (str(item.path), getattr(item, "originalname", item.name))
        if item.get_closest_marker("other_games") and function in seen:
            item.add_marker(pytest.mark.sweep)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for name in sorted(MISSING):
        module, requirement, files = STACKS[name]
        terminalreporter.write_line(
            f"{name} ({module}, {requirement}) is not installed: {', '.join(files)} not collected "
            "(see tests/conftest.py)"
        )


@pytest.fixture(scope="module")
def game() -> GameInfo:
    """The minimal fixture game (the contract's [game] table, 8 placeholder characters), read
    with tomllib only: the full validator would refuse its characters."""
    with FIXTURE_GAME.open("rb") as f:
        return parse_game(tomllib.load(f), FIXTURE_GAME)


def scripted_actions(num_envs: int, steps: int, num_actions: int, seed: int = 0) -> np.ndarray:
    """A fixed (steps, num_envs) action table, so every run sends the same actions."""
    return np.random.default_rng(seed).integers(0, num_actions, size=(steps, num_envs))
