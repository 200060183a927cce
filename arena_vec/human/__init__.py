"""Human play: the pygame-ce window behind ``render_mode="human"``, keyboard and gamepad
controllers mapped to a game's action table, agents to play against, and :func:`play` (the
``arena-vec play`` command).

Importing this package does not import pygame (the ``human`` extra); opening a window does.

Example:
    >>> import arena_vec
    >>> env = arena_vec.make("triad", render_mode="human")      # doctest: +SKIP
"""

from __future__ import annotations

from arena_vec.fighting.extensions import install
from arena_vec.human.agents import MlpPolicy, RamFeatures, load_agent
from arena_vec.human.controls import (
    P1_KEYS,
    P2_KEYS,
    ActionMap,
    Controller,
    GamepadController,
    KeyboardController,
)
from arena_vec.human.play import MODES, play
from arena_vec.human.window import HumanWindow


def install_human_rendering() -> None:
    """Lets ``make(..., render_mode="human")`` open a window (``arena_vec/__init__`` calls it)."""
    install("human_window", HumanWindow)


__all__ = [
    "MODES",
    "P1_KEYS",
    "P2_KEYS",
    "ActionMap",
    "Controller",
    "GamepadController",
    "HumanWindow",
    "KeyboardController",
    "MlpPolicy",
    "RamFeatures",
    "install_human_rendering",
    "load_agent",
    "play",
]
