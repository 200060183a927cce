#!/usr/bin/env python3
"""What pyproject.toml declares a package install needs: the base dependencies and the
requirements of the named extras, one per line with their markers. CI installs them into a
test venv while the wheels are still building, so installing a wheel later fetches nothing.

    python3 .ci/requirements.py test jax > requirements.txt
"""

from __future__ import annotations

import sys
from pathlib import Path

import tomllib

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def declared() -> tuple[list[str], dict[str, list[str]]]:
    """The base dependencies and every extra's requirements, as pyproject.toml lists them."""
    project = tomllib.loads(PYPROJECT.read_text())["project"]
    return project["dependencies"], project["optional-dependencies"]


def check_extras(names: list[str], extras: dict[str, list[str]]) -> None:
    """Exits 2 naming the extras pyproject.toml does not declare."""
    unknown = sorted(set(names) - set(extras))
    if unknown:
        print(f"unknown extra(s) {unknown}; the extras are {sorted(extras)}", file=sys.stderr)
        sys.exit(2)


def main(names: list[str]) -> None:
    base, extras = declared()
    check_extras(names, extras)
    print("\n".join([*base, *(r for name in names for r in extras[name])]))


if __name__ == "__main__":
    main(sys.argv[1:])
