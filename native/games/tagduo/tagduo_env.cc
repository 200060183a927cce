// Tagduo's hooks for the kit's env (fight/fight_game.h): the teams drawn at reset and the CPU's
// partner per stage, tagduo's round start, frames, round end and infos; and the "tagduo"
// registry entry.
#include "native/games/tagduo/tagduo_env.h"

#include <cstring>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/team_data.h"
#include "native/games/tagduo/tagduo_cpu.h"
#include "native/games/tagduo/tagduo_obs.h"
#include "native/games/tagduo/tagduo_rules.h"

namespace arena::games::tagduo {

struct TagduoGame {
  using EnvState = TagduoEnvState;
  using Options = TagduoOptions;
  using Renderer = TagduoRenderer;
  static constexpr int kArenas = kTagduoStages;
  static constexpr auto frame = tagduo_frame;
  static constexpr auto cpu_input = tagduo_cpu_input;
  static constexpr auto write_ram = tagduo::write_ram;
  static constexpr auto parse_options = parse_tagduo_options;
  static constexpr auto check_state = check_tagduo_state;
  static constexpr auto round_over = tagduo_round_over;

  static void draw_agent(EnvState& env, const Options& options, int agent, Pcg32&) {
    fight::keep_team_picks(options.teams, agent, env.teams);
  }

  static void set_up(EnvState& env, const fight::GameData& data) {
    fight::MatchState& match = env.state.match;
    const fight::TeamGameData& team = fight::team_data(data);
    fight::draw_teams(env.teams, env.drawn, match.n_players, team, match.rng);
    for (int i = 0; i < match.n_players; ++i) {
      match.fighters[env.drawn.role[i]].character = static_cast<uint8_t>(env.drawn.characters[i]);
    }
    fight::set_up_teams(match, env.state.teams, env.teams, env.drawn.role, team);
  }

  static void start_round(TagduoMatch& state, const fight::GameData& data,
                          fight::RoundStart start) {
    if (start == fight::RoundStart::kNewStage && state.match.n_players == 1) {
      fight::draw_cpu_partners(state.match, state.teams, fight::team_data(data));
    }
    start_tagduo_round(state, data);
  }

  static std::byte* const* write_setting_infos(const EnvState& env, int n_players,
                                               std::byte* const* out) {
    return fight::write_team_setting_infos(env.teams, kTeamSize, n_players, out);
  }

  static std::byte* const* write_fighter_infos(const TagduoMatch& state, int fighter,
                                               std::byte* const* out) {
    const fight::TeamSide& team = state.teams.sides[fighter];
    for (int16_t value : {int16_t{state.fighters[fighter].sidestep}, int16_t{team.tag_frames},
                          team.members[0].recoverable, team.members[1].recoverable}) {
      std::memcpy(*out++, &value, sizeof(value));
    }
    return out;
  }
};

core::GameDefinition tagduo_definition() {
  return fight::fight_definition<TagduoGame>(
      {.name = "tagduo",
       .description = "tag-team fighter: two characters per side, tag, recoverable health, "
                      "sidestep and juggles (mirrors Tekken Tag Tournament)",
       .game_data = parse_tagduo_game_data,
       .shape = tagduo_shape,
       .spec = tagduo_spec,
       .per_player_infos = {"settings.characters_2"}});
}

}  // namespace arena::games::tagduo
