"""Mutated snapshots, run by ``test_fuzz_snapshots.py`` in a child process: a crash there must
fail that test, not kill the test runner.

An env of each fighting game (plain), and a triad env under the native wrappers (a dilated frame
stack, an action history and one-hot leaves), is stepped, snapshotted, and the snapshot's bytes are overwritten at random
places (same length, so it passes the size check), then either left as they are (the checksum
refuses them) or resealed with a recomputed CRC-32 (the env's own check of the contents must
refuse what no env can hold). ``set_state`` either refuses the snapshot with a ValueError that
names it, or takes it, and then stepping and rendering it must work. Either way a seeded reset
brings the env back, and nothing may crash or hang.
"""

from __future__ import annotations

import zlib

import conftest  # noqa: F401  (registers and loads the hypothesis profile)
import numpy as np
from fuzz_strategies import REJECTIONS, assert_names
from hypothesis import example, given, settings
from hypothesis import strategies as st

import arena_vec
from arena_vec import EnvironmentSettings, WrappersSettings
from arena_vec.fighting.games import all_games

SETTINGS = EnvironmentSettings(frame_shape=(16, 16, 1))
WRAPPERS = WrappersSettings(
    stack_frames=3, dilation=2, add_last_action=True, stack_actions=4, scale=True
)
POOLS = {
    **{
        game: arena_vec.make_vec(game, 1, num_threads=1, seed=0, env_settings=SETTINGS)
        for game in sorted(all_games())
    },
    "triad-wrapped": arena_vec.make_vec(
        "triad", 1, num_threads=1, seed=0, env_settings=SETTINGS, wrappers_settings=WRAPPERS
    ),
}
STATE_SIZE = {name: len((envs.reset(), envs.get_state(0))[1]) for name, envs in POOLS.items()}
mutations = st.lists(
    st.tuples(st.integers(0, 2**31 - 1), st.integers(0, 255)), min_size=1, max_size=64
)


def resealed(state: bytearray) -> bytes:
    """``state`` with its checksum (the last 4 bytes, zlib's CRC-32) recomputed."""
    body = bytes(state[:-4])
    return body + zlib.crc32(body).to_bytes(4, "little")


@settings(max_examples=10 * settings.default.max_examples)  # cheap examples: try more of them
@example(pool="triad", steps=0, mutation=[(STATE_SIZE["triad"] - 1, 0)], reseal=False, actions=0)
@example(pool="triad", steps=0, mutation=[(STATE_SIZE["triad"] - 5, 0)], reseal=True, actions=0)
@given(
    pool=st.sampled_from(sorted(POOLS)),
    steps=st.integers(0, 40),
    mutation=mutations,
    reseal=st.booleans(),
    actions=st.integers(0, 2**16),
)
def mutated_snapshots_never_crash(
    pool: str, steps: int, mutation: list[tuple[int, int]], reseal: bool, actions: int
):
    envs = POOLS[pool]
    sizes = envs.single_action_space.nvec
    rng = np.random.default_rng(actions)
    envs.reset(seed=0)
    for _ in range(steps):
        envs.step(rng.integers(0, sizes, (1, 2)))
    state = bytearray(envs.get_state(0))
    for position, value in mutation:
        state[position % len(state)] = value
    try:
        envs.set_state(0, resealed(state) if reseal else bytes(state))
    except REJECTIONS as error:
        assert_names(error, "snapshot", "state")
    else:  # taken: a state some env can hold, so it steps and draws
        for _ in range(60):
            envs.step(rng.integers(0, sizes, (1, 2)))
            envs.render()
    envs.reset(seed=1)
    envs.step(np.zeros((1, 2), np.int64))
