"""The version is written once (arena_vec/_version.py): ``arena_vec.__version__``, ``arena-vec
--version``, the installed distribution's metadata (where installed) and CHANGELOG.md agree."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path

import pytest

import arena_vec

ROOT = Path(__file__).resolve().parents[1]


def test_version_is_a_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", arena_vec.__version__)


def test_version_flag_prints_the_package_version(tmp_path: Path) -> None:
    # Run outside the repository: from its root, `-m arena_vec` would find the unbuilt sources.
    out = subprocess.run(
        [sys.executable, "-m", "arena_vec", "--version"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    )
    assert out.stdout == f"arena-vec {arena_vec.__version__}\n"


def test_installed_metadata_matches_the_source() -> None:
    """In CI the package is installed: its metadata version comes from _version.py by the build
    backend's regex. Run from a source tree without an install, there is nothing to compare."""
    try:
        installed = importlib.metadata.version("arena_vec")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("arena_vec is not installed (run from the source tree)")
    assert installed == arena_vec.__version__


def test_changelog_has_a_section_for_this_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text()
    assert f"## [{arena_vec.__version__}]" in changelog
