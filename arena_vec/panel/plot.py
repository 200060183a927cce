"""A panel result as a figure: round win rate against difficulty for every scripted policy, the
constant actions as a band (lowest to highest, the best one as a line) with the design's 10%
ceiling, and the CPU-vs-CPU characters' mean win rates with the 40-60% target band. Needs matplotlib (the ``panel`` extra), imported only when a plot is drawn;
pyplot is not used, so no GUI backend is touched.

Example:
    >>> save_plot(result, "panel.png")                                 # doctest: +SKIP
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from arena_vec.panel.result import PanelResult
from arena_vec.policies.catalog import CONSTANT

TARGET_BAND = (0.4, 0.6)  # the design's CPU-vs-CPU target for every character
CONSTANT_TARGET = 0.10  # the design's ceiling for any constant action at the top difficulty


def save_plot(result: PanelResult, path: str | Path) -> Path:
    """Draws the panel into ``path`` (PNG, SVG, PDF: by its suffix) and returns the path."""
    try:
        from matplotlib.figure import Figure
    except ImportError as error:
        raise ImportError(
            'plotting the panel needs matplotlib: pip install "arena_vec[panel]"'
        ) from error
    levels = result.difficulties
    columns = 2 if result.matrix else 1
    figure = Figure(figsize=(6.5 * columns, 5.6), layout="constrained")
    axes = figure.subplots(1, columns, squeeze=False)[0]
    left = axes[0]
    constants = [p for p in result.policies if p.startswith(CONSTANT + ":")]
    if constants:
        rates = np.array([[result.cell(p, d).round_win_rate for d in levels] for p in constants])
        left.fill_between(
            levels, rates.min(0), rates.max(0), color="0.92", label="constant actions (range)"
        )
        left.plot(levels, rates.max(0), color="0.3", ls="--", label="best constant action")
        left.axhline(CONSTANT_TARGET, color="0.3", ls=":", lw=1, label="target at the top level")
    for policy in result.policies:
        if policy not in constants:
            policy_rates = [result.cell(policy, d).round_win_rate for d in levels]
            left.plot(levels, policy_rates, marker="o", label=policy)
    left.set(
        xlabel="CPU difficulty",
        ylabel="rounds won",
        ylim=(-0.02, 1.02),
        xticks=levels,
        title=f"{result.game}: policies against the CPU",
    )
    left.legend(fontsize="small", loc="upper center", bbox_to_anchor=(0.5, -0.14), ncols=3)
    if result.matrix:
        right = axes[1]
        characters = result.matrix[0].characters
        width = 0.8 / len(result.matrix)
        right.axhspan(*TARGET_BAND, color="0.9", label="target 40-60%")
        for k, matrix in enumerate(result.matrix):
            means = [matrix.mean_win_rate(i) or 0.0 for i in range(len(characters))]
            right.bar(
                np.arange(len(characters)) + (k - (len(result.matrix) - 1) / 2) * width,
                means,
                width,
                label=f"difficulty {matrix.difficulty}",
            )
        right.set_xticks(range(len(characters)), characters, rotation=30)
        right.set(ylabel="mean round win rate", ylim=(0, 1), title="CPU vs CPU, by character")
        right.legend(fontsize="small")
    path = Path(path)
    figure.savefig(path, dpi=110)
    return path
