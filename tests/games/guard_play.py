"""A constant crouching guard against the CPU, and what the CPU did against it: the loop the CPU
tests that play a guard share (test_cpu_caution.py, test_cpu_throws.py); and the loop of a few
lines of script against the top level (test_cpu_air.py, test_cpu_input_read.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import numpy as np

import arena_vec
from arena_vec.fighting.games import game_info
from arena_vec.policies.controls import Controls

# The engine's action codes (fight_state.h).
WALK, ATTACK, HIT_STUN, BLOCK_STUN, THROWN, LANDING = 1, 4, 5, 6, 11, 12
RECOVERY = 3  # the engine's move phase code (fight_state.h)
FAST_FRAMES = 6  # a strike active within so many frames is too fast to answer (kCpuFastFrames)
NEAR_PX = 80  # how near the CPU must be for the guard to strike it (in the air, walking in)
LATE_SECONDS = 10  # "late in the round" (fight/cpu.cc's kCpuLateFrames)
EARLY_SECONDS = 5  # how long a `jumping_first` guard jumps at the start of a round
PUNISH_PX = 70  # ... in its recovery (within its fastest strike's reach in ronin)


def open_against_the_cpu(
    game: str, difficulty: int, envs: int = 8, step_ratio: int = 6
) -> tuple[arena_vec.ArenaVectorEnv, dict, dict]:
    """``envs`` fights of the agent against the CPU at ``difficulty``, no continues, reset with
    seed 11, and their first observation and info. The agent plays P1, so the engine's ``p1_``
    leaves are its own and ``p2_`` the CPU's (a drawn role would swap them in half the envs).
    Without the frame: the scripts read the RAM and the engine info, and drawing the frame (the
    native RGB, every step of every env) took nine tenths of a step's time."""
    settings = arena_vec.EnvironmentSettings(
        difficulty=difficulty,
        continue_game=0.0,
        step_ratio=step_ratio,
        role=arena_vec.Roles.P1,
        include_frame=False,
    )
    vec = arena_vec.make_vec(game, envs, seed=11, env_settings=settings)
    obs, info = vec.reset(seed=11)
    return vec, obs, info


def script_at_the_top(
    game: str,
    act: Callable[[dict, np.ndarray], np.ndarray],
    counted: Callable[[dict, dict], np.ndarray],
    rounds: int = 200,
) -> tuple[float, float]:
    """A script against ``game``'s top level in 16 envs until ``rounds`` rounds are over: each
    step plays ``act(engine, side)`` (the step's actions from the engine info and the agent's
    side) and counts the envs where ``counted(before, after)`` (the engine info before and after
    the step) holds. The count per round, and the share of rounds the script won."""
    vec, obs, info = open_against_the_cpu(game, game_info(game).difficulty[1], envs=16)
    count = played = won = 0
    wins = obs["P1"]["wins"][:, 0].copy()
    while played < rounds:
        before = info["engine"]
        obs, _, _, _, info = vec.step(act(before, np.ravel(obs["P1"]["side"])))
        count += int(counted(before, info["engine"]).sum())
        now = obs["P1"]["wins"][:, 0]
        played += int(info["round_done"].sum())
        won += int((info["round_done"] & (now > wins)).sum())
        wins = now.copy()
    vec.close()
    return count / played, won / played


def distance_px(engine: dict) -> np.ndarray:
    """Pixels between the two fighters, per env."""
    return np.abs(engine["p1_x"].astype(int) - engine["p2_x"].astype(int))


def crouch_guard(obs: dict, controls: Controls, envs: int) -> np.ndarray:
    """The agent's constant action: a crouching guard, on whichever side it stands."""
    side = np.ravel(obs["P1"]["side"])
    return np.stack([controls.move("down_back", side), np.full(envs, controls.guard)], axis=1)


@dataclasses.dataclass
class GuardPlay:
    """What the CPU did against a crouching guard."""

    grabs: int = 0  # throws it started on the guard
    escapes: int = 0  # of those, escaped
    jumps: int = 0  # its own jumps
    crossed: int = 0  # ... of those, landed on the guard's other side
    struck_walking_in: int = 0  # times the guard's strike caught it walking toward the guard
    strikes: int = 0  # ground strikes it started
    slow_strikes: int = 0  # ... of those, not active within FAST_FRAMES
    late_level_risks: int = 0  # ... of those, specials the guard punishes on block, started in
    # the last LATE_SECONDS of a round with the healths level
    rounds: int = 0  # rounds that ended
    drawn: int = 0  # ... of those, drawn (a win booked to both sides)


def block_advantage(move: dict) -> int:
    """Frames the striker is ahead after its move is blocked (cpu_moves.cc's block_advantage)."""
    return move["blockstun"] - (move["active"] - 1 + move["recovery"])


def fastest_strike(character: dict) -> int:
    """Startup of the character's fastest grounded strike without a motion (cpu_moves.cc)."""
    return min(
        move["startup"]
        for move in character["moves"]
        if move["kind"] == "strike" and move.get("stance") != "air" and "motion" not in move
    )


def play_a_crouching_guard(
    game: str,
    difficulty: int,
    steps: int,
    step_ratio: int = 6,
    escape: str | None = None,
    striking: bool = False,
    striking_walk_ins: bool = False,
    punishing: bool = False,
    punishing_landings: bool = False,
    jumping_first: bool = False,
    envs: int = 8,
) -> GuardPlay:
    """The CPU at `difficulty` against a constant crouching guard. With an `escape` button the
    guard presses it on the step after each grab; a `striking` guard strikes (its heavy strike)
    while the CPU is in the air within NEAR_PX; with `striking_walk_ins` it strikes (its light
    strike) while the CPU walks toward it within NEAR_PX, `punishing_landings` while it lands from
    a jump within PUNISH_PX (standing to guard while it is in the air within NEAR_PX), and
    `punishing` while it recovers from a strike within PUNISH_PX.
    With `jumping_first` it jumps straight up through the first EARLY_SECONDS of each round."""
    data = game_info(game)
    startup = [[move["startup"] for move in c["moves"]] for c in data.raw["characters"]]
    fastest = [fastest_strike(c) for c in data.raw["characters"]]
    special_advantage = [
        [block_advantage(m) if "motion" in m and m["kind"] == "strike" else 99 for m in c["moves"]]
        for c in data.raw["characters"]
    ]
    controls = Controls(data)
    vec, obs, info = open_against_the_cpu(game, difficulty, envs, step_ratio)
    thrown = in_the_air = near_in_the_air = walking_in = recovering = landing = np.zeros(envs, bool)
    distance = np.full(envs, 1 << 30)
    takeoff_side = np.zeros(envs, int)
    cpu_move = np.full(envs, -1)
    play = GuardPlay()
    round_seconds = int(np.max(obs["timer"]))
    wins = [np.ravel(obs[p]["wins"]).copy() for p in ("P1", "P2")]
    for _ in range(steps):
        level = np.ravel(obs["P1"]["health"]) == np.ravel(obs["P2"]["health"])
        late_level = level & (np.ravel(obs["timer"]) <= LATE_SECONDS)
        action = crouch_guard(obs, controls, envs)
        if escape is not None:
            action[thrown, 1] = controls.attack_of([escape])
        side = np.ravel(obs["P1"]["side"])
        if striking:
            action[near_in_the_air, 0] = controls.move("neutral", side)[near_in_the_air]
            action[near_in_the_air, 1] = controls.heavy
        if striking_walk_ins:
            action[walking_in, 1] = controls.light
        if punishing:
            action[recovering, 1] = controls.light
        if punishing_landings:  # it guards the jump standing (air strikes are overheads)
            action[near_in_the_air, 0] = controls.move("back", side)[near_in_the_air]
            action[landing, 1] = controls.light
        if jumping_first:
            early = np.ravel(obs["timer"]) > round_seconds - EARLY_SECONDS
            action[early, 0] = controls.move("up", side)[early]
            action[early, 1] = controls.attack("NoAttack")
        obs, _, _, _, info = vec.step(action)
        now_wins = [np.ravel(obs[p]["wins"]) for p in ("P1", "P2")]
        play.drawn += int(((now_wins[0] > wins[0]) & (now_wins[1] > wins[1])).sum())
        wins = [w.copy() for w in now_wins]
        engine = info["engine"]
        now = np.asarray(engine["p1_action"])
        play.grabs += int(((now == THROWN) & ~thrown).sum())
        play.escapes += int((thrown & (now == BLOCK_STUN)).sum())
        play.rounds += int(np.ravel(info["round_done"]).sum())
        thrown = now == THROWN
        airborne = np.asarray(engine["p2_y"]) > 0
        offset = np.asarray(engine["p2_x"]).astype(int) - np.asarray(engine["p1_x"])  # CPU - guard
        cpu_side = np.sign(offset)
        play.jumps += int((airborne & ~in_the_air).sum())
        play.crossed += int((~airborne & in_the_air & (cpu_side != takeoff_side)).sum())
        takeoff_side = np.where(airborne & ~in_the_air, cpu_side, takeoff_side)
        was, distance = distance, np.abs(offset)
        near = distance < NEAR_PX
        in_the_air, near_in_the_air = airborne, airborne & near
        cpu_now = np.asarray(engine["p2_action"])
        play.struck_walking_in += int((walking_in & (cpu_now == HIT_STUN)).sum())
        walking_in = (cpu_now == WALK) & (distance < was) & near
        striking_now = (cpu_now == ATTACK) & ~airborne
        moves = np.where(striking_now, np.asarray(engine["p2_move"]), -1)
        for env in np.flatnonzero(striking_now & (moves != cpu_move)):
            character = int(np.ravel(obs["P2"]["character"])[env])
            play.strikes += 1
            play.slow_strikes += int(startup[character][moves[env]] > FAST_FRAMES)
            guard = fastest[int(np.ravel(obs["P1"]["character"])[env])]
            risky = special_advantage[character][moves[env]] < 1 - guard
            play.late_level_risks += int(late_level[env] and risky)
        cpu_move = moves
        in_recovery = np.asarray(engine["p2_phase"]) == RECOVERY
        recovering = striking_now & in_recovery & (distance < PUNISH_PX)
        landing = (cpu_now == LANDING) & (distance < PUNISH_PX)
    vec.close()
    return play
