// TriadEnv's hooks (a match of the fight engine as it is) and the "triad" registry entry.
#include "native/games/triad/triad_env.h"

#include "native/games/fight/cpu.h"
#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/round_flow.h"
#include "native/games/triad/triad_config.h"
#include "native/games/triad/triad_rules.h"

namespace arena::games::triad {

void TriadEnv::start_episode() {
  fight::MatchState& match = env_.state;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng);
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kArenas);
  fight::start_round(match, *data_);
}

void TriadEnv::start_step() {
  fight::start_next_round(env_.state, *data_);  // after a step that showed a round's end
}

uint16_t TriadEnv::cpu_input(int fighter) { return fight::cpu_input(env_.state, fighter, *data_); }

void TriadEnv::frame(const uint16_t held[2], const uint8_t pressed[2]) {
  triad_frame(env_.state, *data_, held, pressed);
}

void TriadEnv::write_ram(std::span<std::byte* const> leaves, int first) const {
  fight::write_ram(env_.state, *data_, leaves, first);
}

fight::FightOptions TriadEnv::parse_options(const core::Config& options) const {
  return fight::parse_fight_options(options, settings_.n_players, *data_, "triad");
}

core::GameDefinition triad_definition() {
  return fight::fight_definition<TriadEnv>(
      {.name = "triad",
       .description = "3D-style fighter with a strike/throw/hold triangle (mirrors Dead or "
                      "Alive ++)",
       .game_data = parse_triad_game_data,
       .shape = triad_shape,
       .spec = triad_spec});
}

}  // namespace arena::games::triad
