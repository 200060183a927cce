"""A plain-Python reference of DIAMBRA's wrappers, the oracle of the native ones.

It follows DIAMBRA's wrapper classes step by step (deques, dict rebuilding, per-env loops), with
their latent bugs fixed as the docs intend (the 5-tuple step API, no extra axis on RGB frames,
1..no_op_max no-op steps), over an unwrapped env (``arena_vec.fighting.env.make``) with the
same settings. The number of no-op steps after a reset is an argument: the native wrapper draws
it from its own RNG, and the tests find it by search.
"""

from __future__ import annotations

from collections import deque
from typing import Any

import numpy as np
from gymnasium import spaces

from arena_vec.fighting.settings import Roles, WrappersSettings

BOUNDARIES = ("round_done", "stage_done", "game_done")


def _no_op(space: spaces.Space) -> Any:
    if isinstance(space, spaces.Dict):
        return {key: _no_op(sub) for key, sub in space.spaces.items()}
    return 0 if isinstance(space, spaces.Discrete) else np.zeros(len(space.nvec), np.int64)


def _flat_action(space: spaces.Space, action: Any) -> list[int]:
    return [int(action)] if isinstance(space, spaces.Discrete) else [int(a) for a in action]


class ReferenceWrappers:
    """DIAMBRA's wrapper chain over ``raw`` (an unwrapped FightingEnv)."""

    def __init__(self, raw: Any, settings: WrappersSettings, n_players: int) -> None:
        self.raw = raw
        self.w = settings
        self.n_players = n_players
        self.health_range = raw.game.health[1] - raw.game.health[0]
        space = raw.action_space
        self.agent_spaces = [space["agent_0"], space["agent_1"]] if n_players == 2 else [space]
        self.frames: deque = deque(maxlen=settings.stack_frames * settings.dilation)
        self.actions: list[deque] = []

    # -- steps ---------------------------------------------------------------------------
    def reset(self, seed: int | None, no_ops: int = 0, options: dict | None = None) -> Any:
        obs, info = self.raw.reset(seed=seed, options=options)
        for _ in range(no_ops):
            obs, _, terminated, truncated, info = self.raw.step(self.raw.get_no_op_action())
            if terminated or truncated:
                obs, info = self.raw.reset()
            if terminated or truncated or any(info[flag] for flag in BOUNDARIES):
                break
        self.frames.clear()
        for _ in range(self.frames.maxlen):
            self.frames.append(obs.get("frame"))
        self._fill_actions()
        return self._observation(obs, info), info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict]:
        total = 0.0
        for _ in range(self.w.repeat_action):
            obs, reward, terminated, truncated, info = self.raw.step(action)
            total += reward
            if terminated or truncated or any(info[flag] for flag in BOUNDARIES):
                break
        if self.w.normalize_reward:
            total = total / (self.w.normalization_factor * self.health_range)
        if self.w.clip_reward:
            total = float(np.sign(total))
        segment_ends = any(info[flag] for flag in BOUNDARIES) and not (terminated or truncated)
        self.frames.append(obs.get("frame"))
        if segment_ends:
            for _ in range(self.frames.maxlen - 1):
                self.frames.append(obs.get("frame"))
        for agent, space in enumerate(self.agent_spaces):
            part = action if self.n_players == 1 else action[f"agent_{agent}"]
            self.actions[agent].extend(_flat_action(space, part))
        if segment_ends:
            self._fill_actions()
        return self._observation(obs, info), total, terminated, truncated, info

    def _fill_actions(self) -> None:
        self.actions = []
        for space in self.agent_spaces:
            width = 1 if isinstance(space, spaces.Discrete) else len(space.nvec)
            history: deque = deque(maxlen=width * self.w.stack_actions)
            history.extend([0] * history.maxlen)
            self.actions.append(history)

    # -- observation ---------------------------------------------------------------------
    def _observation(self, raw_obs: dict, info: dict) -> Any:
        obs = {
            key: dict(value) if isinstance(value, dict) else value for key, value in raw_obs.items()
        }
        space = {key: sub for key, sub in self.raw.observation_space.spaces.items()}
        space = {k: dict(v.spaces) if isinstance(v, spaces.Dict) else v for k, v in space.items()}
        if self.w.stack_frames > 1:
            chosen = list(self.frames)[self.w.dilation - 1 :: self.w.dilation]
            obs["frame"] = np.concatenate(chosen, axis=2)
            space["frame"] = spaces.Box(0, 255, obs["frame"].shape, np.uint8)
        if self.w.add_last_action:
            for agent, agent_space in enumerate(self.agent_spaces):
                values = list(self.actions[agent])
                if self.w.stack_actions > 1:
                    value: Any = np.array(values, np.int64)
                    nvec = (
                        [agent_space.n]
                        if isinstance(agent_space, spaces.Discrete)
                        else list(agent_space.nvec)
                    )
                    leaf_space: spaces.Space = spaces.MultiDiscrete(nvec * self.w.stack_actions)
                elif isinstance(agent_space, spaces.Discrete):
                    value, leaf_space = values[0], agent_space
                else:
                    value, leaf_space = np.array(values, np.int64), agent_space
                if self.n_players == 1:
                    obs["action"], space["action"] = value, leaf_space
                else:
                    obs[f"agent_{agent}"] = {"action": value}
                    space[f"agent_{agent}"] = {"action": leaf_space}
        if self.w.scale:
            obs = self._scaled(obs, space)
        if self.w.role_relative:
            obs = self._role_relative(obs, info)
        if self.w.flatten:
            obs = self._flattened(obs)
        return obs

    def _scaled(self, obs: dict, space: dict) -> dict:
        out = {}
        for key, value in obs.items():
            sub = space[key]
            if isinstance(value, dict):
                out[key] = self._scaled(value, sub)
            elif isinstance(sub, spaces.MultiDiscrete):
                one_hot = np.zeros(int(np.sum(sub.nvec)), np.int8)  # MultiBinary holds int8
                offset = 0
                for n, v in zip(sub.nvec, value, strict=True):
                    one_hot[offset + int(v)] = 1
                    offset += int(n)
                out[key] = one_hot
            elif isinstance(sub, spaces.Discrete) and (sub.n > 2 or self.w.process_discrete_binary):
                one_hot = np.zeros(sub.n, np.int8)
                one_hot[int(value) - int(sub.start)] = 1
                out[key] = one_hot
            elif isinstance(sub, spaces.Box) and (
                not self.w.exclude_image_scaling or len(sub.shape) < 3
            ):
                low, high = np.min(sub.low), np.max(sub.high)
                out[key] = np.array((value - low) / (high - low), dtype=np.float32)
            else:
                out[key] = value
        return out

    def _role_relative(self, obs: dict, info: dict) -> dict:
        roles = info["settings"]["role"]
        roles = roles if self.n_players == 2 else (roles,)
        out = {key: value for key, value in obs.items() if key not in ("P1", "P2")}
        for agent, role in enumerate(roles):
            own = "P1" if role == Roles.P1 else "P2"
            opp = "P2" if own == "P1" else "P1"
            target = out if self.n_players == 1 else out.setdefault(f"agent_{agent}", {})
            target["own"] = obs[own]
            target["opp"] = obs[opp]
        return out

    def _flattened(self, obs: dict) -> dict:
        flat: dict[str, Any] = {}

        def visit(node: dict, prefix: str) -> None:
            for key, value in node.items():
                name = f"{prefix}_{key}" if prefix else key
                if isinstance(value, dict):
                    visit(value, name)
                else:
                    flat[name] = value

        visit(obs, "")
        if self.w.filter_keys:
            keep = set(self.w.filter_keys) | {"frame"}
            flat = {key: value for key, value in flat.items() if key in keep}
        return flat
