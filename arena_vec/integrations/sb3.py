"""Stable-Baselines3 over arena_vec: :class:`SB3VecEnv`, a ``VecEnv`` over one sync
``make_vec`` pool, and :func:`make_sb3_env`, DIAMBRA Arena's function of the same name.

SB3 wants what its own ``DummyVecEnv`` gives: ``reset()`` returns observations only, ``step``
returns ``dones = terminated | truncated`` and a list of info dicts, and an env whose episode
ended is reset in the same step, its last observation in ``info["terminal_observation"]``
(the pool runs in ``same_step`` autoreset mode for that) and ``info["TimeLimit.truncated"]``
set when it was cut short. ``info["episode"] = {"r", "l"}`` comes with the last step of each
episode (what SB3's logger reads for ``ep_rew_mean``). Besides those, each env's info is the
single env's own (``round_done``, ``stage_done``, ``game_done``, ``settings``, ...), as
``DummyVecEnv`` over ``arena_vec.make`` passes it on. SB3 does not take nested Dict spaces,
so a nested observation is flattened with ``_``-joined keys (``P1`` / ``health`` becomes
``P1_health``, as DIAMBRA's ``flatten`` wrapper names them); Box, Discrete and MultiDiscrete
leaves pass as they are, so ``MultiInputPolicy`` takes triad's frames and RAM together.

Importing this module imports stable_baselines3 (and torch).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from stable_baselines3.common.vec_env.base_vec_env import VecEnv

from arena_vec.builder import make_vec
from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings.native import episode_settings_info

LEAF_SPACES = (spaces.Box, spaces.Discrete, spaces.MultiDiscrete, spaces.MultiBinary)
ACTION_SPACES = (spaces.Box, spaces.Discrete, spaces.MultiDiscrete, spaces.MultiBinary)


def flat_observation_space(space: spaces.Space, path: str = "observation") -> spaces.Space:
    """``space`` with nested Dicts flattened to one level; other leaves are refused by path."""
    if isinstance(space, LEAF_SPACES):
        return space
    if not isinstance(space, spaces.Dict):
        raise TypeError(
            f"{path} is a {type(space).__name__} space, which Stable-Baselines3 cannot take "
            "(allowed: Box, Discrete, MultiDiscrete, MultiBinary, and Dicts of them)"
        )
    flat: dict[str, spaces.Space] = {}
    for key, sub in space.spaces.items():
        sub = flat_observation_space(sub, f"{path}[{key!r}]")
        if isinstance(sub, spaces.Dict):
            flat.update({f"{key}_{inner}": leaf for inner, leaf in sub.spaces.items()})
        else:
            flat[key] = sub
    return spaces.Dict(flat)


def flatten(obs: Any) -> Any:
    """A (nested) observation dict flattened like :func:`flat_observation_space`."""
    if not isinstance(obs, dict):
        return obs
    flat: dict[str, Any] = {}
    for key, value in obs.items():
        value = flatten(value)
        if isinstance(value, dict):
            flat.update({f"{key}_{inner}": leaf for inner, leaf in value.items()})
        else:
            flat[key] = value
    return flat


class SB3VecEnv(VecEnv):
    """A Stable-Baselines3 ``VecEnv`` over an :class:`~arena_vec.ArenaVectorEnv` in sync mode
    with ``same_step`` autoreset and episode statistics (what :func:`make_sb3_env` builds).

    Example:
        >>> from stable_baselines3 import PPO  # doctest: +SKIP
        >>> envs = SB3VecEnv(arena_vec.make_vec("triad", 8, autoreset_mode="same_step",  # doctest: +SKIP
        ...                  episode_statistics=True))
        >>> PPO("MultiInputPolicy", envs).learn(10_000)  # doctest: +SKIP
    """

    def __init__(self, envs: ArenaVectorEnv) -> None:
        if not isinstance(envs, ArenaVectorEnv):
            raise TypeError(f"envs must be an ArenaVectorEnv (make_vec), got {type(envs).__name__}")
        problems = []
        if envs.batch_size != envs.num_envs:
            problems.append(f"batch_size={envs.batch_size} < num_envs={envs.num_envs} (async)")
        if envs.metadata["autoreset_mode"] != AutoresetMode.SAME_STEP:
            problems.append(f"autoreset_mode={envs.metadata['autoreset_mode'].value}")
        if not envs.episode_statistics:
            problems.append("episode_statistics=False")
        if problems:
            raise ValueError(
                "SB3VecEnv needs make_vec(..., autoreset_mode='same_step', "
                f"episode_statistics=True) in sync mode; got {', '.join(problems)}"
            )
        action_space = envs.single_action_space
        if not isinstance(action_space, ACTION_SPACES):
            raise TypeError(
                f"action_space is a {type(action_space).__name__} space, which "
                "Stable-Baselines3 cannot take (a 2-player env's Dict of agents: train one "
                "agent with EnvironmentSettings, or use arena_vec.multiagent)"
            )
        observation_space = flat_observation_space(envs.single_observation_space)
        self.envs = envs  # before VecEnv's constructor, which reads render_mode through it
        self._actions: Any = None
        super().__init__(envs.num_envs, observation_space, action_space)

    def reset(self) -> Any:
        seeds = None if all(s is None for s in self._seeds) else list(self._seeds)
        same = all(o == self._options[0] for o in self._options)
        options = self._options[0] if same else {"env_options": self._options}
        obs, info = self.envs.reset(seed=seeds, options=options or None)  # type: ignore[arg-type]
        self.reset_infos = [self._env_info(info, i) for i in range(self.num_envs)]
        self._reset_seeds()
        self._reset_options()
        return flatten(copy_tree(obs))

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = actions

    def step_wait(self) -> tuple[Any, np.ndarray, np.ndarray, list[dict[str, Any]]]:
        obs, reward, terminated, truncated, info = self.envs.step(self._actions)
        dones = terminated | truncated
        infos: list[dict[str, Any]] = []
        for i in range(self.num_envs):
            if not dones[i]:
                infos.append(self._env_info(info, i))
                continue
            # Same-step autoreset: the step's own info is final_info, the reset's is info.
            self.reset_infos[i] = self._env_info(info, i)
            step_info = self._env_info(info["final_info"], i)
            step_info["terminal_observation"] = flatten(info["final_obs"][i])
            step_info["episode"] = {
                "r": float(info["episode"]["r"][i]),
                "l": int(info["episode"]["l"][i]),
            }
            infos.append(step_info)
        for i, step_info in enumerate(infos):  # DummyVecEnv sets it on every step
            step_info["TimeLimit.truncated"] = bool(truncated[i] and not terminated[i])
        return flatten(copy_tree(obs)), reward.astype(np.float32), dones, infos

    def _env_info(self, info: dict[str, Any], row: int) -> dict[str, Any]:
        """Env ``row``'s info as the single env (``arena_vec.make``) reports it, which is what
        SB3's ``DummyVecEnv`` over it passes on: plain values, DIAMBRA's episode settings."""
        single = row_info(info, row)
        if isinstance(info.get("settings"), dict):
            leaves = {
                f"settings.{key}": value[row]
                for key, value in info["settings"].items()
                if not key.startswith("_")
            }
            single["settings"] = episode_settings_info(leaves, game_info(self.envs.game_id), 1)
        return single

    def close(self) -> None:
        self.envs.close()

    def get_images(self) -> Sequence[np.ndarray | None]:
        frames = self.envs.render()
        return list(frames) if frames is not None else [None] * self.num_envs

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        return [getattr(self.envs, attr_name)] * len(list(self._get_indices(indices)))

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        raise AttributeError(
            f"set_attr({attr_name!r}) is not supported: the envs are one native pool; "
            "make a new one with other settings"
        )

    def env_method(self, method_name: str, *args: Any, indices: Any = None, **kwargs: Any):
        raise AttributeError(
            f"env_method({method_name!r}) is not supported: the envs are one native pool, "
            "not Python env objects"
        )

    def env_is_wrapped(self, wrapper_class: type, indices: Any = None) -> list[bool]:
        return [False] * len(list(self._get_indices(indices)))


BATCH_INFO = ("env_id", "elapsed_step", "final_obs", "final_info", "episode")
"""Info keys of the vector env that the single env does not report."""


def row_info(info: dict[str, Any], row: int) -> dict[str, Any]:
    """Row ``row`` of a batched info dict (nested dicts too; masks and the vector env's own
    keys left out), 0-d values as Python scalars as the single env gives them."""
    single: dict[str, Any] = {}
    for key, value in info.items():
        if key.startswith("_") or key in BATCH_INFO:
            continue
        if isinstance(value, dict):
            single[key] = row_info(value, row)
        elif isinstance(value, np.ndarray):
            item = value[row]
            single[key] = item.item() if item.ndim == 0 else item.copy()
    return single


def copy_tree(obs: Any) -> Any:
    """A copy of nested dicts of arrays: SB3 keeps observations across steps, while the
    pool's arrays view buffers it refills once they are released."""
    if isinstance(obs, dict):
        return {key: copy_tree(value) for key, value in obs.items()}
    return np.array(obs, copy=True)


def make_sb3_env(
    game_id: str,
    env_settings: Any = None,
    wrappers_settings: Any = None,
    *,
    num_envs: int = 1,
    seed: int | None = None,
    num_threads: int = 0,
    render_mode: str | None = None,
) -> tuple[SB3VecEnv, int]:
    """DIAMBRA's ``make_sb3_env``: ``(env, num_envs)`` for SB3 from DIAMBRA's settings objects.

    DIAMBRA starts one engine per env (``diambra run -s N``); here ``num_envs`` envs run in
    one native pool. A DIAMBRA training script's settings file works as it is::

        settings = load_settings_flat_dict(EnvironmentSettings, params["settings"])
        wrappers_settings = load_settings_flat_dict(WrappersSettings, params["wrappers_settings"])
        env, num_envs = make_sb3_env(settings.game_id, settings, wrappers_settings, num_envs=8)
    """
    from arena_vec.fighting.settings import EnvironmentSettings, WrappersSettings

    envs = make_vec(
        game_id,
        num_envs,
        seed=seed,
        num_threads=num_threads,
        autoreset_mode="same_step",
        render_mode=render_mode,
        episode_statistics=True,
        env_settings=EnvironmentSettings() if env_settings is None else env_settings,
        wrappers_settings=WrappersSettings() if wrappers_settings is None else wrappers_settings,
    )
    try:
        return SB3VecEnv(cast(ArenaVectorEnv, envs)), num_envs  # no user wrappers given
    except BaseException:
        envs.close()
        raise
