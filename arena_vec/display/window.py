"""The pygame-ce window of ``render_mode="human"``: the native frame scaled up, paced to a
number of env steps per second (60 / step_ratio for the fighting games), closed cleanly.

Each :meth:`HumanWindow.show` handles the window's pending events first: closing the window or
pressing Escape marks it ``closed`` (the play loop stops; an env keeps stepping without
drawing), and every event goes to the listeners (the keyboard and gamepad controllers). pygame
is imported when the first window opens (the ``human`` extra), never by ``import arena_vec``.

No display: when ``SDL_VIDEODRIVER`` is not set and SDL falls back to a headless video driver
(``offscreen`` or ``dummy``: on Linux, neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` is set), a
window would be invisible, so :class:`HumanWindow` raises :class:`NoDisplayError` instead. An
explicit ``SDL_VIDEODRIVER`` is trusted: tests run headless with ``SDL_VIDEODRIVER=dummy``.

Example:
    >>> window = HumanWindow("Triad", steps_per_second=10)      # doctest: +SKIP
    >>> window.show(env.render())                                # doctest: +SKIP
    >>> window.close()                                           # doctest: +SKIP
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np

DEFAULT_SCALE = 3
HEADLESS_DRIVERS = ("offscreen", "dummy")


class NoDisplayError(RuntimeError):
    """No display to show a window on: SDL fell back to a headless video driver."""


def import_pygame() -> Any:
    """pygame (from pygame-ce), or ImportError saying how to install it."""
    try:
        import pygame
    except ModuleNotFoundError as error:
        raise ImportError(
            'render_mode="human" and arena-vec play need pygame-ce: pip install "arena_vec[human]"'
        ) from error
    return pygame


def check_display(pygame: Any) -> None:
    """NoDisplayError when SDL picked a headless video driver that ``SDL_VIDEODRIVER`` did not
    ask for; pygame's display is closed again first."""
    driver = pygame.display.get_driver()
    if os.environ.get("SDL_VIDEODRIVER") or driver not in HEADLESS_DRIVERS:
        return
    pygame.display.quit()
    raise NoDisplayError(
        f"no display found (SDL fell back to its {driver!r} video driver): run from a desktop "
        "session or set DISPLAY (X11) or WAYLAND_DISPLAY; SDL_VIDEODRIVER=dummy runs headless"
    )


class HumanWindow:
    """One window showing RGB frames at ``scale`` times their size.

    Attributes:
        closed: True once the user closed the window (or pressed Escape), or after close().

    Raises:
        NoDisplayError: no display was found (see the module's docstring).
    """

    def __init__(self, title: str, steps_per_second: float, scale: int = DEFAULT_SCALE) -> None:
        if not isinstance(scale, int) or isinstance(scale, bool) or not 1 <= scale <= 8:
            raise ValueError(f"scale={scale!r} is invalid; allowed an int in [1, 8]")
        if not steps_per_second > 0:
            raise ValueError(f"steps_per_second={steps_per_second!r} is invalid; must be > 0")
        self._pygame = import_pygame()
        self._pygame.display.init()
        check_display(self._pygame)
        self._pygame.joystick.init()
        self.title = title
        self.steps_per_second = float(steps_per_second)
        self.scale = scale
        self.closed = False
        self._screen: Any = None
        self._clock = self._pygame.time.Clock()
        self._listeners: list[Callable[[Any], None]] = []

    def set_title(self, title: str) -> None:
        """The window's title (shown from the first frame on)."""
        self.title = title
        if self._screen is not None:
            self._pygame.display.set_caption(title)

    def add_listener(self, listener: Callable[[Any], None]) -> None:
        """Calls ``listener(event)`` for every window event from now on."""
        self._listeners.append(listener)

    def poll(self) -> None:
        """Handles pending events: close requests, then the listeners."""
        if self.closed:
            return
        pygame = self._pygame
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
            ):
                self.close()
                return
            for listener in self._listeners:
                listener(event)

    def show(self, rgb: np.ndarray) -> None:
        """Draws one HxWx3 frame, then waits for the step's time slot (pacing)."""
        self.poll()
        if self.closed:
            return
        pygame = self._pygame
        height, width = rgb.shape[:2]
        size = (width * self.scale, height * self.scale)
        if self._screen is None:
            self._screen = pygame.display.set_mode(size)
            pygame.display.set_caption(self.title)
        surface = pygame.surfarray.make_surface(np.ascontiguousarray(rgb.swapaxes(0, 1)))
        self._screen.blit(pygame.transform.scale(surface, size), (0, 0))
        pygame.display.flip()
        self._clock.tick(self.steps_per_second)

    def screenshot(self) -> np.ndarray:
        """The window's content as an RGB array (HxWx3), scaled as shown."""
        if self._screen is None:
            raise RuntimeError("nothing shown yet")
        return self._pygame.surfarray.array3d(self._screen).swapaxes(0, 1).copy()

    def close(self) -> None:
        """Closes the window (idempotent)."""
        if self._screen is not None or not self.closed:
            self._pygame.display.quit()
        self._screen = None
        self.closed = True
