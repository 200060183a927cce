// ParryEnv's hooks (super arts drawn at reset and per CPU stage, parry's round start, its
// frames and infos) and the "parry" registry entry.
#include "native/games/parry/parry_env.h"

#include <cstring>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/round_flow.h"
#include "native/games/parry/parry_cpu.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_obs.h"
#include "native/games/parry/parry_rules.h"

namespace arena::games::parry {

void ParryEnv::start_episode() {
  fight::MatchState& match = env_.state.match;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng, [&](int i) {
    env_.super_art[i] = static_cast<int16_t>(
        options_.super_art[i] ? *options_.super_art[i] : 1 + match.rng.below(kSuperArts));
  });
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kParryStages);
  for (int i = 0; i < settings_.n_players; ++i) {
    env_.state.fighters[env_.drawn.role[i]].super_art = static_cast<uint8_t>(env_.super_art[i]);
  }
  if (settings_.n_players == 1) draw_cpu_super_art();
  fight::start_round(match, *data_);
  start_parry_round(env_.state, true);
}

void ParryEnv::start_step() {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase != fight::kRoundOver) return;
  const bool new_stage = match.stage_done || match.game_done;
  fight::start_next_round(match, *data_);  // after a step that showed a round's end
  if (new_stage && match.n_players == 1) draw_cpu_super_art();
  start_parry_round(env_.state, new_stage);
}

void ParryEnv::draw_cpu_super_art() {
  fight::MatchState& match = env_.state.match;
  const int cpu = 1 - match.agent;
  env_.state.fighters[cpu].super_art =
      static_cast<uint8_t>(1 + match.cpu[cpu].rng.below(kSuperArts));
}

uint16_t ParryEnv::cpu_input(int fighter) { return parry_cpu_input(env_.state, fighter, *data_); }

void ParryEnv::frame(const uint16_t held[2], const uint8_t pressed[2]) {
  parry_frame(env_.state, *data_, held, pressed);
}

void ParryEnv::write_ram(std::span<std::byte* const> leaves, int first) const {
  parry::write_ram(env_.state, *data_, leaves, first);
}

std::byte* const* ParryEnv::write_setting_infos(std::byte* const* out) const {
  std::memcpy(*out++, env_.super_art, sizeof(int16_t) * settings_.n_players);
  return out;
}

std::byte* const* ParryEnv::write_fighter_infos(int fighter, std::byte* const* out) const {
  const ParryFighter& parry = env_.state.fighters[fighter];
  for (int16_t value : {int16_t{parry.parry_window}, int16_t{parry.parry_lockout},
                        int16_t{parry.freeze}, int16_t{parry.parries}}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  return out;
}

ParryOptions ParryEnv::parse_options(const core::Config& options) const {
  return parse_parry_options(options, settings_.n_players, *data_);
}

core::GameDefinition parry_definition() {
  return fight::fight_definition<ParryEnv>(
      {.name = "parry",
       .description = "2D fighter with parries, super arts and a stun gauge (mirrors Street "
                      "Fighter III 3rd Strike)",
       .game_data = parse_parry_game_data,
       .shape = parry_shape,
       .spec = parry_spec,
       .per_player_infos = {"settings.super_art"}});
}

}  // namespace arena::games::parry
