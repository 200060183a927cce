"""The panel's policies do what they claim: on hand-made views (what each one answers to what)
and in real triad fights against the CPU (read through the documented "engine." info leaves)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest
from fight_views import make_view

from arena_vec.envs.vector import ArenaVectorEnv
from arena_vec.fighting.settings import Roles
from arena_vec.policies.catalog import POLICY_NAMES, make_policies
from arena_vec.policies.controls import Controls
from arena_vec.policies.policy import Constant, Idle, Policy, UniformRandom, constant_sweep
from arena_vec.policies.reactive import Reactive
from arena_vec.policies.scripted import CrouchBlockPunish, ForwardAttack, JumpIn, SpecialSpam
from arena_vec.policies.view import ACTIVE, ATTACK, BLOCK_STUN, RECOVERY, STARTUP, FightView

CONTACT_BLOCK = 3  # fight::ContactKind::kContactBlock


def play(
    envs: ArenaVectorEnv, policy: Policy, steps: int, player: str = "P1"
) -> list[tuple[FightView, np.ndarray, dict]]:
    """Steps ``envs`` with ``policy``; returns (view, actions, info after the step) per step."""
    obs, info = envs.reset(seed=0)
    seeds = np.arange(envs.num_envs)
    trace = []
    for _ in range(steps):
        view = FightView.of(obs, info, info["elapsed_step"], seeds, player)
        actions = policy(view)
        obs, _, _, _, info = envs.step(actions)
        trace.append((view, actions, info))
    return trace


def named(controls: Controls, relative: str, side: int, attack: str = "NoAttack") -> list[int]:
    return [int(controls.move(relative, np.array([side]))[0]), controls.attack(attack)]


# ---- The catalog ------------------------------------------------------------------------------


def test_the_catalog_builds_every_policy_once(controls: Controls) -> None:
    names = [p.name for p in make_policies(controls)]
    sweep = [p.name for p in constant_sweep(controls)]
    assert len(sweep) == 9 * len(controls.attack_labels) == 72
    assert names == ["idle", "random", *sweep, *POLICY_NAMES[3:]]


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["walk"], r"policies: 'walk' is not allowed; use any of \['idle', 'random', 'constant'"),
        (["constant:up"], r"policies: 'constant:up' is not allowed"),
        (["constant:sideways+Kick"], r"'constant:sideways\+Kick': direction='sideways'"),
        (["constant:up+Slap"], r"'constant:up\+Slap': attack='Slap' is not allowed"),
        (["idle", "idle"], r"policies: \['idle'\] given more than once"),
        (["constant", "constant:up+Kick"], r"\['constant:up\+Kick'\] given more than once"),
    ],
)
def test_bad_policy_names_are_refused(controls: Controls, names: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_policies(controls, names)


# ---- Hand-made views --------------------------------------------------------------------------


def test_idle_does_nothing(controls: Controls) -> None:
    assert Idle(controls)(make_view(3)).tolist() == [[0, 0]] * 3


def test_random_is_a_function_of_episode_seed_and_step(controls: Controls) -> None:
    policy = UniformRandom(controls)
    steps = np.arange(4000)
    first = policy(make_view(4000, step=steps, seed=7))
    assert np.array_equal(first, policy(make_view(4000, step=steps, seed=7)))
    assert not np.array_equal(first, policy(make_view(4000, step=steps, seed=8)))
    assert set(first[:, 0]) == set(range(9))
    assert set(first[:, 1]) == set(range(len(controls.attack_labels)))
    # Uniform: every move within a few percent of 1/9 over 4000 draws.
    counts = np.bincount(first[:, 0], minlength=9) / len(first)
    assert np.abs(counts - 1 / 9).max() < 0.03


def test_constant_actions_are_relative_to_the_opponent(controls: Controls) -> None:
    policy = Constant(controls, "up_forward", "Kick")
    assert policy.name == "constant:up_forward+Kick"
    actions = policy(make_view(2, side=np.array([0, 1])))
    assert actions.tolist() == [
        named(controls, "up_forward", 0, "Kick"),
        named(controls, "up_forward", 1, "Kick"),
    ]


def test_forward_attack_walks_in_then_strikes(controls: Controls) -> None:
    policy = ForwardAttack(controls)
    far = policy(make_view(1, side=1, x=200, foe_x=100))
    assert far.tolist() == [named(controls, "forward", 1)]
    close = policy(make_view(2, x=100, foe_x=140, step=np.array([0, 1])))
    assert close.tolist() == [
        named(controls, "forward", 0, "Punch"),
        named(controls, "forward", 0, "Kick"),
    ]


def test_crouch_block_punish_guards_low_and_punishes(controls: Controls) -> None:
    policy = CrouchBlockPunish(controls)
    assert policy(make_view()).tolist() == [named(controls, "down_back", 0)]
    still_blocking = make_view(action=BLOCK_STUN, stun=9)
    assert policy(still_blocking).tolist() == [named(controls, "down_back", 0)]
    block_ends = make_view(action=BLOCK_STUN, stun=3)
    assert policy(block_ends).tolist() == [named(controls, "neutral", 0, "Punch")]
    whiff = make_view(foe_action=ATTACK, foe_phase=RECOVERY, foe_move=1, foe_x=130)
    assert policy(whiff).tolist() == [named(controls, "neutral", 0, "Punch")]


def test_jump_in_jumps_from_a_jump_away_and_kicks_in_the_air(controls: Controls) -> None:
    policy = JumpIn(controls)
    assert policy(make_view(foe_x=88 + 150)).tolist() == [named(controls, "forward", 0)]
    assert policy(make_view(foe_x=88 + 80)).tolist() == [named(controls, "up_forward", 0)]
    assert policy(make_view(y=30, foe_x=88 + 40)).tolist() == [
        named(controls, "forward", 0, "Kick")
    ]
    assert policy(make_view(foe_x=88 + 20)).tolist() == [named(controls, "forward", 0, "Punch")]


def test_special_spam_inputs_both_motions(controls: Controls) -> None:
    policy = SpecialSpam(controls)
    character = controls.game.characters.index("Okoro")  # his dragon punch is on Punch
    view = make_view(6, side=1, character=character, step=np.arange(6))
    qcf, dp = controls.special[character]
    assert policy(view).tolist() == [
        named(controls, "down", 1),
        named(controls, "down_forward", 1),
        [int(controls.move("forward", np.array([1]))[0]), int(qcf)],
        named(controls, "forward", 1),
        named(controls, "down", 1),
        [int(controls.move("down_forward", np.array([1]))[0]), int(dp)],
    ]
    assert controls.attack_labels[dp] == "Punch"


def _foe_move(controls: Controls, character: int, kind: str, level: str | None = None) -> int:
    for m, move in enumerate(controls.game.raw["characters"][character]["moves"]):
        if (
            move["kind"] == kind
            and level in (None, move.get("level"))
            and move.get("motion", "none") == "none"
        ):
            return m
    raise AssertionError(f"no {kind} {level} move")


@pytest.mark.parametrize(
    ("situation", "expected"),
    [
        ({"foe_x": 230}, ("forward", "NoAttack")),
        (
            {
                "foe_action": ATTACK,
                "foe_phase": STARTUP,
                "foe_move": ("strike", "mid"),
                "foe_x": 130,
            },
            ("back", "Hold"),
        ),
        (
            {
                "foe_action": ATTACK,
                "foe_phase": ACTIVE,
                "foe_move": ("strike", "low"),
                "foe_x": 130,
            },
            ("down_back", "Hold"),
        ),
        (
            {"foe_action": ATTACK, "foe_phase": STARTUP, "foe_move": ("throw", None), "foe_x": 120},
            ("neutral", "Punch"),
        ),
        (
            {"foe_action": ATTACK, "foe_phase": STARTUP, "foe_move": ("hold", None), "foe_x": 120},
            ("neutral", "Hold+Punch"),
        ),
        (
            {
                "foe_action": ATTACK,
                "foe_phase": RECOVERY,
                "foe_move": ("strike", "mid"),
                "foe_x": 130,
            },
            ("forward", "Kick"),
        ),
        ({"foe_y": 40, "foe_x": 140}, ("up", "Kick")),
        ({"foe_action": BLOCK_STUN, "foe_x": 120}, ("neutral", "Hold+Punch")),
        ({"action": BLOCK_STUN, "stun": 12}, ("down_back", "NoAttack")),
    ],
    ids=[
        "far",
        "mid-strike",
        "low-strike",
        "throw",
        "hold",
        "recovery",
        "jump",
        "guard",
        "blocking",
    ],
)
def test_reactive_answers_what_the_opponent_does(
    controls: Controls, situation: dict, expected: tuple[str, str]
) -> None:
    fields = dict(situation)
    if isinstance(fields.get("foe_move"), tuple):
        fields["foe_move"] = _foe_move(controls, 0, *fields["foe_move"])
    assert Reactive(controls)(make_view(**fields)).tolist() == [
        named(controls, expected[0], 0, expected[1])
    ]


def test_reactive_strikes_a_foe_whose_strike_cannot_reach(controls: Controls) -> None:
    jab = _foe_move(controls, 0, "strike", "high")  # Snap Jab: 34 px reach
    view = make_view(foe_action=ATTACK, foe_phase=STARTUP, foe_move=jab, foe_x=88 + 70)
    assert Reactive(controls)(view).tolist() == [named(controls, "forward", 0)]


# ---- Real fights ------------------------------------------------------------------------------


@pytest.mark.parametrize("role", [Roles.P1, Roles.P2])
@pytest.mark.parametrize(("relative", "toward"), [("forward", 1), ("back", -1)])
def test_constant_forward_walks_toward_the_opponent_from_either_side(
    triad_envs: Callable[..., ArenaVectorEnv],
    controls: Controls,
    role: Roles,
    relative: str,
    toward: int,
) -> None:
    player = "P1" if role == Roles.P1 else "P2"
    trace = play(triad_envs(4, role=role), Constant(controls, relative, "NoAttack"), 2, player)
    first = trace[0][0]
    assert (first.side == (0 if role == Roles.P1 else 1)).all()
    moved = np.asarray(trace[-1][2]["engine"][f"{player.lower()}_x"], dtype=np.int64) - first.x
    # Two steps of walking (12 frames) cover more than 10 px for every character, before the
    # CPU (80 px away at the start) can touch the walker.
    assert (moved * np.sign(first.foe_x - first.x) * toward > 10).all(), moved


def test_crouch_block_punish_blocks_attacks_and_punches_back(
    triad_envs: Callable[..., ArenaVectorEnv], controls: Controls
) -> None:
    trace = play(triad_envs(8, difficulty=4), CrouchBlockPunish(controls), 200)
    blocked = sum(
        int((np.asarray(info["engine"]["p1_contact"]) == CONTACT_BLOCK).sum())
        for _, _, info in trace
    )
    punches = sum(
        int(((view.action == BLOCK_STUN) & (actions[:, 1] == controls.attack("Punch"))).sum())
        for view, actions, _ in trace
    )
    assert blocked > 0
    assert punches > 0


def _special_moves(controls: Controls, character: int) -> set[int]:
    moves = controls.game.raw["characters"][character]["moves"]
    return {m for m, move in enumerate(moves) if move.get("motion") in ("qcf", "dp")}


def test_special_spam_performs_the_characters_specials(
    triad_envs: Callable[..., ArenaVectorEnv], controls: Controls
) -> None:
    trace = play(triad_envs(8), SpecialSpam(controls), 36)
    for env in range(8):
        character = int(trace[0][0].character[env])
        started = {int(info["engine"]["p1_move"][env]) for _, _, info in trace}
        assert started & _special_moves(controls, character), controls.game.characters[character]


def test_jump_in_gets_airborne_and_kicks_there(
    triad_envs: Callable[..., ArenaVectorEnv], controls: Controls
) -> None:
    trace = play(triad_envs(4), JumpIn(controls), 60)
    air_kicks = sum(
        int(((view.y > 0) & (actions[:, 1] == controls.attack("Kick"))).sum())
        for view, actions, _ in trace
    )
    assert air_kicks > 0
