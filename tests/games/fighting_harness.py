"""Helpers for the fighting-game tests: which games to test, scripted rollouts for the contract
suite, and the scripted two-player duel every game's fixture (``<game>_duel.py``) builds on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pytest

from arena_vec import _native
from arena_vec.fighting.cpu_ladder import cpu_knobs
from arena_vec.fighting.env import FightingEnv, make
from arena_vec.fighting.game_data import load_game_data
from arena_vec.fighting.games import GAMES_DIR_ENV, game_info, games_dir, is_fighting_game
from arena_vec.fighting.settings import EnvironmentSettingsMultiAgent, Roles
from arena_vec.panel import evaluate

NONE, RIGHT = 0, 5  # absolute move indices (DIAMBRA's order)
GAME_FILES = games_dir()  # the game files use_game_file's copies start from


def fighting_games() -> list[str]:
    """Every game that is both built natively and described by a game file."""
    return [name for name, _ in _native.games() if is_fighting_game(name)]


def health_max(game_id: str) -> int:
    return int(game_info(game_id).health[1])


def health_keys(game_id: str) -> tuple[str, ...]:
    """The per-player RAM keys holding one character's health each: ``health`` in a one-on-one
    game, DIAMBRA's ``health_1``.. in a team game (``health`` there is the point's)."""
    size = game_info(game_id).team_size
    return ("health",) if size == 1 else tuple(f"health_{k}" for k in range(1, size + 1))


def team_health(obs: Any, player: str, game_id: str) -> int:
    """The sum of ``player``'s characters' health in ``obs`` (DIAMBRA's reward sums over
    characters)."""
    return sum(int(np.asarray(obs[player][key]).reshape(-1)[0]) for key in health_keys(game_id))


def levels(game: str) -> list[int]:
    """The game's CPU difficulty levels, lowest first."""
    low, high = game_info(game).difficulty
    return list(range(low, high + 1))


def round_win_rates(
    game: str, policies: Sequence[str], difficulties: Sequence[int], rounds: int, seed: int = 0
) -> dict[str, dict[int, float]]:
    """Each policy's round win rate against each CPU level, over ``rounds`` rounds a cell, as the
    benchmark panel measures it (no CPU-vs-CPU matrix), on the episodes of ``seed``. A family
    name (``constant``) stands for every policy of the family."""
    result = evaluate(
        game,
        difficulties=list(difficulties),
        rounds=rounds,
        policies=list(policies),
        matrix=False,
        progress=False,
        seed=seed,
    )
    return {
        policy: {level: result.cell(policy, level).round_win_rate for level in difficulties}
        for policy in result.policies
    }


def outcomes_at_the_top(
    game: str, policies: Sequence[str], rounds: int
) -> dict[str, tuple[float, float]]:
    """Each policy's shares of rounds won and drawn against the game's top level, over ``rounds``
    rounds, as the benchmark panel measures it. A family name (``constant``) stands for every
    policy of the family."""
    top = levels(game)[-1]
    result = evaluate(
        game,
        difficulties=[top],
        rounds=rounds,
        policies=list(policies),
        matrix=False,
        progress=False,
    )
    cells = {policy: result.cell(policy, top) for policy in result.policies}
    return {policy: (c.won / c.rounds, c.drawn / c.rounds) for policy, c in cells.items()}


def drawn_at_the_top(game: str, policies: Sequence[str], rounds: int) -> dict[str, float]:
    """Each policy's share of rounds drawn against the game's top level (outcomes_at_the_top)."""
    return {p: drawn for p, (_, drawn) in outcomes_at_the_top(game, policies, rounds).items()}


@dataclass
class Trace:
    """Everything one env produced, step by step (lists aligned by step)."""

    obs: list[dict[str, Any]] = field(default_factory=list)
    rewards: list[float] = field(default_factory=list)
    terminated: list[bool] = field(default_factory=list)
    infos: list[dict[str, Any]] = field(default_factory=list)


def random_actions(space: Any, steps: int, seed: int) -> list[Any]:
    space.seed(seed)
    return [space.sample() for _ in range(steps)]


def run_single(env: Any, actions: list[Any], seed: int, options: dict | None = None) -> Trace:
    """Steps a single env through `actions`, resetting after an episode ends."""
    trace = Trace()
    obs, info = env.reset(seed=seed, options=options)
    trace.obs.append(obs)
    trace.infos.append(info)
    for action in actions:
        obs, reward, terminated, _, info = env.step(action)
        trace.obs.append(obs)
        trace.rewards.append(reward)
        trace.terminated.append(terminated)
        trace.infos.append(info)
        if terminated:
            obs, info = env.reset()
    return trace


def flat_bytes(obs: Any) -> bytes:
    """A byte string of a (nested) observation, for exact comparisons."""
    if isinstance(obs, dict):
        return b"".join(key.encode() + flat_bytes(obs[key]) for key in sorted(obs))
    return np.asarray(obs).tobytes()


def game_toml(game: str) -> Path:
    """The game file of ``game`` in the repository's configs/games."""
    return Path(__file__).resolve().parents[2] / "configs" / "games" / f"{game}.toml"


@cache
def game_data(game: str) -> dict[str, Any]:
    """The parsed, validated game file of ``game`` in the repository's configs/games, parsed
    once per process (a game file takes about 0.1 s to parse and check, and the motion and
    frame-data suites read one per case). Shared: callers read it, never change it."""
    return load_game_data(game_toml(game))


def use_game_file(
    game: str, cpu: dict[str, list[int]] | None, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Plays ``game`` from a copy of its file in ``folder`` (a new one: game files are parsed
    once per folder), with ``cpu`` as its [cpu] table."""
    text = (GAME_FILES / f"{game}.toml").read_text()
    if cpu is not None:
        rows = "".join(f"{key} = {list(values)}\n" for key, values in cpu.items())
        text = text.replace("[rules]\n", f"[cpu]\n{rows}\n[rules]\n", 1)
    folder.mkdir()
    (folder / f"{game}.toml").write_text(text)
    monkeypatch.setenv(GAMES_DIR_ENV, str(folder))


def use_top_level_knobs(
    game: str, knobs: dict[str, int], folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Plays ``game`` with its built-in CPU ladder but for ``knobs``: each one's value at the top
    level and 0 below it (use_game_file's [cpu] table, in a copy of its file in ``folder``)."""
    table = {name: list(values) for name, values in cpu_knobs(game).items()}
    for knob, value in knobs.items():
        table[knob] = [0] * (len(table[knob]) - 1) + [value]
    use_game_file(game, table, folder, monkeypatch)


def needs_native(game: str) -> pytest.MarkDecorator:
    """Skips a test when the native module is missing or lacks ``game``."""
    built = game in [name for name, _ in _native.games()]
    return pytest.mark.skipif(not built, reason=f"native {game} not built")


def native_games(games: Sequence[str], open_reasons: dict[str, str] | None = None) -> list[Any]:
    """``games`` as pytest parameters that skip a game not built natively; each game in
    ``open_reasons`` is a strict xfail naming what was measured."""
    reasons = open_reasons or {}
    return [
        pytest.param(
            game,
            marks=[needs_native(game)]
            + ([pytest.mark.xfail(reason=reasons[game], strict=True)] if game in reasons else []),
        )
        for game in games
    ]


def move_of(game: str, name: str, character: int = 0) -> tuple[int, dict]:
    """(index, table) of a character's move of ``game``, by name."""
    moves = game_data(game)["characters"][character]["moves"]
    index = next(i for i, m in enumerate(moves) if m["name"] == name)
    return index, moves[index]


class Duel:
    """Steps a 2P RAM-only env of ``game`` (agent_0 = P1 on the left, agent_1 = P2, seed 1)
    with (move, attack) pairs and keeps the last observation and info, read through the RAM
    and the documented "engine." info leaves. A game's fixture sets ``game``, the episode
    options it fixes (``options``) and how long ``approach`` idles once close
    (``settle_frames``); ``game=`` picks the game of a plain Duel, other keyword arguments
    add episode options.
    """

    game: str = ""
    options: ClassVar[dict[str, Any]] = {}
    settle_frames: ClassVar[int] = 30

    def __init__(
        self,
        first: int = 0,
        second: int = 0,
        step_ratio: int = 1,
        *,
        game: str = "",
        **options: Any,
    ) -> None:
        self.game = game or self.game
        self.env: FightingEnv = make(
            self.game, EnvironmentSettingsMultiAgent(step_ratio=step_ratio, include_frame=False)
        )
        names = self.env.game.characters
        self.obs, self.info = self.env.reset(
            seed=1,
            options={
                "characters": (names[first], names[second]),
                "role": (Roles.P1, Roles.P2),
                **self.options,
                **options,
            },
        )

    def step(self, p1: tuple[int, int] = (NONE, 0), p2: tuple[int, int] = (NONE, 0)) -> float:
        action = {"agent_0": np.array(p1), "agent_1": np.array(p2)}
        self.obs, reward, _, _, self.info = self.env.step(action)
        return reward

    def wait(
        self, frames: int, p1: tuple[int, int] = (NONE, 0), p2: tuple[int, int] = (NONE, 0)
    ) -> None:
        for _ in range(frames):
            self.step(p1, p2)

    def engine(self, key: str) -> int:
        return int(self.info["engine"][key])

    def ram(self, player: str, key: str) -> int:
        return int(np.asarray(self.obs[player][key]).reshape(-1)[0])

    def health(self, player: str) -> int:
        return self.ram(player, "health")

    def distance(self) -> int:
        return self.engine("p2_x") - self.engine("p1_x")

    def approach(self, distance: int) -> None:
        """P1 walks in until the fighters' centres are at most ``distance`` px apart, then the
        duel idles ``settle_frames`` frames."""
        for _ in range(300):
            if self.distance() <= distance:
                break
            self.step((RIGHT, 0))
        self.wait(self.settle_frames)


# Episode options a plain Duel of each game fixes (as the game's own fixture does).
DUEL_OPTIONS: dict[str, dict[str, Any]] = {"parry": {"super_art": (1, 1)}}


def duel_of(game: str, **kwargs: Any) -> Duel:
    """A plain Duel of ``game`` with the episode options its fixture fixes."""
    return Duel(game=game, **DUEL_OPTIONS.get(game, {}), **kwargs)


def attack_of(game: str, move: dict) -> int:
    """The attack index of ``game`` that presses exactly ``move``'s buttons."""
    raw = game_data(game)["game"]
    attacks = [list(entry) for entry in raw["attacks"]]
    return attacks.index(sorted(move["buttons"], key=raw["buttons"].index))
