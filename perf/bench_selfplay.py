"""Two players: the self-play row layout against the 1P layout, and the cost of opponent slots,
side by side in one run (triad, step_ratio 6, RAM observations, 64 fights, 1 thread).

Layouts (rows/s: one row is one agent's step, so a 2P fight step is 2 rows):

* 1P ``make_vec`` (64 envs against the CPU), the reference;
* plain 2P ``make_vec`` (64 fights, one shared observation, dict actions), 2 rows per step;
* the self-play layout (``make_selfplay_vec``: 128 role-relative rows), numpy;
* the self-play layout inside ``jax.jit`` (``SelfPlayJaxEnv`` in a ``lax.scan``).

Opponent slots (learner rows/s, 64 learner rows; the learner acts randomly):

* the CPU plays every opponent (engine only);
* a small jitted MLP (features -> 64 -> 64 -> 17, greedy) plays every opponent through the
  slot (``make_opponent_vec(jax_policies=...)``);
* the same MLP called by hand on the self-play layout's opponent rows (no slot machinery).

    python perf/bench_selfplay.py          # ~2 minutes
    python perf/bench_selfplay.py --quick

Writes perf/results/selfplay.json.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent
from arena_vec.multiagent import make_opponent_vec, make_selfplay_vec
from arena_vec.multiagent.features import Features, absolute_moves
from arena_vec.multiagent.selfplay_jax import SelfPlayJaxEnv

RESULTS = Path(__file__).parent / "results"
STEP_RATIO = 6
ONE = EnvironmentSettings(include_frame=False, step_ratio=STEP_RATIO, continue_game=0.0)
TWO = EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=STEP_RATIO)


def actions(rows: int) -> np.ndarray:
    rng = np.random.default_rng(0)
    return np.stack([rng.integers(0, 9, (64, rows)), rng.integers(0, 8, (64, rows))], axis=-1)


def loop(step: Callable[[np.ndarray], Any], table: np.ndarray, rows: int) -> Callable[[int], int]:
    def run(chunk: int) -> int:
        for k in range(chunk):
            step(table[k % len(table)])
        return chunk * rows

    return run


def one_player(n: int) -> Callable[[int], int]:
    envs = arena_vec.make_vec("triad", n, num_threads=1, seed=0, env_settings=ONE)
    envs.reset()
    return loop(envs.step, actions(n), n)


def plain_two_player(n: int) -> Callable[[int], int]:
    envs = arena_vec.make_vec("triad", n, num_threads=1, seed=0, env_settings=TWO)
    envs.reset()
    table = [{"agent_0": a[:n], "agent_1": a[n:]} for a in actions(2 * n)]
    return loop(envs.step, table, 2 * n)


def self_play(n: int) -> Callable[[int], int]:
    envs = make_selfplay_vec("triad", n, num_threads=1, seed=0, env_settings=TWO)
    envs.reset()
    return loop(envs.step, actions(2 * n), 2 * n)


def self_play_jax(n: int) -> Callable[[int], int]:
    env = SelfPlayJaxEnv(make_selfplay_vec("triad", n, num_threads=1, seed=0, env_settings=TWO))
    state, _ = env.reset()
    table = jnp.asarray(actions(2 * n), jnp.int32)

    @jax.jit
    def rollout(state: Any) -> Any:
        return jax.lax.scan(lambda s, a: (env.step(s, a)[0], None), state, table)[0]

    holder = [rollout(state)]

    def run(chunk: int) -> int:
        for _ in range(max(1, chunk // 16)):
            holder[0] = rollout(holder[0])
            jax.block_until_ready(holder[0])
        return max(1, chunk // 16) * len(table) * 2 * n

    return run


def mlp_opponent(space: Any) -> Callable[[Any], jax.Array]:
    """A greedy MLP of the opponent rows, jitted (random weights: only its cost matters)."""
    features = Features(space)
    keys = jax.random.split(jax.random.key(0), 3)
    sizes = [(features.size, 64), (64, 64), (64, 17)]
    weights = [jax.random.normal(k, s) / np.sqrt(s[0]) for k, s in zip(keys, sizes, strict=True)]

    @jax.jit
    def act(obs: Any) -> jax.Array:
        x = features(obs, jnp)
        x = jnp.tanh(x @ weights[0])
        x = jnp.tanh(x @ weights[1])
        logits = x @ weights[2]
        moves = absolute_moves(jnp.argmax(logits[:, :9], 1), obs["own"]["side"], jnp)
        return jnp.stack([moves, jnp.argmax(logits[:, 9:], 1)], axis=1)

    return act


def slot_cpu(n: int) -> Callable[[int], int]:
    envs = make_opponent_vec(
        "triad", n, opponents=["cpu:4"], num_threads=1, seed=0, env_settings=TWO
    )
    envs.reset()
    return loop(envs.step, actions(n), n)


def slot_mlp(n: int) -> Callable[[int], int]:
    space = make_selfplay_vec("triad", 1, env_settings=TWO).single_observation_space
    envs = make_opponent_vec(
        "triad",
        n,
        opponents=["mlp"],
        jax_policies={"mlp": mlp_opponent(space)},
        num_threads=1,
        seed=0,
        env_settings=TWO,
    )
    envs.reset()
    return loop(envs.step, actions(n), n)


def by_hand_mlp(n: int) -> Callable[[int], int]:
    envs = make_selfplay_vec("triad", n, num_threads=1, seed=0, env_settings=TWO)
    act = mlp_opponent(envs.single_observation_space)
    obs, _ = envs.reset()
    rows = np.empty((2 * n, 2), dtype=np.int64)
    table = actions(n)
    state = [obs]

    def run(chunk: int) -> int:
        for k in range(chunk):
            theirs = jax.tree_util.tree_map(lambda x: x[1::2], state[0])
            rows[0::2] = table[k % len(table)]
            rows[1::2] = np.asarray(act(theirs))
            state[0] = envs.step(rows)[0]
        return chunk * n

    return run


LAYOUTS = {
    "1P make_vec": one_player,
    "plain 2P make_vec": plain_two_player,
    "self-play layout, numpy": self_play,
    "self-play layout, jax scan": self_play_jax,
}
SLOTS = {
    "opponent slot: CPU": slot_cpu,
    "opponent slot: jitted MLP": slot_mlp,
    "MLP by hand on self-play rows": by_hand_mlp,
}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--fights", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.repeats = 0.5, 2
    started = time.time()
    results = {}
    for group in (LAYOUTS, SLOTS):
        contenders = {}
        for name, make in group.items():
            run = make(args.fights)
            contenders[name] = lambda r=run: rate(r, args.seconds)
        results.update(interleaved(contenders, args.repeats))
    payload = {
        "host": host_info(),
        "settings": {**vars(args), "step_ratio": STEP_RATIO, "num_threads": 1},
        "rows_per_s": results,
        "wall_seconds": time.time() - started,
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    write_json(RESULTS / "selfplay.json", payload)
    print(report(payload))


def report(payload: dict[str, Any]) -> str:
    rows = payload["rows_per_s"]
    lines = ["", "| contender | median rows/s | range |", "|---|---|---|"]
    for name, s in rows.items():
        lines.append(f"| {name} | {s['median']:,.0f} | {s['min']:,.0f}-{s['max']:,.0f} |")
    pairs = [
        ("self-play layout / 1P", "self-play layout, numpy", "1P make_vec"),
        ("self-play layout / plain 2P", "self-play layout, numpy", "plain 2P make_vec"),
        ("jax scan / numpy self-play", "self-play layout, jax scan", "self-play layout, numpy"),
        ("MLP slot / MLP by hand", "opponent slot: jitted MLP", "MLP by hand on self-play rows"),
        ("MLP slot / CPU slot", "opponent slot: jitted MLP", "opponent slot: CPU"),
    ]
    lines.append("")
    lines += [f"{label}: {ratio_text(rows[a], rows[b])}" for label, a, b in pairs]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
