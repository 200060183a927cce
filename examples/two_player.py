"""Two agents against each other (self-play style): a Dict action space with agent_0/agent_1,
one stage per episode, reward from agent_0's view (agent_1's is its negative).

    python examples/two_player.py
"""

from __future__ import annotations

import arena_vec
from arena_vec import EnvironmentSettingsMultiAgent, SpaceTypes


def main() -> None:
    settings = EnvironmentSettingsMultiAgent(
        frame_shape=(84, 84, 1),
        action_space=(SpaceTypes.DISCRETE, SpaceTypes.MULTI_DISCRETE),
        characters=("Kestrel", "Brannoc"),
        outfits=(1, 3),
    )
    env = arena_vec.make("triad", settings)
    print("actions:", env.action_space)
    obs, _ = env.reset(seed=7)
    returns = {"agent_0": 0.0, "agent_1": 0.0}
    while True:
        obs, reward, terminated, truncated, _info = env.step(env.action_space.sample())
        returns["agent_0"] += reward
        returns["agent_1"] -= reward
        if terminated or truncated:
            break
    print(
        f"stage over: wins P1={obs['P1']['wins'][0]} P2={obs['P2']['wins'][0]}; returns {returns}"
    )
    env.close()


if __name__ == "__main__":
    main()
