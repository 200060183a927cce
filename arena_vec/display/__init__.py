"""What ``render_mode="human"`` shows: the pygame-ce window (:class:`HumanWindow`) that
``arena_vec.make`` opens and ``arena-vec replay`` draws in. Importing it does not import pygame
(the ``human`` extra); opening a window does."""

from __future__ import annotations

from arena_vec.display.window import HumanWindow, NoDisplayError

__all__ = ["HumanWindow", "NoDisplayError"]
