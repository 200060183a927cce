"""EnvPool's keyword arguments, checked and turned into arena_vec's one options object.

:func:`resolve` merges a task's defaults with the user's arguments and refuses every bad one by
name (an Atari argument with no counterpart in our games says why it does not apply);
:func:`env_options` maps the result onto DIAMBRA's settings, the native wrappers and the pool
(the table on docs/frontends/envpool.md, row by row):

- ``img_height``, ``img_width``, ``gray_scale`` -> ``EnvironmentSettings.frame_shape``
  (the engine draws frames at that size);
- ``frame_skip`` -> ``step_ratio``; ``noop_max`` -> ``WrappersSettings.no_op_max``;
  ``stack_num`` -> ``stack_frames`` (made channel-first by the env);
- ``max_episode_steps`` -> an ``EpisodeControl`` step budget (truncation);
- ``num_envs``, ``batch_size`` (0: num_envs), ``num_threads``, ``seed``,
  ``thread_affinity_offset`` -> ``PoolOptions``;
- ``episodic_life``, ``zero_discount_on_life_loss``, ``reward_clip`` -> applied by the env on
  each batch (``arena_vec.envpool.lives``), from the opponent's round wins.

Example:
    >>> from arena_vec.envpool.tasks import task_of
    >>> config = resolve(task_of("Triad-v0"), {"num_envs": 2, "frame_skip": 9})
    Traceback (most recent call last):
    ValueError: frame_skip=9 is not allowed; expected an int in 1..6
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arena_vec.builder import EnvOptions
from arena_vec.engine.checks import check_int
from arena_vec.engine.episode_control import EpisodeControl
from arena_vec.engine.options import PoolOptions
from arena_vec.envpool.tasks import (
    CARTPOLE_MAX_STEPS,
    DIAMBRA_FIELDS,
    FIGHTING_DEFAULTS,
    MAX_STEPS,
    NOT_APPLICABLE,
    Task,
)
from arena_vec.fighting.settings import EnvironmentSettings, SpaceTypes, WrappersSettings
from arena_vec.fighting.settings.validation import check_bool
from arena_vec.fighting.settings.wrappers import MAX_STACK

OPPONENT_WINS = "opp_wins"
"""The observation leaf the lives are counted from (the opponent's round wins)."""

MAX_NO_OP = 12
MAX_STEP_RATIO = 6
MAX_FRAME_SIDE = 512

# (low, high) of each int argument; high None = unbounded.
INT_RANGES: dict[str, tuple[int, int | None]] = {
    "num_envs": (1, None),
    "num_threads": (0, None),
    "max_num_players": (1, 1),
    "thread_affinity_offset": (-1, None),
    "seed": (0, None),
    "stack_num": (1, MAX_STACK),
    "frame_skip": (1, MAX_STEP_RATIO),
    "noop_max": (0, MAX_NO_OP),
    "img_height": (1, MAX_FRAME_SIDE),
    "img_width": (1, MAX_FRAME_SIDE),
}
BOOLS = (
    "gym_reset_return_info",
    "zero_discount_on_life_loss",
    "episodic_life",
    "reward_clip",
    "gray_scale",
)


def _refuse_unknown(task: Task, kwargs: Mapping[str, Any]) -> None:
    for name in kwargs:
        if name in task.defaults and name != "task":
            continue
        if name == "task":
            raise ValueError(
                f"task={kwargs[name]!r} is not allowed; the game is chosen by task_id "
                f"({task.task_id!r} runs {task.game!r})"
            )
        if name in NOT_APPLICABLE and task.is_fighting:
            raise ValueError(
                f"{name}={kwargs[name]!r} does not apply to {task.task_id}: {NOT_APPLICABLE[name]}"
            )
        if name in FIGHTING_DEFAULTS or name in NOT_APPLICABLE or name in DIAMBRA_FIELDS:
            raise ValueError(
                f"{name}={kwargs[name]!r} does not apply to {task.task_id}: it is an Atari-style "
                f"argument of the fighting games; {task.task_id} takes {sorted(task.defaults)}"
            )
        raise TypeError(
            f"{name}={kwargs[name]!r} is not an argument of {task.task_id}; it takes "
            f"{sorted(n for n in task.defaults if n != 'task')}"
        )


def resolve(task: Task, kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """``task``'s config: its defaults updated by ``kwargs``, each value checked."""
    _refuse_unknown(task, kwargs)
    config = {**task.defaults, **kwargs}
    for name, (low, high) in INT_RANGES.items():
        if name in config:
            check_int(name, config[name], low, high)
    for name in BOOLS:
        if name in config:
            check_bool(name, config[name])
    check_int("batch_size", config["batch_size"], 0, config["num_envs"])
    config["batch_size"] = config["batch_size"] or config["num_envs"]  # EnvPool's 0: all
    top = CARTPOLE_MAX_STEPS if task.game == "cartpole" else MAX_STEPS
    check_int("max_episode_steps", config["max_episode_steps"], 1, top)
    return config


def env_options(task: Task, config: Mapping[str, Any]) -> EnvOptions:
    """The arena_vec options of a resolved config (``max_episode_steps`` as a step budget
    only when it cuts sooner than the game would: CartPole ends itself at 500)."""
    budget = config["max_episode_steps"]
    control = None
    if not (task.game == "cartpole" and budget == CARTPOLE_MAX_STEPS):
        control = EpisodeControl(max_steps=budget)
    pool = PoolOptions(
        num_envs=config["num_envs"],
        batch_size=config["batch_size"],
        num_threads=config["num_threads"],
        seed=config["seed"],
        thread_affinity_offset=config["thread_affinity_offset"],
        episode_control=control,
    )
    if not task.is_fighting:
        return EnvOptions(task.game, pool)
    channels = 1 if config["gray_scale"] else 0  # DIAMBRA: 0 is RGB
    settings = EnvironmentSettings(
        frame_shape=(config["img_height"], config["img_width"], channels),
        step_ratio=config["frame_skip"],
        action_space=SpaceTypes.DISCRETE,
        **{name: config[name] for name in DIAMBRA_FIELDS},
    )
    wrappers = WrappersSettings(
        no_op_max=config["noop_max"],
        stack_frames=config["stack_num"],
        role_relative=True,
        flatten=True,
        filter_keys=[OPPONENT_WINS],
    )
    return EnvOptions(task.game, pool, settings, wrappers)
