"""The native agent-row layout: its spec, each row equal to the 2-player observation seen from
that agent's fighter, role-relative settings infos, the per-agent `cpu` option, and the
mirror consistency of rows (swapping roles and mirroring inputs gives mirrored rows). Swapping
the two agents of a fight, in every game: tests/games/test_agent_swap.py."""

from __future__ import annotations

import numpy as np
import pytest

from arena_vec import EnvironmentSettings, EnvironmentSettingsMultiAgent, Roles, _native, make
from arena_vec.fighting.adapter import FightingAdapter
from arena_vec.multiagent import AgentRowsAdapter, make_selfplay_vec

RAM = EnvironmentSettingsMultiAgent(include_frame=False)
MIRRORED = np.array([0, 5, 4, 3, 2, 1, 8, 7, 6])  # Left <-> Right in DIAMBRA's move order


def test_spec_has_a_leading_agent_axis_and_own_opp_names() -> None:
    adapter = AgentRowsAdapter("triad", EnvironmentSettingsMultiAgent(frame_shape=(32, 32, 1)))
    plain = FightingAdapter("triad", EnvironmentSettingsMultiAgent(frame_shape=(32, 32, 1)))
    rows = {leaf["name"]: tuple(leaf["shape"]) for leaf in adapter.spec["observations"]}
    for leaf in plain.spec["observations"]:
        name = leaf["name"].replace("P1.", "own.").replace("P2.", "opp.")
        assert rows[name] == (2, *leaf["shape"])
    infos = {leaf["name"]: tuple(leaf["shape"]) for leaf in adapter.spec["infos"]}
    assert infos["settings.role"] == (2, 2)
    assert infos["round_done"] == (2,)


def test_agent_rows_are_refused_with_one_player() -> None:
    config = {**FightingAdapter("triad", EnvironmentSettings()).config, "agent_rows": True}
    with pytest.raises(ValueError, match="agent_rows=true is invalid"):
        _native.game_spec("triad", config)
    with pytest.raises(TypeError, match="EnvironmentSettingsMultiAgent"):
        AgentRowsAdapter("triad", EnvironmentSettings())


def test_each_row_is_the_fight_seen_from_its_agent() -> None:
    """Rows against the plain 2P env of the same seed and actions: own is the agent's role."""
    envs = make_selfplay_vec("triad", 1, env_settings=RAM, seed=5, autoreset_mode="disabled")
    single = make("triad", RAM)
    obs, info = envs.reset(seed=5)
    plain, plain_info = single.reset(seed=5)
    rng = np.random.default_rng(0)
    for _ in range(300):
        roles = plain_info["settings"]["role"]
        for agent in (0, 1):
            own = "P1" if roles[agent] == Roles.P1 else "P2"
            opp = "P2" if own == "P1" else "P1"
            for key, value in plain[own].items():
                assert np.array_equal(obs["own"][key][agent], value), (agent, key)
            for key, value in plain[opp].items():
                assert np.array_equal(obs["opp"][key][agent], value), (agent, key)
            assert np.array_equal(obs["timer"][agent], plain["timer"])
        assert info["settings"]["role"][1].tolist() == info["settings"]["role"][0][::-1].tolist()
        actions = np.stack([rng.integers(0, 9, 2), rng.integers(0, 8, 2)], axis=1)
        obs, reward, terminated, _, info = envs.step(actions)
        plain, plain_reward, plain_done, _, plain_info = single.step(
            {"agent_0": actions[0], "agent_1": actions[1]}
        )
        assert reward.tolist() == [plain_reward, -plain_reward]
        assert terminated.tolist() == [plain_done, plain_done]
        if plain_done:
            break
    envs.close()
    single.close()


def test_cpu_option_plays_the_agents_fighter() -> None:
    """With agent_1 on the CPU, its actions are ignored: two runs with different agent_1
    actions are identical, and an idle agent_0 loses health."""
    adapter = AgentRowsAdapter("triad", RAM)
    options = {**adapter.initial_options(), "cpu": [None, 4], "role": [0, 1]}
    histories = []
    for action in (0, 5):
        pool = _native.BatchPool("triad", adapter.config, 1, None, 1, -1, "next_step", 3)
        pool.reset(None, None, [options])
        pool.recv()
        health = []
        for _ in range(200):
            flat = pool.step(np.array([[0, 0, action, 3]], dtype=np.int32))
            health.append(flat[6 + adapter.observation_names.index("own.health")].copy())
        histories.append(np.concatenate(health))
        pool.close()
    assert np.array_equal(histories[0], histories[1])
    assert histories[0][-1, 0, 0] < histories[0][0, 0, 0]


@pytest.mark.parametrize(
    ("options", "message"),
    [({"cpu": [None, 9]}, r"cpu\[1\]=9 is invalid"), ({"cpu": [1]}, "one per player")],
)
def test_cpu_option_is_validated(options: dict, message: str) -> None:
    adapter = AgentRowsAdapter("triad", RAM)
    pool = _native.BatchPool("triad", adapter.config, 1, None, 1, -1, "next_step", 0)
    with pytest.raises(ValueError, match=message):
        pool.set_options([0], [{**adapter.initial_options(), **options}])
    pool.close()


def test_cpu_option_is_refused_with_one_player() -> None:
    adapter = FightingAdapter("triad", EnvironmentSettings(include_frame=False))
    pool = _native.BatchPool("triad", adapter.config, 1, None, 1, -1, "next_step", 0)
    with pytest.raises(ValueError, match="cpu=a list is invalid"):
        pool.set_options([0], [{**adapter.initial_options(), "cpu": [2]}])
    pool.close()


def mirrored(obs: dict, agent: int) -> dict:
    """Agent row ``agent`` of ``obs`` (flat int64 leaves) with x mirrored (256 - x) and the
    sides swapped."""
    out = {}
    for block in ("own", "opp"):
        for key, value in obs[block].items():
            value = np.array(value[agent], dtype=np.int64)
            if key == "side":
                value = 1 - value
            elif key == "x":
                value = 256 - value
            elif key == "projectile_x":
                value = np.where(value >= 0, 256 - value, value)
            out[f"{block}.{key}"] = value
    out["timer"] = obs["timer"][agent]
    return out


MIRROR_CASES = [
    pytest.param(ratio, pair, id=f"ratio{ratio}-{pair[0]}-{pair[1]}")
    for ratio in (1, 3)
    for pair in (("Kestrel", "Lumi"), ("Okoro", "Vex"), ("Brannoc", "Brannoc"))
]
# At step 39 a jump crosses over and ends in a hold's throw (tests/games/test_mirror_symmetry.py).
MIRROR_CASES.append(pytest.param(6, ("Kestrel", "Lumi"), id="ratio6-throw-after-crossing"))


@pytest.mark.parametrize(("step_ratio", "characters"), MIRROR_CASES)
def test_swapping_roles_and_mirroring_inputs_mirrors_the_rows(
    step_ratio: int, characters: tuple
) -> None:
    """Fight B is fight A with the agents' roles swapped (each keeps its character) and every
    direction mirrored: each agent's row in B is its row in A, mirrored; rewards are equal."""
    settings = EnvironmentSettingsMultiAgent(include_frame=False, step_ratio=step_ratio)
    fights = make_selfplay_vec("triad", 2, env_settings=settings, seed=0, num_threads=1)
    options = [
        {"role": (Roles.P1, Roles.P2), "characters": characters, "outfits": (1, 2)},
        {"role": (Roles.P2, Roles.P1), "characters": characters, "outfits": (1, 2)},
    ]
    obs, _ = fights.reset(seed=[11, 11], options={"env_options": options})
    rng = np.random.default_rng(7)
    for step in range(1500):
        for agent in (0, 1):
            in_a, in_b = _plain(obs, agent), mirrored(obs, 2 + agent)
            for key, value in in_a.items():
                # Positions mirror exactly in the engine's 1/256 px; the observation floors
                # them to pixels, so a mirrored x may read one pixel lower.
                tolerance = 1 if key.endswith("x") else 0
                assert np.abs(value - in_b[key]).max() <= tolerance, (step, agent, key)
        moves, attacks = rng.integers(0, 9, 2), rng.integers(0, 8, 2)
        actions = np.zeros((4, 2), dtype=np.int64)
        actions[0:2, 0], actions[0:2, 1] = moves, attacks
        actions[2:4, 0], actions[2:4, 1] = MIRRORED[moves], attacks
        obs, reward, terminated, _, _ = fights.step(actions)
        assert reward[0] == reward[2]
        assert reward[1] == reward[3]
        assert terminated[0] == terminated[2]
        if terminated[0]:
            break
    fights.close()


def _plain(obs: dict, agent: int) -> dict:
    """Agent row ``agent`` of ``obs`` as flat int64 leaves (no mirroring)."""
    out = {}
    for block in ("own", "opp"):
        for key, value in obs[block].items():
            out[f"{block}.{key}"] = np.array(value[agent], dtype=np.int64)
    out["timer"] = obs["timer"][agent]
    return out
