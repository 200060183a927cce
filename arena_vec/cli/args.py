"""Argument types and the parser class shared by the subcommands: every bad argument ends the
command with one line naming the argument, the value and what is allowed (exit code 2)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr (no usage block), exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def bad_argument(parser: argparse.ArgumentParser, flag: str, message: str) -> NoReturn:
    """Ends the command with ``argument <flag>: <message>``, as argparse's own errors read."""
    parser.error(f"argument {flag}: {message}")


def int_at_least(low: int) -> Callable[[str], int]:
    """An argparse type: an int >= ``low``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < low:
            raise argparse.ArgumentTypeError(f"{text!r} is not allowed; expected an int >= {low}")
        return value

    parse.__name__ = f"int >= {low}"
    return parse


def positive_float(text: str) -> float:
    """An argparse type: a float > 0."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not allowed; expected a number > 0")
    return value


def add_pool_arguments(parser: argparse.ArgumentParser, num_envs: int) -> None:
    """``--seed``, ``--num-envs`` (default ``num_envs``) and ``--num-threads`` of a command that
    plays its games in one pool."""
    parser.add_argument("--seed", type=int_at_least(0), default=0)
    parser.add_argument("--num-envs", type=int_at_least(1), default=num_envs)
    parser.add_argument(
        "--num-threads", type=int_at_least(0), default=0, help="0 = choose for this host"
    )
