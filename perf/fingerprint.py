"""The fingerprint of what a learning curve against one CPU level depends on
(perf/learning_curves.py keys its runs by it; the docs' learning tables say which levels' runs
predate it): the digests of the game's golden runs that play that level or no CPU, and the
reference learner's source."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "games" / "golden_trajectories.json"
LEARNER = [ROOT / "examples" / name for name in ("ppo_jax.py", "ppo_jax_fight.py", "conv_torso.py")]


def level_code(game_id: str, level: int) -> str:
    """The fingerprint of a learning curve against ``game_id``'s CPU at ``level``, from today's
    golden digests (tests/games/golden_trajectories.json, which the golden test keeps equal to
    what the code does) and learner."""
    golden = json.loads(GOLDEN.read_text())
    return fingerprint(golden, [path.read_bytes() for path in LEARNER], game_id, level)


def fingerprint(golden: dict[str, Any], learner: Iterable[bytes], game_id: str, level: int) -> str:
    """The digests of the golden runs a curve at ``level`` depends on: the autoplay ladder at that
    difficulty (the game's rules and the CPU levels its stages play, on both sides: every state,
    observation and frame), the two-player run (the rules without a CPU) and, at the top level,
    the one-player run against it; not the one-player run at random difficulties, which mixes
    them. A ladder's later stages play a level up (round_flow.h), so a change to one level's CPU
    starts a new ladder at that level and the one below it; one to the rules or to the kit's
    shared play, at every level it shows in. Then the learner's source."""
    levels = sorted(
        int(key.split("/autoplay_d")[1])
        for key in golden
        if key.startswith(f"{game_id}/autoplay_d")
    )
    if not levels:
        raise ValueError(f"{GOLDEN.name} has no runs of game {game_id!r}")
    if level not in levels:
        raise ValueError(
            f"{GOLDEN.name} has no autoplay run of game {game_id!r} at level {level}; "
            f"it has levels {levels}"
        )
    names = ["random_2p", f"autoplay_d{level}"] + (["random_1p_top"] if level == levels[-1] else [])
    mine = {name: golden[f"{game_id}/{name}"] for name in names}
    digest = hashlib.sha256(json.dumps(mine, sort_keys=True).encode())
    for source in learner:
        digest.update(source)
    return digest.hexdigest()[:16]
