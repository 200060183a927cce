"""The CPU's reaction model per difficulty level (``cpu-levels GAME``), from the ladder the
engine plays (``arena_vec.fighting.cpu_ladder.cpu_knobs``: the game's built-in ladder or its
TOML's ``[cpu]`` table), so a game page never types a knob twice."""

from __future__ import annotations

from arena_vec.fighting.cpu_ladder import cpu_knobs

ROWS = (  # (row label, knob, shown as "-" when 0: such a row, "-" at every level, is left out)
    ("sees, frames", "reaction", False),
    ("reads inputs, frames", "input_read", True),
    ("patience", "patience", False),
    ("attacks in range", "aggression", False),
    ("adapt", "adapt", False),
    ("cautious", "caution", True),
    ("wary", "wary", True),
)


def cpu_levels(game: str) -> str:
    """A markdown table: one column per difficulty level, one row per knob of ROWS (but a knob
    shown as "-" that no level uses)."""
    knobs = cpu_knobs(game)
    levels = range(1, len(knobs["reaction"]) + 1)
    lines = [
        "| level | " + " | ".join(str(level) for level in levels) + " |",
        "|---" * (len(levels) + 1) + "|",
    ]
    for label, knob, dash in ROWS:
        if dash and not any(knobs[knob]):
            continue
        cells = ["-" if dash and value == 0 else str(value) for value in knobs[knob]]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
