"""Golden trajectories of every fighting game: one sha256 per scripted run over everything the
game produces, step by step (the state in the snapshot from get_state, the RAM observation, the
gray 84x84 frame and the native RGB frame), so a restructuring of the native games can prove
that it changed nothing. The snapshot's payload is hashed without its header, which
fingerprints the settings and the game file: data that changes no behaviour (a doc string,
colours moved into the game file) keeps the digests, and so the learning-curve ladders keyed by
them (perf/learning_curves.py). The expected digests live in ``golden_trajectories.json``
beside this file.

Runs per game: seeded random play over whole episodes, one-player and two-player, one-player
random play against the top level (where the strongest CPU meets everything a learner might try:
jump-ins, holds, wake-up, which CPU-vs-CPU ladders rarely show), and CPU autoplay (the CPU plays
the agent's side too) over a whole ladder at every difficulty. Every step hashes the snapshot's
payload, the RAM leaves and the gray frame; the native RGB frame is hashed at every step of the
random runs and at every ``RGB_EVERY``-th step of the autoplay ladders (it is the costliest leaf
to draw, and the ladders are long: 3,000-23,000 steps each with continues).

Regenerate (only in a commit of its own, naming the behaviour change):
    PYTHONPATH=$PWD python tests/games/golden.py --write
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from arena_vec import _native
from arena_vec.fighting.env import make
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings, EnvironmentSettingsMultiAgent

EXPECTED = Path(__file__).with_name("golden_trajectories.json")
GAMES = ("triad", "parry", "ronin", "tower", "tagduo", "trio")
GRAY = (84, 84, 1)
RGB_EVERY = 8  # autoplay ladders: the native RGB frame every 8th step (every step elsewhere)
CONTINUES = -20.0  # autoplay: 20 continues, so the ladder goes on well past the first lost fight


@dataclass(frozen=True)
class Run:
    """One scripted run of one game: its name in the JSON, its settings and how it plays."""

    game: str
    name: str
    settings: Any
    episodes: int
    random_actions: bool
    rgb_every: int

    @property
    def key(self) -> str:
        return f"{self.game}/{self.name}"


def runs(game: str) -> list[Run]:
    """Every run of ``game``: random 1P and 2P play, random 1P play against the top level, then
    autoplay at every difficulty."""
    low, high = game_info(game).difficulty
    out = [
        Run(game, "random_1p", EnvironmentSettings(frame_shape=GRAY), 2, True, 1),
        Run(game, "random_2p", EnvironmentSettingsMultiAgent(frame_shape=GRAY), 2, True, 1),
        Run(
            game,
            "random_1p_top",
            EnvironmentSettings(frame_shape=GRAY, difficulty=high),
            8,
            True,
            RGB_EVERY,
        ),
    ]
    for level in range(low, high + 1):
        settings = EnvironmentSettings(
            frame_shape=GRAY, autoplay=True, difficulty=level, continue_game=CONTINUES
        )
        out.append(Run(game, f"autoplay_d{level}", settings, 1, False, RGB_EVERY))
    return out


def all_runs() -> Iterator[Run]:
    for game in GAMES:
        yield from runs(game)


def _leaf_encoder(obs: Any) -> Callable[[Any], bytes]:
    """The RAM leaves of an observation shaped like ``obs`` (every leaf but the frame) as bytes,
    in a fixed order: each dict's keys sorted, a key's name before what it holds, a leaf's
    value as numpy stores it (a Python int as an int64). The order is worked out once, here,
    not at every step."""
    leaves: list[tuple[bytes, tuple[str, ...]]] = []  # (names before the leaf, its path)

    def visit(node: Any, path: tuple[str, ...], names: bytes) -> bytes:
        if not isinstance(node, dict):
            leaves.append((names, path))
            return b""
        for key in sorted(node):
            if key != "frame":
                names = visit(node[key], (*path, key), names + key.encode())
        return names

    visit(obs, (), b"")

    def encode(obs: Any) -> bytes:
        parts = []
        for names, path in leaves:
            value = obs
            for key in path:
                value = value[key]
            parts.append(names)
            parts.append(
                value.to_bytes(8, sys.byteorder, signed=True)
                if type(value) is int
                else np.asarray(value).tobytes()
            )
        return b"".join(parts)

    return encode


def _payload(snapshot: bytes) -> bytes:
    """A get_state() snapshot's payload (the env's state and the executor's counters), without
    the header before it and the checksum after it (native/core/snapshot.h)."""
    info = _native.snapshot_info(snapshot)
    start = info["payload_offset"]
    return snapshot[start : start + info["payload_bytes"]]


def _absorb(
    digest: Any,
    env: Any,
    obs: dict[str, Any],
    encode: Callable[[Any], bytes],
    step: int,
    rgb_every: int,
) -> None:
    digest.update(_payload(env.get_state()))
    digest.update(encode(obs))
    digest.update(np.ascontiguousarray(obs["frame"]).tobytes())
    if step % rgb_every == 0:
        digest.update(np.ascontiguousarray(env.render()).tobytes())


def play(run: Run, seed: int = 7) -> dict[str, Any]:
    """The digest of ``run`` and how many steps it took."""
    env = make(run.game, run.settings, render_mode="rgb_array")
    env.action_space.seed(seed)
    digest = hashlib.sha256()
    obs, _ = env.reset(seed=seed)
    encode = _leaf_encoder(obs)
    steps, episodes = 0, 0
    _absorb(digest, env, obs, encode, steps, run.rgb_every)
    no_op = env.get_no_op_action()
    while episodes < run.episodes:
        action = env.action_space.sample() if run.random_actions else no_op
        obs, reward, terminated, truncated, _ = env.step(action)
        steps += 1
        digest.update(np.float64(reward).tobytes() + bytes([terminated, truncated]))
        _absorb(digest, env, obs, encode, steps, run.rgb_every)
        if terminated or truncated:
            episodes += 1
            if episodes < run.episodes:
                obs, _ = env.reset()
                _absorb(digest, env, obs, encode, steps, run.rgb_every)
    env.close()
    return {"sha256": digest.hexdigest(), "steps": steps}


def expected() -> dict[str, dict[str, Any]]:
    return json.loads(EXPECTED.read_text())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"rewrite {EXPECTED.name}")
    args = parser.parse_args(argv)
    results = {run.key: play(run) for run in all_runs()}
    if args.write:
        EXPECTED.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n")
        print(f"wrote {len(results)} digests to {EXPECTED}")
        return 0
    known = expected()
    differing = [key for key in results if known.get(key) != results[key]]
    for key in differing:
        print(f"{key}: expected {known.get(key)}, got {results[key]}")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
