"""A single ``gymnasium.Env`` over a one-env native pool.

It is the same engine as the vector env, so a single env and env i of a batch behave the same
for the same seed. Observations are copies (plain values for Discrete leaves), as Gymnasium's
checkers expect from a single env.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

from arena_vec.engine.adapter import Adapter
from arena_vec.engine.checks import seeds_for
from arena_vec.engine.leaves import nest
from arena_vec.engine.pool import open_pool
from arena_vec.engine.results import FIRST_LEAF
from arena_vec.engine.spec_adapter import SpecAdapter, check_env_id


class ArenaEnv(gym.Env):
    """One env of a registered game.

    Example:
        >>> from arena_vec import ArenaEnv
        >>> from arena_vec.engine.spec_adapter import SpecAdapter
        >>> env = ArenaEnv(SpecAdapter("cartpole", {}))
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step(1)
    """

    def __init__(self, adapter: Adapter, render_mode: str | None = None) -> None:
        if render_mode not in (None, "rgb_array"):
            raise ValueError(f"render_mode={render_mode!r} is not allowed; use None or 'rgb_array'")
        self._adapter = adapter
        self._pool = open_pool(
            adapter, num_threads=1, seed=0, autoreset_mode="disabled", step_past_end=True
        )
        self.observation_space = adapter.single_observation_space
        self.action_space = adapter.single_action_space
        self.metadata = {"render_modes": ["rgb_array"], "render_fps": adapter.render_fps}
        self.render_mode = render_mode
        leaves = adapter.spec["observations"]
        self._discrete = [leaf["discrete"] and leaf["shape"] == () for leaf in leaves]
        self._first_info = FIRST_LEAF + len(leaves)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        # Everything is validated before any state (RNG, pool) changes.
        seeds = seeds_for(seed, 1)
        if options is not None and not isinstance(options, dict):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        episode = self._adapter.episode_options(options)
        super().reset(seed=None if seeds is None else seeds[0])
        self._pool.reset(seeds, None, None if episode is None else [episode])
        flat = self._pool.recv()
        return self._observation(flat), self._info(flat)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        flat = self._pool.step(self._adapter.one_env_actions(action))
        return (
            self._observation(flat),
            float(flat[0][0]),
            bool(flat[1][0]),
            bool(flat[2][0]),
            self._info(flat),
        )

    def render(self) -> np.ndarray | None:  # type: ignore[override]  # Gymnasium's RenderFrame
        if self.render_mode is None:
            return None
        return self._pool.render()[0]

    def get_state(self) -> bytes:
        """A snapshot of the env; restore it with :meth:`set_state`."""
        return self._pool.get_state(0)

    def set_state(self, state: bytes) -> None:
        self._pool.set_state(0, state)

    def close(self) -> None:
        self._pool.close()

    def _observation(self, flat: Any) -> Any:
        values = [
            int(leaf[0]) if discrete else np.array(leaf[0])
            for leaf, discrete in zip(
                flat[FIRST_LEAF : self._first_info], self._discrete, strict=False
            )
        ]
        if self._adapter.observation_names == ["obs"]:
            return values[0]
        return nest(self._adapter.observation_names, values)

    def _info(self, flat: Any) -> dict[str, Any]:
        names = self._adapter.info_names
        values = [
            leaf[0].item() if leaf.ndim == 1 else leaf[0].copy()
            for leaf in flat[self._first_info : self._first_info + len(names)]
        ]
        return nest(names, values)


def make_single(env_id: str, render_mode: str | None = None, **env_kwargs: Any) -> ArenaEnv:
    """A single env of ``env_id`` configured by ``env_kwargs``."""
    check_env_id(env_id)
    return ArenaEnv(SpecAdapter(env_id, env_kwargs), render_mode=render_mode)
