"""load_settings_flat_dict, per-reset episode options and the native config / options dicts."""

from __future__ import annotations

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
    WrappersSettings,
    apply_episode_options,
    check_settings,
    episode_settings_info,
    load_settings_flat_dict,
    native_config,
    native_episode_options,
)

MD, D = SpaceTypes.MULTI_DISCRETE, SpaceTypes.DISCRETE


# load_settings_flat_dict


def test_flat_dict_sets_every_given_field() -> None:
    s = load_settings_flat_dict(
        EnvironmentSettings,
        {"step_ratio": 2, "frame_shape": (84, 84, 1), "characters": "Bravo", "role": Roles.P2},
    )
    assert isinstance(s, EnvironmentSettings)
    assert (s.step_ratio, s.frame_shape, s.characters, s.role) == (
        2,
        (84, 84, 1),
        "Bravo",
        Roles.P2,
    )
    assert s.outfits == 1


def test_flat_dict_multi_agent_tuples() -> None:
    s = load_settings_flat_dict(
        EnvironmentSettingsMultiAgent, {"action_space": (D, MD), "outfits": (2, 3)}
    )
    assert s.action_space == (D, MD)
    assert s.outfits == (2, 3)
    assert s.n_players == 2


def test_flat_dict_unknown_key_raises_and_lists_allowed() -> None:
    with pytest.raises(ValueError, match="'char_outfits'") as err:
        load_settings_flat_dict(EnvironmentSettings, {"step_ratio": 2, "char_outfits": 2})
    message = str(err.value)
    for allowed in ("step_ratio", "outfits", "frame_shape", "include_frame"):
        assert repr(allowed) in message


@pytest.mark.parametrize(
    ("cls", "key", "value"),
    [
        (EnvironmentSettings, "frame_shape", [84, 84, 1]),
        (EnvironmentSettingsMultiAgent, "role", [Roles.P1, None]),
        (EnvironmentSettingsMultiAgent, "outfits", [1, 2]),
        (EnvironmentSettingsMultiAgent, "action_space", [D, D]),
        (WrappersSettings, "frame_shape", [84, 84, 1]),
    ],
)
def test_flat_dict_tuple_fields_refuse_lists(cls: type, key: str, value: list) -> None:
    with pytest.raises(ValueError, match=rf"^{key}=.* allowed a tuple, not a list"):
        load_settings_flat_dict(cls, {key: value})


def test_flat_dict_list_fields_accept_lists() -> None:
    w = load_settings_flat_dict(WrappersSettings, {"filter_keys": ["frame", "stage"]})
    assert w.filter_keys == ["frame", "stage"]
    r = load_settings_flat_dict(RecordingSettings, {"username": "me"})
    assert r.username == "me"


def test_flat_dict_refuses_non_dataclass_and_non_dict() -> None:
    with pytest.raises(ValueError, match="cls="):
        load_settings_flat_dict(dict, {})
    with pytest.raises(ValueError, match="d="):
        load_settings_flat_dict(EnvironmentSettings, [("step_ratio", 2)])


# episode options


def test_options_return_an_updated_copy(game: GameInfo) -> None:
    base = EnvironmentSettings(difficulty=2)
    new = apply_episode_options(
        base,
        {
            "difficulty": 4,
            "characters": "Echo",
            "role": Roles.P2,
            "outfits": 3,
            "continue_game": -2.0,
            "show_final": True,
        },
        game,
    )
    assert (new.difficulty, new.characters, new.role, new.outfits) == (4, "Echo", Roles.P2, 3)
    assert (new.continue_game, new.show_final) == (-2.0, True)
    assert base.difficulty == 2
    assert base.characters is None


def test_options_none_back_to_random(game: GameInfo) -> None:
    base = EnvironmentSettings(difficulty=2, characters="Alpha")
    new = apply_episode_options(base, {"difficulty": None, "characters": None}, game)
    assert (new.difficulty, new.characters) == (None, None)


def test_empty_options_keep_settings(game: GameInfo) -> None:
    base = EnvironmentSettings()
    assert apply_episode_options(base, None, game) is base
    assert apply_episode_options(base, {}, game) is base


@pytest.mark.parametrize(
    "key", ["step_ratio", "frame_shape", "action_space", "char_outfits", "n_players"]
)
def test_unknown_or_environment_level_option_raises(game: GameInfo, key: str) -> None:
    with pytest.raises(ValueError, match=rf"unknown episode option '{key}'") as err:
        apply_episode_options(EnvironmentSettings(), {key: 1}, game)
    for allowed in EPISODE_FIELDS:
        assert repr(allowed) in str(err.value)


def test_seed_option_points_to_reset_seed(game: GameInfo) -> None:
    with pytest.raises(ValueError, match=r"reset\(seed=\.\.\.\)"):
        apply_episode_options(EnvironmentSettings(), {"seed": 3}, game)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("difficulty", 0),
        ("difficulty", True),
        ("difficulty", "Random"),
        ("continue_game", 1.3),
        ("role", "P2"),
        ("characters", "Zulu"),
        ("outfits", 5),
        ("show_final", 0),
    ],
)
def test_bad_option_value_raises(game: GameInfo, key: str, value: object) -> None:
    with pytest.raises(ValueError, match=rf"^{key}="):
        apply_episode_options(EnvironmentSettings(), {key: value}, game)


@pytest.mark.parametrize(
    "value",
    [-65536.0, -32768.0, -32768, -1e9, -(2**1100), -0.5, float("-inf"), float("nan")],
    ids=["-65536.0", "-32768.0", "-32768", "-1e9", "-2**1100", "-0.5", "-inf", "nan"],
)
def test_continue_game_beyond_the_engine_count_is_refused(game: GameInfo, value: float) -> None:
    # The engine counts continues in 16 bits: -65536 once wrapped to 0 continues.
    with pytest.raises(ValueError, match=r"^continue_game=.*at most 32767"):
        apply_episode_options(EnvironmentSettings(), {"continue_game": value}, game)
    with pytest.raises(ValueError, match=r"^continue_game="):
        check_settings(EnvironmentSettings(continue_game=value), game)


@pytest.mark.parametrize("value", [-32767.9, -32767, -2.5, -1, 0, 0.25, 1.0, np.float32(-3.0)])
def test_continue_game_in_range_is_accepted(game: GameInfo, value: float) -> None:
    new = apply_episode_options(EnvironmentSettings(), {"continue_game": value}, game)
    assert native_episode_options(new, game)["continue_game"] == float(value)


def test_the_engine_reports_the_largest_continue_count_exactly() -> None:
    import arena_vec

    env = arena_vec.make("triad", EnvironmentSettings(include_frame=False))
    try:
        _, info = env.reset(seed=0, options={"continue_game": -32767.0})
        assert info["settings"]["continue_game"] == -32767.0
        with pytest.raises(ValueError, match=r"^continue_game=-65536.0"):
            env.reset(seed=0, options={"continue_game": -65536.0})
    finally:
        env.close()


def test_multi_agent_options_are_tuples(game: GameInfo) -> None:
    base = EnvironmentSettingsMultiAgent()
    new = apply_episode_options(base, {"characters": ("Bravo", None)}, game)
    assert new.characters == ("Bravo", None)
    with pytest.raises(ValueError, match=r"^characters="):
        apply_episode_options(base, {"characters": "Bravo"}, game)
    with pytest.raises(ValueError, match=r"^role\[1\]="):
        apply_episode_options(base, {"role": (Roles.P1, "P2")}, game)


def test_character_tuples_play_their_first_entry(game: GameInfo) -> None:
    new = apply_episode_options(EnvironmentSettings(), {"characters": ("Delta", "Alpha")}, game)
    assert new.characters == ("Delta", "Alpha")
    assert native_episode_options(new, game)["characters"] == [3]
    new = apply_episode_options(new, {"characters": (None, "Alpha")}, game)
    assert native_episode_options(new, game)["characters"] == [None]  # random
    two = apply_episode_options(
        EnvironmentSettingsMultiAgent(), {"characters": (("Bravo", "Echo"), "Golf")}, game
    )
    assert native_episode_options(two, game)["characters"] == [1, 6]
    with pytest.raises(ValueError, match=r"^characters\[1\]='Zulu'"):
        apply_episode_options(EnvironmentSettings(), {"characters": ("Alpha", "Zulu")}, game)


@pytest.mark.parametrize(("key", "value"), [("difficulty", 3), ("continue_game", 1.0)])
def test_one_player_options_are_refused_in_two_player_mode(
    game: GameInfo, key: str, value: object
) -> None:
    base = EnvironmentSettingsMultiAgent()
    with pytest.raises(ValueError, match=rf"^{key}={value!r} is invalid: .* two-player mode"):
        apply_episode_options(base, {key: value}, game)
    default = {"difficulty": None, "continue_game": 0.0}[key]
    assert getattr(apply_episode_options(base, {key: default}, game), key) == default


def test_options_must_be_a_dict(game: GameInfo) -> None:
    with pytest.raises(ValueError, match=r"^options="):
        apply_episode_options(EnvironmentSettings(), [("difficulty", 2)], game)
    with pytest.raises(ValueError, match=r"^options=array"):  # once: "truth value ... ambiguous"
        apply_episode_options(EnvironmentSettings(), np.array([1, 2]), game)


# native conversion


def test_native_config_single_agent(game: GameInfo) -> None:
    s = EnvironmentSettings(
        frame_shape=(84, 96, 1),
        step_ratio=3,
        action_space=D,
        include_frame=False,
        splash_screen=False,
    )
    config = native_config(s, game)
    assert config == {
        "game_data": game.raw,
        "n_players": 1,
        "step_ratio": 3,
        "frame_shape": [84, 96, 1],
        "include_frame": False,
        "action_space": ["discrete"],
        "attack_combinations": True,
        "splash_screen": False,
        "autoplay": False,
    }
    assert native_config(s, game, attack_combinations=False)["attack_combinations"] is False


def test_native_config_multi_agent(game: GameInfo) -> None:
    s = EnvironmentSettingsMultiAgent(action_space=(MD, D), step_ratio=np.int64(1))
    config = native_config(s, game)
    assert config["n_players"] == 2
    assert config["action_space"] == ["multi_discrete", "discrete"]
    assert config["frame_shape"] == [0, 0, 0]
    assert type(config["step_ratio"]) is int


def test_native_episode_options_single_agent(game: GameInfo) -> None:
    s = EnvironmentSettings(
        difficulty=3,
        continue_game=-2,
        show_final=True,
        role=Roles.P2,
        characters="Delta",
        outfits=4,
    )
    assert native_episode_options(s, game) == {
        "difficulty": 3,
        "continue_game": -2.0,
        "show_final": True,
        "role": [1],
        "characters": [3],
        "outfits": [4],
    }
    default = native_episode_options(EnvironmentSettings(), game)
    assert default["difficulty"] is None
    assert default["role"] == [None]
    assert default["characters"] == [None]
    assert type(default["continue_game"]) is float


def test_native_episode_options_multi_agent(game: GameInfo) -> None:
    s = EnvironmentSettingsMultiAgent(
        role=(Roles.P1, None), characters=(None, "Hotel"), outfits=(2, 1)
    )
    options = native_episode_options(s, game)
    assert options["role"] == [0, None]
    assert options["characters"] == [None, 7]
    assert options["outfits"] == [2, 1]


def test_episode_settings_info_inverts_the_native_leaves(game: GameInfo) -> None:
    infos = {
        "settings.difficulty": np.int16(2),
        "settings.role": np.array([1, 0], np.int16),
        "settings.characters": np.array([4, 0], np.int16),
        "settings.outfits": np.array([3, 1], np.int16),
        "settings.continue_game": np.float64(0.5),
    }
    info = episode_settings_info(infos, game, n_players=2)
    assert info == {
        "difficulty": 2,
        "continue_game": 0.5,
        "role": (Roles.P2, Roles.P1),
        "characters": ("Echo", "Alpha"),
        "outfits": (3, 1),
    }
    one = {k: v[:1] if v.ndim else v for k, v in infos.items()}
    info1 = episode_settings_info(one, game, n_players=1)
    assert (info1["role"], info1["characters"], info1["outfits"]) == (Roles.P2, "Echo", 3)
    s = EnvironmentSettings(**{k: info1[k] for k in ("role", "characters", "outfits")})
    assert native_episode_options(s, game)["characters"] == [4]


@pytest.mark.parametrize("players", [1, 2])
def test_outfits_is_the_number_of_outfits_drawn_from(players: int) -> None:
    import arena_vec

    def drawn(outfits: int, seed: int) -> tuple[int, ...]:
        value = outfits if players == 1 else (outfits, outfits)
        _, info = env.reset(seed=seed, options={"outfits": value})
        got = info["settings"]["outfits"]
        return (got,) if players == 1 else got

    cls = EnvironmentSettings if players == 1 else EnvironmentSettingsMultiAgent
    env = arena_vec.make("triad", cls(include_frame=False))
    try:
        assert {drawn(1, seed) for seed in range(20)} == {(1,) * players}
        seen = {outfit for seed in range(60) for outfit in drawn(3, seed)}
        assert seen == {1, 2, 3}
        assert {drawn(3, 7) for _ in range(3)} == {drawn(3, 7)}  # the env's seeded RNG
    finally:
        env.close()
