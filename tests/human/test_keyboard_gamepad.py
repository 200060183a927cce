"""Keyboard and gamepad controllers, driven by scripted pygame events, give the game's actions."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from arena_vec.fighting.games import game_info
from arena_vec.human import (
    P1_KEYS,
    P2_KEYS,
    ActionMap,
    GamepadController,
    KeyboardController,
)

GAME = game_info("triad")  # moves: NoMove Left UpLeft Up UpRight Right DownRight Down DownLeft


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    yield
    pygame.display.quit()


def keys(controller, *events: tuple[str, bool]) -> None:
    for name, down in events:
        kind = pygame.KEYDOWN if down else pygame.KEYUP
        controller.handle(pygame.event.Event(kind, key=pygame.key.key_code(name)))


def test_keyboard_maps_directions_and_buttons_to_multidiscrete() -> None:
    pad = KeyboardController(ActionMap(GAME, discrete=False), P1_KEYS)
    assert pad.action().tolist() == [0, 0]
    keys(pad, ("d", True), ("k", True))  # right + Punch
    assert pad.action().tolist() == [5, 2]
    keys(pad, ("s", True), ("l", True))  # down-right + Punch+Kick (a combination)
    assert pad.action().tolist() == [6, GAME.attacks.index(("Punch", "Kick"))]
    keys(pad, ("d", False), ("a", True), ("k", False), ("l", False), ("j", True))
    assert pad.action().tolist() == [8, 1]  # down-left + Hold
    keys(pad, ("a", False), ("s", False), ("j", False))
    assert pad.action().tolist() == [0, 0]


def test_without_combinations_the_first_held_button_counts() -> None:
    pad = KeyboardController(ActionMap(GAME, discrete=False, combinations=False), P1_KEYS)
    keys(pad, ("l", True), ("k", True))  # Kick then Punch: no Kick+Punch entry
    assert pad.action().tolist() == [0, 3]


def test_discrete_takes_one_move_or_one_attack() -> None:
    pad = KeyboardController(ActionMap(GAME, discrete=True), P2_KEYS)
    keys(pad, ("up", True))
    assert pad.action() == 3
    keys(pad, (".", True))  # Punch wins over the move
    assert pad.action() == GAME.n_moves + 2 - 1
    assert GAME.discrete_actions()[pad.action()] == "Punch"


def test_player_two_layout_ignores_player_one_keys() -> None:
    pad = KeyboardController(ActionMap(GAME, discrete=False), P2_KEYS)
    keys(pad, ("d", True), ("k", True))
    assert pad.action().tolist() == [0, 0]
    keys(pad, ("left", True), ("/", True))
    assert pad.action().tolist() == [1, 3]


def test_gamepad_hat_stick_and_buttons() -> None:
    pad = GamepadController(ActionMap(GAME, discrete=False), joystick=0)
    pad.handle(pygame.event.Event(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(1, 1)))
    pad.handle(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, button=2))
    assert pad.action().tolist() == [4, 3]  # up-right + Kick
    pad.handle(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=1, button=0))  # other pad
    pad.handle(pygame.event.Event(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0)))
    pad.handle(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=0.9))
    pad.handle(pygame.event.Event(pygame.JOYBUTTONUP, instance_id=0, button=2))
    assert pad.action().tolist() == [7, 0]  # stick down, nothing held
    assert np.all(pad.action() >= 0)


def test_presses_are_latched_until_the_next_action() -> None:
    pad = KeyboardController(ActionMap(GAME, discrete=False), P1_KEYS)
    keys(pad, ("w", True), ("w", False), ("j", True), ("j", False))
    assert pad.action().tolist() == [3, 1]  # up + Hold, both released before the step
    assert pad.action().tolist() == [0, 0]  # the latch lasts one step
    stick = GamepadController(ActionMap(GAME, discrete=False), joystick=0)
    stick.handle(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, axis=0, value=-1.0))
    stick.handle(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, axis=0, value=0.0))
    stick.handle(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, button=1))
    stick.handle(pygame.event.Event(pygame.JOYBUTTONUP, instance_id=0, button=1))
    assert stick.action().tolist() == [1, 2]  # left + Punch
    assert stick.action().tolist() == [0, 0]
