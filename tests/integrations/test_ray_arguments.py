"""RayVectorPool and RolloutGatherer refuse bad counts, actor options of the wrong length
and an uninitialized Ray by name, before any actor starts (no Ray instance needed)."""

from __future__ import annotations

from typing import Any

import pytest
import ray

from arena_vec.integrations.ray_pool import RayVectorPool
from arena_vec.integrations.ray_rollouts import RolloutGatherer


def pool(**kwargs: Any) -> Any:
    arguments = {"num_actors": 2, "envs_per_actor": 4} | kwargs
    return RayVectorPool("dummy", arguments.pop("num_actors"), arguments.pop("envs_per_actor"),
                         **arguments)  # fmt: skip


def gatherer(**kwargs: Any) -> Any:
    arguments = {"num_actors": 2, "envs_per_actor": 4, "length": 8} | kwargs
    return RolloutGatherer("dummy", lambda params, obs, rng: obs, None, **arguments)


@pytest.mark.parametrize("make", [pool, gatherer])
@pytest.mark.parametrize(
    ("name", "value"), [("num_actors", 0), ("envs_per_actor", True), ("envs_per_actor", 1.5)]
)
def test_counts_must_be_ints_of_at_least_one(make: Any, name: str, value: Any) -> None:
    with pytest.raises(
        ValueError, match=rf"^{name}={value!r} is not allowed; expected an int >= 1"
    ):
        make(**{name: value})


def test_the_rollout_length_must_be_an_int_of_at_least_one() -> None:
    with pytest.raises(ValueError, match=r"^length=0 is not allowed; expected an int >= 1"):
        gatherer(length=0)


@pytest.mark.parametrize("make", [pool, gatherer])
def test_actor_options_need_one_dict_per_actor(make: Any) -> None:
    with pytest.raises(
        ValueError, match=r"actor_options has 1 entries; expected one dict per actor \(2\)"
    ):
        make(actor_options=[{}])


@pytest.mark.parametrize("make", [pool, gatherer])
def test_ray_must_be_initialized(make: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    with pytest.raises(RuntimeError, match=r"Ray is not initialized: call .*connect\(address\)"):
        make()
