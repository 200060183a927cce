"""The reference and scripted policies that play the fighting games, shared by the benchmark
panel (``arena_vec.panel``), the opponents of ``arena_vec.multiagent`` and ``arena_vec.league``.

Layers inside: ``controls`` (the action space in facing-relative terms), ``view`` (what a policy
sees, :class:`FightView`), ``seeds`` (deterministic hashes and episode seeds), ``policy`` (the
:class:`Policy` interface, idle, random and constant policies), ``scripted`` and ``reactive``
(the scripted ones) and ``catalog`` (their names, :func:`make_policies`).
"""

from __future__ import annotations

from arena_vec.policies.catalog import POLICY_NAMES, make_policies
from arena_vec.policies.controls import Controls
from arena_vec.policies.policy import Policy
from arena_vec.policies.view import FightView

__all__ = ["POLICY_NAMES", "Controls", "FightView", "Policy", "make_policies"]
