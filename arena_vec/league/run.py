"""``run_league``: a round-robin of players in one game, batched through the engine, rated.

Players are named as opponent slots name them (:class:`~arena_vec.multiagent.OpponentPool`):
CPU levels ``"cpu:<level>"``, panel policies (``"reactive"``, ``"jump_in"``, ...), user
policies (``policies`` / ``jax_policies``: name -> callable) and checkpoints (``checkpoints``:
name -> path of an MLP ``.npz``, see :mod:`arena_vec.league.checkpoints`). Every pair plays
``fights_per_pair`` fights (pairs with the same setup and the sides swapped), RAM
observations, one stage per fight. Same seed and players, same result, whatever ``num_envs``
or ``num_threads``.

Example:
    >>> result = run_league("triad", ["cpu:1", "cpu:4", "idle"], fights_per_pair=2, seed=0)
    >>> sorted(row["player"] for row in result.standings())
    ['cpu:1', 'cpu:4', 'idle']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from arena_vec.engine.options import PoolOptions
from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent
from arena_vec.league.checkpoints import load_checkpoint
from arena_vec.league.play import play_fights
from arena_vec.league.result import LeagueResult
from arena_vec.league.schedule import round_robin
from arena_vec.multiagent.opponents import CPU_PREFIX, OpponentPool
from arena_vec.multiagent.rows import AgentRowsAdapter
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv

# Fights a pair plays unless told: adjacent CPU levels are a step of ~60% head to head (parry's 5
# and 6 win 61% of 300 fights), which 20 fights a pair (a 95% interval of 70-90 Elo) can rate
# equal; 40 order every game's ladder at seeds 0-2 (tests/games/test_cpu_ladder_order.py).
FIGHTS_PER_PAIR = 40


def league_pool(
    adapter: AgentRowsAdapter,
    players: Sequence[str],
    policies: Mapping[str, Callable[[Any], Any]] | None = None,
    jax_policies: Mapping[str, Callable[[Any], Any]] | None = None,
    checkpoints: Mapping[str, str | Path] | None = None,
) -> OpponentPool:
    """The pool holding ``players``: user policies and checkpoints by their names, every
    other name as a CPU level or a panel policy (ValueError names one that is neither)."""
    pool = OpponentPool(adapter)
    for name, fn in (policies or {}).items():
        pool.register(name, fn)
    for name, fn in (jax_policies or {}).items():
        pool.register(name, fn, jax=True)
    for name, path in (checkpoints or {}).items():
        pool.register(name, load_checkpoint(path, adapter))
    registered = pool.names
    for name in players:
        if name in pool.names:
            continue
        if not isinstance(name, str) or name.startswith(CPU_PREFIX):
            pool.add(name)
            continue
        try:
            pool.add(name)
        except ValueError:
            raise ValueError(
                f"player {name!r} is not registered (policies and checkpoints: "
                f"{registered}) and is not a CPU level ('cpu:<level>') or a panel policy"
            ) from None
    return pool


def run_league(
    game_id: str,
    players: Sequence[str],
    fights_per_pair: int = FIGHTS_PER_PAIR,
    *,
    policies: Mapping[str, Callable[[Any], Any]] | None = None,
    jax_policies: Mapping[str, Callable[[Any], Any]] | None = None,
    checkpoints: Mapping[str, str | Path] | None = None,
    num_envs: int = 64,
    num_threads: int = 0,
    seed: int = 0,
    step_ratio: int = 6,
    on_fight: Callable[[], object] | None = None,
) -> LeagueResult:
    """Plays the round-robin of ``players`` and returns the result (see the module doc)."""
    players = list(players)
    if len(set(players)) != len(players):
        raise ValueError(f"players={players} names a player more than once")
    adapter = AgentRowsAdapter(
        game_id, EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=step_ratio)
    )
    pool = league_pool(adapter, players, policies, jax_policies, checkpoints)
    members = [pool.get(name) for name in players]
    fights = round_robin(len(players), fights_per_pair, len(adapter.game_info.characters), seed)
    pool_options = PoolOptions(min(num_envs, len(fights)), num_threads=num_threads, seed=seed)
    envs = SelfPlayVectorEnv(adapter, pool_options)
    try:
        rounds = play_fights(envs, members, fights, on_fight)
    finally:
        envs.close()
    return LeagueResult(
        game_id,
        players,
        [
            {
                "p1": f.p1,
                "p2": f.p2,
                "characters": [adapter.game_info.characters[c] for c in f.characters],
                "seed": f.seed,
                "rounds": [int(r) for r in rounds[f.index]],
            }
            for f in fights
        ],
        {"fights_per_pair": fights_per_pair, "seed": seed, "step_ratio": step_ratio},
    )
