"""Running an example script of examples/ as a user does (``python examples/<name>``), with
small arguments, and reading back the lines it printed; or importing one, to test its functions."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path
from types import ModuleType

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run_example(name: str, *args: str, timeout: float = 240) -> list[str]:
    """The example's printed lines (it must exit 0)."""
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / name), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout.splitlines()


def import_example(name: str) -> ModuleType:
    """The module of ``examples/<name>.py``, imported as its script imports its siblings (with
    examples/ on ``sys.path``)."""
    if str(EXAMPLES) not in sys.path:
        sys.path.insert(0, str(EXAMPLES))
    return importlib.import_module(name)
