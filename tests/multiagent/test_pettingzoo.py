"""PettingZoo: the ParallelEnv passes PettingZoo's parallel_api_test and seed test, the AEC env
(PettingZoo's converter) its api_test; each agent has its own role-relative view and reward;
bad actions name the agent."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec import EnvironmentSettingsMultiAgent, Roles

pettingzoo_test = pytest.importorskip("pettingzoo.test")
from arena_vec.multiagent.markov import MarkovGameEnv
from arena_vec.multiagent.parallel import aec_env, parallel_env

RAM = EnvironmentSettingsMultiAgent(include_frame=False)


GAMES = ["triad", "parry", "ronin", "tower", "tagduo", "trio"]


@pytest.mark.parametrize("game", GAMES)
def test_parallel_api_test(game: str) -> None:
    pettingzoo_test.parallel_api_test(parallel_env(game, RAM), num_cycles=3000)


@pytest.mark.parametrize("game", GAMES)
def test_parallel_seed_test(game: str) -> None:
    pettingzoo_test.parallel_seed_test(lambda: parallel_env(game, RAM))


# Observations are DIAMBRA's Dict (frame, RAM keys), which api_test only warns about.
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Action space for each agent probably should be")
@pytest.mark.parametrize("game", GAMES)
def test_aec_api_test(game: str) -> None:
    pettingzoo_test.api_test(aec_env(game, RAM), num_cycles=500)


def test_each_agent_sees_its_own_fighter_and_reward() -> None:
    env = parallel_env("triad", RAM)
    obs, infos = env.reset(
        seed=0, options={"role": (Roles.P2, Roles.P1), "characters": ("Vex", "Lumi")}
    )
    names = env._vec.adapter.game_info.characters
    assert names[obs["agent_0"]["own"]["character"]] == "Vex"
    assert names[obs["agent_1"]["own"]["character"]] == "Lumi"
    assert obs["agent_0"]["own"]["side"] == 1
    assert obs["agent_1"]["own"]["side"] == 0
    assert infos["agent_0"]["settings"]["role"].tolist() == [1, 0]
    total = 0.0
    while env.agents:
        # agent_0 (P2, on the right) walks Left to an idle agent_1, then punches.
        close = obs["agent_0"]["own"]["x"][0] - obs["agent_0"]["opp"]["x"][0] < 30
        action = np.array([0, 2]) if close else np.array([1, 0])
        obs, rewards, terminations, _truncations, infos = env.step(
            {"agent_0": action, "agent_1": np.array([0, 0])}
        )
        assert rewards["agent_0"] == -rewards["agent_1"]
        total += rewards["agent_0"]
    assert terminations == {"agent_0": True, "agent_1": True}
    assert total > 0
    with pytest.raises(RuntimeError, match="reset"):
        env.step({"agent_0": 0, "agent_1": 0})
    # Options persist: the next fight keeps the characters.
    obs, _ = env.reset()
    assert names[obs["agent_0"]["own"]["character"]] == "Vex"
    env.close()


def test_bad_actions_and_options() -> None:
    env = parallel_env("triad", RAM)
    env.reset(seed=0)
    with pytest.raises(ValueError, match=r"exactly one action for each live agent"):
        env.step({"agent_0": np.array([0, 0])})
    with pytest.raises(ValueError, match=r"actions\['agent_1'\]\[1\] = 9 is out of range"):
        env.step({"agent_0": np.array([0, 0]), "agent_1": np.array([0, 9])})
    with pytest.raises(ValueError, match="agent='agent_2' is not an agent"):
        env.observation_space("agent_2")
    with pytest.raises(ValueError, match="characters"):
        env.reset(options={"characters": ("Nobody", "Vex")})
    obs, *_ = env.step({"agent_0": np.array([0, 0]), "agent_1": np.array([0, 0])})
    assert set(obs) == {"agent_0", "agent_1"}
    env.close()


def test_markov_game_lists() -> None:
    env = MarkovGameEnv("triad", RAM)
    observations = env.reset(seed=1)
    assert len(observations) == 2
    assert env.n_agents == 2
    assert all(
        space.contains(o) for space, o in zip(env.observation_space, observations, strict=True)
    )
    dones = [False, False]
    while not all(dones):
        observations, rewards, dones, infos = env.step([np.array([5, 1]), np.array([1, 1])])
        assert rewards[0] == -rewards[1]
        assert len(infos) == 2
    with pytest.raises(ValueError, match="one per agent"):
        env.step([np.array([0, 0])])
    with pytest.raises(TypeError, match="one action per agent"):
        env.step({"agent_0": 0})
    env.close()
