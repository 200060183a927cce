"""The league's ratings as a plot: Elo and openskill mu per player with their 95% intervals,
side by side (matplotlib, the ``league`` extra, imported only here).

Example:
    >>> save_plot(result, "league.png")            # doctest: +SKIP
"""

from __future__ import annotations

from pathlib import Path

from arena_vec.league.result import LeagueResult


def save_plot(result: LeagueResult, path: str | Path) -> None:
    """Writes the plot to ``path`` (any format matplotlib writes)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = result.standings()[::-1]
    names = [row["player"] for row in rows]
    figure, axes = plt.subplots(1, 2, figsize=(10, 0.45 * len(rows) + 1.5), sharey=True)
    for axis, key, label in ((axes[0], "elo", "Elo"), (axes[1], "mu", "openskill mu")):
        values = [row[key] for row in rows]
        errors = [row[f"{key}_interval"] for row in rows]
        axis.errorbar(values, range(len(rows)), xerr=errors, fmt="o", capsize=3)
        axis.set_xlabel(f"{label} (95% interval)")
        axis.grid(axis="x", alpha=0.3)
    axes[0].set_yticks(range(len(rows)), names)
    figure.suptitle(f"{result.game} league: {len(result.fights)} fights")
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
