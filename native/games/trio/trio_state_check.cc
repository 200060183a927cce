// check_trio_state (TrioGame's check_state): what trio's own fields in a snapshot of its env may
// hold (see core::Env), after the kit's checks of the match and the teams (FightEnv::check_loaded,
// so a side's team is valid here): each agent's fighting style, and each side's power, roll,
// charge and assist.
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_env.h"
#include "native/games/trio/trio_power.h"
#include "native/games/trio/trio_rules.h"

namespace arena::games::trio {
namespace {

void check_trio_fighter(const TrioFighter& own, const fight::TeamSide& team, int index,
                        core::StateCheck& check) {
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

void check_trio_state(const TrioEnvState& loaded, const fight::GameData&, int,
                      core::StateCheck& check) {
  check.set_prefix("");  // "fighting_style[i]"
  FightingStyle::check_values(loaded.fighting_style, "fighting_style", check);
  fight::check_own_fighters(loaded.state, "trio_fighters", check,
                            [&loaded](const TrioFighter& own, int i, core::StateCheck& fields) {
                              check_trio_fighter(own, loaded.state.teams.sides[i], i, fields);
                            });
}

}  // namespace arena::games::trio
