"""EnvPool's API over arena_vec's games: training code written for EnvPool runs by changing one
import (``from arena_vec import envpool``). Imported on demand: ``import arena_vec`` does not
import it, and it needs nothing arena_vec does not (jax only for ``env.xla()``).

``tasks`` holds the task ids and their defaults, ``config`` the arguments' checks and their
mapping onto DIAMBRA's settings and the pool, ``lives`` and ``results`` what a batch becomes,
``env`` the env object, ``xla`` its JAX calls, ``spec`` ``EnvSpec``. See
docs/frontends/envpool.md for the argument table and where EnvPool and this module differ.

Example:
    >>> import numpy as np
    >>> from arena_vec import envpool
    >>> env = envpool.make("Triad-v0", env_type="gymnasium", num_envs=2, seed=0)
    >>> obs, info = env.reset()
    >>> obs.shape, obs.dtype, info["lives"].tolist()
    ((2, 4, 84, 84), dtype('uint8'), [2, 2])
    >>> env.close()
"""

from __future__ import annotations

from arena_vec.envpool.env import EnvPoolEnv
from arena_vec.envpool.registration import make, make_dm, make_gym, make_gymnasium, make_spec
from arena_vec.envpool.spec import EnvSpec
from arena_vec.envpool.tasks import list_all_envs

__all__ = [
    "EnvPoolEnv",
    "EnvSpec",
    "list_all_envs",
    "make",
    "make_dm",
    "make_gym",
    "make_gymnasium",
    "make_spec",
]
