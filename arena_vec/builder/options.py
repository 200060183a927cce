"""What to build, as one value: :class:`EnvOptions`, a frozen dataclass checked when it is made
(every bad field refused with its name, its value and what is allowed). The keyword builders
(``arena_vec.make``, ``make_vec``, ``make_dm``, self-play and opponents) only turn their
arguments into one of these; the builders of ``arena_vec.builder.builders`` take nothing else.

Example:
    >>> from arena_vec.builder import EnvOptions, build_vec
    >>> from arena_vec.engine.options import PoolOptions
    >>> envs = build_vec(EnvOptions("cartpole", PoolOptions(num_envs=4, seed=0)))
    >>> envs.num_envs
    4
    >>> envs.close()
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from arena_vec.engine.checks import check_int, short_repr
from arena_vec.engine.options import PoolOptions, check_options
from arena_vec.engine.spec_adapter import check_env_id
from arena_vec.envs.adapters import FIGHTING_KWARGS, check_fighting_kwargs
from arena_vec.fighting.env import check_settings_objects
from arena_vec.fighting.games import is_fighting_game
from arena_vec.fighting.settings import (
    AnySettings,
    RecordingSettings,
    WrappersSettings,
    check_recording_settings,
    check_wrappers_settings,
)

RENDER_MODES = (None, "rgb_array", "human")


@dataclass(frozen=True)
class EnvOptions:
    """One env or batch of ``env_id``.

    ``pool``: how the pool runs (``num_envs``, seeds, threads, autoreset, episode control).
    ``env_settings`` / ``wrappers_settings`` / ``recording``: DIAMBRA's settings objects, for
    the fighting games; ``game_kwargs``: the own options of other envs (e.g. ``dummy``'s
    ``episode_length``). ``render_mode``: None, ``"rgb_array"`` or (one env) ``"human"``;
    ``episode_statistics``: Gymnasium's ``info["episode"]`` (vector envs); ``rank``: DIAMBRA's
    env rank (one env: seeds with ``seed + rank``).
    """

    env_id: str
    pool: PoolOptions = field(default_factory=PoolOptions)
    env_settings: AnySettings | None = None
    wrappers_settings: WrappersSettings | None = None
    recording: RecordingSettings | None = None
    game_kwargs: Mapping[str, Any] = field(default_factory=dict)
    render_mode: str | None = None
    episode_statistics: bool = False
    rank: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.env_id, str):
            raise TypeError(
                f"env_id={short_repr(self.env_id)} is not allowed; expected a str, got "
                f"{type(self.env_id).__name__}"
            )
        check_env_id(self.env_id)
        check_options(self.pool)
        check_settings_objects(self.env_settings, self.wrappers_settings, self.recording)
        if self.wrappers_settings is not None:  # before anything reads its wrappers list
            check_wrappers_settings(self.wrappers_settings)
        if self.recording is not None:
            check_recording_settings(self.recording)
        fighting = is_fighting_game(self.env_id)
        if not isinstance(self.game_kwargs, Mapping):
            raise TypeError(
                f"game_kwargs={short_repr(self.game_kwargs)} is not allowed; expected a dict "
                "of the env's own options"
            )
        if fighting and self.game_kwargs:
            raise ValueError(
                f"game_kwargs={short_repr(dict(self.game_kwargs))} is not allowed for "
                f"{self.env_id!r}: a fighting game takes settings objects ({list(FIGHTING_KWARGS)})"
            )
        if not fighting:
            for name in ("env_settings", "wrappers_settings"):
                if getattr(self, name) is not None:
                    raise ValueError(
                        f"{name} is for fighting games; {self.env_id!r} is not one (it takes "
                        "its own keyword arguments)"
                    )
            if self.recording is not None and self.recording.dataset_path is not None:
                raise ValueError(
                    f"episode_recording_settings is for fighting games; {self.env_id!r} is not one"
                )
        if self.render_mode not in RENDER_MODES:
            raise ValueError(
                f"render_mode={self.render_mode!r} is not allowed; use one of {list(RENDER_MODES)}"
            )
        if not isinstance(self.episode_statistics, bool):
            raise TypeError(f"episode_statistics must be a bool, got {self.episode_statistics!r}")
        check_int("rank", self.rank, 0)

    @classmethod
    def from_keywords(
        cls, env_id: str, pool: PoolOptions, env_kwargs: Mapping[str, Any], **fields: Any
    ) -> EnvOptions:
        """The options of a keyword builder: ``env_kwargs`` are a fighting game's settings
        objects (``env_settings``, ``wrappers_settings``) or another env's own options."""
        if isinstance(env_id, str) and is_fighting_game(env_id):
            check_fighting_kwargs(env_id, dict(env_kwargs))
            settings, wrappers = (env_kwargs.get(name) for name in FIGHTING_KWARGS)
            return cls(env_id, pool, settings, wrappers, **fields)
        return cls(env_id, pool, game_kwargs=dict(env_kwargs), **fields)

    @property
    def user_wrappers(self) -> list[Any]:
        """The user's own ``[Class, kwargs]`` wrappers (``WrappersSettings.wrappers``)."""
        settings = self.wrappers_settings
        return list(settings.wrappers) if settings is not None else []

    def refuse(self, builder: str, **defaults: Any) -> None:
        """ValueError naming the first field that ``builder`` does not take (given a value
        other than its default in ``defaults``)."""
        for name, default in defaults.items():
            value = getattr(self, name)
            if value != default:
                raise ValueError(
                    f"{name}={short_repr(value)} is not allowed in {builder}; it takes "
                    f"{name}={default!r} only"
                )
