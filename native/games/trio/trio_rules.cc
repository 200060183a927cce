// The trio frame: Max, rolls, charges, assist calls, Supers, contacts and power.
#include "native/games/trio/trio_rules.h"

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/frame_steps.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/team_rules.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_power.h"

namespace arena::games::trio {
namespace {

using fight::Contact;
using fight::FighterState;

constexpr uint8_t kMaxButtons = kWeakPunch | kWeakKick | kStrongPunch;
constexpr uint8_t kChargeButtons = kWeakKick | kStrongKick;

bool grounded_and_free(const FighterState& fighter) {
  return fight::is_free(fighter) && fighter.y == 0;
}

/// The frame's press of `buttons` is the game's, not a move's.
void consume_press(FighterState& fighter, uint8_t buttons) {
  uint16_t& entry = fighter.inputs[fighter.input_head];
  entry = static_cast<uint16_t>(entry & ~(buttons << fight::kPressShift));
}

void start_roll(TrioMatch& state, int index, const TrioOwnRules& rules) {
  FighterState& fighter = state.match.fighters[index];
  fight::set_idle(fighter);
  fighter.action = fight::kLanding;
  fighter.stun = kRollFrames;
  // advance_fighter counts this frame off
  fighter.invulnerable = static_cast<int16_t>(rules.roll_invulnerable_frames + 1);
  fighter.vx = fighter.facing * kRollSpeed;
  state.fighters[index].roll = 1;
}

void start_max(TrioMatch& state, int index, const TrioOwnRules& rules) {
  FighterState& fighter = state.match.fighters[index];
  TrioFighter& own = state.fighters[index];
  --own.stocks;
  own.max_frames = kMaxModeFrames;
  fight::set_idle(fighter);
  fighter.action = fight::kLanding;
  fighter.stun = static_cast<int16_t>(rules.max_pose_frames);
}

/// Max, roll and assist presses, and the charge held, for fighter `index`.
void read_system_inputs(TrioMatch& state, int index, uint8_t pressed,
                        const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[index];
  TrioFighter& own = state.fighters[index];
  const bool ready = grounded_and_free(fighter) && state.match.round_phase == fight::kRoundFight;
  if (pressed == kMaxButtons) {
    consume_press(fighter, kMaxButtons);
    if (ready && own.stocks > 0 && own.max_frames == 0) start_max(state, index, trio_rules(data));
  } else if (pressed == kRollButtons) {
    consume_press(fighter, kRollButtons);
    if (ready) start_roll(state, index, trio_rules(data));
  } else if (pressed == kAssistButtons) {
    consume_press(fighter, kAssistButtons);
    if (ready && assist_member(state, index) >= 0) call_assist(state, index, data);
  }
  const auto held = static_cast<uint8_t>(fighter.held >> fight::kHeldShift);
  own.charging = held == kChargeButtons && can_charge(own.style) &&
                 grounded_and_free(fighter) && state.match.round_phase == fight::kRoundFight;
  if (!own.charging) return;
  consume_press(fighter, kChargeButtons);
  fight::hold_still(fighter);
}

/// Control for one fighter: a Super spends its stock when it starts.
void control(TrioMatch& state, int index, const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[index];
  const fight::MoveMark before = fight::move_mark(fighter);
  fight::update_control(state.match, index, data);
  const fight::MoveData* chosen =
      fight::started_move(fighter, before, data.characters[fighter.character]);
  if (chosen != nullptr && chosen->meter > 0) {
    TrioFighter& own = state.fighters[index];
    const TrioOwnRules& rules = trio_rules(data);
    own.stocks = static_cast<uint8_t>(own.stocks - chosen->meter / rules.stock_meter);
    fighter.meter = usable_meter(own, rules);
  }
}

/// A roll ends with its frames (or when something else took the fighter over).
void update_roll(TrioMatch& state, int index) {
  TrioFighter& own = state.fighters[index];
  if (!own.roll) return;
  FighterState& fighter = state.match.fighters[index];
  if (fighter.action == fight::kLanding && own.roll < kRollFrames) {
    ++own.roll;
    return;
  }
  own.roll = 0;
  if (fighter.action == fight::kLanding || fighter.action == fight::kIdle) fighter.vx = 0;
}

void resolve_strike(TrioMatch& state, const fight::GameData& data, const Contact& contact) {
  const bool counter = fight::in_attack_startup(state.match.fighters[contact.defender]);
  const int percent = (counter ? data.rules.counter_hit_percent : 100) *
                      power_percent(state.fighters[contact.attacker], trio_rules(data)) / 100;
  fight::resolve_strike(state.match, data, contact, percent,
                        counter ? fight::kContactCounterHit : fight::kContactHit);
}

void update_power(TrioMatch& state, const fight::PointHealth& before, const TrioOwnRules& rules) {
  const fight::MatchState& match = state.match;
  int lost[fight::kMaxPlayers];
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    lost[i] = before.health[i] - match.fighters[i].health;
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    TrioFighter& own = state.fighters[i];
    const fight::TeamSide& team = state.teams.sides[i];
    gain_power(own, team, lost[1 - i], lost[i]);
    if (own.charging) charge_power(own, team, match.round_frames);
    if (own.max_frames > 0) --own.max_frames;
    state.match.fighters[i].meter = usable_meter(own, rules);
  }
}

}  // namespace

void start_trio_round(TrioMatch& state, const fight::GameData& data, fight::RoundStart start) {
  const fight::TeamGameData& team = fight::team_data(data);
  const bool new_stage = start != fight::RoundStart::kNextRound;
  if (new_stage) {
    fight::start_team_round(state.match, state.teams, team);
  } else {
    fight::start_elimination_round(state.match, state.teams, team);
  }
  for (int side = 0; side < fight::kMaxPlayers; ++side) {
    TrioFighter& own = state.fighters[side];
    if (new_stage) {
      own.power_bar = 0;
      own.stocks = 0;
      for (uint8_t& calls : own.calls) calls = 0;
      for (int k = 0; k < team.team_size; ++k) own.calls[k] = kAssistCalls;
    }
    own.max_frames = 0;
    own.roll = 0;
    own.charging = 0;
    own.assist = Assist{};
    state.match.fighters[side].meter = usable_meter(own, trio_rules(data));
  }
}

void end_trio_round(TrioMatch& state) { fight::eliminate_round_losers(state.match, state.teams); }

void trio_frame(TrioMatch& state, const fight::GameData& data, const uint16_t held[2],
                const uint8_t pressed[2]) {
  fight::MatchState& match = state.match;
  fight::record_inputs(match, data, held, pressed);
  for (int i = 0; i < fight::kMaxPlayers; ++i) read_system_inputs(state, i, pressed[i], data);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    if (!state.fighters[i].charging) control(state, i, data);
  }
  const fight::PointHealth before = fight::point_health(match);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    fight::advance_fighter(match, i, data);
    update_roll(state, i);
  }
  fight::settle_bodies(match, data);
  fight::strikes_and_throws(match, data, [&](const Contact& contact, const fight::MoveData&) {
    resolve_strike(state, data, contact);
  });
  update_assists(state, data);
  fight::end_team_frame(match, state.teams, before, fight::team_data(data));
  update_power(state, before, trio_rules(data));
  fight::tick_clock(match);
}

}  // namespace arena::games::trio
