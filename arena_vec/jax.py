"""The JAX front end's public names: ``from arena_vec.jax import JaxEnv``.

The code lives in :mod:`arena_vec.envs.jax`. Importing this module imports jax; ``import
arena_vec`` does not.
"""

from __future__ import annotations

from arena_vec.envs.jax import JaxEnv, TimeStep, XlaPool, XlaState, register_targets, xla

__all__ = ["JaxEnv", "TimeStep", "XlaPool", "XlaState", "register_targets", "xla"]
