"""EnvPool's task ids over arena_vec's games: ``CartPole-v1`` (the ``cartpole`` reference env)
and ``<Title>-v0`` for every fighting game the native module has (``Triad-v0``, ...), each
with the arguments it takes and their defaults (EnvPool's names and, where they apply,
EnvPool's defaults).

Example:
    >>> task_of("Triad-v0").game
    'triad'
    >>> "CartPole-v1" in list_all_envs()
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any

from arena_vec.engine.native import native_games
from arena_vec.fighting.games import game_info, is_fighting_game
from arena_vec.fighting.settings import EnvironmentSettings

MAX_STEPS = 2**31 - 1

# Every task: EnvPool's common config, in EnvPool's order.
COMMON_DEFAULTS: dict[str, Any] = {
    "num_envs": 1,
    "batch_size": 0,
    "num_threads": 0,
    "max_num_players": 1,
    "thread_affinity_offset": -1,
    "seed": 42,
    "gym_reset_return_info": False,
}

# The Atari-style arguments of a fighting game (EnvPool's Atari defaults where DIAMBRA allows
# them: noop_max is at most 12 in DIAMBRA, EnvPool's default 30 is not).
FIGHTING_DEFAULTS: dict[str, Any] = {
    "max_episode_steps": 27000,
    "stack_num": 4,
    "frame_skip": 4,
    "noop_max": 12,
    "zero_discount_on_life_loss": False,
    "episodic_life": False,
    "reward_clip": False,
    "img_height": 84,
    "img_width": 84,
    "gray_scale": True,
}

# DIAMBRA's episode settings a fighting task passes through to EnvironmentSettings.
DIAMBRA_FIELDS = (
    "difficulty",
    "characters",
    "role",
    "outfits",
    "continue_game",
    "super_art",
    "fighting_style",
    "tower",
)

# Atari arguments with no counterpart in a fighting game, and why (the error says so).
NOT_APPLICABLE = {
    "use_fire_reset": "there is no FIRE button to press after a reset",
    "repeat_action_probability": "sticky actions are an ALE setting",
    "full_action_space": "the action set is DIAMBRA's discrete one (moves and attacks)",
    "use_inter_area_resize": "frames are drawn at img_height x img_width, never resized",
    "env_seed": "env i is seeded with seed + i",
    "base_path": "there are no asset files to find",
}

CARTPOLE_MAX_STEPS = 500


@dataclass(frozen=True)
class Task:
    """One task id: the native game it runs and the arguments (with defaults) it takes."""

    task_id: str
    game: str
    defaults: MappingProxyType[str, Any]
    reward_threshold: float | None = None

    @property
    def is_fighting(self) -> bool:
        """True for a fighting game (the Atari-style arguments apply)."""
        return is_fighting_game(self.game)


def _fighting_task(game: str) -> Task:
    settings = EnvironmentSettings()
    diambra = {name: getattr(settings, name) for name in DIAMBRA_FIELDS}
    defaults = {**COMMON_DEFAULTS, **FIGHTING_DEFAULTS, "task": game, **diambra}
    return Task(f"{game_info(game).title}-v0", game, MappingProxyType(defaults))


@cache
def tasks() -> dict[str, Task]:
    """Every task id this module serves, by id."""
    cartpole = Task(
        "CartPole-v1",
        "cartpole",
        MappingProxyType({**COMMON_DEFAULTS, "max_episode_steps": CARTPOLE_MAX_STEPS}),
        reward_threshold=475.0,
    )
    found = [cartpole] + [_fighting_task(g) for g in native_games() if is_fighting_game(g)]
    return {task.task_id: task for task in found}


def list_all_envs() -> list[str]:
    """EnvPool's ``list_all_envs()``: every task id, sorted."""
    return sorted(tasks())


def task_of(task_id: Any) -> Task:
    """The task of ``task_id`` (ValueError naming it and the ids there are)."""
    task = tasks().get(task_id) if isinstance(task_id, str) else None
    if task is None:
        raise ValueError(
            f"task_id={task_id!r} is not allowed; arena_vec.envpool has {list_all_envs()}"
        )
    return task
