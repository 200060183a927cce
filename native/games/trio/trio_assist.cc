// Trio's assists (see trio_assist.h).
#include "native/games/trio/trio_assist.h"

#include <algorithm>

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/fighter.h"
#include "native/games/trio/trio_power.h"

namespace arena::games::trio {
namespace {

using fight::FighterState;
using fight::kSubpixel;

/// The assist's body, as a standing body of its member's character.
fight::SubBox assist_body(const Assist& assist, const fight::CharacterData& character) {
  const int32_t half = character.width * kSubpixel / 2;
  return {assist.x - half, assist.x + half, 0, character.height * kSubpixel};
}

/// The shot's box (the Wave's reach is its half width, box_y and box_h its height).
fight::SubBox shot_box(const Assist& assist, const fight::MoveData& move) {
  const int32_t half = move.reach * kSubpixel / 2;
  return {assist.shot_x - half, assist.shot_x + half, move.box_y * kSubpixel,
          (move.box_y + move.box_h) * kSubpixel};
}

void land_shot(TrioMatch& state, int side, const fight::MoveData& move, const fight::GameData& data) {
  Assist& assist = state.fighters[side].assist;
  const int foe = 1 - side;
  if (fight::guards_against(state.match.fighters[foe], move.level)) {
    fight::block_with(state.match, move, side, foe, assist.facing);
  } else {
    fight::hit_with(state.match, data, move, side, foe, assist.facing,
                    power_percent(state.fighters[side], trio_rules(data)), fight::kContactHit);
  }
  fight::set_contact_mark(state.match.fighters[side], kContactAssist);
  assist.shot_frames = 0;
}

/// The foe's active strike touching the assist's body: the member takes its damage.
bool struck(TrioMatch& state, int side, const fight::GameData& data) {
  Assist& assist = state.fighters[side].assist;
  FighterState& foe = state.match.fighters[1 - side];
  if (foe.action != fight::kAttack || foe.phase != fight::kActive || foe.move_hit) return false;
  const fight::CharacterData& foe_character = data.characters[foe.character];
  const fight::MoveData& move = foe_character.moves[foe.move];
  if (move.kind != fight::MoveKind::kStrike) return false;
  fight::TeamMember& member = state.teams.sides[side].members[assist.member];
  const fight::CharacterData& character = data.characters[member.character];
  if (!fight::overlaps(fight::strike_box(foe, foe_character), assist_body(assist, character))) {
    return false;
  }
  const int lost = std::min<int>(move.damage, member.health - 1);
  member.health = static_cast<int16_t>(member.health - lost);
  FighterState& point = state.match.fighters[side];
  point.damage_taken = static_cast<int16_t>(point.damage_taken + lost);
  foe.move_hit = 1;
  foe.move_connected = 1;
  fight::set_contact_mark(foe, kContactAssist);
  fight::set_contact_mark(point, kContactAssist);
  return true;
}

void update_assist(TrioMatch& state, int side, const fight::GameData& data) {
  Assist& assist = state.fighters[side].assist;
  const int character = state.teams.sides[side].members[assist.member].character;
  const fight::MoveData& move = assist_move(data, character);
  if (assist.shot_frames > 0) {
    assist.shot_x += assist.facing * move.projectile_speed;
    --assist.shot_frames;
    const FighterState& foe = state.match.fighters[1 - side];
    const fight::CharacterData& foe_character = data.characters[foe.character];
    if (fight::is_hittable(foe) &&
        fight::overlaps(shot_box(assist, move), fight::body_box(foe, foe_character))) {
      land_shot(state, side, move, data);
    } else if (assist.shot_x < 0 || assist.shot_x > fight::kStageWidth) {
      assist.shot_frames = 0;
    }
  }
  if (assist.frames == 0) return;
  ++assist.frames;
  if (struck(state, side, data)) {
    if (assist.frames <= trio_rules(data).assist_entry_frames + move.startup) {
      assist.shot_frames = 0;
    }
    assist.frames = 0;
    return;
  }
  if (assist.frames == trio_rules(data).assist_entry_frames + move.startup) {
    assist.shot_x = assist.x + assist.facing * move.reach * kSubpixel;
    assist.shot_frames = move.projectile_frames;
  }
  if (assist.frames >= kAssistFrames) assist.frames = 0;
}

}  // namespace

int assist_member(const TrioMatch& state, int side) {
  const TrioFighter& own = state.fighters[side];
  if (own.assist.frames > 0 || own.assist.shot_frames > 0) return -1;
  const fight::TeamSide& team = state.teams.sides[side];
  for (int k = 1; k < team.size; ++k) {
    const int member = (team.active + k) % team.size;
    if (!team.members[member].fallen && own.calls[member] > 0) return member;
  }
  return -1;
}

int partner_attacks(const TrioMatch& state, int side) {
  const fight::TeamSide& team = state.teams.sides[side];
  int calls = 0;
  for (int k = 0; k < team.size; ++k) {
    if (k != team.active && !team.members[k].fallen) calls += state.fighters[side].calls[k];
  }
  return calls;
}

const fight::MoveData& assist_move(const fight::GameData& data, int character) {
  for (const fight::MoveData& move : data.characters[character].moves) {
    if (move.kind == fight::MoveKind::kProjectile) return move;
  }
  return data.characters[character].moves.front();  // unreachable: the TOML's check
}

void call_assist(TrioMatch& state, int side, const fight::GameData& data) {
  TrioFighter& own = state.fighters[side];
  const int member = assist_member(state, side);
  const FighterState& point = state.match.fighters[side];
  --own.calls[member];
  own.assist = Assist{};
  own.assist.member = static_cast<uint8_t>(member);
  own.assist.facing = point.facing;
  own.assist.frames = 1;
  const int32_t margin = 16 * kSubpixel;
  const int32_t behind = trio_rules(data).assist_behind_px * kSubpixel;
  own.assist.x =
      std::clamp(point.x - point.facing * behind, margin, fight::kStageWidth - margin);
}

void update_assists(TrioMatch& state, const fight::GameData& data) {
  for (int side = 0; side < fight::kMaxPlayers; ++side) update_assist(state, side, data);
}

}  // namespace arena::games::trio
