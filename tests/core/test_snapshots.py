"""Snapshots carry a header (magic, format version, game, a fingerprint of every top-level
setting) and a checksum: get_state/set_state round trips stay byte-identical, and set_state
refuses a snapshot of another game, of other settings, or a truncated or damaged one, with a
short message that names what differs."""

from __future__ import annotations

import dataclasses
import zlib

import numpy as np
import pytest

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, Roles, _native
from arena_vec.fighting.games import all_games, game_info

RAM_ONLY = EnvironmentSettings(include_frame=False)


def constant_action(envs, value: int):
    """``value`` for every component of every env's action (dict actions included)."""

    def fill(sample):
        if isinstance(sample, dict):
            return {key: fill(item) for key, item in sample.items()}
        return np.full_like(sample, value)

    return fill(envs.action_space.sample())


def stepped(envs, steps: int = 5):
    envs.reset(seed=1)
    for _ in range(steps):
        envs.step(constant_action(envs, 0))
    return envs


def resealed(snapshot: bytes | bytearray) -> bytes:
    """``snapshot`` with its checksum (the last 4 bytes, zlib's CRC-32) recomputed."""
    body = bytes(snapshot[:-4])
    return body + zlib.crc32(body).to_bytes(4, "little")


@pytest.mark.parametrize(
    ("game", "kwargs"),
    [
        ("dummy", {"episode_length": 7}),
        ("cartpole", {}),
        ("triad", {"env_settings": RAM_ONLY}),
        ("triad", {"env_settings": EnvironmentSettingsMultiAgent(include_frame=False)}),
    ],
)
def test_round_trip_is_byte_identical_and_restores_the_trajectory(game, kwargs) -> None:
    envs = stepped(arena_vec.make_vec(game, 2, seed=0, **kwargs))
    snapshot = envs.get_state(1)
    action = constant_action(envs, 1)
    envs.step(action)
    after = envs.get_state(1)
    envs.set_state(1, snapshot)
    assert envs.get_state(1) == snapshot
    envs.step(action)
    assert envs.get_state(1) == after  # restore, re-step: the same state again
    info = _native.snapshot_info(snapshot)
    assert (info["version"], info["game"]) == (1, game)
    assert info["payload_offset"] + info["payload_bytes"] == len(snapshot) - 4
    envs.close()


def test_header_names_the_settings() -> None:
    envs = stepped(arena_vec.make_vec("dummy", 1, seed=0, episode_length=7, num_actions=3))
    info = _native.snapshot_info(envs.get_state(0))
    assert sorted(info["settings"]) == ["episode_length", "num_actions"]
    envs.close()


def refusal(target, snapshot: bytes) -> str:
    with pytest.raises(ValueError, match=r"^(snapshot|state) ") as refused:
        target.set_state(0, snapshot)
    message = str(refused.value)
    assert len(message) < 300
    return message


def test_other_game_and_other_settings_are_refused_by_name() -> None:
    dummy = stepped(arena_vec.make_vec("dummy", 1, seed=0, episode_length=7))
    longer = stepped(arena_vec.make_vec("dummy", 1, seed=0, episode_length=8))
    cartpole = stepped(arena_vec.make_vec("cartpole", 1, seed=0))
    assert refusal(dummy, cartpole.get_state(0)) == (
        "snapshot is of game 'cartpole'; this env runs 'dummy'"
    )
    assert refusal(dummy, longer.get_state(0)) == (
        "snapshot was taken with other settings than this env's (episode_length differs)"
    )
    for envs in (dummy, longer, cartpole):
        envs.close()


def test_triad_two_player_and_frame_snapshots_do_not_load_into_one_player_ram_only() -> None:
    one = stepped(arena_vec.make_vec("triad", 1, seed=0, env_settings=RAM_ONLY))
    two = stepped(
        arena_vec.make_vec(
            "triad", 1, seed=0, env_settings=EnvironmentSettingsMultiAgent(include_frame=False)
        )
    )
    frames = stepped(
        arena_vec.make_vec("triad", 1, seed=0, env_settings=EnvironmentSettings()), steps=1
    )
    assert "n_players" in refusal(one, two.get_state(0))
    assert "include_frame" in refusal(one, frames.get_state(0))
    for envs in (one, two, frames):
        envs.close()


def test_truncated_damaged_and_foreign_bytes_are_refused() -> None:
    envs = stepped(arena_vec.make_vec("dummy", 1, seed=0))
    good = envs.get_state(0)
    assert refusal(envs, good[:-10]).startswith(f"snapshot is truncated: {len(good) - 10} of")
    assert refusal(envs, good[:10]).startswith("snapshot is truncated")
    assert "extra bytes at the end" in refusal(envs, good + b"\0")
    flipped = bytearray(good)
    flipped[-8] ^= 1
    assert refusal(envs, bytes(flipped)) == (
        "snapshot is corrupted: its checksum does not match its contents"
    )
    assert refusal(envs, bytes(len(good))).startswith("state is not an arena_vec snapshot")
    assert refusal(envs, b"").startswith("state is not an arena_vec snapshot")
    newer = bytearray(good)
    newer[6] = 2  # the format version
    assert refusal(envs, resealed(newer)) == (
        "snapshot format version 2 is not supported; this build reads version 1"
    )
    # Nothing was loaded by the refused calls.
    assert envs.get_state(0) == good
    envs.set_state(0, bytearray(good))  # a bytearray is fine
    envs.close()


@pytest.mark.parametrize(
    ("state", "error", "message"),
    [
        ("text", TypeError, "state must be bytes from get_state(), got str"),
        (None, TypeError, "state must be bytes from get_state(), got NoneType"),
        (np.zeros(4), TypeError, "state must be bytes from get_state(), got an array"),
    ],
)
def test_state_of_the_wrong_type(state, error, message) -> None:
    envs = stepped(arena_vec.make_vec("dummy", 1, seed=0))
    with pytest.raises(error) as refused:
        envs.set_state(0, state)
    assert str(refused.value).startswith(message)
    with pytest.raises(TypeError, match="state must be bytes"):
        _native.snapshot_info(state)
    envs.close()


# ---- Contents: a snapshot whose checksum matches but that holds what no env can hold ----------


def payload_of(snapshot: bytes) -> tuple[int, int]:
    """Where the env's own state starts in ``snapshot``, and its size (the payload ends with
    the executor's 6 bytes of counters)."""
    info = _native.snapshot_info(snapshot)
    return info["payload_offset"], info["payload_bytes"] - 6


def with_bytes(snapshot: bytes, offset: int, value: bytes) -> bytes:
    """``snapshot`` with ``value`` written at ``offset``, its checksum recomputed."""
    state = bytearray(snapshot)
    state[offset : offset + len(value)] = value
    return resealed(state)


def i32(value: int) -> bytes:
    return value.to_bytes(4, "little", signed=True)


# Triad's env state starts with fighter 0 (native/games/fight/fight_state.h): x, y, vx, vy
# (int32, 1/256 px), then 12 int16 fields (health first), then facing, stance, action (bytes).
TRIAD_FIGHTER_0 = [
    (0, i32(256 * 256 + 1), "fighters[0].x is 65537 (allowed 0..65536)"),
    (8, i32(1 << 20), "fighters[0].vx is 1048576 (allowed -16384..16384)"),
    (16, (209).to_bytes(2, "little"), "fighters[0].health is 209 (allowed 0..208)"),
    (18, (99).to_bytes(2, "little"), "fighters[0].move is 99 (allowed -1..14)"),
    (40, b"\x00", "fighters[0].facing is 0 (allowed -1 or 1)"),
    (41, b"\x03", "fighters[0].stance is 3 (allowed 0..2)"),
    (42, b"\xc8", "fighters[0].action is 200 (allowed 0..14)"),
]


def fresh_triad():
    """A 1P triad env (P1 = Kestrel) just reset, its snapshot, and where its env state starts
    (checked: fighter 0's x at its starting mark, facing right)."""
    envs = arena_vec.make_vec("triad", 1, seed=0, env_settings=RAM_ONLY)
    _, info = envs.reset(seed=1, options={"characters": "Kestrel", "role": Roles.P1})
    good = envs.get_state(0)
    start, _ = payload_of(good)
    x = int(info["engine"]["p1_x"][0]) * 256
    assert int.from_bytes(good[start : start + 4], "little") == x, "fighter 0 no longer leads"
    assert good[start + 40] == 1
    return envs, good, start


@pytest.mark.parametrize(("at", "value", "message"), TRIAD_FIGHTER_0)
def test_triad_refuses_fields_out_of_range_and_loads_nothing(at, value, message) -> None:
    envs, good, start = fresh_triad()
    assert refusal(envs, with_bytes(good, start + at, value)) == (
        "snapshot holds an impossible state: " + message
    )
    assert envs.get_state(0) == good
    envs.close()


def test_triad_refuses_an_attack_without_a_move() -> None:
    envs, good, start = fresh_triad()
    attack = with_bytes(good, start + 42, b"\x04")  # action = attack, move stays -1
    assert refusal(envs, attack) == (
        "snapshot holds an impossible state: fighters[0].action is attack with no move (move -1)"
    )
    envs.close()


def test_an_all_zero_triad_state_is_refused_by_its_first_impossible_field() -> None:
    envs, good, _ = fresh_triad()
    start, size = payload_of(good)
    message = refusal(envs, with_bytes(good, start, bytes(size)))
    assert (
        message == "snapshot holds an impossible state: fighters[0].facing is 0 (allowed -1 or 1)"
    )
    envs.close()


# Fields found from the end of each game's env state (native/games/<game>/<game>_env.h): the
# kit's checks (fight::FightEnv::check_loaded) of a team game's teams and the game's own hook.
GAME_FIELDS_FROM_THE_END = [
    # parry: ..., DrawnSettings, DrawnChoice super_art (values int16 x2, padding)
    ("parry", -8, 4, 2, "settings.super_art[0] is 4 (allowed 1..3)"),
    # tower: ..., DrawnSettings, int16 tower (seed 0 draws 3: 10 stages), int16 padding x3; the
    # ladder's length is checked against the tower before the match
    ("tower", -8, 1, 2, "n_stages is 10 (allowed 8..8)"),
    ("tower", -6, 1, 2, "settings.pad0 is 1 (allowed 0..0)"),
    # tagduo: ..., TagduoFighter x2 (4 bytes), DrawnSettings (24), DrawnTeams (picked int16 [2][3])
    ("tagduo", -24, 99, 2, "settings.team_picked[0][0] is 99"),
    ("tagduo", -56, 99, 1, "tagduo_fighters[0].sidestep is 99"),
    # trio: ..., DrawnSettings, DrawnTeams, DrawnChoice fighting_style
    ("trio", -32, 99, 2, "settings.team_picked[0][0] is 99"),
    ("trio", -8, 4, 2, "fighting_style[0] is 4 (allowed 1..3)"),
]


@pytest.mark.parametrize(
    ("game", "from_end", "value", "width", "message"), GAME_FIELDS_FROM_THE_END
)
def test_every_game_refuses_its_teams_and_own_fields_out_of_range(
    game: str, from_end: int, value: int, width: int, message: str
) -> None:
    envs = arena_vec.make_vec(game, 1, seed=0, env_settings=RAM_ONLY)
    envs.reset(seed=0)
    good = envs.get_state(0)
    start, size = payload_of(good)
    bad = with_bytes(good, start + size + from_end, value.to_bytes(width, "little", signed=True))
    assert refusal(envs, bad).startswith("snapshot holds an impossible state: " + message)
    assert envs.get_state(0) == good
    envs.close()


@pytest.mark.parametrize(
    ("counters", "message"),
    [
        (i32(-1) + b"\x00\x01", "elapsed_step is -1 (allowed 0..1073741824)"),
        (i32(3) + b"\x02\x01", "done is 2 (allowed 0..1)"),
        (i32(0) + b"\x00\x00", "started is 0 (allowed 1..1)"),
    ],
)
def test_the_executor_counters_are_checked(counters: bytes, message: str) -> None:
    envs = stepped(arena_vec.make_vec("dummy", 1, seed=0))
    good = envs.get_state(0)
    start, size = payload_of(good)
    assert refusal(envs, with_bytes(good, start + size, counters)) == (
        "snapshot holds an impossible state: " + message
    )
    envs.close()


def test_an_env_that_was_never_reset_has_no_snapshot() -> None:
    envs = arena_vec.make_vec("dummy", 1, seed=0)
    with pytest.raises(RuntimeError, match="env 0 has not been reset; call reset"):
        envs.get_state(0)
    envs.close()


def test_dummy_and_cartpole_check_their_fields() -> None:
    dummy = stepped(arena_vec.make_vec("dummy", 1, seed=0, num_actions=3))
    good = dummy.get_state(0)
    start, _ = payload_of(good)
    last_action = start + 16  # DummyState: env_id, step (int32), episode, last_action (int64)
    assert refusal(dummy, with_bytes(good, last_action, (3).to_bytes(8, "little"))) == (
        "snapshot holds an impossible state: last_action is 3 (allowed -1..2)"
    )
    cartpole = stepped(arena_vec.make_vec("cartpole", 1, seed=0))
    good = cartpole.get_state(0)
    start, _ = payload_of(good)
    nan = np.float64("nan").tobytes()
    assert refusal(cartpole, with_bytes(good, start + 16, nan)) == (
        "snapshot holds an impossible state: theta is nan (allowed a finite number)"
    )
    for envs in (dummy, cartpole):
        envs.close()


def test_a_wrapped_env_checks_its_stack_positions() -> None:
    """The wrapper's state follows the wrapped env's: its RNG (8 bytes), the frame ring
    (stack_frames x dilation frames) and the ring's position (int32), which indexes it."""
    settings = EnvironmentSettings(frame_shape=(8, 8, 1))
    wrappers = arena_vec.WrappersSettings(stack_frames=3, dilation=2)
    plain = stepped(arena_vec.make_vec("triad", 1, seed=0, env_settings=settings))
    wrapped = stepped(
        arena_vec.make_vec("triad", 1, seed=0, env_settings=settings, wrappers_settings=wrappers)
    )
    _, inner = payload_of(plain.get_state(0))
    good = wrapped.get_state(0)
    start, _ = payload_of(good)
    position = start + inner + 8 + 8 * 8 * 3 * 2
    assert 0 <= int.from_bytes(good[position : position + 4], "little") < 6
    for value in (6, -1, 2**31 - 1):
        assert refusal(wrapped, with_bytes(good, position, i32(value))) == (
            "snapshot holds an impossible state: wrappers.frame_stack_position is "
            f"{value} (allowed 0..5)"
        )
    wrapped.set_state(0, good)
    for envs in (plain, wrapped):
        envs.close()


def test_a_damaged_name_in_the_header_is_refused_as_text() -> None:
    envs = stepped(arena_vec.make_vec("dummy", 1, seed=0))
    damaged = with_bytes(envs.get_state(0), 18, b"\x80")  # inside the game's name
    assert refusal(envs, damaged).startswith("snapshot header is damaged")
    with pytest.raises(ValueError, match="snapshot header is damaged"):
        _native.snapshot_info(damaged)
    envs.close()


def test_start_states_are_checked_like_set_state() -> None:
    envs, good, start = fresh_triad()
    control = arena_vec.EpisodeControl(start_states=[good, with_bytes(good, start + 42, b"\xc8")])
    with pytest.raises(ValueError, match=r"start_states\[1\]: snapshot holds an impossible state"):
        arena_vec.make_vec("triad", 2, env_settings=RAM_ONLY, episode_control=control)
    envs.close()


@pytest.mark.parametrize("game", sorted(all_games()))
@pytest.mark.parametrize(
    ("settings", "steps", "whole_ladder"),
    [
        pytest.param(
            EnvironmentSettings(include_frame=False, step_ratio=1, difficulty=4),
            1500,
            False,
            id="1P-ratio1",
        ),
        # Until an episode ends at the ladder's last stage, at most 50,000 steps: with seed 3
        # that is after 3,673 steps (triad), 3,982 (parry), 2,986 (ronin), 9,401 (tagduo) and
        # 15,438 (tower, whose tenth and last stage first shows after 13,067 steps: its
        # endurance stages play one level easier and its ramp is one step,
        # native/games/tower/tower_cpu.h). The default tower (3) has 10 stages.
        pytest.param(
            EnvironmentSettings(include_frame=False, autoplay=True, continue_game=1.0),
            50000,
            True,
            id="1P-autoplay-ladder",
            marks=pytest.mark.long_play,
        ),
        pytest.param(
            EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=3),
            1500,
            False,
            id="2P-ratio3",
        ),
    ],
)
def test_every_state_of_random_play_loads_back(
    game: str, settings, steps: int, whole_ladder: bool
) -> None:
    """The contents check refuses nothing the engine produces: snapshots taken all along
    random play (a CPU ladder played through by the CPU with continues, stage changes
    included, where the agent-side CPU meets new foes; a top-level CPU; two players) load back
    byte for byte."""
    if getattr(settings, "difficulty", None) is not None:  # the game's top level
        settings = dataclasses.replace(settings, difficulty=game_info(game).difficulty[1])
    tower = getattr(settings, "tower", None)
    ladder = game_info(game).ladder_stages(tower) if whole_ladder else 1
    envs = arena_vec.make_vec(game, 8, seed=3, env_settings=settings)
    envs.reset(seed=3)
    envs.action_space.seed(3)
    seen, at_last_stage = set(), np.zeros(envs.num_envs, bool)
    for step in range(steps):
        obs, _, terminated, truncated, _ = envs.step(envs.action_space.sample())
        stage = obs["stage"].ravel()
        seen.update(stage.tolist())
        if step % 5 == 0:
            for i in range(envs.num_envs):
                snapshot = envs.get_state(i)
                envs.set_state(i, snapshot)
                assert envs.get_state(i) == snapshot
        if whole_ladder and (at_last_stage & (terminated | truncated)).any():
            break  # an episode ended at the ladder's last stage: the whole ladder was played
        at_last_stage = stage == ladder
    envs.close()
    assert seen == set(range(1, ladder + 1))
