"""Stable-Baselines3 PPO on triad frames, set up the way DIAMBRA Arena's SB3 examples are: a
settings file's ``settings`` and ``wrappers_settings`` dicts, ``load_settings_flat_dict`` and
``make_sb3_env``; the envs run in one native pool (``--num-envs``) instead of one engine each.

    pip install torch==2.13.0 ".[sb3]"     # the CPU wheel where there is one
    python examples/sb3_ppo_triad.py --steps 200000

The policy is ``MultiInputPolicy``: a CNN over the 84x84 gray frame and an MLP over the RAM keys
(flattened to ``P1_health``, ``P2_x``, ...). Prints SB3's usual log (``ep_rew_mean`` is the
health difference per episode) and, at the end, how far up the CPU ladder the greedy policy gets.
"""

from __future__ import annotations

import argparse

import numpy as np
import torch
from stable_baselines3 import PPO

from arena_vec import (
    EnvironmentSettings,
    Roles,
    SpaceTypes,
    WrappersSettings,
    load_settings_flat_dict,
)
from arena_vec.integrations.sb3 import make_sb3_env

# What a DIAMBRA settings file holds (their YAML, loaded), with this build's wrappers.
CONFIG = {
    "settings": {
        "game_id": "triad",
        "step_ratio": 6,
        "frame_shape": (84, 84, 1),
        "continue_game": 0.0,
        "action_space": "multi_discrete",
        "difficulty": 1,
    },
    "wrappers_settings": {"no_attack_buttons_combinations": True},
    "ppo_settings": {"gamma": 0.94, "learning_rate": 2.5e-4, "n_steps": 128, "batch_size": 256},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200_000)
    parser.add_argument("--num-envs", type=int, default=16)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    torch.set_num_threads(1)  # the env pool has the other core

    settings = dict(CONFIG["settings"])
    settings["action_space"] = (
        SpaceTypes.DISCRETE if settings["action_space"] == "discrete" else SpaceTypes.MULTI_DISCRETE
    )
    settings["role"] = Roles.P1
    settings = load_settings_flat_dict(EnvironmentSettings, settings)
    wrappers_settings = load_settings_flat_dict(WrappersSettings, CONFIG["wrappers_settings"])
    env, num_envs = make_sb3_env(
        settings.game_id, settings, wrappers_settings, num_envs=args.num_envs, seed=args.seed
    )
    print(f"{num_envs} envs, observation keys: {', '.join(env.observation_space.spaces)}")
    model = PPO("MultiInputPolicy", env, verbose=1, seed=args.seed, **CONFIG["ppo_settings"])
    model.learn(total_timesteps=args.steps)

    # Without continues an episode ends at the first lost fight: the stage it ended on says
    # how far up the CPU ladder the agent got (stage 1: lost the first fight).
    obs = env.reset()
    stages: list[int] = []
    while len(stages) < 32:
        action, _ = model.predict(obs, deterministic=True)
        obs, _, dones, infos = env.step(action)
        stages += [int(infos[i]["terminal_observation"]["stage"][0]) for i in np.flatnonzero(dones)]
    print(f"greedy policy, 32 episodes: mean final stage {np.mean(stages):.2f}, best {max(stages)}")
    env.close()


if __name__ == "__main__":
    main()
