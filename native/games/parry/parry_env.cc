// Parry's hooks for the kit's env (fight/fight_game.h): super arts drawn at reset and per CPU
// stage, parry's round start, its frames and infos; and the "parry" registry entry.
#include "native/games/parry/parry_env.h"

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/parry/parry_cpu.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_rules.h"

namespace arena::games::parry {
namespace {

// sfiii3n's per-player RAM extras, after the positional ones: configs/games/parry.toml declares
// the same ([[game.player_extras]]) and documents each; write_ram_extras writes them in order.
constexpr fight::ExtraSpace kParryExtras[] = {
    {"stun_bar", false, 0, kStunBarMax},   {"stunned", true, 0, 1},
    {"super_bar", false, 0, kSuperBarMax}, {"super_type", true, 0, kSuperArts - 1},
    {"super_count", false, 0, kSuperArts}, {"super_max_count", false, 1, kSuperArts},
};

// Parry's own [rules] keys (fight/own_rules.h), documented in configs/games/parry.toml.
constexpr fight::OwnRuleField<ParryOwnRules> kParryOwnRuleKeys[] = {
    {{"parry_window_frames", 1, 60}, &ParryOwnRules::parry_window_frames},
    {{"parry_lockout_frames", 0, 120}, &ParryOwnRules::parry_lockout_frames},
    {{"parry_freeze_frames", 0, 60}, &ParryOwnRules::parry_freeze_frames},
    {{"parry_advantage", 0, 60}, &ParryOwnRules::parry_advantage},
    {{"stun_percent", 0, 300}, &ParryOwnRules::stun_percent},
    {{"stun_calm_frames", 0, 600}, &ParryOwnRules::stun_calm_frames},
    {{"stun_drain_every", 1, 60}, &ParryOwnRules::stun_drain_every},
    {{"dizzy_frames", 1, 600}, &ParryOwnRules::dizzy_frames},
    {{"parry_meter_gain", 0, kSuperBarMax}, &ParryOwnRules::parry_meter_gain},
    {{"super_art_1_damage_percent", 10, 300}, &ParryOwnRules::super_art_1_damage_percent},
    {{"super_art_2_damage_percent", 10, 300}, &ParryOwnRules::super_art_2_damage_percent},
    {{"super_art_3_damage_percent", 10, 300}, &ParryOwnRules::super_art_3_damage_percent},
};

}  // namespace

struct ParryGame
    : fight::ChoiceHooks<SuperArt, &ParryEnvState::super_art, &ParryOptions::super_art> {
  using Art = ParryArt;
  static constexpr auto frame = parry_frame;
  static constexpr auto cpu_input = parry_cpu_input;
  static std::byte* const* write_ram_extras(const ParryMatch& state, const fight::GameData&,
                                            int fighter, std::byte* const* out) {
    const ParryFighter& own = state.fighters[fighter];
    return fight::put_leaves(out, own.stun_bar, own.dizzy, own.super_bar, own.super_art - 1,
                             super_stocks(own), own.super_art);
  }
  static constexpr auto parse_options = parse_parry_options;
  static constexpr auto check_state = check_parry_state;

  static void start_round(ParryMatch& state, const fight::GameData&, fight::RoundStart start) {
    SuperArt::start_round(state, start);
    start_parry_round(state, start != fight::RoundStart::kNextRound);
  }

  static std::byte* const* write_fighter_infos(const ParryMatch& state, int fighter,
                                               std::byte* const* out) {
    const ParryFighter& parry = state.fighters[fighter];
    return fight::put_leaves(out, parry.parry_window, parry.parry_lockout, parry.freeze,
                             parry.parries);
  }
};

core::GameDefinition parry_definition() {
  return fight::fight_definition<ParryGame>(
      {.description = "2D fighter with parries, super arts and a stun gauge (mirrors Street "
                      "Fighter III 3rd Strike)",
       .shape = {.name = "parry",
                 .buttons = {"LP", "MP", "HP", "LK", "MK", "HK"},
                 .attacks_with_combinations = 10,
                 .attacks_without_combinations = 7,
                 .cpu_ladder = &kParryCpuLadder,
                 // its own CPU knobs, in ParryCpuKnob order
                 .cpu_extras = {{"parry_chance", 0, 255}, {"meter_planned", 0, 1000}}},
       .rules = kParryRules,
       .rule_keys = fight::kThrowCounterKnockdownKeys,
       .own_rules = fight::own_rules_of<ParryOwnRules, kParryOwnRuleKeys>(),
       .check_game_data = check_parry_data,
       .ram_extras = kParryExtras,
       .infos = {.settings = {{"super_art", 1, kSuperArts, true}},
                 .fighter = {{"parry_window", 0, 255},
                             {"parry_lockout", 0, 255},
                             {"freeze", 0, 255},
                             {"parries", 0, 255}},
                 .last_contact_kind = kContactDizzy}});
}

}  // namespace arena::games::parry
