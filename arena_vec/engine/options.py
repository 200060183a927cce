"""How a pool runs, as one value: :class:`PoolOptions`, a frozen dataclass checked when it is
made, so every front end (vector env, dm_env, self-play) takes the same validated object
instead of repeating the keyword list. Bounds beyond the lower ones (most envs, most threads)
belong to the native module, which checks them with the same wording when the pool opens."""

from __future__ import annotations

from dataclasses import dataclass

from gymnasium.vector import AutoresetMode

from arena_vec.engine.checks import AUTORESET_MODES, check_int, parse_autoreset_mode, short_repr
from arena_vec.engine.episode_bridge import check_control
from arena_vec.engine.episode_control import EpisodeControl


@dataclass(frozen=True)
class PoolOptions:
    """``num_envs`` envs stepped in batches of ``batch_size`` (None: all, sync mode) by
    ``num_threads`` threads (0: chosen for this host); ``seed`` None takes the settings' seed
    or a random one; ``episode_control`` (an :class:`EpisodeControl`) gives every env an
    episode controller. ``autoreset_mode`` is a Gymnasium ``AutoresetMode`` or its name.

    Example:
        >>> PoolOptions(num_envs=4, autoreset_mode="same_step").autoreset_mode
        <AutoresetMode.SAME_STEP: 'SameStep'>
        >>> PoolOptions(num_envs=0)
        Traceback (most recent call last):
        ValueError: num_envs=0 is not allowed; expected an int >= 1
    """

    num_envs: int = 1
    batch_size: int | None = None
    num_threads: int = 0
    seed: int | None = None
    autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP
    thread_affinity_offset: int = -1
    episode_control: EpisodeControl | None = None

    def __post_init__(self) -> None:
        check_int("num_envs", self.num_envs, 1)
        if self.batch_size is not None:
            check_int("batch_size", self.batch_size, 1, self.num_envs)
        check_int("num_threads", self.num_threads, 0)
        if self.seed is not None:
            check_int("seed", self.seed, 0)
        check_int("thread_affinity_offset", self.thread_affinity_offset, -1)
        object.__setattr__(self, "autoreset_mode", parse_autoreset_mode(self.autoreset_mode))
        if self.episode_control is not None:
            check_control("episode_control", self.episode_control)

    @property
    def native_autoreset_mode(self) -> str:
        """The autoreset mode's name as ``open_pool`` takes it."""
        return AUTORESET_MODES[parse_autoreset_mode(self.autoreset_mode)]


def check_options(value: object) -> PoolOptions:
    """``value`` unless it is not a :class:`PoolOptions` (TypeError naming it)."""
    if not isinstance(value, PoolOptions):
        raise TypeError(
            f"options={short_repr(value)} is not allowed; expected an "
            f"arena_vec.engine.options.PoolOptions, got {type(value).__name__}"
        )
    return value
