"""Who can play a side of a fight: the game's CPU at a level, a scripted panel policy, or a
policy the user registers (a batched numpy callable or a jitted JAX function of the agent's
observation rows), kept by name in an :class:`OpponentPool`.

Every policy is called once per step for all the rows it plays (``act(batch, rows)``), never
once per env. What a user policy returns is checked (integer actions of the agent's action
space, one per row); a wrong shape, dtype or value, or an exception inside the policy, raises
:class:`OpponentError` (a ValueError) naming the policy and the envs, and the pool stays
usable.

Example:
    >>> pool = OpponentPool(adapter)                                     # doctest: +SKIP
    >>> pool.add("cpu:3"); pool.add("reactive")                          # doctest: +SKIP
    >>> pool.register("snapshot_1", lambda obs: np.zeros((len(obs["own"]["x"]), 2), int))
    ...                                                                  # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from arena_vec.engine.checks import check_actions
from arena_vec.multiagent.views import row_view
from arena_vec.policies.catalog import make_policies
from arena_vec.policies.controls import Controls
from arena_vec.policies.policy import Policy

CPU_PREFIX = "cpu:"


class OpponentError(ValueError):
    """A policy failed or returned actions that are not actions of its side."""


@dataclass(frozen=True)
class Batch:
    """One step's agent rows, as the policies read them: nested observation and info with
    one row per agent row, and each row's episode step and episode seed."""

    obs: dict[str, Any]
    info: dict[str, Any]
    step: np.ndarray
    seed: np.ndarray


def take_rows(tree: Any, rows: np.ndarray) -> Any:
    """The rows ``rows`` of every leaf of a nested observation."""
    if isinstance(tree, dict):
        return {key: take_rows(value, rows) for key, value in tree.items()}
    return tree[rows]


class Opponent:
    """A named player of one side. ``level`` is the CPU level for the CPU (the engine plays
    it; ``act`` is never called), None for policies."""

    level: int | None = None

    def __init__(self, name: str) -> None:
        self.name = name

    def act(self, batch: Batch, rows: np.ndarray) -> np.ndarray:
        """Actions for agent rows ``rows`` of ``batch``."""
        raise NotImplementedError


class Cpu(Opponent):
    """The game's own CPU at ``level`` (native: no Python call at all)."""

    def __init__(self, level: int) -> None:
        super().__init__(f"{CPU_PREFIX}{level}")
        self.level = level


class Scripted(Opponent):
    """A panel policy (``arena_vec.panel``), played from the side of each row."""

    def __init__(self, policy: Policy, discrete: bool, n_moves: int) -> None:
        super().__init__(policy.name)
        self.policy = policy
        self.discrete = discrete
        self.n_moves = n_moves

    def act(self, batch: Batch, rows: np.ndarray) -> np.ndarray:
        view = row_view(batch.obs, batch.info, rows, batch.step[rows], batch.seed[rows])
        actions = self.policy(view)
        if not self.discrete:
            return actions
        # Discrete: a move alone, or an attack alone (DIAMBRA's Discrete action).
        return np.where(actions[:, 1] > 0, self.n_moves + actions[:, 1] - 1, actions[:, 0])


class Registered(Opponent):
    """A user policy: ``fn(obs)`` on the nested observation of the rows it plays (numpy), or,
    with ``jax=True``, a jitted function called on every row of the batch (a fixed shape, so
    it compiles once) whose result is then read at its rows."""

    def __init__(
        self, name: str, fn: Callable[[Any], Any], sizes: list[int], discrete: bool, jax: bool
    ) -> None:
        super().__init__(name)
        self.fn = fn
        self.sizes = sizes
        self.discrete = discrete
        self.jax = jax

    def act(self, batch: Batch, rows: np.ndarray) -> np.ndarray:
        try:
            if self.jax:
                out = np.asarray(self.fn(batch.obs))
                expected = len(batch.step)
            else:
                out = self.fn(take_rows(batch.obs, rows))
                expected = len(rows)
        except Exception as error:
            raise OpponentError(
                f"policy {self.name!r} raised {type(error).__name__}: {error} (its rows "
                f"{_some(rows)} of the batch: env ids in opponent slots)"
            ) from error
        try:
            actions = check_actions(
                f"policy {self.name!r} returned actions", out, self.sizes, self.discrete, expected
            )
        except (TypeError, ValueError) as error:
            raise OpponentError(
                f"{error} (its rows {_some(rows)} of the batch: env ids in opponent slots)"
            ) from None
        return actions[rows] if self.jax else actions


def _some(rows: np.ndarray, limit: int = 6) -> str:
    shown = ", ".join(str(int(r)) for r in rows[:limit])
    return f"[{shown}{', ...' if len(rows) > limit else ''}]"


class OpponentPool:
    """Players by name for one game and action space.

    ``add(name)`` takes ``"cpu:<level>"`` or a panel policy name (``arena_vec.panel``'s
    catalog: ``"reactive"``, ``"jump_in"``, ``"constant:up+Kick"``, ...);
    ``register(name, fn, jax=False)`` a user policy. ``get(name)`` raises ValueError for a name
    that is not in the pool, naming the ones that are.
    """

    def __init__(self, adapter: Any) -> None:
        self.adapter = adapter
        self.max_level = int(adapter.game_info.difficulty[1])
        self._controls: Controls | None = None
        self._players: dict[str, Opponent] = {}

    @property
    def names(self) -> list[str]:
        """Every registered name, in registration order."""
        return list(self._players)

    def add(self, name: str) -> Opponent:
        """Adds the CPU at a level (``"cpu:3"``) or a panel policy by its name."""
        if not isinstance(name, str):
            raise TypeError(f"opponent name={name!r} must be a str")
        if name.startswith(CPU_PREFIX):
            level = name[len(CPU_PREFIX) :]
            if not level.isdigit() or not 1 <= int(level) <= self.max_level:
                raise ValueError(
                    f"opponent {name!r} is not allowed: the CPU levels are "
                    f"{CPU_PREFIX}1..{CPU_PREFIX}{self.max_level}"
                )
            return self._keep(Cpu(int(level)))
        if self._controls is None:
            self._controls = Controls(self.adapter.game_info)
        attacks = len(self._controls.attack_labels)
        if self.adapter.n_attacks != attacks:
            raise ValueError(
                f"opponent {name!r} is not allowed here: panel policies press {attacks} attack "
                f"combinations, this action space has {self.adapter.n_attacks} "
                "(no_attack_buttons_combinations)"
            )
        (policy,) = make_policies(self._controls, [name])
        return self._keep(
            Scripted(policy, self.adapter.is_discrete, len(self.adapter.game_info.moves))
        )

    def register(self, name: str, fn: Callable[[Any], Any], jax: bool = False) -> Opponent:
        """Adds a user policy (see :class:`Registered`)."""
        if not isinstance(name, str) or not name or name.startswith(CPU_PREFIX):
            raise ValueError(
                f"policy name={name!r} is not allowed: a non-empty str not starting with "
                f"{CPU_PREFIX!r}"
            )
        if not callable(fn):
            raise TypeError(f"policy {name!r}: fn={fn!r} is not callable")
        adapter = self.adapter
        return self._keep(
            Registered(name, fn, adapter.action_sizes, adapter.is_discrete, bool(jax))
        )

    def get(self, name: str) -> Opponent:
        """The player called ``name``."""
        if name not in self._players:
            raise ValueError(f"opponent {name!r} is not registered; registered: {self.names}")
        return self._players[name]

    def _keep(self, player: Opponent) -> Opponent:
        if player.name in self._players:
            raise ValueError(f"opponent {player.name!r} is already in the pool")
        self._players[player.name] = player
        return player
