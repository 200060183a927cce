"""The end condition of an :class:`~arena_vec.engine.episode_control.EpisodeControl`: clauses
over the env's own output leaves that cut an episode in a state the user names (stuck, or past
recovery), evaluated natively on every step (``native/core/episode_condition.cc``).

A clause is ``(leaf, op, value)``: ``leaf`` an observation or info leaf by its dotted name
(``"P1.health"``, ``"engine.p1_x"``; a leaf of several elements as ``"name[i]"``), ``op`` one of
:data:`OPS`. A comparison holds when the leaf's value (in the leaf's own units) compares so with
``value``; ``"unchanged"`` holds once the leaf has kept its value for ``value`` steps in a row.
Clauses combine by ``"any"`` or ``"all"``, and the combination must hold on ``steps``
consecutive steps. The structure is checked here; leaf names and each threshold's range
(within the leaf's bounds) are checked against the env when the control reaches a pool.

Example:
    >>> check_clauses([("P1.health", "<", 20), ("P2.x", "unchanged", 600)])
    (('P1.health', '<', 20), ('P2.x', 'unchanged', 600))
    >>> check_clauses([("P1.health", "=<", 20)])
    Traceback (most recent call last):
    ValueError: episode_control.end_when[0].op='=<' is not allowed; expected one of ('<', '<=', '>', '>=', '==', '!=', 'unchanged')
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from arena_vec.engine.checks import is_int, short_repr

MAX_STEPS = 2**31 - 1
OPS = ("<", "<=", ">", ">=", "==", "!=", "unchanged")
COMBINE = ("any", "all")

Clause = tuple[str, str, float]


def _refuse(name: str, value: Any, allowed: str) -> None:
    raise ValueError(
        f"episode_control.{name}={short_repr(value)} is not allowed; expected {allowed}"
    )


def _check_clause(i: int, clause: Any) -> Clause:
    name = f"end_when[{i}]"
    if isinstance(clause, (str, bytes)) or not isinstance(clause, Sequence) or len(clause) != 3:
        _refuse(name, clause, "a clause (leaf, op, value)")
    leaf, op, value = clause
    if not isinstance(leaf, str) or not leaf:
        _refuse(f"{name}.leaf", leaf, "an observation or info leaf name (a str)")
    if op not in OPS:
        _refuse(f"{name}.op", op, f"one of {OPS}")
    if op == "unchanged":
        if not is_int(value) or not 1 <= value <= MAX_STEPS:
            _refuse(f"{name}.value", value, f"a step count in 1..{MAX_STEPS} for 'unchanged'")
        return (leaf, op, int(value))
    if not (is_int(value) or isinstance(value, float)) or not math.isfinite(value):
        _refuse(f"{name}.value", value, "a finite number (in the leaf's range)")
    return (leaf, op, int(value) if is_int(value) else float(value))


def check_clauses(clauses: Any) -> tuple[Clause, ...]:
    """``clauses`` as a tuple of checked ``(leaf, op, value)`` tuples (ValueError naming
    ``episode_control.end_when[i]`` and what is allowed)."""
    if isinstance(clauses, (str, bytes)) or not isinstance(clauses, Sequence):
        _refuse("end_when", clauses, "a sequence of clauses (leaf, op, value)")
    return tuple(_check_clause(i, clause) for i, clause in enumerate(clauses))


def check_combination(clauses: tuple[Clause, ...], combine: Any, steps: Any) -> None:
    """ValueError unless ``combine`` and ``steps`` are allowed (and default without clauses)."""
    if combine not in COMBINE:
        _refuse("end_when_combine", combine, f"one of {COMBINE}")
    if not is_int(steps) or not 1 <= steps <= MAX_STEPS:
        _refuse("end_when_steps", steps, f"an int in 1..{MAX_STEPS}")
    if not clauses:
        if combine != "any":
            _refuse("end_when_combine", combine, "'any' without end_when")
        if steps != 1:
            _refuse("end_when_steps", steps, "1 without end_when")


def native_clauses(clauses: tuple[Clause, ...]) -> list[dict[str, Any]]:
    """The clauses as the native pool reads them."""
    return [{"leaf": leaf, "op": op, "value": value} for leaf, op, value in clauses]
