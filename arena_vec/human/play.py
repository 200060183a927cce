"""Human play in a window: a human against the CPU (``"cpu"``), two humans on one keyboard
(``"versus"``), or a human against an agent (``"agent"``: any callable ``obs -> action``, a
``module:function`` name or a saved policy ``.npz``).

The env is ``make(game, ..., render_mode="human")``: frames are shown at their native size
times 3, paced to 60 / step_ratio steps per second. Player 1 (agent_0, side P1) uses
``P1_KEYS`` or the first gamepad, player 2 ``P2_KEYS`` or the second. Play stops after
``episodes`` episodes, after ``max_steps`` steps, or when the window is closed (Escape too),
and the env is always closed. With ``recording`` set, every episode is recorded as by ``make``.

Example:
    >>> from arena_vec.human import play
    >>> returns = play("triad", "cpu", difficulty=2)        # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena_vec.builder import make
from arena_vec.engine.checks import check_int
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    RecordingSettings,
    Roles,
    SpaceTypes,
)
from arena_vec.human.agents import load_agent
from arena_vec.human.controls import (
    P1_KEYS,
    P2_KEYS,
    ActionMap,
    Controller,
    GamepadController,
    KeyboardController,
)

MODES = ("cpu", "versus", "agent")


def _settings(mode: str, difficulty: int | None, step_ratio: int) -> Any:
    if mode == "cpu":
        return EnvironmentSettings(step_ratio=step_ratio, difficulty=difficulty, role=Roles.P1)
    return EnvironmentSettingsMultiAgent(step_ratio=step_ratio, role=(Roles.P1, Roles.P2))


def _controller(game: str, player: int, gamepad: bool) -> Controller:
    actions = ActionMap(game_info(game), discrete=False)
    if not gamepad:
        return KeyboardController(actions, P1_KEYS if player == 0 else P2_KEYS)
    import pygame

    if pygame.joystick.get_count() <= player:
        raise ValueError(
            f"gamepad=True needs {player + 1} gamepad(s); {pygame.joystick.get_count()} found"
        )
    stick = pygame.joystick.Joystick(player)
    return GamepadController(actions, stick.get_instance_id())


def play(
    game: str = "triad",
    mode: str = "cpu",
    *,
    agent: Callable[[Any], Any] | str | None = None,
    gamepad: bool = False,
    difficulty: int | None = None,
    step_ratio: int = 6,
    episodes: int = 1,
    max_steps: int | None = None,
    seed: int | None = None,
    recording: RecordingSettings | None = None,
    on_step: Callable[[Any], None] | None = None,
) -> list[float]:
    """Plays in a window; returns each finished episode's return (player 1's view).

    ``on_step(env)`` runs after every step (tests post scripted key events from it).
    """
    if mode not in MODES:
        raise ValueError(f"mode={mode!r} is invalid; allowed {list(MODES)}")
    if (agent is None) != (mode != "agent"):
        raise ValueError(f"agent={agent!r} is invalid: an agent is needed for mode 'agent' only")
    if difficulty is not None and mode != "cpu":
        raise ValueError(f"difficulty={difficulty!r} is invalid for mode {mode!r}: 1P (cpu) only")
    check_int("episodes", episodes, 1)
    if max_steps is not None:
        check_int("max_steps", max_steps, 1)
    settings = _settings(mode, difficulty, step_ratio)
    if mode != "cpu":
        settings.action_space = (SpaceTypes.MULTI_DISCRETE, SpaceTypes.MULTI_DISCRETE)
    env: Any = make(game, settings, episode_recording_settings=recording, render_mode="human")
    try:
        window = env.unwrapped.window
        players = [_controller(game, 0, gamepad)]
        if mode == "versus":
            players.append(_controller(game, 1, gamepad))
        for controller in players:
            window.add_listener(controller.handle)
        opponent = (
            load_agent(agent, env.observation_space, "P2") if isinstance(agent, str) else agent
        )
        return _loop(env, players, opponent, episodes, max_steps, seed, on_step)
    finally:
        env.close()


def _loop(
    env: Any,
    players: list[Controller],
    opponent: Callable[[Any], Any] | None,
    episodes: int,
    max_steps: int | None,
    seed: int | None,
    on_step: Callable[[Any], None] | None,
) -> list[float]:
    window = env.unwrapped.window
    returns: list[float] = []
    obs, _ = env.reset(seed=seed)
    total, steps = 0.0, 0
    while not window.closed and len(returns) < episodes:
        if max_steps is not None and steps >= max_steps:
            break
        window.poll()
        if len(players) == 1 and opponent is None:
            action: Any = players[0].action()
        else:
            second = players[1].action() if len(players) == 2 or opponent is None else opponent(obs)
            action = {"agent_0": players[0].action(), "agent_1": second}
        obs, reward, terminated, truncated, _ = env.step(action)
        total += reward
        steps += 1
        if on_step is not None:
            on_step(env)
        if terminated or truncated:
            returns.append(total)
            total = 0.0
            if len(returns) < episodes:
                obs, _ = env.reset()
    return returns
