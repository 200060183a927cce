"""Simple scripted policies of the panel: a rushdown (forward + attack), a turtle (crouch-block,
then punish), a jump-in and special-move spam. Each one is a fixed habit that a good CPU should
learn to answer; none of them reads the opponent's move. Distances are pixels between body
centres (fighters start 80 px apart on a 256 px stage).

Example:
    >>> policy = SpecialSpam(Controls(game_info("triad")))              # doctest: +SKIP
    >>> policy(view)[:2]                                                 # doctest: +SKIP
    array([[7, 0], [7, 0]])
"""

from __future__ import annotations

import numpy as np

from arena_vec.policies.controls import RELATIVE_MOVES, Controls
from arena_vec.policies.policy import Policy, actions
from arena_vec.policies.view import ATTACK, BLOCK_STUN, LANDING, RECOVERY, FightView

# Pixels: a standing strike reaches about this far; a forward jump travels about 55 px.
STRIKE_RANGE = 56
JUMP_FROM = 96
TOO_CLOSE_TO_JUMP = 32
# Frames a button press waits in the input buffer for the fighter to be free.
INPUT_BUFFER = 5


def _relative(names: list[str]) -> np.ndarray:
    return np.array([RELATIVE_MOVES.index(name) for name in names], dtype=np.int64)


class ForwardAttack(Policy):
    """Walks forward; in strike range keeps walking in while alternating the game's light and
    heavy strikes (triad: Punch and Kick)."""

    name = "forward_attack"

    def __init__(self, controls: Controls) -> None:
        super().__init__(controls)
        self.strikes = np.array([controls.light, controls.heavy])

    def __call__(self, view: FightView) -> np.ndarray:
        attack = np.where(view.distance <= STRIKE_RANGE, self.strikes[view.step % 2], 0)
        return actions(self.controls.move("forward", view.side), attack)


class CrouchBlockPunish(Policy):
    """Holds down-back (the crouching guard, which stops highs, mids and lows) and answers with
    a standing light strike when a blocked attack's block stun is about to end (the press waits
    in the input buffer until the fighter can act) or when the opponent's move recovers in
    reach."""

    name = "crouch_block_punish"

    def __init__(self, controls: Controls) -> None:
        super().__init__(controls)
        self.punch = controls.light

    def __call__(self, view: FightView) -> np.ndarray:
        punish = (view.action == BLOCK_STUN) & (view.stun <= INPUT_BUFFER)
        punish |= (
            (view.foe_action == ATTACK)
            & (view.foe_phase == RECOVERY)
            & (view.distance <= STRIKE_RANGE)
        )
        moves = np.where(
            punish,
            self.controls.move("neutral", view.side),
            self.controls.move("down_back", view.side),
        )
        return actions(moves, np.where(punish, self.punch, self.controls.guard))


class JumpIn(Policy):
    """Walks in, jumps forward from about a jump's length away, presses the heavy strike on the
    way down, and the light one on landing; too close to jump, it presses the light one."""

    name = "jump_in"

    def __init__(self, controls: Controls) -> None:
        super().__init__(controls)
        self.punch = controls.light
        self.kick = controls.heavy

    def __call__(self, view: FightView) -> np.ndarray:
        distance = view.distance
        airborne = view.y > 0
        close = distance <= TOO_CLOSE_TO_JUMP
        jump = ~airborne & ~close & (distance <= JUMP_FROM)
        direction = np.where(
            jump, RELATIVE_MOVES.index("up_forward"), RELATIVE_MOVES.index("forward")
        )
        attack = np.select(
            [airborne & (distance <= STRIKE_RANGE), close | (view.action == LANDING)],
            [self.kick, self.punch],
            0,
        )
        return actions(self.controls.moves(direction, view.side), attack)


class SpecialSpam(Policy):
    """Repeats two motion specials over six steps: a quarter-circle forward (down, down-forward,
    forward + button) and a dragon punch (forward, down, down-forward + button), each finished
    with the buttons the fighter's own special of that motion uses."""

    name = "special_spam"
    DIRECTIONS = _relative(["down", "down_forward", "forward", "forward", "down", "down_forward"])
    # Which motion's button finishes the step (-1: none).
    FINISH = np.array([-1, -1, 0, -1, -1, 1], dtype=np.int64)

    def __call__(self, view: FightView) -> np.ndarray:
        phase = view.step % len(self.DIRECTIONS)
        motion = self.FINISH[phase]
        buttons = self.controls.special[view.character, np.maximum(motion, 0)]
        attack = np.where(motion >= 0, buttons, 0)
        return actions(self.controls.moves(self.DIRECTIONS[phase], view.side), attack)
