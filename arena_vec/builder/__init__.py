"""The one front door: every env arena_vec hands out is built here, from one options object.

``options`` holds :class:`EnvOptions` (what to build; ``engine.options.PoolOptions`` says how
the pool runs), ``builders`` the builders that take it (wrappers planned, recorder and human
window applied directly), ``keywords`` the public keyword API over them (``arena_vec.make``,
``make_vec``, ``make_dm``) and ``registration`` Gymnasium's ids, whose entry points are these
builders. The self-play and opponent builders (``arena_vec.multiagent``) make the same options.
"""

from __future__ import annotations

from arena_vec.builder.builders import build_adapter, build_dm, build_env, build_vec
from arena_vec.builder.keywords import make, make_dm, make_vec
from arena_vec.builder.options import EnvOptions

__all__ = [
    "EnvOptions",
    "build_adapter",
    "build_dm",
    "build_env",
    "build_vec",
    "make",
    "make_dm",
    "make_vec",
]
