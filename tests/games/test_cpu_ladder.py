"""The CPU ladder is data the kit reads (native/games/fight/cpu_ladder.h): each game has a
built-in ladder, and an optional ``[cpu]`` table in its game file replaces it, every knob (and
the game's own per-level knobs) a list of one value per difficulty level. A ``[cpu]`` table
holding the built-in values plays exactly as the built-in ladder (each knob lands in its own
field); one changed value changes the play; a bad table is refused naming the file, the table,
the knob and what is allowed."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import numpy as np
import pytest
from fighting_harness import fighting_games, use_game_file

from arena_vec.fighting import games
from arena_vec.fighting.cpu_ladder import cpu_knobs
from arena_vec.fighting.env import make
from arena_vec.fighting.settings import EnvironmentSettings

GAMES = fighting_games()
# Games whose footsies is the knob's alone (without the cpu_footsies rule, which plays it at every
# level: triad, tagduo and trio).
FOOTSIES_BY_KNOB = [game for game in ("parry", "ronin", "tower") if game in GAMES]


def _play_digest(game: str, steps: int = 300, difficulties: range | None = None) -> str:
    """The digest of autoplay's RAM observations at every difficulty (or ``difficulties``; the
    CPU plays both sides), ``steps`` steps each."""
    digest = hashlib.sha256()
    low, high = games.game_info(game).difficulty
    for difficulty in difficulties or range(low, high + 1):
        settings = EnvironmentSettings(include_frame=False, autoplay=True, difficulty=difficulty)
        env = make(game, settings)
        obs, _ = env.reset(seed=3)
        for _ in range(steps):
            obs, _, terminated, truncated, _ = env.step(env.get_no_op_action())
            for key in sorted(obs):
                leaves = obs[key] if isinstance(obs[key], dict) else {key: obs[key]}
                for leaf in sorted(leaves):
                    digest.update(np.asarray(leaves[leaf]).tobytes())
            if terminated or truncated:
                break
        env.close()
    return digest.hexdigest()


@pytest.mark.parametrize("game", GAMES)
def test_a_cpu_table_of_the_built_in_values_plays_as_the_built_in_ladder(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The spec's tables (cpu_knobs) name every knob of the built-in ladder in its own field:
    # written back as a [cpu] table they play the same, and the spec reads the table back.
    use_game_file(game, None, tmp_path / "built_in", monkeypatch)
    built_in, table = _play_digest(game), {k: list(v) for k, v in cpu_knobs(game).items()}
    use_game_file(game, table, tmp_path / "same", monkeypatch)
    assert _play_digest(game) == built_in
    assert cpu_knobs(game) == {k: tuple(v) for k, v in table.items()}
    changed = {**table, "aggression": [255] * len(table["aggression"])}
    use_game_file(game, changed, tmp_path / "changed", monkeypatch)
    assert _play_digest(game) != built_in
    assert cpu_knobs(game)["aggression"] == tuple(changed["aggression"])


def test_cpu_knobs_refuses_a_game_that_is_not_a_fighting_game() -> None:
    with pytest.raises(ValueError, match=r"game_id='cartpole' is invalid: allowed \['parry'"):
        cpu_knobs("cartpole")


@pytest.mark.parametrize("game", FOOTSIES_BY_KNOB)
def test_the_footsies_knob_plays_footsies_at_its_levels_only(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # game_data.h's plays_footsies: the rule at every level, else the level's knob.
    table = {k: list(v) for k, v in cpu_knobs(game).items()}
    levels = len(table["aggression"])
    below, top = range(1, levels), range(levels, levels + 1)
    use_game_file(game, table, tmp_path / "off", monkeypatch)
    off = _play_digest(game, difficulties=below), _play_digest(game, difficulties=top)
    footsies = [0] * (levels - 1) + [1]
    use_game_file(game, {**table, "footsies": footsies}, tmp_path / "top", monkeypatch)
    assert _play_digest(game, difficulties=below) == off[0]
    assert _play_digest(game, difficulties=top) != off[1]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            {"react": [70, 140, 205]},
            (
                "[cpu]: field 'react' must be a list of 8 ints (one per difficulty level), "
                "got [70, 140, 205]"
            ),
        ),
        (
            {"reaction": [40, 17, 13, 10, 9, 8, 8, 8]},
            "[cpu]: field 'reaction' has 40, outside [0, 31]",
        ),
        (
            {"combo": [30, 90, 160, 256, 0, 0, 0, 0]},
            "[cpu]: field 'combo' has 256, outside [0, 255]",
        ),
        (
            {"patience": [0, 0, 0, 0, 0, 0, 0, -1]},
            "[cpu]: field 'patience' has -1, outside [0, 255]",
        ),
        (
            {"footsies": [0, 0, 0, 0, 1, 1, 1, 2]},
            "[cpu]: field 'footsies' has 2, outside [0, 1]",
        ),
        (
            {"caution": [0, 0, 0, 0, 0, 0, 0, 3]},
            "[cpu]: field 'caution' has 3, outside [0, 2]",
        ),
        ({"input_read": None}, "[cpu]: field 'input_read' must be a list of 8 ints"),
        (
            {"input_read": [0, 0, 0, 0, 0, 0, 6, 8]},
            (
                "[cpu]: field 'input_read' has 8 at level 8, not sooner than its reaction (8); "
                "allowed: 0 (no input read) or 1..7"
            ),
        ),
        ({"meter_planned": None}, "[cpu]: field 'meter_planned' must be a list of 8 ints"),
        ({"mash_chance": [1, 2, 3, 4, 5, 6, 7, 8]}, "[cpu]: unknown field(s) mash_chance"),
    ],
)
def test_a_bad_cpu_table_is_refused_naming_the_knob(
    change: dict[str, list[int] | None],
    message: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if "parry" not in GAMES:
        pytest.skip("parry is not built")
    cpu = {**{k: list(v) for k, v in cpu_knobs("parry").items()}, **change}
    use_game_file(
        "parry", {k: v for k, v in cpu.items() if v is not None}, tmp_path / "bad", monkeypatch
    )
    with pytest.raises(ValueError, match=re.escape(message)):
        make("parry", EnvironmentSettings(include_frame=False)).close()
