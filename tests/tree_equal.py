"""Exact equality of (nested) step results against a reference, for the tests that compare a pool
with an oracle step by step: dicts key by key (ours may hold more keys than the reference),
object arrays (Gymnasium's final observations) entry by entry, leaves as
``numpy.testing.assert_array_equal`` compares them. dummy's ``source_env`` leaf is the pool
index in ours and 0 in every one-env reference, so it is left out (tests check it apart).

With ``masked_final_info``, a ``final_info`` is compared on the rows its ``_final_info`` mask
marks only (where the reference holds no terminal info, ours may hold anything).

With ``strict``, both trees hold the same keys, leaves the same shape, and array leaves the same
dtype. With ``rtol``, leaves are compared as ``numpy.testing.assert_allclose`` does (``atol`` a
tenth of it), for paths that reach the same numbers by different float arithmetic. Lists and tuples are compared entry by entry."""

from __future__ import annotations

from typing import Any

import numpy as np

_PLAIN = (int, float, bool, str)


def rows(tree: Any, mask: np.ndarray) -> Any:
    """The rows of a (nested) batch where ``mask`` is set (private ``_`` keys left out)."""
    if isinstance(tree, dict):
        return {key: rows(value, mask) for key, value in tree.items() if not key.startswith("_")}
    return np.asarray(tree)[mask]


def assert_leaf_equal(
    ours: Any, theirs: Any, where: str, strict: bool = False, rtol: float = 0
) -> None:
    """``numpy.testing.assert_array_equal`` with its message naming ``where``; the equal case,
    nearly every call in a step loop, takes a plain comparison (Python scalars, arrays of the same
    dtype and shape holding the same bytes) or numpy's one-call one instead of its checks."""
    if strict:
        if isinstance(ours, np.ndarray) and isinstance(theirs, np.ndarray):
            assert ours.dtype == theirs.dtype, f"{where}: dtype {ours.dtype}, not {theirs.dtype}"
            shapes = ours.shape, theirs.shape
        else:
            shapes = np.shape(ours), np.shape(theirs)
        assert shapes[0] == shapes[1], f"{where}: shape {shapes[0]}, expected {shapes[1]}"
    if rtol:
        np.testing.assert_allclose(ours, theirs, rtol=rtol, atol=rtol / 10, err_msg=where)
        return
    if type(ours) in _PLAIN and type(theirs) is type(ours) and ours == theirs:
        return  # Python scalars (a single env's Discrete leaves, flags)
    if (
        isinstance(ours, np.ndarray)
        and isinstance(theirs, np.ndarray)
        and ours.dtype == theirs.dtype != object
        and ours.shape == theirs.shape
        and ours.tobytes() == theirs.tobytes()
    ):
        return  # the same bytes: equal (NaN where NaN); 1 us against array_equal's 5-16 (a RAM leaf)
    try:
        if np.array_equal(ours, theirs, equal_nan=True):
            return
    except TypeError:  # leaves numpy cannot test for NaN: the full comparison decides
        pass
    np.testing.assert_array_equal(ours, theirs, err_msg=where)


def assert_tree_equal(
    ours: Any,
    theirs: Any,
    where: str,
    masked_final_info: bool = False,
    strict: bool = False,
    rtol: float = 0,
) -> None:
    """Equality of ``ours`` and ``theirs`` as the module says; ``where`` names the step."""
    if masked_final_info and isinstance(theirs, dict) and "final_info" in theirs:
        mask = theirs["_final_info"]
        assert_leaf_equal(ours["_final_info"], mask, f"{where}._final_info")
        assert_tree_equal(rows(ours["final_info"], mask), rows(theirs["final_info"], mask), where)
        ours = {key: value for key, value in ours.items() if key != "final_info"}
        theirs = {key: value for key, value in theirs.items() if key != "final_info"}
    if isinstance(theirs, dict):
        assert isinstance(ours, dict), f"{where}: {type(ours).__name__}, not a dict"
        if strict:
            assert ours.keys() == theirs.keys(), f"{where}: keys {sorted(ours)}, {sorted(theirs)}"
        for key in theirs:
            if key == "source_env":
                continue
            assert key in ours, f"{where}: missing {key} (ours holds {sorted(ours)})"
            assert_tree_equal(
                ours[key], theirs[key], f"{where}.{key}", masked_final_info, strict, rtol
            )
    elif isinstance(theirs, list | tuple) or (
        isinstance(theirs, np.ndarray) and theirs.dtype == object
    ):
        if isinstance(theirs, np.ndarray):
            assert isinstance(ours, np.ndarray), f"{where}: {type(ours).__name__}, not an array"
            assert ours.dtype == object, f"{where}: dtype {ours.dtype}, not an object array"
        assert len(ours) == len(theirs), f"{where}: {len(ours)} entries, expected {len(theirs)}"
        for i, (a, b) in enumerate(zip(ours, theirs, strict=True)):
            assert (a is None) == (b is None), f"{where}[{i}]"
            if b is not None:
                assert_tree_equal(a, b, f"{where}[{i}]", masked_final_info, strict, rtol)
    else:
        assert_leaf_equal(ours, theirs, where, strict, rtol)
