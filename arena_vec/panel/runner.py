"""The panel's play loop: many cells on one vector env, each env running one cell's episode at a
time, every episode seeded from (panel seed, the cell's seed key, episode index).

An env whose episode ended, or whose cell needs no more rounds, is reset here with its next
episode's seed and options; until then it waits: only envs playing a cell's episode step (the
pool steps the envs it is sent). Envs of different cells step together; each policy is called
on the rows of its own envs. With ``stop_after_fight`` an
episode ends at its first fight decision (the CPU-vs-CPU matrix plays stage 1 only).

Example:
    >>> jobs = [Job(Idle(controls), {"difficulty": 1}, (1,))]                   # doctest: +SKIP
    >>> scheduler = Scheduler([Cell(("idle", 1), rounds=50)], min_rounds=2)     # doctest: +SKIP
    >>> play(envs, scheduler, jobs, seed=0, timer_seconds=40)                   # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from arena_vec.panel.rounds import RoundTracker
from arena_vec.panel.scheduler import Scheduler
from arena_vec.policies.policy import Policy
from arena_vec.policies.seeds import episode_seed
from arena_vec.policies.view import FightView


@dataclass(frozen=True)
class Job:
    """What a cell plays: its agent policy (None when the CPU plays the agent's side), the
    episode options of its resets, and the key its episode seeds derive from (cells with the
    same key play the same episodes: same characters, same CPU draws)."""

    policy: Policy | None
    options: dict[str, Any] = field(default_factory=dict)
    seed_key: tuple[int, ...] = ()


def play(
    envs: Any,
    scheduler: Scheduler,
    jobs: Sequence[Job],
    *,
    seed: int,
    timer_seconds: int,
    step_ratio: int = 6,
    stop_after_fight: bool = False,
    on_round: Callable[[], None] | None = None,
    identify: Callable[[dict[str, Any]], np.ndarray] | None = None,
) -> None:
    """Plays until every cell of ``scheduler`` has its rounds (``jobs[i]`` is cell i's job).

    ``envs`` is a 1P fighting-game vector env (MultiDiscrete actions, ``next_step`` autoreset,
    the agent as P1); ``on_round`` is called for every round that counts toward a cell;
    ``identify`` tells each round's sides apart (default: their characters; lineups.py).
    """
    n = envs.num_envs
    cells = scheduler.cells
    policies = list(dict.fromkeys(job.policy for job in jobs if job.policy is not None))
    job_policy = np.array(
        [-1 if job.policy is None else policies.index(job.policy) for job in jobs], dtype=np.int64
    )
    row_cell = np.full(n, -1, dtype=np.int64)
    row_episode = np.zeros(n, dtype=np.int64)
    seeds = np.zeros(n, dtype=np.uint64)
    steps = np.zeros(n, dtype=np.int64)
    cell_done = np.zeros(len(cells), dtype=bool)
    tracker = RoundTracker(n, step_ratio, timer_seconds, identify)
    # A reset call costs Python work per env of the pool, so envs whose episode ended wait
    # until a batch of them can be reset at once.
    reset_batch = max(1, n // 16)

    def start(rows: np.ndarray, reset_all: bool = False) -> tuple[np.ndarray, Any, Any]:
        """Starts the next episodes the cells need on free envs ``rows``; returns the rows
        started (maybe none) and the reset's observations and infos (of every env).
        ``reset_all`` resets the other envs too (each must be reset once before it may wait)."""
        reset_seeds = [0] * n
        options: list[dict[str, Any] | None] = [None] * n
        started = []
        for row in rows:
            work = scheduler.assign()
            if work is None:
                break
            cell, episode = work
            job = jobs[cell]
            row_cell[row], row_episode[row] = cell, episode
            reset_seeds[row] = episode_seed(seed, job.seed_key, episode)
            seeds[row] = reset_seeds[row]
            options[row] = dict(job.options)
            started.append(row)
        rows = np.array(started, dtype=np.int64)
        if not started:
            return rows, None, None
        steps[rows] = 0
        mask = np.zeros(n, dtype=bool)
        mask[rows] = True
        mask |= reset_all
        obs, info = envs.reset(
            seed=reset_seeds, options={"reset_mask": mask, "env_options": options}
        )
        tracker.start(rows, obs)
        return rows, obs, info

    if scheduler.done:
        return
    _, obs, info = start(np.arange(n), reset_all=True)
    view = FightView.of(obs, info, steps.copy(), seeds.copy())  # each env's latest, by row
    while True:
        # Only envs with a cell step: the others wait for their reset at no cost.
        live = np.flatnonzero(row_cell >= 0)
        live_policy = job_policy[row_cell[live]]
        actions = np.zeros((len(live), 2), dtype=np.int64)
        for index in np.unique(live_policy[live_policy >= 0]):
            at = np.flatnonzero(live_policy == index)
            actions[at] = policies[index](view.take(live[at]))
        envs.send(actions, live)
        obs, reward, terminated, truncated, info = envs.recv()
        stepped = np.asarray(info["env_id"], dtype=np.int64)
        steps[stepped] += 1
        view.put(stepped, FightView.of(obs, info, steps[stepped], seeds[stepped]))
        ended = np.zeros(n, dtype=bool)
        ended[stepped] = terminated | truncated
        rows, rounds = tracker.update(obs, reward, info, stepped)
        for row, round_ in zip(rows, rounds, strict=True):
            if cells[row_cell[row]].done:
                continue
            cell = cells[row_cell[row]]
            if cell.add(int(row_episode[row]), round_) and on_round is not None:
                on_round()
            cell_done[row_cell[row]] = cell.done
            ended[row] |= stop_after_fight and round_.fight != 0
        has_cell = row_cell >= 0
        ended |= cell_done[row_cell] & has_cell
        for row in np.flatnonzero(ended & has_cell):
            cells[row_cell[row]].end(int(row_episode[row]))
            cell_done[row_cell[row]] = cells[row_cell[row]].done
            row_cell[row] = -1
        if scheduler.done:
            return
        # Free envs get new episodes in batches, and only when the cells' needs may have changed
        # (a round was booked or an episode ended).
        idle = np.flatnonzero(row_cell < 0)
        if len(idle) >= reset_batch and (len(rows) or ended.any()):
            started, obs, info = start(idle)
            if len(started):
                view.put(started, FightView.of(obs, info, steps, seeds).take(started))
