"""The compiled extension, and the only module that imports it: everything else reaches the
native code through the names here (``open_pool`` in ``engine.pool`` builds every pool).

It is imported first (``arena_vec/__init__.py``) so that a missing build fails with an
ImportError that says what happened and how to get out of it, not a bare
``ModuleNotFoundError: arena_vec._native``. The usual cause: ``python`` started in the
repository root after ``pip install .`` imports the source tree (the current directory comes
first on ``sys.path``), which has no compiled module.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena_vec import _native  # the type checker reads arena_vec/_native.pyi
else:
    try:
        _native = import_module("arena_vec._native")
    except ModuleNotFoundError as error:
        if error.name != "arena_vec._native":
            raise
        _package = Path(__file__).resolve().parents[1]
        raise ImportError(
            f"arena_vec's compiled module (arena_vec._native) is missing from {_package}: "
            "Python imported arena_vec from a source tree that has not been built. Either run "
            "from another directory, so that the installed package is imported (after `pip "
            "install .`), or install for development with `pip install -e .`, which builds the "
            "module and keeps importing the Python sources from this tree."
        ) from None

EnvError = _native.EnvError
BatchPool = _native.BatchPool  # opened only by engine.pool.open_pool


def game_spec(game: str, config: dict[str, Any]) -> dict[str, Any]:
    """The native spec of ``game`` built with ``config`` (leaves, action sizes, render shape)."""
    return _native.game_spec(game, config)


def native_games() -> list[str]:
    """Names of every game the native module registers."""
    return [name for name, _ in _native.games()]


def xla_targets() -> dict[str, Any] | None:
    """The XLA FFI handlers by name, or None when the module was built without them."""
    return _native.xla_targets() if hasattr(_native, "xla_targets") else None


def xla_handle_tag() -> int:
    """The tag that marks a pool handle passed to the XLA handlers."""
    return int(_native.XLA_HANDLE_TAG)
