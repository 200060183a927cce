// What tower's own fields in a snapshot of its env may hold (see core::Env), around the kit's
// checks (FightEnv::check_loaded): check_tower_length, before them, the match's length against
// the drawn tower's (the kit then checks it as the longest tower's); check_tower_state, after
// them, each fighter's run meter and aggressor bar, the endurance partners of the ladder and the
// `tower` drawn at reset.
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/tower/tower_config.h"
#include "native/games/tower/tower_env.h"
#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {
namespace {

void check_tower_fighter(const TowerFighter& fighter, const TowerOwnRules& own,
                         core::StateCheck& check) {
  check.range("run_bar", fighter.run_bar, 0, kRunBarMax);
  check.range("aggressor_bar", fighter.aggressor_bar, 0, kAggressorBarMax);
  check.range("aggressor_frames", fighter.aggressor_frames, 0, kAggressorFrames);
  check.range("refill_clock", fighter.refill_clock, 0, own.run_refill_frames - 1);
  check.range("running", fighter.running, 0, 1);
}

void check_ladder(const TowerMatch& state, int n_characters, core::StateCheck& check) {
  check.set_prefix("");
  check.range("tower", state.tower, kMinTower, kMaxTower);
  check.range("partner_in", state.partner_in, 0, 1);
  for (uint8_t pad : state.pad0) check.range("pad0[]", pad, 0, 0);
  for (int stage = 0; stage < fight::kMaxStages; ++stage) {
    const uint8_t partner = state.partner[stage];
    if (partner == kNoPartner) continue;
    check.range("partner[" + std::to_string(stage) + "]", partner, 0, n_characters - 1);
  }
}

}  // namespace

void check_tower_length(const TowerEnvState& loaded, const fight::GameData& data, int n_players,
                        fight::MatchState& match, core::StateCheck& check) {
  const int n_stages = n_players == 1 ? tower_stages(loaded.tower) : 1;
  check.range("n_stages", match.n_stages, n_stages, n_stages);
  check.range("stage", match.stage, 1, n_stages);
  if (n_players == 1) match.n_stages = data.rules.n_stages;
}

void check_tower_state(const TowerEnvState& loaded, const fight::GameData& data, int,
                       core::StateCheck& check) {
  const fight::MatchState& match = loaded.state.match;
  fight::check_own_fighters(loaded.state, "tower_fighters", check,
                            [&](const TowerFighter& own, int i, core::StateCheck& fields) {
                              check_tower_fighter(own, tower_rules(data), fields);
                              fields.set_prefix(fight::slot("fighters", i));
                              fields.range("meter", match.fighters[i].meter, own.run_bar,
                                           own.run_bar);
                            });
  check_ladder(loaded.state, static_cast<int>(data.characters.size()), check);
  check.set_prefix("settings.");
  check.range("tower", loaded.tower, loaded.state.tower, loaded.state.tower);
  for (int i = 0; i < 3; ++i) check.range("pad0", loaded.pad0[i], 0, 0);
}

}  // namespace arena::games::tower
