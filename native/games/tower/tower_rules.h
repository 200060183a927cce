// Tower's rules on top of the fight engine, and the order of one 60 fps frame.
//
// Blocking: no back-blocking. Holding the Block button guards (standing: highs, mids and
// overheads; with down: highs, mids and lows) and keeps the fighter in place; an attack button
// pressed while blocking starts the attack. Specials chip 25% of their damage through a guard
// (the TOML's chip, checked when the file is read). Run: Run held with forward runs at the file's
// run_speed_percent of the walk speed, one run-bar point per frame; a chain cancel (dial-a-combo)
// costs chain_run_cost and is refused on a bar that cannot pay; the bar refills one point every
// run_refill_frames while the fighter stands or walks without Run held. The super-equivalent
// costs run bar too (its TOML `meter`, paid when it starts). The uppercut (down + HP) launches
// (TOML `launch`); each further hit of a juggle lifts less (gravity scaling: juggle_lift_step
// less per hit, at least juggle_lift_floor). The aggressor bar fills with damage dealt (half on
// block); full, it turns into kAggressorFrames of hits dealing aggressor_damage_percent while it
// drains. Throws (forward + LP close) escape with LP or HP. Every endurance_every-th stage of the
// 1P ladder (but the last) is an endurance stage, whose partner enters with
// partner_health_percent of full health. The bar maxima and kAggressorFrames bound RAM extras
// and infos and stay here; the rest are the file's [rules] (TowerOwnRules).
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/own_rules.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

inline constexpr int kRunBarMax = 48;
inline constexpr int kAggressorBarMax = 100;
inline constexpr int kAggressorFrames = 300;

/// Tower's own rule numbers, from its file's [rules] (fight/own_rules.h: kTowerOwnRuleKeys in
/// tower_env.cc reads them; configs/games/tower.toml says what each is).
struct TowerOwnRules {
  // Endurance stages; the run bar; aggressor mode; the juggles' gravity scaling.
  int endurance_every, partner_health_percent;
  int chain_run_cost, run_refill_frames, run_speed_percent;
  int aggressor_damage_percent;
  int juggle_lift_step, juggle_lift_floor;
};

/// Tower's own rule numbers in its data: tower_rules(data).
inline constexpr auto& tower_rules = fight::own_rules<TowerOwnRules>;

/// Button bits in the order of the TOML's [game] buttons = ["HP", "HK", "LK", "LP", "Run",
/// "Block"] (DIAMBRA's umk3 order).
inline constexpr uint8_t kHighPunch = 1u << 0;
inline constexpr uint8_t kLightPunch = 1u << 3;
inline constexpr uint8_t kRunButton = 1u << 4;
inline constexpr uint8_t kBlockButton = 1u << 5;

/// Tower's rule numbers (fight::FightGame::rules): the rest are RuleSet's own; the TOML's
/// [rules] table overrides the keys its FightGame lists (fight/rule_keys.h).
inline constexpr fight::RuleSet kTowerRules{.throw_escape_buttons = kLightPunch | kHighPunch,
                                            .throw_escape_frames = 7,
                                            .throw_frames = 34,
                                            .max_juggle_hits = 5,
                                            .start_distance_px = 96};

/// Clears what lasts one round: full run bars, empty aggressor bars, no partner in yet.
void start_tower_round(TowerMatch& state);

/// Advances the match one frame: records both fighters' inputs (`held` words and button
/// `pressed` edges), runs control (Block, Run, chain costs), motion, collisions, hits (aggressor
/// damage, juggle lift), throws, the bars and the clock. Does not decide round ends.
void tower_frame(TowerMatch& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]);

/// Endurance (1P): when the CPU fighter of a stage with a partner falls while the agent still
/// stands, the partner enters with partner_health_percent of full health at the CPU's edge of the
/// stage and the round goes on. Call after each
/// frame, before fight::check_round_over. Returns true when it entered.
bool enter_partner(TowerMatch& state, const fight::GameData& data);

/// After a round in which the partner entered: the stage's first opponent takes the CPU's
/// place again (its next round starts with it), and the agent's CPU forgets the partner's
/// moves. Call before fight::start_next_round.
void restore_first_opponent(TowerMatch& state);

}  // namespace arena::games::tower
