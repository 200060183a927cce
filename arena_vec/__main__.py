"""``python -m arena_vec``: the ``arena-vec`` command (see :mod:`arena_vec.cli`)."""

from arena_vec.cli.main import main

if __name__ == "__main__":
    main()
