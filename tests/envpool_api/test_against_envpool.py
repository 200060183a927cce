"""arena_vec.envpool next to EnvPool itself on CartPole-v1 (skipped where envpool is not
installed; it is a test-only optional): the same result structure, dtypes and shapes in
gymnasium and dm modes, the same info keys, the same truncation and reset-step timing, the
same spaces and the same common config keys. The observations differ (another RNG); the
game's rules are checked against Gymnasium's CartPole elsewhere (tests/core)."""

from __future__ import annotations

import numpy as np
import pytest

real = pytest.importorskip("envpool")

from arena_vec import envpool as ours

# EnvPool's own CartPole spaces warn when built (float64 bounds cast to float32).
pytestmark = pytest.mark.filterwarnings("ignore:.*precision lowered by casting:UserWarning")

KW = {"num_envs": 3, "seed": 0, "max_episode_steps": 4}
STEPS = 11


def run(module, env_type: str) -> list:
    env = module.make("CartPole-v1", env_type=env_type, **KW)
    results = [env.reset()]
    results += [env.step(np.zeros(3, np.int32)) for _ in range(STEPS)]
    env.close()
    return results


def layout(tree) -> object:
    """Structure, dtypes and shapes of a result, values left out."""
    if isinstance(tree, dict):
        return {key: layout(value) for key, value in tree.items()}
    if isinstance(tree, tuple):  # namedtuples compare by their fields' names
        return (getattr(tree, "_fields", None), [layout(value) for value in tree])
    return (np.asarray(tree).dtype, np.asarray(tree).shape)


def test_gymnasium_results_have_envpools_layout_and_timing() -> None:
    theirs, mine = run(real, "gymnasium"), run(ours, "gymnasium")
    assert [layout(r) for r in mine] == [layout(r) for r in theirs]
    for their, my in zip(theirs[1:], mine[1:], strict=True):
        np.testing.assert_array_equal(my[1], their[1])  # reward: 1 per step, 0 on a reset step
        np.testing.assert_array_equal(my[3], their[3])  # truncated at max_episode_steps
        np.testing.assert_array_equal(my[4]["elapsed_step"], their[4]["elapsed_step"])
        np.testing.assert_array_equal(my[4]["env_id"], their[4]["env_id"])


def test_dm_results_have_envpools_layout_and_timing() -> None:
    theirs, mine = run(real, "dm"), run(ours, "dm")
    for their, my in zip(theirs, mine, strict=True):
        assert my.observation._fields == their.observation._fields
        assert layout(my)[1][:3] == layout(their)[1][:3]  # step_type, reward, discount
        np.testing.assert_array_equal(my.step_type, their.step_type)
        np.testing.assert_array_equal(my.discount, their.discount)
        np.testing.assert_array_equal(my.reward, their.reward)


def test_gym_mode_is_old_gyms_four_tuple_with_envpools_flags() -> None:
    """EnvPool 1.x answers env_type="gym" with Gymnasium's 5-tuple; this module gives the
    4-tuple with ``done`` that EnvPool's gym mode gave and CleanRL's scripts read."""
    theirs, mine = run(real, "gymnasium"), run(ours, "gym")
    for their, my in zip(theirs[1:], mine[1:], strict=True):
        np.testing.assert_array_equal(my[2], their[2] | their[3])
        np.testing.assert_array_equal(my[3]["TimeLimit.truncated"], their[3])


def test_spaces_and_common_config_match() -> None:
    theirs = real.make_spec("CartPole-v1", **KW)
    mine = ours.make_spec("CartPole-v1", **KW)
    assert mine.action_space == theirs.action_space
    assert mine.observation_space.shape == theirs.observation_space.shape
    assert mine.observation_space.dtype == theirs.observation_space.dtype
    np.testing.assert_allclose(mine.observation_space.high, theirs.observation_space.high)
    assert mine.reward_threshold == theirs.reward_threshold
    theirs_config = theirs.config._asdict()
    # asset files and per-env seeds are not taken here; reward_threshold is spec.reward_threshold
    skipped = {"base_path", "env_seed", "reward_threshold"}
    common = {key: value for key, value in theirs_config.items() if key not in skipped}
    assert {
        key: mine.config._asdict()[key] for key in common if key != "gym_reset_return_info"
    } == {key: value for key, value in common.items() if key != "gym_reset_return_info"}
