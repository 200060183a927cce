"""Where a recording's files live, and how they are written so that a process killed at any
moment leaves only whole files behind.

One recording (one recorded env or vector env) is one directory under ``dataset_path``::

    <dataset_path>/<game>-<YYYYmmdd-HHMMSS>-<pid>-<n>/
        recording.json       arena_vec's description: game, native config, settings, spaces
        metadata.json        Minari's dataset metadata (only when observations are recorded)
        _pending/<serial>/   an episode in progress: its chunks, written every CHUNK_STEPS steps
        <id>/                a finished episode, Minari's episode <id>: part-0.parquet (every
                             row), metadata.json, and the compact form (_start.npz, _compact.npz)

Every file is written to a temporary name in its directory, flushed to disk and renamed over
its final name (atomic on POSIX), so a reader sees each file whole or not at all. An episode
ends in steps that each leave a complete state behind (``EpisodeWriter.finish``): its whole
files, ``_compact.npz`` last (from then on it is read from them, not from its chunks); its
chunks deleted; its directory renamed from ``_pending/`` to its id; Minari's
``metadata.json`` counting it (the moment it is finished: ``arena_vec.recording.episodes``).
Minari reads the finished episodes; ``arena_vec.recording.loader`` reads those and the
episodes a killed process left before that last step.
"""

from __future__ import annotations

import enum
import io
import json
import os
import time
import zipfile
import zlib
from pathlib import Path
from typing import Any

import numpy as np

CHUNK_STEPS = 128
"""Steps per chunk of an episode in progress: at most this many are lost if the process dies."""

RECORDING_FILE = "recording.json"
MINARI_METADATA = "metadata.json"
PENDING_DIR = "_pending"
ROWS_FILE = "part-0.parquet"
START_FILE = "_start.npz"
COMPACT_FILE = "_compact.npz"
FORMAT = "arena_vec.recording/1"


def sync_dir(path: Path) -> None:
    """Flushes a directory's entries (a rename or unlink in it) to disk."""
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def atomic_write(path: Path, data: bytes) -> None:
    """Writes ``data`` to ``path`` through a temporary file, flushed to disk, renamed over it."""
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())
    os.replace(tmp, path)
    sync_dir(path.parent)


def durable_rename(source: Path, target: Path) -> None:
    """Renames a directory entry and flushes both directories."""
    os.rename(source, target)
    sync_dir(target.parent)
    if source.parent != target.parent:
        sync_dir(source.parent)


def _plain(value: Any) -> Any:
    """JSON form of what settings and infos hold besides JSON's own types."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, np.ndarray | np.generic):
        return value.tolist()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


def write_json(path: Path, value: Any) -> None:
    atomic_write(path, json.dumps(value, indent=1, sort_keys=True, default=_plain).encode())


def read_json(path: Path) -> Any:
    """The JSON in ``path``; ValueError naming the file if it is missing or not JSON."""
    try:
        return json.loads(path.read_text())
    except FileNotFoundError:
        raise ValueError(f"{path} is missing: not a complete arena_vec recording") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"{path} is corrupt (not JSON: {error})") from None


def write_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    buffer = io.BytesIO()
    np.savez_compressed(buffer, **arrays)  # type: ignore[arg-type]  # numpy's hint
    atomic_write(path, buffer.getvalue())


def read_npz(path: Path, keys: tuple[str, ...]) -> dict[str, np.ndarray]:
    """The arrays ``keys`` of an npz file; ValueError naming the file when it is truncated,
    damaged or lacks one of them."""
    try:
        raw = path.read_bytes()  # np.load leaks its handle on a damaged file: read first
    except FileNotFoundError:
        raise ValueError(f"{path} is missing: the episode is incomplete") from None
    try:
        with np.load(io.BytesIO(raw), allow_pickle=False) as data:
            files = data.files if isinstance(data, np.lib.npyio.NpzFile) else []
            arrays = {key: data[key] for key in keys if key in files}
    except (OSError, EOFError, KeyError, ValueError, zipfile.BadZipFile, zlib.error) as error:
        # ValueError: a zeroed file reads as pickled data, a damaged directory as a bad seek.
        raise ValueError(
            f"{path} is corrupt or truncated (not a readable npz archive: {error})"
        ) from None
    missing = [key for key in keys if key not in arrays]
    if missing:
        raise ValueError(f"{path} is corrupt: it lacks {missing}")
    return arrays


def new_recording_dir(dataset_path: str, game: str) -> Path:
    """Creates a fresh recording directory under ``dataset_path`` (made if missing).

    ValueError naming ``dataset_path`` when it cannot be created or written.
    """
    root = Path(dataset_path).expanduser()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        root.mkdir(parents=True, exist_ok=True)
        for n in range(10_000):
            path = root / f"{game}-{stamp}-{os.getpid()}-{n}"
            try:
                path.mkdir()
            except FileExistsError:
                continue
            (path / PENDING_DIR).mkdir()
            return path
    except OSError as error:
        raise ValueError(
            f"dataset_path={dataset_path!r} cannot be written: {error.strerror or error}"
        ) from None
    raise ValueError(
        f"dataset_path={dataset_path!r} holds too many recordings named {game}-{stamp}"
    )
