// The core::Env of every fighting game, written once: the match's stream kept across resets
// (re-seeded on request), the step that lets the game start its next round and then plays the
// step's frames (play_frames), the observation and info rows in DIAMBRA's layout and in the
// agent-row one (agent_rows.h), the frames drawn for observations and for render(), and the
// state bytes. A game's env derives from FightEnv<GameEnv, EnvState, Options, Renderer> (the
// base calls the derived class's hooks without virtual calls) and holds only what is its own:
//
//   void start_episode();          // reset: env_ cleared and its stream seeded; draw the
//                                  // settings, set the match up, start the first round
//   void start_step();             // each step of a match not over, before its frames
//   uint16_t cpu_input(int fighter);                                 // a CPU's held word
//   void frame(const uint16_t held[2], const uint8_t pressed[2]);    // one frame
//   void write_ram(std::span<std::byte* const> leaves, int first) const;  // RAM leaves
//   Options parse_options(const core::Config& options) const;       // episode options
//   void check_state(std::span<const std::byte> bytes) const override;
//
// and, when it reports infos of its own (each returns the next leaf; the base writes none):
//
//   std::byte* const* write_setting_infos(std::byte* const* out) const;  // after settings.*
//   std::byte* const* write_fighter_infos(int fighter, std::byte* const* out) const;
//   std::byte* const* write_match_infos(std::byte* const* out) const;    // before engine.frame
//
// EnvState is the env's whole state (trivially copyable): `state`, the game's match (a
// fight::MatchState, or a struct whose `match` is one), and `drawn`, the episode's settings.
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
#include "native/games/fight/agent_rows.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/step_frames.h"

namespace arena::games::fight {

template <typename GameEnv, typename EnvState, typename Options, typename Renderer>
class FightEnv : public core::Env {
  static_assert(std::is_trivially_copyable_v<EnvState>, "state bytes are a plain copy");

 public:
  /// `agent_rows` is the layout of the agent-row spec when settings.agent_rows (see
  /// fight_definition), else empty. The env is reset by its maker, once constructed.
  FightEnv(std::shared_ptr<const GameData> data, FightSettings settings, AgentRowLayout agent_rows)
      : data_(std::move(data)), settings_(settings), agent_rows_(std::move(agent_rows)) {
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
    game().start_episode();
  }

  core::StepOutcome step(std::span<const int32_t> action) final {
    MatchState& match_state = match();
    if (match_state.round_phase == kMatchOver) return {.reward = 0.0, .terminated = true};
    game().start_step();
    return play_frames(
        match_state, *data_, settings_, env_.drawn.role, action,
        [this](int i) { return game().cpu_input(i); },
        [this](const uint16_t held[2], const uint8_t pressed[2]) { game().frame(held, pressed); });
  }

  /// DIAMBRA's layout, or with settings.agent_rows one row per agent in every leaf: agent 0's
  /// written the usual way with its own fighter's block first, agent 1's copied where the rows
  /// agree (the frame is drawn once) and rewritten where they are role-relative.
  void write(const core::OutputRow& row) const final {
    const std::span<std::byte* const> obs = row.observations;
    const size_t ram = frame_renderer_ ? 1 : 0;
    if (frame_renderer_) frame_renderer_->render(env_.state, obs[0]);
    game().write_ram(obs.subspan(ram), settings_.agent_rows ? env_.drawn.role[0] : 0);
    write_infos(row.infos);
    if (!settings_.agent_rows) return;
    write_second_agent(row, agent_rows_, ram == 1, second_agent_,
                       [this](std::span<std::byte* const> leaves) {
                         game().write_ram(leaves, env_.drawn.role[1]);
                       });
  }

  void set_options(const core::Config& options) final { options_ = game().parse_options(options); }

  void render(std::byte* rgb) const final {
    if (!native_renderer_) native_renderer_.emplace(typename Renderer::Options{}, data_);
    native_renderer_->render(env_.state, rgb);
  }

  std::span<std::byte> state_bytes() final {
    return {reinterpret_cast<std::byte*>(&env_), sizeof(env_)};
  }

 protected:
  MatchState& match() { return match_of(env_.state); }
  const MatchState& match() const { return match_of(env_.state); }

  // The hooks a game without infos of its own keeps.
  std::byte* const* write_setting_infos(std::byte* const* out) const { return out; }
  std::byte* const* write_fighter_infos(int, std::byte* const* out) const { return out; }
  std::byte* const* write_match_infos(std::byte* const* out) const { return out; }

  std::shared_ptr<const GameData> data_;
  FightSettings settings_;
  Options options_;
  EnvState env_;

 private:
  GameEnv& game() { return static_cast<GameEnv&>(*this); }
  const GameEnv& game() const { return static_cast<const GameEnv&>(*this); }

  /// The done flags and settings.*, the game's settings infos, per fighter its engine.* and
  /// the game's fighter infos, the game's match infos, then engine.frame.
  void write_infos(std::span<std::byte* const> leaves) const {
    const MatchState& match_state = match();
    std::byte* const* out =
        write_episode_infos(match_state, env_.drawn, settings_.n_players, leaves.data());
    out = game().write_setting_infos(out);
    for (int f = 0; f < kMaxPlayers; ++f) {
      out = write_engine_infos(match_state.fighters[f], out);
      out = game().write_fighter_infos(f, out);
    }
    out = game().write_match_infos(out);
    std::memcpy(*out, &match_state.frame, sizeof(match_state.frame));
  }

  // Scratch (never part of the state): the canvases of observation frames (only with
  // include_frame) and of render() (made on first use), and pointers to agent 1's rows.
  mutable std::optional<Renderer> frame_renderer_;
  mutable std::optional<Renderer> native_renderer_;
  AgentRowLayout agent_rows_;
  mutable std::vector<std::byte*> second_agent_;
};

}  // namespace arena::games::fight
