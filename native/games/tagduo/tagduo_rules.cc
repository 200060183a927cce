// The tagduo frame: sidesteps, tags, juggle gravity and contact resolution.
#include "native/games/tagduo/tagduo_rules.h"

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/frame_steps.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/team_rules.h"

namespace arena::games::tagduo {
namespace {

using fight::Contact;
using fight::ContactType;
using fight::FighterState;

/// Pure down (no left or right) in an input word.
bool pure_down(uint16_t word) { return (word & fight::kDirectionMask) == fight::kInputDown; }

/// A second tap of down within the window starts a sidestep (free on the floor only).
void read_sidestep(FighterState& fighter, TagduoFighter& own, const TagduoOwnRules& rules) {
  if (own.sidestep) --own.sidestep;
  const bool down = pure_down(fighter.held);
  const bool tapped = down && !own.down_held && own.down_tap_age <= rules.sidestep_window_frames;
  if (!down && own.down_held)
    own.down_tap_age = 0;
  else if (own.down_tap_age < 255)
    ++own.down_tap_age;
  own.down_held = down ? 1 : 0;
  if (!tapped || !fight::is_free(fighter) || fighter.y > 0) return;
  own.sidestep = kSidestepFrames;
  own.sidestep_dir ^= 1;
  own.down_tap_age = 255;
  fight::set_idle(fighter);
  fighter.action = fight::kLanding;
  fighter.stun = kSidestepFrames;
}

/// The Tag's press, buffered like an attack's; consumed when found.
bool take_tag_press(FighterState& fighter, int buffer_frames) {
  for (int age = 0; age < buffer_frames; ++age) {
    uint16_t& entry = fighter.inputs[(fighter.input_head - age) & (fight::kInputHistory - 1)];
    if ((entry >> fight::kPressShift) & kTagButton) {
      entry = static_cast<uint16_t>(entry & ~(kTagButton << fight::kPressShift));
      return true;
    }
  }
  return false;
}

void control(TagduoMatch& state, int index, const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[index];
  if (fight::can_tag(state.match, state.teams, index) &&
      take_tag_press(fighter, data.rules.input_buffer_frames)) {
    fight::tag(state.match, state.teams, index, data);
    fight::set_contact_mark(fighter, kContactTag);
    return;
  }
  fight::update_control(state.match, index, data);
}

/// Juggled fighters fall faster for every juggle hit after the first.
void scale_juggle_gravity(FighterState& fighter, const TagduoOwnRules& rules) {
  if (fighter.action != fight::kAirHit || fighter.juggle_hits < 2) return;
  fighter.vy -= (fighter.juggle_hits - 1) * rules.juggle_gravity;
}

/// A sidestepping defender lets linear attacks (high, mid, overhead strikes; projectiles) pass.
bool evades(const TagduoMatch& state, const Contact& contact, const fight::GameData& data) {
  if (!state.fighters[contact.defender].sidestep || contact.type == ContactType::kThrow) {
    return false;
  }
  if (contact.type == ContactType::kProjectile) return true;
  const FighterState& attacker = state.match.fighters[contact.attacker];
  return data.characters[attacker.character].moves[contact.move].level != fight::kLow;
}

void resolve_strike(TagduoMatch& state, const fight::GameData& data, const Contact& contact) {
  if (evades(state, contact, data)) {
    fight::set_contact_mark(state.match.fighters[contact.defender], kContactSidestep);
    return;
  }
  const bool counter = fight::in_attack_startup(state.match.fighters[contact.defender]);
  fight::resolve_strike(state.match, data, contact, counter ? data.rules.counter_hit_percent : 100,
                        counter ? fight::kContactCounterHit : fight::kContactHit);
}

}  // namespace

void start_tagduo_round(TagduoMatch& state, const fight::GameData& data) {
  fight::start_team_round(state.match, state.teams, fight::team_data(data));
  for (TagduoFighter& fighter : state.fighters) fighter = TagduoFighter{};
}

void tagduo_frame(TagduoMatch& state, const fight::GameData& data, const uint16_t held[2],
                  const uint8_t pressed[2]) {
  fight::MatchState& match = state.match;
  fight::record_inputs(match, data, held, pressed);
  const TagduoOwnRules& rules = tagduo_rules(data);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    read_sidestep(match.fighters[i], state.fighters[i], rules);
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) control(state, i, data);
  const fight::PointHealth before = fight::point_health(match);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    fight::advance_fighter(match, i, data);
    scale_juggle_gravity(match.fighters[i], rules);
  }
  fight::settle_bodies(match, data);
  fight::strikes_and_throws(match, data, [&](const Contact& contact, const fight::MoveData&) {
    resolve_strike(state, data, contact);
  });
  fight::end_team_frame(match, state.teams, before, fight::team_data(data));
  fight::tick_clock(match);
}

bool tagduo_round_over(TagduoMatch& state) {
  return fight::check_team_round_over(state.match, state.teams);
}

}  // namespace arena::games::tagduo
