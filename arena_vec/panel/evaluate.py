"""``evaluate(game, ...)``: the benchmark panel of a fighting game, batched.

Every reference policy plays ``rounds`` rounds against the CPU at every difficulty (RAM-only
observation, the agent as P1 with a random character each episode, no continues, step_ratio 6),
then, with ``matrix``, the CPU plays the agent's side too (``autoplay``): each character (a
team's lineup in a team game), fixed on P1, plays ``matrix_rounds`` rounds of stage-1 fights
(both CPUs at the chosen level) against the ladder's first opponent; ``matrix_lineups`` plays
only the rows it names, each on the episodes it plays in the whole matrix. Episode ``k`` of every
policy at one difficulty uses the same seed, so policies are compared on the same draws. Same
seed and settings give an equal result whatever ``num_envs`` and ``num_threads``.

Example:
    >>> from arena_vec.panel import evaluate
    >>> result = evaluate("triad", rounds=50, policies=["idle", "reactive"])   # doctest: +SKIP
    >>> result.cell("reactive", 1).round_win_rate                                # doctest: +SKIP
"""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from importlib import metadata
from typing import Any, cast

import numpy as np

from arena_vec.builder import make_vec
from arena_vec.engine.checks import check_int
from arena_vec.fighting.games import GameInfo, all_games, game_info
from arena_vec.fighting.settings import EnvironmentSettings, Roles, SpaceTypes
from arena_vec.panel.lineups import Lineups, lineups
from arena_vec.panel.progress import progress_bar
from arena_vec.panel.result import CellStats, MatrixStats, PanelResult
from arena_vec.panel.runner import Job, play
from arena_vec.panel.scheduler import Cell, Scheduler
from arena_vec.policies.catalog import make_policies
from arena_vec.policies.controls import Controls

STEP_RATIO = 6
DEFAULT_ROUNDS = 500
DEFAULT_NUM_ENVS = 256
POLICY_SEEDS, MATRIX_SEEDS = 0, 1  # first element of every seed key


def _check_difficulties(value: Any, game: GameInfo) -> list[int]:
    low, high = game.difficulty
    if value is None:
        return list(range(low, high + 1))
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or not value:
        raise ValueError(
            f"difficulties={value!r} is not allowed; expected a non-empty list of ints"
        )
    out = [check_int("difficulties", d, low, high) for d in value]
    if len(set(out)) != len(out):
        raise ValueError(f"difficulties={list(value)} lists a difficulty twice")
    return sorted(out)


def check_lineups(value: Any, sides: Lineups) -> list[int]:
    """The indices of the lineups ``value`` names (default: every one), in the matrix's order."""
    if value is None:
        return list(range(len(sides.labels)))
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or not value:
        raise ValueError(
            f"matrix_lineups={value!r} is not allowed; expected a non-empty list of lineup names"
        )
    chosen = [sides.index(label) for label in value]
    if len(set(chosen)) != len(chosen):
        raise ValueError(f"matrix_lineups={list(value)} names a lineup twice")
    return sorted(chosen)


def _check_bool(name: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"{name}={value!r} is not allowed; expected a bool")


def _check_names(policies: Any) -> None:
    if policies is not None and (
        isinstance(policies, str)
        or not isinstance(policies, Sequence)
        or not policies
        or not all(isinstance(p, str) for p in policies)
    ):
        raise ValueError(
            f"policies={policies!r} is not allowed; expected a non-empty list of names"
        )


def _settings(autoplay: bool) -> EnvironmentSettings:
    return EnvironmentSettings(
        step_ratio=STEP_RATIO,
        include_frame=False,
        action_space=SpaceTypes.MULTI_DISCRETE,
        continue_game=0.0,
        role=Roles.P1,
        autoplay=autoplay,
    )


def _host() -> dict[str, Any]:
    try:
        version = metadata.version("arena_vec")
    except metadata.PackageNotFoundError:
        version = "unknown"
    return {
        "version": version,
        "cores": os.cpu_count(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "numpy": np.__version__,
    }


def evaluate(
    game: str = "triad",
    *,
    difficulties: Sequence[int] | None = None,
    rounds: int = DEFAULT_ROUNDS,
    policies: Sequence[str] | None = None,
    matrix: bool = True,
    matrix_rounds: int | None = None,
    matrix_lineups: Sequence[str] | None = None,
    seed: int = 0,
    num_envs: int = DEFAULT_NUM_ENVS,
    num_threads: int = 0,
    progress: bool = True,
) -> PanelResult:
    """Runs the panel of ``game`` and returns its :class:`PanelResult`.

    Args:
        game: a fighting game id (``arena_vec.available_games()``).
        difficulties: CPU levels to play (default: every level of the game).
        rounds: rounds per (policy, difficulty) cell, counted exactly.
        policies: names from :data:`arena_vec.policies.catalog.POLICY_NAMES` or
            ``"constant:<direction>+<attack>"`` (default: all of them).
        matrix: also play the CPU-vs-CPU character matrix at each difficulty.
        matrix_rounds: rounds per character and difficulty in the matrix (default ``rounds``).
        matrix_lineups: the matrix's P1 rows to play, by name (``"Kaito"``, or a team's
            ``"Kaito+Gorr"`` in any order; default: every one). Their opponents are still
            drawn from every lineup; the other rows are left at zero.
        seed: the panel's seed; every episode's seed derives from it.
        num_envs, num_threads: the vector env's size and threads (no effect on the result).
        progress: show a tqdm progress bar when tqdm is installed.
    """
    if not isinstance(game, str) or game not in all_games():
        raise ValueError(f"game={game!r} is not allowed; use one of {sorted(all_games())}")
    info = game_info(game)
    levels = _check_difficulties(difficulties, info)
    rounds = check_int("rounds", rounds, 1)
    matrix_rounds = (
        rounds if matrix_rounds is None else check_int("matrix_rounds", matrix_rounds, 1)
    )
    seed = check_int("seed", seed, 0)
    num_envs = check_int("num_envs", num_envs, 1)
    num_threads = check_int("num_threads", num_threads, 0)
    _check_bool("matrix", matrix)
    _check_bool("progress", progress)
    _check_names(policies)
    controls = Controls(info)
    chosen = make_policies(controls, policies)
    policy_jobs = [
        (Cell((p.name, d), rounds), Job(p, {"difficulty": d}, (POLICY_SEEDS, d)))
        for p in chosen
        for d in levels
    ]
    sides = lineups(info)
    rows = check_lineups(matrix_lineups, sides)
    matrix_jobs = [
        (
            Cell((c, d), matrix_rounds),
            Job(None, {"difficulty": d, "characters": sides.settings[c]}, (MATRIX_SEEDS, d, c)),
        )
        for d in levels
        for c in rows
    ]
    total = len(policy_jobs) * rounds + (len(matrix_jobs) * matrix_rounds if matrix else 0)
    started = time.perf_counter()
    bar: AbstractContextManager[Callable[[], None] | None] = (
        progress_bar(total, f"{game} panel") if progress else nullcontext()
    )
    with bar as tick:
        _play(game, policy_jobs, False, info, seed, num_envs, num_threads, tick, sides)
        if matrix:
            _play(game, matrix_jobs, True, info, seed, num_envs, num_threads, tick, sides)
    cells = tuple(
        CellStats.of(p, d, cell.result())
        for cell, _ in policy_jobs
        for p, d in [cast("tuple[str, int]", cell.key)]
    )
    matrices = tuple(
        MatrixStats.of(
            d,
            sides.labels,
            [
                r
                for cell, _ in matrix_jobs
                if cast("tuple[str, int]", cell.key)[1] == d
                for r in cell.result()
            ],
            matrix_rounds,
        )
        for d in (levels if matrix else [])
    )
    settings = {
        "difficulties": levels,
        "rounds": rounds,
        "policies": [p.name for p in chosen],
        "matrix": matrix,
        "matrix_rounds": matrix_rounds,
        **({} if matrix_lineups is None else {"matrix_lineups": [sides.labels[c] for c in rows]}),
        "seed": seed,
        "step_ratio": STEP_RATIO,
        "observation": "ram",
        "role": "P1",
        "continue_game": 0.0,
    }
    run = _host() | {
        "num_envs": num_envs,
        "num_threads": num_threads,
        "seconds": round(time.perf_counter() - started, 2),
    }
    return PanelResult(game=game, settings=settings, cells=cells, matrix=matrices, run=run)


def _play(
    game: str,
    jobs: list[tuple[Cell, Job]],
    autoplay: bool,
    info: GameInfo,
    seed: int,
    num_envs: int,
    num_threads: int,
    tick: Callable[[], None] | None,
    sides: Lineups,
) -> None:
    envs = make_vec(
        game,
        num_envs,
        num_threads=num_threads,
        seed=seed,
        env_settings=_settings(autoplay),
    )
    try:
        play(
            envs,
            Scheduler([cell for cell, _ in jobs], min_rounds=info.rounds_to_win),
            [job for _, job in jobs],
            seed=seed,
            timer_seconds=info.timer,
            step_ratio=STEP_RATIO,
            stop_after_fight=autoplay,
            on_round=tick,
            identify=sides.identify,
        )
    finally:
        envs.close()
