"""``arena-vec bench``: the README's throughput table for any env and settings. Every cell
(frame x num_envs x batch size x threads) runs ``--repeats`` times for ``--seconds`` each,
interleaved with the other cells, with random actions; the table gives env steps per second,
median (min-max). ``--out DIR`` writes <env>_bench.json, .md and a plot (.png, matplotlib).

    arena-vec bench                                          # triad, 64 envs, 1 and 2 threads
    arena-vec bench --frames 84x84x1 none --num-envs 16 64 --num-threads 1 2
    arena-vec bench --env cartpole --num-envs 8 32 128 --out results/
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any, cast

import numpy as np
from gymnasium import spaces

from arena_vec.builder import make_vec
from arena_vec.cli.args import bad_argument, int_at_least, positive_float
from arena_vec.cli.out import add_out, check_out, write_results
from arena_vec.cli.progress import add_quiet, progress_bar
from arena_vec.engine.native import native_games
from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.games import is_fighting_game
from arena_vec.fighting.settings import EnvironmentSettings

HELP = "throughput table (env steps/s) over frames, num_envs, batch sizes and threads, with a plot"


def frame_setting(text: str) -> dict[str, Any]:
    """An argparse type: ``HxWxC`` (``0x0x0`` = native RGB) or ``none`` (RAM only)."""
    if text == "none":
        return {"include_frame": False}
    try:
        shape = tuple(int(part) for part in text.split("x"))
    except ValueError:
        shape = ()
    if len(shape) != 3:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not allowed; expected HxWxC (e.g. 84x84x1, 0x0x0 for native RGB) or none"
        )
    return {"frame_shape": shape}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The bench command's options."""
    parser.add_argument("--env", default="triad", choices=native_games(), help="env id")
    parser.add_argument(
        "--frames",
        nargs="+",
        default=["84x84x1"],
        metavar="HxWxC|none",
        help="fighting games: frame shapes to compare (default 84x84x1)",
    )
    parser.add_argument("--num-envs", nargs="+", type=int_at_least(1), default=[64])
    parser.add_argument(
        "--batch-fraction",
        nargs="+",
        type=positive_float,
        default=[1.0],
        help="batch_size as a fraction of num_envs (1 = sync; 0.5 = async halves)",
    )
    parser.add_argument("--num-threads", nargs="+", type=int_at_least(0), default=[1, 2])
    parser.add_argument("--step-ratio", type=int, default=6, help="fighting games: 1..6")
    parser.add_argument("--seconds", type=positive_float, default=2.0, help="per run")
    parser.add_argument("--repeats", type=int_at_least(1), default=3)
    parser.add_argument("--seed", type=int_at_least(0), default=0)
    add_out(parser)
    add_quiet(parser)


def command(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Checks the arguments, runs the cells interleaved, prints and writes the table."""
    fighting = is_fighting_game(args.env)
    frames = {}
    for text in args.frames:
        try:
            frames[text] = frame_setting(text)
        except argparse.ArgumentTypeError as error:
            bad_argument(parser, "--frames", str(error))
    if not fighting and args.frames != ["84x84x1"]:
        bad_argument(parser, "--frames", f"{args.frames} is not allowed: {args.env} has no frames")
    if not fighting:
        frames = {"-": {}}
    if any(f > 1 for f in args.batch_fraction):
        bad_argument(parser, "--batch-fraction", f"{args.batch_fraction}: each must be in (0, 1]")
    check_out(parser, args.out)
    cells = [
        {"frame": name, "num_envs": n, "batch_size": max(1, round(n * f)), "num_threads": t}
        for name in frames
        for n in args.num_envs
        for f in args.batch_fraction
        for t in args.num_threads
    ]
    makers = {}
    for cell in cells:
        kwargs: dict[str, Any] = {}
        if fighting:
            try:
                kwargs["env_settings"] = EnvironmentSettings(
                    step_ratio=args.step_ratio, continue_game=0.0, **frames[cell["frame"]]
                )
                make_vec(args.env, 1, **kwargs).close()  # settings checked before any run
            except ValueError as error:
                bad_argument(parser, "--frames/--step-ratio", str(error))
        makers[id(cell)] = kwargs
    rates: dict[int, list[float]] = {id(cell): [] for cell in cells}
    with progress_bar(len(cells) * args.repeats, "bench", "run", args.quiet) as advance:
        for _ in range(args.repeats):
            for cell in cells:
                rates[id(cell)].append(measure(args.env, cell, makers[id(cell)], args))
                advance()
    for cell in cells:
        values = rates[id(cell)]
        cell.update(median=float(np.median(values)), low=min(values), high=max(values))
    result = {"env": args.env, "step_ratio": args.step_ratio, "host": host(), "cells": cells}
    text = markdown(result)
    print(text, end="")
    if args.out is not None:
        write_results(
            args.out / f"{args.env}_bench",
            json.dumps(result, indent=2),
            text,
            partial(plot, result),
        )


def measure(env_id: str, cell: dict[str, Any], kwargs: dict[str, Any], args: Any) -> float:
    """Env steps per second of one run of ``cell`` (random actions, async when batch < n)."""
    envs: ArenaVectorEnv = make_vec(  # type: ignore[assignment]  # no wrappers given
        env_id,
        cell["num_envs"],
        batch_size=cell["batch_size"],
        num_threads=cell["num_threads"],
        seed=args.seed,
        **kwargs,
    )
    space = envs.single_action_space
    high = space.nvec if isinstance(space, spaces.MultiDiscrete) else cast(spaces.Discrete, space).n
    rng = np.random.default_rng(args.seed)
    actions = [rng.integers(0, high, (envs.batch_size, *np.shape(high))) for _ in range(64)]
    envs.async_reset()
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        info = envs.recv()[4]
        envs.send(actions[steps % 64], info["env_id"])
        steps += 1
    elapsed = time.perf_counter() - start
    envs.close()
    return steps * cell["batch_size"] / elapsed


def host() -> dict[str, Any]:
    return {
        "cores": os.cpu_count(),
        "machine": platform.machine(),
        "python": sys.version.split()[0],
        "numpy": np.__version__,
    }


def rate_text(value: float) -> str:
    for scale, suffix in ((1e6, "M"), (1e3, "k")):
        if value >= scale:
            return f"{value / scale:.3g}{suffix}"
    return f"{value:.0f}"


def markdown(result: dict[str, Any]) -> str:
    """One row per (frame, num_envs, batch_size), one column per thread count."""
    threads = sorted({c["num_threads"] for c in result["cells"]})
    rows: dict[tuple, dict[int, dict]] = {}
    for cell in result["cells"]:
        rows.setdefault((cell["frame"], cell["num_envs"], cell["batch_size"]), {})[
            cell["num_threads"]
        ] = cell
    header = ["frame", "num_envs", "batch_size"] + [
        f"{t} threads" if t else "auto threads" for t in threads
    ]
    title = (
        f"{result['env']}, step_ratio {result['step_ratio']}, env steps/s, median (min-max), "
        f"{result['host']['cores']} cores"
    )
    lines = [
        title,
        "",
        "| " + " | ".join(header) + " |",
        "|" + "---|" * len(header),
    ]
    for (frame, n, batch), by_threads in rows.items():
        values = [
            f"{rate_text(c['median'])} ({rate_text(c['low'])}-{rate_text(c['high'])})"
            for c in (by_threads[t] for t in threads)
        ]
        lines.append("| " + " | ".join([frame, str(n), str(batch), *values]) + " |")
    return "\n".join(lines) + "\n"


def plot(result: dict[str, Any], path: Path) -> Path:
    """Steps/s against num_envs, one line per (frame, batch fraction, threads), log axes."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    lines: dict[str, list[dict]] = {}
    for cell in result["cells"]:
        fraction = cell["batch_size"] / cell["num_envs"]
        label = f"{cell['frame']}, batch {fraction:g}n, {cell['num_threads']} threads"
        lines.setdefault(label, []).append(cell)
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for label, cells in lines.items():
        cells.sort(key=lambda c: c["num_envs"])
        x = [c["num_envs"] for c in cells]
        ax.plot(x, [c["median"] for c in cells], marker="o", label=label)
        ax.fill_between(x, [c["low"] for c in cells], [c["high"] for c in cells], alpha=0.2)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("num_envs")
    ax.set_ylabel("env steps/s")
    ax.set_title(f"arena-vec bench: {result['env']} ({result['host']['cores']} cores)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
