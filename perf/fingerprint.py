"""The fingerprint of what a game's learning curves depend on (perf/learning_curves.py keys its
runs by it; the docs' learning tables say when the runs they show predate it): the game's golden
digests and the reference learner's source."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "games" / "golden_trajectories.json"
LEARNER = [ROOT / "examples" / name for name in ("ppo_jax.py", "ppo_jax_fight.py", "conv_torso.py")]


def game_code(game_id: str) -> str:
    """A fingerprint of what a learning curve depends on: the game's behaviour (its digests in
    tests/games/golden_trajectories.json: every state, observation and frame of its scripted
    runs, autoplay at every level included, which the golden test keeps equal to what the code
    does) and the reference learner's source."""
    golden = json.loads(GOLDEN.read_text())
    mine = {key: value for key, value in golden.items() if key.startswith(f"{game_id}/")}
    if not mine:
        raise ValueError(f"{GOLDEN.name} has no runs of game {game_id!r}")
    digest = hashlib.sha256(json.dumps(mine, sort_keys=True).encode())
    for path in LEARNER:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
