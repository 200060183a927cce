"""The panel's policies by name: what ``evaluate(policies=...)`` and ``arena-vec eval --policies``
accept. ``"constant"`` stands for the whole sweep of constant actions; one constant action is
``"constant:<direction>+<attack>"`` (e.g. ``"constant:up+Kick"``).

Example:
    >>> [p.name for p in make_policies(controls, ["idle", "constant:up+Kick"])]   # doctest: +SKIP
    ['idle', 'constant:up+Kick']
"""

from __future__ import annotations

from collections.abc import Sequence

from arena_vec.policies.controls import Controls
from arena_vec.policies.policy import Constant, Idle, Policy, UniformRandom, constant_sweep
from arena_vec.policies.reactive import Reactive
from arena_vec.policies.scripted import CrouchBlockPunish, ForwardAttack, JumpIn, SpecialSpam

SCRIPTED: dict[str, type[Policy]] = {
    "idle": Idle,
    "random": UniformRandom,
    "forward_attack": ForwardAttack,
    "crouch_block_punish": CrouchBlockPunish,
    "jump_in": JumpIn,
    "special_spam": SpecialSpam,
    "reactive": Reactive,
}
CONSTANT = "constant"
# Every name, in the panel's order (the constant sweep after the scripted policies' first two).
POLICY_NAMES = ("idle", "random", CONSTANT, *list(SCRIPTED)[2:])


def make_policies(controls: Controls, names: Sequence[str] | None = None) -> list[Policy]:
    """The policies called ``names`` (default: all of :data:`POLICY_NAMES`), in that order.

    Raises ValueError naming a name that is neither a policy, ``"constant"`` nor
    ``"constant:<direction>+<attack>"``, and on a name given twice.
    """
    names = list(POLICY_NAMES if names is None else names)
    policies: list[Policy] = []
    for name in names:
        if name == CONSTANT:
            policies += constant_sweep(controls)
        elif name in SCRIPTED:
            policies.append(SCRIPTED[name](controls))
        elif name.startswith(CONSTANT + ":") and "+" in name:
            direction, _, attack = name[len(CONSTANT) + 1 :].partition("+")
            try:
                policies.append(Constant(controls, direction, attack))
            except ValueError as error:
                raise ValueError(f"policies: {name!r}: {error}") from None
        else:
            raise ValueError(
                f"policies: {name!r} is not allowed; use any of {list(POLICY_NAMES)} or "
                f"'constant:<direction>+<attack>' (e.g. 'constant:up+Kick')"
            )
    seen = [p.name for p in policies]
    twice = sorted({n for n in seen if seen.count(n) > 1})
    if twice:
        raise ValueError(f"policies: {twice} given more than once")
    return policies
