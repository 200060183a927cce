"""Type stubs for the native extension (native/bindings).

Python reaches it through ``arena_vec.engine``: ``engine.native`` imports it first (a missing
build fails there with a clear message), ``engine.pool.open_pool`` opens the pools of the batched
front ends, ``engine.spec_adapter`` reads ``games`` and ``game_spec``. The single envs
(``envs.single``, ``fighting.env``) open their one-env pool directly and ``envs.jax`` uses the
XLA names.
"""

from collections.abc import Sequence
from typing import Any

import numpy as np

class EnvError(RuntimeError):
    """An env failed inside a worker; ``env_id`` names it. Call ``reset()`` to continue."""

    env_id: int

def games() -> list[tuple[str, str]]:
    """Registered games as (name, description), in registration order."""

def game_spec(name: str, config: Any = None) -> dict[str, Any]:
    """Observation/info leaves, action sizes and render shape of ``name`` made with ``config``."""

class BatchPool:
    """N envs of one game stepped by a C++ thread pool.

    Results are flat tuples: reward, terminated, truncated, env_id, elapsed_step, final_mask (or
    None), then observation leaves, info leaves and (same_step only) their terminal copies.
    """

    def __init__(
        self,
        game: str,
        config: Any,
        num_envs: int,
        batch_size: int = 0,
        num_threads: int = 0,
        thread_affinity_offset: int = -1,
        autoreset_mode: str = "next_step",
        seed: int = 0,
        spin_ns: int = 50_000,
    ) -> None: ...
    def send(self, actions: Any, env_ids: Any = None) -> None: ...
    def recv(self) -> tuple[Any, ...]: ...
    def step(self, actions: Any, env_ids: Any = None) -> tuple[Any, ...]: ...
    def reset(
        self,
        seeds: Sequence[int] | None = None,
        mask: Sequence[bool] | np.ndarray | None = None,
        options: Sequence[Any] | None = None,
        async_: bool = False,
    ) -> None: ...
    def render(self, env_ids: Any = None) -> np.ndarray: ...
    def get_state(self, env_id: int) -> bytes: ...
    def set_state(self, env_id: int, state: bytes) -> None: ...
    def close(self) -> None: ...
    @property
    def closed(self) -> bool: ...
    @property
    def spec(self) -> dict[str, Any]: ...
    @property
    def num_envs(self) -> int: ...
    @property
    def batch_size(self) -> int: ...
    @property
    def num_buffers(self) -> int: ...
    @property
    def num_threads(self) -> int: ...
    @property
    def pool_id(self) -> int:
        """This pool's number in the process-wide registry (what XLA handles refer to)."""

# Present only when the module was built with jax importable (ARENA_WITH_XLA_FFI).
XLA_HANDLE_TAG: int

def xla_targets() -> dict[str, Any]:
    """The XLA FFI handlers (send, recv, step) by target name, as capsules."""
