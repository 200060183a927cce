"""A fighting game's CPU ladder as the engine plays it: every knob of every difficulty level
(native/games/fight/cpu_knobs.h; the game's built-in ladder or its TOML's ``[cpu]`` table), read
from the game's spec, so docs and examples quote the engine instead of repeating its numbers.

    >>> cpu_knobs("triad")["reaction"]    # doctest: +SKIP
    (22, 17, 13, 8)
"""

from __future__ import annotations

from arena_vec.engine.native import game_spec
from arena_vec.fighting.env import validated_settings
from arena_vec.fighting.settings import native_config

__all__ = ["cpu_knobs"]

PREFIX = "cpu."


def cpu_knobs(game_id: str) -> dict[str, tuple[int, ...]]:
    """Each CPU knob of ``game_id`` (its ``[cpu]`` key: ``reaction``, ``input_read``,
    ``patience``, ... and the game's own) as one value per difficulty level, level 1 first.
    Read from the game file in use (``ARENA_VEC_GAMES_DIR`` included), each call afresh. Raises
    ValueError naming the game when ``game_id`` is not a fighting game."""
    game, settings, _ = validated_settings(game_id, None, None)
    tables = game_spec(game_id, native_config(settings, game, True, None))["tables"]
    return {
        name[len(PREFIX) :]: values for name, values in tables.items() if name.startswith(PREFIX)
    }
