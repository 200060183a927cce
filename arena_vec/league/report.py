"""The league table as markdown.

Example:
    >>> print(markdown(result))                   # doctest: +SKIP
    | rank | player | Elo (95% CI) | openskill mu (95% CI) | ordinal | W-D-L | score |
"""

from __future__ import annotations

from arena_vec.league.result import LeagueResult


def markdown(result: LeagueResult) -> str:
    """One row per player, best Elo first."""
    lines = [
        "| rank | player | Elo (95% CI) | openskill mu (95% CI) | ordinal | W-D-L | score |",
        "|---|---|---|---|---|---|---|",
    ]
    for rank, row in enumerate(result.standings(), 1):
        lines.append(
            f"| {rank} | {row['player']} | {row['elo']:.0f} +- {row['elo_interval']:.0f} | "
            f"{row['mu']:.1f} +- {row['mu_interval']:.1f} | {row['ordinal']:.1f} | "
            f"{row['wins']}-{row['draws']}-{row['losses']} | {100 * row['score']:.0f}% |"
        )
    return "\n".join(lines)
