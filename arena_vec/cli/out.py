"""The ``--out DIR`` of the commands that write their results (JSON, markdown and a PNG plot):
the flag, its check and the writing, with the plot skipped (said on stderr) without matplotlib."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from arena_vec.cli.args import bad_argument


def add_out(parser: argparse.ArgumentParser) -> None:
    """The optional ``--out DIR`` flag."""
    parser.add_argument("--out", type=Path, metavar="DIR", help="write JSON, markdown and PNG here")


def check_out(parser: argparse.ArgumentParser, out: Path | None) -> None:
    """Exits with a usage error when ``--out`` names something that is not a directory."""
    if out is not None and out.exists() and not out.is_dir():
        bad_argument(parser, "--out", f"{str(out)!r} exists and is not a directory")


def write_results(stem: Path, json_text: str, table: str, plot: Callable[[Path], object]) -> None:
    """Writes ``stem``.json and .md, and .png by ``plot(path)``; prints what was written."""
    stem.parent.mkdir(parents=True, exist_ok=True)
    stem.with_suffix(".json").write_text(json_text + "\n")
    stem.with_suffix(".md").write_text(table)
    written = [stem.with_suffix(".json"), stem.with_suffix(".md")]
    try:
        plot(stem.with_suffix(".png"))
        written.append(stem.with_suffix(".png"))
    except ImportError as error:
        print(f"no plot: {error}", file=sys.stderr)
    print("wrote " + ", ".join(str(path) for path in written))
