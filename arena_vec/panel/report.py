"""A panel result as markdown: round and fight win rates per policy and difficulty, the constant
actions summarised (and listed in full), reward, round length and KO share, and the CPU-vs-CPU
characters' mean win rates.

Example:
    >>> print(markdown(result))                                       # doctest: +SKIP
    | policy | 1 | 2 | 3 | 4 |
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arena_vec.panel.result import CellStats, PanelResult
from arena_vec.panel.rounds import FRAMES_PER_SECOND
from arena_vec.policies.catalog import CONSTANT

# A constant action "wins" a difficulty when it takes more than this share of rounds.
CONSTANT_THRESHOLDS = (0.10, 0.50)


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def _is_constant(policy: str) -> bool:
    return policy.startswith(CONSTANT + ":")


def _rows(
    result: PanelResult, policies: Sequence[str], cell: Callable[[CellStats], str]
) -> list[list[str]]:
    return [
        [p.removeprefix(CONSTANT + ":")] + [cell(result.cell(p, d)) for d in result.difficulties]
        for p in policies
    ]


def _constant_summary(result: PanelResult, constants: Sequence[str]) -> list[list[str]]:
    best, counts = [f"best of {len(constants)} constant actions"], []
    for d in result.difficulties:
        top = max(constants, key=lambda p: result.cell(p, d).round_win_rate)
        rate = result.cell(top, d).round_win_rate
        best.append(f"{_percent(rate)} ({top.removeprefix(CONSTANT + ':')})")
    for threshold in CONSTANT_THRESHOLDS:
        row = [f"constant actions winning > {threshold:.0%} of rounds"]
        for d in result.difficulties:
            row.append(str(sum(result.cell(p, d).round_win_rate > threshold for p in constants)))
        counts.append(row)
    return [best, *counts]


def markdown(result: PanelResult) -> str:
    """The whole panel as markdown tables (see the module docstring)."""
    s = result.settings
    levels = [str(d) for d in result.difficulties]
    scripted = [p for p in result.policies if not _is_constant(p)]
    constants = [p for p in result.policies if _is_constant(p)]
    seconds = s["step_ratio"] / FRAMES_PER_SECOND
    lines = [
        f"## {result.game}: benchmark panel",
        "",
        (
            f"Agent as P1 against the CPU, RAM observation, step_ratio {s['step_ratio']}, no "
            f"continues, characters drawn at random; {s['rounds']} rounds per cell, seed "
            f"{s['seed']}."
        ),
        "",
        "**Rounds won, % (fights won, %)**, by CPU difficulty:",
        "",
        *_table(
            ["policy", *levels],
            _rows(
                result,
                scripted,
                lambda c: f"{_percent(c.round_win_rate)} ({_percent(c.fight_win_rate)})",
            )
            + (_constant_summary(result, constants) if constants else []),
        ),
        "",
        "**Reward per round / round length, s / rounds ended by KO, %**:",
        "",
        *_table(
            ["policy", *levels],
            _rows(
                result,
                scripted,
                lambda c: (
                    f"{c.reward_per_round:+.0f} / {c.round_steps * seconds:.1f} / "
                    f"{_percent(c.ko_rate)}"
                ),
            ),
        ),
    ]
    if constants:
        top = result.difficulties[-1]
        ranked = sorted(constants, key=lambda p: -result.cell(p, top).round_win_rate)
        lines += [
            "",
            "<details><summary>Every constant action: rounds won, %</summary>",
            "",
            *_table(
                ["action", *levels],
                _rows(result, ranked, lambda c: _percent(c.round_win_rate)),
            ),
            "",
            "</details>",
        ]
    if result.matrix:
        characters = result.matrix[0].characters
        lines += [
            "",
            (
                f"**CPU vs CPU** (autoplay: the CPU plays P1 too; stage-1 fights at each "
                f"difficulty, {s['matrix_rounds']} rounds per character on P1): each "
                "character's round win rate, %, averaged over its opponents; last row, the "
                "rounds P1 won, % (near 50 when both sides play at the same level):"
            ),
            "",
            *_table(
                ["character", *[str(m.difficulty) for m in result.matrix]],
                [
                    [name, *[_percent(m.mean_win_rate(i)) for m in result.matrix]]
                    for i, name in enumerate(characters)
                ]
                + [["P1 side (the agent's)", *[_percent(m.p1_win_rate) for m in result.matrix]]],
            ),
        ]
    return "\n".join(lines) + "\n"
