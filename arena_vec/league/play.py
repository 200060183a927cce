"""Playing a list of scheduled fights batched through the engine: every env of a self-play
pool runs one fight at a time; each player is called once per step for all the rows it plays
(the CPU is played by the engine). Envs whose fight ended wait, stepping unrecorded, until a
batch of them can be reset together with their next fights' seeds and options, so every fight
is played exactly as its seed says whatever the pool size.

Example:
    >>> rounds = play_fights(envs, players, round_robin(len(players), 2, 8, 0))  # doctest: +SKIP
    >>> rounds.shape                                                              # doctest: +SKIP
    (12, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

import numpy as np

from arena_vec.league.schedule import Fight
from arena_vec.multiagent.opponents import Batch, Opponent
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv


def fight_options(base: dict[str, Any], fight: Fight, players: Sequence[Opponent]) -> dict:
    """The native episode options of ``fight``: agent_0 is its P1 player, agent_1 its P2."""
    return {
        **base,
        "role": [0, 1],
        "characters": list(fight.characters),
        "cpu": [players[fight.p1].level, players[fight.p2].level],
    }


def play_fights(
    envs: SelfPlayVectorEnv,
    players: Sequence[Opponent],
    fights: Sequence[Fight],
    on_fight: Callable[[], object] | None = None,
) -> np.ndarray:
    """Plays ``fights``; returns the rounds won by P1 and by P2 in each, shape
    ``(len(fights), 2)``. ``envs`` must autoreset at the next step (the default)."""
    n = envs.num_fights
    shape = () if envs.adapter.is_discrete else (len(envs.adapter.action_sizes),)
    base = envs.adapter.initial_options()
    rounds = np.zeros((len(fights), 2), dtype=np.int64)
    slot = np.full(n, -1, dtype=np.int64)
    steps = np.zeros(2 * n, dtype=np.int64)
    seeds = np.zeros(2 * n, dtype=np.uint64)
    row_player = np.full(2 * n, -1, dtype=np.int64)
    upcoming = iter(fights)
    remaining = len(fights)
    reset_batch = max(1, n // 16)

    def start(idle: np.ndarray) -> tuple[Any, Any] | None:
        chosen = []
        for env in idle:
            fight = next(upcoming, None)
            if fight is None:
                break
            chosen.append((int(env), fight))
        if not chosen:
            return None
        envs_started = np.array([env for env, _ in chosen])
        envs.set_fight_options(
            envs_started, [fight_options(base, fight, players) for _, fight in chosen]
        )
        reset_seeds = [0] * n
        mask = np.zeros(2 * n, dtype=bool)
        for env, fight in chosen:
            slot[env] = fight.index
            reset_seeds[env] = fight.seed
            mask[2 * env : 2 * env + 2] = True
            row_player[2 * env : 2 * env + 2] = (fight.p1, fight.p2)
            seeds[2 * env : 2 * env + 2] = fight.seed
            steps[2 * env : 2 * env + 2] = 0
        return envs.reset(seed=reset_seeds, options={"reset_mask": mask})

    obs, info = cast("tuple[Any, Any]", start(np.arange(n)))  # n >= 1 fights to start
    while remaining:
        actions = np.zeros((2 * n, *shape), dtype=np.int64)
        batch = Batch(obs, info, steps, seeds)
        active_rows = row_player >= 0
        for index in np.unique(row_player[active_rows]):
            player = players[index]
            if player.level is None:
                rows = np.flatnonzero(row_player == index)
                actions[rows] = player.act(batch, rows)
        obs, _reward, terminated, truncated, info = envs.step(actions)
        steps += 1
        ended = np.flatnonzero((terminated[0::2] | truncated[0::2]) & (slot >= 0))
        for env in ended:
            rounds[slot[env]] = (
                obs["own"]["wins"][2 * env].item(),
                obs["opp"]["wins"][2 * env].item(),
            )
            slot[env] = -1
            row_player[2 * env : 2 * env + 2] = -1
            remaining -= 1
            if on_fight is not None:
                on_fight()
        idle = np.flatnonzero(slot < 0)
        if len(idle) >= min(reset_batch, remaining) and remaining > (slot >= 0).sum():
            started = start(idle)
            if started is not None:
                obs, info = started
    return rounds
