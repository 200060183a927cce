"""DIAMBRA Arena's API for the fighting games: settings (``settings``), spaces (``spaces``),
``make()`` and its single env (``env``), the adapter that puts a game behind the batched front
ends (``adapter``), game metadata (``games``), the CPU ladder the engine plays (``cpu_ladder``)
and the TOML game files with their schema (``game_data``, ``game_data_schema``). Built on
``arena_vec.engine``; never imports the front ends of ``arena_vec.envs``."""
