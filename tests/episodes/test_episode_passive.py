"""Passive controllers: a control that changes nothing, once its episode began as a plain game,
is skipped by the executor (no call per step or per autoreset; take() writes its infos). These
tests check that skipping changes nothing: EpisodeControl() against the serial oracle in every
autoreset mode, and a pool whose controllers go passive and back against one whose controllers
never do (a control that draws its start every episode but always draws a fresh game), through
control changes, masked and seeded resets, on one thread and on two."""

from __future__ import annotations

import numpy as np
import pytest
from control_oracle import ControlOracle, OracleControl
from gymnasium.vector import AutoresetMode, SyncVectorEnv
from tree_equal import assert_tree_equal

import arena_vec
from arena_vec import EpisodeControl

NUM_ENVS = 4
CUTS = EpisodeControl(max_steps=6, mini_episodes=True)


def cartpole_state() -> bytes:
    source = arena_vec.make_vec("cartpole", 1, seed=3)
    source.reset()
    state = source.get_state(0)
    source.close()
    return state


def same(ours: tuple, theirs: tuple, where: str) -> None:
    """Equal results (reset or step tuples), element by element."""
    assert len(ours) == len(theirs), where
    for k, (a, b) in enumerate(zip(ours, theirs, strict=True)):
        assert_tree_equal(a, b, f"{where}[{k}]", masked_final_info=True)


def plain_values(info: dict, rows: np.ndarray) -> None:
    """The values a control that changes nothing reports besides `end`, on ``rows``."""
    control = info["episode_control"]
    assert not control["continues"][rows].any()
    assert (control["start"][rows] == 0).all()
    assert (control["start_index"][rows] == -1).all()
    assert (control["budget"][rows] == 0).all()


@pytest.mark.parametrize("mode", list(AutoresetMode), ids=lambda m: m.value)
def test_the_default_control_matches_the_serial_oracle(mode: AutoresetMode) -> None:
    ours = arena_vec.make_vec(
        "cartpole", NUM_ENVS, seed=4, autoreset_mode=mode, episode_control=EpisodeControl()
    )
    reference = SyncVectorEnv(
        [lambda: ControlOracle("cartpole", {}, OracleControl()) for _ in range(NUM_ENVS)],
        autoreset_mode=mode,
    )
    same(ours.reset(seed=4), reference.reset(seed=4), "reset")
    rng = np.random.default_rng(1)
    ends = 0
    everyone = np.ones(NUM_ENVS, dtype=np.bool_)
    for step in range(150):
        actions = rng.integers(0, 2, NUM_ENVS)
        result, expected = ours.step(actions), reference.step(actions)
        same(result, expected, f"step {step}")
        info = result[4]
        plain_values(info, everyone)
        done = expected[2] | expected[3]
        if "final_info" in info:
            plain_values(info["final_info"], info["_final_info"])
            ends += int((info["final_info"]["episode_control"]["end"][done] == 1).sum())
        else:
            ends += int((info["episode_control"]["end"][done] == 1).sum())
        if mode is AutoresetMode.DISABLED and done.any():
            masked = {"reset_mask": done}
            same(ours.reset(options=masked), reference.reset(options=masked), f"reset {step}")
    assert ends >= 10, f"only {ends} game ends: the case tests little"
    ours.close()
    reference.close()


def run(control: EpisodeControl, mode: AutoresetMode, num_threads: int) -> list:
    """Every result of a cartpole pool whose envs start with ``control``, get cuts and then
    ``control`` again, and meet a masked reset right after an env's episode ended (the env
    kept out of it, with a new control) and a seeded reset."""
    envs = arena_vec.make_vec(
        "cartpole",
        NUM_ENVS,
        seed=9,
        num_threads=num_threads,
        autoreset_mode=mode,
        episode_control=control,
    )
    results = [envs.reset()]
    rng = np.random.default_rng(2)
    observed_after_end = False
    for step in range(160):
        result = envs.step(rng.integers(0, 2, NUM_ENVS))
        results.append(result)
        done = result[2] | result[3]
        if step == 10:
            envs.set_episode_control(CUTS, env_ids=[1, 2])
        if step == 70:
            envs.set_episode_control(control, env_ids=[1])
            envs.set_episode_control([control, CUTS], env_ids=[2, 3])
        if step >= 100 and not observed_after_end and done.any():
            # The ended env gets a control and is left out of a reset: its row re-emits it.
            ended = int(np.flatnonzero(done)[0])
            envs.set_episode_control(control, env_ids=[ended])
            mask = np.ones(NUM_ENVS, dtype=np.bool_)
            mask[ended] = False
            results.append(envs.reset(options={"reset_mask": mask}))
            if mode is AutoresetMode.DISABLED:
                results.append(envs.reset(options={"reset_mask": ~mask}))
            observed_after_end = True
        elif mode is AutoresetMode.DISABLED and done.any():
            results.append(envs.reset(options={"reset_mask": done}))
        if step == 130:
            results.append(envs.reset(seed=21))
    assert observed_after_end
    envs.close()
    return results


@pytest.mark.parametrize("num_threads", [1, 2])
@pytest.mark.parametrize("mode", list(AutoresetMode), ids=lambda m: m.value)
def test_passive_controllers_report_what_active_ones_do(
    mode: AutoresetMode, num_threads: int
) -> None:
    never_passive = EpisodeControl(
        start_states=[cartpole_state()], start_weights=[0.0], fresh_weight=1.0
    )
    passive = run(EpisodeControl(), mode, num_threads)
    active = run(never_passive, mode, num_threads)
    assert len(passive) == len(active)
    cuts = 0
    for k, (ours, theirs) in enumerate(zip(passive, active, strict=True)):
        same(ours, theirs, f"result {k}")
        same(theirs, ours, f"result {k} (reversed)")
        info = ours[-1]
        cuts += int((info["episode_control"]["end"] == 3).sum())
        if "final_info" in info:
            ends = info["final_info"]["episode_control"]["end"][info["_final_info"]]
            cuts += int((ends == 3).sum())
    assert cuts >= 10, f"only {cuts} budget cuts: the controls barely changed"
