// Immutable per-game data the fight engine runs on: each character's physics and move list
// (frame data, boxes, damage), and the rule constants a game sets. It is parsed once when an env
// is made (game_data_config.h), shared read-only by every env of a pool, and never part of the
// snapshot state. Plain integers only so the simulation stays deterministic.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "native/games/fight/cpu_ladder.h"
#include "native/games/fight/outfit_colors.h"

namespace arena::games::fight {

/// What a move does when its active frames come.
enum class MoveKind : uint8_t { kStrike = 0, kProjectile = 1, kThrow = 2, kHold = 3 };

/// Motion input that must precede the buttons (directions relative to facing).
enum class Motion : uint8_t {
  kNone = 0,
  kQuarterForward = 1,  // down, down-forward, forward (236)
  kQuarterBack = 2,     // down, down-back, back (214)
  kDragonPunch = 3,     // forward, down, down-forward (623)
  kChargeBack = 4,      // back held >= kChargeFrames, then forward (4~6)
  kChargeDown = 5,      // down held >= kChargeFrames, then up (2~8)
};

/// How a move may be cancelled once it has connected.
enum class Cancel : uint8_t { kNone = 0, kSpecial = 1, kChain = 2 };

/// Stance a move is performed from.
enum class MoveStance : uint8_t { kStand = 0, kCrouch = 1, kAir = 2 };

/// Frame data and geometry of one move. Times are frames at 60 fps, distances pixels, speeds
/// 1/256 px per frame, damage in health points.
struct MoveData {
  MoveKind kind = MoveKind::kStrike;
  Motion motion = Motion::kNone;
  MoveStance stance = MoveStance::kStand;
  uint8_t direction = 0;  // required relative direction on numpad (4 back, 6 forward, ...); 0 = any
  uint8_t buttons = 0;    // bitmask of buttons pressed together
  uint8_t level = 1;      // HitLevel of strikes and projectiles
  uint8_t hold_levels = 0;  // holds: bitmask (1 << HitLevel) of levels caught
  Cancel cancel = Cancel::kNone;
  bool special = false;   // specials chip through blocks and may cancel normals
  bool knockdown = false;
  int16_t startup = 1;
  int16_t active = 1;
  int16_t recovery = 1;
  int16_t damage = 0;
  int16_t chip = 0;
  int16_t hitstun = 0;
  int16_t blockstun = 0;
  int16_t reach = 0;     // hitbox front edge, pixels ahead of the body centre
  int16_t box_back = 0;  // hitbox back edge, pixels ahead of the body centre
  int16_t box_y = 0;     // hitbox bottom above the feet
  int16_t box_h = 0;
  int16_t pushback = 0;  // pixels the defender slides on hit/block
  int16_t launch = 0;    // upward speed given to the defender on hit (juggle), 0 = none
  int16_t advance = 0;   // forward speed during startup+active
  int16_t invulnerable = 0;  // strike-invulnerable frames from the move's start
  int16_t projectile_speed = 0;
  int16_t projectile_frames = 0;
  /// Meter the move spends, in the game's units of FighterState::meter (0 = free). The parser
  /// and the CPU only start a move whose cost the fighter's meter covers; spending is the
  /// game's rule.
  int16_t meter = 0;
  /// Holds: damage of the reversal, percent of the caught strike's damage (0 = the game's rule).
  int16_t hold_damage_percent = 0;
};

/// One character: physics, body size and moves (in file order; the parser tries them in
/// `parse_order`: dragon-punch motions, quarter circles, charges, directional, plain).
struct CharacterData {
  std::string name;
  std::string style;
  int32_t walk_speed = 0;   // 1/256 px per frame
  int32_t back_speed = 0;
  int32_t jump_speed = 0;   // initial upward speed
  int32_t jump_forward = 0; // horizontal speed of a forward/back jump
  int32_t gravity = 0;      // subtracted from vy each airborne frame
  int16_t width = 0;        // body width in pixels
  int16_t height = 0;       // standing height
  int16_t crouch_height = 0;
  std::vector<MoveData> moves;
  std::vector<std::string> move_names;  // same order as moves
  std::vector<int16_t> parse_order;
};

/// Rule constants a game chooses. Shared mechanics read them; nothing here changes per frame.
struct RuleSet {
  int16_t max_health = 100;
  int16_t timer_seconds = 60;
  uint8_t rounds_to_win = 2;
  uint8_t n_stages = 8;
  uint8_t max_difficulty = 4;
  uint8_t n_outfits = 4;
  uint8_t throw_escape_buttons = 0;  // pressing any of these while thrown escapes
  int16_t throw_escape_frames = 14;  // escape window from the grab
  /// An escape button held in this many frames up to the grab locks the escape out (a mash
  /// never breaks a throw; 0 = no lockout). The game applies it when it starts a throw.
  int16_t throw_escape_lockout_frames = 0;
  int16_t throw_frames = 40;         // duration of a throw animation
  int16_t hold_reversal_frames = 36; // duration of a successful hold
  int16_t counter_hit_percent = 125; // strike into a strike's startup
  int16_t hi_counter_percent = 150;  // triangle win (strike>throw, throw>hold)
  int16_t hold_damage_percent = 150; // hold reversal damage, relative to the caught strike
  int16_t danger_zone_px = 0;        // width of each stage edge's danger zone (0 = none)
  int16_t danger_damage = 0;
  int16_t danger_launch = 0;         // upward speed of the danger-zone bounce
  int16_t knockdown_frames = 40;
  int16_t wake_up_frames = 20;
  int16_t landing_frames = 4;
  int16_t jump_squat_frames = 4;
  int16_t input_buffer_frames = 5;
  int16_t motion_window_frames = 14;
  int16_t charge_frames = 40;
  int16_t max_juggle_hits = 4;
  int16_t start_distance_px = 80;
  /// The CPU's ground game against a guarding foe (cpu.cc): pokes scored by and, when it
  /// judges, limited to their safety on block; throws and overheads against a crouching
  /// guard; a crouching guard while it waits (standing only against overheads, never into a
  /// danger zone); far jumps ignored; a step-in-and-guard inside a longer reach; and what it
  /// learns for it (cpu_read.h, cpu_rise.h). On: at every level; off: at the levels whose knob
  /// says so (CpuKnobs::footsies), the others keep the CPU a game was tuned with.
  bool cpu_footsies = false;
  /// The farthest, in pixels beyond its throws' reach, the CPU walks in to throw a foe that
  /// guards habitually (cpu_walk_in.h; 0: it throws only from where it stands).
  int16_t cpu_walk_in_px = 0;
};

/// Everything an env of one game needs besides its settings.
struct GameData {
  RuleSet rules;
  CpuLadder cpu;  // the TOML's [cpu] table (cpu_ladder.h)
  std::vector<CharacterData> characters;
  std::vector<std::string> button_names;
  /// The game's colours, from its file's [art] and characters (outfit_colors_config.h).
  OutfitColors colors;
  /// The HUD's layout and contact sparks, from its file's [art.hud] and [art.spark]
  /// (hud_layout_config.h; the sparks' defaults for a game that draws its own).
  HudLayout hud;
  /// The game's own rule numbers from its file's [rules] (own_rules.h; none when it has none).
  std::shared_ptr<const void> own_rules;
};

/// True when the CPU at `level` plays footsies: the rule (every level) or the level's knob.
inline bool plays_footsies(const GameData& data, int level) {
  return data.rules.cpu_footsies || data.cpu.knobs(level).footsies != 0;
}

}  // namespace arena::games::fight
