"""Griffe extension for the API pages: the package's docstrings title their doctest examples
``Example:``, which Google style reads as an admonition; this renames the title to
``Examples:`` so the examples render as code."""

from __future__ import annotations

import re
from typing import Any

import griffe

EXAMPLE_TITLE = re.compile(r"^(\s*)Example:$", re.MULTILINE)


class ExampleSections(griffe.Extension):
    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = EXAMPLE_TITLE.sub(r"\1Examples:", obj.docstring.value)
