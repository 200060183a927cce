"""The panel's play loop against a serial oracle: a cell's rounds are the rounds of its episodes
0, 1, 2, ... each played alone on a single env from the seed the runner gives it, its policy
seeing every step's latest observation; whatever the pool's size, and with other cells' envs
stepping beside it (the runner steps only the envs that play an episode)."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec.builder import make_vec
from arena_vec.fighting.games import game_info
from arena_vec.fighting.settings import EnvironmentSettings, Roles, SpaceTypes
from arena_vec.panel.rounds import Round, RoundTracker
from arena_vec.panel.runner import Job, play
from arena_vec.panel.scheduler import Cell, Scheduler
from arena_vec.policies.catalog import make_policies
from arena_vec.policies.controls import Controls
from arena_vec.policies.policy import Policy
from arena_vec.policies.seeds import episode_seed
from arena_vec.policies.view import FightView

GAME, SEED, ROUNDS, STEP_RATIO = "triad", 7, 12, 6
SETTINGS = EnvironmentSettings(
    step_ratio=STEP_RATIO,
    include_frame=False,
    action_space=SpaceTypes.MULTI_DISCRETE,
    continue_game=0.0,
    role=Roles.P1,
)
# (policy, episode options, seed key): cells at two levels, one ending its episodes early.
CELLS = [("reactive", {"difficulty": 1}, (0, 1)), ("jump_in", {"difficulty": 3}, (0, 3))]


def policies() -> dict[str, Policy]:
    chosen = make_policies(Controls(game_info(GAME)), [name for name, _, _ in CELLS])
    return {policy.name: policy for policy in chosen}


def serial_rounds(policy: Policy, options: dict, seed_key: tuple[int, ...]) -> list[Round]:
    """The cell's first ROUNDS rounds, its episodes played one after another on one env."""
    envs = make_vec(GAME, 1, env_settings=SETTINGS)
    tracker = RoundTracker(1, STEP_RATIO, game_info(GAME).timer)
    rounds: list[Round] = []
    episode = 0
    while len(rounds) < ROUNDS:
        seed = episode_seed(SEED, seed_key, episode)
        obs, info = envs.reset(seed=[seed], options=dict(options))
        tracker.start(np.arange(1), obs)
        step, ended = 0, False
        while not ended:
            view = FightView.of(obs, info, np.array([step]), np.array([seed], dtype=np.uint64))
            obs, reward, terminated, truncated, info = envs.step(policy(view))
            step += 1
            rounds += tracker.update(obs, reward, info)[1]
            ended = bool(terminated[0] or truncated[0])
        episode += 1
    envs.close()
    return rounds[:ROUNDS]


@pytest.fixture(scope="module")
def oracle() -> list[list[Round]]:
    chosen = policies()
    return [serial_rounds(chosen[name], options, key) for name, options, key in CELLS]


@pytest.mark.parametrize("num_envs", [3, 16, 64])
def test_each_cell_holds_its_episodes_rounds_as_played_alone(
    oracle: list[list[Round]], num_envs: int
) -> None:
    chosen = policies()
    cells = [Cell(name, ROUNDS) for name, _, _ in CELLS]
    envs = make_vec(GAME, num_envs, env_settings=SETTINGS)
    play(
        envs,
        Scheduler(cells, min_rounds=game_info(GAME).rounds_to_win),
        [Job(chosen[name], options, key) for name, options, key in CELLS],
        seed=SEED,
        timer_seconds=game_info(GAME).timer,
        step_ratio=STEP_RATIO,
    )
    envs.close()
    assert [cell.result() for cell in cells] == oracle
