// Round/stage/game bookkeeping for the fight engine.
#include "native/games/fight/round_flow.h"

#include <algorithm>

#include "native/games/fight/cpu.h"

namespace arena::games::fight {
namespace {

bool roll_continue(MatchState& state) {
  if (state.continues_left >= 0) {
    if (state.continues_left == 0) return false;
    --state.continues_left;
    return true;
  }
  const uint32_t probability = state.continue_probability;
  if (probability == 0) return false;
  return probability == UINT32_MAX || state.rng.next() < probability;
}

/// The episode is over: fighters return to their marks (P1 left) with their final health.
void end_match(MatchState& state, const GameData& data) {
  place_fighters(state, data);
  state.round_phase = kMatchOver;
}

void restart_stage(MatchState& state, const GameData& data) {
  for (FighterState& fighter : state.fighters) fighter.wins = 0;
  state.round = 1;
  if (state.n_players == 1) setup_stage(state, data);
  start_round(state, data);
}

}  // namespace

void place_fighters(MatchState& state, const GameData& data) {
  const int32_t center = kStageWidthPx * kSubpixel / 2;
  const int32_t half_distance = data.rules.start_distance_px * kSubpixel / 2;
  for (int i = 0; i < kMaxPlayers; ++i) {
    const FighterState kept = state.fighters[i];
    FighterState& fighter = state.fighters[i];
    fighter = FighterState{};
    fighter.character = kept.character;
    fighter.outfit = kept.outfit;
    fighter.role = static_cast<uint8_t>(i);
    fighter.wins = kept.wins;
    fighter.is_cpu = kept.is_cpu;
    fighter.damage_taken = kept.damage_taken;
    fighter.health = kept.health;
    fighter.x = i == 0 ? center - half_distance : center + half_distance;
    fighter.facing = i == 0 ? 1 : -1;
    fighter.side = static_cast<uint8_t>(i);
  }
  for (Projectile& projectile : state.projectiles) projectile = Projectile{};
}

void start_round(MatchState& state, const GameData& data) {
  place_fighters(state, data);
  for (int i = 0; i < kMaxPlayers; ++i) {
    state.fighters[i].health = data.rules.max_health;
    if (state.fighters[i].is_cpu) cpu_start_round(state, i);
  }
  state.timer_frames = data.rules.timer_seconds * kFramesPerSecond;
  state.timer = data.rules.timer_seconds;
  state.round_frames = 0;
  state.round_phase = kRoundFight;
}

void setup_stage(MatchState& state, const GameData& data) {
  const int agent = state.agent;
  const int cpu = 1 - agent;
  FighterState& opponent = state.fighters[cpu];
  opponent.is_cpu = 1;
  opponent.character = state.ladder[state.stage - 1];
  const FighterState& player = state.fighters[agent];
  const int outfits = data.rules.n_outfits;
  opponent.outfit = opponent.character == player.character
                        ? static_cast<uint8_t>(player.outfit % outfits + 1)
                        : static_cast<uint8_t>(1 + state.rng.below(static_cast<uint32_t>(outfits)));
  const int ramp = (state.stage - 1) / 4;
  state.cpu[cpu].level =
      static_cast<uint8_t>(std::min<int>(data.rules.max_difficulty, state.difficulty + ramp));
}

void tick_clock(MatchState& state) {
  if (state.timer_frames > 0) --state.timer_frames;
  state.timer = static_cast<int16_t>((state.timer_frames + kFramesPerSecond - 1) /
                                     kFramesPerSecond);
  ++state.round_frames;
}

bool check_round_over(MatchState& state) {
  const FighterState& a = state.fighters[0];
  const FighterState& b = state.fighters[1];
  if (a.health <= 0 || b.health <= 0) {
    state.round_winner = static_cast<uint8_t>((b.health <= 0 ? 1 : 0) | (a.health <= 0 ? 2 : 0));
    return true;
  }
  if (state.timer_frames > 0) return false;
  state.round_winner = a.health > b.health ? 1 : a.health < b.health ? 2 : 3;
  return true;
}

void finish_round(MatchState& state, const GameData& data) {
  const int needed = data.rules.rounds_to_win;
  state.round_done = 1;
  for (int i = 0; i < kMaxPlayers; ++i) {
    FighterState& fighter = state.fighters[i];
    if ((state.round_winner >> i) & 1) fighter.wins = static_cast<uint8_t>(
        std::min(fighter.wins + 1, needed));
  }
  if (state.n_players == 2) {
    if (state.fighters[0].wins >= needed || state.fighters[1].wins >= needed) {
      state.stage_done = state.game_done = state.episode_done = 1;
      end_match(state, data);
      return;
    }
  } else {
    const FighterState& agent = state.fighters[state.agent];
    const FighterState& cpu = state.fighters[1 - state.agent];
    if (cpu.wins >= needed) {
      state.game_done = 1;
      if (roll_continue(state)) {
        ++state.continues_used;
        restart_stage(state, data);
      } else {
        state.episode_done = 1;
        end_match(state, data);
      }
      return;
    }
    if (agent.wins >= needed) {
      state.stage_done = 1;
      if (state.stage >= state.n_stages) {
        state.game_done = state.episode_done = 1;
        end_match(state, data);
        return;
      }
      ++state.stage;
      restart_stage(state, data);
      return;
    }
  }
  ++state.round;
  start_round(state, data);
}

}  // namespace arena::games::fight
