"""Self-play symmetry of every game: fight B is fight A with its two agents exchanged (each
keeps its role, its options and its actions), so B's agent rows are A's rows exchanged, exactly
(observations and infos), and the rewards follow the agents. Every per-player setting left to
the env's draw (characters, outfits, and a game's own: parry's super_art, trio's
fighting_style) is drawn for the
agent, not for its slot, so the draws swap with the agents too."""

from __future__ import annotations

import numpy as np
import pytest
from fighting_harness import fighting_games

from arena_vec import EnvironmentSettingsMultiAgent, Roles
from arena_vec.fighting.games import STYLE_SETTINGS, game_info
from arena_vec.multiagent import make_selfplay_vec

RAM = EnvironmentSettingsMultiAgent(include_frame=False)
FIGHTS = 6  # seeds 0..5: the draws differ between the agents in most of them


def _drawn_settings(game: str) -> dict[str, tuple]:
    """Every per-player setting the env draws, as the option that leaves it to the draw:
    characters and (a game's own) per-player options left open, outfits drawn from all of the
    game's outfits (where it has more than one)."""
    info = game_info(game)
    drawn: dict[str, tuple] = {"characters": (None, None)}
    if info.outfits[1] > 1:
        drawn["outfits"] = (info.outfits[1],) * 2
    for name in STYLE_SETTINGS:
        if getattr(info, name):
            drawn[name] = (None, None)
    return drawn


def _fixed_settings(game: str) -> dict[str, tuple]:
    """The same settings, fixed (the agents' choices differ)."""
    info = game_info(game)
    fixed: dict[str, tuple] = {"characters": info.characters[:2], "outfits": (1, 1)}
    for name in STYLE_SETTINGS:
        if getattr(info, name):
            fixed[name] = tuple(getattr(info, name))
    return fixed


CASES = [
    pytest.param(game, setting, id=f"{game}-{setting}")
    for game in fighting_games()
    for setting in (*_drawn_settings(game), "all")
]


def _leaves(tree: dict) -> list[tuple[str, np.ndarray]]:
    return [
        (f"{key}.{name}" if name else key, leaf)
        for key, value in tree.items()
        if not key.startswith("_")
        for name, leaf in (_leaves(value) if isinstance(value, dict) else [("", value)])
    ]


@pytest.mark.parametrize(("game", "setting"), CASES)
def test_swapping_the_agents_swaps_the_rows(game: str, setting: str) -> None:
    """Env 2k is fight k (agent_0 plays P1), env 2k+1 the same fight with the agents exchanged;
    rows 4k, 4k+1 are fight k's agents, rows 4k+2, 4k+3 its swap's. `setting` is drawn (or
    every drawn setting: "all"), the others fixed."""
    fights = make_selfplay_vec(game, 2 * FIGHTS, env_settings=RAM, seed=0, num_threads=1)
    drawn = {key: value for key, value in _drawn_settings(game).items() if setting in (key, "all")}
    fixed = {**_fixed_settings(game), **drawn}
    swapped = {key: value[::-1] for key, value in fixed.items()}
    options = []
    for _ in range(FIGHTS):
        options.append({**fixed, "role": (Roles.P1, Roles.P2)})
        options.append({**swapped, "role": (Roles.P2, Roles.P1)})
    seeds = [k // 2 for k in range(2 * FIGHTS)]
    obs, info = fights.reset(seed=seeds, options={"env_options": options})
    fight = np.arange(4 * FIGHTS).reshape(FIGHTS, 4)[:, :2].ravel()
    swap = np.arange(4 * FIGHTS).reshape(FIGHTS, 4)[:, [3, 2]].ravel()
    for name, leaf in _leaves(info["settings"]):
        if name in drawn:  # the draws are not all alike, so the test can see them swap
            assert len({tuple(row) for row in np.asarray(leaf)[fight].tolist()}) > 1, name
    space = fights.single_action_space
    rng = np.random.default_rng(1)
    ended = np.zeros(FIGHTS, dtype=bool)
    for step in range(3000):
        live = np.repeat(~ended, 2)
        for name, leaf in (*_leaves(obs), *_leaves(info)):
            if name == "env_id":
                continue
            same = np.asarray(leaf)[swap][live] == np.asarray(leaf)[fight][live]
            assert same.all(), (game, step, name, np.asarray(leaf)[fight].tolist())
        rows = rng.integers(0, space.nvec, (FIGHTS, 2, len(space.nvec)))
        actions = np.concatenate([rows, rows[:, ::-1]], axis=1).reshape(4 * FIGHTS, -1)
        obs, reward, terminated, truncated, info = fights.step(actions)
        assert np.array_equal(reward[swap], reward[fight]), (game, step)
        assert np.array_equal(reward[fight][0::2], -reward[fight][1::2]), (game, step)
        ended |= terminated.reshape(FIGHTS, 4)[:, 0] | truncated.reshape(FIGHTS, 4)[:, 0]
        if ended.all():
            break
    assert ended.all(), f"{game}: fights still running after 3000 steps"
    fights.close()
