// Round/stage/game bookkeeping for the fight engine.
#include "native/games/fight/round_flow.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/collision.h"
#include "native/games/fight/cpu.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

/// Distance kept between a fighter lying K.O. and the other one at a round's end, pixels.
constexpr int32_t kKoClearancePx = 48;

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

void restart_stage(MatchState& state, const GameData& data) {
  for (FighterState& fighter : state.fighters) fighter.wins = 0;
  state.round = 1;
  if (state.n_players == 1) setup_stage(state, data);
  start_round(state, data);
}

/// The pose a fighter ends the round in (see finish_round).
uint8_t end_action(const MatchState& state, int index) {
  const bool won = (state.round_winner >> index) & 1;
  const bool other_won = (state.round_winner >> (1 - index)) & 1;
  if (won && !other_won) return kVictory;
  if (other_won && !won) return kKo;
  return state.fighters[index].health <= 0 ? kKo : kIdle;
}

bool lies_ko(const FighterState& fighter) { return fighter.action == kKo && fighter.health <= 0; }

/// Moves `fighter` by `amount` sub-pixels towards `direction` (+1 right), within the stage.
void slide(FighterState& fighter, const GameData& data, int32_t amount, int32_t direction) {
  const int32_t half = data.characters[fighter.character].width * kSubpixel / 2;
  fighter.x = std::clamp(fighter.x + direction * amount, half, kStageWidthPx * kSubpixel - half);
}

/// Keeps a fighter lying K.O. clear of the other body: it slides away from the winner (as if
/// knocked back) until kKoClearancePx separate their centres (twice that when both lie, each
/// taking half), and when a wall stops it the other fighter moves the rest. Mirror-symmetric.
void clear_lying_fighters(MatchState& state, const GameData& data) {
  FighterState& a = state.fighters[0];
  FighterState& b = state.fighters[1];
  const int lying = lies_ko(a) + lies_ko(b);
  const int32_t need = lying * kKoClearancePx * kSubpixel;
  const int32_t shortfall = need - std::abs(b.x - a.x);
  if (shortfall <= 0) return;
  const int32_t direction = b.x > a.x ? 1 : b.x < a.x ? -1 : (a.side == 0 ? 1 : -1);
  const int32_t a_share = lies_ko(a) ? (lies_ko(b) ? shortfall / 2 : shortfall) : 0;
  slide(a, data, a_share, -direction);
  slide(b, data, shortfall - a_share, direction);
  // Only a fighter stopped by a wall leaves some left: the other one, still free, moves it.
  slide(a, data, need - std::abs(b.x - a.x), -direction);
  slide(b, data, need - std::abs(b.x - a.x), direction);
}

/// Holds the end of the round: fighters on the floor in their end poses, no projectiles.
void freeze_round_end(MatchState& state, const GameData& data, uint8_t phase) {
  for (int i = 0; i < kMaxPlayers; ++i) {
    FighterState& fighter = state.fighters[i];
    set_idle(fighter);
    fighter.action = end_action(state, i);
    fighter.y = 0;
    fighter.vy = 0;
    fighter.blocking = 0;
    fighter.pending_damage = 0;
    fighter.throw_escapable = 0;
  }
  for (Projectile& projectile : state.projectiles) projectile = Projectile{};
  separate_fighters(state, data);
  clear_lying_fighters(state, data);
  for (FighterState& fighter : state.fighters) {
    update_boxes(fighter, data.characters[fighter.character]);
  }
  state.round_phase = phase;
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
    if (state.fighters[i].is_cpu) cpu_start_round(state, i, data);
  }
  state.timer_frames = data.rules.timer_seconds * kFramesPerSecond;
  state.timer = data.rules.timer_seconds;
  state.round_frames = 0;
  state.round_phase = kRoundFight;
}

int ladder_cpu_level(const MatchState& state, const GameData& data) {
  return std::min<int>(data.rules.max_difficulty, state.difficulty + (state.stage - 1) / 4);
}

void set_ladder_cpu_level(MatchState& state, int level, const GameData& data) {
  if (state.n_players != 1) return;
  const int cpu = 1 - state.agent;
  if (level == state.cpu[cpu].level) return;
  state.cpu[cpu].level = static_cast<uint8_t>(level);
  cpu_start_round(state, cpu, data);  // its reaction delay is the level's
}

void setup_stage(MatchState& state, const GameData& data) {
  const int agent = state.agent;
  const int cpu = 1 - agent;
  FighterState& opponent = state.fighters[cpu];
  opponent.is_cpu = 1;
  if (opponent.character != state.ladder[state.stage - 1]) cpu_meet_new_foe(state, agent);
  opponent.character = state.ladder[state.stage - 1];
  const FighterState& player = state.fighters[agent];
  const int outfits = data.rules.n_outfits;
  opponent.outfit = opponent.character == player.character
                        ? static_cast<uint8_t>(player.outfit % outfits + 1)
                        : static_cast<uint8_t>(1 + state.rng.below(static_cast<uint32_t>(outfits)));
  state.cpu[cpu].level = static_cast<uint8_t>(ladder_cpu_level(state, data));
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
    }
  } else if (state.fighters[1 - state.agent].wins >= needed) {
    state.game_done = 1;
    if (roll_continue(state)) {
      ++state.continues_used;
    } else {
      state.episode_done = 1;
    }
  } else if (state.fighters[state.agent].wins >= needed) {
    state.stage_done = 1;
    if (state.stage >= state.n_stages) state.game_done = state.episode_done = 1;
  }
  freeze_round_end(state, data, state.episode_done ? kMatchOver : kRoundOver);
}

void start_next_round(MatchState& state, const GameData& data) {
  if (state.round_phase != kRoundOver) return;
  if (state.stage_done) {
    ++state.stage;
    restart_stage(state, data);
  } else if (state.game_done) {
    restart_stage(state, data);
  } else {
    ++state.round;
    start_round(state, data);
  }
}

}  // namespace arena::games::fight
