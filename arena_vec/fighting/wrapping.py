"""What the wrapper layer (``arena_vec.wrappers``) hands down to the env builders of this layer
(``make``'s ``FightingEnv`` and the ``FightingAdapter`` of the batched front ends) so that their
native pool runs DIAMBRA's wrappers: the frame shape the engine draws, the native wrapper plan
(the pool config's ``"wrappers"`` entry, see native/core/wrapper_plan.h) and the observation
space the plan produces. This layer only passes them on; it never builds a plan.

Example:
    >>> from arena_vec.wrappers.plan import plan_wrappers          # doctest: +SKIP
    >>> wrapping = plan_wrappers(game, settings, WrappersSettings(stack_frames=4))  # doctest: +SKIP
    >>> wrapping.observation_space["frame"].shape                   # doctest: +SKIP
    (84, 84, 4)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from gymnasium import spaces

from arena_vec.fighting.settings.wrappers import WrappersSettings


@dataclass(frozen=True)
class Wrapping:
    """A planned set of wrappers for one game and one set of env settings.

    Attributes:
        frame_shape: (H, W, C) the engine draws: the env setting with the wrapper option
            ``frame_shape`` folded in.
        native: the native plan, or None when no wrapper runs in the engine.
        observation_space: one env's wrapped observation space.
    """

    frame_shape: tuple[int, int, int]
    native: dict[str, Any] | None
    observation_space: spaces.Dict


ENGINE_OPTIONS = ("no_attack_buttons_combinations", "wrappers")
"""Wrapper options the env builders of this layer apply without a Wrapping: the attack table
is the engine's own, and the user's wrapper classes are applied by whoever calls them."""


def options_needing_wrapping(settings: WrappersSettings) -> list[str]:
    """The options of ``settings`` set away from their defaults that only a Wrapping applies.

    Example:
        >>> options_needing_wrapping(WrappersSettings(stack_frames=4, flatten=True))
        ['stack_frames', 'flatten']
    """
    defaults = WrappersSettings()
    return [
        f.name
        for f in dataclasses.fields(settings)
        if f.name not in ENGINE_OPTIONS and getattr(settings, f.name) != getattr(defaults, f.name)
    ]
