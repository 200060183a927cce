// check_trio_state (FightEnv<TrioGame>::check_state): what a snapshot of a trio env may hold
// (see core::Env). The match and the drawn settings are the fight engine's checks, the teams the
// team extension's; trio adds its stage backdrop, each side's power, roll, charge and assist,
// and each agent's fighting style.
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/fight/team_data.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_env.h"
#include "native/games/trio/trio_power.h"
#include "native/games/trio/trio_rules.h"

namespace arena::games::trio {
namespace {

void check_trio_fighter(const TrioFighter& own, const fight::TeamSide& team, int index,
                        core::StateCheck& check) {
  check.set_prefix(fight::slot("trio_fighters", index));
  check.range("style", own.style, 1, kStyles);
  check.range("power_bar", own.power_bar, 0, kPowerBarMax);
  check.range("stocks", own.stocks, 0, stock_cap(own.style, team));
  check.range("max_frames", own.max_frames, 0, kMaxModeFrames);
  check.range("roll", own.roll, 0, kRollFrames);
  check.range("charging", own.charging, 0, 1);
  for (int k = 0; k < fight::kMaxTeamSize; ++k) {
    check.range("calls[" + std::to_string(k) + "]", own.calls[k], 0,
                k < team.size ? kAssistCalls : 0);
  }
  check.range("pad0", own.pad0, 0, 0);
  const Assist& assist = own.assist;
  check.set_prefix(fight::slot("trio_fighters", index) + "assist.");
  check.range("frames", assist.frames, 0, kAssistFrames - 1);
  check.range("shot_frames", assist.shot_frames, 0, 300);
  check.range("member", assist.member, 0, team.size - 1);
  check.require(assist.facing == 1 || assist.facing == -1, "facing is +1 or -1");
  check.range("x", assist.x, 0, fight::kStageWidth);
  check.range("shot_x", assist.shot_x, -fight::kStageWidth, 2 * fight::kStageWidth);
  check.range("pad0", assist.pad0, 0, 0);
  check.range("pad1", assist.pad1, 0, 0);
}

}  // namespace

void check_trio_state(const TrioEnvState& loaded, const fight::GameData& data, int n_players,
                      core::StateCheck& check) {
  const fight::MatchState& match = loaded.state.match;
  fight::check_match_state(match, data, n_players, kTrioStages, check, kContactAssist);
  FightingStyle::check_values(loaded.fighting_style, "fighting_style", check);
  if (!check.ok()) return;
  fight::check_teams(match, loaded.state.teams, loaded.teams, loaded.drawn.role, n_players,
                     fight::team_data(data), check);
  if (!check.ok()) return;
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    check_trio_fighter(loaded.state.fighters[i], loaded.state.teams.sides[i], i, check);
  }
  if (!check.ok()) return;
  fight::check_team_drawn_settings(match, loaded.state.teams, data, n_players, loaded.drawn,
                                   check);
}

}  // namespace arena::games::trio
