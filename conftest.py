"""pytest at the repository's root: README.md and the pages of docs/ (pyproject's testpaths) are
test files, each Python code block one test (pytest-markdown-docs; a block fenced
```{.python notest} is skipped). Only markdown files: the plugin's own ``--markdown-docs`` would also
import every .py file under tests/ to read its docstrings, outside the import path those test
modules expect (their helper modules were not found)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_markdown_docs.plugin import MarkdownTextFile


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".md":
        return MarkdownTextFile.from_parent(parent, path=file_path)
    return None
