// Rounds, stages and the end of a match: starting positions, the round clock, KO and time-over
// decisions, win counting, the 1P CPU ladder with continues (DIAMBRA's continue_game) and the
// single-stage 2P match. The step/round/stage/game/episode "done" flags are raised here.
//
// A finished round stays on screen for one env step: the step that raises round_done ends in
// kRoundOver (kMatchOver when the episode ended) with the fighters in their end poses, and the
// next env step begins by starting what finish_round decided (start_next_round).
#pragma once

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// Puts both fighters at their starting marks (fighter 0 = P1 on the left), idle, keeping
/// health, wins, characters, outfits and booked damage; clears projectiles.
void place_fighters(MatchState& state, const GameData& data);

/// Puts both fighters at their starting marks (fighter 0 = P1 on the left), restores health,
/// clears moves, projectiles and CPU memory, and starts the clock. Keeps wins, characters,
/// outfits and the damage booked for the current step.
void start_round(MatchState& state, const GameData& data);

/// The CPU level of the current stage of the 1P ladder: difficulty + (stage - 1) / 4, capped
/// at rules.max_difficulty (stages 5-8 play one level harder).
int ladder_cpu_level(const MatchState& state, const GameData& data);

/// Puts the 1P ladder's CPU at `level`, for a game with a stage ramp of its own (call after the
/// round start): a change restarts the CPU's round state, so its reaction delay is the new
/// level's. No effect with 2 players.
void set_ladder_cpu_level(MatchState& state, int level, const GameData& data);

/// Sets the CPU's character (state.ladder), outfit (another outfit in a mirror match, else
/// drawn) and level (ladder_cpu_level) for the current stage of the 1P ladder.
void setup_stage(MatchState& state, const GameData& data);

/// Runs the round clock for one fight frame.
void tick_clock(MatchState& state);

/// After a frame: true when a fighter is KO'd or time ran out; sets state.round_winner
/// (bit i = fighter i takes the round; both bits on a double KO or an exact health tie).
bool check_round_over(MatchState& state);

/// Books the finished round: wins, stage progress or game over (the continue is rolled here),
/// and the done flags. In 1P a round that leaves the CPU with enough wins loses the stage even
/// when the agent reached them too. Then freezes the round's end: projectiles vanish, both
/// fighters stand on the floor with no move, the round's sole winner in kVictory and the other
/// fighter in kKo (lying when its health is 0, beaten on its feet after time over; a double KO
/// leaves both lying, a time-over draw both idle); round_phase becomes kRoundOver, or kMatchOver
/// when the episode ended.
void finish_round(MatchState& state, const GameData& data);

/// Leaves kRoundOver: starts the next stage (after stage_done), the same stage again (after a
/// continue: game_done without episode_done) or the next round, as the done flags of the step
/// that ended the round record. Call at the start of the next env step, before the flags are
/// cleared. Does nothing in any other phase.
void start_next_round(MatchState& state, const GameData& data);

}  // namespace arena::games::fight
