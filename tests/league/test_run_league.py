"""run_league: batched, deterministic whatever the pool size, the CPU ladder in order, JSON,
markdown, plot, user policies and checkpoints, and refusals naming the player or file."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from arena_vec import EnvironmentSettingsMultiAgent
from arena_vec.league import LeagueResult, run_league
from arena_vec.league.checkpoints import load_checkpoint
from arena_vec.league.plot import save_plot
from arena_vec.league.report import markdown
from arena_vec.multiagent import AgentRowsAdapter
from arena_vec.multiagent.features import Features


def test_same_result_whatever_the_pool_size() -> None:
    players = ["cpu:1", "cpu:4", "jump_in"]
    a = run_league("triad", players, 4, num_envs=3, num_threads=1, seed=5)
    b = run_league("triad", players, 4, num_envs=64, num_threads=2, seed=5)
    assert a.fights == b.fights
    assert all(sum(f["rounds"]) > 0 for f in a.fights)


def test_the_ladder_and_the_panel_are_rated() -> None:
    result = run_league("triad", ["cpu:4", "idle", "reactive"], 10, seed=0)
    order = [row["player"] for row in result.standings()]
    assert order.index("idle") == 2
    assert all(row["wins"] + row["draws"] + row["losses"] == 20 for row in result.standings())
    table = markdown(result)
    assert table.count("\n") == 4
    assert "| 3 | idle |" in table
    again = LeagueResult.from_json(result.to_json())
    assert again.standings() == result.standings()


def test_plot(tmp_path: Path) -> None:
    result = run_league("triad", ["cpu:1", "idle"], 2, seed=0)
    save_plot(result, tmp_path / "league.png")
    assert (tmp_path / "league.png").read_bytes()[:4] == b"\x89PNG"


def test_user_policies_and_checkpoints(tmp_path: Path) -> None:
    adapter = AgentRowsAdapter("triad", EnvironmentSettingsMultiAgent(include_frame=False))
    size = Features(adapter.agent_observation_space).size
    rng = np.random.default_rng(0)
    arrays = {
        "w0": rng.normal(size=(size, 16)),
        "b0": np.zeros(16),
        "move_w": rng.normal(size=(16, 9)),
        "move_b": np.zeros(9),
        "attack_w": rng.normal(size=(16, 8)),
        "attack_b": np.zeros(8),
    }
    np.savez(tmp_path / "net.npz", **arrays)
    policy = load_checkpoint(tmp_path / "net.npz", adapter)
    calls = []

    def forward(obs: dict) -> np.ndarray:
        calls.append(len(obs["own"]["x"]))
        return np.tile([5, 2], (len(obs["own"]["x"]), 1))

    result = run_league(
        "triad",
        ["net", "forward", "cpu:2"],
        2,
        policies={"forward": forward},
        checkpoints={"net": tmp_path / "net.npz"},
        seed=0,
    )
    assert len(result.fights) == 6
    assert calls
    np.savez(tmp_path / "short.npz", **{k: v for k, v in arrays.items() if k != "move_b"})
    with pytest.raises(ValueError, match=r"short.npz: missing arrays \['move_b'\]"):
        load_checkpoint(tmp_path / "short.npz", adapter)
    np.savez(tmp_path / "wide.npz", **{**arrays, "w0": np.zeros((size + 1, 16))})
    with pytest.raises(ValueError, match=f"w0 takes {size + 1} features"):
        load_checkpoint(tmp_path / "wide.npz", adapter)
    with pytest.raises(ValueError, match="cannot be read"):
        load_checkpoint(tmp_path / "missing.npz", adapter)
    assert policy.features.size == size


def test_bad_players() -> None:
    with pytest.raises(ValueError, match="player 'nobody' is not registered"):
        run_league("triad", ["cpu:1", "nobody"], 2)
    with pytest.raises(ValueError, match="more than once"):
        run_league("triad", ["cpu:1", "cpu:1"], 2)
    with pytest.raises(ValueError, match=r"cpu:1\.\.cpu:4"):
        run_league("triad", ["cpu:0", "cpu:1"], 2)
