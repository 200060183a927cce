"""The commands' progress bars: tqdm (a default dependency) on stderr while a command runs,
none under ``--quiet`` or when stderr is not a terminal (a pipe, a file, a CI log)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager


def add_quiet(parser: argparse.ArgumentParser) -> None:
    """The ``--quiet`` flag of a command that shows a progress bar."""
    parser.add_argument(
        "--quiet", action="store_true", help="no progress bar (none either without a terminal)"
    )


def shown(quiet: bool) -> bool:
    """Whether a bar is shown: not ``--quiet`` and stderr is a terminal."""
    return not quiet and sys.stderr.isatty()


@contextmanager
def progress_bar(total: int, label: str, unit: str, quiet: bool) -> Iterator[Callable[..., object]]:
    """Yields ``advance(n=1)`` of a bar of ``total`` ``unit``s (it does nothing when no bar is
    shown)."""
    from tqdm import tqdm

    with tqdm(
        total=total,
        desc=label,
        unit=unit,
        file=sys.stderr,
        disable=not shown(quiet),
        smoothing=0.05,
    ) as bar:
        yield bar.update
