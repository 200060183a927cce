"""The benchmark panel: reference policies (``arena_vec.policies``) against the CPU at every
difficulty and a CPU-vs-CPU character matrix, batched (``evaluate``), with results as data,
JSON, markdown and a plot.

Layers inside: ``rounds``/``scheduler``/``runner`` (playing exactly N rounds per cell),
``result`` (counts, rates, JSON), ``report`` (markdown), ``plot`` (matplotlib, imported on
demand), ``progress`` and ``evaluate``. The policies' names stay importable from here.
"""

from __future__ import annotations

from arena_vec.panel.evaluate import evaluate
from arena_vec.panel.result import CellStats, MatrixStats, PanelResult
from arena_vec.policies import POLICY_NAMES, Controls, FightView, Policy, make_policies

__all__ = [
    "POLICY_NAMES",
    "CellStats",
    "Controls",
    "FightView",
    "MatrixStats",
    "PanelResult",
    "Policy",
    "evaluate",
    "make_policies",
]
