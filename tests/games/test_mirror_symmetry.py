"""The fight engine treats both players alike: a fight and its mirror (the agents' roles swapped,
each keeping its character, every direction mirrored) stay mirror images of each other at every
step. Focused cases (a jump that crosses over and is caught by a hold, fighters at exactly the
same x) and a seeded batch of random input sequences at step_ratio 1 and 6."""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from triad_duel import CONTACT_HOLD, HOLD, PUNCH, needs_native

import arena_vec
from arena_vec import EnvironmentSettingsMultiAgent, Roles
from arena_vec.fighting.games import game_info

pytestmark = needs_native

CHARACTERS = game_info("triad").characters
# DIAMBRA's move order: NoMove, Left, UpLeft, Up, UpRight, Right, DownRight, Down, DownLeft.
MIRRORED_MOVE = np.array([0, 5, 4, 3, 2, 1, 8, 7, 6])
FORWARD, UP_FORWARD, BACK = 5, 4, 1  # for a fighter facing right; mirror them otherwise
STAGE_PX = 256


class MirrorPairs:
    """``pairs`` fights side by side with their mirrors: env 2k is fight k, env 2k+1 its mirror,
    where agent_0 plays P2 and agent_1 plays P1 (characters stay with the agents) and every
    direction is mirrored."""

    def __init__(self, pairs: int, step_ratio: int, characters: list[tuple[str, str]]) -> None:
        settings = EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=step_ratio)
        self.envs = arena_vec.make_vec("triad", 2 * pairs, num_threads=1, env_settings=settings)
        options = []
        for pair in characters:
            for role in ((Roles.P1, Roles.P2), (Roles.P2, Roles.P1)):
                options.append({"role": role, "characters": pair, "outfits": (1, 1)})
        self.obs, self.info = self.envs.reset(
            seed=[7 * (k // 2) for k in range(2 * pairs)], options={"env_options": options}
        )
        self.reward = np.zeros(2 * pairs)
        self.steps = 0

    def step(self, agent_0: np.ndarray, agent_1: np.ndarray) -> None:
        """Steps every fight with the agents' (move, attack) rows ``agent_0[k]``, ``agent_1[k]``
        and every mirror with the same rows, directions mirrored."""
        actions = {}
        for name, rows in (("agent_0", agent_0), ("agent_1", agent_1)):
            both = np.repeat(np.asarray(rows, dtype=np.int64), 2, axis=0)
            both[1::2, 0] = MIRRORED_MOVE[both[1::2, 0]]
            actions[name] = both
        self.obs, self.reward, _, _, self.info = self.envs.step(actions)
        self.steps += 1

    def engine(self, key: str) -> np.ndarray:
        """An "engine." info leaf of the fights (not the mirrors)."""
        return np.asarray(self.info["engine"][key][0::2])

    def assert_mirrored(self) -> None:
        """Every mirror shows its fight mirrored: P1 there is P2 here at x -> 256 - x (the
        leaves floor 1/256 px to pixels, so a mirrored x may read one pixel lower), sides
        swapped; equal rewards, done flags, clock and frame counter."""
        fight, mirror = slice(0, None, 2), slice(1, None, 2)
        where = f"at step {self.steps}"
        for own, other in (("P1", "P2"), ("P2", "P1")):
            for key, value in self.obs[own].items():
                a = np.asarray(value[fight], dtype=np.int64)
                b = np.asarray(self.obs[other][key][mirror], dtype=np.int64)
                if key == "side":
                    b = 1 - b
                if key in ("x", "projectile_x"):
                    b = np.where(b >= 0, STAGE_PX - b, b)
                    ok = (b == a) | ((b == a + 1) & (a >= 0))
                else:
                    ok = b == a
                assert ok.all(), (where, own, key, _first(ok, a, b))
        for own, other in (("p1_", "p2_"), ("p2_", "p1_")):
            for field in ("action", "move", "move_frame", "phase", "stun", "y", "contact", "x"):
                a = np.asarray(self.info["engine"][own + field][fight], dtype=np.int64)
                b = np.asarray(self.info["engine"][other + field][mirror], dtype=np.int64)
                ok = (a == b) if field != "x" else np.isin(STAGE_PX - b - a, (0, 1))
                assert ok.all(), (where, own + field, _first(ok, a, b))
        for key in ("stage", "timer"):
            assert np.array_equal(self.obs[key][fight], self.obs[key][mirror]), (where, key)
        for key in ("round_done", "stage_done", "game_done", "episode_done"):
            assert np.array_equal(self.info[key][fight], self.info[key][mirror]), (where, key)
        frame = self.info["engine"]["frame"]
        assert np.array_equal(frame[fight], frame[mirror]), where
        assert np.array_equal(self.reward[fight], self.reward[mirror]), where

    def close(self) -> None:
        self.envs.close()


def _first(ok: np.ndarray, a: np.ndarray, b: np.ndarray) -> str:
    k = int(np.flatnonzero(~ok.reshape(len(ok), -1).all(axis=1))[0])
    return f"fight {k}: {a[k].tolist()} vs mirrored {b[k].tolist()}"


# ---- A jump that crosses over, caught by a hold -----------------------------------------------


def _toward(side: np.ndarray, move: int) -> np.ndarray:
    """``move`` (given for a fighter on the left) for fighters on ``side`` (1 = right)."""
    return np.where(side == 1, MIRRORED_MOVE[move], move)


@pytest.mark.parametrize("attacker", [0, 1], ids=["agent_0-jumps", "agent_1-jumps"])
def test_a_crossing_jump_caught_by_a_hold_mirrors(attacker: int) -> None:
    """The attacker walks in, jumps forward over the defender and punches after a delay (one
    delay per fight); the defender answers with a back hold as soon as it sees the punch start.
    Some of these holds catch the attacker after it crossed over, some with the two bodies
    overlapping (the hold's throw then pushes them apart): every fight stays mirrored."""
    delays = np.arange(8, 30)
    pairs = len(delays)
    duel = ("Kestrel", "Lumi") if attacker == 0 else ("Lumi", "Kestrel")  # Kestrel jumps in
    fights = MirrorPairs(pairs, 1, [duel] * pairs)
    p_attacker, p_defender = ("P1", "P2") if attacker == 0 else ("P2", "P1")
    jumped = np.full(pairs, -1)
    seen = np.full(pairs, -1)
    crossed = np.zeros(pairs, dtype=bool)
    caught = np.zeros(pairs, dtype=bool)
    overlapping = np.zeros(pairs, dtype=bool)
    for t in range(150):
        own = {
            key: np.asarray(value[0::2]).reshape(pairs)
            for key, value in fights.obs[p_attacker].items()
        }
        foe = {
            key: np.asarray(value[0::2]).reshape(pairs)
            for key, value in fights.obs[p_defender].items()
        }
        gap = np.abs(foe["x"] - own["x"])
        start = (jumped < 0) & (gap <= 30)
        jumped[start] = t
        attack = np.zeros((pairs, 2), dtype=np.int64)
        attack[:, 0] = np.where(jumped < 0, _toward(own["side"], FORWARD), 0)
        attack[start, 0] = _toward(own["side"], UP_FORWARD)[start]
        attack[:, 1] = np.where((jumped >= 0) & (t == jumped + delays), PUNCH, 0)
        seen[(seen < 0) & (own["move_phase"] == 1)] = t
        defend = np.zeros((pairs, 2), dtype=np.int64)
        defend[seen == t] = np.stack([_toward(foe["side"], BACK), np.full(pairs, HOLD)], 1)[
            seen == t
        ]
        rows = (attack, defend) if attacker == 0 else (defend, attack)
        fights.step(*rows)
        fights.assert_mirrored()
        a_x = fights.engine(f"p{attacker + 1}_x")
        d_x = fights.engine(f"p{2 - attacker}_x")
        crossed |= (a_x - d_x) * (1 if attacker == 0 else -1) > 0
        now = ~caught & (fights.engine(f"p{2 - attacker}_contact") == CONTACT_HOLD)
        overlapping |= now & (np.abs(a_x - d_x) < 20)
        caught |= now
    fights.close()
    assert (caught & crossed).any(), "no hold caught a jump that crossed over"
    assert overlapping.any(), "no hold caught its attacker with the bodies overlapping"


# ---- Fighters at exactly the same x -----------------------------------------------------------


def _x_offsets(envs, info: dict) -> tuple[int, int]:
    """Where the two fighters' x (int32, 1/256 px) lie in env 0's snapshot, found from their
    starting marks (whole pixels at a reset): fighter 0's leads the env state."""
    snapshot = envs.get_state(0)
    start = arena_vec._native.snapshot_info(snapshot)["payload_offset"]
    marks = [int(info["engine"][f"p{i}_x"][0]) * 256 for i in (1, 2)]
    first = int.from_bytes(snapshot[start : start + 4], "little", signed=True)
    assert first == marks[0], "fighter 0's x no longer leads the snapshot's env state"
    for offset in range(start + 4, len(snapshot) - 4, 4):
        if int.from_bytes(snapshot[offset : offset + 4], "little", signed=True) == marks[1]:
            return start, offset
    raise AssertionError("fighter 1's x was not found in the snapshot")


def _with_x(snapshot: bytes, offsets: tuple[int, int], x: int) -> bytes:
    """``snapshot`` with both fighters at ``x`` (1/256 px), its CRC-32 resealed."""
    state = bytearray(snapshot)
    for offset in offsets:
        state[offset : offset + 4] = x.to_bytes(4, "little", signed=True)
    body = bytes(state[:-4])
    return body + zlib.crc32(body).to_bytes(4, "little")


@pytest.mark.parametrize("crossed", [False, True], ids=["start-sides", "after-a-cross-up"])
@pytest.mark.parametrize("x_px", [0, 12, 60, 128, 200, 256])
def test_fighters_at_the_same_x_part_by_their_sides(x_px: int, crossed: bool) -> None:
    """Both fighters standing at exactly the same x (in the mirror at 256 px - x): each is
    pushed back to its own side (at a wall, the other one moves), as in the mirror; then random
    mirrored play stays mirrored. After a cross-up, fighter 0 is the one on the right."""
    fights = MirrorPairs(1, 1, [("Kestrel", "Lumi")])
    offsets = _x_offsets(fights.envs, fights.info)
    if crossed:  # P1 jumps over P2 and lands on its right
        for _ in range(200):
            if fights.obs["P1"]["side"][0] == 1 and fights.obs["P1"]["state"][0] == 0:
                break
            gap = int(fights.obs["P2"]["x"][0, 0] - fights.obs["P1"]["x"][0, 0])
            move = FORWARD if gap > 30 else UP_FORWARD if fights.obs["P1"]["side"][0] == 0 else 0
            fights.step(np.array([[move, 0]]), np.zeros((1, 2), dtype=np.int64))
        assert fights.obs["P1"]["side"][0] == 1
    left = 1 if crossed else 0  # the fighter on the left: 0 = P1
    x = x_px * 256
    for env, at in ((0, x), (1, STAGE_PX * 256 - x)):
        fights.envs.set_state(env, _with_x(fights.envs.get_state(env), offsets, at))
    fights.step(np.zeros((1, 2), dtype=np.int64), np.zeros((1, 2), dtype=np.int64))
    fights.assert_mirrored()
    xs = [int(fights.engine(f"p{i}_x")[0]) for i in (1, 2)]
    assert xs[left] < xs[1 - left], xs
    rng = np.random.default_rng(x_px)
    for _ in range(300):
        fights.step(rng.integers(0, [9, 8], (1, 2)), rng.integers(0, [9, 8], (1, 2)))
        fights.assert_mirrored()
    fights.close()


# ---- A seeded batch of random input sequences ------------------------------------------------


# Moves for a fighter on the left (mirrored for one on the right), weighted towards closing in
# so that the fighters meet often: none, back, up-back, up, up-forward, forward, down-forward,
# down, down-back.
MOVE_WEIGHTS = np.array([1, 1, 1, 1, 3, 5, 1, 1, 1]) / 15


class RandomPlayer:
    """Seeded random inputs for one agent of every fight: each move (relative to the side the
    fighter is on, so a walk in stays a walk in after a cross-up) and attack is held for 1-8
    steps, with no attack half the time."""

    def __init__(self, rng: np.random.Generator, pairs: int) -> None:
        self.rng = rng
        self.left = np.zeros(pairs, dtype=np.int64)  # steps left in the current segment
        self.rows = np.zeros((pairs, 2), dtype=np.int64)

    def act(self, side: np.ndarray) -> np.ndarray:
        new = self.left == 0
        count = int(new.sum())
        self.left[new] = self.rng.integers(1, 9, count)
        self.rows[new, 0] = self.rng.choice(9, count, p=MOVE_WEIGHTS)
        attack = self.rng.integers(1, 8, count)
        self.rows[new, 1] = np.where(self.rng.random(count) < 0.5, attack, 0)
        self.left -= 1
        out = self.rows.copy()
        out[:, 0] = np.where(side == 1, MIRRORED_MOVE[out[:, 0]], out[:, 0])
        return out


@pytest.mark.parametrize(("step_ratio", "steps"), [(1, 3000), (6, 1500)])
def test_random_fights_and_their_mirrors_stay_mirrored(step_ratio: int, steps: int) -> None:
    """128 fights of random (seeded) input sequences for both players, random characters
    (mirror matches included), every step compared with the mirrored fight. (Against the
    engine before the fix of separate_fighters, this seed finds the asymmetry at both ratios.)"""
    rng = np.random.default_rng(8)
    pairs = 128
    characters = [tuple(rng.choice(CHARACTERS, 2)) for _ in range(pairs)]
    fights = MirrorPairs(pairs, step_ratio, characters)
    players = RandomPlayer(rng, pairs), RandomPlayer(rng, pairs)
    contacts = set()
    fights.assert_mirrored()
    for _ in range(steps):
        side_p1 = np.asarray(fights.obs["P1"]["side"][0::2]).reshape(pairs)
        fights.step(players[0].act(side_p1), players[1].act(1 - side_p1))
        fights.assert_mirrored()
        contacts.update(fights.engine("p1_contact").tolist())
    fights.close()
    assert {1, 3, 4, 6} <= contacts  # hits, blocks, throws and holds happened
