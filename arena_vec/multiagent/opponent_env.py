"""Opponent slots: the learner plays one side of N fights, a population plays the other.

:func:`make_opponent_vec` returns an :class:`OpponentVectorEnv`, a Gymnasium ``VectorEnv`` of
N envs whose rows are the learner's (agent_0 of each fight, role-relative observations, see
:mod:`arena_vec.multiagent.rows`). Each fight's agent_1 is one opponent of an
:class:`~arena_vec.multiagent.opponents.OpponentPool`: the CPU at a level (played by the
engine, no Python call), a panel policy, or a registered numpy or JAX policy. Every policy is
called once per step for all the fights it plays. An env's opponent is drawn when its episode
starts, by the sampling rule (:mod:`arena_vec.multiagent.sampling`: uniform, AlphaStar's PFSP
or a callable), and changes only then: at ``reset()`` and at the autoreset that follows the
end of an episode (the new opponent's options reach the engine before that autoreset,
through ``pool.set_options``). The finished episode is scored for the sampler (a win is 1, a
draw 0.5), judged on the learner's row of the terminal step (own wins vs opp wins).

``info["opponent"]`` gives the opponent of the episode each env's observation belongs to (an
index into ``opponent_names``; the terminal step still shows the one that was played).
Sync mode, ``next_step`` autoreset.

Example:
    >>> import numpy as np, arena_vec
    >>> envs = make_opponent_vec("triad", 4, opponents=["cpu:1", "reactive"], seed=0,
    ...     env_settings=arena_vec.EnvironmentSettingsMultiAgent(include_frame=False))
    >>> obs, info = envs.reset()
    >>> obs, reward, terminated, truncated, info = envs.step(np.zeros((4, 2), np.int64))
    >>> envs.opponent_names
    ['cpu:1', 'reactive']
    >>> envs.close()
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from arena_vec.builder.options import EnvOptions
from arena_vec.engine.checks import reset_mask
from arena_vec.engine.options import PoolOptions
from arena_vec.engine.results import ResultDecoder
from arena_vec.envs.vector import reporting_closed
from arena_vec.fighting.settings import AnySettings, WrappersSettings
from arena_vec.multiagent.opponents import Batch, Opponent, OpponentPool
from arena_vec.multiagent.rows import fight_actions
from arena_vec.multiagent.sampling import Rule, Sampler
from arena_vec.multiagent.selfplay import SelfPlayVectorEnv, selfplay_adapter
from arena_vec.policies.seeds import episode_seed


def half(tree: Any, start: int) -> Any:
    """Every array leaf of a nested result, rows ``start::2`` (a view)."""
    if isinstance(tree, dict):
        return {key: half(value, start) for key, value in tree.items()}
    return tree[start::2]


class OpponentVectorEnv(VectorEnv):
    """N fights, the learner on agent_0, sampled opponents on agent_1 (see the module doc)."""

    def __init__(
        self,
        envs: SelfPlayVectorEnv,
        pool: OpponentPool,
        opponents: Sequence[str],
        sampling: str | Rule = "uniform",
        seed: int = 0,
        **sampling_options: Any,
    ) -> None:
        if envs.metadata["autoreset_mode"] != AutoresetMode.NEXT_STEP or envs.num_fights * 2 != (
            envs.batch_size
        ):
            raise ValueError(
                "opponent slots need a sync self-play env with next_step autoreset (opponents "
                "change at the autoreset that starts an episode)"
            )
        if not opponents:
            raise ValueError("opponents is empty: give at least one opponent name")
        self._envs = envs
        self.pool = pool
        self.num_envs = envs.num_fights
        self.single_observation_space = envs.single_observation_space
        self.single_action_space = envs.single_action_space
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.metadata = dict(envs.metadata)
        self._opponents: list[Opponent] = [pool.get(name) for name in opponents]
        self.sampler = Sampler(sampling, len(self._opponents), seed, **sampling_options)
        self._seed = int(seed)
        n = self.num_envs
        self.assignment = np.zeros(n, dtype=np.int64)
        self._base_options: list[dict[str, Any] | None] = [envs.adapter.initial_options()] * n
        self._episodes = np.zeros(n, dtype=np.int64)
        self._steps = np.zeros(n, dtype=np.int64)
        self._episode_seeds = np.zeros(n, dtype=np.uint64)
        self._restarting = np.zeros(n, dtype=bool)
        self._rows = np.empty((2 * n, *self._action_shape()), dtype=np.int64)
        adapter = envs.adapter
        self._decoder = ResultDecoder(adapter.observation_names, adapter.info_names, False)
        # What the opponents act on next: the last result's agent_1 side, decoded on demand.
        self._opponent_side: Callable[[], tuple[Any, Any]] | None = None

    @property
    def opponent_names(self) -> list[str]:
        """The opponents the sampler draws from, in index order."""
        return [opponent.name for opponent in self._opponents]

    def add_opponent(self, name: str) -> None:
        """Adds a pool member to the opponents drawn from (e.g. a new frozen snapshot); it is
        first drawn at the next episode boundary."""
        self._opponents.append(self.pool.get(name))
        self.sampler.record.grow()

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """Resets every env (or ``options["reset_mask"]``'s), each with a newly drawn opponent;
        other options are DIAMBRA's episode settings, ``env_options`` one dict per env."""
        if options is not None and not isinstance(options, Mapping):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        fights = np.arange(self.num_envs)
        if mask is not None:
            fights = np.flatnonzero(reset_mask(mask, self.num_envs))
        per_env = options.pop("env_options", None)
        base = list(self._base_options)
        if options or per_env is not None:
            if per_env is not None and (
                not isinstance(per_env, (list, tuple)) or len(per_env) != self.num_envs
            ):
                raise ValueError(
                    f"options['env_options'] must be a list of {self.num_envs} dicts (or None)"
                )
            for i in fights:
                extra = per_env[i] if per_env is not None else None
                base[i] = self._envs.adapter.episode_options({**options, **(extra or {})})
        self._base_options = base
        self._start(fights)
        row_mask = None if mask is None else np.repeat(mask, 2)
        obs, info = self._envs.reset(
            seed=seed, options=None if row_mask is None else {"reset_mask": row_mask}
        )
        self._steps[fights] = 0
        self._restarting[:] = False
        self._opponent_side = lambda: (half(obs, 1), half(info, 1))
        return half(obs, 0), self._with_opponent(half(info, 0))

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Steps every fight with the learner's ``actions`` (one per env) and the opponents'."""
        if self._opponent_side is None:
            raise RuntimeError("call reset() before step()")
        learner = self._envs.adapter.check_row_actions(actions, self.num_envs, fights=False)
        self._rows[0::2] = learner
        self._rows[1::2] = self._opponent_actions()
        pool = self._envs.pool
        with reporting_closed(pool):
            flat = pool.step(fight_actions(self._rows))
        # The learner's side of the fights, straight from the (N, 2, ...) leaves.
        obs, info = self._side(flat, 0)
        reward, terminated, truncated = flat[0], flat[1], flat[2]
        self._steps += 1
        self._steps[self._restarting] = 0
        ended = np.flatnonzero(terminated | truncated)
        for fight in ended:
            own = obs["own"]["wins"][fight].item()
            opp = obs["opp"]["wins"][fight].item()
            self.sampler.record.add(
                int(self.assignment[fight]), 1.0 if own > opp else 0.5 if own == opp else 0.0
            )
        self._restarting[:] = False
        info = self._with_opponent(info)  # the opponent of the episode just played
        if len(ended):
            self._start(ended)
            self._restarting[ended] = True
        self._opponent_side = lambda: self._side(flat, 1)
        return obs, reward, terminated, truncated, info

    def _side(self, flat: tuple[Any, ...], agent: int) -> tuple[Any, dict[str, Any]]:
        """Agent ``agent``'s rows of a pool result, decoded (views of the native buffers)."""
        reward, terminated, truncated, env_id, elapsed, final, *leaves = flat
        side = (reward, terminated, truncated, env_id, elapsed, final)
        side += tuple(leaf[:, agent] for leaf in leaves)
        return self._decoder.obs_of(side), self._decoder.infos(side)

    def close_extras(self, **kwargs: Any) -> None:
        """Closes the fights' pool."""
        self._envs.close()

    def _action_shape(self) -> tuple[int, ...]:
        adapter = self._envs.adapter
        return () if adapter.is_discrete else (len(adapter.action_sizes),)

    def _start(self, fights: np.ndarray) -> None:
        """Draws the next opponent of ``fights`` and hands its options to the engine."""
        drawn = self.sampler.draw(len(fights))
        options = []
        for fight, index in zip(fights, drawn, strict=True):
            self.assignment[fight] = index
            level = self._opponents[index].level
            options.append({**self._base_options[fight], "cpu": [None, level]})
            self._episode_seeds[fight] = episode_seed(
                self._seed, (int(fight),), int(self._episodes[fight])
            )
            self._episodes[fight] += 1
        self._envs.set_fight_options(fights, options)

    def _opponent_actions(self) -> np.ndarray:
        out = np.zeros((self.num_envs, *self._action_shape()), dtype=np.int64)
        playing = [
            (opponent, fights)
            for index, opponent in enumerate(self._opponents)
            if opponent.level is None
            for fights in [np.flatnonzero(self.assignment == index)]
            if len(fights)
        ]
        if playing:  # the CPU alone needs no Python at all
            obs, info = cast("Callable[[], tuple[Any, Any]]", self._opponent_side)()  # reset set it
            batch = Batch(obs, info, self._steps, self._episode_seeds)
            for opponent, fights in playing:
                out[fights] = opponent.act(batch, fights)
        return out

    def _with_opponent(self, info: dict[str, Any]) -> dict[str, Any]:
        info["opponent"] = self.assignment.copy()
        info["_opponent"] = np.ones(self.num_envs, dtype=bool)
        return info


def make_opponent_vec(
    env_id: str,
    num_fights: int,
    *,
    opponents: Sequence[str],
    policies: Mapping[str, Callable[[Any], Any]] | None = None,
    jax_policies: Mapping[str, Callable[[Any], Any]] | None = None,
    sampling: str | Rule = "uniform",
    env_settings: AnySettings | None = None,
    wrappers_settings: WrappersSettings | None = None,
    num_threads: int = 0,
    seed: int | None = None,
    **sampling_options: Any,
) -> OpponentVectorEnv:
    """``num_fights`` fights of ``env_id``, the learner against ``opponents`` (names: CPU
    levels ``"cpu:<level>"``, panel policies, or keys of ``policies`` / ``jax_policies``).
    ``sampling`` picks the rule ("uniform", "pfsp" with ``weighting`` and ``p``, or a
    callable); ``seed`` seeds the fights (fight i: seed + i) and the sampler."""
    options = EnvOptions(
        env_id, PoolOptions(num_fights, num_threads=num_threads, seed=seed), env_settings,
        wrappers_settings,
    )  # fmt: skip
    pool = OpponentPool(selfplay_adapter(options))
    for name, fn in (policies or {}).items():
        pool.register(name, fn)
    for name, fn in (jax_policies or {}).items():
        pool.register(name, fn, jax=True)
    for name in opponents:
        if name in pool.names:
            continue
        if isinstance(name, str) and name.startswith("cpu:"):
            pool.add(name)
        else:
            _add_builtin(pool, name)
    envs = SelfPlayVectorEnv(pool.adapter, options.pool)
    return OpponentVectorEnv(
        envs, pool, list(opponents), sampling, 0 if seed is None else seed, **sampling_options
    )


def _add_builtin(pool: OpponentPool, name: str) -> None:
    """Adds a panel policy; a name that is neither one nor registered is refused by name."""
    try:
        pool.add(name)
    except ValueError:
        raise ValueError(
            f"opponent {name!r} is not registered (policies: {pool.names}) and is not a CPU "
            "level ('cpu:<level>') or a panel policy name"
        ) from None
