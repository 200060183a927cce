"""make() and FightingEnv: validation at make time, and the env logic over a fake native pool
that follows the triad contract (plus the real native game when it is registered)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from arena_vec.fighting import env as fighting_env
from arena_vec.fighting.env import FightingEnv, make
from arena_vec.fighting.games import GameInfo
from arena_vec.fighting.settings import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    RecordingSettings,
    Roles,
    SpaceTypes,
    WrappersSettings,
    native_config,
)
from arena_vec.fighting.spaces import ObservationNester, observation_space

MD, D = SpaceTypes.MULTI_DISCRETE, SpaceTypes.DISCRETE
FLAGS = ("round_done", "stage_done", "game_done", "episode_done", "env_done")


def _leaf(name: str, dtype: str, shape: tuple, discrete: bool, low: float, high: float) -> dict:
    return {
        "name": name,
        "dtype": dtype,
        "shape": shape,
        "discrete": discrete,
        "low": low,
        "high": high,
    }


class FakePool:
    """A one-env stand-in for the native BatchPool, following the triad contract: it records
    the options and seeds it gets, draws None settings from a seeded RNG and ends the episode
    after `episode_steps` steps."""

    def __init__(self, game: GameInfo, config: dict, episode_steps: int = 3) -> None:
        n_players = config["n_players"]
        height, width, gray = config["frame_shape"]
        if height == 0:
            height, width = 240, 256
        observations = []
        if config["include_frame"]:
            observations.append(
                _leaf("frame", "uint8", (height, width, 1 if gray else 3), False, 0, 255)
            )
        observations += [
            _leaf("stage", "int16", (1,), False, 1, 8),
            _leaf("timer", "int16", (1,), False, 0, 40),
        ]
        for p in ("P1", "P2"):
            observations += [
                _leaf(f"{p}.side", "int16", (), True, 0, 1),
                _leaf(f"{p}.wins", "int16", (1,), False, 0, 2),
                _leaf(f"{p}.character", "int16", (), True, 0, len(game.characters) - 1),
                _leaf(f"{p}.health", "int16", (1,), False, 0, 208),
            ]
        infos = [_leaf(f, "bool", (), False, 0, 1) for f in FLAGS]
        infos += [
            _leaf("settings.difficulty", "int16", (), False, 1, 4),
            _leaf("settings.role", "int16", (n_players,), False, 0, 1),
            _leaf("settings.characters", "int16", (n_players,), False, 0, 7),
            _leaf("settings.outfits", "int16", (n_players,), False, 1, 4),
            _leaf("settings.continue_game", "float64", (), False, -10, 1),
            _leaf("engine.p1_move", "int16", (), False, 0, 100),
        ]
        n_attacks = 8 if config["attack_combinations"] else 4
        sizes: list[int] = []
        for kind in config["action_space"]:
            sizes += [9 + n_attacks - 1] if kind == "discrete" else [9, n_attacks]
        self.spec = {
            "observations": observations,
            "infos": infos,
            "action_sizes": tuple(sizes),
            "action_is_scalar": n_players == 1 and config["action_space"] == ["discrete"],
            "render_shape": (240, 256, 3),
            "render_fps": 60,
        }
        self.n_players = n_players
        self.episode_steps = episode_steps
        self.options: dict | None = None
        self.calls: list[tuple] = []
        self.rng = np.random.default_rng(0)
        self.closed = False
        self.steps = 0
        self.drawn: dict[str, Any] = {}

    def _result(self, reward: float, terminated: bool) -> tuple:
        rng = self.rng
        out: list[Any] = [
            np.array([reward]),
            np.array([terminated]),
            np.array([False]),
            np.array([0], np.int32),
            np.array([self.steps], np.int32),
            None,
        ]
        for leaf in self.spec["observations"]:
            dtype = np.dtype(leaf["dtype"])
            value = rng.integers(leaf["low"], leaf["high"] + 1, size=(1, *leaf["shape"]))
            if leaf["name"].endswith("character"):
                player = 0 if leaf["name"].startswith("P1") else -1
                value[...] = self.drawn["characters"][player]
            out.append(value.astype(dtype))
        for leaf in self.spec["infos"]:
            name = leaf["name"]
            if name in FLAGS:
                value = np.array([terminated and name != "env_done"])
            elif name.startswith("settings."):
                value = np.array([self.drawn[name.split(".")[1]]])
            else:
                value = np.array([self.steps])
            out.append(value.astype(leaf["dtype"]))
        return tuple(out)

    def reset(self, seeds: Any = None, mask: Any = None, options: Any = None) -> None:
        assert mask is None
        self.calls.append(("reset", seeds, options))
        if seeds is not None:
            self.rng = np.random.default_rng(seeds[0])
        if options is not None:
            self.options = options[0]
        assert self.options is not None, "the first reset must carry the episode options"
        o, rng, n = self.options, self.rng, self.n_players
        role = [rng.integers(2) if r is None else r for r in o["role"]]
        self.drawn = {
            "difficulty": o["difficulty"] or int(rng.integers(1, 5)),
            "role": role,
            "characters": [rng.integers(8) if c is None else c for c in o["characters"]],
            "outfits": o["outfits"],
            "continue_game": o["continue_game"],
        }
        assert len(role) == n
        self.steps = 0
        self._pending = self._result(0.0, False)

    def recv(self) -> tuple:
        return self._pending

    def step(self, actions: Any, env_ids: Any = None) -> tuple:
        actions = np.asarray(actions)
        expected = (1,) if self.spec["action_is_scalar"] else (1, len(self.spec["action_sizes"]))
        assert actions.shape == expected, actions.shape
        assert np.all(actions.reshape(-1) < self.spec["action_sizes"])
        self.calls.append(("step", actions.copy()))
        self.steps += 1
        return self._result(float(actions.reshape(-1)[0]), self.steps >= self.episode_steps)

    def render(self, env_ids: Any = None) -> np.ndarray:
        return np.zeros((1, 240, 256, 3), np.uint8)

    def close(self) -> None:
        self.closed = True


def _env(game: GameInfo, settings=None, wrappers=None, render_mode=None) -> FightingEnv:
    import dataclasses

    settings = dataclasses.replace(settings or EnvironmentSettings(), render_mode=render_mode)
    wrappers = wrappers or WrappersSettings()
    config = native_config(settings, game, not wrappers.no_attack_buttons_combinations)
    return FightingEnv(game, settings, wrappers, FakePool(game, config))


def test_reset_sends_episode_options_once_then_only_changes(game: GameInfo) -> None:
    env = _env(game, EnvironmentSettings(characters="Bravo", role=Roles.P2, outfits=3))
    obs, info = env.reset(seed=5)
    pool = env._pool
    assert pool.calls[0][1] == [5]
    assert pool.calls[0][2] == [
        {
            "difficulty": None,
            "continue_game": 0.0,
            "show_final": False,
            "role": [1],
            "characters": [1],
            "outfits": [3],
        }
    ]
    assert info["settings"]["characters"] == "Bravo"
    assert info["settings"]["role"] is Roles.P2
    assert info["settings"]["outfits"] == 3
    assert 1 <= info["settings"]["difficulty"] <= 4
    assert obs["P1"]["character"] == 1
    env.reset()
    assert pool.calls[-1][1:] == (None, None)
    env.reset(options={"difficulty": 2, "characters": None})
    assert pool.calls[-1][2][0]["difficulty"] == 2
    assert pool.calls[-1][2][0]["characters"] == [None]
    assert env.env_settings.difficulty == 2
    env.reset()
    assert pool.calls[-1][2] is None
    assert env.env_settings.difficulty == 2


def test_failed_native_reset_keeps_settings_and_resends_options(
    game: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = _env(game)
    env.reset(seed=0)
    pool = env._pool
    real_reset = pool.reset

    def failing_reset(**kwargs: Any) -> None:
        raise RuntimeError("native failure")

    monkeypatch.setattr(pool, "reset", failing_reset)
    with pytest.raises(RuntimeError, match="native failure"):
        env.reset(options={"difficulty": 3})
    assert env.env_settings.difficulty is None
    monkeypatch.setattr(pool, "reset", real_reset)
    env.reset()
    assert pool.calls[-1][2] is None
    env.reset(options={"difficulty": 3})
    assert pool.calls[-1][2][0]["difficulty"] == 3


def test_reset_seed_adds_rank(game: GameInfo) -> None:
    env = _env(game, EnvironmentSettings(rank=3))
    env.reset(seed=10)
    assert env._pool.calls[-1][1] == [13]


def test_bad_reset_options_raise_before_touching_the_pool(game: GameInfo) -> None:
    env = _env(game)
    with pytest.raises(ValueError, match="unknown episode option 'step_ratio'"):
        env.reset(options={"step_ratio": 1})
    with pytest.raises(ValueError, match=r"^difficulty=0"):
        env.reset(options={"difficulty": 0})
    assert env._pool.calls == []


def test_step_returns_diambra_tuple(game: GameInfo) -> None:
    env = _env(game, EnvironmentSettings(action_space=D))
    obs, info = env.reset(seed=0)
    assert set(info) >= {*FLAGS, "settings", "engine"}
    assert env.observation_space.contains(obs)
    obs, reward, terminated, truncated, info = env.step(4)
    assert env._pool.calls[-1][1].tolist() == [4]
    assert reward == 4.0
    assert (terminated, truncated) == (False, False)
    assert type(info["round_done"]) is bool
    assert info["engine"]["p1_move"] == 1
    assert env.observation_space.contains(obs)
    env.step(0)
    *_, terminated, _, info = env.step(0)
    assert terminated is True
    assert info["episode_done"] is True
    assert info["env_done"] is False


def test_two_player_actions_are_flattened_in_agent_order(game: GameInfo) -> None:
    env = _env(
        game,
        EnvironmentSettingsMultiAgent(action_space=(D, MD), role=(Roles.P1, None)),
        WrappersSettings(no_attack_buttons_combinations=True),
    )
    assert env.action_space["agent_0"].n == 12
    assert env.action_space["agent_1"].nvec.tolist() == [9, 4]
    _, info = env.reset(seed=1)
    assert info["settings"]["role"][0] is Roles.P1
    assert len(info["settings"]["characters"]) == 2
    env.step({"agent_0": 11, "agent_1": np.array([8, 3])})
    assert env._pool.calls[-1][1].tolist() == [[11, 8, 3]]
    assert env.get_no_op_action()["agent_0"] == 0
    np.testing.assert_array_equal(env.get_no_op_action()["agent_1"], [0, 0])


def test_render_and_close(game: GameInfo) -> None:
    env = _env(game, render_mode="rgb_array")
    env.reset(seed=0)
    assert env.render().shape == (240, 256, 3)
    assert env.metadata["render_fps"] == 60
    env.close()
    assert env._pool.closed
    quiet = _env(game)
    quiet.reset(seed=0)
    assert quiet.render() is None


def test_ram_only_env(game: GameInfo) -> None:
    env = _env(game, EnvironmentSettings(include_frame=False))
    obs, _ = env.reset(seed=0)
    assert "frame" not in obs
    assert env.observation_space.contains(obs)


def test_gymnasium_env_checker_accepts_the_env(game: GameInfo) -> None:
    env = _env(game, EnvironmentSettings(frame_shape=(32, 32, 1)), render_mode="rgb_array")
    check_env(env, skip_render_check=True)


def test_spec_mismatch_is_reported(game: GameInfo) -> None:
    settings = EnvironmentSettings()
    pool = FakePool(game, native_config(settings, game))
    pool.spec["observations"] = [
        leaf for leaf in pool.spec["observations"] if leaf["name"] != "P2.health"
    ]
    with pytest.raises(RuntimeError, match=r"P2\.health"):
        FightingEnv(game, settings, WrappersSettings(), pool)


# make(): everything checked before the native pool is built


@pytest.fixture
def fixture_games(monkeypatch: pytest.MonkeyPatch, game: GameInfo) -> None:
    monkeypatch.setattr(fighting_env, "game_info", lambda game_id: game)


@pytest.mark.usefixtures("fixture_games")
@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"env_settings": EnvironmentSettings(step_ratio=8)}, ValueError, "^step_ratio=8"),
        ({"env_settings": EnvironmentSettings(n_players=2)}, ValueError, "^n_players=2"),
        ({"render_mode": "humane"}, ValueError, "^render_mode='humane'"),
        ({"rank": -1}, ValueError, "^rank=-1"),
        (
            {"wrappers_settings": WrappersSettings(stack_frames=4)},
            ValueError,
            r"\['stack_frames'\] are applied by arena_vec.make",
        ),
        ({"wrappers_settings": WrappersSettings(stack_frames=49)}, ValueError, "^stack_frames=49"),
        (
            {"episode_recording_settings": RecordingSettings(dataset_path=7)},
            ValueError,
            "^dataset_path=7 is invalid",
        ),
    ],
)
def test_make_refuses_bad_or_unsupported_settings(kwargs: dict, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        make("triad", **kwargs)


def test_make_does_not_modify_the_given_settings(
    monkeypatch: pytest.MonkeyPatch, game: GameInfo
) -> None:
    built: list[tuple] = []

    class Native:
        @staticmethod
        def BatchPool(game_id: str, config: dict, **kwargs: Any) -> FakePool:
            built.append((game_id, config, kwargs))
            return FakePool(game, config)

    import arena_vec.engine.native as native_module

    monkeypatch.setattr(fighting_env, "game_info", lambda game_id: game)
    monkeypatch.setattr(native_module, "BatchPool", Native.BatchPool)
    settings = EnvironmentSettings(seed=4)
    env = make(
        "triad",
        settings,
        WrappersSettings(no_attack_buttons_combinations=True),
        render_mode="rgb_array",
        rank=2,
    )
    assert settings.game_id is None
    assert settings.render_mode is None
    assert (env.env_settings.game_id, env.env_settings.render_mode) == ("triad", "rgb_array")
    assert env.env_settings.rank == 2
    game_id, config, kwargs = built[0]
    assert game_id == "triad"
    assert config["attack_combinations"] is False
    assert kwargs["num_envs"] == 1
    assert kwargs["seed"] == 6
    assert kwargs["autoreset_mode"] == "disabled"
    assert env.action_space.nvec.tolist() == [9, 4]


def _native_has_triad() -> bool:
    try:
        from arena_vec import _native
    except ImportError:
        return False
    return "triad" in [name for name, _ in _native.games()]


@pytest.mark.skipif(not _native_has_triad(), reason="native triad game not built")
def test_real_triad_episode_with_options() -> None:
    env = make("triad", EnvironmentSettings(step_ratio=6, frame_shape=(64, 64, 1)))
    obs, info = env.reset(seed=3, options={"characters": env.game.characters[1], "role": Roles.P2})
    assert env.observation_space.contains(obs)
    assert info["settings"]["characters"] == env.game.characters[1]
    assert info["settings"]["role"] is Roles.P2
    assert obs["P1"]["character"] == 1 or obs["P2"]["character"] == 1
    for _ in range(20):
        obs, _, terminated, truncated, info = env.step(env.action_space.sample())
        assert env.observation_space.contains(obs)
        assert truncated is False
        if terminated:
            break
    env.close()


def test_nester_matches_fake_native_leaves(game: GameInfo) -> None:
    settings = EnvironmentSettings()
    pool = FakePool(game, native_config(settings, game))
    names = [leaf["name"] for leaf in pool.spec["observations"]]
    assert sorted(names) == sorted(ObservationNester(observation_space(game, settings)).leaf_names)
