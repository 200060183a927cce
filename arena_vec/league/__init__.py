"""League ratings: a round-robin of players (CPU levels, panel policies, user policies and
checkpoints) with sides swapped and characters sampled, batched through the engine, rated with
openskill's Weng-Lin model and Elo, with 95% intervals, a markdown table and a plot
(``arena-vec league``; openskill and matplotlib are the ``league`` extra).
"""

from __future__ import annotations

from arena_vec.league.result import LeagueResult
from arena_vec.league.run import run_league

__all__ = ["LeagueResult", "run_league"]
