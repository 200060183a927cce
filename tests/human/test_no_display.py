"""The no-display rule: SDL falling back to a headless video driver by itself is no display
(NoDisplayError, nothing left open); an explicit ``SDL_VIDEODRIVER`` is trusted, headless or not."""

from __future__ import annotations

import pygame
import pytest

from arena_vec.display import HumanWindow, NoDisplayError


def no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    """A process with no display and no video driver asked for."""
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)


def test_a_fallback_to_a_headless_driver_is_no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    no_display(monkeypatch)
    with pytest.raises(NoDisplayError, match=r"^no display found \(SDL fell back to its '"):
        HumanWindow("x", 10)
    assert not pygame.display.get_init()


@pytest.mark.parametrize("driver", ["dummy", "offscreen"])
def test_an_explicit_headless_driver_is_trusted(
    monkeypatch: pytest.MonkeyPatch, driver: str
) -> None:
    no_display(monkeypatch)
    monkeypatch.setenv("SDL_VIDEODRIVER", driver)
    window = HumanWindow("x", 1000)
    assert pygame.display.get_driver() == driver
    window.close()
