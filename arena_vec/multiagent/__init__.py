"""Two players as first-class: the agent-row layout for batched self-play (numpy and JAX),
PettingZoo and Markov-game adapters over one fight, and opponent slots that train one side
against a population (the CPU at a level, the panel's scripted policies, registered numpy or
JAX policies), with opponents drawn at episode boundaries (uniform or AlphaStar's PFSP).

Modules that need an optional extra are imported on demand: ``parallel`` and ``markov``
(``pettingzoo``, the ``multiagent`` extra) and ``selfplay_jax`` (``jax``).
"""

from __future__ import annotations

from arena_vec.multiagent.opponent_env import OpponentVectorEnv, make_opponent_vec
from arena_vec.multiagent.opponents import OpponentError, OpponentPool
from arena_vec.multiagent.rows import AgentRowsAdapter
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv, make_selfplay_vec

__all__ = [
    "AgentRowsAdapter",
    "OpponentError",
    "OpponentPool",
    "OpponentVectorEnv",
    "SelfPlayVectorEnv",
    "make_opponent_vec",
    "make_selfplay_vec",
]
