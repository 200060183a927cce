"""Building the native pool for a front end: the seed resolved, then one ``_native.BatchPool``,
which checks every argument itself (errors name the argument, the value and what is allowed,
for the front ends and for direct callers alike)."""

from __future__ import annotations

import secrets
from typing import Any

from arena_vec import _native


def open_pool(
    adapter: Any,
    num_envs: int,
    batch_size: int | None,
    num_threads: int,
    seed: int | None,
    autoreset_mode: str = "next_step",
    thread_affinity_offset: int = -1,
    episode_control: bool = False,
) -> _native.BatchPool:
    """A pool of ``num_envs`` envs of ``adapter``'s game.

    ``batch_size=None`` means num_envs (sync mode). ``seed=None`` takes the adapter's seed (the
    settings' ``seed`` for fighting games) or, failing that, a random one. ``episode_control``
    gives every env an episode controller (see ``arena_vec.engine.episode_control``).

    Example:
        >>> from arena_vec.engine.spec_adapter import SpecAdapter
        >>> pool = open_pool(SpecAdapter("cartpole", {}), 4, None, 1, seed=0)
        >>> pool.batch_size
        4
    """
    if seed is None:
        seed = getattr(adapter, "seed", None)
    return _native.BatchPool(
        adapter.game,
        adapter.config,
        num_envs,
        batch_size,
        num_threads,
        thread_affinity_offset,
        autoreset_mode,
        secrets.randbits(31) if seed is None else seed,
        episode_control=episode_control,
    )
