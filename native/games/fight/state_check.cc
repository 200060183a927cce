// The fighter, projectile and match checks of a loaded MatchState (see state_check.h). Bounds
// are those the engine keeps: a fighter's centre stays on the stage (separate_fighters clamps
// it every frame), an active projectile is retired as soon as it leaves the stage; speeds and
// heights get generous bounds that no move of a valid TOML reaches but that keep the integer
// maths far from overflowing.
#include "native/games/fight/state_check.h"

#include <cstdint>
#include <cstring>
#include <string>

namespace arena::games::fight {
namespace {

constexpr int32_t kMaxSpeed = 64 * kSubpixel;  // per frame, either way
constexpr int32_t kMaxHeight = 1 << 24;        // 65536 px: far above any jump or launch
constexpr int kMaxBoxSide = 1024;              // pixels, for the drawn boxes
constexpr int kHeldBits = 1 << (kHeldShift + kMaxButtons);
// Counters that only grow: far above what a round or an episode reaches, far below the
// overflow of their type (combo_hits indexes the damage scaling once it has grown).
constexpr int kMaxCount = 9999;
constexpr int32_t kMaxFrames = 1 << 30;

void check_box(const PixelBox& box, const char* name, core::StateCheck& check) {
  const std::string field(name);
  check.range(field + ".w", box.w, 0, kMaxBoxSide);
  check.range(field + ".h", box.h, 0, kMaxBoxSide);
}

void check_fighter(const FighterState& fighter, int index, const GameData& data,
                   uint8_t last_contact_kind, core::StateCheck& check) {
  const RuleSet& rules = data.rules;
  check.set_prefix(slot("fighters", index));
  check.range("character", fighter.character, 0, static_cast<int64_t>(data.characters.size()) - 1);
  if (!check.ok()) return;
  const auto n_moves = static_cast<int64_t>(data.characters[fighter.character].moves.size());
  check.range("x", fighter.x, 0, kStageWidth);
  check.range("y", fighter.y, 0, kMaxHeight);
  check.range("vx", fighter.vx, -kMaxSpeed, kMaxSpeed);
  check.range("vy", fighter.vy, -kMaxSpeed, kMaxSpeed);
  check.range("health", fighter.health, 0, rules.max_health);
  check.range("move", fighter.move, -1, n_moves - 1);
  check.require(fighter.action != kAttack || fighter.move >= 0,
                slot("fighters", index) + "action is attack with no move (move -1)");
  if (fighter.move >= 0 && check.ok()) {  // a running move ends when its frames are done
    const MoveData& move = data.characters[fighter.character].moves[fighter.move];
    check.range("move_frame", fighter.move_frame, 0,
                move.startup + move.active + move.recovery - 1);
  }
  check.range("move_frame", fighter.move_frame, 0, INT16_MAX);
  check.range("action_frames", fighter.action_frames, 0, INT16_MAX);
  check.range("combo_hits", fighter.combo_hits, 0, kMaxCount);
  check.range("combo_damage", fighter.combo_damage, 0, INT16_MAX);
  check.range("juggle_hits", fighter.juggle_hits, 0, kMaxCount);
  // Net health lost this step: negative when a team's benched members regained more (team_rules.h).
  check.range("damage_taken", fighter.damage_taken, -rules.max_health, rules.max_health);
  check.range("meter", fighter.meter, 0, INT16_MAX);
  check.range("charge_back", fighter.charge_back, -rules.motion_window_frames, 240);
  check.range("charge_down", fighter.charge_down, -rules.motion_window_frames, 240);
  check.require(fighter.facing == 1 || fighter.facing == -1,
                slot("fighters", index) + "facing is " + std::to_string(fighter.facing) +
                    " (allowed -1 or 1)");
  check.range("stance", fighter.stance, kStanding, kAirborne);
  check.range("action", fighter.action, kIdle, kVictory);
  check.range("phase", fighter.phase, kNoPhase, kRecovery);
  check.range("outfit", fighter.outfit, 1, rules.n_outfits);
  check.range("side", fighter.side, 0, 1);
  check.range("role", fighter.role, index, index);
  check.range("wins", fighter.wins, 0, rules.rounds_to_win);
  check.range("is_cpu", fighter.is_cpu, 0, 1);
  check.range("move_hit", fighter.move_hit, 0, 1);
  check.range("move_connected", fighter.move_connected, 0, 2);
  check.range("blocking", fighter.blocking, 0, 2);
  check.range("last_contact", fighter.last_contact, kNoContact, last_contact_kind);
  check.range("danger_used", fighter.danger_used, 0, 1);
  check.range("input_head", fighter.input_head, 0, kInputHistory - 1);
  check.range("throw_escapable", fighter.throw_escapable, 0, 1);
  check.range("air_move_used", fighter.air_move_used, 0, 1);
  check.range("held", fighter.held, 0, kHeldBits - 1);
  check.range("pending_damage", fighter.pending_damage, 0, INT16_MAX);
  check_box(fighter.hurtbox, "hurtbox", check);
  check_box(fighter.hitbox, "hitbox", check);
  check.range("pad0", fighter.pad0, 0, 0);
  check.range("pad1", fighter.pad1, 0, 0);
}

void check_projectile(const Projectile& projectile, int index, const MatchState& state,
                      const GameData& data, core::StateCheck& check) {
  check.set_prefix(slot("projectiles", index));
  check.range("active", projectile.active, 0, 1);
  if (!projectile.active) {  // retired projectiles are reset to the default value
    const Projectile retired;
    check.require(std::memcmp(&projectile, &retired, sizeof(Projectile)) == 0,
                  slot("projectiles", index) + "is inactive but not cleared");
    return;
  }
  check.range("owner", projectile.owner, 0, kMaxPlayers - 1);
  if (!check.ok()) return;
  const CharacterData& owner = data.characters[state.fighters[projectile.owner].character];
  check.range("move", projectile.move, 0, static_cast<int64_t>(owner.moves.size()) - 1);
  if (!check.ok()) return;
  check.require(owner.moves[static_cast<size_t>(projectile.move)].kind == MoveKind::kProjectile,
                slot("projectiles", index) + "move is not a projectile move of its owner");
  check.range("x", projectile.x, 0, kStageWidth);
  check.range("y", projectile.y, -kMaxHeight, kMaxHeight);
  check.range("vx", projectile.vx, -kMaxSpeed, kMaxSpeed);
  check.range("frames_left", projectile.frames_left, 1, INT16_MAX);
  check.range("half_w", projectile.half_w, 0, kMaxBoxSide);
  check.range("h", projectile.h, 0, kMaxBoxSide);
  check.range("pad0", projectile.pad0, 0, 0);
}

void check_match(const MatchState& state, const GameData& data, int n_players,
                 core::StateCheck& check) {
  const RuleSet& rules = data.rules;
  const int timer_frames = rules.timer_seconds * kFramesPerSecond;
  check.set_prefix("");
  check.range("n_players", state.n_players, n_players, n_players);
  const int n_stages = n_players == 1 ? rules.n_stages : 1;
  check.range("n_stages", state.n_stages, n_stages, n_stages);
  check.range("stage", state.stage, 1, state.n_stages);
  check.range("round", state.round, 1, UINT8_MAX);
  check.range("round_phase", state.round_phase, kRoundIntro, kMatchOver);
  check.range("difficulty", state.difficulty, 1, rules.max_difficulty);
  check.range("agent", state.agent, 0, kMaxPlayers - 1);
  check.range("frame", state.frame, 0, kMaxFrames);
  check.range("round_frames", state.round_frames, 0, kMaxFrames);
  check.range("timer_frames", state.timer_frames, 0, timer_frames);
  const int seconds = (state.timer_frames + kFramesPerSecond - 1) / kFramesPerSecond;
  check.range("timer", state.timer, seconds, seconds);  // tick_clock keeps them in step
  check.range("phase_frames", state.phase_frames, 0, INT16_MAX);
  check.range("continues_used", state.continues_used, 0, INT16_MAX);
  check.range("continues_left", state.continues_left, -1, INT16_MAX);
  check.range("round_done", state.round_done, 0, 1);
  check.range("stage_done", state.stage_done, 0, 1);
  check.range("game_done", state.game_done, 0, 1);
  check.range("episode_done", state.episode_done, 0, 1);
  check.range("show_final", state.show_final, 0, 1);
  check.range("round_winner", state.round_winner, 0, 3);
  for (int stage = 0; stage < kMaxStages; ++stage) {
    check.range("ladder[" + std::to_string(stage) + "]", state.ladder[stage], 0,
                static_cast<int64_t>(data.characters.size()) - 1);
  }
  check.range("pad0", state.pad0, 0, 0);
  check.range("pad1", state.pad1, 0, 0);
  for (uint8_t pad : state.pad2) check.range("pad2[]", pad, 0, 0);
}

}  // namespace

std::string slot(const char* array, int index) {
  return std::string(array) + "[" + std::to_string(index) + "].";
}

void check_match_state(const MatchState& state, const GameData& data, int n_players, int stages,
                       core::StateCheck& check, uint8_t last_contact_kind) {
  for (int i = 0; i < kMaxPlayers; ++i) {
    check_fighter(state.fighters[i], i, data, last_contact_kind, check);
  }
  check.require(state.fighters[0].side != state.fighters[1].side,
                "fighters[].side: both fighters are on the same side");
  if (check.ok()) {  // projectiles and CPU memory index their fighters' move tables
    for (int p = 0; p < kMaxProjectiles; ++p) {
      check_projectile(state.projectiles[p], p, state, data, check);
    }
    check_cpu_states(state, data, check);
    check_match(state, data, n_players, check);
  }
  check.set_prefix("");
  check.range("arena", state.arena, 0, stages - 1);
}

}  // namespace arena::games::fight
