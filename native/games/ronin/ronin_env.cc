// RoninEnv's hooks (ronin's round start, its frames and infos) and the "ronin" registry entry.
#include "native/games/ronin/ronin_env.h"

#include <cstring>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/round_flow.h"
#include "native/games/ronin/ronin_config.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_obs.h"
#include "native/games/ronin/ronin_rules.h"

namespace arena::games::ronin {

void RoninEnv::start_episode() {
  fight::MatchState& match = env_.state.match;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng);
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kRoninStages);
  fight::start_round(match, *data_);
  start_ronin_round(env_.state, true, data_->rules.max_health);
}

void RoninEnv::start_step() {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase != fight::kRoundOver) return;
  const bool new_stage = match.stage_done || match.game_done;
  fight::start_next_round(match, *data_);  // after a step that showed a round's end
  start_ronin_round(env_.state, new_stage, data_->rules.max_health);
}

uint16_t RoninEnv::cpu_input(int fighter) { return ronin_cpu_input(env_.state, fighter, *data_); }

void RoninEnv::frame(const uint16_t held[2], const uint8_t pressed[2]) {
  ronin_frame(env_.state, *data_, held, pressed);
}

void RoninEnv::write_ram(std::span<std::byte* const> leaves, int first) const {
  ronin::write_ram(env_.state, *data_, leaves, first);
}

std::byte* const* RoninEnv::write_fighter_infos(int fighter, std::byte* const* out) const {
  const RoninFighter& ronin = env_.state.fighters[fighter];
  for (int16_t value :
       {int16_t{ronin.meditating}, int16_t{ronin.clash_score}, int16_t{ronin.explosion}}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  return out;
}

std::byte* const* RoninEnv::write_match_infos(std::byte* const* out) const {
  const DroppedWeapon& weapon = env_.state.weapon;
  const int16_t weapon_x = weapon.state ? static_cast<int16_t>(weapon.x / fight::kSubpixel) : -1;
  for (int16_t value : {env_.state.clash_frames, int16_t{weapon.state}, weapon_x}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  return out;
}

fight::FightOptions RoninEnv::parse_options(const core::Config& options) const {
  return fight::parse_fight_options(options, settings_.n_players, *data_, "ronin");
}

core::GameDefinition ronin_definition() {
  return fight::fight_definition<RoninEnv>(
      {.name = "ronin",
       .description = "2D weapon fighter with few huge hits, weapon and rage gauges, clashes that "
                      "disarm and meditation (mirrors Samurai Shodown V Special)",
       .game_data = parse_ronin_game_data,
       .shape = ronin_shape,
       .spec = ronin_spec});
}

}  // namespace arena::games::ronin
