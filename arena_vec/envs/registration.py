"""Gymnasium registration: ``gym.make("arena_vec/CartPole-v1")`` gives the single env and
``gym.make_vec("arena_vec/CartPole-v1", num_envs=8)`` the native vector env (through
``vector_entry_point``). Every fighting game registers as ``arena_vec/<game>-v0`` and takes
DIAMBRA's settings objects as keyword arguments (wrappers included: the package root registers
the builders of ``arena_vec.wrappers``). Runs when ``arena_vec`` is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium as gym

from arena_vec.engine.spec_adapter import native_games
from arena_vec.envs.single import make_single
from arena_vec.envs.vector import make_vec
from arena_vec.fighting.env import make
from arena_vec.fighting.games import is_fighting_game

# Gymnasium id -> native env id.
GYMNASIUM_IDS = {
    "arena_vec/CartPole-v1": "cartpole",
    "arena_vec/Dummy-v0": "dummy",
}


def _single_creator(native_id: str):
    def create(render_mode: str | None = None, **kwargs: Any):
        return make_single(native_id, render_mode=render_mode, **kwargs)

    return create


def _vector_creator(native_id: str, vector_make: Callable[..., Any]):
    def create(num_envs: int = 1, **kwargs: Any):
        return vector_make(native_id, num_envs, **kwargs)

    return create


def _fighting_creator(game_id: str, fighting_make: Callable[..., Any]):
    def create(render_mode: str | None = None, **kwargs: Any):
        return fighting_make(game_id, render_mode=render_mode, **kwargs)

    return create


def register_envs(
    fighting_make: Callable[..., Any] = make, vector_make: Callable[..., Any] = make_vec
) -> None:
    """Registers every arena_vec id that is not registered yet (idempotent).

    ``fighting_make`` builds a fighting game's single env and ``vector_make`` every vector env;
    the package root passes the builders of ``arena_vec.wrappers``, which apply the wrapper
    options (the defaults here build unwrapped envs)."""
    ids = {
        gym_id: (native_id, _single_creator(native_id))
        for gym_id, native_id in GYMNASIUM_IDS.items()
    }
    for game_id in native_games():
        if is_fighting_game(game_id):
            ids[f"arena_vec/{game_id}-v0"] = (game_id, _fighting_creator(game_id, fighting_make))
    for gym_id, (native_id, single) in ids.items():
        if gym_id in gym.registry:
            continue
        gym.register(
            id=gym_id,
            entry_point=single,
            vector_entry_point=_vector_creator(native_id, vector_make),
            disable_env_checker=True,
        )
