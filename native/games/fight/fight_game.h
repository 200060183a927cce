// What a fighting game gives the kit's env (FightEnv<Game>, fight_env.h): a struct of its
// types and static hooks. Required:
//
//   using EnvState = ...;   // the env's whole state, trivially copyable: `state` (the game's
//                           // match: a MatchState, or a struct whose `match` is one), `drawn`
//                           // (the episode's DrawnSettings), then the game's drawn settings
//   using Options = ...;    // episode options (FightOptions, or a struct deriving from it)
//   using Art = ...;        // its art, drawn by MatchRenderer<Art> (match_renderer.h; reset
//                           // draws the stage backdrop among its layout's stages)
//   static void frame(State&, const GameData&, const uint16_t held[2], const uint8_t pressed[2]);
//   static uint16_t cpu_input(State&, int fighter, const GameData&);  // a CPU's held word
//
// Optional, each called where the kit's flow reaches it when the game has it:
//
//   static void check_state(const EnvState&, const GameData&, int n_players, core::StateCheck&);
//       // a loaded state's own fields (its game's part of State, its drawn settings), after the
//       // kit's checks of the match and a team game's teams, before the settings drawn
//   static void check_match_length(const EnvState&, const GameData&, int n_players,
//                                  MatchState& match, core::StateCheck&);
//       // before the match's check, of a game whose ladder length is an episode setting: checks
//       // the match's against it and sets `match` (a copy) to the length the kit checks against
//   static Options parse_options(const core::Config&, int n_players, const GameData&);
//       // the episode options of a game with its own (else the kit's parse_fight_options,
//       // and Options is FightOptions)
//   static void draw_agent(EnvState&, const Options&, int agent, Pcg32& rng);
//       // at reset, the game's per-agent draws after each agent's character and outfit
//   static std::optional<int> draw_episode(EnvState&, const Options&, Pcg32& rng);
//       // at reset, after the settings: the game's episode draws; returns the 1P ladder's
//       // length when the game's is an episode setting (else nullopt)
//   static void set_up(EnvState&, const GameData&);   // after the match is set up
//   static void start_round(State&, const GameData&, RoundStart);   // after each round start
//   static void end_round(State&);                    // before the next round starts
//   static std::byte* const* write_ram_extras(const State&, const GameData&, int fighter,
//                                             std::byte* const* out);
//       // after each player block's positional extras: the game's RAM extras (its FightGame's
//       // ram_extras, in order); returns the next leaf
//   static bool round_over(State&);   // after each frame, in place of check_round_over
//   static std::byte* const* write_setting_infos(const EnvState&, int n_players,
//                                                std::byte* const* out);  // after settings.*
//   static std::byte* const* write_fighter_infos(const State&, int fighter,
//                                                std::byte* const* out);  // after engine.*
//   static std::byte* const* write_match_infos(const State&, std::byte* const* out);
//       // each info writer returns the next leaf; engine.frame comes last
//
// State is decltype(EnvState::state).
//
// A team game (TeamGame below: its EnvState's `teams` a DrawnTeams, its State's `teams` a
// TeamState, its Options' `teams` the TeamPicks) gets the team's plumbing from the kit before
// its own hooks: the agent's picks kept (draw_agent), the teams drawn and set up
// (set_up_team_match), the 1P CPU's partners drawn at each new stage (start_round), the team's
// RAM keys (write_ram_extras) and settings.characters_<k> (write_setting_infos).
#pragma once

#include <concepts>
#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/fight/team_setup.h"
#include "native/games/fight/team_state.h"

namespace arena::games::fight {

/// Which round a game's start_round hook follows.
enum class RoundStart : uint8_t {
  kEpisode,    // the episode's first round (reset)
  kNewStage,   // the first round of a stage (the next opponent, or a stage replayed)
  kNextRound,  // another round of the same stage
};

/// A team game: the drawn teams in its env state, the sides' teams in its match, the picks in
/// its options (fight_definition sets its FightGame's team_game from this).
template <typename Game>
concept TeamGame = requires(typename Game::EnvState& env, typename Game::Options& options) {
  { env.teams } -> std::same_as<DrawnTeams&>;
  { env.state.teams } -> std::same_as<TeamState&>;
  { options.teams } -> std::same_as<TeamPicks&>;
};

/// The hooks every game has (the optional ones are looked up where they are called).
template <typename Game>
concept FightGameHooks = requires(typename Game::EnvState& env, const GameData& data,
                                  const uint16_t* held, const uint8_t* pressed) {
  typename Game::Options;
  typename Game::Art;
  Game::frame(env.state, data, held, pressed);
  { Game::cpu_input(env.state, 0, data) } -> std::same_as<uint16_t>;
};

}  // namespace arena::games::fight
