"""Any state that set_state() accepts, the all-zero one included, leaves every game able to
reset and step: no loop spins forever. Before the fix, an all-zero RNG state stayed zero for
ever and triad's reset spun in a rejection loop at 100% CPU, deaf to Ctrl-C. (An all-zero
fighting match is refused now, naming a field no match can hold; dummy and cartpole take it.)

A snapshot with a zeroed env state is built by hand: zero the payload but the executor's 6
bytes of counters at its end, then recompute the checksum (the last 4 bytes, zlib's CRC-32 of
everything before them)."""

from __future__ import annotations

import pytest
from isolated import expect_success, run_script

from arena_vec.fighting.games import all_games

SCRIPT = """
import zlib
import numpy as np
import arena_vec
from arena_vec import _native
from arena_vec.fighting.settings import EnvironmentSettings

GAME = {game!r}
FIGHTING = {fighting!r}
kwargs = {{"env_settings": EnvironmentSettings(include_frame=False)}} if FIGHTING else {{}}
envs = arena_vec.make_vec(GAME, 1, seed=0, **kwargs)
envs.reset()
snapshot = bytearray(envs.get_state(0))
info = _native.snapshot_info(bytes(snapshot))
start = info["payload_offset"]
snapshot[start : start + info["payload_bytes"] - 6] = bytes(info["payload_bytes"] - 6)
snapshot[-4:] = zlib.crc32(bytes(snapshot[:-4])).to_bytes(4, "little")
try:
    envs.set_state(0, bytes(snapshot))
except ValueError as refused:
    assert FIGHTING, refused
    assert str(refused).startswith("snapshot holds an impossible state: "), refused
    print("ok")
    raise SystemExit
assert not FIGHTING
envs.reset()  # unseeded: the RNG continues from the loaded (zero) state
action = np.zeros((1,) + envs.single_action_space.shape, dtype=np.int64)
for _ in range(50):
    envs.step(action)
print("ok")
"""


@pytest.mark.parametrize("game", ["dummy", "cartpole", *sorted(all_games())])
def test_all_zero_state_then_unseeded_reset_and_steps_end(tmp_path, game: str) -> None:
    script = SCRIPT.format(game=game, fighting=game in all_games())
    output = expect_success(run_script(script, tmp_path, timeout=60))
    assert output.strip() == "ok"
