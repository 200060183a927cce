"""Front ends over one native pool: the Gymnasium ``VectorEnv`` (``vector``), the batched
``dm_env`` API (``dm``), a single ``gymnasium.Env`` (``single``), the XLA FFI path (``jax``,
imported on demand), the choice of adapter per env id (``adapters``) and the Gymnasium
registration (``registration``). Built on ``arena_vec.engine``; the fighting games reach them
through their adapter (``arena_vec.fighting.adapter``)."""
