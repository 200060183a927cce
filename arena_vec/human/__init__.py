"""Human play: the pygame-ce window (``arena_vec.display``, re-exported), keyboard and gamepad
controllers mapped to a game's action table, agents to play against or watch, the hand-over
of player 1 between an agent and a human (:class:`Handover`, Tab), and :func:`play` (the
``arena-vec play`` command).

Importing this package does not import pygame (the ``human`` extra); opening a window does.

Example:
    >>> import arena_vec
    >>> env = arena_vec.make("triad", render_mode="human")      # doctest: +SKIP
"""

from __future__ import annotations

from arena_vec.display import HumanWindow
from arena_vec.human.agents import (
    ActionHistory,
    FeatureLags,
    MlpPolicy,
    PolicyActor,
    PolicyInputs,
    RamFeatures,
    load_agent,
    reset_agent,
)
from arena_vec.human.controls import (
    P1_KEYS,
    P2_KEYS,
    ActionMap,
    Controller,
    GamepadController,
    KeyboardController,
)
from arena_vec.human.handover import HANDOVER_KEY, Handover
from arena_vec.human.play import MODES, play

__all__ = [
    "HANDOVER_KEY",
    "MODES",
    "P1_KEYS",
    "P2_KEYS",
    "ActionHistory",
    "ActionMap",
    "Controller",
    "FeatureLags",
    "GamepadController",
    "Handover",
    "HumanWindow",
    "KeyboardController",
    "MlpPolicy",
    "PolicyActor",
    "PolicyInputs",
    "RamFeatures",
    "load_agent",
    "play",
    "reset_agent",
]
