"""The benchmark panel's speed before and after a change, side by side in one run: the wall time
of four panel runs, each in a fresh subprocess on one of two source trees (each with its compiled
module), the trees alternating run by run so both see the same machine load. The runs: the
reactive policy at both ends of tagduo's ladder (long episodes at level 1: a tail of few envs),
tower's constant actions screened at its top level (63 cells), a triad panel with its CPU-vs-CPU
matrix (autoplay), and two scripted policies at trio's top level. Both trees must give the same
results (a digest of each PanelResult without its run record); the script stops if they differ.

    python perf/bench_panel.py --before /work/oldref --after . --repeats 3

Writes perf/results/panel_bench.json (median, range and samples per tree and run; their ratio).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness import host_info, in_tree, ratio_text, tree_arguments, tree_samples, write_json

RESULTS = Path(__file__).parent / "results"

CASES: dict[str, dict[str, Any]] = {
    "tagduo_reactive": {
        "game": "tagduo", "difficulties": [1, 9], "rounds": 60, "policies": ["reactive"],
        "matrix": False,
    },
    "tower_constants": {
        "game": "tower", "difficulties": [5], "rounds": 12, "policies": ["constant"],
        "matrix": False,
    },
    "triad_matrix": {
        "game": "triad", "difficulties": [1, 4], "rounds": 40, "matrix": True,
        "policies": ["idle", "random", "jump_in", "special_spam"], "matrix_rounds": 20,
    },
    "trio_scripted": {
        "game": "trio", "difficulties": [8], "rounds": 30, "matrix": False,
        "policies": ["crouch_block_punish", "forward_attack"],
    },
}  # fmt: skip

MEASURE = r"""
import hashlib, json, sys, time
from arena_vec.panel import evaluate
case = json.loads(sys.argv[1])
game = case.pop("game")
start = time.perf_counter()
result = evaluate(game, progress=False, **case)
seconds = time.perf_counter() - start
data = result.to_dict()
data.pop("run")
digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]
print(json.dumps({"seconds": seconds, "digest": digest}))
"""


def main() -> None:
    args = tree_arguments(__doc__ or "", repeats=3).parse_args()
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    results: dict[str, Any] = {}
    for name, case in CASES.items():
        digests: set[str] = set()

        def sample(tree: Path, case: dict[str, Any] = case, digests: set[str] = digests) -> float:
            out = json.loads(in_tree(tree, MEASURE, json.dumps(case)))
            digests.add(out["digest"])
            return float(out["seconds"])

        stats = tree_samples(trees, args.repeats, sample)
        if len(digests) != 1:
            raise SystemExit(f"{name}: the trees' results differ (digests {sorted(digests)})")
        results[name] = {"case": case, "digest": digests.pop(), "seconds": stats}
        print(
            f"{name}: before {stats['before']['median']:.1f} s "
            f"({stats['before']['min']:.1f}-{stats['before']['max']:.1f}), after "
            f"{stats['after']['median']:.1f} s ({stats['after']['min']:.1f}-"
            f"{stats['after']['max']:.1f}); before/after "
            f"{ratio_text(stats['before'], stats['after'])}",
            flush=True,
        )
    payload = {"host": host_info(), "trees": {k: str(v) for k, v in trees.items()}, **results}
    write_json(RESULTS / "panel_bench.json", payload)


if __name__ == "__main__":
    main()
