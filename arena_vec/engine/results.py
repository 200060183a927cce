"""Turning the pool's flat result tuple into Gymnasium's (obs, reward, terminated, truncated, info).

Layout of the tuple (see native/bindings/batch_arrays.h): reward, terminated, truncated, env_id,
elapsed_step, final_mask (or None), then the observation leaves, the info leaves and, in
same_step mode, the terminal copies of both; with episode control, last, its info group as two
prebuilt dicts (infos, final infos; None when absent). Everything here is precomputed once per env
so a step only indexes tuples and builds or copies small dicts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from arena_vec.engine.episode_infos import (
    GROUP,
    GROUP_MASK,
    control_info_builder,
    split_control_infos,
)
from arena_vec.engine.leaves import compile_nester, nest

FIRST_LEAF = 6


def compile_info_builder(
    names: Sequence[str], first: int
) -> Callable[[Sequence[Any], np.ndarray], dict]:
    """A function ``(flat, mask) -> info`` for the info leaves ``names`` starting at ``first``.

    It follows Gymnasium's vector info convention: dotted names nest, and every key ``k`` gets a
    boolean ``_k`` mask beside it. The nesting is resolved once, here.
    """

    def build(node: dict[str, Any]) -> Callable[[Sequence[Any], np.ndarray], dict]:
        leaves = [(key, index, f"_{key}") for key, index in node.items() if isinstance(index, int)]
        children = [
            (key, build(child), f"_{key}") for key, child in node.items() if isinstance(child, dict)
        ]

        def assemble(flat: Sequence[Any], mask: np.ndarray) -> dict[str, Any]:
            out: dict[str, Any] = {}
            for key, index, mask_key in leaves:
                out[key] = flat[index]
                out[mask_key] = mask
            for key, child, mask_key in children:
                out[key] = child(flat, mask)
                out[mask_key] = mask
            return out

        return assemble

    return build(nest(names, range(first, first + len(names))))


class ResultDecoder:
    """Precomputed decoding of result tuples for one pool's leaf layout."""

    def __init__(
        self,
        observation_names: Sequence[str],
        info_names: Sequence[str],
        with_final: bool,
    ) -> None:
        self.info_names = list(info_names)
        self.num_obs = len(observation_names)
        self.first_info = FIRST_LEAF + self.num_obs
        self.first_final = self.first_info + len(self.info_names)
        self.with_final = with_final
        # Episode control's leaves (last, when the pool has them) get a builder of their own.
        game_infos, controlled = split_control_infos(self.info_names)
        self.has_game_infos = bool(game_infos)
        self.info_of = compile_info_builder(game_infos, self.first_info)
        self.final_info_of = compile_info_builder(game_infos, self.first_final + self.num_obs)
        first_control = self.first_info + len(game_infos)
        final_shift = len(self.info_names) + self.num_obs
        self.control_of = control_info_builder(first_control) if controlled else None
        self.final_control_of = (
            control_info_builder(first_control + final_shift) if controlled else None
        )
        # The native group dicts: every row reported (None in a batch of fewer rows than the
        # buffer's, which the builders above then assemble).
        self.prebuilt_control = self.first_final + (final_shift if with_final else 0)
        self.obs_of = compile_nester(observation_names, FIRST_LEAF)
        self.final_obs_of = (
            compile_nester(observation_names, self.first_final) if with_final else None
        )
        self._masks: dict[int, np.ndarray] = {}

    def all_true(self, count: int) -> np.ndarray:
        """A shared read-only all-True mask of length ``count``."""
        mask = self._masks.get(count)
        if mask is None:
            mask = np.ones(count, dtype=np.bool_)
            mask.flags.writeable = False
            self._masks[count] = mask
        return mask

    def infos(self, flat: Sequence[Any], mask: np.ndarray | None = None) -> dict[str, Any]:
        """The info dict of a batch; ``mask`` marks rows whose env reported (default: all)."""
        env_id = flat[3]
        all_reported = mask is None
        if mask is None:
            mask = self.all_true(len(env_id))
        info: dict[str, Any] = {
            "env_id": env_id,
            "_env_id": self.all_true(len(env_id)),
            "elapsed_step": flat[4],
            "_elapsed_step": self.all_true(len(env_id)),
        }
        if self.has_game_infos:
            info.update(self.info_of(flat, mask))
        if self.control_of is not None:
            prebuilt = flat[self.prebuilt_control] if all_reported else None
            info[GROUP] = self.control_of(flat, mask) if prebuilt is None else prebuilt.copy()
            info[GROUP_MASK] = mask
        if self.with_final:
            self._add_final(flat, info)
        return info

    def _add_final(self, flat: Sequence[Any], info: dict[str, Any]) -> None:
        final_mask = flat[5]
        if not final_mask.any():
            return
        rows = np.flatnonzero(final_mask)
        final_obs = np.full(len(final_mask), None, dtype=object)
        if self.final_obs_of is None:  # with_final is False: never called
            return
        full = self.final_obs_of(flat)
        for row in rows:
            final_obs[row] = _row_of(full, int(row))
        info["final_obs"] = final_obs
        info["_final_obs"] = final_mask
        final_info = self.final_info_of(flat, final_mask)
        if self.final_control_of is not None:
            prebuilt = flat[self.prebuilt_control + 1]
            final_info[GROUP] = (
                self.final_control_of(flat, final_mask) if prebuilt is None else prebuilt.copy()
            )
            final_info[GROUP_MASK] = final_mask
        info["final_info"] = final_info
        info["_final_info"] = final_mask

    def step_result(
        self, flat: Sequence[Any]
    ) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict]:
        """(obs, reward, terminated, truncated, info) for one recv'd batch."""
        return self.obs_of(flat), flat[0], flat[1], flat[2], self.infos(flat)


def _row_of(obs: Any, row: int) -> Any:
    """One env's copy of a batched observation (arrays or nested dicts of arrays)."""
    if isinstance(obs, dict):
        return {key: _row_of(value, row) for key, value in obs.items()}
    return obs[row].copy()
