// Trio's hooks for the kit's env (fight/fight_game.h): the teams and fighting styles drawn at
// reset and the CPU's partners and style per stage, trio's round start and end, frames, RAM
// extras and infos; and the "trio" registry entry.
#include "native/games/trio/trio_env.h"

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_ram.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_cpu.h"
#include "native/games/trio/trio_power.h"
#include "native/games/trio/trio_rules.h"

namespace arena::games::trio {
namespace {

// kof98umh's per-player RAM extras after the team keys (the kit's, fight/team_ram.h):
// configs/games/trio.toml declares the same ([[game.player_extras]]) and documents each;
// write_ram_extras writes them in order.
constexpr fight::ExtraSpace kTrioExtras[] = {
    {"power_bar", false, 0, kPowerBarMax},
    {"special_attacks", false, 0, kMostStocks},
    {"partner_attacks", false, 0, kAssistCalls * (kTeamSize - 1)},
};

// Trio's own [rules] keys (fight/own_rules.h), documented in configs/games/trio.toml.
constexpr fight::OwnRuleField<TrioOwnRules> kTrioOwnRuleKeys[] = {
    {{"stock_meter", 1, 1000}, &TrioOwnRules::stock_meter},
    {{"max_damage_percent", 100, 300}, &TrioOwnRules::max_damage_percent},
    {{"max_pose_frames", 0, 60}, &TrioOwnRules::max_pose_frames},
    {{"roll_invulnerable_frames", 0, kRollFrames}, &TrioOwnRules::roll_invulnerable_frames},
    {{"assist_behind_px", 0, 128}, &TrioOwnRules::assist_behind_px},
    {{"assist_entry_frames", 0, kAssistFrames - 1}, &TrioOwnRules::assist_entry_frames},
};

}  // namespace

struct TrioGame : fight::ChoiceHooks<FightingStyle, &TrioEnvState::fighting_style,
                                     &TrioOptions::fighting_style> {
  using Art = TrioArt;
  static constexpr auto frame = trio_frame;
  static constexpr auto cpu_input = trio_cpu_input;
  static constexpr auto parse_options = parse_trio_options;
  static constexpr auto check_state = check_trio_state;
  static constexpr auto end_round = end_trio_round;

  static std::byte* const* write_ram_extras(const TrioMatch& state, const fight::GameData&,
                                            int fighter, std::byte* const* out) {
    const TrioFighter& own = state.fighters[fighter];
    return fight::put_leaves(out, own.power_bar, static_cast<int16_t>(own.stocks),
                             static_cast<int16_t>(partner_attacks(state, fighter)));
  }

  static void start_round(TrioMatch& state, const fight::GameData& data,
                          fight::RoundStart start) {
    FightingStyle::start_round(state, start);
    start_trio_round(state, data, start);
    fight::set_ladder_cpu_level(state.match, stage_cpu_level(state, data), data);
  }

  static std::byte* const* write_fighter_infos(const TrioMatch& state, int fighter,
                                               std::byte* const* out) {
    const TrioFighter& own = state.fighters[fighter];
    const Assist& assist = own.assist;
    const bool out_now = assist.frames > 0;
    const int16_t health =
        out_now ? state.teams.sides[fighter].members[assist.member].health : int16_t{0};
    const auto x = static_cast<int16_t>(out_now ? assist.x / fight::kSubpixel : -1);
    return fight::put_leaves(out, static_cast<int16_t>(own.roll), own.max_frames,
                             static_cast<int16_t>(own.charging), assist.frames, x, health);
  }
};

core::GameDefinition trio_definition() {
  fight::TeamRules team_rules;
  team_rules.tag_frames = 0;
  team_rules.recoverable_percent = 0;
  team_rules.winner_recovery_percent = kWinnerRecoveryPercent;
  return fight::fight_definition<TrioGame>(
      {.description = "three-on-three team fighter: ordered elimination with the winner's "
                      "recovery, power stocks and Max mode, roll and assists (mirrors King of "
                      "Fighters '98 with Marvel-style assists)",
       .shape = {.name = "trio",
                 .buttons = {"WP", "WK", "SP", "SK"},
                 .attacks_with_combinations = 10,
                 .attacks_without_combinations = 5,
                 .cpu_ladder = &kTrioCpuLadder},
       .rules = kTrioRules,
       .rule_keys = fight::kThrowCounterKnockdownKeys,
       .own_rules = fight::own_rules_of<TrioOwnRules, kTrioOwnRuleKeys>(),
       .check_game_data = check_trio_data,
       .ram_extras = kTrioExtras,
       .infos = {.settings = {{"fighting_style", 1, kStyles, true}},
                 .fighter = {{"roll", 0, kRollFrames},
                             {"max_frames", 0, kMaxModeFrames},
                             {"charging", 0, 1},
                             {"assist_frames", 0, kAssistFrames},
                             {"assist_x", -1, fight::kStageWidthPx},
                             {"assist_health", 0, 1000}},
                 .last_contact_kind = kContactAssist},
       .team_size = kTeamSize,
       .team_rules = team_rules});
}

}  // namespace arena::games::trio
