// Ronin's hooks for the kit's env (fight/fight_game.h): ronin's round start, its frames and
// infos; and the "ronin" registry entry.
#include "native/games/ronin/ronin_env.h"

#include <algorithm>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/ram_table.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_gauges.h"
#include "native/games/ronin/ronin_rules.h"

namespace arena::games::ronin {
namespace {

// samsh5sp's per-player RAM extras and where the fighter's dropped weapon lies, after the
// positional ones: configs/games/ronin.toml declares the same ([[game.player_extras]]) and
// documents each; write_ram_extras writes them in order.
constexpr fight::ExtraSpace kRoninExtras[] = {
    {"rage_on", true, 0, 1},
    {"rage_used", true, 0, 1},
    {"rage_bar", false, 0, kRageBarMax},
    {"weapon_lost", true, 0, 1},
    {"weapon_fight", true, 0, 1},
    {"weapon_bar", false, 0, kWeaponBarMax},
    {"power_bar", false, 0, kPowerBarMax},
    {"weapon_x", false, -1, 255},
};

// Ronin's own [rules] keys (fight/own_rules.h), documented in configs/games/ronin.toml.
constexpr fight::OwnRuleField<RoninOwnRules> kRoninOwnRuleKeys[] = {
    {{"weapon_regen_frames", 1, 60}, &RoninOwnRules::weapon_regen_frames},
    {{"min_swing_drain", 0, kWeaponBarMax}, &RoninOwnRules::min_swing_drain},
    {{"fist_percent", 0, 100}, &RoninOwnRules::fist_percent},
    {{"rage_percent", 0, 200}, &RoninOwnRules::rage_percent},
    {{"rage_drain_frames", 1, 60}, &RoninOwnRules::rage_drain_frames},
    {{"meditate_frames", 1, 60}, &RoninOwnRules::meditate_frames},
    {{"super_meter", 1, 1000}, &RoninOwnRules::super_meter},
    {{"issen_meter", 1, 1000}, &RoninOwnRules::issen_meter},
    {{"explosion_reach_px", 0, 256}, &RoninOwnRules::explosion_reach_px},
    {{"explosion_stun_frames", 0, 120}, &RoninOwnRules::explosion_stun_frames},
};

/// Where fighter `index`'s dropped weapon lies (px), or -1.
int16_t dropped_weapon_x(const RoninMatch& state, int index) {
  const DroppedWeapon& weapon = state.weapon;
  if (weapon.state == 0 || weapon.owner != index) return -1;
  return static_cast<int16_t>(std::clamp(weapon.x / fight::kSubpixel, 0, 255));
}

}  // namespace

struct RoninGame {
  using EnvState = RoninEnvState;
  using Options = fight::FightOptions;
  using Art = RoninArt;
  static constexpr auto frame = ronin_frame;
  static constexpr auto cpu_input = ronin_cpu_input;
  static std::byte* const* write_ram_extras(const RoninMatch& state, const fight::GameData&,
                                            int fighter, std::byte* const* out) {
    const RoninFighter& own = state.fighters[fighter];
    return fight::put_leaves(out, own.rage_on, own.rage_used, own.rage_bar, own.weapon_lost,
                             own.weapon_fight, own.weapon_bar, own.power_bar,
                             dropped_weapon_x(state, fighter));
  }
  static constexpr auto check_state = check_ronin_state;

  static void start_round(RoninMatch& state, const fight::GameData& data, fight::RoundStart start) {
    start_ronin_round(state, start != fight::RoundStart::kNextRound, data);
  }

  static std::byte* const* write_fighter_infos(const RoninMatch& state, int fighter,
                                               std::byte* const* out) {
    const RoninFighter& ronin = state.fighters[fighter];
    return fight::put_leaves(out, ronin.meditating, ronin.clash_score, ronin.explosion);
  }

  static std::byte* const* write_match_infos(const RoninMatch& state, std::byte* const* out) {
    const DroppedWeapon& weapon = state.weapon;
    const int16_t weapon_x = weapon.state ? static_cast<int16_t>(weapon.x / fight::kSubpixel) : -1;
    return fight::put_leaves(out, state.clash_frames, weapon.state, weapon_x);
  }
};

core::GameDefinition ronin_definition() {
  return fight::fight_definition<RoninGame>(
      {.description = "2D weapon fighter with few huge hits, weapon and rage gauges, clashes that "
                      "disarm and meditation (mirrors Samurai Shodown V Special)",
       .shape = {.name = "ronin",
                 .buttons = {"WS", "MS", "K", "M"},
                 .attacks_with_combinations = 11,
                 .attacks_without_combinations = 5,
                 .cpu_ladder = &kRoninCpuLadder,
                 // its own CPU knobs, in RoninCpuKnob order
                 .cpu_extras = {{"mash_chance", 0, 255}, {"explosion_chance", 0, 255}}},
       .rules = kRoninRules,
       .rule_keys = fight::kThrowKnockdownKeys,
       .own_rules = fight::own_rules_of<RoninOwnRules, kRoninOwnRuleKeys>(),
       .ram_extras = kRoninExtras,
       .infos = {.fighter = {{"meditating", 0, 1},
                             {"clash_score", 0, kClashBeats},
                             {"explosion", 0, kExplosionFrames}},
                 .match = {{"clash_frames", 0, kClashFrames},
                           {"weapon_state", 0, 2},
                           {"weapon_x", -1, fight::kStageWidthPx}},
                 .last_contact_kind = kContactExplosion}});
}

}  // namespace arena::games::ronin
