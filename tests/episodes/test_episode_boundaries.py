"""Every boundary type against the serial oracle (control_oracle.py) under every autoreset mode:
Gymnasium's SyncVectorEnv over oracles, each a plain env with the cuts written out in Python,
must give the observations, rewards, terminated / truncated flags, final observations and the
episode_control end / continues infos of a pool with the same EpisodeControl, step by step.
End conditions (end_when) and a new game every N mini-episodes included."""

from __future__ import annotations

import numpy as np
import pytest
from control_oracle import ControlOracle, OracleControl, triad_milestones
from gymnasium.vector import AutoresetMode, SyncVectorEnv
from tree_equal import assert_tree_equal

import arena_vec
from arena_vec import EnvironmentSettings, EpisodeControl, Roles
from arena_vec.fighting.games import game_info
from arena_vec.policies.controls import Controls
from arena_vec.policies.reactive import Reactive
from arena_vec.policies.view import FightView

NUM_ENVS = 3
TRIAD = {"env_settings": EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=2)}
TRIAD_EASY = {"env_settings": EnvironmentSettings(include_frame=False, role=Roles.P1, difficulty=1)}
# A triad run with infinite continues: the "game" milestone comes again and again.
TRIAD_CONTINUES = {
    "env_settings": EnvironmentSettings(
        include_frame=False, role=Roles.P1, difficulty=2, continue_game=1.0
    )
}

# name: (game, kwargs, EpisodeControl, the oracle's version of it, steps)
CASES = {
    "round": (
        "triad",
        TRIAD,
        EpisodeControl(boundary="round"),
        OracleControl(boundary="round"),
        500,
    ),
    "round-mini": (
        "triad",
        TRIAD,
        EpisodeControl(boundary="round", mini_episodes=True),
        OracleControl(boundary="round", mini_episodes=True),
        500,
    ),
    "round_won-mini": (
        "triad",
        TRIAD_EASY,
        EpisodeControl(boundary="round_won", mini_episodes=True),
        OracleControl(boundary="round_won", mini_episodes=True),
        1500,
    ),
    "stage": (
        "triad",
        TRIAD_CONTINUES,
        EpisodeControl(boundary="stage"),
        OracleControl(boundary="stage"),
        700,
    ),
    "game-mini": (
        "triad",
        TRIAD_CONTINUES,
        EpisodeControl(boundary="game", mini_episodes=True),
        OracleControl(boundary="game", mini_episodes=True),
        700,
    ),
    "budget-growing-mini": (
        "triad",
        TRIAD,
        EpisodeControl(
            max_steps=40, grow_on="round", grow_by=25, max_steps_cap=90, mini_episodes=True
        ),
        OracleControl(
            max_steps=40, grow_on="round", grow_by=25, max_steps_cap=90, mini_episodes=True
        ),
        500,
    ),
    "collected-round": (
        "triad",
        TRIAD,
        EpisodeControl(
            boundary="round", collect_on="round", collect_capacity=1, collected_weight=1.0
        ),
        OracleControl(boundary="round", collect_on="round"),
        600,
    ),
    "health-condition": (
        "triad",
        TRIAD,
        EpisodeControl(end_when=[("P1.health", "<=", 150)]),
        OracleControl(end_when=(("P1.health", "<=", 150),)),
        500,
    ),
    "stuck-all-held": (
        "triad",
        TRIAD,
        EpisodeControl(
            end_when=[("P1.health", "unchanged", 20), ("P2.health", "unchanged", 20)],
            end_when_combine="all",
            end_when_steps=2,
        ),
        OracleControl(
            end_when=(("P1.health", "unchanged", 20), ("P2.health", "unchanged", 20)),
            end_when_combine="all",
            end_when_steps=2,
        ),
        500,
    ),
    "round-mini-stuck-info-leaf": (
        "triad",
        TRIAD,
        EpisodeControl(
            boundary="round", mini_episodes=True, end_when=[("engine.p2_x", "unchanged", 12)]
        ),
        OracleControl(
            boundary="round", mini_episodes=True, end_when=(("engine.p2_x", "unchanged", 12),)
        ),
        600,
    ),
    "round-mini-new-game-every-2": (
        "triad",
        TRIAD,
        EpisodeControl(boundary="round", mini_episodes=True, new_game_every=2),
        OracleControl(boundary="round", mini_episodes=True, new_game_every=2),
        700,
    ),
    "cartpole-budget": (
        "cartpole",
        {},
        EpisodeControl(max_steps=30),
        OracleControl(max_steps=30),
        200,
    ),
    "dummy-budget-mini": (
        "dummy",
        {"episode_length": 9},
        EpisodeControl(max_steps=4, mini_episodes=True),
        OracleControl(max_steps=4, mini_episodes=True),
        60,
    ),
}


def actions_for(space, step: int, rng: np.random.Generator):
    """Random actions; in triad mostly forward + Kick, which takes rounds now and then."""
    sample = space.sample()
    if sample.ndim == 2 and step % 4:
        return np.tile(np.array([5, 2]), (len(sample), 1))
    return sample if step % 3 else np.asarray(rng.integers(0, 2, size=np.shape(sample)))


def start_state_case() -> tuple:
    """A start state taken 25 steps into a triad fight, with the observation it shows."""
    source = arena_vec.make_vec("triad", 1, seed=5, autoreset_mode="disabled", **TRIAD)
    source.reset()
    for _ in range(25):
        obs = source.step(np.array([[5, 1]]))[0]
    state = source.get_state(0)
    source.close()
    control = EpisodeControl(boundary="round", start_states=[state])
    oracle = OracleControl(boundary="round", start_state=(state, obs))
    return ("triad", TRIAD, control, oracle, 500)


@pytest.mark.parametrize("mode", list(AutoresetMode), ids=lambda m: m.value)
@pytest.mark.parametrize("name", [*CASES, "start-state-round"])
def test_matches_the_serial_oracle(name: str, mode: AutoresetMode) -> None:
    game, kwargs, control, oracle_control, steps = (
        start_state_case() if name == "start-state-round" else CASES[name]
    )
    if game == "triad":
        oracle_control.milestones = triad_milestones
    ours = arena_vec.make_vec(
        game, NUM_ENVS, seed=11, autoreset_mode=mode, episode_control=control, **kwargs
    )
    reference = SyncVectorEnv(
        [lambda: ControlOracle(game, kwargs, oracle_control) for _ in range(NUM_ENVS)],
        autoreset_mode=mode,
    )
    obs, _ = ours.reset(seed=11)
    ref_obs, _ = reference.reset(seed=11)
    assert_tree_equal(obs, ref_obs, "reset obs", masked_final_info=True)
    reference.action_space.seed(0)  # every run tries the same actions
    rng = np.random.default_rng(0)
    cuts = 0
    for step in range(steps):
        actions = actions_for(reference.action_space, step, rng)
        result = ours.step(actions)
        expected = reference.step(actions)
        for k, label in enumerate(["obs", "reward", "terminated", "truncated", "info"]):
            assert_tree_equal(
                result[k], expected[k], f"step {step} {label}", masked_final_info=True
            )
        done = expected[2] | expected[3]
        info = result[4]["final_info"] if "final_info" in result[4] else result[4]
        cuts += int((info["episode_control"]["end"][done] >= 2).sum())
        if mode is AutoresetMode.DISABLED and done.any():
            obs, info = ours.reset(options={"reset_mask": done})
            ref_obs, ref_info = reference.reset(options={"reset_mask": done})
            assert_tree_equal(obs, ref_obs, f"step {step} masked reset obs", masked_final_info=True)
            assert_tree_equal(
                info, ref_info, f"step {step} masked reset info", masked_final_info=True
            )
    assert cuts >= 2, f"only {cuts} cuts in {steps} steps: the case tests little"
    ours.close()
    reference.close()


def test_stage_won_cuts_exactly_where_the_agent_takes_a_stage() -> None:
    """The panel's reactive policy clears stages; every stage it takes is a cut, and only those
    (a lost stage ends the game: terminated)."""
    control = EpisodeControl(boundary="stage_won", mini_episodes=True)
    envs = arena_vec.make_vec("triad", 8, seed=2, episode_control=control, **TRIAD_EASY)
    policy = Reactive(Controls(game_info("triad")))
    obs, info = envs.reset()
    steps = np.zeros(8, dtype=np.int64)
    seeds = np.arange(8, dtype=np.uint64)
    cuts = 0
    for _ in range(1500):
        obs, _, terminated, truncated, info = envs.step(
            policy(FightView.of(obs, info, steps, seeds))
        )
        steps += 1
        # (a reset step after a cut shows the same, untouched game: elapsed_step 0)
        stage_won = info["stage_done"] & ~terminated & (info["elapsed_step"] > 0)
        np.testing.assert_array_equal(truncated, stage_won)
        np.testing.assert_array_equal(info["episode_control"]["end"][truncated], 2)
        cuts += int(truncated.sum())
    assert cuts >= 3
