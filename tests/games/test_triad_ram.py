"""triad's RAM extras (configs/games/triad.toml [[game.player_extras]]) follow the fight, the
engine refuses a game file whose extras differ from what it writes, and a round's end is shown
for one step (K.O. and victory poses, the loser clear of the winner) before the next round."""

from __future__ import annotations

import numpy as np
import pytest
from fighting_harness import game_data
from triad_duel import (
    DOWN,
    DOWN_LEFT,
    DOWN_RIGHT,
    HEALTH,
    HOLD,
    KICK,
    LEFT,
    NONE,
    PUNCH,
    RIGHT,
    THROW,
    UP,
    Duel,
    needs_native,
)

from arena_vec.fighting.settings import EnvironmentSettings, EnvironmentSettingsMultiAgent, Roles

STANDING, CROUCHING, AIRBORNE = 0, 1, 2
IDLE, WALK, JUMP, ATTACK, KO, VICTORY = 0, 1, 3, 4, 13, 14
NO_KIND, STRIKE, PROJECTILE, THROW_KIND, HOLD_KIND = 0, 1, 2, 3, 4
LEVELS = {"high": 1, "mid": 2, "low": 3, "overhead": 4}


def _extra(duel: Duel, player: str, key: str) -> int:
    return int(np.asarray(duel.obs[player][key]).reshape(-1)[0])


@needs_native
def test_extras_show_position_posture_guard_and_state() -> None:
    duel = Duel()
    duel.step()
    for player, prefix in (("P1", "p1"), ("P2", "p2")):
        assert _extra(duel, player, "x") == duel.engine(f"{prefix}_x")
        assert _extra(duel, player, "y") == 0
        assert _extra(duel, player, "stance") == STANDING
        assert _extra(duel, player, "state") == IDLE
        assert _extra(duel, player, "guard") == 0
        assert _extra(duel, player, "projectile_x") == -1
    duel.step((LEFT, 0))  # P1 faces right: Left is back, a standing guard
    assert (_extra(duel, "P1", "state"), _extra(duel, "P1", "guard")) == (WALK, 1)
    duel.step((DOWN_LEFT, 0))
    assert (_extra(duel, "P1", "stance"), _extra(duel, "P1", "guard")) == (CROUCHING, 2)
    heights = []
    for _ in range(40):
        duel.step((UP, 0))
        if _extra(duel, "P1", "stance") == AIRBORNE:
            heights.append(_extra(duel, "P1", "y"))
            assert _extra(duel, "P1", "y") == duel.engine("p1_y")
    assert max(heights) > 20
    assert _extra(duel, "P2", "y") == 0


@needs_native
def test_move_extras_give_phase_kind_and_level() -> None:
    jab = game_data("triad")["characters"][0]["moves"][0]
    duel = Duel()
    duel.step((NONE, PUNCH))
    seen = []
    while duel.engine("p1_move") == 0:
        seen.append(
            (
                _extra(duel, "P1", "move_phase"),
                _extra(duel, "P1", "move_kind"),
                _extra(duel, "P1", "move_level"),
            )
        )
        assert _extra(duel, "P1", "state") == ATTACK
        duel.step()
    assert {kind for _, kind, _ in seen} == {STRIKE}
    assert {level for *_, level in seen} == {LEVELS[jab["level"]]}
    phases = [phase for phase, *_ in seen]
    assert phases == sorted(phases)
    assert phases.count(2) == jab["active"]
    assert (_extra(duel, "P1", "move_phase"), _extra(duel, "P1", "move_kind")) == (0, NO_KIND)
    for attack, kind in ((THROW, THROW_KIND), (HOLD, HOLD_KIND)):
        duel = Duel()
        duel.step((NONE, attack))
        assert _extra(duel, "P1", "move_kind") == kind
        assert _extra(duel, "P1", "move_level") == 0  # throws and holds hit no height
        assert _extra(duel, "P2", "move_kind") == NO_KIND


def _projectile_character() -> tuple[int, int]:
    """(character, attack) of the first character with a quarter-circle-forward projectile."""
    for c, character in enumerate(game_data("triad")["characters"]):
        for move in character["moves"]:
            if move["kind"] == "projectile" and move.get("motion") == "qcf":
                return c, [None, "Hold", "Punch", "Kick"].index(move["buttons"][0])
    pytest.skip("no character throws a quarter-circle projectile")


@needs_native
def test_projectile_x_follows_the_projectile_of_its_owner() -> None:
    character, attack = _projectile_character()
    duel = Duel(first=character)
    for direction in (DOWN, DOWN_RIGHT):
        duel.step((direction, 0))
    duel.step((RIGHT, attack))
    path = []
    for _ in range(60):
        duel.step()
        assert _extra(duel, "P2", "projectile_x") == -1
        if _extra(duel, "P1", "projectile_x") >= 0:
            path.append(_extra(duel, "P1", "projectile_x"))
    assert len(path) > 2
    assert path == sorted(path)  # P1 throws it to the right, towards P2
    assert path[0] > duel.engine("p1_x")


@needs_native
def test_round_end_is_shown_for_one_step_then_the_next_round_starts() -> None:
    duel = Duel(step_ratio=6)
    for _ in range(2000):
        near = duel.engine("p2_x") - duel.engine("p1_x") <= 40
        duel.step((NONE, KICK) if near else (RIGHT, 0))
        if duel.info["round_done"]:
            break
    assert duel.info["round_done"]
    assert duel.health("P2") == 0
    assert (_extra(duel, "P1", "state"), _extra(duel, "P2", "state")) == (VICTORY, KO)
    assert _extra(duel, "P2", "x") - _extra(duel, "P1", "x") >= 48  # lying clear of the winner
    assert int(duel.obs["P1"]["wins"][0]) == 1
    duel.step()
    assert not duel.info["round_done"]
    assert duel.health("P1") == duel.health("P2") == HEALTH
    assert (_extra(duel, "P1", "state"), _extra(duel, "P2", "state")) == (IDLE, IDLE)
    assert int(duel.obs["timer"][0]) == 40


@needs_native
def test_round_end_at_a_wall_is_mirror_symmetric() -> None:
    """A fighter guarding in the corner is swept out: it lies against the wall and the winner
    steps back to stay clear of it, in a mirrored match exactly mirrored."""
    from arena_vec.fighting.env import make

    envs = []
    for roles in ((Roles.P1, Roles.P2), (Roles.P2, Roles.P1)):
        env = make("triad", EnvironmentSettingsMultiAgent(step_ratio=1, include_frame=False))
        names = env.game.characters
        env.reset(seed=4, options={"characters": (names[2], names[5]), "role": roles})
        envs.append(env)
    for t in range(6000):
        out = []
        for env, forward in zip(envs, (RIGHT, LEFT), strict=True):
            # The attacker walks in, then mixes low punches with steps; the defender backs off.
            attack = [forward, 0] if t < 300 or t % 30 > 20 else [DOWN, PUNCH if t % 3 == 0 else 0]
            action = {"agent_0": np.array(attack), "agent_1": np.array([forward, 0])}
            out.append(env.step(action))
        (obs_a, _, _, _, info_a), (_, _, _, _, info_b) = out
        assert info_a["round_done"] == info_b["round_done"]
        if info_a["round_done"]:
            break
    assert info_a["round_done"]
    assert int(obs_a["P2"]["health"][0]) == 0
    a, b = info_a["engine"], info_b["engine"]
    width = game_data("triad")["characters"][5]["width"]
    assert a["p2_x"] >= 256 - width // 2 - 1  # lying against the right wall
    assert a["p2_x"] - a["p1_x"] >= 48
    assert (a["p1_action"], a["p2_action"]) == (b["p2_action"], b["p1_action"]) == (VICTORY, KO)
    for p, q in (("p1", "p2"), ("p2", "p1")):
        assert abs(a[f"{p}_x"] + b[f"{q}_x"] - 256) <= 1


@needs_native
@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda extras: extras.pop(), r"declare each of them, in this order"),
        (lambda extras: extras[0].update(key="px"), r"player_extras\[0\]\.key.*expected 'x'"),
        (lambda extras: extras[0].update(range=[0, 256]), r"'x' is a Box: give range = \[0, 255\]"),
        (lambda extras: extras[2]["values"].pop(), r"'stance' is Discrete: give `values` with 3"),
    ],
)
def test_engine_refuses_extras_it_does_not_write(edit, message: str) -> None:
    import copy

    from arena_vec import _native
    from arena_vec.fighting.games import game_info
    from arena_vec.fighting.settings import native_config

    info = game_info("triad")
    raw = copy.deepcopy(dict(info.raw))
    edit(raw["game"]["player_extras"])
    config = {**native_config(EnvironmentSettings(), info), "game_data": raw}
    with pytest.raises(ValueError, match=message):
        _native.game_spec("triad", config)
