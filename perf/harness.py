"""Shared benchmark machinery: host description, timed runs, alternating repeats, JSON and plots.

Every comparison runs all contenders in the same process, interleaved (A, B, C, A, B, C, ...),
several times, and reports the median and the range, because on small shared machines the
run-to-run spread is large.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any


def host_info() -> dict[str, Any]:
    """Cores, CPU model, Python and package versions: recorded beside every result."""
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    versions = {}
    for package in ("arena_vec", "numpy", "gymnasium", "envpool", "jax", "dm-env"):
        try:
            versions[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            versions[package] = None
    return {
        "cores": os.cpu_count(),
        "cpu": cpu,
        "platform": platform.platform(),
        "python": platform.python_version(),
        "versions": versions,
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def rate(run: Callable[[int], int], seconds: float, warmup: float = 0.1) -> float:
    """Items per second of ``run(chunk) -> items done``, timed for at least ``seconds``."""
    deadline = time.perf_counter() + warmup
    while time.perf_counter() < deadline:
        run(1)
    done = 0
    start = time.perf_counter()
    while True:
        done += run(16)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def interleaved(
    contenders: dict[str, Callable[[], float]], repeats: int, progress: Any = None
) -> dict[str, dict[str, float]]:
    """Runs every contender ``repeats`` times, alternating, and summarizes each one."""
    samples: dict[str, list[float]] = {name: [] for name in contenders}
    for _ in range(repeats):
        for name, measure in contenders.items():
            samples[name].append(measure())
            if progress is not None:
                progress.update(1)
    return {name: summarize(values) for name, values in samples.items()}


def in_tree(tree: Path, code: str, *args: str) -> str:
    """The last line ``code`` prints, run with ``args`` in a fresh Python whose ``PYTHONPATH`` is
    the source tree ``tree`` (with its compiled module): how a benchmark compares two trees."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, "-c", code, *args], env=env, capture_output=True, text=True, check=True,
        cwd="/",
    )  # fmt: skip
    return out.stdout.strip().splitlines()[-1]


def tree_arguments(description: str, repeats: int) -> argparse.ArgumentParser:
    """The command line of a before/after benchmark: ``--before`` and ``--after`` source trees
    and ``--repeats`` (samples per tree); add a benchmark's own options to it."""
    parser = argparse.ArgumentParser(
        description=description, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", type=Path, required=True, help="source tree before")
    parser.add_argument("--after", type=Path, required=True, help="source tree after")
    parser.add_argument("--repeats", type=int, default=repeats, help="samples per tree")
    return parser


def tree_samples(
    trees: dict[str, Path], repeats: int, sample: Callable[[Path], float]
) -> dict[str, dict[str, float]]:
    """``repeats`` samples of every tree, their order reversed every other round (before,
    after, after, before, ...) so both see the same load; summarized per tree."""
    values: dict[str, list[float]] = {name: [] for name in trees}
    for repeat in range(repeats):
        for name in trees if repeat % 2 == 0 else reversed(trees):
            values[name].append(sample(trees[name]))
    return {name: summarize(v) for name, v in values.items()}


def summarize(values: list[float]) -> dict[str, float]:
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "samples": values,
    }


def write_json(path: Path, payload: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload, indent=2))
    print(f"wrote {path}")


def ratio_text(ours: dict[str, float], theirs: dict[str, float]) -> str:
    """Median ratio and the range of ratios (worst of ours over best of theirs, and back)."""
    return (
        f"{ours['median'] / theirs['median']:.2f}x "
        f"(range {ours['min'] / theirs['max']:.2f}-{ours['max'] / theirs['min']:.2f})"
    )
