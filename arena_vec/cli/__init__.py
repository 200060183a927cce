"""The ``arena-vec`` command: ``main`` parses the arguments and dispatches, one module per
subcommand (today: ``run``, the batched throughput run)."""
