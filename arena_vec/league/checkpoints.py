"""Learned policies saved as checkpoints: a small MLP over the side-canonical features of
:mod:`arena_vec.multiagent.features`, stored as an ``.npz`` of its weights, evaluated here in
numpy so the league can rate it (``examples/selfplay_ppo_jax.py`` writes them).

Layout: hidden layers ``w0, b0, w1, b1, ...`` (tanh), then a move head ``move_w, move_b``
(directions relative to the canonical frame) and an attack head ``attack_w, attack_b``.
Actions are sampled from the heads' softmax with a uniform drawn from each row's (episode
seed, step), so a fight is reproducible, or taken greedily.

Example:
    >>> policy = load_checkpoint("snapshot.npz", adapter)     # doctest: +SKIP
    >>> pool.register("snapshot", policy)                       # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from arena_vec.multiagent.features import Features, absolute_moves
from arena_vec.policies.seeds import mix64

HEADS = ("move", "attack")


def _matmul(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    # einsum's own loop, not BLAS: for matrices this small, OpenBLAS's threads cost far more
    # than the product on a busy host (30 ms against 0.5 ms for 64 x 102 x 128, measured).
    return np.einsum("ij,jk->ik", x, w)


def mlp_logits(params: Mapping[str, np.ndarray], x: np.ndarray) -> tuple[np.ndarray, ...]:
    """The move and attack logits of the MLP ``params`` for features ``x``."""
    layer = 0
    while f"w{layer}" in params:
        x = np.tanh(_matmul(x, params[f"w{layer}"]) + params[f"b{layer}"])
        layer += 1
    return tuple(_matmul(x, params[f"{head}_w"]) + params[f"{head}_b"] for head in HEADS)


def _sample(logits: np.ndarray, uniform: np.ndarray) -> np.ndarray:
    """One index per row drawn from softmax(logits) by inverse CDF at ``uniform``."""
    p = np.exp(logits - logits.max(axis=1, keepdims=True))
    cdf = np.cumsum(p / p.sum(axis=1, keepdims=True), axis=1)
    return np.minimum((cdf < uniform[:, None]).sum(axis=1), logits.shape[1] - 1)


class CheckpointPolicy:
    """A numpy policy ``fn(obs) -> (n, 2)`` actions of an MLP checkpoint (MultiDiscrete)."""

    def __init__(self, params: Mapping[str, np.ndarray], features: Features, greedy: bool) -> None:
        self.params = {k: np.asarray(v, dtype=np.float32) for k, v in params.items()}
        self.features = features
        self.greedy = greedy

    def __call__(self, obs: dict[str, Any]) -> np.ndarray:
        x = self.features(obs)
        move_logits, attack_logits = mlp_logits(self.params, x)
        if self.greedy:
            moves, attacks = move_logits.argmax(axis=1), attack_logits.argmax(axis=1)
        else:
            # Row keys from the observation itself (timer, positions, health), so the draw
            # is a function of the state: reproducible, and different from step to step.
            key = mix64(x.view(np.uint32).sum(axis=1, dtype=np.uint64))
            unit = 1.0 / 2.0**64
            moves = _sample(move_logits, key.astype(np.float64) * unit)
            attacks = _sample(attack_logits, mix64(key).astype(np.float64) * unit)
        out = np.empty((len(moves), 2), dtype=np.int64)
        out[:, 0] = absolute_moves(moves, obs["own"]["side"])
        out[:, 1] = attacks
        return out


def load_checkpoint(path: str | Path, adapter: Any, greedy: bool = False) -> CheckpointPolicy:
    """The policy of the checkpoint at ``path`` for the agent rows of ``adapter``; ValueError
    names the file and what does not fit (missing heads, shapes, a Discrete action space)."""
    path = Path(path)
    if adapter.is_discrete:
        raise ValueError(f"checkpoint {path}: MLP checkpoints act in MultiDiscrete spaces")
    try:
        with np.load(path) as data:
            params = {key: data[key] for key in data.files}
    except (OSError, ValueError) as error:
        raise ValueError(f"checkpoint {path} cannot be read: {error}") from None
    features = Features(adapter.agent_observation_space)
    missing = [f"{h}_{p}" for h in HEADS for p in "wb" if f"{h}_{p}" not in params]
    if missing or "w0" not in params:
        raise ValueError(f"checkpoint {path}: missing arrays {missing or ['w0']}")
    if params["w0"].shape[0] != features.size:
        raise ValueError(
            f"checkpoint {path}: w0 takes {params['w0'].shape[0]} features, this game's agent "
            f"rows give {features.size}"
        )
    sizes = (params["move_w"].shape[1], params["attack_w"].shape[1])
    if list(sizes) != list(adapter.action_sizes):
        raise ValueError(
            f"checkpoint {path}: heads of sizes {list(sizes)}, the action space needs "
            f"{adapter.action_sizes}"
        )
    return CheckpointPolicy(params, features, greedy)
