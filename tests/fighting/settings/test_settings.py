"""Settings classes, enums and strict validation (DIAMBRA's OK / KO cases)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from arena_vec.fighting.games import GameInfo
from arena_vec.fighting.settings import (
    EPISODE_FIELDS,
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    RecordingSettings,
    Roles,
    SpaceTypes,
    UnknownSettingError,
    WrappersSettings,
    check_settings,
)

MD, D = SpaceTypes.MULTI_DISCRETE, SpaceTypes.DISCRETE


def test_enums_match_diambra_values_and_names() -> None:
    assert [int(v) for v in SpaceTypes] == [0, 1, 2, 3]
    assert [m.name for m in SpaceTypes] == ["BINARY", "DISCRETE", "MULTI_DISCRETE", "BOX"]
    assert (int(Roles.P1), int(Roles.P2)) == (2, 3)
    assert Roles.Name(Roles.P1) == "P1"
    assert Roles.Name(3) == "P2"
    assert SpaceTypes.Name(2) == "MULTI_DISCRETE"
    assert SpaceTypes.Value("BOX") == 3
    with pytest.raises(ValueError, match="P3"):
        Roles.Value("P3")
    with pytest.raises(ValueError, match="7"):
        Roles.Name(7)


def test_single_agent_defaults() -> None:
    s = EnvironmentSettings()
    assert s.frame_shape == (0, 0, 0)
    assert s.action_space is MD
    assert (s.n_players, s.step_ratio, s.splash_screen) == (1, 6, True)
    assert (s.difficulty, s.continue_game, s.show_final) == (None, 0.0, False)
    assert (s.role, s.characters, s.outfits, s.seed) == (None, None, 1, None)
    assert s.include_frame is True
    assert (s.render_mode, s.rank) == (None, 0)


def test_multi_agent_defaults_are_per_agent_tuples() -> None:
    s = EnvironmentSettingsMultiAgent()
    assert s.n_players == 2
    assert s.action_space == (MD, MD)
    assert s.role == (None, None)
    assert s.characters == (None, None)
    assert s.outfits == (1, 1)
    assert not isinstance(s, EnvironmentSettings)


def test_every_episode_field_exists_on_both_classes() -> None:
    for cls in (EnvironmentSettings, EnvironmentSettingsMultiAgent):
        names = {f.name for f in dataclasses.fields(cls)}
        assert set(EPISODE_FIELDS) <= names
        assert {
            "frame_shape",
            "action_space",
            "n_players",
            "step_ratio",
            "splash_screen",
            "seed",
            "include_frame",
            "render_mode",
            "rank",
        } <= names


OK_1P = [
    {},
    {"frame_shape": (128, 128, 1)},
    {"frame_shape": (0, 0, 1)},
    {"frame_shape": (512, 512, 0)},
    {"frame_shape": (84, 96, 0)},
    {"action_space": D},
    {"action_space": 1},
    {"step_ratio": 1},
    {"step_ratio": np.int64(6)},
    {"splash_screen": False},
    {"include_frame": False},
    {"render_mode": "rgb_array"},
    {"difficulty": 1},
    {"difficulty": 4},
    {"difficulty": None},
    {"continue_game": 1.0},
    {"continue_game": 0.3},
    {"continue_game": -1.0},
    {"continue_game": -3},
    {"show_final": True},
    {"role": Roles.P1},
    {"role": Roles.P2},
    {"characters": "Alpha"},
    {"characters": "Hotel"},
    {"characters": ("Alpha",)},
    {"characters": ("Alpha", None, "Bravo")},
    {"characters": (None, "Bravo")},
    {"outfits": 4},
    {"outfits": np.int32(2)},
    {"seed": 0},
    {"seed": 2**63},
    {"rank": 3},
    {"seed": np.int8(100), "rank": 100},  # numpy ints: no overflow in seed + rank
    {"seed": np.uint64(2**64 - 2), "rank": 1},
    {"grpc_timeout": 0},
    {"env_address": "localhost:50051"},
    {"disable_keyboard": False, "disable_joystick": False},
    {"game_id": "triad"},
]


@pytest.mark.parametrize("values", OK_1P, ids=lambda v: repr(v))
def test_valid_single_agent_settings_pass(game: GameInfo, values: dict) -> None:
    check_settings(EnvironmentSettings(**values), game)


KO_1P = [
    ("step_ratio", 8),
    ("step_ratio", 0),
    ("step_ratio", True),
    ("step_ratio", 2.0),
    ("difficulty", 0),
    ("difficulty", 5),
    ("difficulty", True),
    ("difficulty", "Random"),
    ("difficulty", 2.0),
    ("action_space", "Random"),
    ("action_space", 12),
    ("action_space", SpaceTypes.BOX),
    ("action_space", SpaceTypes.BINARY),
    ("action_space", True),
    ("action_space", (D,)),
    ("continue_game", 1.3),
    ("continue_game", -0.5),
    ("continue_game", True),
    ("continue_game", "0.0"),
    ("continue_game", float("nan")),
    ("continue_game", float("-inf")),
    ("show_final", 1),
    ("show_final", None),
    ("role", "P1"),
    ("role", "Random"),
    ("role", 0),
    ("role", 1),
    ("role", 4),
    ("role", True),
    ("characters", "Zulu"),
    ("characters", "Random"),
    ("characters", ()),
    ("characters", ("Alpha", "Bravo", "Charlie", "Delta")),
    ("characters", ["Alpha"]),
    ("characters", 3),
    ("outfits", 0),
    ("outfits", 5),
    ("outfits", True),
    ("outfits", 1.0),
    ("outfits", None),
    ("frame_shape", (0, 84, 1)),
    ("frame_shape", (84, 0, 0)),
    ("frame_shape", (84, 84, 3)),
    ("frame_shape", (0, 0, 3)),
    ("frame_shape", (513, 84, 0)),
    ("frame_shape", (84, 513, 1)),
    ("frame_shape", (-1, -1, 0)),
    ("frame_shape", [84, 84, 1]),
    ("frame_shape", (84, 84)),
    ("frame_shape", (84.0, 84, 1)),
    ("frame_shape", (84, 84, True)),
    ("n_players", 2),
    ("n_players", True),
    ("splash_screen", 1),
    ("include_frame", 0),
    ("include_frame", "no"),
    ("disable_keyboard", "yes"),
    ("render_mode", "rgb"),
    ("rank", -1),
    ("rank", 1.0),
    ("grpc_timeout", 3601),
    ("seed", -1),
    ("seed", 1.5),
    ("seed", True),
    ("seed", 2**64),
    ("render_mode", np.array(["rgb_array"])),
    ("env_address", 50051),
    ("game_id", 3),
]


def test_seed_plus_rank_must_fit_in_64_bits(game: GameInfo) -> None:
    # make() seeds the engine with seed + rank.
    with pytest.raises(ValueError, match=r"^rank=2 is invalid: allowed int in \[0, 1\]"):
        check_settings(EnvironmentSettings(seed=2**64 - 2, rank=2), game)


@pytest.mark.parametrize(("name", "value"), KO_1P, ids=lambda v: repr(v))
def test_invalid_single_agent_setting_raises_naming_it(
    game: GameInfo, name: str, value: object
) -> None:
    settings = EnvironmentSettings()
    setattr(settings, name, value)
    with pytest.raises(ValueError, match=rf"^{name}=.* is invalid: allowed ") as err:
        check_settings(settings, game)
    assert repr(value) in str(err.value)


def test_error_messages_state_the_allowed_range(game: GameInfo) -> None:
    with pytest.raises(ValueError, match=r"step_ratio=8 is invalid: allowed int in \[1, 6\]"):
        check_settings(EnvironmentSettings(step_ratio=8), game)
    with pytest.raises(ValueError, match=r"difficulty=0 is invalid: allowed int in \[1, 4\]"):
        check_settings(EnvironmentSettings(difficulty=0), game)
    with pytest.raises(ValueError, match=r"outfits=5 is invalid: allowed int in \[1, 4\]"):
        check_settings(EnvironmentSettings(outfits=5), game)
    with pytest.raises(
        ValueError, match=r"^characters='Zulu' is invalid: allowed None, one of \['Alpha'"
    ):
        check_settings(EnvironmentSettings(characters="Zulu"), game)
    with pytest.raises(
        ValueError, match=r"^characters\[2\]='Zulu' is invalid: allowed None or one of \['Alpha'"
    ):
        check_settings(EnvironmentSettings(characters=("Alpha", None, "Zulu")), game)
    with pytest.raises(ValueError, match=r"a tuple of 1 to 3 of them"):
        check_settings(EnvironmentSettings(characters=("Alpha",) * 4), game)


OK_2P = [
    {},
    {"action_space": (D, D)},
    {"action_space": (D, MD)},
    {"role": (Roles.P1, Roles.P2)},
    {"role": (Roles.P2, None)},
    {"role": (None, Roles.P1)},
    {"characters": ("Alpha", "Alpha")},
    {"characters": (None, "Golf")},
    {"characters": (("Alpha", "Bravo"), None)},
    {"characters": (("Alpha",), ("Bravo", None, "Charlie"))},
    {"outfits": (1, 4)},
    {"difficulty": None, "continue_game": 0.0},
    {"continue_game": 0},
    {"frame_shape": (64, 64, 1), "include_frame": False},
]


@pytest.mark.parametrize("values", OK_2P, ids=lambda v: repr(v))
def test_valid_multi_agent_settings_pass(game: GameInfo, values: dict) -> None:
    check_settings(EnvironmentSettingsMultiAgent(**values), game)


KO_2P = [
    ("n_players", 1, "n_players"),
    ("action_space", D, "action_space"),
    ("action_space", (D,), "action_space"),
    ("action_space", [D, D], "action_space"),
    ("action_space", (D, SpaceTypes.BOX), r"action_space\[1\]"),
    ("action_space", ("Random", MD), r"action_space\[0\]"),
    ("role", Roles.P1, "role"),
    ("role", (None,), "role"),
    ("role", (None, None, None), "role"),
    ("role", ("P1", None), r"role\[0\]"),
    ("role", (Roles.P1, Roles.P1), "role"),
    ("role", (Roles.P2, 3), "role"),
    ("characters", "Alpha", "characters"),
    ("characters", ("Alpha", "Zulu"), r"characters\[1\]"),
    ("characters", (("Alpha",) * 4, None), r"characters\[0\]"),
    ("characters", (None, ("Alpha", "Zulu")), r"characters\[1\]\[1\]"),
    ("outfits", 1, "outfits"),
    ("outfits", (1, 5), r"outfits\[1\]"),
    ("outfits", (True, 1), r"outfits\[0\]"),
    ("difficulty", 9, "difficulty"),
    ("difficulty", 3, "difficulty"),
    ("continue_game", 1.3, "continue_game"),
    ("continue_game", 0.5, "continue_game"),
    ("continue_game", -2.0, "continue_game"),
    ("continue_game", False, "continue_game"),
]


@pytest.mark.parametrize(("name", "value"), [("difficulty", 2), ("continue_game", -1.0)])
def test_one_player_settings_are_refused_in_two_player_mode(
    game: GameInfo, name: str, value: object
) -> None:
    check_settings(EnvironmentSettings(**{name: value}), game)
    with pytest.raises(
        ValueError,
        match=rf"^{name}={value!r} is invalid: allowed .* in two-player mode \({name} is a "
        "one-player setting",
    ):
        check_settings(EnvironmentSettingsMultiAgent(**{name: value}), game)


@pytest.mark.parametrize(("name", "value", "reported"), KO_2P, ids=lambda v: repr(v))
def test_invalid_multi_agent_setting_raises_naming_it(
    game: GameInfo, name: str, value: object, reported: str
) -> None:
    settings = EnvironmentSettingsMultiAgent()
    setattr(settings, name, value)
    with pytest.raises(ValueError, match=rf"^{reported}=.* is invalid: allowed "):
        check_settings(settings, game)


@pytest.mark.parametrize(
    ("cls", "typo", "closest"),
    [
        (EnvironmentSettings, "dificulty", "difficulty"),
        (EnvironmentSettingsMultiAgent, "charcters", "characters"),
        (WrappersSettings, "stack_frame", "stack_frames"),
        (RecordingSettings, "dataset", "dataset_path"),
    ],
)
def test_settings_refuse_unknown_attributes(cls: type, typo: str, closest: str) -> None:
    settings = cls()
    with pytest.raises(UnknownSettingError, match=rf"has no setting '{typo}'") as err:
        setattr(settings, typo, 4)
    assert isinstance(err.value, ValueError)
    assert isinstance(err.value, AttributeError)
    assert f"did you mean '{closest}'" in str(err.value)
    assert closest in str(err.value).split("allowed:")[1]
    assert not hasattr(settings, typo)
    setattr(settings, closest, getattr(cls(), closest))  # fields stay settable
    with pytest.raises(UnknownSettingError, match="has no setting 'zzz';"):
        settings.zzz = 1  # no close match: no hint
