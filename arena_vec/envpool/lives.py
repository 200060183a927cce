"""What EnvPool's Atari envs add on top of a game step, as one function of (rules, per-env state,
received batch), written once for numpy and for ``jax.numpy`` (``xp``): the numpy env calls it
on every batch, ``xla()`` inside the compiled step.

- **Lives**: a fighting game's life is a round the agent can still lose in this match
  (``lives = rounds_to_win - opponent's round wins``); they come back with the next stage.
- **episodic_life**: a lost life with lives left ends the agent's episode (``done``) but not the
  game, as EnvPool's Atari does. EnvPool then treats the next step as a reset that does not
  reset the game; here that step sends the no-op action in place of the agent's (the game
  steps once), returns reward 0 and counts as a first step (dm ``FIRST``, discount 1).
- **zero_discount_on_life_loss**: the discount of a step that loses a life is 0.
- **reward_clip**: ``reward`` is its sign; ``info["reward"]`` keeps the game's reward.
- Frames become channel-first (``(stack_num * C, H, W)``): a transposed view, never a copy.

Steps that reset (the pool's own autoreset, ``elapsed_step == 0``) keep EnvPool's meaning:
reward 0, not done, discount 1, ``FIRST``.

Example:
    >>> import numpy as np
    >>> rules = Rules(rounds_to_win=2, episodic_life=True)
    >>> state = LifeState.start(np, 1, 2)
    >>> no, frame = np.array([False]), np.zeros((1, 84, 84, 4), np.uint8)
    >>> ids = np.array([0], np.int32)
    >>> batch = Received(frame, np.array([[1]]), np.array([-30.0]), no, no, ids, np.array([7]), ids)
    >>> state, out = apply(np, rules, state, batch)
    >>> out.terminated.tolist(), out.lives.tolist(), out.reward.tolist(), out.obs.shape
    ([True], [1], [-30.0], (1, 4, 84, 84))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

FIRST, MID, LAST = 0, 1, 2  # dm_env.StepType values


@dataclass(frozen=True)
class Rules:
    """The per-task constants of :func:`apply` (``rounds_to_win`` None: no lives, CartPole)."""

    rounds_to_win: int | None = None
    episodic_life: bool = False
    zero_discount_on_life_loss: bool = False
    reward_clip: bool = False
    dm: bool = False  # the outputs need dm_env's step_type and discount


class LifeState(NamedTuple):
    """Per env (indexed by env id): its lives after its last step, and whether its next step
    is the reset step after a lost life (the no-op action goes instead of the agent's)."""

    lives: Any
    reborn: Any

    @staticmethod
    def start(xp: Any, num_envs: int, lives: int) -> LifeState:
        """Every env with full lives and nothing pending (what a reset leaves)."""
        return LifeState(
            xp.full(num_envs, lives, dtype=xp.int32), xp.zeros(num_envs, dtype=xp.bool_)
        )


class Received(NamedTuple):
    """The leaves of one received batch that EnvPool's outputs are made from."""

    frame: Any
    opponent_wins: Any  # (batch, 1) ints, or None without lives
    reward: Any
    terminated: Any
    truncated: Any
    env_id: Any
    elapsed_step: Any
    rows: Any  # where these envs sit in the state arrays: env_id, or slice(None) for all in order


class Out(NamedTuple):
    """One batch in EnvPool's terms (``lives``, ``info_reward``, ``game_over``: None without
    lives). ``terminated`` is Gymnasium's (a lost life with ``episodic_life`` included; old
    gym's ``done`` is ``terminated | truncated``); ``step_type`` and ``discount`` are
    dm_env's (None unless ``Rules.dm``)."""

    obs: Any
    reward: Any
    terminated: Any
    truncated: Any
    env_id: Any
    elapsed_step: Any
    discount: Any
    step_type: Any
    lives: Any
    info_reward: Any
    game_over: Any


def _set(array: Any, index: Any, values: Any) -> Any:
    """A new ``array`` with ``array[index] = values`` (``values`` itself for every row in
    order, ``index`` a slice; the arrays given out in infos are never written afterwards)."""
    if isinstance(index, slice):
        return values
    if hasattr(array, "at"):
        return array.at[index].set(values)
    array = array.copy()
    array[index] = values
    return array


def agent_actions(xp: Any, state: LifeState, action: Any, env_id: Any) -> Any:
    """``action`` with the no-op (0) for the envs whose next step is a lost life's reset."""
    return xp.where(state.reborn[env_id], xp.zeros_like(action), action)


def apply(xp: Any, rules: Rules, state: LifeState, batch: Received) -> tuple[LifeState, Out]:
    """The new per-env state and EnvPool's view of ``batch`` (see the module docstring).
    Only what ``rules`` needs is computed (the numpy path pays per operation): the lives'
    state only with ``episodic_life`` or ``zero_discount_on_life_loss``, ``step_type`` and
    ``discount`` only for dm."""
    frame = batch.frame
    obs = frame.transpose(0, 3, 1, 2) if frame.ndim == 4 else frame
    reward = batch.reward.astype(xp.float32)
    terminated = batch.terminated
    first = batch.elapsed_step == 0 if rules.dm else None
    lives = info_reward = game_over = lost = None
    if rules.rounds_to_win is not None:
        env = batch.rows
        lives = (rules.rounds_to_win - batch.opponent_wins[:, 0]).astype(xp.int32)
        game_over = terminated.astype(xp.int32)
        if rules.episodic_life or rules.zero_discount_on_life_loss:
            # A reset step has full lives: it never counts as a lost one.
            lost = lives < state.lives[env]
            state = LifeState(_set(state.lives, env, lives), state.reborn)
        if rules.episodic_life:
            reborn = state.reborn[env]
            if first is not None:
                first = first | reborn
            reward = xp.where(reborn, 0, reward)
            # A life lost with lives left is not the game's end (that is the last one), but a
            # truncation may come with it: the pool then resets, no no-op step follows.
            ends_life = lost & (lives > 0)
            state = LifeState(state.lives, _set(state.reborn, env, ends_life & ~batch.truncated))
            terminated = terminated | ends_life
        info_reward = reward
        if rules.reward_clip:
            reward = xp.sign(reward)
    discount = step_type = None
    if first is not None:
        done = terminated | batch.truncated
        keeps = ~(done | lost) if rules.zero_discount_on_life_loss else ~done
        discount = xp.where(first, True, keeps).astype(xp.float32)
        step_type = xp.where(first, FIRST, xp.where(done, LAST, MID)).astype(xp.int32)
    out = Out(obs, reward, terminated, batch.truncated, batch.env_id, batch.elapsed_step,
              discount, step_type, lives, info_reward, game_over)  # fmt: skip
    return state, out
