// Tagduo's hooks for the kit's env (fight/fight_game.h): the teams drawn at reset and the CPU's
// partner per stage, tagduo's round start, frames, round end, RAM extras and infos; and the
// "tagduo" registry entry.
#include "native/games/tagduo/tagduo_env.h"

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_ram.h"
#include "native/games/tagduo/tagduo_cpu.h"
#include "native/games/tagduo/tagduo_rules.h"

namespace arena::games::tagduo {
namespace {

/// What a side's health bar shows (bar_status), in the TOML's order of its values.
enum BarStatus : int16_t {
  kBarFull = 0,         // nothing lost
  kBarRecoverable = 1,  // the point lost health a tag would let it regain
  kBarRecovering = 2,   // the benched partner is regaining health
  kBarTagging = 3,      // a tag in progress
  kBarDanger = 4,       // a character under 25% of full health
};

// tektagt's per-player RAM extras after the team keys (the kit's, fight/team_ram.h):
// configs/games/tagduo.toml declares the same ([[game.player_extras]]) and documents each;
// write_ram_extras writes them in order.
constexpr fight::ExtraSpace kTagduoExtras[] = {{"bar_status", true, kBarFull, kBarDanger}};

/// Side `side`'s bar_status.
int16_t bar_status(const TagduoMatch& state, int side, int max_health) {
  const fight::TeamSide& team = state.teams.sides[side];
  if (team.tag_frames > 0) return kBarTagging;
  bool recovering = false;
  for (int k = 0; k < team.size; ++k) {
    const int health =
        k == team.active ? state.match.fighters[side].health : team.members[k].health;
    if (health * 4 < max_health) return kBarDanger;
    recovering |= k != team.active && team.members[k].recoverable > 0;
  }
  if (recovering) return kBarRecovering;
  return team.members[team.active].recoverable > 0 ? kBarRecoverable : kBarFull;
}

/// The most health a game file may give (fight::parse_game_header's [game] health).
constexpr int kMostHealth = 1000;

// Tagduo's own [rules] keys (fight/own_rules.h), documented in configs/games/tagduo.toml.
constexpr fight::OwnRuleField<TagduoOwnRules> kTagduoOwnRuleKeys[] = {
    {{"sidestep_window_frames", 1, 60}, &TagduoOwnRules::sidestep_window_frames},
    {{"juggle_gravity", 0, 256}, &TagduoOwnRules::juggle_gravity},
};

}  // namespace

struct TagduoGame {
  using EnvState = TagduoEnvState;
  using Options = TagduoOptions;
  using Art = TagduoArt;
  static constexpr auto frame = tagduo_frame;
  static constexpr auto cpu_input = tagduo_cpu_input;
  static constexpr auto parse_options = parse_tagduo_options;
  static constexpr auto check_state = check_tagduo_state;
  static constexpr auto round_over = tagduo_round_over;

  static std::byte* const* write_ram_extras(const TagduoMatch& state, const fight::GameData& data,
                                            int fighter, std::byte* const* out) {
    return fight::put_leaves(out, bar_status(state, fighter, data.rules.max_health));
  }

  static void start_round(TagduoMatch& state, const fight::GameData& data, fight::RoundStart) {
    start_tagduo_round(state, data);
  }

  static std::byte* const* write_fighter_infos(const TagduoMatch& state, int fighter,
                                               std::byte* const* out) {
    const fight::TeamSide& team = state.teams.sides[fighter];
    return fight::put_leaves(out, state.fighters[fighter].sidestep, team.tag_frames,
                             team.members[0].recoverable, team.members[1].recoverable);
  }
};

core::GameDefinition tagduo_definition() {
  return fight::fight_definition<TagduoGame>(
      {.description = "tag-team fighter: two characters per side, tag, recoverable health, "
                      "sidestep and juggles (mirrors Tekken Tag Tournament)",
       .shape = {.name = "tagduo",
                 .buttons = {"LP", "RP", "LK", "RK", "Tag"},
                 .attacks_with_combinations = 13,
                 .attacks_without_combinations = 6,
                 .cpu_ladder = &kTagduoCpuLadder},
       .rules = kTagduoRules,
       .rule_keys = fight::kThrowCounterKnockdownKeys,
       .own_rules = fight::own_rules_of<TagduoOwnRules, kTagduoOwnRuleKeys>(),
       .ram_extras = kTagduoExtras,
       .infos = {.fighter = {{"sidestep", 0, kSidestepFrames},
                             {"tag_frames", 0, fight::TeamRules{}.tag_frames},
                             {"recoverable_1", 0, kMostHealth},
                             {"recoverable_2", 0, kMostHealth}},
                 .last_contact_kind = kContactTag},
       .team_size = kTeamSize});
}

}  // namespace arena::games::tagduo
