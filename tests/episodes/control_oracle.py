"""A serial oracle for episode control: one plain env (a one-env pool without episode control,
stepped and reset by hand) with the cuts, mini-episodes and start states written out in Python,
as a ``gymnasium.Env``. Gymnasium's SyncVectorEnv over these oracles is the reference for every
autoreset mode. It covers what is deterministic without the engine's RNG: no jitter, and start
states drawn from one source only (one start state, or a collection of capacity 1); end
conditions (end_when) and a new game every N mini-episodes are written out too. Also the
comparison of (nested) batched results that the tests use against it."""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
import numpy as np

import arena_vec
from arena_vec import _native

TRAILER_BYTES = 6  # the executor's per-env counters at the end of a snapshot's payload


def first(value: Any) -> Any:
    """Env 0 of a batched (possibly nested) result."""
    if isinstance(value, dict):
        return {key: first(item) for key, item in value.items()}
    return value[0].copy()


def scalar(value: Any) -> int:
    return int(np.asarray(value).reshape(-1)[0])


def game_bytes(snapshot: bytes) -> bytes:
    """The env's own state in a snapshot (without header, executor counters and checksum)."""
    info = _native.snapshot_info(snapshot)
    start = info["payload_offset"]
    return snapshot[start : start + info["payload_bytes"] - TRAILER_BYTES]


def not_done(snapshot: bytes) -> bytes:
    """``snapshot`` with the executor's counters saying "started, not done, 0 steps", so a
    disabled-mode pool steps it (episode control loads only the game's bytes)."""
    info = _native.snapshot_info(snapshot)
    end = info["payload_offset"] + info["payload_bytes"]
    body = snapshot[: end - TRAILER_BYTES] + bytes([0, 0, 0, 0, 0, 1])
    return body + zlib.crc32(body).to_bytes(4, "little")


def triad_milestones(before: dict, obs: dict, info: dict) -> set[str]:
    """triad's milestones from one step (agent_0 plays P1), as native/games/triad says."""
    if not scalar(info["round_done"]):
        return set()
    reached = {"round"}
    if scalar(obs["P1"]["wins"]) > scalar(before["P1"]["wins"]):
        reached.add("round_won")
    if scalar(info["stage_done"]) or scalar(info["game_done"]):
        reached.add("stage")
    if scalar(info["stage_done"]) and scalar(obs["P1"]["wins"]) > scalar(obs["P2"]["wins"]):
        reached.add("stage_won")
    if scalar(info["game_done"]):
        reached.add("game")
    return reached


@dataclass
class OracleControl:
    """The part of an EpisodeControl the oracle implements."""

    boundary: str = "episode"
    max_steps: int = 0
    grow_on: str | None = None
    grow_by: int = 0
    max_steps_cap: int = 0
    mini_episodes: bool = False
    start_state: tuple[bytes, Any] | None = None  # snapshot and the observation it shows
    collect_on: str | None = None  # kept with capacity 1, drawn with weight 1, fresh 0
    end_when: tuple = ()  # (leaf, op, value) clauses over obs / info leaves
    end_when_combine: str = "any"
    end_when_steps: int = 1
    new_game_every: int = 0  # no jitter
    milestones: Any = field(default=None)  # (before, obs, info) -> set of names


COMPARE = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


def leaf_value(name: str, obs: dict, info: dict) -> float:
    """Env 0's value of leaf ``name`` (``"P1.health"``, ``"engine.p1_x"``, ``"name[i]"``)."""
    element = 0
    if name.endswith("]"):
        name, index = name[:-1].split("[")
        element = int(index)
    for tree in (obs, info):
        node: Any = tree
        for part in name.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if node is not None:
            return float(np.asarray(node[0]).reshape(-1)[element])
    raise KeyError(name)


class ConditionOracle:
    """The end condition's counts, as native/core/episode_condition.h describes them."""

    def __init__(self, control: OracleControl) -> None:
        self.control = control
        self.last: list[float] = []
        self.unchanged: list[int] = []
        self.held = 0

    def start(self, obs: dict, info: dict) -> None:
        self.last = [leaf_value(leaf, obs, info) for leaf, _, _ in self.control.end_when]
        self.unchanged = [0] * len(self.last)
        self.held = 0

    def step(self, obs: dict, info: dict) -> bool:
        holds = []
        for i, (leaf, op, value) in enumerate(self.control.end_when):
            now = leaf_value(leaf, obs, info)
            if op == "unchanged":
                self.unchanged[i] = (
                    min(self.unchanged[i], value - 1) + 1 if now == self.last[i] else 0
                )
                holds.append(self.unchanged[i] >= value)
            else:
                holds.append(COMPARE[op](now, value))
            self.last[i] = now
        combined = all(holds) if self.control.end_when_combine == "all" else any(holds)
        self.held = min(self.held, self.control.end_when_steps - 1) + 1 if combined else 0
        return self.held >= self.control.end_when_steps


class ControlOracle(gym.Env):
    """One env under an OracleControl, made of a plain one-env pool in disabled mode."""

    def __init__(self, game: str, kwargs: dict, control: OracleControl) -> None:
        self.inner = arena_vec.make_vec(game, 1, num_threads=1, autoreset_mode="disabled", **kwargs)
        self.observation_space = self.inner.single_observation_space
        self.action_space = self.inner.single_action_space
        self.control = control
        self.continues = False
        self.collected: tuple[bytes, Any] | None = None
        self.obs: Any = None
        self.inner_info: Any = None
        self.steps = 0
        self.budget = 0
        self.condition = ConditionOracle(control)
        self.game_episodes = 0

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        if seed is not None:
            self.collected = None
        if seed is None and self.continues:
            self.game_episodes += 1
        else:
            self.game_episodes = 1
            start = self.collected if self.control.collect_on else self.control.start_state
            if start is not None:
                self.inner.set_state(0, not_done(start[0]))
                self.obs = start[1]
            else:
                mask = {"reset_mask": np.ones(1, dtype=np.bool_)}
                options = None if seed is not None else mask
                self.obs, self.inner_info = self.inner.reset(seed=seed, options=options)
        self.continues = False
        self.steps = 0
        self.budget = self.control.max_steps
        if self.control.end_when:
            self.condition.start(self.obs, self.inner_info)
        return first(self.obs), self.info(0)

    def step(self, action: Any):
        before = self.obs
        obs, reward, terminated, truncated, info = self.inner.step(np.asarray(action)[None])
        self.obs, self.inner_info = obs, info
        self.steps += 1
        reached = self.control.milestones(before, obs, info) if self.control.milestones else set()
        c = self.control
        if self.budget and c.grow_on in reached:
            self.budget = min(c.max_steps_cap or 2**31 - 1, self.budget + c.grow_by)
        terminated, truncated = bool(terminated[0]), bool(truncated[0])
        if c.collect_on in reached and not (terminated or truncated):
            self.collected = (self.inner.get_state(0), obs)
        end = 0
        if terminated or truncated:
            end = 1
        elif c.boundary in reached or (self.budget and self.steps >= self.budget):
            truncated = True
            end = 2 if c.boundary in reached else 3
            last_of_game = c.new_game_every and self.game_episodes >= c.new_game_every
            self.continues = c.mini_episodes and not last_of_game
        elif c.end_when and self.condition.step(obs, info):
            truncated = True
            end = 4
        return first(obs), float(reward[0]), terminated, truncated, self.info(end)

    def info(self, end: int) -> dict[str, Any]:
        return {"episode_control": {"end": end, "continues": end > 1 and self.continues}}

    def close(self) -> None:
        self.inner.close()
