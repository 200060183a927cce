"""Deterministic seeds and hashes for policies and the episodes they play: a policy's
randomness is a hash of the view (:func:`mix64`), an episode's reset seed a function of the
run's seed, a key and the episode's number (:func:`episode_seed`), so results never depend on
batching or scheduling."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)


def mix64(values: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser over a uint64 array: a well-spread hash of each value."""
    z = np.asarray(values, dtype=np.uint64) + _GOLDEN
    z = (z ^ (z >> np.uint64(30))) * _MIX1
    z = (z ^ (z >> np.uint64(27))) * _MIX2
    return z ^ (z >> np.uint64(31))


def episode_seed(seed: int, key: Sequence[int], episode: int) -> int:
    """The reset seed of episode ``episode`` under ``key`` (a non-negative int below 2**63)."""
    state = np.random.SeedSequence([seed, *key, episode]).generate_state(1, np.uint64)
    return int(state[0] >> np.uint64(1))
