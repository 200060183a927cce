"""A game's benchmark panel rendered from perf/results/<game>_panel.json by the panel's own
markdown report (the tables ``arena-vec eval`` prints), with the command and the host."""

from __future__ import annotations

from stored_results import stored_text

from arena_vec.panel import PanelResult
from arena_vec.panel.report import markdown


def panel(game: str) -> str:
    result = PanelResult.from_json(stored_text(f"{game}_panel.json", "panel result"))
    run = result.run
    report = markdown(result).splitlines()
    # The report opens with its own "## <game>: benchmark panel" heading (the page has one),
    # and its <details> block holds a table that MkDocs renders with md_in_html's attribute.
    body = "\n".join(
        line.replace("<details>", '<details markdown="1">')
        for line in report
        if not line.startswith("## ")
    )
    host = ", ".join(
        f"{key} {run[key]}" for key in ("version", "cores", "python", "seconds") if key in run
    )
    return (
        f"Command: `arena-vec eval {game} --out perf/results/`, which writes "
        f"`perf/results/{game}_panel.json` (this table, the plot and the markdown); "
        f"run: {host or 'not recorded'}.\n\n{body.strip()}"
    )
