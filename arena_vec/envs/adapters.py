"""Which adapter serves an env id: DIAMBRA's settings for the fighting games, the native spec for
the others. The one place where the generic front ends meet the fighting layer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena_vec.engine.adapter import Adapter
from arena_vec.engine.spec_adapter import SpecAdapter, check_env_id
from arena_vec.fighting.adapter import FightingAdapter
from arena_vec.fighting.games import is_fighting_game
from arena_vec.fighting.wrapping import Wrapping

FIGHTING_KWARGS = ("env_settings", "wrappers_settings")
# Plans a fighting game's wrappers: (env_id, env_settings, wrappers_settings) -> Wrapping.
Planner = Callable[[str, Any, Any], Wrapping]


def check_fighting_kwargs(env_id: str, env_kwargs: dict[str, Any]) -> None:
    """ValueError unless a fighting game's keyword arguments are settings objects' names."""
    unknown = sorted(set(env_kwargs) - set(FIGHTING_KWARGS))
    if unknown:
        raise ValueError(
            f"{env_id} takes settings objects, not {unknown}; allowed keyword arguments: "
            f"{sorted(FIGHTING_KWARGS)}"
        )


def make_adapter(env_id: str, env_kwargs: dict[str, Any], plan: Planner | None = None) -> Adapter:
    """The adapter for ``env_id``: DIAMBRA settings for fighting games, the spec otherwise. A
    fighting game's wrappers are planned by ``plan(env_id, env_settings, wrappers_settings)``
    (``arena_vec.wrappers``' planner); without one the adapter has no wrappers."""
    check_env_id(env_id)
    if not is_fighting_game(env_id):
        return SpecAdapter(env_id, env_kwargs)
    check_fighting_kwargs(env_id, env_kwargs)
    if plan is None:
        return FightingAdapter(env_id, **env_kwargs)
    env_settings = env_kwargs.get("env_settings")
    wrappers = env_kwargs.get("wrappers_settings")
    return FightingAdapter(env_id, env_settings, wrappers, plan(env_id, env_settings, wrappers))
