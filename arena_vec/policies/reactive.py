"""The panel's reactive scripted policy: it reads the distance and what the opponent is doing
(its action, its move's phase, kind, height and reach from the game file) and answers with the
game's triangle: holds against strikes (a guard at the strike's height in a game without holds),
strikes against throws, throws against holds and guards; it meets jumps in the air, punishes
recovery, and in neutral walks in and mixes throws with heavy strikes. Its attacks are the
game's role attacks (:class:`Controls`: triad's Punch, Kick, Hold and Hold+Punch; its kick is
``Controls.strike``). It is the panel's stand-in for a competent human at low levels.

Example:
    >>> policy = Reactive(Controls(game_info("triad")))                  # doctest: +SKIP
    >>> policy(view).shape                                               # doctest: +SKIP
    (64, 2)
"""

from __future__ import annotations

import numpy as np

from arena_vec.policies.controls import HIT_LEVELS, MOVE_KINDS, RELATIVE_MOVES, Controls
from arena_vec.policies.policy import Policy, actions
from arena_vec.policies.scripted import INPUT_BUFFER, STRIKE_RANGE
from arena_vec.policies.seeds import mix64
from arena_vec.policies.view import (
    ACTIVE,
    ATTACK,
    BLOCK_STUN,
    HIT_STUN,
    JUMP,
    KNOCKDOWN,
    RECOVERY,
    STARTUP,
    WAKE_UP,
    FightView,
)

# Pixels: how far a projectile is a threat, a throw's reach, and what is added to a strike's or a
# throw's reach before it is a threat (the target's half width plus a step of approach).
PROJECTILE_RANGE = 72
THROW_RANGE = 40
BODY = 20
# Out of every 4 steps in close-range neutral, how many throw (the others kick).
THROWS_PER_4 = 2


class Reactive(Policy):
    """Reads the opponent every step and answers it; see the module docstring."""

    name = "reactive"

    def __init__(self, controls: Controls) -> None:
        super().__init__(controls)
        self.punch = controls.light
        self.kick = controls.strike
        self.guard = controls.guard
        self.hold = controls.guard if controls.hold is None else controls.hold
        self.throw = controls.throw
        self.throw_direction = controls.throw_direction

    def __call__(self, view: FightView) -> np.ndarray:
        d = view.distance
        move = np.maximum(view.foe_move, 0)
        kind = np.where(view.foe_move >= 0, self.controls.move_kind[view.foe_character, move], -1)
        level = self.controls.move_level[view.foe_character, move]
        reach = self.controls.move_reach[view.foe_character, move]
        attacking = (view.foe_action == ATTACK) & np.isin(view.foe_phase, (STARTUP, ACTIVE))
        strike = attacking & (kind == MOVE_KINDS.index("strike")) & (d <= reach + BODY)
        throw = attacking & (kind == MOVE_KINDS.index("throw")) & (d <= reach + BODY)
        hold = attacking & (kind == MOVE_KINDS.index("hold")) & (d <= THROW_RANGE)
        projectile = attacking & (kind == MOVE_KINDS.index("projectile")) & (d <= PROJECTILE_RANGE)
        airborne = (view.foe_y > 0) | (view.foe_action == JUMP)
        guarding = view.action == BLOCK_STUN
        recovering = (view.foe_action == ATTACK) & (view.foe_phase == RECOVERY)
        mix = mix64(view.seed ^ mix64(view.step.astype(np.uint64))) % np.uint64(4)
        cases = [
            # Own block stun: keep the crouching guard, jab as it ends (the press is buffered).
            (guarding & (view.stun > INPUT_BUFFER), "down_back", self.guard),
            (guarding, "neutral", self.punch),
            # A strike coming: hold at its height (holds beat strikes).
            (strike & (level == HIT_LEVELS.index("low")), "down_back", self.hold),
            (strike, "back", self.hold),
            # A throw coming: strike it (strikes beat throws); a hold waiting: throw it.
            (throw, "neutral", self.punch),
            (hold, self.throw_direction, self.throw),
            # A jump coming: meet it in the air; a projectile: guard.
            (airborne & (d <= PROJECTILE_RANGE), "up", self.kick),
            (projectile, "back", self.guard),
            # A whiffed or blocked move recovering in reach: punish with a kick.
            (recovering & (d <= STRIKE_RANGE), "forward", self.kick),
            # Our hit landed: keep kicking (chains); a guard held close: throw it.
            ((view.foe_action == HIT_STUN) & (d <= STRIKE_RANGE), "neutral", self.kick),
            (
                (view.foe_action == BLOCK_STUN) & (d <= THROW_RANGE),
                self.throw_direction,
                self.throw,
            ),
            # Opponent on the floor or getting up: wait.
            (np.isin(view.foe_action, (KNOCKDOWN, WAKE_UP)), "neutral", 0),
            # Neutral: walk in, then mix throws and kicks.
            (d > STRIKE_RANGE, "forward", 0),
            ((d <= THROW_RANGE) & (mix < THROWS_PER_4), self.throw_direction, self.throw),
        ]
        conditions = [condition for condition, _, _ in cases]
        direction = np.select(
            conditions,
            [RELATIVE_MOVES.index(relative) for _, relative, _ in cases],
            RELATIVE_MOVES.index("neutral"),
        )
        attack = np.select(conditions, [attack for _, _, attack in cases], self.kick)
        return actions(self.controls.moves(direction, view.side), attack)
