"""Gymnasium registration: ``gym.make("arena_vec/CartPole-v1")`` gives the single env and
``gym.make_vec("arena_vec/CartPole-v1", num_envs=8)`` the native vector env (through
``vector_entry_point``, this package's ``make_vec``). Every fighting game registers as
``arena_vec/<game>-v0`` and takes DIAMBRA's settings objects as keyword arguments (wrappers
included); its entry point is the string ``"arena_vec:make"`` (with ``game_id`` in the spec's
kwargs), the package root's ``make``, so the spec is serializable and ``gym.make(id,
render_mode="human")`` reaches ``make``'s own human mode. The package root calls
:func:`register_envs` on import: Gymnasium's registry is the only thing filled then.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from arena_vec.builder.keywords import make_vec
from arena_vec.engine.native import native_games
from arena_vec.envs.single import make_single
from arena_vec.fighting.games import is_fighting_game

FIGHTING_ENTRY_POINT = "arena_vec:make"

# Gymnasium id -> native env id.
GYMNASIUM_IDS = {
    "arena_vec/CartPole-v1": "cartpole",
    "arena_vec/Dummy-v0": "dummy",
}


def _single_creator(native_id: str):
    def create(render_mode: str | None = None, **kwargs: Any):
        return make_single(native_id, render_mode=render_mode, **kwargs)

    return create


def _vector_creator(native_id: str):
    def create(num_envs: int = 1, **kwargs: Any):
        kwargs.pop("game_id", None)  # the single env's spec kwarg; native_id is the same game
        return make_vec(native_id, num_envs, **kwargs)

    return create


def register_envs() -> None:
    """Registers every arena_vec id that is not registered yet (idempotent)."""
    ids: dict[str, tuple[str, Any, dict[str, Any]]] = {
        gym_id: (native_id, _single_creator(native_id), {})
        for gym_id, native_id in GYMNASIUM_IDS.items()
    }
    for game_id in native_games():
        if is_fighting_game(game_id):
            ids[f"arena_vec/{game_id}-v0"] = (game_id, FIGHTING_ENTRY_POINT, {"game_id": game_id})
    for gym_id, (native_id, single, kwargs) in ids.items():
        if gym_id in gym.registry:
            continue
        gym.register(
            id=gym_id,
            entry_point=single,
            vector_entry_point=_vector_creator(native_id),
            disable_env_checker=True,
            kwargs=kwargs,
        )
