// The core::Env of every fighting game, written once: the match's stream kept across resets
// (re-seeded on request), the episode's start (settings drawn, the match set up, the first round
// started), the step that starts the next round and then plays the step's frames (play_frames), the
// observation and info rows in DIAMBRA's layout and in the agent-row one (agent_rows.h), the frames
// drawn for observations and for render(), and the state bytes and their checks (the game checks
// only its own fields). A game is a FightEnv<Game>: Game is a struct of the game's types and static
// hooks (fight_game.h lists them), so a game folder holds its hooks, never a copy of the env.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "native/core/env.h"
#include "native/core/plain_state.h"
#include "native/core/state_check.h"
#include "native/games/fight/agent_rows.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_game.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_renderer.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/state_check.h"
#include "native/games/fight/step_frames.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_ram.h"
#include "native/games/fight/team_setup.h"

namespace arena::games::fight {

template <FightGameHooks Game>
class FightEnv final : public core::Env {
  using EnvState = typename Game::EnvState;
  using Options = typename Game::Options;
  using Renderer = MatchRenderer<typename Game::Art>;
  static_assert(std::is_trivially_copyable_v<EnvState>, "state bytes are a plain copy");
  static_assert(std::has_unique_object_representations_v<decltype(EnvState::state)>,
                "every byte of the match state is a named field (snapshots compare bytes)");

 public:
  /// `agent_rows` is the layout of the agent-row spec when settings.agent_rows (see
  /// fight_definition), else empty; `last_contact_kind` is the game's highest contact kind
  /// (GameInfos'), the bound of a checked state's contacts. The env is reset by its maker, once
  /// constructed.
  FightEnv(std::shared_ptr<const GameData> data, FightSettings settings, AgentRowLayout agent_rows,
           uint8_t last_contact_kind)
      : data_(std::move(data)),
        settings_(settings),
        last_contact_kind_(last_contact_kind),
        agent_rows_(std::move(agent_rows)) {
    if (settings_.include_frame) {
      frame_renderer_.emplace(
          typename Renderer::Options{settings_.frame_height, settings_.frame_width,
                                     settings_.frame_channels},
          data_);
    }
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }

  void reset(std::optional<uint64_t> seed) final {
    const Pcg32 rng = match().rng;
    env_ = EnvState{};
    match().rng = rng;
    if (seed) match().rng.seed(*seed);
    start_episode();
  }

  core::StepOutcome step(std::span<const int32_t> action) final {
    MatchState& match_state = match();
    if (match_state.round_phase == kMatchOver) return {.reward = 0.0, .terminated = true};
    start_step();
    return play_frames(
        match_state, *data_, settings_, env_.drawn.role, action,
        [this](int i) { return Game::cpu_input(env_.state, i, *data_); },
        [this](const uint16_t held[2], const uint8_t pressed[2]) {
          Game::frame(env_.state, *data_, held, pressed);
        },
        [this] {
          if constexpr (requires { &Game::round_over; }) {
            return Game::round_over(env_.state);
          } else {
            return check_round_over(match());
          }
        });
  }

  /// DIAMBRA's layout, or with settings.agent_rows one row per agent in every leaf: agent 0's
  /// written the usual way with its own fighter's block first, agent 1's copied where the rows
  /// agree (the frame is drawn once) and rewritten where they are role-relative.
  void write(const core::OutputRow& row) const final {
    const std::span<std::byte* const> obs = row.observations;
    const size_t ram = frame_renderer_ ? 1 : 0;
    if (frame_renderer_) frame_renderer_->render(env_.state, obs[0]);
    write_ram(obs.subspan(ram), settings_.agent_rows ? env_.drawn.role[0] : 0);
    write_infos(row.infos);
    if (!settings_.agent_rows) return;
    write_second_agent(
        row, agent_rows_, ram == 1, second_agent_,
        [this](std::span<std::byte* const> leaves) { write_ram(leaves, env_.drawn.role[1]); });
  }

  void set_options(const core::Config& options) final {
    if constexpr (requires { &Game::parse_options; }) {
      options_ = Game::parse_options(options, settings_.n_players, *data_);
    } else {
      options_ = parse_fight_options(options, settings_.n_players, *data_, settings_.game);
    }
  }

  void render(std::byte* rgb) const final {
    if (!native_renderer_) native_renderer_.emplace(typename Renderer::Options{}, data_);
    native_renderer_->render(env_.state, rgb);
  }

  std::span<std::byte> state_bytes() final { return core::bytes_of(env_); }

  /// The bytes as an EnvState, checked (check_loaded); the first failed check is named in the
  /// error thrown.
  void check_state(std::span<const std::byte> bytes) const final {
    core::check_plain_state<EnvState>(bytes, [this](const EnvState& loaded,
                                                    core::StateCheck& check) {
      check_loaded(loaded, check);
    });
  }

 private:
  MatchState& match() { return match_of(env_.state); }
  const MatchState& match() const { return match_of(env_.state); }

  // An optional hook is looked up by name (`&Game::hook`) and then called: a hook whose
  // signature does not fit is a compile error, never skipped.

  /// Reset: the settings drawn (the game's own after each agent's, then the episode's), the
  /// match set up on the game's arenas and ladder, the first round started.
  void start_episode() {
    MatchState& match_state = match();
    if constexpr (TeamGame<Game> || requires { &Game::draw_agent; }) {
      env_.drawn = draw_settings(options_, *data_, settings_.n_players, match_state.rng,
                                 [&](int i) { draw_agent(i, match_state.rng); });
    } else {
      env_.drawn = draw_settings(options_, *data_, settings_.n_players, match_state.rng);
    }
    std::optional<int> n_stages;
    if constexpr (requires { &Game::draw_episode; }) {
      n_stages = Game::draw_episode(env_, options_, match_state.rng);
    }
    setup_match(match_state, env_.drawn, settings_, options_, *data_, Renderer::kLayout.stages,
                n_stages);
    if constexpr (TeamGame<Game>) {
      set_up_team_match(match_state, env_.state.teams, env_.teams, env_.drawn, team_data(*data_));
    }
    if constexpr (requires { &Game::set_up; }) Game::set_up(env_, *data_);
    start_round(match_state, *data_);
    start_game_round(RoundStart::kEpisode);
  }

  /// Agent `agent`'s draws at reset, after its character and outfit: a team game's picks kept,
  /// then the game's own.
  void draw_agent(int agent, Pcg32& rng) {
    if constexpr (TeamGame<Game>) keep_team_picks(options_.teams, agent, env_.teams);
    if constexpr (requires { &Game::draw_agent; }) Game::draw_agent(env_, options_, agent, rng);
  }

  /// Each step of a match not over: after a step that showed a round's end, the next round
  /// (the game's end of round first, its start of round after).
  void start_step() {
    MatchState& match_state = match();
    if (match_state.round_phase != kRoundOver) return;
    const bool new_stage = match_state.stage_done || match_state.game_done;
    if constexpr (requires { &Game::end_round; }) Game::end_round(env_.state);
    start_next_round(match_state, *data_);
    start_game_round(new_stage ? RoundStart::kNewStage : RoundStart::kNextRound);
  }

  void start_game_round(RoundStart start) {
    if constexpr (TeamGame<Game>) {
      if (start == RoundStart::kNewStage && match().n_players == 1) {
        draw_cpu_partners(match(), env_.state.teams, team_data(*data_));
      }
    }
    if constexpr (requires { &Game::start_round; }) {
      Game::start_round(env_.state, *data_, start);
    }
  }

  /// The RAM leaves (fight::write_ram), with the game's per-player extras when it has them;
  /// the first player block is fighter `first`'s.
  void write_ram(std::span<std::byte* const> leaves, int first) const {
    if constexpr (TeamGame<Game> || requires { &Game::write_ram_extras; }) {
      fight::write_ram(match(), *data_, leaves, first, [this](int fighter, std::byte* const* out) {
        return write_ram_extras(fighter, out);
      });
    } else {
      fight::write_ram(match(), *data_, leaves, first);
    }
  }

  /// A loaded state's checks (state_check.h, team_setup.h): the game's ladder length when it
  /// has its own, the match (its stage among the art's, its contacts up to the game's last),
  /// a team game's teams, the game's own fields (its check_state), then the settings drawn at
  /// reset (a team game's with its teams). Checks that index tables by what an earlier one
  /// checked run only while none has failed.
  void check_loaded(const EnvState& loaded, core::StateCheck& check) const {
    const GameData& data = *data_;
    const int n_players = settings_.n_players;
    MatchState match = match_of(loaded.state);
    if constexpr (requires { &Game::check_match_length; }) {
      Game::check_match_length(loaded, data, n_players, match, check);
    }
    check_match_state(match, data, n_players, Renderer::kLayout.stages, check,
                      last_contact_kind_);
    if constexpr (TeamGame<Game>) {
      if (!check.ok()) return;
      check_teams(match, loaded.state.teams, loaded.teams, loaded.drawn.role, n_players,
                  team_data(data), check);
      if (!check.ok()) return;
    }
    if constexpr (requires { &Game::check_state; }) {
      Game::check_state(loaded, data, n_players, check);
    }
    if constexpr (TeamGame<Game>) {
      if (!check.ok()) return;
      check_team_drawn_settings(match, loaded.state.teams, data, n_players, loaded.drawn, check);
    } else {
      check_drawn_settings(match, data, n_players, loaded.drawn, check);
    }
  }

  /// Fighter `fighter`'s RAM extras: a team game's team keys, then the game's own.
  std::byte* const* write_ram_extras(int fighter, std::byte* const* out) const {
    if constexpr (TeamGame<Game>) {
      out = write_team_ram(match(), env_.state.teams.sides[fighter], fighter, out);
    }
    if constexpr (requires { &Game::write_ram_extras; }) {
      out = Game::write_ram_extras(env_.state, *data_, fighter, out);
    }
    return out;
  }

  /// The done flags and settings.*, the game's settings infos, per fighter its engine.* and
  /// the game's fighter infos, the game's match infos, then engine.frame.
  void write_infos(std::span<std::byte* const> leaves) const {
    const MatchState& match_state = match();
    std::byte* const* out =
        write_episode_infos(match_state, env_.drawn, settings_.n_players, leaves.data());
    if constexpr (TeamGame<Game>) {
      out = write_team_setting_infos(env_.teams, team_data(*data_).team_size, settings_.n_players,
                                     out);
    }
    if constexpr (requires { &Game::write_setting_infos; }) {
      out = Game::write_setting_infos(env_, settings_.n_players, out);
    }
    for (int f = 0; f < kMaxPlayers; ++f) {
      out = write_engine_infos(match_state.fighters[f], out);
      if constexpr (requires { &Game::write_fighter_infos; }) {
        out = Game::write_fighter_infos(env_.state, f, out);
      }
    }
    if constexpr (requires { &Game::write_match_infos; }) {
      out = Game::write_match_infos(env_.state, out);
    }
    std::memcpy(*out, &match_state.frame, sizeof(match_state.frame));
  }

  std::shared_ptr<const GameData> data_;
  FightSettings settings_;
  uint8_t last_contact_kind_;
  Options options_;
  EnvState env_;
  // Scratch (never part of the state): the canvases of observation frames (only with
  // include_frame) and of render() (made on first use), and pointers to agent 1's rows.
  mutable std::optional<Renderer> frame_renderer_;
  mutable std::optional<Renderer> native_renderer_;
  AgentRowLayout agent_rows_;
  mutable std::vector<std::byte*> second_agent_;
};

}  // namespace arena::games::fight
