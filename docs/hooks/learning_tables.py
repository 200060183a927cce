"""A game's learning-curve ladder rendered from perf/results/learning_<game>.json, as
perf/learning_curves.py last summarised it: per CPU level, the env steps the reference learner
(examples/ppo_jax_fight.py) took to win 50% and 70% of its fights, one number a seed, and its
fight win rate at the end, over the level's runs of its fingerprint at that time (older runs stay
in the file as history and are not shown), with the command and when the runs were made, and a
warning on each level whose CPU, the game's rules or the learner have changed since
(perf/fingerprint.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from bench_tables import markdown_table
from stored_results import stored_text

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))

from fingerprint import level_code


def millions(steps: int | None, budget: int) -> str:
    return f"not by {budget / 1e6:g}M" if steps is None else f"{steps / 1e6:.1f}M"


def learning(game: str) -> str:
    data = json.loads(stored_text(f"learning_{game}.json", "learning-curve result"))
    rows, runs, due = [], [], []
    for level, entry in data["summary"].items():
        mine = [
            run
            for run in data["runs"]
            if str(run["level"]) == level and run["fingerprint"] == entry["fingerprint"]
        ]
        runs += mine
        if entry["fingerprint"] != level_code(game, int(level)):
            due.append(level)
        budget = max(run["steps"] for run in mine)
        final = entry["final_fight_rate"]
        rows.append(
            [
                f"{level} (due again)" if level in due else level,
                ", ".join(str(seed) for seed in entry["seeds"]),
                ", ".join(millions(s, budget) for s in entry["steps_to_50"]),
                ", ".join(millions(s, budget) for s in entry["steps_to_70"]),
                f"{final['median']:.0%} ({final['min']:.0%}-{final['max']:.0%})",
            ]
        )
    times = sorted(run["host"]["time"][:10] for run in runs if "time" in run.get("host", {}))
    caption = (
        "The reference learner (PPO on RAM observations) against each CPU level; steps to a "
        "fight win rate pooled over ~400k steps, one number a seed; the final rate's median "
        f"(min-max) over seeds. Command: `python perf/learning_curves.py --game {game} --levels "
        f"... --seeds 0 1 2`, which writes `perf/results/learning_{game}.json`; runs made "
        f"{times[0]} to {times[-1]} on {runs[0]['host']['cores']} cores."
    )
    if due:
        caption += (
            f" **The runs at level{'s' * (len(due) > 1)} {', '.join(due)} predate the CPU their "
            "ladder plays, the game's rules or the learner** (their fingerprint is not today's, "
            "`perf/fingerprint.py`): they are due again."
        )
    header = ["level", "seeds", "steps to 50%", "steps to 70%", "fights won at the end"]
    return caption + "\n\n" + markdown_table(header, rows)
