"""The native wrappers against the plain-Python reference of DIAMBRA's wrapper chain: same seed
and actions, the same observations, rewards and flags at every step, across resets, round,
game and episode ends, for every configuration of ``wrapper_cases``."""

from __future__ import annotations

from tree_equal import assert_tree_equal
from wrapper_cases import (
    CASES,
    Policy,
    case_ids,
    n_players,
    unwrapped_env,
    wrapped_env,
)
from wrapper_reference import BOUNDARIES, ReferenceWrappers

import arena_vec
from arena_vec import EnvironmentSettings, WrappersSettings

MIN_STEPS = 150
MAX_STEPS = 4000
MASK = 2**64 - 1


class NoOpCounts:
    """The native wrapper's no-op step counts: splitmix64 seeded by the reset seed, one draw
    per reset, 1 + draw % no_op_max steps."""

    def __init__(self, no_op_max: int) -> None:
        self.no_op_max = no_op_max
        self.state = 0

    def next(self, seed: int | None) -> int:
        if self.no_op_max == 0:
            return 0
        if seed is not None:
            self.state = seed
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return 1 + (z ^ (z >> 31)) % self.no_op_max


def _run(case: str, seed: int) -> dict[str, int]:
    """Steps the wrapped env and the reference side by side until the run has crossed new
    rounds and a new episode (at least MIN_STEPS steps), comparing every step."""
    settings, wrappers = CASES[case]
    env, raw = wrapped_env(case), unwrapped_env(case)
    reference = ReferenceWrappers(raw, wrappers, n_players(settings))
    counts = NoOpCounts(wrappers.no_op_max)
    policy = Policy(env.action_space, seed)
    seen = dict.fromkeys(("steps", "resets", "segments", *BOUNDARIES), 0)
    try:
        assert env.observation_space == env.unwrapped.observation_space
        obs, info = env.reset(seed=seed)
        expected, _ = reference.reset(seed, counts.next(seed))
        assert_tree_equal(obs, expected, "obs", strict=True)
        assert env.observation_space.contains(obs)
        while seen["steps"] < MAX_STEPS and not (
            seen["steps"] >= MIN_STEPS and seen["resets"] >= 1 and seen["segments"] >= 2
        ):
            action = policy()
            obs, reward, terminated, truncated, info = env.step(action)
            expected, expected_reward, expected_terminated, _, expected_info = reference.step(
                action
            )
            where = f"{case} step {seen['steps']}"
            seen["steps"] += 1
            assert_tree_equal(obs, expected, where, strict=True)
            assert reward == expected_reward, where
            assert (terminated, truncated) == (expected_terminated, False), where
            for flag in BOUNDARIES:
                assert info[flag] == expected_info[flag], where
                seen[flag] += bool(info[flag])
            assert env.observation_space.contains(obs), where
            if any(info[flag] for flag in BOUNDARIES) and not terminated:
                seen["segments"] += 1
            if terminated:
                seen["resets"] += 1
                obs, _ = env.reset()
                expected, _ = reference.reset(None, counts.next(None))
                assert_tree_equal(obs, expected, f"{where} reset", strict=True)
    finally:
        env.close()
        raw.close()
    return seen


@case_ids
def test_native_wrappers_match_the_reference(case: str) -> None:
    seen = _run(case, seed=11)
    # The run crossed what the wrappers react to: new rounds and a new episode.
    assert seen["segments"] >= 2, seen
    assert seen["resets"] >= 1, seen


def test_no_op_steps_after_reset_cover_one_to_no_op_max() -> None:
    # engine.frame counts the game's frames: step_ratio of them per no-op step.
    env = arena_vec.make(
        "triad", EnvironmentSettings(include_frame=False), WrappersSettings(no_op_max=6)
    )
    try:
        steps = [env.reset(seed=seed)[1]["engine"]["frame"] // 6 for seed in range(120)]
        assert set(steps) == set(range(1, 7))
        assert steps == [NoOpCounts(6).next(seed) for seed in range(120)]
        again = [env.reset(seed=seed)[1]["engine"]["frame"] // 6 for seed in range(120)]
        assert again == steps
    finally:
        env.close()
