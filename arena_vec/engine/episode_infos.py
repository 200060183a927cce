"""Episode control's info leaves in a result tuple, decoded once per batch.

A pool made with episode control appends five info leaves to the game's own, in this order
(``native/core/episode_control.cc``, ``episode_control_infos``). Every batch shows them as
``info["episode_control"]``: a dict of the five arrays, each with its ``_key`` mask as
Gymnasium's vector infos have them. A full batch's tuple carries that dict prebuilt
(``native/bindings/batch_arrays.cc``) and the decoder copies it; the builder here serves the
rest (a batch of fewer rows than its buffer, a reset's masked info). Its indices are fixed once
per layout, so it costs one dict display, not a walk over dotted names.

Example:
    >>> names = ["round_done", *CONTROL_INFOS]
    >>> split_control_infos(names)
    (['round_done'], True)
    >>> build = control_info_builder(7)
    >>> sorted(build(tuple(range(12)), None))[:4]
    ['_budget', '_continues', '_end', '_start']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

GROUP = "episode_control"
GROUP_MASK = f"_{GROUP}"
FIELDS = ("end", "continues", "start", "start_index", "budget")
CONTROL_INFOS = tuple(f"{GROUP}.{field}" for field in FIELDS)


def split_control_infos(info_names: Sequence[str]) -> tuple[list[str], bool]:
    """The game's own info names, and whether episode control's leaves follow them."""
    names = list(info_names)
    if tuple(names[-len(CONTROL_INFOS) :]) == CONTROL_INFOS:
        return names[: -len(CONTROL_INFOS)], True
    return names, False


def control_info_builder(first: int) -> Callable[[Sequence[Any], Any], dict[str, Any]]:
    """A function ``(flat, mask) -> info["episode_control"]`` for leaves starting at ``first``."""
    end, continues, start, start_index, budget = range(first, first + len(FIELDS))

    def build(flat: Sequence[Any], mask: Any) -> dict[str, Any]:
        return {
            "end": flat[end],
            "_end": mask,
            "continues": flat[continues],
            "_continues": mask,
            "start": flat[start],
            "_start": mask,
            "start_index": flat[start_index],
            "_start_index": mask,
            "budget": flat[budget],
            "_budget": mask,
        }

    return build
