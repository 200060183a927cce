"""Benchmark tables rendered from the JSON that perf/ writes to perf/results/: every figure the
docs and the README show comes from there, with the host and the command beside it.

``table(name)`` is the markdown of one benchmark (``name`` is the JSON's stem, a key of
``BENCHMARKS``); ``headline()`` is the README's table, which ``tests/test_docs.py`` compares with
the README so the README's numbers are generated too, just not at build time.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from stored_results import stored_text


@dataclass(frozen=True)
class Benchmark:
    """How to read one perf/results JSON: the command that writes it, the key holding the
    median/min/max leaves (None: the top level), the unit, and what the rows are."""

    command: str
    key: str | None
    unit: str
    what: str
    only: str | None = None  # keep the leaves under this key (it is left out of the labels)


BENCHMARKS = {
    "vector": Benchmark(
        "python perf/bench_vector.py",
        "throughput_steps_per_s",
        "env steps/s",
        "CartPole-v1 dynamics; rows: num_envs; contenders: arena_vec and EnvPool, sync and async "
        "(batch of num_envs/2), t = threads",
    ),
    "triad": Benchmark(
        "python perf/bench_triad.py",
        "steps_per_s",
        "env steps/s",
        "triad, 64 envs, step_ratio 6, random actions against the CPU; rows: observation",
    ),
    "games": Benchmark(
        "python perf/bench_games.py --games triad parry ronin tower --repeats 7",
        "steps_per_s",
        "env steps/s",
        "64 envs, step_ratio 6, random actions against the CPU, the four games interleaved",
    ),
    "jax": Benchmark(
        "python perf/bench_jax.py",
        "results",
        "env steps/s",
        "CartPole, 1 thread: a jitted lax.scan rollout against a Python loop, with and "
        "without an MLP policy",
    ),
    "selfplay": Benchmark(
        "python perf/bench_selfplay.py",
        "rows_per_s",
        "agent rows/s",
        "triad RAM, 64 fights, 1 thread, random actions; a row is one agent's step",
    ),
    "episode_control": Benchmark(
        "python perf/bench_episode_control.py",
        "steps_per_s",
        "ratio to off",
        "64 envs, 1 thread, same_step; the ratio of each contender's steps/s to EpisodeControl "
        "off, per round, by wall clock and by the caller's CPU time (with 1 thread, all the work)",
        only="ratio_to_off",
    ),
    "recording": Benchmark(
        "python perf/bench_recording.py",
        None,
        "env steps/s",
        "16 triad envs, CPU vs CPU, RAM observations: unrecorded, compact form, rows too",
    ),
    "handoff": Benchmark(
        "python perf/bench_handoff.py",
        "overhead_us",
        "us",
        "2 envs x 200 us on 2 threads: how late the worker picks its env up, by the caller's "
        "work between steps and the worker's spin before it sleeps",
    ),
    "rllib": Benchmark(
        "python perf/bench_rllib.py",
        "results",
        "env steps/s",
        "16 triad envs stepped by RLlib's untrained PPO module",
    ),
    "impala": Benchmark(
        "python perf/bench_impala.py",
        "results",
        "env steps/s",
        "triad, difficulty 1, learning included; RAM observations (frames: native RGB too)",
    ),
    "envpool": Benchmark(
        "python perf/bench_envpool.py",
        "ratio_cpu",
        "ratio to the baseline",
        "arena_vec.envpool against its baseline (named in the column), 1 pool thread, random "
        "actions; Triad-v0 with EnvPool's Atari defaults (84x84 gray, 4 frames, frame_skip 4), "
        "CartPole-v1 against EnvPool 1.x where installed",
    ),
    "ray": Benchmark(
        "python perf/bench_ray.py",
        "results",
        "env steps/s",
        "a one-node local Ray, triad RAM, 64 envs in all",
    ),
}

# The README's headline rows: (benchmark, path to one stats leaf, label).
HEADLINE = [
    ("vector", ("128", "arena_vec sync t1"), "CartPole dynamics, 128 envs, 1 thread"),
    ("vector", ("128", "envpool async t1"), "EnvPool on the same work: 128 envs, async, 1 thread"),
    ("triad", ("84x84x1", "arena_vec t2"), "triad, 64 envs, 84x84 gray frames, 2 threads"),
    ("triad", ("no frame", "arena_vec t2"), "triad, 64 envs, RAM only, 2 threads"),
    ("jax", ("cartpole n=128 threads=1", "jax-scan"), "CartPole, 128 envs, inside jax.jit"),
]


def load(name: str) -> dict[str, Any]:
    if name not in BENCHMARKS:
        raise KeyError(f"no benchmark {name!r}; known: {', '.join(sorted(BENCHMARKS))}")
    return json.loads(stored_text(f"{name}.json", "benchmark result"))


def is_stats(node: object) -> bool:
    return isinstance(node, dict) and {"median", "min", "max"} <= node.keys()


def leaves(node: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], dict]]:
    """(path, stats) for every median/min/max leaf under ``node``, in the JSON's order."""
    if is_stats(node):
        return [(path, node)]
    if not isinstance(node, dict):
        return []
    return [leaf for key, child in node.items() for leaf in leaves(child, (*path, str(key)))]


def number(value: float) -> str:
    """3 significant figures, with k/M for large values: 137603 -> 138k."""
    for scale, suffix in ((1e6, "M"), (1e3, "k")):
        if abs(value) >= scale:
            return f"{value / scale:.3g}{suffix}"
    return f"{value:.3g}"


def stats(leaf: dict) -> str:
    return f"{number(leaf['median'])} ({number(leaf['min'])}-{number(leaf['max'])})"


def host_line(data: dict[str, Any]) -> str:
    host = data.get("host", {})
    versions = host.get("versions", {})
    parts = [
        f"{host['cores']} cores ({host['cpu']})" if "cpu" in host else None,
        f"Python {host['python']}" if "python" in host else None,
        f"arena_vec {versions['arena_vec']}" if versions.get("arena_vec") else None,
        f"measured {host['time']}" if "time" in host else None,
    ]
    return "; ".join(p for p in parts if p)


def markdown_table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def table(name: str) -> str:
    """One benchmark as markdown: what it measures, the command, the host, then a table of
    median (min-max): rows by the first key and columns by the rest when every leaf sits two or
    more keys deep, else one row a leaf."""
    spec = BENCHMARKS[name]
    data = load(name)
    found = leaves(data[spec.key] if spec.key else data)
    if spec.only:
        found = [(tuple(k for k in p if k != spec.only), v) for p, v in found if spec.only in p]
    if not found:
        raise ValueError(f"perf/results/{name}.json has no median/min/max leaves")
    caption = (
        f"{spec.what}. {spec.unit}, median (min-max) of interleaved repeats. "
        f"Command: `{spec.command}`, which writes `perf/results/{name}.json`; "
        f"host: {host_line(data)}."
    )
    if all(len(path) >= 2 for path, _ in found):
        found = [((path[0], " / ".join(path[1:])), leaf) for path, leaf in found]
        rows = list(dict.fromkeys(path[0] for path, _ in found))
        columns = list(dict.fromkeys(path[1] for path, _ in found))
        cell = {path: leaf for path, leaf in found}
        body = [
            [row] + [stats(cell[(row, c)]) if (row, c) in cell else "" for c in columns]
            for row in rows
        ]
        return caption + "\n\n" + markdown_table(["", *columns], body)
    body = [[" / ".join(path) or name, stats(leaf)] for path, leaf in found]
    return caption + "\n\n" + markdown_table(["", spec.unit], body)


def headline() -> str:
    """The README's benchmark table: a few rows, each with its command and its JSON."""
    rows = []
    for name, path, label in HEADLINE:
        spec = BENCHMARKS[name]
        node: Any = load(name)[spec.key]
        for key in path:
            node = node[key]
        rows.append([label, stats(node), f"`{spec.command}`"])
    return markdown_table(["", "env steps/s, median (range)", "command"], rows)
