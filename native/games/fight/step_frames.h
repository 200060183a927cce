// The frames of one env step, shared by every fighting game: DIAMBRA-style stepping (the
// agents' action held for step_ratio frames, attack buttons pressed on the first), CPU fighters
// asked for input every frame, the step ended early by a round's end, and agent 0's reward
// (damage dealt minus damage taken), done flag and milestones. A game's step starts its round
// (with its own hooks) and then calls play_frames with its CPU input and its frame.
#pragma once

#include <cstdint>
#include <span>

#include "native/core/env.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/input.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/round_flow.h"

namespace arena::games::fight {

/// Plays one step's frames. `cpu_input(i)` is the held word of CPU fighter i this frame;
/// `frame(held, pressed)` advances the game one frame; `round_over()` decides after each
/// frame whether the round ended (check_round_over, or a game's rule such as a team's).
template <typename CpuInput, typename Frame, typename RoundOver>
core::StepOutcome play_frames(MatchState& match, const GameData& data,
                              const FightSettings& settings, const int16_t role[2],
                              std::span<const int32_t> action, CpuInput&& cpu_input, Frame&& frame,
                              RoundOver&& round_over) {
  match.round_done = match.stage_done = match.game_done = match.episode_done = 0;
  for (FighterState& fighter : match.fighters) fighter.damage_taken = 0;
  uint16_t agent_held[2] = {0, 0};
  uint8_t agent_pressed[2] = {0, 0};
  decode_actions(action, settings, role, agent_held, agent_pressed);
  for (int f = 0; f < settings.step_ratio; ++f) {
    uint16_t held[2];
    uint8_t pressed[2];
    for (int i = 0; i < kMaxPlayers; ++i) {
      const FighterState& fighter = match.fighters[i];
      if (fighter.is_cpu) {
        held[i] = cpu_input(i);
        pressed[i] =
            static_cast<uint8_t>((held[i] >> kHeldShift) & ~(fighter.held >> kHeldShift) & 0x3F);
      } else {
        held[i] = agent_held[i];
        pressed[i] = f == 0 ? agent_pressed[i] : 0;
      }
    }
    frame(held, pressed);
    ++match.frame;
    if (round_over()) {
      finish_round(match, data);  // the step ends on the round's end
      break;
    }
  }
  const int me = role[0];
  core::StepOutcome outcome;
  outcome.reward =
      static_cast<double>(match.fighters[1 - me].damage_taken - match.fighters[me].damage_taken);
  outcome.terminated = match.episode_done != 0;
  outcome.milestones = milestones_of(match, me, data.rules.rounds_to_win);
  return outcome;
}

}  // namespace arena::games::fight
