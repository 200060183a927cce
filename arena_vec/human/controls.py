"""Keyboard and gamepad controllers: held directions and buttons mapped to a game's action.

A controller follows the window's events (key / joystick down and up) and keeps what is held,
so scripted events drive it exactly as real keys do. Presses are latched until the next
:meth:`Controller.action`: a tap shorter than one env step (down and up between two steps)
still counts as held for that step. :meth:`Controller.action` maps the held
direction to the game's move (DIAMBRA's absolute directions: Left, UpLeft, ..., DownLeft) and
the held buttons to the attack entry with exactly those buttons (combinations like
``Punch+Kick`` when the action space has them, otherwise the first held button). A Discrete
action space takes one move or one attack per step, as DIAMBRA's does: an attack wins.

Layouts: ``P1_KEYS`` (WASD, then J K L U I O for the game's buttons in order), ``P2_KEYS``
(arrows, then , . / ; ' [ ), for two players on one keyboard. A gamepad uses its hat or left
stick and buttons 0, 1, 2, ... for the game's buttons.

Example:
    >>> from arena_vec.fighting.games import game_info
    >>> pad = KeyboardController(ActionMap(game_info("triad"), discrete=False), P1_KEYS)  # doctest: +SKIP
    >>> pad.action()                                                                      # doctest: +SKIP
    array([0, 0])
"""

from __future__ import annotations

from typing import Any

import numpy as np

from arena_vec.fighting.games import GameInfo

P1_KEYS = {
    "directions": ("a", "d", "w", "s"),  # left, right, up, down
    "buttons": ("j", "k", "l", "u", "i", "o"),
}
P2_KEYS = {
    "directions": ("left", "right", "up", "down"),
    "buttons": (",", ".", "/", ";", "'", "["),
}
# (dx, dy) -> move label, dy = +1 is up.
MOVES = {
    (0, 0): "NoMove",
    (-1, 0): "Left",
    (-1, 1): "UpLeft",
    (0, 1): "Up",
    (1, 1): "UpRight",
    (1, 0): "Right",
    (1, -1): "DownRight",
    (0, -1): "Down",
    (-1, -1): "DownLeft",
}
STICK_DEAD_ZONE = 0.5


class ActionMap:
    """A game's action table: (direction, held buttons) -> the agent's action."""

    def __init__(self, game: GameInfo, discrete: bool, combinations: bool = True) -> None:
        self.buttons = game.buttons
        self.discrete = discrete
        self._moves = {label: i for i, label in enumerate(game.moves)}
        entries = game.attacks[: game.n_attacks(combinations)]
        self._attacks = {frozenset(buttons): i for i, buttons in enumerate(entries)}
        self._n_moves = game.n_moves

    def action(self, dx: int, dy: int, held: list[str]) -> Any:
        """The action for a direction (-1/0/1 each) and the held buttons (in press order)."""
        move = self._moves[MOVES[(dx, dy)]]
        attack = self._attacks.get(frozenset(held))
        if attack is None:  # a combination the action space lacks: the first held button
            attack = next(
                (self._attacks[frozenset([b])] for b in held if frozenset([b]) in self._attacks),
                0,
            )
        if self.discrete:
            return self._n_moves + attack - 1 if attack else move
        return np.array([move, attack], dtype=np.int64)


class Controller:
    """What a player holds; subclasses turn window events into it."""

    def __init__(self, actions: ActionMap) -> None:
        self.actions = actions
        self.left = self.right = self.up = self.down = False
        self.held: list[str] = []  # buttons, in press order
        self._tapped_directions: set[str] = set()  # pressed since the last action()
        self._tapped_buttons: list[str] = []

    def handle(self, event: Any) -> None:
        """Takes one window event (a pygame event); subclasses read their device's."""

    def press(self, button: str, down: bool) -> None:
        if down and button not in self.held:
            self.held.append(button)
            if button not in self._tapped_buttons:
                self._tapped_buttons.append(button)
        elif not down and button in self.held:
            self.held.remove(button)

    def point(self, direction: str, down: bool) -> None:
        """Holds or releases one of "left", "right", "up", "down"."""
        if down and not getattr(self, direction):
            self._tapped_directions.add(direction)
        setattr(self, direction, down)

    def action(self) -> Any:
        """The action for what is held now and what was pressed since the last call."""
        pressed = {d for d in ("left", "right", "up", "down") if getattr(self, d)}
        pressed |= self._tapped_directions
        buttons = self.held + [b for b in self._tapped_buttons if b not in self.held]
        self._tapped_directions.clear()
        self._tapped_buttons.clear()
        dx = int("right" in pressed) - int("left" in pressed)
        dy = int("up" in pressed) - int("down" in pressed)
        return self.actions.action(dx, dy, buttons)


class KeyboardController(Controller):
    """A player on the keyboard, with a layout like :data:`P1_KEYS`."""

    def __init__(self, actions: ActionMap, layout: dict[str, tuple[str, ...]]) -> None:
        super().__init__(actions)
        import pygame

        keys = [pygame.key.key_code(name) for name in layout["directions"]]
        self._directions = dict(zip(keys, ("left", "right", "up", "down"), strict=True))
        codes = [pygame.key.key_code(name) for name in layout["buttons"]]
        self._buttons = dict(zip(codes, actions.buttons, strict=False))
        self._down, self._up = pygame.KEYDOWN, pygame.KEYUP

    def handle(self, event: Any) -> None:
        if event.type not in (self._down, self._up):
            return
        down = event.type == self._down
        if event.key in self._directions:
            self.point(self._directions[event.key], down)
        elif event.key in self._buttons:
            self.press(self._buttons[event.key], down)


class GamepadController(Controller):
    """A player on gamepad ``joystick`` (its pygame instance id): hat or left stick, buttons."""

    def __init__(self, actions: ActionMap, joystick: int = 0) -> None:
        super().__init__(actions)
        import pygame

        self._pygame = pygame
        self.joystick = joystick

    def handle(self, event: Any) -> None:
        pygame = self._pygame
        if getattr(event, "instance_id", None) != self.joystick:
            return
        if event.type == pygame.JOYHATMOTION:
            x, y = event.value
            held = (x < 0, x > 0, y < 0, y > 0)
            for direction, down in zip(("left", "right", "down", "up"), held, strict=True):
                self.point(direction, down)
        elif event.type == pygame.JOYAXISMOTION and event.axis in (0, 1):
            low, high = event.value <= -STICK_DEAD_ZONE, event.value >= STICK_DEAD_ZONE
            pair = ("left", "right") if event.axis == 0 else ("up", "down")  # stick y points down
            self.point(pair[0], low)
            self.point(pair[1], high)
        elif event.type in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP) and event.button < len(
            self.actions.buttons
        ):
            self.press(self.actions.buttons[event.button], event.type == pygame.JOYBUTTONDOWN)
