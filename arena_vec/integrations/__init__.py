"""arena_vec inside other training stacks. Every module imports its stack (ray, torch,
stable-baselines3) only when used, so ``import arena_vec`` never does.

- ``ray_actor``: the Ray actor that owns one pool on some node (steps it, or runs a policy on
  it for whole rollouts).
- ``ray_pool``: :class:`RayVectorPool`, many actors behind one pool's ``send``/``recv``
  (first-come batches across actors), and :func:`connect` to a Ray cluster.
- ``ray_rollouts``: :class:`RolloutGatherer`, IMPALA/SEED-style actors running the current
  policy, parameters through Ray's object store, rollouts gathered first-come.
- ``sb3``: a Stable-Baselines3 ``VecEnv`` over ``make_vec`` and DIAMBRA's ``make_sb3_env``.
- ``rllib``: RLlib env creators over arena_vec (single agent, and 2P as a ``MultiAgentEnv``).
"""
