// The CPU's move choice by frame data (see cpu_moves.h).
#include "native/games/fight/cpu_moves.h"

#include <algorithm>

namespace arena::games::fight {
namespace {

bool grounded_strike(const MoveData& move) {
  return move.kind == MoveKind::kStrike && move.stance != MoveStance::kAir;
}

/// Pixels the move carries its user forward before its first active frame.
int travel_px(const MoveData& move) { return move.advance * move.startup / kSubpixel; }

int score(const MoveData& move, StrikeJob job, const MoveTarget& target) {
  const int knock = move.knockdown || move.launch > 0 ? 1 : 0;
  const int edge_bonus = target.danger_side * knock * 24;  // knock the foe into the zone
  switch (job) {
    case StrikeJob::kPunish:
      return move.damage * 4 + knock * 16 + edge_bonus;
    case StrikeJob::kPoke:
      if (target.safe_pokes) {  // a poke must not leave the CPU open when it is guarded
        return move.damage * 2 - move.startup * 3 + std::min(block_advantage(move), 0) * 8 +
               edge_bonus;
      }
      return move.damage * 2 - move.startup * 3 - move.recovery * 2 + edge_bonus;
    case StrikeJob::kLow:
    case StrikeJob::kOverhead:
      return move.damage * 2 - move.startup * 2 + edge_bonus;
    case StrikeJob::kChip:  // the most chip, then the least unsafe on block
      return move.chip * 16 + std::min(block_advantage(move), 0);
  }
  return 0;
}

bool fits_job(const MoveData& move, StrikeJob job) {
  if (job == StrikeJob::kLow) return move.level == kLow;
  if (job == StrikeJob::kOverhead) return move.level == kOverhead;
  if (job == StrikeJob::kChip) return move.special && move.chip > 0;
  return true;
}

}  // namespace

int block_advantage(const MoveData& move) {
  return move.blockstun - (move.active - 1 + move.recovery);
}

int fastest_strike(const CharacterData& character) {
  int fastest = kCpuAnyWindow;
  for (const MoveData& move : character.moves) {
    if (grounded_strike(move) && move.motion == Motion::kNone) {
      fastest = std::min<int>(fastest, move.startup);
    }
  }
  return fastest;
}

int fastest_strike_reaching(const CharacterData& character, const MoveTarget& target) {
  int fastest = kCpuAnyWindow;
  for (const MoveData& move : character.moves) {
    if (grounded_strike(move) && move.motion == Motion::kNone && reaches(move, target)) {
      fastest = std::min<int>(fastest, move.startup);
    }
  }
  return fastest;
}

int fastest_strike_at(const CharacterData& foe, const CharacterData& me, int distance) {
  return fastest_strike_reaching(foe, MoveTarget{distance, me.width / 2, me.height, 0});
}

int input_lead(const MoveData& move, const FighterState& self, const RuleSet& rules) {
  if (move.meter > self.meter) return -1;  // the game's meter does not cover it
  switch (move.motion) {
    case Motion::kNone:
      return 0;
    case Motion::kQuarterForward:
    case Motion::kQuarterBack:
    case Motion::kDragonPunch:
      return 4;
    case Motion::kChargeBack:
      return self.charge_back >= rules.charge_frames ? 0 : -1;
    case Motion::kChargeDown:
      return self.charge_down >= rules.charge_frames ? 0 : -1;
  }
  return -1;
}

int frames_to_active(const MoveData& move, const FighterState& self, const RuleSet& rules) {
  const int lead = input_lead(move, self, rules);
  return lead < 0 ? -1 : lead + move.startup;
}

bool reaches(const MoveData& move, const MoveTarget& target) {
  // One pixel short of the exact edge: positions are perceived in whole pixels.
  if (move.kind == MoveKind::kThrow) return target.distance < move.reach + target.foe_half;
  if (move.kind != MoveKind::kStrike) return false;
  if (passes_over(move, target.foe_top)) return false;  // over a crouching foe
  return target.distance < move.reach + travel_px(move) + target.foe_half;
}

int choose_strike(const CharacterData& me, const FighterState& self, const RuleSet& rules,
                  const MoveTarget& target, int window, StrikeJob job, CpuState& cpu,
                  uint8_t execution) {
  int best = -1;
  int best_score = 0;
  int fitting[32];
  int count = 0;
  for (size_t i = 0; i < me.moves.size(); ++i) {
    const MoveData& move = me.moves[i];
    if (!grounded_strike(move) || !fits_job(move, job) || !reaches(move, target) ||
        block_advantage(move) < target.min_advantage) {
      continue;
    }
    const int time = frames_to_active(move, self, rules);
    if (time < 0 || time > window) continue;
    const int value = score(move, job, target);
    if (best < 0 || value > best_score) {
      best = static_cast<int>(i);
      best_score = value;
    }
    if (count < 32) fitting[count++] = static_cast<int>(i);
  }
  if (count > 1 && static_cast<int>(cpu.rng.below(256)) >= execution) {
    return fitting[cpu.rng.below(static_cast<uint32_t>(count))];
  }
  return best;
}

int choose_throw(const CharacterData& me, const FighterState& self, const RuleSet& rules,
                 const MoveTarget& target) {
  int best = -1;
  for (size_t i = 0; i < me.moves.size(); ++i) {
    const MoveData& move = me.moves[i];
    if (move.kind != MoveKind::kThrow || !reaches(move, target)) continue;
    if (input_lead(move, self, rules) < 0) continue;
    if (best < 0 || move.damage > me.moves[static_cast<size_t>(best)].damage) {
      best = static_cast<int>(i);
    }
  }
  return best;
}

int choose_hold(const CharacterData& me, const FighterState& self, const RuleSet& rules,
                uint8_t level) {
  int best = -1;
  int best_time = 0;
  for (size_t i = 0; i < me.moves.size(); ++i) {
    const MoveData& move = me.moves[i];
    if (move.kind != MoveKind::kHold || !((move.hold_levels >> level) & 1)) continue;
    const int time = frames_to_active(move, self, rules);
    if (time < 0) continue;
    const bool longer =
        best >= 0 && time == best_time && move.active > me.moves[static_cast<size_t>(best)].active;
    if (best < 0 || time < best_time || longer) {
      best = static_cast<int>(i);
      best_time = time;
    }
  }
  return best;
}

int choose_anti_air(const CharacterData& me, const FighterState& self, const RuleSet& rules) {
  int best = -1;
  int best_time = 0;
  for (size_t i = 0; i < me.moves.size(); ++i) {
    const MoveData& move = me.moves[i];
    if (!grounded_strike(move)) continue;
    const bool covers_air =
        move.invulnerable >= move.startup || move.box_y + move.box_h >= me.height;
    const int time = frames_to_active(move, self, rules);
    if (!covers_air || time < 0) continue;
    if (best < 0 || time < best_time) {
      best = static_cast<int>(i);
      best_time = time;
    }
  }
  return best;
}

int choose_projectile(const CharacterData& me, const FighterState& self, const RuleSet& rules) {
  int best = -1;
  for (size_t i = 0; i < me.moves.size(); ++i) {
    const MoveData& move = me.moves[i];
    if (move.kind != MoveKind::kProjectile || input_lead(move, self, rules) < 0) continue;
    if (best < 0 || move.startup < me.moves[static_cast<size_t>(best)].startup) {
      best = static_cast<int>(i);
    }
  }
  return best;
}

}  // namespace arena::games::fight
