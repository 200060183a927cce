"""One batch (:class:`~arena_vec.envpool.lives.Out`) in the shape each ``env_type`` returns it,
the same for numpy arrays and for jax arrays inside ``xla()``:

- ``"gym"``: old gym's ``(obs, reward, done, info)``; ``reset()`` gives ``obs`` alone (or
  ``(obs, info)`` with ``gym_reset_return_info=True``);
- ``"gymnasium"``: ``(obs, reward, terminated, truncated, info)``, ``reset()`` ``(obs, info)``;
- ``"dm"``: a ``dm_env.TimeStep`` of arrays whose observation is EnvPool's ``State``
  namedtuple (``env_id``, ``players``, ``obs``, and for the fighting games ``lives``,
  ``reward``, ``terminated``).

``info`` holds ``env_id``, ``players`` (``{"env_id"}``), ``elapsed_step``, for the fighting
games ``lives``, ``reward`` (before clipping) and ``terminated`` (the game's own end, int32,
as EnvPool's Atari), and in gym mode ``TimeLimit.truncated``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import dm_env

from arena_vec.envpool.lives import Out

ENV_TYPES = ("gym", "gymnasium", "dm")


class Players(NamedTuple):
    """EnvPool's ``players`` entry of a dm ``State``: the env each row belongs to."""

    env_id: Any


class State(NamedTuple):
    """EnvPool's dm observation of a task without lives (CartPole)."""

    env_id: Any
    players: Players
    obs: Any


class LivesState(NamedTuple):
    """EnvPool's dm observation of a fighting task (its Atari envs' fields)."""

    env_id: Any
    players: Players
    obs: Any
    lives: Any
    reward: Any
    terminated: Any


def check_env_type(env_type: Any) -> str:
    """``env_type`` unless it is not one of :data:`ENV_TYPES` (ValueError naming it)."""
    if env_type not in ENV_TYPES:
        raise ValueError(f"env_type={env_type!r} is not allowed; use one of {list(ENV_TYPES)}")
    return str(env_type)


def info_of(out: Out, env_type: str) -> dict[str, Any]:
    """EnvPool's info dict of one batch."""
    info: dict[str, Any] = {
        "env_id": out.env_id,
        "players": {"env_id": out.env_id},
        "elapsed_step": out.elapsed_step,
    }
    if out.lives is not None:
        info["lives"] = out.lives
        info["reward"] = out.info_reward
        info["terminated"] = out.game_over
    if env_type == "gym":
        info["TimeLimit.truncated"] = out.truncated
    return info


def step_result(out: Out, env_type: str) -> Any:
    """What ``step``/``recv`` return in ``env_type``."""
    if env_type == "dm":
        return time_step(out)
    info = info_of(out, env_type)
    if env_type == "gym":
        return out.obs, out.reward, out.terminated | out.truncated, info
    return out.obs, out.reward, out.terminated, out.truncated, info


def reset_result(out: Out, env_type: str, return_info: bool) -> Any:
    """What ``reset`` returns in ``env_type`` (gym: ``obs`` alone unless ``return_info``)."""
    if env_type == "dm":
        return time_step(out)
    if env_type == "gym" and not return_info:
        return out.obs
    return out.obs, info_of(out, env_type)


def time_step(out: Out) -> dm_env.TimeStep:
    """The batched ``dm_env.TimeStep`` of one batch."""
    players = Players(out.env_id)
    observation: Any = (
        State(out.env_id, players, out.obs)
        if out.lives is None
        else LivesState(out.env_id, players, out.obs, out.lives, out.info_reward, out.game_over)
    )
    return dm_env.TimeStep(out.step_type, out.reward, out.discount, observation)
