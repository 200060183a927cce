"""A constant crouching guard against the CPU, and what the CPU did against it: the loop the CPU
tests that play a guard share (test_cpu_caution.py, test_cpu_throws.py)."""

from __future__ import annotations

import dataclasses

import numpy as np

import arena_vec
from arena_vec.fighting.games import game_info
from arena_vec.policies.controls import Controls

ATTACK, HIT_STUN, BLOCK_STUN, THROWN = 4, 5, 6, 11  # the engine's action codes (fight_state.h)


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
    rounds: int = 0  # rounds that ended


def play_a_crouching_guard(
    game: str,
    difficulty: int,
    steps: int,
    step_ratio: int = 6,
    escape: str | None = None,
    striking: bool = False,
    envs: int = 8,
) -> GuardPlay:
    """The CPU at `difficulty` against a constant crouching guard. With an `escape` button the
    guard presses it on the step after each grab; a `striking` guard strikes (its heavy strike)
    while the CPU is in the air within 80 px."""
    controls = Controls(game_info(game))
    settings = arena_vec.EnvironmentSettings(
        difficulty=difficulty, continue_game=0.0, step_ratio=step_ratio
    )
    vec = arena_vec.make_vec(game, envs, seed=11, env_settings=settings)
    obs, info = vec.reset(seed=11)
    thrown = in_the_air = near_in_the_air = np.zeros(envs, bool)
    play = GuardPlay()
    for _ in range(steps):
        action = crouch_guard(obs, controls, envs)
        if escape is not None:
            action[thrown, 1] = controls.attack_of([escape])
        if striking:
            side = np.ravel(obs["P1"]["side"])
            action[near_in_the_air, 0] = controls.move("neutral", side)[near_in_the_air]
            action[near_in_the_air, 1] = controls.heavy
        obs, _, _, _, info = vec.step(action)
        engine = info["engine"]
        now = np.asarray(engine["p1_action"])
        play.grabs += int(((now == THROWN) & ~thrown).sum())
        play.escapes += int((thrown & (now == BLOCK_STUN)).sum())
        play.rounds += int(np.ravel(info["round_done"]).sum())
        thrown = now == THROWN
        airborne = np.asarray(engine["p2_y"]) > 0
        play.jumps += int((airborne & ~in_the_air).sum())
        distance = np.abs(np.asarray(engine["p2_x"]) - np.asarray(engine["p1_x"]))
        in_the_air, near_in_the_air = airborne, airborne & (distance < 80)
    vec.close()
    return play
