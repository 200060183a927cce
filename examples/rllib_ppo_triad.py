"""RLlib PPO on triad's RAM observation: each EnvRunner steps one native pool of ``--num-envs``
envs (``configure_single_agent``), or, with ``--self-play``, one policy plays both sides of
2-player fights (``configure_multi_agent``).

    pip install torch==2.13.0 ".[rllib]"     # the CPU wheel where there is one
    python examples/rllib_ppo_triad.py --iterations 20
    python examples/rllib_ppo_triad.py --self-play --iterations 20

Prints, per training iteration, the env steps sampled so far, the mean return of the episodes
that ended (the health difference summed over the run; none may end in a short iteration, an
episode being a whole arcade run) and the time. ``--address`` joins a running Ray cluster
instead of starting a local one.
"""

from __future__ import annotations

import argparse
import time

import ray
from ray.rllib.algorithms.ppo import PPOConfig

from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent
from arena_vec.integrations.rllib import configure_multi_agent, configure_single_agent

RAM = {"include_frame": False, "step_ratio": 6}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=20)
    parser.add_argument("--num-envs", type=int, default=16, help="envs (or fights) per runner")
    parser.add_argument("--env-runners", type=int, default=0, help="0: sample in the driver")
    parser.add_argument("--batch", type=int, default=4096, help="env steps per iteration")
    parser.add_argument("--self-play", action="store_true")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--address", default=None, help="a Ray cluster to join")
    args = parser.parse_args()

    ray.init(address=args.address, include_dashboard=False, log_to_driver=False)
    config = (
        PPOConfig()
        .env_runners(num_env_runners=args.env_runners)
        .training(train_batch_size_per_learner=args.batch, minibatch_size=256, num_epochs=4)
        .debugging(seed=args.seed)
    )
    if args.self_play:
        settings = EnvironmentSettingsMultiAgent(**RAM)
        configure_multi_agent(config, "triad", args.num_envs, settings, policies="shared")
    else:
        settings = EnvironmentSettings(**RAM, difficulty=1, continue_game=0.0)
        configure_single_agent(config, "triad", args.num_envs, settings)
    algo = config.build_algo()
    start = time.perf_counter()
    for iteration in range(1, args.iterations + 1):
        result = algo.train()
        runners = result["env_runners"]
        print(
            f"iteration {iteration:3d}  env steps {int(runners['num_env_steps_sampled_lifetime']):>9,}"
            f"  episode return {runners.get('episode_return_mean', float('nan')):7.1f}"
            f"  {time.perf_counter() - start:6.1f} s",
            flush=True,
        )
    algo.stop()
    ray.shutdown()


if __name__ == "__main__":
    main()
