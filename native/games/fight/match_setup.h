// What a fighting env does at reset and reports per step, shared by every game: the settings
// it draws for an episode (each option the user fixed, or a draw from the match's stream), the
// match set up from them (stages, continues, the CPU ladder, who the CPU plays), the action
// decoding, the infos every game reports and the milestones a step reached.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// The settings an env draws at reset, per agent where they are per player. They are part of
/// the env's state (snapshots hold them) and its infos report them.
struct DrawnSettings {
  double continue_game = 0.0;
  int16_t difficulty = 1;
  int16_t role[2] = {0, 1};
  int16_t characters[2] = {0, 0};
  int16_t outfits[2] = {1, 1};
  int16_t pad0 = 0;
};
static_assert(sizeof(DrawnSettings) == 24, "snapshot bytes: no padding, every byte named");

/// The env state (fight_game.h's EnvState) of a game that draws no setting of its own: the
/// match and the settings drawn for the episode.
template <typename Match>
struct EnvStateOf {
  Match state;
  DrawnSettings drawn;
};

/// The milestone names, in bit order of milestones_of.
extern const std::vector<std::string> kMilestones;

/// The milestones fighter `me` reached on a step that ended a round: the round, a round won,
/// the stage, a stage won, the game.
uint32_t milestones_of(const MatchState& match, int me, int rounds_to_win);

/// Draws the episode's settings from `rng` where `options` leave them open: the difficulty,
/// the roles, then per agent, in the order of their fighters (P1's agent first), its
/// character and outfit, and after them `per_agent(agent)`, the game's own per-agent draws (so
/// that they keep their place in the stream and follow the agent when roles are swapped).
DrawnSettings draw_settings(const FightOptions& options, const GameData& data, int n_players,
                            Pcg32& rng, const std::function<void(int agent)>& per_agent = {});

/// Sets `match` up for an episode with `drawn` settings, the match's stream just seeded: the
/// stages, the backdrop (one of `n_arenas`), the fighters, the CPUs' streams, and in 1P the
/// continues, the ladder and the first stage's CPU (autoplay: the CPU also plays the agent, at
/// the chosen level); in 2P the CPUs that the `cpu` option seats. The round is not started.
/// The 1P ladder has `n_stages` stages when given (a game whose ladder's length is an episode
/// setting), else the game's.
void setup_match(MatchState& match, const DrawnSettings& drawn, const FightSettings& settings,
                 const FightOptions& options, const GameData& data, int n_arenas,
                 std::optional<int> n_stages = std::nullopt);

/// The held and pressed buttons of each fighter for one step's `action` (each agent's entries,
/// MultiDiscrete [move, attack] or Discrete), agents seated by `role`.
void decode_actions(std::span<const int32_t> action, const FightSettings& settings,
                    const int16_t role[2], uint16_t held[2], uint8_t pressed[2]);

/// Writes the done flags and the settings.* infos (add_episode_infos' leaves) from `out` on;
/// returns the next leaf.
std::byte* const* write_episode_infos(const MatchState& match, const DrawnSettings& drawn,
                                      int n_players, std::byte* const* out);

/// Writes one fighter's engine.* infos (add_engine_infos' leaves); returns the next leaf.
std::byte* const* write_engine_infos(const FighterState& fighter, std::byte* const* out);

}  // namespace arena::games::fight
