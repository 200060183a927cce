"""Extension points through which the upper layers join ``make`` and ``make_vec``.

Imports point down (tests/test_package.py): the fighting and envs layers cannot import
``arena_vec.recording`` (episode recording) or ``arena_vec.human`` (the pygame window). Those
packages fill the slots here instead, and ``arena_vec/__init__`` installs them, so they are in
place before any env is made. Neither package imports its heavy dependency (minari, pyarrow,
pygame) until a recording or a window is actually opened.

Example:
    >>> from arena_vec.fighting.extensions import extension
    >>> record_env = extension("record_env")     # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SLOTS = (
    "record_env",  # (env: FightingEnv, RecordingSettings) -> gym.Env that records it
    "record_vector",  # (envs: ArenaVectorEnv, RecordingSettings) -> VectorEnv that records
    "human_window",  # (title: str, steps_per_second: float) -> window with show(rgb), close()
)

_installed: dict[str, Callable[..., Any]] = {}


def install(slot: str, function: Callable[..., Any]) -> None:
    """Fills ``slot`` (one of :data:`SLOTS`); installing again replaces the function."""
    if slot not in SLOTS:
        raise ValueError(f"slot={slot!r} is invalid; allowed {list(SLOTS)}")
    _installed[slot] = function


def extension(slot: str) -> Callable[..., Any]:
    """The function installed in ``slot``; RuntimeError if ``arena_vec`` did not install it."""
    if slot not in _installed:
        raise RuntimeError(
            f"the {slot!r} extension is not installed: import arena_vec (its __init__ installs "
            "the recording and human-play extensions)"
        )
    return _installed[slot]
