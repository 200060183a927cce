// TowerEnv's hooks (the ladder's length and endurance partners drawn at reset, tower's round
// start, its frames with the partner's entry, and its infos) and the "tower" registry entry.
#include "native/games/tower/tower_env.h"

#include <cstring>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/round_flow.h"
#include "native/games/tower/tower_cpu.h"
#include "native/games/tower/tower_obs.h"
#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {
namespace {

/// The endurance partners of the 1P ladder: every third stage but the last brings a partner,
/// drawn among the characters other than the stage's first opponent.
void draw_partners(TowerMatch& state, int n_characters) {
  fight::MatchState& match = state.match;
  for (int stage = 0; stage < fight::kMaxStages; ++stage) {
    const bool endurance = stage < match.n_stages - 1 && (stage + 1) % kEnduranceEvery == 0;
    if (!endurance || n_characters < 2) {
      state.partner[stage] = kNoPartner;
      continue;
    }
    const auto draw = match.rng.below(static_cast<uint32_t>(n_characters - 1));
    state.partner[stage] = static_cast<uint8_t>(draw >= match.ladder[stage] ? draw + 1 : draw);
  }
}

}  // namespace

void TowerEnv::start_episode() {
  fight::MatchState& match = env_.state.match;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng);
  env_.tower = static_cast<int16_t>(options_.tower ? *options_.tower
                                                   : kMinTower + match.rng.below(kMaxTower));
  env_.state.tower = static_cast<uint8_t>(env_.tower);
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kTowerStages,
                     tower_stages(env_.tower));
  draw_partners(env_.state, static_cast<int>(data_->characters.size()));
  fight::start_round(match, *data_);
  start_tower_round(env_.state);
  set_stage_cpu_level(env_.state, *data_);
}

void TowerEnv::start_step() {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase != fight::kRoundOver) return;
  if (env_.state.partner_in) restore_first_opponent(env_.state);
  fight::start_next_round(match, *data_);  // after a step that showed a round's end
  start_tower_round(env_.state);
  set_stage_cpu_level(env_.state, *data_);
}

uint16_t TowerEnv::cpu_input(int fighter) { return tower_cpu_input(env_.state, fighter, *data_); }

void TowerEnv::frame(const uint16_t held[2], const uint8_t pressed[2]) {
  tower_frame(env_.state, *data_, held, pressed);
  enter_partner(env_.state, *data_);  // the endurance partner enters when the first falls
}

void TowerEnv::write_ram(std::span<std::byte* const> leaves, int first) const {
  tower::write_ram(env_.state, *data_, leaves, first);
}

std::byte* const* TowerEnv::write_setting_infos(std::byte* const* out) const {
  std::memcpy(*out++, &env_.tower, sizeof(env_.tower));
  return out;
}

std::byte* const* TowerEnv::write_fighter_infos(int fighter, std::byte* const* out) const {
  const fight::FighterState& base = env_.state.match.fighters[fighter];
  const TowerFighter& tower = env_.state.fighters[fighter];
  for (int16_t value : {int16_t{tower.running}, tower.aggressor_frames, base.juggle_hits,
                        static_cast<int16_t>(base.vy)}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  return out;
}

std::byte* const* TowerEnv::write_match_infos(std::byte* const* out) const {
  for (int16_t value : {int16_t{env_.state.partner_in}, int16_t{env_.state.match.n_stages}}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  return out;
}

TowerOptions TowerEnv::parse_options(const core::Config& options) const {
  return parse_tower_options(options, settings_.n_players, *data_);
}

core::GameDefinition tower_definition() {
  return fight::fight_definition<TowerEnv>(
      {.name = "tower",
       .description = "2D fighter with a Block button, a run meter, launching uppercuts and "
                      "endurance stages (mirrors Ultimate Mortal Kombat 3)",
       .game_data = parse_tower_game_data,
       .shape = tower_shape,
       .spec = tower_spec});
}

}  // namespace arena::games::tower
