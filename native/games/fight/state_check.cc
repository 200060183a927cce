// Index checks over a MatchState (see state_check.h).
#include "native/games/fight/state_check.h"

namespace arena::games::fight {

const char* invalid_state_field(const MatchState& state, const GameData& data) {
  const auto n_characters = static_cast<int>(data.characters.size());
  for (const FighterState& fighter : state.fighters) {
    if (fighter.character >= n_characters) return "fighters[].character";
    const auto n_moves = static_cast<int>(data.characters[fighter.character].moves.size());
    if (fighter.move < -1 || fighter.move >= n_moves) return "fighters[].move";
    if (fighter.action > kVictory) return "fighters[].action";
  }
  for (const Projectile& projectile : state.projectiles) {
    if (!projectile.active) continue;
    if (projectile.owner >= kMaxPlayers) return "projectiles[].owner";
    const FighterState& owner = state.fighters[projectile.owner];
    const auto n_moves = static_cast<int>(data.characters[owner.character].moves.size());
    if (projectile.move < 0 || projectile.move >= n_moves) return "projectiles[].move";
  }
  if (state.n_stages < 1 || state.n_stages > kMaxStages) return "n_stages";
  if (state.stage < 1 || state.stage > state.n_stages) return "stage";
  for (int stage = 0; stage < state.n_stages; ++stage) {
    if (state.ladder[stage] >= n_characters) return "ladder[]";
  }
  if (state.agent >= kMaxPlayers) return "agent";
  for (const CpuState& cpu : state.cpu) {
    if (cpu.plan_length > kCpuPlanLength || cpu.plan_index > cpu.plan_length) return "cpu[].plan";
    if (cpu.reaction >= kCpuMemory) return "cpu[].reaction";
  }
  return nullptr;
}

}  // namespace arena::games::fight
