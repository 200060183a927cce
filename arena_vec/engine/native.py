"""The compiled extension, imported first (``arena_vec/__init__.py``) so that a missing build
fails with an ImportError that says what happened and how to get out of it, not a bare
``ModuleNotFoundError: arena_vec._native``.

The usual cause: ``python`` started in the repository root after ``pip install .`` imports the
source tree (the current directory comes first on ``sys.path``), which has no compiled module.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

try:
    _native = import_module("arena_vec._native")
except ModuleNotFoundError as error:
    if error.name != "arena_vec._native":
        raise
    _package = Path(__file__).resolve().parents[1]
    raise ImportError(
        f"arena_vec's compiled module (arena_vec._native) is missing from {_package}: Python "
        "imported arena_vec from a source tree that has not been built. Either run from another "
        "directory, so that the installed package is imported (after `pip install .`), or install "
        "for development with `pip install -e .`, which builds the module and keeps importing "
        "the Python sources from this tree."
    ) from None

EnvError = _native.EnvError
