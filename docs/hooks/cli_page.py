"""The CLI reference, generated from the parser ``arena-vec`` itself builds
(``arena_vec.cli.main.build_parser``): each command's ``--help`` text, so no flag is retyped."""

from __future__ import annotations

import os

from arena_vec.cli.main import build_parser

WIDTH = "100"  # argparse wraps help text at $COLUMNS


def _help(parser) -> str:  # type: ignore[no-untyped-def]
    previous = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = WIDTH
    try:
        return parser.format_help().rstrip()
    finally:
        if previous is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = previous


def cli_reference() -> str:
    parser, subcommands = build_parser()
    parts = ["## arena-vec", "", "```text", _help(parser), "```", ""]
    for name, sub in subcommands.items():
        parts += [f"## arena-vec {name}", "", "```text", _help(sub), "```", ""]
    return "\n".join(parts)
