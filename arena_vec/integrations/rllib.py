"""RLlib over arena_vec: :func:`configure_single_agent` points an ``AlgorithmConfig`` at one
native pool per EnvRunner, :func:`configure_multi_agent` at a 2-player fight as RLlib's
``MultiAgentEnv``.

Single agent: RLlib's ``SingleAgentEnvRunner`` builds its envs with ``gym.make_vec``; in its
``vector_entry_point`` mode that call reaches arena_vec's registered vector env, so each runner
steps ``num_envs`` envs in one native pool (threads in C++, no Python env objects). RLlib steps
every env at every step and autoresets on the next step, so the pool is synchronous in
``next_step`` mode. RLlib seeds the first reset with ``config.seed + worker_index`` and env i of a
pool takes seed + i (Gymnasium's convention, as for its own vector envs).

Two players: RLlib's ``MultiAgentEnvRunner`` vectorizes ``MultiAgentEnv`` objects itself (its
sync mode, one fight per sub-env); the fight is arena_vec's PettingZoo ``ParallelEnv`` in
RLlib's own ``ParallelPettingZooEnv``. Both agents can share one policy (self-play) or have one
each.

Dict observations (RAM, or frame and RAM) go through RLlib's ``FlattenObservations`` connector
(Discrete leaves one-hot, Boxes flattened); a frame alone (a Box) goes to RLlib's CNN as it is.

Importing this module imports ray.rllib (and torch).
"""

from __future__ import annotations

from typing import Any

from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from ray.rllib.algorithms.algorithm_config import AlgorithmConfig
from ray.rllib.connectors.env_to_module import FlattenObservations
from ray.rllib.env.wrappers.pettingzoo_env import ParallelPettingZooEnv
from ray.tune.registry import register_env

from arena_vec.builder import make_vec
from arena_vec.engine.checks import parse_autoreset_mode
from arena_vec.fighting.spaces import AGENT_KEYS
from arena_vec.multiagent.parallel import parallel_env

POLICY_MODES = ("shared", "per_agent")
SHARED_POLICY = "fighter"


def configure_single_agent(
    config: AlgorithmConfig,
    game_id: str,
    num_envs: int = 1,
    env_settings: Any = None,
    wrappers_settings: Any = None,
    **make_vec_kwargs: Any,
) -> AlgorithmConfig:
    """``config`` with each EnvRunner stepping one pool of ``num_envs`` envs of ``game_id``.

    ``env_settings``, ``wrappers_settings`` and ``make_vec_kwargs`` are ``make_vec``'s; they are
    checked here (one pool is built and closed), so a bad value fails now, not inside a Ray
    worker. Returns ``config`` (changed in place, as RLlib's own setters do)::

        config = configure_single_agent(PPOConfig(), "triad", 16, EnvironmentSettings(...))
        algo = config.build_algo()
    """
    _check_config(config)
    batch_size = make_vec_kwargs.get("batch_size")
    if batch_size not in (None, num_envs):
        raise ValueError(
            f"batch_size={batch_size!r} does not fit RLlib: its EnvRunner steps every env at "
            "each step; allowed: None (the default, a synchronous pool)"
        )
    mode = make_vec_kwargs.get("autoreset_mode", AutoresetMode.NEXT_STEP)
    if parse_autoreset_mode(mode) != AutoresetMode.NEXT_STEP:
        raise ValueError(
            f"autoreset_mode={mode!r} does not fit RLlib: its EnvRunner resets an env on the "
            "step after its episode ends; allowed: 'next_step' (the default)"
        )
    if getattr(env_settings, "n_players", 1) != 1:
        raise ValueError(
            f"env_settings.n_players={env_settings.n_players} in configure_single_agent; "
            "a 2-player fight goes to RLlib as a MultiAgentEnv: use configure_multi_agent"
        )
    kwargs = {"env_settings": env_settings, "wrappers_settings": wrappers_settings}
    kwargs = {key: value for key, value in kwargs.items() if value is not None}
    kwargs.update(make_vec_kwargs)
    envs = make_vec(game_id, num_envs, **kwargs)
    try:
        flatten = isinstance(envs.single_observation_space, spaces.Dict)
    finally:
        envs.close()
    config.environment(env=f"arena_vec/{game_id}-v0", env_config=kwargs)
    config.env_runners(
        num_envs_per_env_runner=num_envs, gym_env_vectorize_mode="vector_entry_point"
    )
    if flatten:
        config.env_runners(env_to_module_connector=_flatten_connector(multi_agent=False))
    return config


def configure_multi_agent(
    config: AlgorithmConfig,
    game_id: str,
    num_envs: int = 1,
    env_settings: Any = None,
    wrappers_settings: Any = None,
    policies: str = "shared",
) -> AlgorithmConfig:
    """``config`` with each EnvRunner playing ``num_envs`` 2-player fights of ``game_id``
    (``env_settings`` an ``EnvironmentSettingsMultiAgent``), agents ``agent_0`` (P1) and
    ``agent_1`` (P2). ``policies="shared"``: one policy, ``"fighter"``, plays both sides
    (self-play); ``"per_agent"``: a policy per agent, named as the agent."""
    _check_config(config)
    if policies not in POLICY_MODES:
        raise ValueError(f"policies={policies!r} is not allowed; use one of {POLICY_MODES}")
    if env_settings is not None and getattr(env_settings, "n_players", 2) != 2:
        raise ValueError(
            f"env_settings.n_players={env_settings.n_players} in configure_multi_agent; "
            "give an EnvironmentSettingsMultiAgent (2 players), or use configure_single_agent"
        )
    fight = parallel_env(game_id, env_settings, wrappers_settings)  # checks every setting now
    try:
        flatten = isinstance(fight.observation_space(AGENT_KEYS[0]), spaces.Dict)
    finally:
        fight.close()
    # The registry is global and keyed by name: the settings travel in env_config, so that two
    # configs of one game in a process keep their own.
    name = f"arena_vec_{game_id}_2p"
    register_env(name, _fight_creator(game_id))
    config.environment(
        env=name, env_config={"env_settings": env_settings, "wrappers_settings": wrappers_settings}
    )
    config.env_runners(num_envs_per_env_runner=num_envs)
    if flatten:
        config.env_runners(env_to_module_connector=_flatten_connector(multi_agent=True))
    if policies == "shared":
        config.multi_agent(policies={SHARED_POLICY}, policy_mapping_fn=_shared_policy)  # type: ignore[arg-type]
    else:
        config.multi_agent(policies=set(AGENT_KEYS), policy_mapping_fn=_own_policy)  # type: ignore[arg-type]
    return config


def _check_config(config: Any) -> None:
    if not isinstance(config, AlgorithmConfig):
        raise TypeError(
            f"config must be an RLlib AlgorithmConfig (e.g. PPOConfig()), got {type(config).__name__}"
        )


def _fight_creator(game_id: str):
    # RLlib calls it with the EnvContext of config.env_config, on every EnvRunner.
    def create(context: dict[str, Any]) -> ParallelPettingZooEnv:
        fight = parallel_env(game_id, context["env_settings"], context["wrappers_settings"])
        return ParallelPettingZooEnv(fight)

    return create


def _flatten_connector(multi_agent: bool):
    # RLlib calls it with (env, spaces, device) and builds one connector per EnvRunner.
    def connector(_env: Any, _spaces: Any = None, _device: Any = None) -> FlattenObservations:
        return FlattenObservations(multi_agent=multi_agent)

    return connector


def _shared_policy(agent_id: str, _episode: Any, **_kwargs: Any) -> str:
    return SHARED_POLICY


def _own_policy(agent_id: str, _episode: Any, **_kwargs: Any) -> str:
    return agent_id
