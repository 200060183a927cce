"""The cost of handing a job to another thread on this machine, and what spinning buys.

A sync pool of 2 dummy envs that each cost ``COST_US`` per step, on 2 threads: the caller runs
one env and the worker should run the other, so a perfect hand-off makes a step take COST_US.
Between steps the caller does ``work`` microseconds of Python-side work (a stand-in for the
policy); a worker whose spin window is shorter than that has gone to sleep and must be woken by
the kernel. Reported: step time beyond COST_US, i.e. the hand-off delay, for several spin
windows. This measurement chose the executor's spin window (50 us) and its adaptive
``num_threads=0`` mode (share only batches worth more than a wake-up).

    python perf/bench_handoff.py
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
from harness import host_info, interleaved, write_json

from arena_vec import _native

COST_US = 200.0


def overhead_us(spin_ns: int, work_us: float, rounds: int) -> float:
    config = {"step_cost_us": COST_US, "episode_length": 10**9}
    pool = _native.BatchPool("dummy", config, 2, 2, 2, -1, "next_step", 0, spin_ns)
    pool.reset()
    pool.recv()
    actions = np.zeros(2, dtype=np.int64)
    stepping = 0.0
    for _ in range(rounds):
        until = time.perf_counter() + work_us * 1e-6
        while time.perf_counter() < until:
            pass
        start = time.perf_counter()
        pool.step(actions)
        stepping += time.perf_counter() - start
    pool.close()
    return stepping / rounds * 1e6 - COST_US


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    results = {}
    for work_us in (0.0, 20.0, 200.0):
        contenders = {
            f"spin {spin // 1000} us": (lambda s=spin, w=work_us: overhead_us(s, w, args.rounds))
            for spin in (0, 5_000, 50_000, 500_000)
        }
        results[f"caller work {work_us:.0f} us"] = interleaved(contenders, args.repeats)
    payload = {"host": host_info(), "settings": vars(args), "overhead_us": results}
    write_json(Path(__file__).parent / "results" / "handoff.json", payload)
    print(f"\nstep of 2 envs x {COST_US:.0f} us on 2 threads: time beyond {COST_US:.0f} us")
    print(
        "\n| caller work between steps | worker spin window | hand-off delay (median, us) | range |"
    )
    print("|---|---|---|---|")
    for work, contenders in results.items():
        for name, s in contenders.items():
            print(f"| {work} | {name} | {s['median']:.1f} | {s['min']:.1f}-{s['max']:.1f} |")


if __name__ == "__main__":
    main()
