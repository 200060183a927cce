"""DIAMBRA's wrappers (``WrappersSettings``) for every front end: ``make`` (one env),
``make_vec`` (Gymnasium vector env) and ``make_dm`` (batched dm_env) take the same settings.

``plan`` turns the settings into a native wrapper plan that the pool runs per env, on its worker
threads, in DIAMBRA's order (no-op steps after reset, repeated action, reward normalisation and
clipping, frame shape, frame stack with dilation, last actions, scaling, role-relative keys,
flattening and filtering); ``leaves`` holds the observation stages of that plan; ``make`` builds
the envs and applies the user's own wrapper classes last.
"""

from arena_vec.wrappers.make import make, make_dm, make_vec
from arena_vec.wrappers.plan import plan_for, plan_wrappers

__all__ = ["make", "make_dm", "make_vec", "plan_for", "plan_wrappers"]
