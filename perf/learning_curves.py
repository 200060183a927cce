"""The learning-curve ladder of a game: the reference learner (examples/ppo_jax_fight.py, PPO
on RAM observations) trained against each CPU level, several seeds each, and per level the env
steps it took to win 50% and 70% of fights, with the range over seeds.

    python perf/learning_curves.py --game triad --levels 3 4 --seeds 0 1 2 --steps 20000000

A run's curve is its report rows (every 25 updates: 102,400 steps); the fight win rate at a row
pools the fights of that row and the three before it (~400k steps). Runs accumulate in
perf/results/learning_<game>.json, keyed by level, seed, steps and a fingerprint of what a
level's curves depend on (perf/fingerprint.py: the game's rules and the CPU levels its ladder
plays, as the golden-trajectory digests pin them down, and the learner's code), so a changed CPU
level or learner starts a new ladder at the levels that play it and the old runs stay as
history, while a restructuring that changes no behaviour keeps the ladder: a run already there
is not repeated, so a ladder can be filled over several sessions, and the summary covers each
level's current runs only. ``--plot`` also draws the curves
(matplotlib, the ``perf`` extra) to perf/results/learning_<game>.png; ``--save-params DIR``
keeps each run's trained policy for perf/exploiter.py.
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
from pathlib import Path
from typing import Any

from fingerprint import level_code
from harness import host_info

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

from ppo_jax_fight import print_row, train

from arena_vec.fighting.games import all_games, game_info

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "perf" / "results"
WINDOW = 4  # report rows pooled into one win rate
THRESHOLDS = (0.5, 0.7)


def win_rates(rows: list[dict[str, Any]]) -> list[tuple[int, float]]:
    """(steps, fight win rate over the last WINDOW rows) at each row with fights in it."""
    rates = []
    for index, row in enumerate(rows):
        pooled = rows[max(0, index - WINDOW + 1) : index + 1]
        fights = sum(r["fights"] for r in pooled)
        if fights:
            rates.append((row["steps"], sum(r["fights_won"] for r in pooled) / fights))
    return rates


def steps_to(rows: list[dict[str, Any]], threshold: float) -> int | None:
    """The first step count at which the pooled fight win rate reaches ``threshold``."""
    return next((steps for steps, rate in win_rates(rows) if rate >= threshold), None)


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Per level: its runs' fingerprint, the runs' steps to each threshold (None: not reached)
    and the final rate."""
    levels: dict[str, Any] = {}
    for level in sorted({run["level"] for run in runs}):
        mine = [run for run in runs if run["level"] == level]
        entry: dict[str, Any] = {"fingerprint": mine[0]["fingerprint"]}
        entry["seeds"] = [run["seed"] for run in mine]
        for threshold in THRESHOLDS:
            reached = [steps_to(run["rows"], threshold) for run in mine]
            entry[f"steps_to_{int(threshold * 100)}"] = reached
        finals = [win_rates(run["rows"])[-1][1] if win_rates(run["rows"]) else 0.0 for run in mine]
        entry["final_fight_rate"] = {
            "median": statistics.median(finals),
            "min": min(finals),
            "max": max(finals),
        }
        levels[str(level)] = entry
    return levels


def plot(game_id: str, runs: list[dict[str, Any]], out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    colors = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for run in runs:
        rates = win_rates(run["rows"])
        ax.plot(
            [s / 1e6 for s, _ in rates],
            [r for _, r in rates],
            color=colors[(run["level"] - 1) % len(colors)],
            alpha=0.8,
            label=f"level {run['level']}"
            if run["seed"] == min(r["seed"] for r in runs if r["level"] == run["level"])
            else None,
        )
    for threshold in THRESHOLDS:
        ax.axhline(threshold, color="gray", linewidth=0.5, linestyle="--")
    ax.set(xlabel="env steps (M)", ylabel="fights won", title=f"{game_id}: PPO on RAM vs the CPU")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out, dpi=100)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="triad", choices=sorted(all_games()))
    parser.add_argument("--levels", type=int, nargs="+", help="default: every level")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--steps", type=int, default=20_000_000, help="env steps per run")
    parser.add_argument("--plot", action="store_true", help="draw the curves (matplotlib)")
    parser.add_argument("--results", type=Path, default=RESULTS, help="where the JSON goes")
    parser.add_argument(
        "--save-params",
        type=Path,
        metavar="DIR",
        help="also write each run's trained parameters to DIR/<game>_l<level>_s<seed>.pkl "
        "(for perf/exploiter.py --params)",
    )
    args = parser.parse_args()
    low, high = game_info(args.game).difficulty
    levels = args.levels or list(range(low, high + 1))
    bad = [level for level in levels if not low <= level <= high]
    if bad:
        parser.error(f"--levels {bad} are outside {args.game}'s levels {low}-{high}")
    if args.save_params:  # refused now, not after the first run's training
        if args.save_params.exists() and not args.save_params.is_dir():
            parser.error(f"--save-params {args.save_params} is a file; expected a directory")
        args.save_params.mkdir(parents=True, exist_ok=True)
    out = args.results / f"learning_{args.game}.json"
    saved = json.loads(out.read_text()) if out.exists() else {"game": args.game, "runs": []}
    codes = {level: level_code(args.game, level) for level in range(low, high + 1)}
    runs = [run for run in saved["runs"] if run["fingerprint"] == codes[run["level"]]]
    for level in levels:
        for seed in args.seeds:
            key = (level, seed, args.steps)
            if any((r["level"], r["seed"], r["steps"]) == key for r in runs):
                continue
            print(f"== {args.game} level {level} seed {seed}: {args.steps:,} steps", flush=True)
            rows: list[dict[str, Any]] = []

            def keep(row: dict[str, Any], rows: list[dict[str, Any]] = rows) -> None:
                rows.append(row)
                print_row(row)

            params = train(args.game, level, args.steps, seed, report=keep)
            if args.save_params:
                name = f"{args.game}_l{level}_s{seed}.pkl"
                (args.save_params / name).write_bytes(pickle.dumps(params))
            run = {"level": level, "seed": seed, "steps": args.steps, "fingerprint": codes[level]}
            run |= {"host": host_info(), "rows": rows}
            runs.append(run)
            saved["runs"].append(run)
            saved["summary"] = summary(runs)
            out.write_text(json.dumps(saved, indent=1) + "\n")  # after every run: resumable
    saved["summary"] = summary(runs)
    out.write_text(json.dumps(saved, indent=1) + "\n")
    print(json.dumps(saved["summary"], indent=1))
    if args.plot:
        plot(args.game, runs, out.with_suffix(".png"))


if __name__ == "__main__":
    main()
