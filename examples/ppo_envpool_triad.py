"""PPO (PyTorch) on Triad-v0 frames, written as EnvPool's users write it: CleanRL's
``ppo_atari_envpool.py`` with one import changed (``from arena_vec import envpool``).

The envs are EnvPool's Atari setup over a fighting game: old gym's API (``env_type="gym"``),
4 stacked 84x84 gray frames channel-first, Discrete(16) actions (DIAMBRA's discrete set), a
lost round as a lost life (``episodic_life``) and the reward's sign (``reward_clip``). Episode
returns are counted from ``info["reward"]`` (unclipped) and reset on ``info["terminated"]``
(the whole run's end), as CleanRL does for Atari.

    python examples/ppo_envpool_triad.py --total-timesteps 2000000
    python examples/ppo_envpool_triad.py --num-envs 4 --num-steps 32 --total-timesteps 256
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import torch
from cleanrl_args import parse, ppo_parser
from torch import nn, optim
from torch.distributions.categorical import Categorical

from arena_vec import envpool


def parse_args() -> argparse.Namespace:
    parser = ppo_parser(__doc__.split("\n\n")[0])
    parser.add_argument(
        "--torch-threads", type=int, default=1, help="torch's own threads (the pool has its own)"
    )
    return parse(parser)


class EpisodeStatistics:
    """CleanRL's RecordEpisodeStatistics for EnvPool: whole-run returns from info["reward"]."""

    def __init__(self, num_envs: int) -> None:
        self.returns = np.zeros(num_envs, np.float32)
        self.lengths = np.zeros(num_envs, np.int32)

    def update(self, info: dict) -> list[tuple[float, int]]:
        self.returns += info["reward"]
        self.lengths += 1
        ended = info["terminated"].astype(bool) | info["TimeLimit.truncated"]
        finished = list(
            zip(self.returns[ended].tolist(), self.lengths[ended].tolist(), strict=True)
        )
        self.returns[ended] = 0
        self.lengths[ended] = 0
        return finished


def layer_init(layer: nn.Module, std: float = np.sqrt(2), bias: float = 0.0) -> nn.Module:
    nn.init.orthogonal_(layer.weight, std)
    nn.init.constant_(layer.bias, bias)
    return layer


class Agent(nn.Module):
    """The Nature-DQN torso with an actor and a critic head (CleanRL's Atari agent)."""

    def __init__(self, stack: int, actions: int) -> None:
        super().__init__()
        self.network = nn.Sequential(
            layer_init(nn.Conv2d(stack, 32, 8, stride=4)),
            nn.ReLU(),
            layer_init(nn.Conv2d(32, 64, 4, stride=2)),
            nn.ReLU(),
            layer_init(nn.Conv2d(64, 64, 3, stride=1)),
            nn.ReLU(),
            nn.Flatten(),
            layer_init(nn.Linear(64 * 7 * 7, 512)),
            nn.ReLU(),
        )
        self.actor = layer_init(nn.Linear(512, actions), std=0.01)
        self.critic = layer_init(nn.Linear(512, 1), std=1)

    def get_value(self, x: torch.Tensor) -> torch.Tensor:
        return self.critic(self.network(x / 255.0))

    def get_action_and_value(self, x: torch.Tensor, action: torch.Tensor | None = None):
        hidden = self.network(x / 255.0)
        probs = Categorical(logits=self.actor(hidden))
        if action is None:
            action = probs.sample()
        return action, probs.log_prob(action), probs.entropy(), self.critic(hidden)


def main() -> None:
    args = parse_args()
    rng = np.random.default_rng(args.seed)
    torch.manual_seed(args.seed)
    torch.backends.cudnn.deterministic = True
    torch.set_num_threads(args.torch_threads)
    envs = envpool.make(
        args.env_id,
        env_type="gym",
        num_envs=args.num_envs,
        episodic_life=True,
        reward_clip=True,
        seed=args.seed,
    )
    stats = EpisodeStatistics(args.num_envs)
    stack = envs.observation_space.shape[0]
    agent = Agent(stack, int(envs.action_space.n))
    optimizer = optim.Adam(agent.parameters(), lr=args.learning_rate, eps=1e-5)

    obs = torch.zeros((args.num_steps, args.num_envs, *envs.observation_space.shape))
    actions = torch.zeros((args.num_steps, args.num_envs))
    logprobs = torch.zeros((args.num_steps, args.num_envs))
    rewards = torch.zeros((args.num_steps, args.num_envs))
    dones = torch.zeros((args.num_steps, args.num_envs))
    values = torch.zeros((args.num_steps, args.num_envs))

    global_step = 0
    start = time.time()
    next_obs = torch.Tensor(envs.reset())
    next_done = torch.zeros(args.num_envs)
    for update in range(1, args.num_updates + 1):
        frac = 1.0 - (update - 1.0) / args.num_updates
        optimizer.param_groups[0]["lr"] = frac * args.learning_rate
        finished: list[tuple[float, int]] = []
        for step in range(args.num_steps):
            global_step += args.num_envs
            obs[step] = next_obs
            dones[step] = next_done
            with torch.no_grad():
                action, logprob, _, value = agent.get_action_and_value(next_obs)
                values[step] = value.flatten()
            actions[step] = action
            logprobs[step] = logprob
            next_obs, reward, done, info = envs.step(action.cpu().numpy().astype(np.int32))
            finished += stats.update(info)
            rewards[step] = torch.tensor(reward).view(-1)
            next_obs, next_done = torch.Tensor(next_obs), torch.Tensor(done.astype(np.float32))

        with torch.no_grad():  # GAE
            next_value = agent.get_value(next_obs).reshape(1, -1)
            advantages = torch.zeros_like(rewards)
            lastgaelam = 0
            for t in reversed(range(args.num_steps)):
                if t == args.num_steps - 1:
                    nextnonterminal, nextvalues = 1.0 - next_done, next_value
                else:
                    nextnonterminal, nextvalues = 1.0 - dones[t + 1], values[t + 1]
                delta = rewards[t] + args.gamma * nextvalues * nextnonterminal - values[t]
                lastgaelam = delta + args.gamma * args.gae_lambda * nextnonterminal * lastgaelam
                advantages[t] = lastgaelam
            returns = advantages + values

        b_obs = obs.reshape((-1, *envs.observation_space.shape))
        b_logprobs, b_actions = logprobs.reshape(-1), actions.reshape(-1)
        b_advantages, b_returns = advantages.reshape(-1), returns.reshape(-1)
        b_inds = np.arange(args.batch_size)
        for _ in range(args.update_epochs):
            rng.shuffle(b_inds)
            for begin in range(0, args.batch_size, args.minibatch_size):
                mb = b_inds[begin : begin + args.minibatch_size]
                _, newlogprob, entropy, newvalue = agent.get_action_and_value(
                    b_obs[mb], b_actions.long()[mb]
                )
                ratio = (newlogprob - b_logprobs[mb]).exp()
                mb_adv = b_advantages[mb]
                mb_adv = (mb_adv - mb_adv.mean()) / (mb_adv.std() + 1e-8)
                pg_loss = torch.max(
                    -mb_adv * ratio,
                    -mb_adv * torch.clamp(ratio, 1 - args.clip_coef, 1 + args.clip_coef),
                ).mean()
                v_loss = 0.5 * ((newvalue.view(-1) - b_returns[mb]) ** 2).mean()
                loss = pg_loss - args.ent_coef * entropy.mean() + v_loss * args.vf_coef
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), args.max_grad_norm)
                optimizer.step()

        mean_return = np.mean([r for r, _ in finished]) if finished else float("nan")
        print(
            f"update {update}/{args.num_updates} step {global_step} loss {loss.item():.4f} "
            f"runs finished {len(finished)} mean return {mean_return:.1f} "
            f"SPS {int(global_step / (time.time() - start))}",
            flush=True,
        )
    envs.close()


if __name__ == "__main__":
    main()
