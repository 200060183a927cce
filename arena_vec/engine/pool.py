"""Opening a native pool, the one way every front end does it: the seed resolved, the
autoreset mode named in Gymnasium's words, then one ``BatchPool``, which checks every other
argument itself (errors name the argument, the value and what is allowed)."""

from __future__ import annotations

import secrets

from arena_vec.engine import native
from arena_vec.engine.adapter import PoolSource
from arena_vec.engine.options import PoolOptions

# Gymnasium's AutoresetMode values, the only autoreset names Python uses. The native module's
# fourth name, "never", is "disabled" with step_past_end=True (see open_pool).
POOL_AUTORESET_MODES = ("next_step", "same_step", "disabled")


def open_pool(
    source: PoolSource,
    num_envs: int = 1,
    batch_size: int | None = None,
    num_threads: int = 0,
    seed: int | None = None,
    autoreset_mode: str = "next_step",
    thread_affinity_offset: int = -1,
    episode_control: bool = False,
    step_past_end: bool = False,
) -> native.BatchPool:
    """A pool of ``num_envs`` envs of ``source``'s game and config.

    ``batch_size=None`` means num_envs (sync mode). ``seed=None`` takes the source's seed (the
    settings' ``seed`` for fighting games) or, failing that, a random one. ``episode_control``
    gives every env an episode controller (see ``arena_vec.engine.episode_control``).
    ``step_past_end`` (with ``autoreset_mode="disabled"``, for a plain single env) lets a step
    after the episode's end step the game on, as Gymnasium's own single envs do; without it
    such a step is refused until the env is reset.

    Example:
        >>> from arena_vec.engine.spec_adapter import SpecAdapter
        >>> pool = open_pool(SpecAdapter("cartpole", {}), 4, num_threads=1, seed=0)
        >>> pool.batch_size
        4
    """
    if autoreset_mode not in POOL_AUTORESET_MODES:
        raise ValueError(
            f"autoreset_mode={autoreset_mode!r} is not allowed; use one of "
            f"{list(POOL_AUTORESET_MODES)} (Gymnasium's AutoresetMode names; 'disabled' is "
            "what a single env uses: no autoreset, reset after the episode ends)"
        )
    if step_past_end and autoreset_mode != "disabled":
        raise ValueError(
            f"step_past_end=True is not allowed with autoreset_mode={autoreset_mode!r}; it is "
            "for autoreset_mode='disabled' (an autoreset env never steps past an end)"
        )
    if seed is None:
        seed = source.seed
    return native.BatchPool(
        source.game,
        source.config,
        num_envs=num_envs,
        batch_size=batch_size,
        num_threads=num_threads,
        thread_affinity_offset=thread_affinity_offset,
        autoreset_mode="never" if step_past_end else autoreset_mode,
        seed=secrets.randbits(31) if seed is None else seed,
        episode_control=episode_control,
    )


def open_pool_for(source: PoolSource, options: PoolOptions) -> native.BatchPool:
    """:func:`open_pool` with the fields of ``options`` (the front ends' way)."""
    return open_pool(
        source,
        options.num_envs,
        batch_size=options.batch_size,
        num_threads=options.num_threads,
        seed=options.seed,
        autoreset_mode=options.native_autoreset_mode,
        thread_affinity_offset=options.thread_affinity_offset,
        episode_control=options.episode_control is not None,
    )
