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
    >>> rules = Rules(rounds_to_win=2, episodic_life=True)
    >>> state = LifeState.start(np, 1, 2)
    >>> state, out = apply(np, rules, state, Received(                  # doctest: +SKIP
    ...     frame, np.array([[1]]), np.array([-30.0]), no, no, ids, np.array([7])))
    >>> out.done, out.lives                                             # doctest: +SKIP
    (array([ True]), array([1], dtype=int32))
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


class Out(NamedTuple):
    """One batch in EnvPool's terms (``lives``, ``info_reward``, ``game_over``: None without
    lives). ``step_type`` and ``discount`` are dm_env's; ``done`` is old gym's."""

    obs: Any
    reward: Any
    done: Any
    truncated: Any
    env_id: Any
    elapsed_step: Any
    discount: Any
    step_type: Any
    lives: Any
    info_reward: Any
    game_over: Any


def _set(xp: Any, array: Any, index: Any, values: Any) -> Any:
    """``array`` with ``array[index] = values``, functionally (numpy copies, jax scatters)."""
    if hasattr(array, "at"):
        return array.at[index].set(values)
    array = array.copy()
    array[index] = values
    return array


def agent_actions(xp: Any, state: LifeState, action: Any, env_id: Any) -> Any:
    """``action`` with the no-op (0) for the envs whose next step is a lost life's reset."""
    return xp.where(state.reborn[env_id], xp.zeros_like(action), action)


def apply(xp: Any, rules: Rules, state: LifeState, batch: Received) -> tuple[LifeState, Out]:
    """The new per-env state and EnvPool's view of ``batch`` (see the module docstring)."""
    frame = batch.frame
    obs = xp.transpose(frame, (0, 3, 1, 2)) if frame.ndim == 4 else frame
    reward = batch.reward.astype(xp.float32)
    ended = batch.terminated | batch.truncated
    first = batch.elapsed_step == 0
    if rules.rounds_to_win is None:
        step_type = xp.where(first, FIRST, xp.where(ended, LAST, MID)).astype(xp.int32)
        discount = (~ended).astype(xp.float32)
        out = Out(obs, reward, ended, batch.truncated, batch.env_id, batch.elapsed_step,
                  discount, step_type, None, None, None)  # fmt: skip
        return state, out
    env = batch.env_id
    reborn = state.reborn[env]
    first = first | reborn
    lives = (rules.rounds_to_win - batch.opponent_wins[:, 0]).astype(xp.int32)
    lost = (lives < state.lives[env]) & ~first
    done = ended
    if rules.episodic_life:
        ends_life = lost & (lives > 0)
        done = ended | ends_life
        reward = xp.where(reborn, xp.zeros_like(reward), reward)
        state = LifeState(state.lives, _set(xp, state.reborn, env, ends_life & ~ended))
    state = LifeState(_set(xp, state.lives, env, lives), state.reborn)
    keeps = ~(done | lost) if rules.zero_discount_on_life_loss else ~done
    discount = xp.where(first, True, keeps).astype(xp.float32)
    step_type = xp.where(first, FIRST, xp.where(done, LAST, MID)).astype(xp.int32)
    clipped = xp.sign(reward) if rules.reward_clip else reward
    game_over = batch.terminated.astype(xp.int32)
    out = Out(obs, clipped, done, batch.truncated, env, batch.elapsed_step, discount,
              step_type, lives, reward, game_over)  # fmt: skip
    return state, out
