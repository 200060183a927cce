"""Human-in-the-loop control of player 1: a human's controller and an agent share the side, and
a key (Tab) hands control from one to the other mid-episode, for DAgger-style correction data.

The agent starts in control; each Tab press (a window event) switches who acts from the next
step on. The window's title says who is in control. :attr:`Handover.actor` is ``"agent"`` or
``"human"``; ``play`` records it with every step (the recording's ``actor`` info).

Example:
    >>> handover = Handover(controller, agent, window)      # doctest: +SKIP
    >>> window.add_listener(handover.handle)                 # doctest: +SKIP
    >>> action = handover(obs)                               # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena_vec.display import HumanWindow
from arena_vec.human.agents import reset_agent
from arena_vec.human.controls import Controller

HANDOVER_KEY = "tab"
ACTORS = ("agent", "human")


class Handover:
    """Player 1's action from the agent or, after a Tab press, from the human (and back)."""

    def __init__(
        self, controller: Controller, agent: Callable[[Any], Any], window: HumanWindow
    ) -> None:
        import pygame

        self.controller = controller
        self.agent = agent
        self.actor = ACTORS[0]
        self._window = window
        self._title = window.title
        self._key = pygame.key.key_code(HANDOVER_KEY)
        self._keydown = pygame.KEYDOWN
        self._show_actor()

    def handle(self, event: Any) -> None:
        """A window event: a Tab press hands control over."""
        if event.type == self._keydown and event.key == self._key:
            self.actor = ACTORS[1 - ACTORS.index(self.actor)]
            self._show_actor()

    def __call__(self, obs: Any) -> Any:
        """The action of whoever is in control; the human's keys are read (and their taps
        cleared) every step, so presses made while the agent played do not carry over."""
        human = self.controller.action()
        return human if self.actor == "human" else self.agent(obs)

    def reset(self) -> None:
        """A new episode for the agent (:func:`~arena_vec.human.agents.reset_agent`)."""
        reset_agent(self.agent)

    def _show_actor(self) -> None:
        hint = "take over" if self.actor == "agent" else "hand back"
        self._window.set_title(f"{self._title} - P1: {self.actor} (Tab: {hint})")
