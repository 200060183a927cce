"""Where the docs' figures come from: perf/results/, one JSON file per result, read by name (one
place for the folder and for the error a page gets when its result is missing)."""

from __future__ import annotations

from pathlib import Path

RESULTS = Path(__file__).resolve().parents[2] / "perf" / "results"


def stored_text(filename: str, what: str) -> str:
    """perf/results/``filename``'s text; a KeyError naming ``what`` is missing."""
    path = RESULTS / filename
    if not path.is_file():
        raise KeyError(f"no {what} {filename} in perf/results")
    return path.read_text()
