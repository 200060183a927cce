// Triad's hooks for the kit's env (fight/fight_game.h): a match of the fight engine as it is;
// and the "triad" registry entry.
#include "native/games/triad/triad_env.h"

#include <span>

#include "native/games/fight/cpu.h"
#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/triad/triad_cpu.h"
#include "native/games/triad/triad_rules.h"

namespace arena::games::triad {

struct TriadGame {
  using EnvState = TriadEnvState;
  using Options = fight::FightOptions;
  using Art = TriadArt;
  static constexpr auto frame = triad_frame;
  static constexpr auto cpu_input = fight::cpu_input;
};

core::GameDefinition triad_definition() {
  return fight::fight_definition<TriadGame>(
      {.description = "3D-style fighter with a strike/throw/hold triangle (mirrors Dead or "
                      "Alive ++)",
       .shape = {.name = "triad",
                 .buttons = {"Hold", "Punch", "Kick"},
                 .attacks_with_combinations = 8,
                 .attacks_without_combinations = 4,
                 .cpu_ladder = &kTriadCpuLadder},
       .rules = kTriadRules,
       .rule_keys = kTriadRuleKeys,
       .infos = {.last_contact_kind = fight::kContactDangerZone}});
}

}  // namespace arena::games::triad
