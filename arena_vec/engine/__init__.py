"""The bridge to the native pool, shared by every front end: the compiled module, imported first
with a clear error when it is missing (``native``), opening a pool with checked arguments
(``pool``), the argument checks (``checks``), the adapter of a game without a Python layer
(``spec_adapter``), native leaves as nested spaces and dicts (``leaves``) and the decoding of
result tuples (``results``), and episode control: the ``EpisodeControl`` setting
(``episode_control``) and its plumbing into a pool (``episode_bridge``). Imports nothing from
the rest of the package."""
