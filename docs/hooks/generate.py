"""MkDocs hook (mkdocs.yml ``hooks:``): fills the docs' generated parts at build time, so every
figure, move list and flag comes from its one source.

A page asks for a part with a comment alone on a line, ``<!-- generated: KIND ARGUMENT -->``:

- ``bench NAME``: perf/results/NAME.json as a table (``bench_tables``)
- ``panel GAME``: perf/results/GAME_panel.json, the benchmark panel (``panel_tables``)
- ``game-facts GAME``, ``ram-extras GAME``, ``characters GAME``: configs/games/GAME.toml
  (``game_tables``)
- ``learning GAME``: perf/results/learning_GAME.json, the learning-curve ladder
  (``learning_tables``)
- ``cpu-levels GAME``: the CPU's reaction model per level, from the ladder the engine plays
  (``cpu_tables``)
- ``league GAME``: perf/results/GAME_league.json, the CPU levels' league (``league_tables``)
- ``cli``: every ``arena-vec`` command's help, from its argparse parser (``cli_page``)

An unknown kind or argument fails the build. The hook also publishes the media the pages show
from where they live (examples/media/*.gif, perf/results/*.png) under ``assets/``, so no image is
copied into docs/.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_tables
import cli_page
import cpu_tables
import game_tables
import league_tables
import learning_tables
import panel_tables
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
MARKER = re.compile(r"^<!-- generated: ([\w-]+)(?: ([\w.-]+))? -->$", re.MULTILINE)
MEDIA = {"assets/media": ROOT / "examples" / "media", "assets/results": ROOT / "perf" / "results"}
MEDIA_SUFFIXES = (".gif", ".png")


def _cli(_: str) -> str:
    return cli_page.cli_reference()


KINDS: dict[str, Callable[[str], str]] = {
    "bench": bench_tables.table,
    "panel": panel_tables.panel,
    "game-facts": game_tables.game_facts,
    "ram-extras": game_tables.ram_extras,
    "characters": game_tables.characters,
    "learning": learning_tables.learning,
    "league": league_tables.league,
    "cpu-levels": cpu_tables.cpu_levels,
    "cli": _cli,
}


def render(markdown: str, where: str) -> str:
    def fill(match: re.Match[str]) -> str:
        kind, argument = match.group(1), match.group(2) or ""
        if kind not in KINDS:
            raise ValueError(f"{where}: unknown generated part {kind!r}; known: {sorted(KINDS)}")
        return KINDS[kind](argument)

    return MARKER.sub(fill, markdown)


def on_page_markdown(markdown: str, page, config, files) -> str:  # type: ignore[no-untyped-def]
    return render(markdown, page.file.src_path)


def on_files(files: Files, config) -> Files:  # type: ignore[no-untyped-def]
    for target, folder in MEDIA.items():
        for path in sorted(folder.iterdir()):
            if path.suffix in MEDIA_SUFFIXES:
                files.append(
                    File.generated(config, f"{target}/{path.name}", abs_src_path=str(path))
                )
    return files
