"""The actions the executor's equivalence tests send (a module of its own, not conftest: tests
import it by name, and every conftest.py is the module `conftest`)."""

from __future__ import annotations


def action_for(env_id: int, step: int, num_actions: int) -> int:
    """A deterministic action that depends only on the env and its own step count."""
    return (env_id * 7 + step * 13 + (step * step) % 5) % num_actions
