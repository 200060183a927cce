"""The agent-row layout of a 2-player fighting game: one row per agent of every fight.

The native engine writes it (fighting setting ``agent_rows``, ``native/games/fight/
agent_rows.h``): every observation and info leaf has a leading axis of 2, agent 0's row
then agent 1's, so N fights come back as ``(N, 2, ...)`` arrays that are ``(2N, ...)`` rows
without a copy. A row is role-relative: ``own`` is the fighter the row's agent controls,
``opp`` the other one (DIAMBRA's ``P1``/``P2`` blocks, reordered); frame, stage, timer and the
round flags are the same in both rows. Row ``2i + a`` is agent ``a`` of fight ``i``.

:class:`AgentRowsAdapter` is the fighting adapter of that layout (settings, native config,
the per-agent spaces); :class:`RowsOf` and :func:`fight_actions` convert one batch each way.

Example:
    >>> adapter = AgentRowsAdapter("triad", EnvironmentSettingsMultiAgent())  # doctest: +SKIP
    >>> sorted(adapter.agent_observation_space.spaces)                        # doctest: +SKIP
    ['frame', 'opp', 'own', 'stage', 'timer']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from gymnasium import spaces

from arena_vec.engine.checks import check_actions
from arena_vec.engine.native import game_spec
from arena_vec.fighting.adapter import FightingAdapter
from arena_vec.fighting.settings import AnySettings, EnvironmentSettingsMultiAgent, WrappersSettings
from arena_vec.fighting.spaces import AGENT_KEYS

ROLE_KEYS = {"P1": "own", "P2": "opp"}


class AgentRowsAdapter(FightingAdapter):
    """A 2-player fighting game in the agent-row layout.

    Settings are DIAMBRA's ``EnvironmentSettingsMultiAgent`` (None: its defaults), validated
    as ``make`` validates them. Both agents must have the same action space (one policy plays either side).

    Attributes:
        agent_observation_space: one row's observation (``own``/``opp`` for ``P1``/``P2``).
        agent_action_space: one agent's action space.
    """

    def __init__(
        self,
        game_id: str,
        env_settings: AnySettings | None = None,
        wrappers_settings: WrappersSettings | None = None,
    ) -> None:
        if env_settings is None:
            env_settings = EnvironmentSettingsMultiAgent()
        if not isinstance(env_settings, EnvironmentSettingsMultiAgent):
            raise TypeError(
                f"env_settings={type(env_settings).__name__} is not allowed: the agent-row "
                "layout is for 2 players; pass EnvironmentSettingsMultiAgent(...)"
            )
        super().__init__(game_id, env_settings, wrappers_settings)
        agents = [cast(spaces.Dict, self.single_action_space)[key] for key in AGENT_KEYS]
        if agents[0] != agents[1]:
            raise ValueError(
                f"env_settings.action_space={self.settings.action_space!r} is not allowed: "
                f"the agent-row layout needs one action space for both agents (got {agents[0]} "
                f"and {agents[1]})"
            )
        self.config = {**self.config, "agent_rows": True}
        self.spec = game_spec(game_id, self.config)
        self.observation_names = [leaf["name"] for leaf in self.spec["observations"]]
        self.info_names = [leaf["name"] for leaf in self.spec["infos"]]
        self.agent_observation_space = spaces.Dict(
            {ROLE_KEYS.get(k, k): v for k, v in self.single_observation_space.spaces.items()}
        )
        self.agent_action_space = agents[0]
        self.is_discrete = isinstance(self.agent_action_space, spaces.Discrete)
        self.action_sizes = (
            [int(cast(spaces.Discrete, self.agent_action_space).n)]
            if self.is_discrete
            else [int(n) for n in cast(spaces.MultiDiscrete, self.agent_action_space).nvec]
        )
        moves = self.game_info.n_moves
        self.n_attacks = (
            self.action_sizes[0] - moves + 1 if self.is_discrete else self.action_sizes[1]
        )

    def check_row_actions(
        self, actions: Any, rows: int, name: str = "actions", fights: bool = True
    ) -> np.ndarray:
        """``actions`` for ``rows`` rows as an integer array, validated as the numpy path
        validates a batch: a bad value is named by its row in the array given
        (``actions[3][1] = 9``) and, when the rows are both agents of each fight
        (``fights``), by the agent and fight that row is."""
        try:
            return check_actions(name, actions, self.action_sizes, self.is_discrete, rows=rows)
        except ValueError as error:
            row = re.match(rf"{re.escape(name)}\[(\d+)\]", str(error))
            if fights and row is not None:
                k = int(row.group(1))
                raise ValueError(
                    f"{error} (row {k} is {AGENT_KEYS[k % 2]} of fight {k // 2})"
                ) from None
            raise


class RowsOf:
    """Turns a pool result of N fights in the agent-row layout into a result of 2N rows, in
    the layout ``ResultDecoder`` reads: agent 1's reward is agent 0's negated; the done flags,
    elapsed steps and final masks repeat per agent; env ids become row ids ``2i + a``; every
    leaf is reshaped (a view, no copy; the shapes are worked out once, here)."""

    def __init__(self, spec: dict[str, Any], with_final: bool) -> None:
        leaves = [*spec["observations"], *spec["infos"]] * (2 if with_final else 1)
        self._shapes = [(-1, *leaf["shape"][1:]) for leaf in leaves]

    def __call__(self, flat: Sequence[Any]) -> tuple[Any, ...]:
        reward, terminated, truncated, env_id, elapsed, final_mask, *leaves = flat
        rows = np.empty((len(reward), 2), dtype=np.float64)
        rows[:, 0] = reward
        np.negative(reward, out=rows[:, 1])
        ids = np.empty((len(env_id), 2), dtype=env_id.dtype)
        np.multiply(env_id, 2, out=ids[:, 0])
        np.add(ids[:, 0], 1, out=ids[:, 1])
        return (
            rows.reshape(-1),
            np.repeat(terminated, 2),
            np.repeat(truncated, 2),
            ids.reshape(-1),
            np.repeat(elapsed, 2),
            None if final_mask is None else np.repeat(final_mask, 2),
            *[leaf.reshape(shape) for leaf, shape in zip(leaves, self._shapes, strict=True)],
        )


def fight_ids(row_ids: Any, num_rows: int) -> np.ndarray:
    """The fight ids of a list of row ids that holds both rows of each fight, in pairs
    (``2i, 2i + 1``); ValueError names the first row that breaks the pairing."""
    rows = np.asarray(row_ids)
    if rows.ndim != 1 or rows.dtype.kind not in "iu" or len(rows) % 2:
        raise ValueError(
            f"env_ids={row_ids!r} is invalid: expected a 1-D integer array holding both rows "
            "of each fight, in pairs (2i, 2i + 1)"
        )
    first, second = rows[0::2], rows[1::2]
    broken = np.flatnonzero((first % 2 != 0) | (second != first + 1) | (first < 0))
    if len(broken):
        k = int(broken[0]) * 2
        raise ValueError(
            f"env_ids[{k}:{k + 2}]={rows[k : k + 2].tolist()} is invalid: rows come in pairs "
            f"(2i, 2i + 1), agent_0 and agent_1 of fight i (rows 0..{num_rows - 1})"
        )
    return first // 2


def fight_actions(actions: np.ndarray) -> np.ndarray:
    """Row actions ``(2B,)`` or ``(2B, k)`` as the pool's fight actions ``(B, 2k)`` (agent 0's
    components, then agent 1's); int32, a view when the input already is."""
    return np.ascontiguousarray(actions, dtype=np.int32).reshape(len(actions) // 2, -1)
