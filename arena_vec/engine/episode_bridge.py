"""Episode control between the front ends and one native pool.

:class:`EpisodeControls` turns :class:`EpisodeControl` objects into the pool's native control
dicts (milestone names checked against the game, each distinct start-state snapshot registered
with the pool once) and takes the ``"episode_control"`` entries out of reset options, so the
game's own episode options never see them. Front ends made without an ``EpisodeControl`` have
no ``EpisodeControls`` and refuse those entries with a message that says how to enable them.

Example:
    >>> controls = EpisodeControls(pool, EpisodeControl(max_steps=100))      # doctest: +SKIP
    >>> pool.reset(episode_control=controls.for_envs(None, 4))               # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from arena_vec.engine.checks import check_int, short_repr
from arena_vec.engine.episode_control import EpisodeControl

OPTION = "episode_control"
NOT_ENABLED = (
    "options['episode_control'] needs a front end made with episode control: pass "
    "episode_control=EpisodeControl(...) to make_vec / make_dm / make"
)


def check_control(name: str, value: Any) -> EpisodeControl:
    """``value`` unless it is not an :class:`EpisodeControl` (TypeError naming ``name``)."""
    if not isinstance(value, EpisodeControl):
        raise TypeError(
            f"{name}={short_repr(value)} is not allowed; expected an "
            f"arena_vec.EpisodeControl, got {type(value).__name__}"
        )
    return value


def take_controls(
    options: dict[str, Any], per_env: list[Mapping[str, Any] | None] | None, num_envs: int
) -> tuple[list[Mapping[str, Any] | None] | None, list[EpisodeControl | None] | None]:
    """Removes ``"episode_control"`` from ``options`` (in place) and from copies of the
    ``per_env`` dicts; returns those copies and one control (or None) per env, or None when
    no control was given. A per-env control wins over the shared one."""
    shared = options.pop(OPTION, None)
    if shared is not None:
        check_control(f"options[{OPTION!r}]", shared)
    controls: list[EpisodeControl | None] = [shared] * num_envs
    if per_env is not None:
        stripped: list[Mapping[str, Any] | None] = []
        for i, entry in enumerate(per_env):
            if entry is not None and OPTION in entry:
                entry = dict(entry)
                name = f"options['env_options'][{i}][{OPTION!r}]"
                controls[i] = check_control(name, entry.pop(OPTION))
            stripped.append(entry)
        per_env = stripped
    return per_env, (controls if any(c is not None for c in controls) else None)


class EpisodeControls:
    """The episode control of one pool made with ``episode_control=True``."""

    def __init__(self, pool: Any, initial: EpisodeControl) -> None:
        self._pool = pool
        self.milestones: list[str] = list(pool.spec["milestones"])
        self._state_ids: dict[bytes, int] = {}
        self.initial = self.native(check_control("episode_control", initial))
        pool.check_episode_control(self.initial)  # leaves and thresholds: refused here, not later

    def native(self, control: EpisodeControl) -> dict[str, Any]:
        """``control`` as a native dict; its snapshots are checked and registered (ValueError
        naming ``episode_control.start_states[i]`` and what differs)."""
        control.check_milestones(self.milestones)
        ids = []
        for i, state in enumerate(control.start_states):
            state_id = self._state_ids.get(state)
            if state_id is None:
                try:
                    state_id = self._pool.register_start_state(state)
                except ValueError as error:
                    raise ValueError(f"episode_control.start_states[{i}]: {error}") from None
                self._state_ids[state] = state_id
            ids.append(state_id)
        return control.native(self.milestones, ids)

    def for_envs(
        self, controls: Sequence[EpisodeControl | None] | None, num_envs: int
    ) -> list[dict[str, Any] | None] | None:
        """Native dicts for one reset: one per env (None keeps an env's control)."""
        if controls is None:
            return None
        converted: dict[int, dict[str, Any]] = {}  # one conversion per distinct object
        out: list[dict[str, Any] | None] = []
        for control in controls[:num_envs]:
            if control is None:
                out.append(None)
                continue
            if id(control) not in converted:
                converted[id(control)] = self.native(control)
            out.append(converted[id(control)])
        return out

    def set(self, control: Any, env_ids: Any, num_envs: int) -> None:
        """Gives the envs ``env_ids`` (default: all) ``control`` (one for all, or a sequence
        with one per env id) from each env's next reset on."""
        ids = (
            np.arange(num_envs, dtype=np.int32)
            if env_ids is None
            else np.asarray(
                [check_int(f"env_ids[{i}]", e, 0, num_envs - 1) for i, e in enumerate(env_ids)],
                dtype=np.int32,
            )
        )
        if isinstance(control, EpisodeControl):
            controls = [control] * len(ids)
        elif isinstance(control, Sequence) and len(control) == len(ids):
            controls = [check_control(f"control[{i}]", c) for i, c in enumerate(control)]
        else:
            raise TypeError(
                f"control={short_repr(control)} is not allowed; expected an EpisodeControl or "
                f"a sequence of {len(ids)} (one per env id)"
            )
        self._pool.set_episode_control(ids, self.for_envs(controls, len(controls)))
