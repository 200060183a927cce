"""The ``>>>`` examples in the package's docstrings (the API pages of the docs show them) run
against the installed package, one test per module that has any: a module whose optional
dependency is not installed is skipped, naming it."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import pkgutil
from pathlib import Path

import pytest

import arena_vec


def modules_with_examples() -> list[str]:
    """Every module of the installed package whose source holds a ``>>>`` example."""
    found = []
    for info in pkgutil.walk_packages(arena_vec.__path__, "arena_vec."):
        spec = importlib.util.find_spec(info.name)
        origin = spec.origin if spec else None
        if origin and origin.endswith(".py") and ">>>" in Path(origin).read_text():
            found.append(info.name)
    return found


@pytest.mark.parametrize("name", modules_with_examples())
def test_docstring_examples_run(name: str) -> None:
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        pytest.skip(f"{name} needs {error.name}, not installed")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
