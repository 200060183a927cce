"""Hypothesis strategies of the fuzz suite: values of every kind (``odd``), valid and invalid
settings field by field, reset options, actions, env ids; and the check every rejection must
pass (``assert_names``)."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import pytest
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from arena_vec import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    Roles,
    SpaceTypes,
    WrappersSettings,
)
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import ONE_PLAYER_FIELDS

GAME = game_info("triad")
CHARACTERS = list(GAME.characters)
REJECTIONS = (ValueError, TypeError)

numpy_scalars = st.one_of(
    hnp.from_dtype(np.dtype(np.bool_)),
    *(hnp.from_dtype(np.dtype(t)) for t in (np.int8, np.uint8, np.int32, np.int64, np.uint64)),
    hnp.from_dtype(np.dtype(np.float64)),
)
small_arrays = hnp.arrays(
    st.one_of(
        hnp.integer_dtypes(),
        hnp.unsigned_integer_dtypes(),
        hnp.floating_dtypes(),
        hnp.boolean_dtypes(),
    ),
    hnp.array_shapes(min_dims=0, max_dims=3, max_side=4),
)
odd = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.integers(-3, 12),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=5),
    st.sampled_from(["P1", "human", "Random", "", "rgb_array ", "Alpha"]),
    st.lists(st.integers(-3, 12), max_size=4),
    st.tuples(st.integers(-3, 600), st.integers(-3, 600), st.integers(-1, 2)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    numpy_scalars,
    small_arrays,
)
"""Anything a user might pass: of the wrong type, out of range, or occasionally valid."""

# Valid values of every settings field (one agent); RAM-only or small frames keep steps cheap.
FIELD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "game_id": st.sampled_from([None, "triad"]),
    "n_players": st.just(1),
    "frame_shape": st.sampled_from([(0, 0, 0), (8, 8, 1), (16, 12, 0), (1, 512, 1)]),
    "step_ratio": st.integers(1, 6),
    "splash_screen": st.booleans(),
    "include_frame": st.booleans(),
    "render_mode": st.sampled_from([None, "rgb_array"]),
    "rank": st.integers(0, 2**32),
    "env_address": st.one_of(st.none(), st.text(max_size=5)),
    "grpc_timeout": st.integers(0, 3600),
    "disable_keyboard": st.booleans(),
    "disable_joystick": st.booleans(),
    "seed": st.one_of(st.none(), st.integers(0, 2**62)),
    "difficulty": st.one_of(st.none(), st.integers(*GAME.difficulty)),
    "continue_game": st.one_of(
        st.floats(0.0, 1.0), st.floats(-32767.0, -1.0), st.integers(-32767, -1)
    ),
    "show_final": st.booleans(),
    "action_space": st.sampled_from([SpaceTypes.DISCRETE, SpaceTypes.MULTI_DISCRETE]),
    "role": st.sampled_from([None, Roles.P1, Roles.P2]),
    "characters": st.one_of(
        st.none(),
        st.sampled_from(CHARACTERS),
        st.lists(st.one_of(st.none(), st.sampled_from(CHARACTERS)), min_size=1, max_size=3).map(
            tuple
        ),
    ),
    "outfits": st.integers(*GAME.outfits),
    "autoplay": st.booleans(),
}
PER_AGENT = ("action_space", "role", "characters", "outfits")
EPISODE_OPTIONS = ("difficulty", "continue_game", "show_final", "role", "characters", "outfits")


def valid_value(field: str, players: int) -> st.SearchStrategy[Any]:
    """A valid value of ``field`` for a settings class of ``players`` players."""
    if field == "n_players":
        return st.just(players)
    if players == 2 and field in ONE_PLAYER_FIELDS:  # one-player settings keep their defaults
        return st.just(None if field == "difficulty" else 0.0)
    if players == 2 and field == "role":
        return st.sampled_from(
            [(None, None), (Roles.P1, Roles.P2), (Roles.P2, None), (None, Roles.P1)]
        )
    if players == 2 and field in PER_AGENT:
        return st.tuples(FIELD_VALUES[field], FIELD_VALUES[field])
    return FIELD_VALUES[field]


def fields_of(players: int) -> list[str]:
    return [f for f in FIELD_VALUES if not (players == 2 and f == "autoplay")]


@st.composite
def settings_with_one_bad_field(draw: st.DrawFn) -> tuple[Any, str | None]:
    """(settings, the field given an arbitrary value or None): valid fields drawn at random,
    and in half the examples one field set to an ``odd`` value."""
    players = draw(st.sampled_from([1, 2]))
    fields = fields_of(players)
    chosen = draw(st.lists(st.sampled_from(fields), unique=True, max_size=6))
    values = {f: draw(valid_value(f, players)) for f in chosen}
    if "seed" in values and values["seed"] is not None and "rank" in values:
        values["rank"] = min(values["rank"], 2**63)
    bad = draw(st.one_of(st.none(), st.sampled_from(fields)))
    if bad is not None:
        values[bad] = draw(odd)
    cls = EnvironmentSettings if players == 1 else EnvironmentSettingsMultiAgent
    return cls(**values), bad


@st.composite
def wrappers_with_one_bad_field(draw: st.DrawFn) -> tuple[WrappersSettings, str]:
    names = [f.name for f in dataclasses.fields(WrappersSettings)]
    bad = draw(st.sampled_from(names))
    return WrappersSettings(**{bad: draw(odd)}), bad


@st.composite
def reset_options(draw: st.DrawFn, num_envs: int, players: int = 1) -> dict[str, Any]:
    """Reset options of a triad vector env: episode options (valid or odd), unknown keys,
    reset masks and env_options, each present or not."""
    options: dict[str, Any] = {}
    for key in draw(st.lists(st.sampled_from(EPISODE_OPTIONS), unique=True, max_size=3)):
        options[key] = draw(st.one_of(valid_value(key, players), odd))
    if draw(st.booleans()):
        options[draw(st.sampled_from(["nope", "seed", "Difficulty", "frame_shape"]))] = draw(odd)
    if draw(st.booleans()):
        options["reset_mask"] = draw(
            st.one_of(hnp.arrays(np.bool_, num_envs), hnp.arrays(np.int8, num_envs), odd)
        )
    if draw(st.booleans()):
        entry = st.one_of(
            st.none(),
            st.fixed_dictionaries(
                {}, optional={k: valid_value(k, players) for k in EPISODE_OPTIONS}
            ),
            odd,
        )
        options["env_options"] = draw(
            st.one_of(st.lists(entry, min_size=num_envs, max_size=num_envs), odd)
        )
    return options


seeds = st.one_of(
    st.none(),
    st.integers(0, 2**62),
    st.integers(-(2**40), -1),
    st.floats(allow_nan=True),
    st.booleans(),
    st.lists(st.integers(-2, 2**62), max_size=5),
    st.text(max_size=3),
)
"""Seeds of every kind, except non-negative ones beyond 2**62 (see test_fuzz_reset.py)."""


def env_ids(num_envs: int) -> st.SearchStrategy[Any]:
    """Env ids of every kind: valid lists and arrays, out of range, repeated, wrong dtype or
    shape (uint64 ids beyond int64 have their own test in test_fuzz_env_ids.py)."""
    ints = st.integers(-(2**40), 2**40)
    dtypes = st.sampled_from([np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint32])
    return st.one_of(
        st.lists(st.integers(0, num_envs - 1), max_size=num_envs + 1),
        st.lists(ints, max_size=4),
        dtypes.flatmap(
            lambda t: hnp.arrays(t, st.integers(0, num_envs + 1), elements=st.integers(0, 5))
        ),
        hnp.arrays(np.float64, 2),
        odd,
    )


def assert_names(error: BaseException, *names: str) -> None:
    """The rejection is a ValueError/TypeError whose message names one of ``names``."""
    message = str(error)
    if not isinstance(error, REJECTIONS) or not any(name in message for name in names):
        pytest.fail(
            f"a rejection must be a ValueError/TypeError naming one of {list(names)}, got "
            f"{type(error).__name__}: {message[:500]}"
        )
