"""A game's league rendered from perf/results/<game>_league.json by the league's own markdown
report (the table ``arena-vec league`` prints), with the command and its settings."""

from __future__ import annotations

from stored_results import stored_text

from arena_vec.league.report import markdown
from arena_vec.league.result import LeagueResult


def league(game: str) -> str:
    result = LeagueResult.from_json(stored_text(f"{game}_league.json", "league result"))
    settings = ", ".join(f"{key} {value}" for key, value in result.settings.items())
    return (
        f"Command: `arena-vec league {game} --out perf/results/`, which writes "
        f"`perf/results/{game}_league.json` (this table, the plot and the markdown); "
        f"settings: {settings or 'not recorded'}.\n\n{markdown(result)}"
    )
