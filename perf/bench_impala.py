"""Throughput of training loops on triad (RAM observations, step_ratio 6, difficulty 1), env
steps per second with learning included, side by side in one run:

- IMPALA (examples/impala_jax_triad.py), async: 64 envs, batches of 32, policy per batch on the
  host while the pool steps the other 32;
- the same IMPALA loop in sync mode: 32 envs, every step waits for all of them;
- both again with native RGB frames rendered at each step (the policy still reads the RAM): an
  env step that costs more than the loop's own work per batch;
- PPO (examples/ppo_jax_fight.py's setting), sync: 32 envs, rollouts of 128 inside jax.jit.

    python perf/bench_impala.py             # 5 interleaved repeats of 15 s each (~7 min)

Writes perf/results/impala.json.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from pathlib import Path

import jax
import jax.numpy as jnp
from harness import host_info, interleaved, ratio_text, write_json

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

import impala_jax_triad as impala
from ppo_jax import initial_carry, make_update
from ppo_jax_fight import CONFIG, learner

import arena_vec
from arena_vec.jax import JaxEnv

RESULTS = Path(__file__).parent / "results"


def impala_rate(cfg: impala.Config, seconds: float) -> float:
    return impala.run(cfg, 1, 10**12, 0, seconds=seconds, log=False)["steps_per_s"]


def ppo_loop(seconds: float):
    setup = learner("triad", difficulty=1)
    cfg = CONFIG._replace(reward_scale=setup.reward_scale)
    envs = arena_vec.make_vec("triad", cfg.num_envs, seed=0, env_settings=setup.settings)
    env = JaxEnv(envs)
    update = make_update(env, setup.policy, cfg, total_updates=10**6)
    carry = initial_carry(env, setup.policy, cfg, 0, inputs=setup.inputs)
    carry, _ = update(carry, jnp.float32(0))  # compiles
    jax.block_until_ready(carry.params)

    def measure() -> float:
        nonlocal carry
        updates, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            carry, _ = update(carry, jnp.float32(updates))
            jax.block_until_ready(carry.params)
            updates += 1
        return updates * cfg.num_envs * cfg.rollout / (time.perf_counter() - start)

    return measure, env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    impala_cfgs = {
        "impala async 64/32": impala.Config(num_envs=64, batch_size=32),
        "impala sync 32": impala.Config(num_envs=32, batch_size=32),
        "impala async 64/32, frames": impala.Config(num_envs=64, batch_size=32, frames=True),
        "impala sync 32, frames": impala.Config(num_envs=32, batch_size=32, frames=True),
    }  # fmt: skip
    for cfg in impala_cfgs.values():  # compile each learner once, outside the timing
        impala.run(cfg, 1, 10**12, 0, seconds=3.0, log=False)
    ppo_measure, ppo_env = ppo_loop(args.seconds)
    runs = {
        name: functools.partial(impala_rate, cfg, args.seconds) for name, cfg in impala_cfgs.items()
    }
    results = interleaved({**runs, "ppo sync 32 (jit rollout)": ppo_measure}, args.repeats)
    ppo_env.close()
    for name, summary in results.items():
        print(f"{name:28s} {summary['median']:>10,.0f} steps/s "
              f"({summary['min']:,.0f}-{summary['max']:,.0f})")  # fmt: skip
    base = results["ppo sync 32 (jit rollout)"]
    print("impala async / ppo sync:", ratio_text(results["impala async 64/32"], base))
    for variant in ("", ", frames"):
        print(f"impala async / impala sync{variant}:",
              ratio_text(results[f"impala async 64/32{variant}"], results[f"impala sync 32{variant}"]))  # fmt: skip
    write_json(
        RESULTS / "impala.json",
        {"host": host_info(), "seconds": args.seconds, "repeats": args.repeats, "results": results},
    )


if __name__ == "__main__":
    main()
