"""Minari's parquet columns: observations and actions of a gymnasium space as Arrow arrays, in
the layout ``minari.dataset._storages.arrow_storage`` reads (with ``jpeg_encoding`` off).

A Dict space is a struct column with one field per key; a Box is a fixed-size list of its
dtype holding the flattened array; a MultiDiscrete a fixed-size list of int64; a Discrete an
int64 column. Frames are stored raw, gray (HxWx1) included, so they come back bit-exact
(Minari's own JPEG path refuses HxWx1 frames and is lossy); parquet's zstd compression keeps
them small. Imports pyarrow: only the recording and loading code that needs it imports this.

Example:
    >>> from gymnasium import spaces
    >>> space = spaces.Dict({"x": spaces.Discrete(3)})
    >>> decode(space, encode(space, {("x",): np.array([0, 2])}))["x"].tolist()
    [0, 2]
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyarrow as pa
from gymnasium import spaces

from arena_vec.recording.spaces import KeyPath


def _encode_leaf(space: spaces.Space, values: np.ndarray) -> pa.Array:
    if isinstance(space, spaces.Discrete):
        return pa.array(values.astype(np.int64).reshape(len(values)))
    if isinstance(space, spaces.MultiDiscrete | spaces.Box):
        dtype = np.int64 if isinstance(space, spaces.MultiDiscrete) else space.dtype
        width = int(np.prod(space.shape))
        flat = np.ascontiguousarray(values, dtype=dtype).reshape(len(values) * width)
        return pa.FixedSizeListArray.from_arrays(pa.array(flat), width)
    raise TypeError(f"space {space} cannot be recorded (Dict, Box, Discrete, MultiDiscrete only)")


def encode(
    space: spaces.Space, columns: dict[KeyPath, np.ndarray], prefix: KeyPath = ()
) -> pa.Array:
    """One Arrow array from the stacked values of every leaf (``columns[path]`` has the rows
    on its first axis)."""
    if isinstance(space, spaces.Dict):
        names = list(space.spaces)
        arrays = [encode(space[name], columns, (*prefix, name)) for name in names]
        return pa.StructArray.from_arrays(arrays, names=names)
    return _encode_leaf(space, columns[prefix])


def decode(space: spaces.Space, array: pa.Array | pa.ChunkedArray) -> Any:
    """Inverse of :func:`encode`: nested dicts of numpy arrays with the rows first."""
    if isinstance(array, pa.ChunkedArray):
        array = array.combine_chunks()
    if isinstance(space, spaces.Dict):
        return {name: decode(space[name], array.field(name)) for name in space.spaces}
    if isinstance(space, spaces.Discrete):
        return array.to_numpy(zero_copy_only=False).astype(np.int64)
    dtype = np.int64 if isinstance(space, spaces.MultiDiscrete) else space.dtype
    flat = array.flatten().to_numpy(zero_copy_only=False).astype(dtype, copy=False)
    return flat.reshape(len(array), *(space.shape or ()))
