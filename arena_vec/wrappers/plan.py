"""From DIAMBRA's ``WrappersSettings`` to a :class:`~arena_vec.fighting.wrapping.Wrapping`: the
frame shape the engine draws, the native wrapper plan and the wrapped observation space.

Every wrapper runs inside the native pool, per env, on the worker thread that steps it
(native/core/wrapped_env.h): no-op steps after reset, the repeated action, the reward's
normalisation and clipping, the frame and action stacks, scaling, role-relative keys and
flattening. Python only plans, once per env or batch; no wrapper costs Python time per step,
and a single env and env i of a batch are wrapped by the same code.

When stacks start over (DIAMBRA's rule): at every reset (after the no-op steps) and after every
step that raises ``round_done``, ``stage_done`` or ``game_done`` without ending the episode.
The frame stack then holds copies of that step's frame (here the round's end, which arena_vec's
engine shows for one step where DIAMBRA's shows the next round's start) and the action stack
the no-op action. A repeated action stops early at the same steps and at the episode's end.

Example:
    >>> wrapping = plan_for("triad", EnvironmentSettings(frame_shape=(84, 84, 1)),
    ...                     WrappersSettings(stack_frames=4, flatten=True))   # doctest: +SKIP
    >>> wrapping.observation_space["frame"].shape                             # doctest: +SKIP
    (84, 84, 4)
"""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from gymnasium import spaces

from arena_vec.fighting.env import validated_settings
from arena_vec.fighting.games import GameInfo
from arena_vec.fighting.settings import (
    AnySettings,
    WrappersSettings,
    players_of,
)
from arena_vec.fighting.settings.validation import fail
from arena_vec.fighting.spaces import action_space, observation_space
from arena_vec.fighting.wrapping import Wrapping
from arena_vec.wrappers import leaves as stages

BOUNDARY_FLAGS = ("round_done", "stage_done", "game_done")
"""Info flags that end a segment: the stacks start over and a repeated action stops."""
ROLE_INFO = "settings.role"
"""Info leaf with each agent's player slot in the episode (0 = P1, 1 = P2)."""


def engine_frame_shape(env_shape: tuple, wrapper_shape: tuple) -> tuple[int, int, int]:
    """The frame the engine draws: the wrapper's size if it sets one, else the env's, gray if
    either asks for gray.

    Example:
        >>> engine_frame_shape((0, 0, 1), (84, 84, 0))
        (84, 84, 1)
    """
    height, width, gray = (int(v) for v in env_shape)
    if wrapper_shape[0]:
        height, width = int(wrapper_shape[0]), int(wrapper_shape[1])
    return height, width, 1 if gray or wrapper_shape[2] else 0


def _check_against_env(settings: AnySettings, wrappers: WrappersSettings) -> None:
    """The checks that need the env settings (ValueError naming the option)."""
    if wrappers.repeat_action != 1 and settings.step_ratio != 1:
        fail(
            "repeat_action",
            wrappers.repeat_action,
            f"1 unless step_ratio is 1 (step_ratio={settings.step_ratio!r})",
        )
    if not settings.include_frame:
        for name, default in (("frame_shape", (0, 0, 0)), ("stack_frames", 1)):
            if getattr(wrappers, name) != default:
                fail(name, getattr(wrappers, name), f"{default!r} when include_frame is False")


def _agent_spaces(
    game: GameInfo, settings: AnySettings, wrappers: WrappersSettings
) -> list[spaces.Space]:
    """Each agent's action space, in agent order."""
    space = action_space(game, settings, not wrappers.no_attack_buttons_combinations)
    return list(cast(spaces.Dict, space).spaces.values()) if players_of(settings) == 2 else [space]


def _observation_leaves(
    game: GameInfo, settings: AnySettings, wrappers: WrappersSettings, frame: tuple
) -> list[stages.Leaf]:
    """The observation's leaves after every observation wrapper, in DIAMBRA's order."""
    base = observation_space(game, dataclasses.replace(settings, frame_shape=frame))
    leaves = stages.base_leaves(base)
    if wrappers.stack_frames > 1:
        leaves = stages.stack_frames(leaves, wrappers.stack_frames)
    if wrappers.add_last_action:
        agents = _agent_spaces(game, settings, wrappers)
        leaves = stages.add_last_action(leaves, agents, wrappers.stack_actions)
    if wrappers.scale:
        leaves = stages.scale(
            leaves, wrappers.exclude_image_scaling, wrappers.process_discrete_binary
        )
    if wrappers.role_relative:
        leaves = stages.role_relative(leaves, players_of(settings))
    if wrappers.flatten:
        leaves = stages.flatten(leaves, wrappers.filter_keys)
    return leaves


def _runs_in_engine(wrappers: WrappersSettings) -> bool:
    """True when some option needs the native wrapper env (the frame shape does not)."""
    return (
        wrappers.no_op_max > 0
        or wrappers.repeat_action > 1
        or wrappers.normalize_reward
        or wrappers.clip_reward
        or wrappers.stack_frames > 1
        or wrappers.add_last_action
        or wrappers.scale
        or wrappers.role_relative
        or wrappers.flatten
    )


def plan_wrappers(game: GameInfo, settings: AnySettings, wrappers: WrappersSettings) -> Wrapping:
    """The Wrapping of ``wrappers`` for an env of ``game`` with ``settings`` (both already
    validated alone). Raises ValueError on an option the env cannot take."""
    _check_against_env(settings, wrappers)
    frame = engine_frame_shape(settings.frame_shape, wrappers.frame_shape)
    leaves = _observation_leaves(game, settings, wrappers, frame)
    space = stages.space_of(leaves)
    if not _runs_in_engine(wrappers):
        return Wrapping(frame, None, space)
    health_range = game.health[1] - game.health[0]
    components = [
        1 if not agent.shape else int(agent.shape[0])
        for agent in _agent_spaces(game, settings, wrappers)
    ]
    native: dict[str, Any] = {
        "no_op_max": wrappers.no_op_max,
        "repeat_action": wrappers.repeat_action,
        "reward_divisor": (
            float(wrappers.normalization_factor) * health_range
            if wrappers.normalize_reward
            else None
        ),
        "clip_reward": wrappers.clip_reward,
        "boundaries": list(BOUNDARY_FLAGS),
        "role_info": ROLE_INFO if wrappers.role_relative else None,
        "frame_stack": (
            {
                "leaf": stages.FRAME_KEY,
                "frames": wrappers.stack_frames,
                "dilation": wrappers.dilation,
            }
            if wrappers.stack_frames > 1
            else None
        ),
        "action_stack": (
            {
                "frames": wrappers.stack_actions,
                "agent_components": components,
            }
            if wrappers.add_last_action
            else None
        ),
        "outputs": [leaf.output() for leaf in leaves],
    }
    return Wrapping(frame, native, space)


def plan_for(
    game_id: str, env_settings: AnySettings | None, wrappers_settings: WrappersSettings | None
) -> Wrapping:
    """Validates the settings objects (as ``make`` does) and plans their wrappers."""
    game, settings, wrappers = validated_settings(game_id, env_settings, wrappers_settings)
    return plan_wrappers(game, settings, wrappers)
