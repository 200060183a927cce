// The complete simulation state of one fighting-game match, shared by every game built on the
// fight engine. Following the rollback-netcode (GGPO) model it is one plain, trivially copyable
// struct of fixed-size arrays and integers (positions in 1/256 pixel), with both RNG streams
// inside: saving is a copy, and a hash of the bytes is the identity of a state. Every field is
// explicitly sized and padding is spelled out as named fields so that all bytes are defined
// (a value-initialised state is all zeros). Renderers read this struct and never write it.
#pragma once

#include <cstdint>
#include <type_traits>

#include "native/games/random.h"

namespace arena::games::fight {

// ---- Units and world -------------------------------------------------------------------------
/// Sub-pixels per pixel: positions and velocities are int32 in 1/256 px (per frame).
inline constexpr int32_t kSubpixel = 256;
/// The stage spans [0, kStageWidthPx) pixels horizontally; y = 0 is the floor, up is positive.
inline constexpr int32_t kStageWidthPx = 256;
/// The stage width in sub-pixels.
inline constexpr int32_t kStageWidth = kStageWidthPx * kSubpixel;
inline constexpr int32_t kFramesPerSecond = 60;

// ---- Capacities ------------------------------------------------------------------------------
inline constexpr int kMaxPlayers = 2;
inline constexpr int kMaxProjectiles = 4;
/// Per-frame input history kept per player for the motion parser (a power of two).
inline constexpr int kInputHistory = 64;
/// Ring of delayed snapshots the CPU perceives through (a power of two, > the longest delay).
inline constexpr int kCpuMemory = 32;
/// Queued CPU inputs (a planned motion or walk), one entry per frame run.
inline constexpr int kCpuPlanLength = 8;
inline constexpr int kMaxStages = 12;

// ---- Input bitmask (absolute directions, as the agent's action) ------------------------------
inline constexpr uint16_t kInputUp = 1u << 0;
inline constexpr uint16_t kInputDown = 1u << 1;
inline constexpr uint16_t kInputLeft = 1u << 2;
inline constexpr uint16_t kInputRight = 1u << 3;
inline constexpr uint16_t kDirectionMask = 0xF;
/// Buttons held are bits 4..9 (button b -> 1 << (4 + b)); buttons newly pressed on this frame
/// (edges) are bits 10..15 in the input history.
inline constexpr int kMaxButtons = 6;
inline constexpr int kHeldShift = 4;
inline constexpr int kPressShift = 10;

// ---- Enumerations (stored as uint8_t) --------------------------------------------------------
/// Body posture, used for hurtboxes, block height and move selection.
enum Stance : uint8_t { kStanding = 0, kCrouching = 1, kAirborne = 2 };

/// What a fighter is doing. Exactly one at a time.
enum Action : uint8_t {
  kIdle = 0,       // standing or crouching, free to act
  kWalk = 1,       // walking (direction in vx)
  kJumpSquat = 2,  // pre-jump frames on the ground
  kJump = 3,       // airborne and free (may attack)
  kAttack = 4,     // performing `move` (strike, projectile, throw attempt or hold)
  kHitStun = 5,    // hit on the ground, `stun` frames left
  kBlockStun = 6,  // blocking an attack, `stun` frames left
  kAirHit = 7,     // hit in the air (juggle state), falls to a knock-down
  kKnockdown = 8,  // lying on the floor, `stun` frames left
  kWakeUp = 9,     // getting up, invulnerable, `stun` frames left
  kThrowing = 10,  // holding a thrown opponent (throw or hold reversal), `stun` frames left
  kThrown = 11,    // being thrown; may escape in the first frames
  kLanding = 12,   // landing recovery after a jump, `stun` frames left
  kKo = 13,        // knocked out (round over)
  kVictory = 14,   // won the round (pose)
};

/// Phase of the current move, for hit detection and drawing.
enum MovePhase : uint8_t { kNoPhase = 0, kStartup = 1, kActive = 2, kRecovery = 3 };

/// Where an attack hits; blocking and holds depend on it.
enum HitLevel : uint8_t { kHigh = 0, kMid = 1, kLow = 2, kOverhead = 3 };

/// The round's life cycle. The engine starts fighting at once (kRoundFight); a finished round
/// holds in kRoundOver for one env step (round_flow.h), or in kMatchOver once the episode
/// ended; kRoundIntro (with phase_frames) is for games that add an intro.
enum RoundPhase : uint8_t { kRoundIntro = 0, kRoundFight = 1, kRoundOver = 2, kMatchOver = 3 };

/// How the last contact on a fighter resolved (drawn as a spark / text, and used by tests).
enum ContactKind : uint8_t {
  kNoContact = 0,
  kContactHit = 1,
  kContactCounterHit = 2,  // strike beat a throw / hold beat a strike / throw beat a hold
  kContactBlock = 3,
  kContactThrow = 4,
  kContactThrowEscape = 5,
  kContactHold = 6,        // this fighter's hold caught a strike
  kContactDangerZone = 7,  // knocked into a stage edge
};

/// What the CPU chose for its current plan (kept for tests and debugging).
enum CpuDecision : uint8_t {
  kCpuNone = 0,
  kCpuEscape = 1,    // grabbed: try to break the throw
  kCpuDefend = 2,    // guard or hold against a seen attack
  kCpuAntiAir = 3,
  kCpuPunish = 4,
  kCpuWait = 5,      // foe on the floor: close in or wait
  kCpuZone = 6,      // projectile from afar, or a step back to where it throws or jumps from
  kCpuJumpIn = 7,
  kCpuApproach = 8,
  kCpuAttack = 9,
  kCpuThrow = 10,    // throw a guarding or holding foe
  kCpuHold = 11,     // a hold timed against a strike the foe keeps repeating
  kCpuWhiffPunish = 12,
  kCpuGuard = 13,    // guard inside the foe's reach, waiting for an opening
};

/// An axis-aligned box in whole pixels, world coordinates (y up). w == 0 means "no box".
struct PixelBox {
  int16_t x = 0;  // left edge
  int16_t y = 0;  // bottom edge
  int16_t w = 0;
  int16_t h = 0;
};

/// One fighter.
struct FighterState {
  int32_t x = 0;   // body centre, 1/256 px
  int32_t y = 0;   // feet height above the floor, 1/256 px
  int32_t vx = 0;  // 1/256 px per frame
  int32_t vy = 0;

  int16_t health = 0;
  int16_t move = -1;       // index into the character's move list, -1 = none
  int16_t move_frame = 0;  // frames since the move started (0 = first startup frame)
  int16_t stun = 0;        // frames left in hit/block stun, knock-down, wake-up, landing, throw
  int16_t action_frames = 0;  // frames spent in the current action (animation clock)
  int16_t combo_hits = 0;     // consecutive hits taken in the current combo
  int16_t combo_damage = 0;   // damage taken in the current combo
  int16_t juggle_hits = 0;    // hits taken while airborne in the current combo
  int16_t damage_taken = 0;   // health lost during the current env step (reward bookkeeping)
  int16_t meter = 0;          // generic gauge for games that use one
  int16_t charge_back = 0;    // frames "back" has been held (charge motions)
  int16_t charge_down = 0;    // frames "down" has been held

  int8_t facing = 1;  // +1 faces right (towards +x), -1 faces left
  uint8_t stance = kStanding;
  uint8_t action = kIdle;
  uint8_t phase = kNoPhase;
  uint8_t character = 0;  // index into the game's character list
  uint8_t outfit = 1;     // 1-based outfit (palette)
  uint8_t side = 0;       // 0 = left of the opponent, 1 = right (updated each frame)
  uint8_t role = 0;       // 0 = P1, 1 = P2 (who starts on the left)
  uint8_t wins = 0;       // rounds won in the current stage
  uint8_t is_cpu = 0;
  uint8_t move_hit = 0;         // the current move already connected (hit or block)
  uint8_t move_connected = 0;   // 1 = hit, 2 = blocked (for cancels and drawing)
  uint8_t blocking = 0;         // 0 = not blocking, 1 = standing guard, 2 = crouching guard
  uint8_t invulnerable = 0;     // frames of strike invulnerability left
  uint8_t throw_immune = 0;     // frames of throw immunity left
  uint8_t last_contact = kNoContact;  // how the last contact involving this fighter resolved
  uint8_t contact_timer = 0;          // frames since last_contact (saturates at 255)
  uint8_t danger_used = 0;            // a danger-zone bounce happened in this combo
  uint8_t input_head = 0;             // index of the newest entry in `inputs`
  uint8_t throw_escapable = 0;        // while kThrown: the throw may still be escaped
  uint8_t air_move_used = 0;          // one air attack per jump: set by it, cleared at takeoff
  uint8_t pad0 = 0;
  uint16_t held = 0;  // this frame's input (directions | held buttons), absolute
  int16_t pending_damage = 0;  // while kThrown: damage dealt when the throw completes

  PixelBox hurtbox;  // body box this frame
  PixelBox hitbox;   // attack box this frame (w == 0 when no active strike)

  /// Per-frame input history, newest at `input_head`: direction + held bits + press edges.
  uint16_t inputs[kInputHistory] = {};
  uint16_t pad1 = 0;
};

/// A projectile in flight (owner's move spawned it).
struct Projectile {
  int32_t x = 0;  // centre, 1/256 px
  int32_t y = 0;  // bottom, 1/256 px
  int32_t vx = 0;
  int16_t move = -1;    // the owner's move that spawned it (damage, stun, level)
  int16_t frames_left = 0;
  uint8_t active = 0;
  uint8_t owner = 0;    // fighter index 0/1
  int16_t half_w = 0;   // pixels
  int16_t h = 0;        // pixels
  int16_t pad0 = 0;
};

/// What the CPU remembers about one past frame (it perceives the opponent with a delay).
struct CpuSnapshot {
  int16_t foe_x_px = 0;
  int16_t foe_y_px = 0;
  int16_t foe_move = -1;
  int16_t foe_move_frame = 0;  // frames into the foe's current move (its recovery is known)
  uint8_t foe_action = kIdle;
  uint8_t foe_phase = kNoPhase;
  uint8_t foe_stance = kStanding;
  uint8_t foe_level = kMid;  // hit level of the foe's current move (valid when attacking)
  uint8_t foe_blocking = 0;  // the foe's guard: 0 none, 1 standing, 2 crouching
  uint8_t foe_air_used = 0;  // the foe already attacked during its current jump
  int16_t foe_action_frames = 0;  // frames the foe has spent in its current action
};

/// What the CPU commits to, for learning how the foe answers each: strikes by how fast they
/// come out (frames from the decision to the first active frame; a foe that reacts holds or
/// beats the slow ones), holds and throws.
enum CpuOption : uint8_t {
  kOptionFastStrike = 0,  // active within kCpuFastFrames: too fast to answer on sight
  kOptionMidStrike = 1,   // active within kCpuMidFrames
  kOptionSlowStrike = 2,
  kOptionHold = 3,
  kOptionThrow = 4,
  kOptionCount = 5,
  kOptionNone = 255,  // the current plan commits to nothing
};
inline constexpr int kCpuFastFrames = 6;
inline constexpr int kCpuMidFrames = 10;

/// What the CPU has learned about its opponent's habits, one counter per kind of choice
/// (decaying: each new sighting shrinks every counter by 1/8 and adds 32 to its own).
enum CpuHabit : uint8_t {
  kHabitStrike = 0,    // ground strikes high or mid
  kHabitLow = 1,       // low strikes
  kHabitJump = 2,      // jumps (and air attacks)
  kHabitThrow = 3,
  kHabitHold = 4,
  kHabitGuard = 5,     // guarded the CPU's strikes
  kHabitProjectile = 6,
  kHabitRecovery = 7,  // attacked again the moment its last move recovered
  kHabitOverhead = 8,  // ground overheads
  kHabitCount = 9,
};

/// The CPU opponent's memory and plan, one per fighter (used only when is_cpu).
struct CpuState {
  CpuSnapshot memory[kCpuMemory] = {};
  uint16_t plan[kCpuPlanLength] = {};        // queued input bitmasks (relative: see cpu.h)
  uint8_t plan_frames[kCpuPlanLength] = {};  // frames each entry is held
  uint8_t plan_length = 0;
  uint8_t plan_index = 0;
  uint8_t memory_head = 0;
  uint8_t plan_passive = 0;  // the plan only guards or walks: a new sighting may replace it
  uint8_t reaction = 0;     // perception delay in frames
  uint8_t level = 1;        // effective difficulty
  uint8_t last_decision = 0;  // CpuDecision of the current plan
  uint8_t combo_tried = 0;    // a cancel was already planned for the current move
  uint8_t habits[kHabitCount] = {};  // CpuHabit counters
  uint8_t wake_roll = 0;  // footsies: the draw that picks the guard for the foe's next rise
  int16_t seen_move = -1;     // the foe's move in the newest perceived snapshot
  uint8_t seen_action = kIdle;
  uint8_t repeats = 0;        // how many times in a row the foe started `last_move`
  uint8_t seen_free_frames = 0;  // perceived frames the foe has been free (idle or walking)
  uint8_t foe_whiffs = 0;  // how often its recent ground strikes started out of reach (decaying)
  int16_t last_move = -1;     // the last move the foe was seen to start
  // What became of the CPU's own commitments, by CpuOption (decaying counters): answered =
  // beaten by the foe's answer (a strike held or hit before it came out, a hold struck or
  // thrown, a throw struck); landed = connected.
  uint8_t answered[kOptionCount] = {};
  uint8_t landed[kOptionCount] = {};
  uint8_t committed = kOptionNone;  // CpuOption of the current plan
  uint8_t foe_reach = 0;  // how far the foe's recent ground strikes reached, pixels (running mean)
  // footsies: what the foe did as it rose from the floor (decaying counters): jumped in or
  // struck overhead (beaten by a standing guard), or swept (beaten by a crouching one).
  uint8_t wake_over = 0;
  uint8_t wake_low = 0;
  uint8_t foe_ducks = 0;  // how often its own recent high strikes passed over the foe crouching
  uint8_t pad0[7] = {};   // named padding up to rng (snapshots compare bytes)
  Pcg32 rng;                // the CPU's own random stream
};

/// The whole match: fighters, projectiles, round/stage flow, RNG streams and CPU memory.
struct MatchState {
  FighterState fighters[kMaxPlayers];
  Projectile projectiles[kMaxProjectiles];
  CpuState cpu[kMaxPlayers];
  Pcg32 rng;  // game stream: ladder, settings drawn at reset, continue rolls

  int32_t frame = 0;          // frames since the episode started
  int32_t round_frames = 0;   // frames since the round's fight began
  int32_t timer_frames = 0;   // frames left on the round clock
  int16_t timer = 0;          // seconds shown (ceil of timer_frames / 60)
  int16_t phase_frames = 0;   // frames left in the intro / round-over phase
  int16_t continues_used = 0;
  int16_t continues_left = 0;  // for count-based continue_game; -1 = probability mode
  uint32_t continue_probability = 0;  // probability mode: P(continue) in 1/2^32

  uint8_t n_players = 1;   // 1 = agent vs CPU ladder, 2 = agent vs agent
  uint8_t stage = 1;       // 1-based stage of the ladder
  uint8_t n_stages = 8;
  uint8_t round = 1;       // 1-based round within the stage
  uint8_t round_phase = kRoundIntro;
  uint8_t difficulty = 1;
  uint8_t arena = 0;        // which stage backdrop (0-based)
  uint8_t agent = 0;        // fighter index controlled by agent_0 in 1P
  uint8_t round_done = 0;   // events of the last env step
  uint8_t stage_done = 0;
  uint8_t game_done = 0;
  uint8_t episode_done = 0;
  uint8_t round_winner = 0;  // bit i set = fighter i won the last round
  uint8_t show_final = 0;
  uint8_t pad0 = 0;
  uint8_t pad1 = 0;
  uint8_t ladder[kMaxStages] = {};  // CPU character per stage (1P)
  uint8_t pad2[4] = {};
};

static_assert(std::is_trivially_copyable_v<MatchState>);
static_assert(std::is_standard_layout_v<MatchState>);
static_assert(std::has_unique_object_representations_v<MatchState>,
              "every byte of the state is a named field (snapshots compare bytes)");
static_assert(sizeof(MatchState) < 4096, "keep the match state small");

/// The fight::MatchState inside a game's match state (`state` itself, or its `match`).
template <typename GameState>
auto& match_of(GameState& state) {
  if constexpr (std::is_same_v<std::remove_const_t<GameState>, MatchState>) {
    return state;
  } else {
    return state.match;
  }
}

}  // namespace arena::games::fight
