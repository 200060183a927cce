"""Parquet files of episode rows in Minari's layout: writing a range of an episode's rows (a
chunk, or the whole episode with its final observation) and reading them back.

Columns: ``observations`` and ``actions`` (see ``columns``), ``rewards`` (float64),
``terminations`` and ``truncations`` (bool) and ``infos`` (a struct of the info's scalar
leaves by dotted name: DIAMBRA's flags, ``engine.*``).
Files are zstd-compressed and written atomically. Imports pyarrow.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from gymnasium import spaces

from arena_vec.recording.columns import decode, encode
from arena_vec.recording.layout import atomic_write
from arena_vec.recording.spaces import leaf_spaces


def _zero(space: spaces.Space) -> Any:
    return np.zeros(space.shape, np.int64) if isinstance(space, spaces.MultiDiscrete) else 0


def _columns(space: spaces.Space, lists: list[list[Any]], start: int, stop: int, pad: int):
    columns = {}
    for (path, leaf), values in zip(leaf_spaces(space), lists, strict=True):
        rows = [np.asarray(v) for v in values[start:stop]] + [np.asarray(_zero(leaf))] * pad
        columns[path] = np.stack(rows) if rows else np.zeros((0, *(leaf.shape or ())))
    return encode(space, columns)


def write_rows(
    path: Path,
    source: Any,
    obs_leaves: list[list[Any]],
    action_leaves: list[list[Any]],
    rewards: list[float],
    terminated: list[bool],
    truncated: list[bool],
    infos: list[dict[str, Any]],
    start: int,
    stop: int,
    final: bool,
) -> None:
    """Writes rows ``start`` to ``stop`` (exclusive) of an episode; ``final`` adds the row of
    the final observation (index ``stop``) with a zero action."""
    pad = 1 if final else 0
    end = stop + pad
    info_rows = infos[start:end]
    names = list(info_rows[0]) if info_rows else []
    table = pa.table(
        {
            "observations": _columns(source.observation_space, obs_leaves, start, end, 0),
            "actions": _columns(source.action_space, action_leaves, start, stop, pad),
            "rewards": pa.array(np.array(rewards[start:stop] + [0.0] * pad, np.float64)),
            "terminations": pa.array(np.array(terminated[start:stop] + [False] * pad, bool)),
            "truncations": pa.array(np.array(truncated[start:stop] + [False] * pad, bool)),
            "infos": pa.StructArray.from_arrays(
                [pa.array(np.array([row.get(n, 0) for row in info_rows])) for n in names],
                names=names,
            )
            if names
            else pa.nulls(end - start),
        }
    )
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression="zstd", row_group_size=max(1, len(table)))
    atomic_write(path, sink.getvalue().to_pybytes())


def read_rows(
    paths: list[Path], observation_space: spaces.Space, action_space: spaces.Space
) -> dict[str, Any]:
    """The rows of ``paths`` in order, decoded: ``observations`` and ``actions`` (nested dicts
    of arrays), ``rewards``, ``terminations``, ``truncations`` and ``infos`` (a dict of bool
    arrays). ValueError naming the file on a truncated or damaged one."""
    tables = []
    for path in paths:
        try:
            tables.append(pq.read_table(path))
        except (OSError, pa.ArrowException) as error:
            raise ValueError(f"{path} is corrupt or truncated ({error})") from None
    if not tables:
        return {}
    table = pa.concat_tables(tables)
    infos = table.column("infos").combine_chunks()
    fields = [field.name for field in infos.type] if pa.types.is_struct(infos.type) else []
    return {
        "observations": decode(observation_space, table.column("observations")),
        "actions": decode(action_space, table.column("actions")),
        "rewards": table.column("rewards").to_numpy(),
        "terminations": table.column("terminations").to_numpy(),
        "truncations": table.column("truncations").to_numpy(),
        "infos": {name: infos.field(name).to_numpy(zero_copy_only=False) for name in fields},
    }
