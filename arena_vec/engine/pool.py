"""Building the native pool for a front end: every argument checked (errors name the argument,
the value and what is allowed), the seed resolved, then one ``_native.BatchPool``."""

from __future__ import annotations

import secrets
from typing import Any

from arena_vec import _native
from arena_vec.engine.checks import check_int


def open_pool(
    adapter: Any,
    num_envs: int,
    batch_size: int | None,
    num_threads: int,
    seed: int | None,
    autoreset_mode: str = "next_step",
    thread_affinity_offset: int = -1,
) -> _native.BatchPool:
    """A pool of ``num_envs`` envs of ``adapter``'s game.

    ``batch_size=None`` means num_envs (sync mode). ``seed=None`` takes the adapter's seed (the
    settings' ``seed`` for fighting games) or, failing that, a random one.
    """
    check_int("num_envs", num_envs, 1)
    batch = num_envs if batch_size is None else check_int("batch_size", batch_size, 1, num_envs)
    check_int("num_threads", num_threads, 0)
    check_int("thread_affinity_offset", thread_affinity_offset, -1)
    if seed is None:
        seed = getattr(adapter, "seed", None)
    base_seed = secrets.randbits(31) if seed is None else check_int("seed", seed, 0)
    return _native.BatchPool(
        adapter.game,
        adapter.config,
        num_envs,
        batch,
        num_threads,
        thread_affinity_offset,
        autoreset_mode,
        base_seed,
    )
