"""Behaviour cloning from CPU-vs-CPU recordings: record fights in which the CPU plays the agent's
side too (``autoplay=True``), read them back with ``DatasetLoader``, train a small numpy MLP to
imitate the agent's side, and play it against the same CPU opponent, batched, next to a random
policy and next to the demonstrator's own record.

The fights run at ``step_ratio`` 1, one frame per step, so each step's label is exactly what the
CPU did: ``info["engine"]["p1_input"]``, the fighter's input word of the step's frame (direction
bits and buttons held), decoded into DIAMBRA's ``[move, attack]``: the direction held, and the
buttons newly held on that frame (an agent's attack presses its buttons on the step's frame).

The CPU plays plans of input words (a guard held for several frames, a motion, a press and its
release), so the clone sees its own last ``HISTORY`` actions beside the RAM observation: from the
observation alone it cannot tell where in a plan it is, and its independently sampled frames
garble the plans (without them it wins about as often as a random policy). The CPU answers what
it saw its reaction ago (22 frames at level 1), not the present, so the clone sees the
observations of that frame and the one before too (``lags``); and it samples the move and the
attack together, one of the pairs the CPU played (an ``actions`` table). It saves the clone
(``--save``, default ``bc_policy.npz``), which ``arena-vec play --agent bc_policy.npz
--step-ratio 1`` plays against.

    python examples/behaviour_cloning.py                       # 60 fights at level 1, 38 min on 2 busy cores
    python examples/behaviour_cloning.py --difficulty 4 --episodes 200
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

import arena_vec
from arena_vec import EnvironmentSettings, RecordingSettings, Roles
from arena_vec.fighting.cpu_ladder import cpu_knobs
from arena_vec.fighting.games import game_info
from arena_vec.human import MlpPolicy, PolicyInputs, RamFeatures
from arena_vec.panel.rounds import RoundTracker
from arena_vec.recording import DatasetLoader

GAME = "triad"
STEP_RATIO = 1
NVEC = [9, 8]  # the agent's [move, attack]
HISTORY = 16  # the clone's own last actions among its inputs (one-hot, newest first)
DIRECTION_MASK, HELD_SHIFT = 0xF, 4  # native/games/fight/fight_state.h
UP, DOWN, LEFT, RIGHT = 1, 2, 4, 8  # the direction bits


def record(out: Path, episodes: int, difficulty: int, seed: int) -> None:
    """``episodes`` whole CPU-vs-CPU fights (RAM observations) recorded under ``out``."""
    settings = EnvironmentSettings(
        include_frame=False, autoplay=True, difficulty=difficulty, role=Roles.P1,
        step_ratio=STEP_RATIO,
    )  # fmt: skip
    envs = arena_vec.make_vec(
        GAME, 16, env_settings=settings, episode_recording_settings=RecordingSettings(str(out))
    )
    envs.reset(seed=seed)
    finished, restart = 0, np.zeros(16, bool)
    while finished < episodes:
        _, _, terminated, truncated, _ = envs.step(np.zeros((16, 2), np.int64))
        done = (terminated | truncated) & ~restart
        finished += int(done.sum())
        restart = done
    envs.discard_unfinished()
    envs.close()


class Labeler:
    """The agent's (P1's) ``[move, attack]`` of a recorded step, from its input word."""

    def __init__(self) -> None:
        info = game_info(GAME)
        directions = {0: 0, LEFT: 1, UP | LEFT: 2, UP: 3, UP | RIGHT: 4, RIGHT: 5}
        directions |= {DOWN | RIGHT: 6, DOWN: 7, DOWN | LEFT: 8}
        self.moves = directions
        bit = {name: 1 << i for i, name in enumerate(info.buttons)}
        self.attacks = {sum(bit[b] for b in buttons): i for i, buttons in enumerate(info.attacks)}

    def __call__(self, word: int, before: int) -> tuple[int, int]:
        """The action of a frame with input ``word`` after a frame with ``before``."""
        pressed = (word >> HELD_SHIFT) & ~(before >> HELD_SHIFT)
        return self.moves[word & DIRECTION_MASK], self.attacks.get(pressed, 0)


def lags(difficulty: int) -> tuple[int, int]:
    """The steps the demonstrator's sight lags behind: it answers the opponent it saw its
    reaction ago, and how it moved since the frame before (native/games/fight/cpu.cc)."""
    sees = cpu_knobs(GAME)["reaction"][difficulty - 1]
    return sees, sees + 1


def dataset(
    path: Path, features: RamFeatures, lags: tuple[int, ...]
) -> tuple[np.ndarray, np.ndarray]:
    """(inputs, labels [move, attack]) of every recorded step that returned its infos (a step's
    ``obs`` is the one the CPU answered, its ``info`` what that frame returned); an input is the
    observation's features, those of ``lags`` steps before and the episode's ``HISTORY``
    labels before the step (``PolicyInputs``)."""
    label = Labeler()
    xs, ys = [], []
    for episode in DatasetLoader(path):
        before, inputs = 0, PolicyInputs(1, features.size, lags, HISTORY, NVEC)
        for obs, _, _, _, _, info in episode.steps:
            if "engine" in info:
                word = int(info["engine"]["p1_input"])
                action = label(word, before)
                xs.append(inputs(features(obs, "P1")[None, :])[0])
                ys.append(action)
                inputs.push(np.array([action]))
                before = word
    return np.stack(xs), np.array(ys, np.int64)


def train(x: np.ndarray, y: np.ndarray, lags: tuple[int, ...], epochs: int, seed: int) -> MlpPolicy:
    """A 256-unit MLP fitted by Adam on the cross-entropy (float32) of one head over the
    ``[move, attack]`` pairs the demonstrator played: it samples the two together."""
    rng = np.random.default_rng(seed)
    table, labels = np.unique(y, axis=0, return_inverse=True)
    y, nvec = labels.reshape(-1, 1), [len(table)]
    hidden = 256
    w = {
        "w1": rng.normal(0, 1 / np.sqrt(x.shape[1]), (x.shape[1], hidden)).astype(np.float32),
        "b1": np.zeros(hidden, np.float32),
        "w2": rng.normal(0, 1 / np.sqrt(hidden), (hidden, sum(nvec))).astype(np.float32),
        "b2": np.zeros(sum(nvec), np.float32),
    }
    m = {k: np.zeros_like(v) for k, v in w.items()}
    v = {k: np.zeros_like(val) for k, val in w.items()}
    step, lr, batch = 0, 1e-3, 256
    offsets = np.cumsum([0, *nvec[:-1]])
    for _ in range(epochs):
        for idx in np.array_split(rng.permutation(len(x)), max(1, len(x) // batch)):
            xb, yb = x[idx], y[idx]
            h = np.tanh(xb @ w["w1"] + w["b1"])
            out = h @ w["w2"] + w["b2"]
            grad_out = np.zeros_like(out)
            for head, (offset, n) in enumerate(zip(offsets, nvec, strict=True)):
                logits = out[:, offset : offset + n]
                p = np.exp(logits - logits.max(1, keepdims=True))
                p /= p.sum(1, keepdims=True)
                p[np.arange(len(yb)), yb[:, head]] -= 1
                grad_out[:, offset : offset + n] = p / len(yb)
            grad_h = (grad_out @ w["w2"].T) * (1 - h**2)
            grads = {
                "w2": h.T @ grad_out,
                "b2": grad_out.sum(0),
                "w1": xb.T @ grad_h,
                "b1": grad_h.sum(0),
            }
            step += 1
            for k, g in grads.items():
                m[k] = 0.9 * m[k] + 0.1 * g
                v[k] = 0.999 * v[k] + 0.001 * g**2
                w[k] -= lr * (m[k] / (1 - 0.9**step)) / (np.sqrt(v[k] / (1 - 0.999**step)) + 1e-8)
    return MlpPolicy(w, NVEC, HISTORY, lags, table)


def accuracy(policy: MlpPolicy, x: np.ndarray, y: np.ndarray) -> list[float]:
    """The share of moves and of attacks its most likely action gets right."""
    best = policy.choose(x.astype(np.float32), None)
    return [float(np.mean(best[:, i] == y[:, i])) for i in range(len(NVEC))]


def win_rate(policy: MlpPolicy | str, difficulty: int, rounds: int, seed: int) -> float:
    """Rounds won (%) against the CPU at ``difficulty`` over ``rounds`` rounds, by ``policy``:
    an MlpPolicy, ``"random"`` (uniform) or ``"demonstrator"`` (the CPU itself, autoplay)."""
    num_envs = 32
    settings = EnvironmentSettings(
        include_frame=False, difficulty=difficulty, role=Roles.P1, step_ratio=STEP_RATIO,
        autoplay=policy == "demonstrator",
    )  # fmt: skip
    envs = arena_vec.make_vec(GAME, num_envs, env_settings=settings)
    features = RamFeatures(envs.single_observation_space)
    tracker = RoundTracker(num_envs, STEP_RATIO, game_info(GAME).timer)
    obs, _ = envs.reset(seed=seed)
    tracker.start(np.arange(num_envs), obs)
    rng = np.random.default_rng(seed)
    restart = np.zeros(num_envs, bool)
    clone = policy if isinstance(policy, MlpPolicy) else None
    inputs = clone.inputs(num_envs, features.size) if clone is not None else None
    won = played = 0
    while played < rounds:
        if clone is not None and inputs is not None:
            x = np.stack([features(_row(obs, k), "P1") for k in range(num_envs)])
            actions = clone.choose(inputs(x), rng)  # sampled
        else:
            actions = rng.integers(0, NVEC, size=(num_envs, 2))  # ignored under autoplay
        obs, reward, terminated, truncated, info = envs.step(actions)
        if inputs is not None:
            inputs.push(actions)
            inputs.clear(restart)  # next_step autoreset: that step was a reset, its action ignored
            inputs.clear(terminated | truncated)
        restart = terminated | truncated
        for finished in tracker.update(obs, reward, info)[1]:
            won += finished.outcome == 1
            played += 1
    envs.close()
    return 100.0 * won / played


def _row(obs: dict, k: int) -> dict:
    return {key: _row(v, k) if isinstance(v, dict) else v[k] for key, v in obs.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=60)
    parser.add_argument("--difficulty", type=int, default=1)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--eval-rounds", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--data", type=Path, help="dataset_path (default: a temporary folder)")
    parser.add_argument("--save", type=Path, default=Path("bc_policy.npz"), help="the clone")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        data = args.data or Path(scratch)
        start = time.perf_counter()
        record(data, args.episodes, args.difficulty, args.seed)
        probe = arena_vec.make(GAME, EnvironmentSettings(include_frame=False))
        features = RamFeatures(probe.observation_space)
        probe.close()
        x, y = dataset(data, features, lags(args.difficulty))
        print(
            f"recorded {args.episodes} CPU-vs-CPU fights, {len(x)} labelled steps "
            f"({time.perf_counter() - start:.0f} s)"
        )
    moves, attacks = np.bincount(y[:, 0], minlength=9), np.bincount(y[:, 1], minlength=8)
    print(f"label share: no move {moves[0] / len(y):.0%}, attack {1 - attacks[0] / len(y):.0%}")
    cut = int(0.9 * len(x))
    start = time.perf_counter()
    policy = train(x[:cut], y[:cut], lags(args.difficulty), args.epochs, args.seed)
    print(f"trained {args.epochs} epochs on {cut} steps ({time.perf_counter() - start:.0f} s)")
    policy.save(args.save)
    move_acc, attack_acc = accuracy(policy, x[cut:], y[cut:])
    print(f"held-out accuracy: move {move_acc:.0%}, attack {attack_acc:.0%}")
    rates = {
        name: win_rate(player, args.difficulty, args.eval_rounds, args.seed + 1)
        for name, player in [("behaviour cloning", policy), ("the demonstrator", "demonstrator"),
                             ("random", "random")]
    }  # fmt: skip
    print(
        f"rounds won against the CPU at level {args.difficulty} ({args.eval_rounds} rounds "
        f"each): " + ", ".join(f"{name} {rate:.1f}%" for name, rate in rates.items())
    )


if __name__ == "__main__":
    main()
