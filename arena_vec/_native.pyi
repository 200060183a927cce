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
    """An env failed inside a worker; ``env_id`` names it and the message is the env's own.
    Call ``reset()`` to continue; a ``reset_mask`` that leaves the failed env out is refused."""

    env_id: int

def games() -> list[tuple[str, str]]:
    """Registered games as (name, description), in registration order."""

def own_rule_keys(name: str) -> dict[str, tuple[int, int]]:
    """The game's own ``[rules]`` keys of its file (required there), each with its allowed
    ``(low, high)``, beside the shared keys every fighting game may set."""

def game_spec(name: str, config: Any = None) -> dict[str, Any]:
    """Observation/info leaves, action sizes, render shape and milestone names of ``name`` made
    with ``config``. A ``"wrappers"`` entry in a config (here and in ``BatchPool``) is a wrapper
    plan (native/core/wrapper_plan.h, written by ``arena_vec.wrappers.plan``): the envs run it
    and the spec declares its output leaves; the rest of the config goes to the game."""

def snapshot_info(state: bytes | bytearray) -> dict[str, Any]:
    """The header of a ``get_state()`` snapshot: ``version``, ``game``, ``settings`` (one
    fingerprint per top-level setting), ``payload_offset`` and ``payload_bytes`` (the env's raw
    state, then 6 bytes of the executor's per-env counters). ValueError if it is not intact."""

class BatchPool:
    """N envs of one game stepped by a C++ thread pool.

    Results are flat tuples: reward, terminated, truncated, env_id, elapsed_step, final_mask (or
    None), then observation leaves, info leaves and (same_step only) their terminal copies.

    Every argument is checked here (ValueError/TypeError naming it, the value and what is
    allowed): num_envs 1..2**20, batch_size None (= num_envs, sync) or 1..num_envs,
    num_threads 0..1024, thread_affinity_offset -1..1023, seed 0..2**64 - num_envs (env i gets
    seed + i), spin_ns 0..10**9. A thread the host refuses raises RuntimeError naming
    num_threads. In a fork()ed child every method raises RuntimeError ("this pool was created in
    process P; a forked child must create its own pool"); ``close()`` and garbage collection
    there only let go of the inherited pool.
    """

    def __init__(
        self,
        game: str,
        config: Any,
        num_envs: int,
        batch_size: int | None = None,
        num_threads: int = 0,
        thread_affinity_offset: int = -1,
        autoreset_mode: str = "next_step",
        seed: int = 0,
        spin_ns: int = 50_000,
        episode_control: bool = False,
    ) -> None: ...
    def send(self, actions: Any, env_ids: Any = None) -> None:
        """Queues one step per env (all checked first; nothing is queued on error). While an env
        failure is pending, raises its ``EnvError`` until ``reset()``."""
    def recv(self) -> tuple[Any, ...]:
        """Waits for the next batch, running Python signal handlers every 20 ms meanwhile. If
        one raises (Ctrl-C: KeyboardInterrupt), the batch stays in flight and completes on the
        pool's threads; the next ``recv()`` returns it, ``reset()`` cancels it, a sync
        ``send()`` is refused until then."""
    def step(self, actions: Any, env_ids: Any = None) -> tuple[Any, ...]: ...
    def reset(
        self,
        seeds: Sequence[int] | None = None,
        mask: Sequence[bool] | np.ndarray | None = None,
        options: Sequence[Any] | None = None,
        async_: bool = False,
        episode_control: Sequence[dict[str, Any] | None] | None = None,
    ) -> None:
        """Cancels in-flight work and queues resets (collect with ``recv()``).
        ``episode_control`` (pools made with ``episode_control=True``): one native control dict
        (or None: keep) per env, in force from this reset on."""
    def register_start_state(self, state: bytes | bytearray) -> int:
        """Checks a ``get_state()`` snapshot as ``set_state`` would and keeps it as a start
        state; returns the id a control's ``start_states`` lists."""
    def set_episode_control(self, env_ids: Any, controls: Sequence[dict[str, Any]]) -> None:
        """One native control dict per env id, in force from that env's next reset."""
    def check_episode_control(self, control: dict[str, Any]) -> None:
        """Checks one native control dict as ``set_episode_control`` would; keeps nothing."""
    def set_options(self, env_ids: Any, options: Sequence[dict[str, Any]]) -> None:
        """Episode options for each env's next reset (autoreset included); none in flight."""
    def render(self, env_ids: Any = None) -> np.ndarray: ...
    def get_state(self, env_id: int) -> bytes:
        """A snapshot of one env: a header (game, settings fingerprint, format version), the
        env's state and a checksum."""
    def set_state(self, env_id: int, state: bytes | bytearray) -> None:
        """Restores a snapshot; refuses (ValueError, naming what differs) one of another game,
        of other settings, of another format version, or a truncated or damaged one."""
    def close(self) -> None: ...
    @property
    def closed(self) -> bool:
        """True once closed, and in a forked child (where the pool cannot be used)."""
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
