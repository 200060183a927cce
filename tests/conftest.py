"""Shared helpers for the test suite."""

from __future__ import annotations

import numpy as np


def scripted_actions(num_envs: int, steps: int, num_actions: int, seed: int = 0) -> np.ndarray:
    """A fixed (steps, num_envs) action table, so every run sends the same actions."""
    return np.random.default_rng(seed).integers(0, num_actions, size=(steps, num_envs))


def action_for(env_id: int, step: int, num_actions: int) -> int:
    """A deterministic action that depends only on the env and its own step count."""
    return (env_id * 7 + step * 13 + (step * step) % 5) % num_actions
