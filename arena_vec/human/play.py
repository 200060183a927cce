"""Human play in a window: a human against the CPU (``"cpu"``), two humans on one keyboard
(``"versus"``), a human against an agent (``"agent"``), or watching agents play (``"watch"``:
one agent against the CPU, or two agents against each other). An agent is any callable
``obs -> action``, a ``module:function`` name or a saved policy ``.npz``
(:func:`~arena_vec.human.agents.load_agent`).

Human in the loop: ``"cpu"`` with an agent gives player 1 to the agent and the human by turns
(:class:`~arena_vec.human.handover.Handover`: the agent starts, Tab hands control over, the
window's title says who plays). Recorded, each step's info has ``actor``: ``"agent"`` or
``"human"``, who chose that step's action (the reset's info: who was in control at the start).

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

from collections.abc import Callable, Sequence
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
from arena_vec.human.agents import PLAYERS, load_agent, reset_agent
from arena_vec.human.controls import (
    P1_KEYS,
    P2_KEYS,
    ActionMap,
    Controller,
    GamepadController,
    KeyboardController,
)
from arena_vec.human.handover import Handover
from arena_vec.recording import EpisodeRecorder

MODES = ("cpu", "versus", "agent", "watch")
# mode -> (humans, the numbers of agents it takes)
SIDES = {"cpu": (1, (0, 1)), "versus": (2, (0,)), "agent": (1, (1,)), "watch": (0, (1, 2))}
Agent = Callable[[Any], Any] | str
Side = Callable[[Any], Any]  # obs -> that player's action


def _agent_list(agent: Agent | Sequence[Agent] | None) -> list[Agent]:
    if agent is None:
        return []
    if isinstance(agent, str) or callable(agent):
        return [agent]
    return list(agent)


def _check_agents(mode: str, agents: list[Agent], agent: Any) -> None:
    allowed = SIDES[mode][1]
    if len(agents) not in allowed:
        counts = " or ".join(str(n) for n in allowed)
        raise ValueError(f"agent={agent!r} is invalid: mode {mode!r} takes {counts} agent(s)")


def _settings(against_cpu: bool, difficulty: int | None, step_ratio: int) -> Any:
    if against_cpu:
        return EnvironmentSettings(step_ratio=step_ratio, difficulty=difficulty, role=Roles.P1)
    settings = EnvironmentSettingsMultiAgent(step_ratio=step_ratio, role=(Roles.P1, Roles.P2))
    settings.action_space = (SpaceTypes.MULTI_DISCRETE, SpaceTypes.MULTI_DISCRETE)
    return settings


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
    agent: Agent | Sequence[Agent] | None = None,
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

    ``agent``: mode ``"agent"`` takes one (it plays P2), ``"watch"`` one (P1 against the
    CPU) or two (P1 and P2, a sequence), ``"cpu"`` none or one (human in the loop: it
    shares P1 with the human, Tab hands control over). ``on_step(env)`` runs after every step (tests post
    scripted key events from it).
    """
    if mode not in MODES:
        raise ValueError(f"mode={mode!r} is invalid; allowed {list(MODES)}")
    agents = _agent_list(agent)
    _check_agents(mode, agents, agent)
    humans = SIDES[mode][0]
    against_cpu = mode == "cpu" or humans + len(agents) == 1
    if difficulty is not None and not against_cpu:
        raise ValueError(
            f"difficulty={difficulty!r} is invalid for mode {mode!r} with {len(agents)} "
            "agent(s): only against the CPU (cpu, or watch with one agent)"
        )
    check_int("episodes", episodes, 1)
    if max_steps is not None:
        check_int("max_steps", max_steps, 1)
    settings = _settings(against_cpu, difficulty, step_ratio)
    env: Any = make(game, settings, episode_recording_settings=recording, render_mode="human")
    try:
        window = env.unwrapped.window
        players = [_controller(game, i, gamepad) for i in range(humans)]
        for controller in players:
            window.add_listener(controller.handle)
        roles = ("P1",) if mode == "cpu" else PLAYERS[humans:]
        bots = [
            load_agent(spec, env.observation_space, role) if isinstance(spec, str) else spec
            for role, spec in zip(roles, agents, strict=False)
        ]
        if mode == "cpu" and bots:
            handover = Handover(players[0], bots[0], window)
            window.add_listener(handover.handle)
            annotate = _actor_annotation(env, handover)
            return _loop(env, [handover], episodes, max_steps, seed, on_step, annotate)
        sides = [_human(controller) for controller in players] + bots
        return _loop(env, sides, episodes, max_steps, seed, on_step)
    finally:
        env.close()


def _human(controller: Controller) -> Side:
    return lambda obs: controller.action()


def _actor_annotation(env: Any, handover: Handover) -> Callable[[], None] | None:
    """Records who is in control with each step, when ``env`` records."""
    if not isinstance(env, EpisodeRecorder):
        return None
    return lambda: env.annotate(actor=handover.actor)


def _loop(
    env: Any,
    sides: list[Side],
    episodes: int,
    max_steps: int | None,
    seed: int | None,
    on_step: Callable[[Any], None] | None,
    annotate: Callable[[], None] | None = None,
) -> list[float]:
    """Steps until done; ``annotate()`` runs before every reset and step."""
    window = env.unwrapped.window
    returns: list[float] = []
    if annotate is not None:
        annotate()
    obs, _ = env.reset(seed=seed)
    _reset(sides)
    total, steps = 0.0, 0
    while not window.closed and len(returns) < episodes:
        if max_steps is not None and steps >= max_steps:
            break
        window.poll()
        if len(sides) == 1:
            action: Any = sides[0](obs)
        else:
            action = {"agent_0": sides[0](obs), "agent_1": sides[1](obs)}
        if annotate is not None:
            annotate()
        obs, reward, terminated, truncated, _ = env.step(action)
        total += reward
        steps += 1
        if on_step is not None:
            on_step(env)
        if terminated or truncated:
            returns.append(total)
            total = 0.0
            if len(returns) < episodes:
                if annotate is not None:
                    annotate()
                obs, _ = env.reset()
                _reset(sides)
    return returns


def _reset(sides: list[Side]) -> None:
    """A new episode for the sides that remember (:func:`reset_agent`)."""
    for side in sides:
        reset_agent(side)
