"""The RLlib adapter: RLlib's own EnvRunners (built in this process, no Ray cluster) sample
arena_vec envs, and what they record equals the same envs stepped directly with the same
actions (make_vec for one player, the PettingZoo fight for two); the example trains PPO for
an iteration on a local Ray instance inside a network namespace of its own (loopback only);
bad arguments are refused by name before any runner starts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from gymnasium import spaces
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.env.multi_agent_env_runner import MultiAgentEnvRunner
from ray.rllib.env.single_agent_env_runner import SingleAgentEnvRunner
from ray_helpers import loopback_only, row_of

import arena_vec
from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent
from arena_vec.integrations.rllib import configure_multi_agent, configure_single_agent
from arena_vec.multiagent.parallel import parallel_env

SEED = 5
RAM = {"include_frame": False, "step_ratio": 6}
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rllib_ppo_triad.py"


@pytest.mark.parametrize("game", ["triad", "parry"])
def test_single_agent_runner_records_what_the_pool_gives(game: str) -> None:
    settings = EnvironmentSettings(**RAM)
    config = configure_single_agent(PPOConfig().debugging(seed=SEED), game, 3, settings)
    runner = SingleAgentEnvRunner(config=config)
    try:
        assert isinstance(runner.env.unwrapped, arena_vec.ArenaVectorEnv)
        episodes = runner.sample(num_timesteps=90, random_actions=True)
    finally:
        runner.stop()
    assert [len(e) for e in episodes] == [30, 30, 30]  # no arcade run ends this soon
    envs = arena_vec.make_vec(game, 3, env_settings=settings)
    obs, _ = envs.reset(seed=SEED)  # RLlib's seed for runner 0; env i takes SEED + i
    space = envs.single_observation_space
    rewards = []
    for t in range(30):
        for i, episode in enumerate(episodes):  # RLlib's FlattenObservations: one-hot, flat
            np.testing.assert_array_equal(
                episode.get_observations(t), spaces.flatten(space, row_of(obs, i))
            )
        obs, reward, *_ = envs.step(np.stack([e.get_actions()[t] for e in episodes]))
        rewards.append(reward)
    envs.close()
    np.testing.assert_array_equal(np.array(rewards).T, [e.get_rewards() for e in episodes])
    assert np.any(np.array(rewards) != 0)  # the fight went on: a comparison with bite


def test_two_player_runner_records_what_the_fight_gives() -> None:
    settings = EnvironmentSettingsMultiAgent(**RAM)
    config = configure_multi_agent(PPOConfig().debugging(seed=SEED), "triad", 2, settings)
    runner = MultiAgentEnvRunner(config=config)
    try:
        episodes = runner.sample(num_timesteps=60, random_actions=True)
    finally:
        runner.stop()
    assert [len(e) for e in episodes] == [30, 30]
    for i, episode in enumerate(episodes):
        fight = parallel_env("triad", settings)
        obs, _ = fight.reset(seed=SEED + i)
        rewards: dict[str, list[float]] = {agent: [] for agent in fight.possible_agents}
        for t in range(30):
            actions = {}
            for agent, own in episode.agent_episodes.items():
                space = fight.observation_space(agent)
                flat = spaces.flatten(space, obs[agent])
                np.testing.assert_array_equal(own.get_observations(t), flat)
                actions[agent] = own.get_actions()[t]
            obs, reward, *_ = fight.step(actions)
            for agent, own_rewards in rewards.items():
                own_rewards.append(reward[agent])
        fight.close()
        for agent, own in episode.agent_episodes.items():
            np.testing.assert_array_equal(own.get_rewards(), rewards[agent])


# Each runner registers RLlib's own "rllib-multi-agent-env-v0", and Gymnasium warns the second.
@pytest.mark.filterwarnings("ignore:.*Overriding environment rllib-multi-agent-env-v0")
def test_two_configs_of_one_game_keep_their_own_settings() -> None:
    settings = {
        ratio: EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=ratio)
        for ratio in (6, 2)
    }
    configs = {
        ratio: configure_multi_agent(PPOConfig(), "triad", 1, s) for ratio, s in settings.items()
    }
    for ratio, config in configs.items():
        runner = MultiAgentEnvRunner(config=config)
        try:
            fight = runner.env.unwrapped.envs[0].unwrapped.par_env
            assert fight.env_settings.step_ratio == ratio
        finally:
            runner.stop()


@pytest.mark.parametrize(
    ("policies", "expected"),
    [("shared", {"agent_0": "fighter", "agent_1": "fighter"}), ("per_agent", None)],
)
def test_policies_map_agents(policies: str, expected: dict[str, str] | None) -> None:
    settings = EnvironmentSettingsMultiAgent(**RAM)
    config = configure_multi_agent(PPOConfig(), "triad", 1, settings, policies=policies)
    expected = expected or {"agent_0": "agent_0", "agent_1": "agent_1"}
    assert set(config.policies) == set(expected.values())
    assert {a: config.policy_mapping_fn(a, None) for a in expected} == expected


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: configure_single_agent({}, "triad"), TypeError, "config must be an RLlib"),
        (
            lambda: configure_single_agent(PPOConfig(), "triad", 4, batch_size=2),
            ValueError,
            r"batch_size=2 does not fit RLlib.*allowed: None",
        ),
        (
            lambda: configure_single_agent(PPOConfig(), "triad", 2, autoreset_mode="same_step"),
            ValueError,
            r"autoreset_mode='same_step' does not fit RLlib.*'next_step'",
        ),
        (
            lambda: configure_single_agent(
                PPOConfig(), "triad", 1, EnvironmentSettings(**RAM, difficulty=9)
            ),
            ValueError,
            "difficulty=9",
        ),
        (
            lambda: configure_single_agent(
                PPOConfig(), "triad", 1, EnvironmentSettingsMultiAgent(**RAM)
            ),
            ValueError,
            "n_players=2 in configure_single_agent.*configure_multi_agent",
        ),
        (
            lambda: configure_multi_agent(PPOConfig(), "triad", 1, EnvironmentSettings(**RAM)),
            ValueError,
            "n_players=1 in configure_multi_agent",
        ),
        (
            lambda: configure_multi_agent(PPOConfig(), "triad", policies="both"),
            ValueError,
            r"policies='both' is not allowed; use one of \('shared', 'per_agent'\)",
        ),
        (
            lambda: configure_single_agent(PPOConfig(), "no_such_game"),
            ValueError,
            "no_such_game",
        ),
    ],
    ids=[
        "config",
        "batch_size",
        "autoreset",
        "setting",
        "two_players",
        "one_player",
        "policies",
        "game",
    ],
)
def test_bad_arguments_are_refused_by_name(call, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        call()


@pytest.mark.training
@pytest.mark.parametrize(
    "mode", [[], ["--self-play", "--env-runners", "1"]], ids=["1p", "self-play"]
)
def test_the_example_trains_an_iteration(mode: list[str], tmp_path: Path) -> None:
    # A Ray instance of its own (address "local"): with no address, ray.init joins the cluster
    # another test may have running (tests/integrations/test_ray_cluster.py's, registered in
    # /tmp/ray), which this network namespace cannot reach (GCS timeout after 300 s, seen).
    example = [str(EXAMPLE), "--iterations", "1", "--batch", "256", "--num-envs", "4"]
    example += ["--address", "local", *mode]
    command = loopback_only([sys.executable, *example])
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    done = subprocess.run(
        command,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    assert "iteration   1  env steps       256" in done.stdout, done.stdout[-2000:]
