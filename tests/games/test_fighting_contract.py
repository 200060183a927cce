"""The contract every fighting game keeps (reference/fighting.md §7.3), run over every registered
game: determinism, snapshots, pure rendering, spaces, health/timer bounds, round and episode
structure, sides, reward identity, DIAMBRA's reward bounds, episodes that end, and a CPU whose
difficulty is felt. New games get this suite by being registered."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest
from fighting_harness import (
    fighting_games,
    flat_bytes,
    health_keys,
    health_max,
    random_actions,
    run_single,
    team_health,
)

import arena_vec
from arena_vec.engine.leaves import leaf_space, space_tree
from arena_vec.fighting.adapter import FightingAdapter
from arena_vec.fighting.env import make
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import (
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    Roles,
    SpaceTypes,
)

GAMES = fighting_games()
pytestmark = pytest.mark.skipif(not GAMES, reason="no fighting game is built")
RAM_ONLY = {"include_frame": False}


def settings(**overrides) -> EnvironmentSettings:
    return EnvironmentSettings(**{"frame_shape": (84, 84, 1), **overrides})


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_everything_and_seed_matters(game_id: str) -> None:
    def trace(seed: int) -> bytes:
        env = make(game_id, settings())
        actions = random_actions(env.action_space, 400, seed=1)
        run = run_single(env, actions, seed=seed)
        env.close()
        return b"".join(flat_bytes(o) for o in run.obs) + np.array(run.rewards).tobytes()

    assert trace(3) == trace(3)
    assert trace(3) != trace(4)


@pytest.mark.parametrize("game_id", GAMES)
def test_identical_in_a_fresh_process(game_id: str, tmp_path) -> None:
    script = textwrap.dedent(f"""
        import hashlib, numpy as np
        from arena_vec.fighting.env import make
        from arena_vec.fighting.settings import EnvironmentSettings
        env = make({game_id!r}, EnvironmentSettings(frame_shape=(84, 84, 1)))
        env.action_space.seed(5)
        digest = hashlib.sha256()
        obs, _ = env.reset(seed=9)
        for _ in range(300):
            obs, reward, terminated, _, _ = env.step(env.action_space.sample())
            digest.update(obs["frame"].tobytes() + np.float64(reward).tobytes())
            if terminated:
                env.reset()
        print(digest.hexdigest())
    """)
    # Run outside the source tree so the installed package is the one imported.
    runs = [
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=tmp_path
        )
        for _ in range(2)
    ]
    assert runs[0].stdout == runs[1].stdout
    assert len(runs[0].stdout.strip()) == 64


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize(("num_threads", "batch_size"), [(1, 6), (2, 6), (2, 2), (4, 3)])
def test_batch_env_i_equals_single_env_seeded_s_plus_i(
    game_id: str, num_threads: int, batch_size: int
) -> None:
    num_envs, steps, seed = 6, 120, 40
    envs = arena_vec.make_vec(
        game_id,
        num_envs,
        batch_size=batch_size,
        num_threads=num_threads,
        seed=seed,
        env_settings=settings(),
    )
    rng = np.random.default_rng(0)
    attacks = game_info(game_id).n_attacks()
    # Fast envs get ahead in async mode: actions past `steps` only pad the run.
    table = np.stack(
        [
            rng.integers(0, 9, (4 * steps, num_envs)),
            rng.integers(0, attacks, (4 * steps, num_envs)),
        ],
        -1,
    )
    got: dict[int, list[bytes]] = {i: [] for i in range(num_envs)}
    sent = dict.fromkeys(range(num_envs), 0)
    envs.async_reset()
    while min(len(t) for t in got.values()) <= steps:
        obs, reward, _, _, info = envs.recv()
        ids = info["env_id"]
        for row, i in enumerate(ids):
            got[i].append(
                obs["frame"][row].tobytes()
                + obs["P1"]["health"][row].tobytes()
                + np.float64(reward[row]).tobytes()
            )
        envs.send(np.stack([table[sent[i] % len(table), i] for i in ids]), ids)
        for i in ids:
            sent[i] += 1
    envs.close()
    for i in range(num_envs):
        single = make(game_id, settings())
        obs, _ = single.reset(seed=seed + i)
        expected = [
            obs["frame"].tobytes() + obs["P1"]["health"].tobytes() + np.float64(0).tobytes()
        ]
        for t in range(steps):
            obs, reward, terminated, _, _ = single.step(table[t, i])
            expected.append(
                obs["frame"].tobytes()
                + obs["P1"]["health"].tobytes()
                + np.float64(reward).tobytes()
            )
            if terminated:
                break
        single.close()
        assert got[i][: len(expected)] == expected, f"env {i} differs from its single env"


@pytest.mark.parametrize("game_id", GAMES)
def test_snapshot_restore_restep_and_pure_rendering(game_id: str) -> None:
    envs = arena_vec.make_vec(game_id, 1, seed=2, env_settings=settings(), render_mode="rgb_array")
    envs.reset()
    actions = random_actions(envs.action_space, 200, seed=3)
    for action in actions[:60]:
        envs.step(action)
    snapshot = envs.get_state(0)
    envs.render()
    assert envs.get_state(0) == snapshot, "render() changed the state"
    first = [flat_bytes(envs.step(a)[0]) for a in actions[60:]]
    envs.set_state(0, snapshot)
    assert envs.get_state(0) == snapshot
    second = [flat_bytes(envs.step(a)[0]) for a in actions[60:]]
    assert first == second
    envs.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_snapshot_of_a_held_round_end_restores_the_next_round(game_id: str) -> None:
    """A state saved on the step that shows a round's end starts the same next round."""
    envs = arena_vec.make_vec(game_id, 1, seed=5, env_settings=settings(difficulty=4))
    envs.reset()
    idle = np.zeros((1, 2), dtype=np.int64)
    for _ in range(5000):
        info = envs.step(idle)[-1]
        if info["round_done"][0]:
            break
    assert info["round_done"][0]
    snapshot = envs.get_state(0)
    actions = random_actions(envs.action_space, 40, seed=6)
    first = [flat_bytes(envs.step(a)[0]) for a in actions]
    envs.set_state(0, snapshot)
    assert [flat_bytes(envs.step(a)[0]) for a in actions] == first
    envs.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_drawing_the_frame_does_not_change_the_simulation(game_id: str) -> None:
    with_frame = arena_vec.make_vec(game_id, 2, seed=8, env_settings=settings())
    ram_only = arena_vec.make_vec(game_id, 2, seed=8, env_settings=settings(**RAM_ONLY))
    with_frame.reset()
    ram_only.reset()
    for action in random_actions(with_frame.action_space, 300, seed=4):
        a = with_frame.step(action)
        b = ram_only.step(action)
        framed = {k: v for k, v in a[0].items() if k != "frame"}
        assert flat_bytes(framed) == flat_bytes(b[0])
        np.testing.assert_array_equal(a[1], b[1])


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("include_frame", [True, False])
def test_native_leaves_are_the_spaces_the_game_file_declares(
    game_id: str, include_frame: bool
) -> None:
    """The engine's observation leaves (DIAMBRA's keys and the game's player extras) have the
    names, kinds and bounds of the observation space built from the game's TOML."""
    adapter = FightingAdapter(game_id, settings(include_frame=include_frame))
    leaves = adapter.spec["observations"]
    native = space_tree([leaf["name"] for leaf in leaves], [leaf_space(leaf) for leaf in leaves])
    assert native == adapter.single_observation_space
    extras = {extra.key for extra in game_info(game_id).player_extras}
    assert extras <= set(native["P1"].spaces)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("frame_shape", [(84, 84, 1), (128, 128, 1), (0, 0, 0), (96, 120, 0)])
def test_observations_lie_in_the_space(game_id: str, frame_shape: tuple) -> None:
    env = make(game_id, settings(frame_shape=frame_shape))
    obs, _ = env.reset(seed=1)
    native = game_info(game_id).native_frame
    height, width = frame_shape[:2] if frame_shape[0] else native[:2]
    assert obs["frame"].shape == (height, width, 1 if frame_shape[2] else 3)
    for action in random_actions(env.action_space, 200, seed=2):
        obs, _, terminated, _, _ = env.step(action)
        assert env.observation_space.contains(obs)
        if terminated:
            obs, _ = env.reset()
    env.close()


def _episode(game_id: str, seed: int, policy: str, **episode) -> dict[str, list]:
    """One 1P episode in RAM-only mode with per-step records used by the structure checks."""
    env = make(game_id, settings(**RAM_ONLY))
    obs, info = env.reset(seed=seed, options=episode or None)
    rng = np.random.default_rng(seed)
    attacks = game_info(game_id).n_attacks()
    records = {"obs": [obs], "reward": [0.0], "info": [info]}
    for _ in range(200_000):
        action = [0, 0] if policy == "idle" else [int(rng.integers(9)), int(rng.integers(attacks))]
        obs, reward, terminated, _, info = env.step(action)
        records["obs"].append(obs)
        records["reward"].append(reward)
        records["info"].append(info)
        if terminated:
            break
    env.close()
    return records


def _value(obs, *path) -> int:
    node = obs
    for key in path:
        node = node[key]
    return int(np.asarray(node).reshape(-1)[0])


def _check_elimination_round(
    fought: Any, before: Any, after: Any, keys: tuple[str, ...], top: int
) -> None:
    """An elimination game's next round (same stage; ``fought`` is the step before the one that
    ended the round, ``before`` that one): per side, the members benched keep their health; a
    side whose point lost the round (the other side's wins rose) fields its next member with the
    health it had benched (full, unless it was hit while assisting: trio's assists can be), a
    side whose point won it keeps that point with at least the health it ended with."""
    for player, other in (("P1", "P2"), ("P2", "P1")):
        point = _value(after, player, "active_character")
        lost = _value(before, other, "wins") > _value(fought, other, "wins")
        last = _value(before, player, "active_character")
        assert point == (last + 1 if lost else last)
        for k, key in enumerate(keys):
            if k != point:
                assert _value(after, player, key) == _value(before, player, key)
        health = _value(after, player, "health")
        assert health == _value(after, player, keys[point])
        if lost:
            assert health == _value(before, player, keys[point])
        else:
            assert _value(before, player, "health") <= health <= top


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [0, 1])
def test_round_structure_health_timer_sides_and_reward_identity(game_id: str, seed: int) -> None:
    run = _episode(game_id, seed, "random", continue_game=0.0, role=Roles.P1)
    game = game_info(game_id)
    top = health_max(game_id)
    keys = health_keys(game_id)
    assert run["info"][-1]["episode_done"], "a random agent's episode must end"
    for t in range(1, len(run["obs"])):
        before, after, info = run["obs"][t - 1], run["obs"][t], run["info"][t]
        for player in ("P1", "P2"):
            for key in (*keys, "health"):
                assert 0 <= _value(after, player, key) <= top
        assert 0 <= _value(after, "timer") <= game.timer
        assert {_value(after, "P1", "side"), _value(after, "P2", "side")} == {0, 1}
        if not run["info"][t - 1]["round_done"]:  # same round (the step ending it included)
            for player in ("P1", "P2"):  # only a benched character regains health
                for k, key in enumerate(keys):
                    if _value(after, player, key) > _value(before, player, key):
                        assert len(keys) > 1, "health rose inside a round"
                        benched = {_value(o, player, "active_character") for o in (before, after)}
                        assert benched != {k}, "a character on point all step regained health"
            own = team_health(before, "P1", game_id) - team_health(after, "P1", game_id)
            opp = team_health(before, "P2", game_id) - team_health(after, "P2", game_id)
            assert run["reward"][t] == opp - own, f"step {t}: reward is not the health difference"
            assert _value(after, "timer") <= _value(before, "timer")
        assert 0 <= _value(after, "stage") - _value(before, "stage") <= 1
        if info["round_done"]:
            # The step that ends a round shows its end: the KO or time over, the win booked.
            p1, p2 = _value(after, "P1", "health"), _value(after, "P2", "health")
            assert min(p1, p2) == 0 or _value(after, "timer") == 0, "ended without KO or time over"
            gained = sum(_value(after, p, "wins") - _value(before, p, "wins") for p in ("P1", "P2"))
            assert gained in (1, 2), "a round adds one win (two on a draw)"
        elif run["info"][t - 1]["round_done"]:
            # The next step shows the next round: full health, full timer, P1 on the left.
            ended = run["info"][t - 1]
            if game.elimination and not (ended["stage_done"] or ended["game_done"]):
                _check_elimination_round(run["obs"][t - 2], before, after, keys, top)
            else:
                for key in (*keys, "health"):
                    assert _value(after, "P1", key) == _value(after, "P2", key) == top
            assert _value(after, "timer") == game.timer
            assert (_value(after, "P1", "side"), _value(after, "P2", "side")) == (0, 1)
    # DIAMBRA's bounds, N_c characters per side (a team game's recharge regains only health
    # lost in the same round, so its rounds stay within them too: docs/games/tagduo.md).
    total = sum(run["reward"])
    n_r, n_s, delta = game.rounds_to_win, game.stages, top * len(keys)
    assert -((n_s - 1) * (n_r - 1) + n_r) * delta <= total <= n_s * n_r * delta


@pytest.mark.parametrize("game_id", GAMES)
def test_two_player_reward_is_agent_zero_view_and_episode_is_one_stage(game_id: str) -> None:
    env = make(
        game_id,
        EnvironmentSettingsMultiAgent(
            include_frame=False, action_space=(SpaceTypes.MULTI_DISCRETE, SpaceTypes.DISCRETE)
        ),
    )
    obs, info = env.reset(seed=3, options={"role": (Roles.P1, Roles.P2)})
    env.action_space.seed(0)
    stages = set()
    for _ in range(100_000):
        previous, round_ended = obs, info.get("round_done", False)
        obs, reward, terminated, _, info = env.step(env.action_space.sample())
        stages.add(_value(obs, "stage"))
        if not round_ended:  # the step after a round's end starts the next round
            lost_p1 = team_health(previous, "P1", game_id) - team_health(obs, "P1", game_id)
            lost_p2 = team_health(previous, "P2", game_id) - team_health(obs, "P2", game_id)
            assert reward == lost_p2 - lost_p1  # agent_1's reward is exactly the negative
        if terminated:
            break
    assert terminated
    assert info["game_done"]
    assert len(stages) == 1
    env.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_scripted_policy_does_not_win_more_against_harder_cpus(game_id: str) -> None:
    game = game_info(game_id)
    low, high = game.difficulty
    rates = []
    for difficulty in (low, high):
        won = played = 0
        for seed in range(3):
            run = _episode(game_id, seed, "random", difficulty=difficulty, continue_game=0.0)
            for t, info in enumerate(run["info"]):
                if info["round_done"]:  # P1 alone booked the round
                    before, after = run["obs"][t - 1], run["obs"][t]
                    played += 1
                    won += _value(after, "P1", "wins") > _value(before, "P1", "wins") and _value(
                        after, "P2", "wins"
                    ) == _value(before, "P2", "wins")
        rates.append(won / played)
    assert rates[1] <= rates[0] + 0.1, f"win rate rose with difficulty: {rates}"


@pytest.mark.parametrize("game_id", GAMES)
def test_autoplay_ignores_the_agent_and_finishes(game_id: str) -> None:
    def run(seed_actions: int) -> list[bytes]:
        env = make(game_id, settings(include_frame=False, autoplay=True, continue_game=0.0))
        obs, _ = env.reset(seed=5)
        env.action_space.seed(seed_actions)
        out = [flat_bytes(obs)]
        for _ in range(100_000):
            obs, _, terminated, _, _ = env.step(env.action_space.sample())
            out.append(flat_bytes(obs))
            if terminated:
                break
        env.close()
        return out

    first = run(0)
    assert first == run(1)  # different actions, same fight
    assert len(first) > 10


def test_autoplay_is_a_one_player_bool() -> None:
    with pytest.raises(ValueError, match="autoplay=1 is invalid"):
        make(GAMES[0], settings(autoplay=1))


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("autoreset_mode", ["next_step", "same_step"])
def test_batched_observations_lie_in_the_batched_space(game_id: str, autoreset_mode: str) -> None:
    envs = arena_vec.make_vec(
        game_id, 4, seed=0, autoreset_mode=autoreset_mode, env_settings=settings(step_ratio=6)
    )
    obs, _ = envs.reset()
    assert envs.observation_space.contains(obs)
    for action in random_actions(envs.action_space, 300, seed=0):
        obs, *_, info = envs.step(action)
        assert envs.observation_space.contains(obs)
        for final in info.get("final_obs", []):
            assert final is None or envs.single_observation_space.contains(final)
    envs.close()


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("two_players", [False, True])
def test_gymnasium_check_env(game_id: str, two_players: bool) -> None:
    import gymnasium as gym
    from gymnasium.utils.env_checker import check_env

    chosen = EnvironmentSettingsMultiAgent() if two_players else settings()
    env = gym.make(f"arena_vec/{game_id}-v0", env_settings=chosen, render_mode="rgb_array")
    check_env(env.unwrapped, skip_render_check=False)
    env.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_dm_env_observations_follow_the_observation_spec(game_id: str) -> None:
    import tree

    env = arena_vec.make_dm(game_id, 2, seed=0, env_settings=settings())
    spec = env.observation_spec()
    rng = np.random.default_rng(1)
    attacks = game_info(game_id).n_attacks()
    env.reset()
    for _ in range(20):
        timestep = env.step(np.stack([rng.integers(0, 9, 2), rng.integers(0, attacks, 2)], axis=1))
        tree.assert_same_structure(spec, timestep.observation)
        for row in range(2):
            tree.map_structure(lambda s, v, r=row: s.validate(v[r]), spec, timestep.observation)
    env.close()
