"""A pytest plugin (tests/conftest.py loads it): the pages of docs/ are test files, each Python
code block one test (pytest-markdown-docs; a block fenced ```{.python notest} is skipped);
tests/test_docs.py runs README.md's blocks. A plugin, not a conftest.py beside the pages: pytest
puts a conftest's folder first on sys.path and imports it as the module `conftest`, where the
tests' own `from conftest import ...` would then find it (and a root conftest.py would make the
tests import the unbuilt source tree instead of the installed package). Only markdown files:
the plugin's own ``--markdown-docs`` would also import every .py file under tests/ to read its
docstrings, outside the import path those test modules expect."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_markdown_docs.plugin import MarkdownTextFile


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".md":
        return MarkdownTextFile.from_parent(parent, path=file_path)
    return None
