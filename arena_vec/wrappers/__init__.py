"""DIAMBRA's wrappers (``WrappersSettings``) for every front end: ``arena_vec.make``,
``make_vec`` and ``make_dm`` (``arena_vec.builder``) take the same settings.

``plan`` turns the settings into a native wrapper plan that the pool runs per env, on its worker
threads, in DIAMBRA's order (no-op steps after reset, repeated action, reward normalisation and
clipping, frame shape, frame stack with dilation, last actions, scaling, role-relative keys,
flattening and filtering); ``leaves`` holds the observation stages of that plan. The builders
(``arena_vec.builder``) apply the user's own wrapper classes last.
"""

from arena_vec.wrappers.plan import plan_for, plan_wrappers

__all__ = ["plan_for", "plan_wrappers"]
