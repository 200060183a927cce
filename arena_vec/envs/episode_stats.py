"""Episode statistics of a vector env: each env's return and length, reported in ``info`` by
the step that ends the episode, in sync and async mode alike.

Gymnasium's ``RecordEpisodeStatistics`` keeps one counter per batch row, which is only right
when row i is always env i (sync mode). Here the counters are kept per env and indexed by the
batch's ``info["env_id"]``, so an async batch (any ``batch_size`` envs in any order) updates the
right ones. The info entries have Gymnasium's layout: ``info["episode"] = {"r": returns,
"l": lengths}`` with ``info["_episode"]`` marking the rows whose episode ended (other rows hold
0). Wall-clock times (Gymnasium's ``"t"``) are left out so that infos stay deterministic.
"""

from __future__ import annotations

from typing import Any

import numpy as np


class EpisodeStatistics:
    """Per-env running return and length of ``num_envs`` envs.

    A row with ``elapsed_step == 0`` that did not end an episode is an episode's first
    observation (a reset, or the reset step of ``next_step`` autoreset, whose reward is 0): it
    starts the env's counters at 0. Every other row adds its reward and one step. A row that
    ends an episode (``terminated | truncated``) reports the totals and clears the counters;
    under ``same_step`` autoreset that row already holds the next episode's first observation.

    Example:
        >>> stats = EpisodeStatistics(2)
        >>> info = {"env_id": np.array([1]), "elapsed_step": np.array([3])}
        >>> stats.update(np.array([2.0]), np.array([True]), np.array([False]), info)
        >>> info["episode"]["r"].tolist(), info["_episode"].tolist()
        ([2.0], [True])
    """

    def __init__(self, num_envs: int) -> None:
        self.returns = np.zeros(num_envs)
        self.lengths = np.zeros(num_envs, dtype=np.int64)

    def clear(self, mask: np.ndarray | None = None) -> None:
        """Starts the counters of the envs in ``mask`` (default: all) from 0."""
        if mask is None:
            self.returns[:] = 0.0
            self.lengths[:] = 0
        else:
            self.returns[mask] = 0.0
            self.lengths[mask] = 0

    def update(
        self,
        reward: np.ndarray,
        terminated: np.ndarray,
        truncated: np.ndarray,
        info: dict[str, Any],
    ) -> None:
        """Counts one batch and adds ``episode``/``_episode`` to ``info`` if an episode ended."""
        ids = info["env_id"]
        ended = terminated | truncated
        first = (info["elapsed_step"] == 0) & ~ended
        returns = self.returns[ids] + reward
        lengths = self.lengths[ids] + 1
        if first.any():
            returns[first] = 0.0
            lengths[first] = 0
        if ended.any():
            info["episode"] = {
                "r": np.where(ended, returns, 0.0),
                "l": np.where(ended, lengths, 0),
                "_r": ended,
                "_l": ended,
            }
            info["_episode"] = ended
            returns[ended] = 0.0
            lengths[ended] = 0
        self.returns[ids] = returns
        self.lengths[ids] = lengths
