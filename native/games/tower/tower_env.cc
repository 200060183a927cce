// Tower's hooks for the kit's env (fight/fight_game.h): the ladder's length and endurance
// partners drawn at reset, tower's round start and end, its frames with the partner's entry,
// and its infos; and the "tower" registry entry.
#include "native/games/tower/tower_env.h"

#include <optional>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/round_flow.h"
#include "native/games/tower/tower_cpu.h"
#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {
namespace {

// umk3's per-player RAM extras, after the positional ones: configs/games/tower.toml declares
// the same ([[game.player_extras]]) and documents each; write_ram_extras writes them in order.
constexpr fight::ExtraSpace kTowerExtras[] = {
    {"aggressor_bar", false, 0, kAggressorBarMax},
    {"run_bar", false, 0, kRunBarMax},
};

// Tower's own [rules] keys (fight/own_rules.h), documented in configs/games/tower.toml.
constexpr fight::OwnRuleField<TowerOwnRules> kTowerOwnRuleKeys[] = {
    {{"endurance_every", 2, fight::kMaxStages}, &TowerOwnRules::endurance_every},
    {{"partner_health_percent", 1, 100}, &TowerOwnRules::partner_health_percent},
    {{"chain_run_cost", 0, kRunBarMax}, &TowerOwnRules::chain_run_cost},
    {{"run_refill_frames", 1, 60}, &TowerOwnRules::run_refill_frames},
    {{"run_speed_percent", 100, 400}, &TowerOwnRules::run_speed_percent},
    {{"aggressor_damage_percent", 100, 200}, &TowerOwnRules::aggressor_damage_percent},
    {{"juggle_lift_step", 0, 100}, &TowerOwnRules::juggle_lift_step},
    {{"juggle_lift_floor", 0, 100}, &TowerOwnRules::juggle_lift_floor},
};

/// The endurance partners of the 1P ladder: every endurance_every-th stage but the last brings
/// a partner, drawn among the characters other than the stage's first opponent.
void draw_partners(TowerMatch& state, const fight::GameData& data) {
  const int n_characters = static_cast<int>(data.characters.size());
  const int every = tower_rules(data).endurance_every;
  fight::MatchState& match = state.match;
  for (int stage = 0; stage < fight::kMaxStages; ++stage) {
    const bool endurance = stage < match.n_stages - 1 && (stage + 1) % every == 0;
    if (!endurance || n_characters < 2) {
      state.partner[stage] = kNoPartner;
      continue;
    }
    const auto draw = match.rng.below(static_cast<uint32_t>(n_characters - 1));
    state.partner[stage] = static_cast<uint8_t>(draw >= match.ladder[stage] ? draw + 1 : draw);
  }
}

}  // namespace

struct TowerGame {
  using EnvState = TowerEnvState;
  using Options = TowerOptions;
  using Art = TowerArt;
  static constexpr auto cpu_input = tower_cpu_input;
  static std::byte* const* write_ram_extras(const TowerMatch& state, const fight::GameData&,
                                            int fighter, std::byte* const* out) {
    const TowerFighter& own = state.fighters[fighter];
    return fight::put_leaves(out, own.aggressor_bar, own.run_bar);
  }
  static constexpr auto parse_options = parse_tower_options;
  static constexpr auto check_match_length = check_tower_length;
  static constexpr auto check_state = check_tower_state;

  static void frame(TowerMatch& state, const fight::GameData& data, const uint16_t held[2],
                    const uint8_t pressed[2]) {
    tower_frame(state, data, held, pressed);
    enter_partner(state, data);  // the endurance partner enters when the first falls
  }

  static std::optional<int> draw_episode(EnvState& env, const Options& options, Pcg32& rng) {
    env.tower =
        static_cast<int16_t>(options.tower ? *options.tower : kMinTower + rng.below(kMaxTower));
    env.state.tower = static_cast<uint8_t>(env.tower);
    return tower_stages(env.tower);
  }

  static void set_up(EnvState& env, const fight::GameData& data) {
    draw_partners(env.state, data);
  }

  static void start_round(TowerMatch& state, const fight::GameData& data, fight::RoundStart) {
    start_tower_round(state);
    fight::set_ladder_cpu_level(state.match, stage_cpu_level(state, data), data);
  }

  static void end_round(TowerMatch& state) {
    if (state.partner_in) restore_first_opponent(state);
  }

  static std::byte* const* write_setting_infos(const EnvState& env, int, std::byte* const* out) {
    return fight::put_leaves(out, env.tower);
  }

  static std::byte* const* write_fighter_infos(const TowerMatch& state, int fighter,
                                               std::byte* const* out) {
    const fight::FighterState& base = state.match.fighters[fighter];
    const TowerFighter& tower = state.fighters[fighter];
    return fight::put_leaves(out, tower.running, tower.aggressor_frames, base.juggle_hits, base.vy);
  }

  static std::byte* const* write_match_infos(const TowerMatch& state, std::byte* const* out) {
    return fight::put_leaves(out, state.partner_in, state.match.n_stages);
  }
};

core::GameDefinition tower_definition() {
  return fight::fight_definition<TowerGame>(
      {.description = "2D fighter with a Block button, a run meter, launching uppercuts and "
                      "endurance stages (mirrors Ultimate Mortal Kombat 3)",
       .shape = {.name = "tower",
                 .buttons = {"HP", "HK", "LK", "LP", "Run", "Block"},
                 .attacks_with_combinations = 7,
                 .attacks_without_combinations = 7,
                 .cpu_ladder = &kTowerCpuLadder},
       .rules = kTowerRules,
       .rule_keys = fight::kThrowKnockdownKeys,
       .own_rules = fight::own_rules_of<TowerOwnRules, kTowerOwnRuleKeys>(),
       .check_game_data = check_tower_data,
       .ram_extras = kTowerExtras,
       .infos = {.settings = {{"tower", kMinTower, kMaxTower}},
                 .fighter = {{"running", 0, 1},
                             {"aggressor_frames", 0, kAggressorFrames},
                             {"juggle_hits", 0, 32767},
                             {"vy", -32768, 32767}},
                 .match = {{"partner_in", 0, 1}, {"n_stages", 1, fight::kMaxStages}},
                 .last_contact_kind = kContactEnter}});
}

}  // namespace arena::games::tower
