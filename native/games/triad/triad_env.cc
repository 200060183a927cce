// TriadEnv: reset/step/write for one triad match, and the "triad" registry entry.
#include "native/games/triad/triad_env.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/ram_table.h"
#include "native/games/triad/triad_rules.h"

namespace arena::games::triad {
namespace {

TriadRenderOptions render_options(const fight::FightSettings& settings) {
  TriadRenderOptions options;
  options.height = settings.frame_height;
  options.width = settings.frame_width;
  options.channels = settings.frame_channels;
  return options;
}

template <typename T>
void put(std::byte* out, T value) {
  std::memcpy(out, &value, sizeof(T));
}

// The milestone names, in bit order (see triad_env.h).
const std::vector<std::string> kMilestones = {"round", "round_won", "stage", "stage_won", "game"};

uint32_t milestones_of(const fight::MatchState& match, int me, int rounds_to_win) {
  if (!match.round_done) return 0;
  const bool stage = match.stage_done || match.game_done;
  const bool stage_won = match.stage_done && match.fighters[me].wins >= rounds_to_win &&
                         match.fighters[1 - me].wins < rounds_to_win;
  return 1u | (((match.round_winner >> me) & 1u) << 1) | (stage ? 1u << 2 : 0u) |
         (stage_won ? 1u << 3 : 0u) | (match.game_done ? 1u << 4 : 0u);
}

/// The ladder of CPU characters: every other character once in random order, then (on the
/// last stage) the agent's own character; shorter rosters repeat.
void build_ladder(fight::MatchState& match, int own, int n_characters) {
  uint8_t others[fight::kMaxStages * 8];
  int count = 0;
  for (int c = 0; c < n_characters && count < static_cast<int>(sizeof(others)); ++c) {
    if (c != own) others[count++] = static_cast<uint8_t>(c);
  }
  if (count == 0) others[count++] = static_cast<uint8_t>(own);
  for (int i = count - 1; i > 0; --i) {
    const int j = static_cast<int>(match.rng.below(static_cast<uint32_t>(i + 1)));
    std::swap(others[i], others[j]);
  }
  for (int stage = 0; stage < match.n_stages; ++stage) {
    match.ladder[stage] = others[stage % count];
  }
  if (match.n_stages > 1) match.ladder[match.n_stages - 1] = static_cast<uint8_t>(own);
}

}  // namespace

TriadEnv::TriadEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings)
    : data_(std::move(data)), settings_(settings) {
  if (settings_.include_frame) frame_renderer_.emplace(render_options(settings_), data_);
  if (settings_.agent_rows) {
    agent_rows_ = agent_row_layout(triad_spec(settings_, *data_));
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }
  reset(0);
}

void TriadEnv::draw_settings() {
  Pcg32& rng = state_.match.rng;
  const int n = settings_.n_players;
  const auto n_characters = static_cast<uint32_t>(data_->characters.size());
  state_.difficulty = static_cast<int16_t>(
      options_.difficulty ? *options_.difficulty
                          : 1 + static_cast<int>(rng.below(data_->rules.max_difficulty)));
  if (n == 1) {
    state_.role[0] = static_cast<int16_t>(options_.role[0] ? *options_.role[0] : rng.below(2));
  } else if (options_.role[0] || options_.role[1]) {
    state_.role[0] = static_cast<int16_t>(options_.role[0] ? *options_.role[0]
                                                           : 1 - *options_.role[1]);
    state_.role[1] = static_cast<int16_t>(options_.role[1] ? *options_.role[1]
                                                           : 1 - *options_.role[0]);
  } else {
    state_.role[0] = static_cast<int16_t>(rng.below(2));
    state_.role[1] = static_cast<int16_t>(1 - state_.role[0]);
  }
  for (int i = 0; i < n; ++i) {
    state_.characters[i] = static_cast<int16_t>(
        options_.characters[i] ? *options_.characters[i] : rng.below(n_characters));
    // The option is DIAMBRA's number of outfits to draw from (1: outfit 1, without a draw).
    const std::optional<int>& count = options_.outfits[i];
    state_.outfits[i] = static_cast<int16_t>(
        !count ? 1 + rng.below(data_->rules.n_outfits)
               : *count == 1 ? 1 : 1 + rng.below(static_cast<uint32_t>(*count)));
  }
  state_.continue_game = options_.continue_game;
}

void TriadEnv::reset(std::optional<uint64_t> seed) {
  const Pcg32 rng = state_.match.rng;
  state_ = TriadEnvState{};
  state_.match.rng = rng;
  if (seed) state_.match.rng.seed(*seed);
  draw_settings();
  fight::MatchState& match = state_.match;
  const fight::RuleSet& rules = data_->rules;
  match.n_players = static_cast<uint8_t>(settings_.n_players);
  match.difficulty = static_cast<uint8_t>(state_.difficulty);
  match.show_final = options_.show_final ? 1 : 0;
  match.n_stages = settings_.n_players == 1 ? rules.n_stages : 1;
  match.stage = 1;
  match.round = 1;
  match.arena = static_cast<uint8_t>(match.rng.below(kArenas));
  for (int i = 0; i < settings_.n_players; ++i) {
    fight::FighterState& fighter = match.fighters[state_.role[i]];
    fighter.character = static_cast<uint8_t>(state_.characters[i]);
    fighter.outfit = static_cast<uint8_t>(state_.outfits[i]);
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) fight::cpu_seed(match, i, match.rng.next());
  if (settings_.n_players == 1) {
    match.agent = static_cast<uint8_t>(state_.role[0]);
    if (state_.continue_game <= -1.0) {
      match.continues_left = static_cast<int16_t>(std::floor(std::fabs(state_.continue_game)));
    } else {
      match.continues_left = -1;
      match.continue_probability =
          state_.continue_game >= 1.0
              ? UINT32_MAX
              : static_cast<uint32_t>(state_.continue_game * 4294967296.0);
    }
    build_ladder(match, state_.characters[0], static_cast<int>(data_->characters.size()));
    fight::setup_stage(match, *data_);
    match.fighters[match.agent].is_cpu = settings_.autoplay ? 1 : 0;
    match.cpu[match.agent].level = match.difficulty;  // autoplay plays at the chosen level
  } else {
    for (int i = 0; i < 2; ++i) {  // the `cpu` option: the CPU plays this agent's fighter
      if (!options_.cpu[i]) continue;
      match.fighters[state_.role[i]].is_cpu = 1;
      match.cpu[state_.role[i]].level = static_cast<uint8_t>(*options_.cpu[i]);
    }
  }
  fight::start_round(match, *data_);
}

void TriadEnv::decode_action(std::span<const int32_t> action, uint16_t held[2],
                             uint8_t pressed[2]) const {
  size_t k = 0;
  for (int i = 0; i < settings_.n_players; ++i) {
    int move = 0;
    int attack = 0;
    if (settings_.multi_discrete[i]) {
      move = action[k++];
      attack = action[k++];
    } else {
      const int index = action[k++];
      if (index < fight::kMoves) move = index; else attack = index - fight::kMoves + 1;
    }
    const int fighter = state_.role[i];
    const uint8_t buttons = settings_.attack_buttons[attack];
    held[fighter] = static_cast<uint16_t>(fight::direction_bits(move) | (buttons << fight::kHeldShift));
    pressed[fighter] = buttons;
  }
}

core::StepOutcome TriadEnv::step(std::span<const int32_t> action) {
  fight::MatchState& match = state_.match;
  if (match.round_phase == fight::kMatchOver) return {.reward = 0.0, .terminated = true};
  fight::start_next_round(match, *data_);  // after a step that showed a round's end
  match.round_done = match.stage_done = match.game_done = match.episode_done = 0;
  for (fight::FighterState& fighter : match.fighters) fighter.damage_taken = 0;
  uint16_t agent_held[2] = {0, 0};
  uint8_t agent_pressed[2] = {0, 0};
  decode_action(action, agent_held, agent_pressed);
  for (int frame = 0; frame < settings_.step_ratio; ++frame) {
    uint16_t held[2];
    uint8_t pressed[2];
    for (int i = 0; i < fight::kMaxPlayers; ++i) {
      const fight::FighterState& fighter = match.fighters[i];
      if (fighter.is_cpu) {
        held[i] = fight::cpu_input(match, i, *data_);
        pressed[i] = static_cast<uint8_t>((held[i] >> fight::kHeldShift) &
                                          ~(fighter.held >> fight::kHeldShift) & 0x3F);
      } else {
        held[i] = agent_held[i];
        pressed[i] = frame == 0 ? agent_pressed[i] : 0;
      }
    }
    triad_frame(match, *data_, held, pressed);
    ++match.frame;
    if (fight::check_round_over(match)) {
      fight::finish_round(match, *data_);  // the step ends on the round's end
      break;
    }
  }
  const int me = state_.role[0];
  core::StepOutcome outcome;
  outcome.reward = static_cast<double>(match.fighters[1 - me].damage_taken -
                                       match.fighters[me].damage_taken);
  outcome.terminated = match.episode_done != 0;
  outcome.milestones = milestones_of(match, me, data_->rules.rounds_to_win);
  return outcome;
}

void TriadEnv::write(const core::OutputRow& row) const {
  if (settings_.agent_rows) {
    write_agent_rows(row);
    return;
  }
  write_observations(row.observations, 0);
  write_infos(row.infos);
}

void TriadEnv::write_observations(std::span<std::byte* const> leaves, int first) const {
  size_t o = 0;
  if (frame_renderer_) frame_renderer_->render(state_.match, leaves[o++]);
  fight::write_ram(state_.match, *data_, leaves.subspan(o), first);
}

void TriadEnv::write_infos(std::span<std::byte* const> leaves) const {
  const fight::MatchState& match = state_.match;
  size_t i = 0;
  for (uint8_t flag : {match.round_done, match.stage_done, match.game_done, match.episode_done,
                       match.episode_done}) {
    put<bool>(leaves[i++], flag != 0);
  }
  put<int16_t>(leaves[i++], state_.difficulty);
  std::memcpy(leaves[i++], state_.role, sizeof(int16_t) * settings_.n_players);
  std::memcpy(leaves[i++], state_.characters, sizeof(int16_t) * settings_.n_players);
  std::memcpy(leaves[i++], state_.outfits, sizeof(int16_t) * settings_.n_players);
  put<double>(leaves[i++], state_.continue_game);
  for (const fight::FighterState& fighter : match.fighters) {
    put<int16_t>(leaves[i++], fighter.action);
    put<int16_t>(leaves[i++], fighter.move);
    put<int16_t>(leaves[i++], fighter.move_frame);
    put<int16_t>(leaves[i++], fighter.phase);
    put<int16_t>(leaves[i++], fighter.stun);
    put<int16_t>(leaves[i++], static_cast<int16_t>(fighter.x / fight::kSubpixel));
    put<int16_t>(leaves[i++], static_cast<int16_t>(fighter.y / fight::kSubpixel));
    put<int16_t>(leaves[i++], fighter.last_contact);
  }
  put<int32_t>(leaves[i++], match.frame);
}

void TriadEnv::set_options(const core::Config& options) {
  options_ = fight::parse_fight_options(options, settings_.n_players, *data_, "triad");
}

void TriadEnv::render(std::byte* rgb) const {
  if (!native_renderer_) native_renderer_.emplace(TriadRenderOptions{}, data_);
  native_renderer_->render(state_.match, rgb);
}

std::span<std::byte> TriadEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&state_), sizeof(state_)};
}

core::GameDefinition triad_definition() {
  return {.name = "triad",
          .description = "3D-style fighter with a strike/throw/hold triangle (mirrors Dead or "
                         "Alive ++)",
          .spec =
              [](const core::Config& config) {
                const auto data = parse_triad_game_data(config.at("game_data"));
                core::EnvSpec spec =
                    triad_spec(fight::parse_fight_settings(config, *data, triad_shape()), *data);
                spec.milestones = kMilestones;
                return spec;
              },
          .make = [](const core::Config& config, int) -> std::unique_ptr<core::Env> {
            auto data = parse_triad_game_data(config.at("game_data"));
            fight::FightSettings settings = fight::parse_fight_settings(config, *data, triad_shape());
            return std::make_unique<TriadEnv>(std::move(data), settings);
          }};
}

}  // namespace arena::games::triad
