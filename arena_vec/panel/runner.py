"""The panel's play loop: many cells on one vector env, each env running one cell's episode at a
time, every episode seeded from (panel seed, the cell's seed key, episode index).

An env whose episode ended, or whose cell needs no more rounds, is reset here with its next
episode's seed and options; until then it steps without a cell (its own autoreset keeps it
valid) and nothing it does is recorded. Envs of different cells step together; each policy is
called on the rows of its own envs. With ``stop_after_fight`` an
episode ends at its first fight decision (the CPU-vs-CPU matrix plays stage 1 only).

Example:
    >>> jobs = [Job(Idle(controls), {"difficulty": 1}, (1,))]                   # doctest: +SKIP
    >>> scheduler = Scheduler([Cell(("idle", 1), rounds=50)], min_rounds=2)     # doctest: +SKIP
    >>> play(envs, scheduler, jobs, seed=0, timer_seconds=40)                   # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

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
    # A reset call costs Python work per env of the pool, so envs whose episode ended wait (and
    # step without a policy) until a batch of them can be reset at once.
    reset_batch = max(1, n // 16)

    def start(rows: np.ndarray) -> tuple[Any, Any]:
        reset_seeds = [0] * n
        options: list[dict[str, Any] | None] = [None] * n
        for row in rows:
            # not None: play() stops once all cells are done
            cell, episode = cast("tuple[int, int]", scheduler.assign())
            job = jobs[cell]
            row_cell[row], row_episode[row] = cell, episode
            reset_seeds[row] = episode_seed(seed, job.seed_key, episode)
            seeds[row] = reset_seeds[row]
            options[row] = dict(job.options)
        steps[rows] = 0
        mask = np.zeros(n, dtype=bool)
        mask[rows] = True
        obs, info = envs.reset(
            seed=reset_seeds, options={"reset_mask": mask, "env_options": options}
        )
        tracker.start(rows, obs)
        return obs, info

    obs, info = start(np.arange(n))
    while True:
        active = row_cell >= 0
        view = FightView.of(obs, info, steps, seeds)
        actions = np.zeros((n, 2), dtype=np.int64)
        row_policy = np.where(active, job_policy[row_cell], -1)
        for index in np.unique(row_policy[row_policy >= 0]):
            rows = np.flatnonzero(row_policy == index)
            actions[rows] = policies[index](view.take(rows))
        obs, reward, terminated, truncated, info = envs.step(actions)
        steps += 1
        ended = terminated | truncated
        rows, rounds = tracker.update(obs, reward, info)
        for row, round_ in zip(rows, rounds, strict=True):
            if not active[row] or cells[row_cell[row]].done:
                continue
            cell = cells[row_cell[row]]
            if cell.add(int(row_episode[row]), round_) and on_round is not None:
                on_round()
            cell_done[row_cell[row]] = cell.done
            ended[row] |= stop_after_fight and round_.fight != 0
        ended |= cell_done[row_cell]  # (rows without a cell are masked out below)
        for row in np.flatnonzero(ended & active):
            cells[row_cell[row]].end(int(row_episode[row]))
            cell_done[row_cell[row]] = cells[row_cell[row]].done
            row_cell[row] = -1
        if scheduler.done:
            return
        idle = np.flatnonzero(row_cell < 0)
        if len(idle) >= reset_batch:
            obs, info = start(idle)
