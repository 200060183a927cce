"""Two players as first-class: the agent-row layout for batched self-play, PettingZoo and
Markov-game adapters over one fight, and opponent slots that train one side against a
population (the CPU at a level, the panel's scripted policies, registered numpy or JAX
policies), with assignments sampled at episode boundaries (uniform or AlphaStar's PFSP).
"""

from __future__ import annotations

from arena_vec.multiagent.rows import AgentRowsAdapter
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv, make_selfplay_vec

__all__ = ["AgentRowsAdapter", "SelfPlayVectorEnv", "make_selfplay_vec"]
