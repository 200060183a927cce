"""The package as a whole: its public names, its import layering (every import points down, no
cycles, nothing taken from the package root) and what an unbuilt source tree says on import."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import arena_vec

PACKAGE = Path(arena_vec.__file__).resolve().parent

# A module may import from its own layer and from the layers below it (smaller numbers). The root
# modules (``__init__``, ``__main__``, ``jax``) only re-export. A new subpackage needs a line here.
# ``builder`` is the front door: every env is built there, above what it applies (wrapper plans,
# the recorder, the human window) and below everything that builds envs.
LAYERS = {
    "_native": 0,
    "_version": 0,
    "engine": 1,
    "fighting": 2,
    "envs": 3,
    "wrappers": 4,
    "recording": 5,
    "display": 5,
    "policies": 5,
    "builder": 6,
    "human": 7,
    "multiagent": 7,
    "integrations": 7,
    "envpool": 7,
    "panel": 7,
    "league": 8,
    "cli": 9,
    "": 10,
}

PUBLIC_NAMES = {
    "ArenaEnv",
    "ArenaVectorEnv",
    "BatchedDmEnv",
    "EnvError",
    "EnvironmentSettings",
    "EnvironmentSettingsMultiAgent",
    "EpisodeControl",
    "FightingEnv",
    "RecordingSettings",
    "Roles",
    "SingleDmEnv",
    "SpaceTypes",
    "WrappersSettings",
    "__version__",
    "available_games",
    "load_settings_flat_dict",
    "make",
    "make_dm",
    "make_vec",
    "replay",
}


def module_name(path: Path) -> str:
    parts = ["arena_vec", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    """True for a module or package of arena_vec (the compiled module counts by its stub)."""
    relative = PACKAGE / Path(*name.split(".")[1:])
    files = (relative.with_suffix(".py"), relative.with_suffix(".pyi"), relative / "__init__.py")
    return any(path.is_file() for path in files)


def layer_of(name: str) -> str:
    parts = name.split(".")
    if name in ("arena_vec._native", "arena_vec._version"):
        return parts[1]
    if len(parts) > 2 or (len(parts) == 2 and (PACKAGE / parts[1]).is_dir()):
        assert parts[1] in LAYERS, f"subpackage arena_vec.{parts[1]} has no layer in LAYERS"
        return parts[1]
    return ""


def imports_of(path: Path) -> list[tuple[str, str | None]]:
    """(imported arena_vec module, name taken from it or None) for every import in the file,
    those inside functions included."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.append((full, None) if is_module(full) else (base, alias.name))
    return [(target, name) for target, name in found if target.split(".")[0] == "arena_vec"]


def import_graph() -> dict[str, list[tuple[str, str | None]]]:
    return {module_name(path): imports_of(path) for path in sorted(PACKAGE.rglob("*.py"))}


def test_public_names_are_exported_from_the_root() -> None:
    assert set(arena_vec.__all__) == PUBLIC_NAMES
    for name in PUBLIC_NAMES:
        assert getattr(arena_vec, name) is not None


def test_every_import_points_down() -> None:
    upward = [
        f"{source} ({layer_of(source) or 'root'}) imports {target} ({layer_of(target) or 'root'})"
        for source, targets in import_graph().items()
        for target, _ in targets
        if LAYERS[layer_of(target)] > LAYERS[layer_of(source)]
    ]
    assert upward == []


def test_no_module_takes_a_public_name_from_the_package_root() -> None:
    taken = [
        f"{source} imports {name or 'arena_vec'} from the package root"
        for source, targets in import_graph().items()
        if layer_of(source)
        for target, name in targets
        if target == "arena_vec" and name != "_native"
    ]
    assert taken == []


def test_module_graph_has_no_cycles() -> None:
    graph = {
        source: {target for target, _ in targets} for source, targets in import_graph().items()
    }
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        assert module not in path, f"import cycle: {' -> '.join([*path, module])}"
        if module in done:
            return
        for target in graph.get(module, ()):
            if target != "arena_vec":  # every module implicitly imports its parent packages
                visit(target, [*path, module])
        done.add(module)

    for module in graph:
        visit(module, [])


def test_source_tree_without_build_says_how_to_fix_it(tmp_path: Path) -> None:
    """``python -c "import arena_vec"`` in a checkout imports the unbuilt source tree."""
    shutil.copytree(
        PACKAGE,
        tmp_path / "arena_vec",
        ignore=shutil.ignore_patterns("_native*.so", "_native*.pyd", "__pycache__", "configs"),
    )
    # -S: no site-packages, so neither an installed copy nor an editable hook can stand in.
    out = subprocess.run(
        [sys.executable, "-S", "-c", "import arena_vec"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert out.returncode == 1
    last = out.stderr.strip().splitlines()[-1]
    assert last.startswith(
        "ImportError: arena_vec's compiled module (arena_vec._native) is missing"
    )
    assert str(tmp_path / "arena_vec") in last
    assert "run from another directory" in last
    assert "`pip install -e .`" in last
