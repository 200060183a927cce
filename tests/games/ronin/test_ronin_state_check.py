"""RoninEnv::check_state (native/games/ronin/ronin_state_check.cc): a snapshot whose ronin fields
hold what no match can (a gauge past its maximum, a weapon lost during a clash, a dropped weapon
in an unknown state, a clash clock past its length, padding) is refused naming the field, and
the env keeps stepping from its own state. The fields are found from the end of the env state
(RoninEnvState: the match's ronin fighters, the dropped weapon, the clash clock, then 24 bytes of
drawn settings)."""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from ronin_duel import needs_native

import arena_vec
from arena_vec import _native
from arena_vec.fighting.settings import EnvironmentSettings

pytestmark = needs_native

SETTINGS_BYTES = 24
CLASH_FRAMES = -SETTINGS_BYTES - 4  # int16, then int16 padding
WEAPON = CLASH_FRAMES - 20  # x, y, vx, vy (int32), state, owner (uint8), padding (int16)
FIGHTERS = WEAPON - 2 * 20  # two RoninFighter of 20 bytes
FIELDS = {  # name: (offset in a RoninFighter, width)
    "weapon_bar": (0, 2),
    "rage_bar": (2, 2),
    "power_bar": (4, 2),
    "rage_on": (8, 1),
    "weapon_lost": (12, 1),
    "weapon_fight": (13, 1),
    "clash_score": (14, 1),
    "burst_rage": (17, 1),
}


def corrupted(envs, offset: int, value: int, width: int) -> bytes:
    snapshot = bytearray(envs.get_state(0))
    info = _native.snapshot_info(bytes(snapshot))
    end = info["payload_offset"] + info["payload_bytes"] - 6  # the executor's counters follow
    position = end + offset
    snapshot[position : position + width] = value.to_bytes(width, "little", signed=True)
    snapshot[-4:] = zlib.crc32(bytes(snapshot[:-4])).to_bytes(4, "little")
    return bytes(snapshot)


@pytest.fixture
def envs():
    envs = arena_vec.make_vec(
        "ronin", 1, seed=0, env_settings=EnvironmentSettings(include_frame=False)
    )
    envs.reset()
    yield envs
    envs.close()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("weapon_bar", 121),
        ("rage_bar", 101),
        ("power_bar", -1),
        ("rage_on", 2),
        ("weapon_fight", 1),  # no clash is running
        ("clash_score", 7),
        ("burst_rage", 1),  # burst rage without rage
    ],
)
@pytest.mark.parametrize("fighter", [0, 1])
def test_impossible_fighter_fields_are_refused_by_name(envs, fighter: int, field: str, value: int):
    offset, width = FIELDS[field]
    state = corrupted(envs, FIGHTERS + 20 * fighter + offset, value, width)
    with pytest.raises(ValueError, match=rf"ronin_fighters\[{fighter}\]\.{field}"):
        envs.set_state(0, state)
    envs.step(np.zeros((1, 2), dtype=np.int64))


@pytest.mark.parametrize(
    ("offset", "value", "width", "name"),
    [
        (CLASH_FRAMES, 37, 2, "clash_frames"),
        (WEAPON + 16, 3, 1, r"weapon\.state"),
        (WEAPON + 0, 5, 4, r"weapon\.x"),  # a weapon that is nowhere has no position
    ],
)
def test_impossible_match_fields_are_refused_by_name(envs, offset, value, width, name) -> None:
    with pytest.raises(ValueError, match=name):
        envs.set_state(0, corrupted(envs, offset, value, width))


def test_an_untouched_snapshot_loads(envs) -> None:
    envs.set_state(0, corrupted(envs, FIGHTERS, 120, 2))  # weapon_bar as it is
    envs.step(np.zeros((1, 2), dtype=np.int64))
