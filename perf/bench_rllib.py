"""RLlib's sampling of triad (RAM, step_ratio 6), env steps per second, side by side in one run:

- ``arena_vec pool``: ``configure_single_agent``, RLlib's ``vector_entry_point`` mode: the
  EnvRunner's 16 envs are one native pool;
- ``gymnasium sync``: RLlib's default ``sync`` mode over the same registered env: Gymnasium's
  ``SyncVectorEnv`` of 16 single arena_vec envs, stepped one after another in Python.

Each sample is ``SingleAgentEnvRunner.sample`` with the untrained default PPO module acting
(``explore=True``), in this process (no Ray workers). Median and range of interleaved repeats.

    python perf/bench_rllib.py            # 5 repeats of 4096 env steps each (~1 min)

Writes perf/results/rllib.json.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import torch
from harness import host_info, interleaved, ratio_text, write_json
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.env.single_agent_env_runner import SingleAgentEnvRunner

from arena_vec import EnvironmentSettings
from arena_vec.integrations.rllib import configure_single_agent

RESULTS = Path(__file__).parent / "results"
SETTINGS = EnvironmentSettings(include_frame=False, step_ratio=6, difficulty=1)
NUM_ENVS = 16


def sampler(mode: str, steps: int):
    config = configure_single_agent(PPOConfig().debugging(seed=0), "triad", NUM_ENVS, SETTINGS)
    if mode == "gymnasium sync":
        config.env_runners(gym_env_vectorize_mode="sync")
    runner = SingleAgentEnvRunner(config=config)
    runner.sample(num_timesteps=NUM_ENVS * 8)  # builds what the first sample builds

    def measure() -> float:
        start = time.perf_counter()
        runner.sample(num_timesteps=steps)
        return steps / (time.perf_counter() - start)

    return measure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--steps", type=int, default=4096)
    args = parser.parse_args()
    torch.set_num_threads(1)
    modes = ("arena_vec pool", "gymnasium sync")
    results = interleaved({mode: sampler(mode, args.steps) for mode in modes}, args.repeats)
    for mode, summary in results.items():
        print(
            f"{mode:15s} {summary['median']:9,.0f} env steps/s "
            f"(range {summary['min']:,.0f}-{summary['max']:,.0f})"
        )
    print("pool / sync:", ratio_text(results["arena_vec pool"], results["gymnasium sync"]))
    write_json(
        RESULTS / "rllib.json",
        {"host": host_info(), "num_envs": NUM_ENVS, "steps": args.steps, "results": results},
    )


if __name__ == "__main__":
    main()
