// TowerEnv: reset/step/write for one tower match, and the "tower" registry entry.
#include "native/games/tower/tower_env.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/tower/tower_cpu.h"
#include "native/games/tower/tower_obs.h"
#include "native/games/tower/tower_rules.h"
#include "native/games/tower/tower_render.h"

namespace arena::games::tower {
namespace {

template <typename T>
void put(std::byte* out, T value) {
  std::memcpy(out, &value, sizeof(T));
}

const std::vector<std::string> kMilestones = {"round", "round_won", "stage", "stage_won", "game"};

uint32_t milestones_of(const fight::MatchState& match, int me, int rounds_to_win) {
  if (!match.round_done) return 0;
  const bool stage = match.stage_done || match.game_done;
  const bool stage_won = match.stage_done && match.fighters[me].wins >= rounds_to_win &&
                         match.fighters[1 - me].wins < rounds_to_win;
  return 1u | (((match.round_winner >> me) & 1u) << 1) | (stage ? 1u << 2 : 0u) |
         (stage_won ? 1u << 3 : 0u) | (match.game_done ? 1u << 4 : 0u);
}

/// The ladder of CPU characters: the other characters in random order, then (on the last
/// stage) the agent's own character; shorter rosters repeat. Every third stage but the last is
/// an endurance stage: its partner is drawn among the characters other than the stage's first
/// opponent.
void build_ladder(TowerMatch& state, int own, int n_characters) {
  fight::MatchState& match = state.match;
  uint8_t others[64];
  int count = 0;
  for (int c = 0; c < n_characters && count < 64; ++c) {
    if (c != own) others[count++] = static_cast<uint8_t>(c);
  }
  if (count == 0) others[count++] = static_cast<uint8_t>(own);
  for (int i = count - 1; i > 0; --i) {
    const int j = static_cast<int>(match.rng.below(static_cast<uint32_t>(i + 1)));
    std::swap(others[i], others[j]);
  }
  for (int stage = 0; stage < match.n_stages; ++stage) match.ladder[stage] = others[stage % count];
  if (match.n_stages > 1) match.ladder[match.n_stages - 1] = static_cast<uint8_t>(own);
  for (int stage = 0; stage < fight::kMaxStages; ++stage) {
    const bool endurance = stage < match.n_stages - 1 && (stage + 1) % kEnduranceEvery == 0;
    if (!endurance || n_characters < 2) {
      state.partner[stage] = kNoPartner;
      continue;
    }
    const auto draw = match.rng.below(static_cast<uint32_t>(n_characters - 1));
    state.partner[stage] = static_cast<uint8_t>(draw >= match.ladder[stage] ? draw + 1 : draw);
  }
}

TowerRenderOptions render_options(const TowerSettings& settings) {
  return {settings.frame_height, settings.frame_width, settings.frame_channels};
}

}  // namespace

TowerEnv::TowerEnv(std::shared_ptr<const fight::GameData> data, TowerSettings settings)
    : data_(std::move(data)), settings_(settings) {
  if (settings_.include_frame) frame_renderer_.emplace(render_options(settings_), data_);
  if (settings_.agent_rows) {
    const core::EnvSpec spec = tower_spec(settings_, *data_);
    agent_rows_ = triad::agent_row_layout(spec);
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }
  reset(0);
}

void TowerEnv::draw_settings() {
  Pcg32& rng = env_.state.match.rng;
  const int n = settings_.n_players;
  const auto n_characters = static_cast<uint32_t>(data_->characters.size());
  env_.difficulty = static_cast<int16_t>(
      options_.difficulty ? *options_.difficulty
                          : 1 + static_cast<int>(rng.below(data_->rules.max_difficulty)));
  if (n == 1) {
    env_.role[0] = static_cast<int16_t>(options_.role[0] ? *options_.role[0] : rng.below(2));
  } else if (options_.role[0] || options_.role[1]) {
    env_.role[0] =
        static_cast<int16_t>(options_.role[0] ? *options_.role[0] : 1 - *options_.role[1]);
    env_.role[1] =
        static_cast<int16_t>(options_.role[1] ? *options_.role[1] : 1 - *options_.role[0]);
  } else {
    env_.role[0] = static_cast<int16_t>(rng.below(2));
    env_.role[1] = static_cast<int16_t>(1 - env_.role[0]);
  }
  for (int i = 0; i < n; ++i) {
    env_.characters[i] = static_cast<int16_t>(options_.characters[i] ? *options_.characters[i]
                                                                     : rng.below(n_characters));
    const std::optional<int>& count = options_.outfits[i];
    env_.outfits[i] =
        static_cast<int16_t>(!count        ? 1 + rng.below(data_->rules.n_outfits)
                             : *count == 1 ? 1
                                           : 1 + rng.below(static_cast<uint32_t>(*count)));
  }
  env_.tower = static_cast<int16_t>(options_.tower ? *options_.tower
                                                   : kMinTower + rng.below(kMaxTower));
  env_.continue_game = options_.continue_game;
}

void TowerEnv::reset(std::optional<uint64_t> seed) {
  const Pcg32 rng = env_.state.match.rng;
  env_ = TowerEnvState{};
  env_.state.match.rng = rng;
  if (seed) env_.state.match.rng.seed(*seed);
  draw_settings();
  fight::MatchState& match = env_.state.match;
  match.n_players = static_cast<uint8_t>(settings_.n_players);
  match.difficulty = static_cast<uint8_t>(env_.difficulty);
  match.show_final = options_.show_final ? 1 : 0;
  match.n_stages =
      static_cast<uint8_t>(settings_.n_players == 1 ? tower_stages(env_.tower) : 1);
  env_.state.tower = static_cast<uint8_t>(env_.tower);
  for (uint8_t& partner : env_.state.partner) partner = kNoPartner;
  match.stage = 1;
  match.round = 1;
  match.arena = static_cast<uint8_t>(match.rng.below(kTowerStages));
  for (int i = 0; i < settings_.n_players; ++i) {
    fight::FighterState& fighter = match.fighters[env_.role[i]];
    fighter.character = static_cast<uint8_t>(env_.characters[i]);
    fighter.outfit = static_cast<uint8_t>(env_.outfits[i]);
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) fight::cpu_seed(match, i, match.rng.next());
  if (settings_.n_players == 1) {
    match.agent = static_cast<uint8_t>(env_.role[0]);
    if (env_.continue_game <= -1.0) {
      match.continues_left = static_cast<int16_t>(std::floor(std::fabs(env_.continue_game)));
    } else {
      match.continues_left = -1;
      match.continue_probability = env_.continue_game >= 1.0
                                       ? UINT32_MAX
                                       : static_cast<uint32_t>(env_.continue_game * 4294967296.0);
    }
    build_ladder(env_.state, env_.characters[0], static_cast<int>(data_->characters.size()));
    fight::setup_stage(match, *data_);
    match.fighters[match.agent].is_cpu = settings_.autoplay ? 1 : 0;
    match.cpu[match.agent].level = match.difficulty;
  } else {
    for (int i = 0; i < 2; ++i) {
      if (!options_.cpu[i]) continue;
      match.fighters[env_.role[i]].is_cpu = 1;
      match.cpu[env_.role[i]].level = static_cast<uint8_t>(*options_.cpu[i]);
    }
  }
  fight::start_round(match, *data_);
  start_tower_round(env_.state);
}

void TowerEnv::decode_action(std::span<const int32_t> action, uint16_t held[2],
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
      if (index < kMoves)
        move = index;
      else
        attack = index - kMoves + 1;
    }
    const int fighter = env_.role[i];
    const uint8_t buttons = settings_.attack_buttons[attack];
    held[fighter] =
        static_cast<uint16_t>(fight::direction_bits(move) | (buttons << fight::kHeldShift));
    pressed[fighter] = buttons;
  }
}

core::StepOutcome TowerEnv::step(std::span<const int32_t> action) {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase == fight::kMatchOver) return {.reward = 0.0, .terminated = true};
  if (match.round_phase == fight::kRoundOver) {
    fight::start_next_round(match, *data_);  // after a step that showed a round's end
    if (match.n_players == 1) {
      // An endurance stage's round starts with its first opponent again.
      match.fighters[1 - match.agent].character = match.ladder[match.stage - 1];
    }
    start_tower_round(env_.state);
  }
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
        held[i] = tower_cpu_input(env_.state, i, *data_);
        pressed[i] = static_cast<uint8_t>((held[i] >> fight::kHeldShift) &
                                          ~(fighter.held >> fight::kHeldShift) & 0x3F);
      } else {
        held[i] = agent_held[i];
        pressed[i] = frame == 0 ? agent_pressed[i] : 0;
      }
    }
    tower_frame(env_.state, *data_, held, pressed);
    ++match.frame;
    enter_partner(env_.state, *data_);
    if (fight::check_round_over(match)) {
      fight::finish_round(match, *data_);
      break;
    }
  }
  const int me = env_.role[0];
  core::StepOutcome outcome;
  outcome.reward =
      static_cast<double>(match.fighters[1 - me].damage_taken - match.fighters[me].damage_taken);
  outcome.terminated = match.episode_done != 0;
  outcome.milestones = milestones_of(match, me, data_->rules.rounds_to_win);
  return outcome;
}

void TowerEnv::write(const core::OutputRow& row) const {
  if (settings_.agent_rows) {
    write_agent_rows(row);
    return;
  }
  size_t o = 0;
  if (frame_renderer_) frame_renderer_->render(env_.state, row.observations[o++]);
  write_ram(env_.state, *data_, row.observations.subspan(o));
  write_infos(row.infos);
}

void TowerEnv::write_agent_rows(const core::OutputRow& row) const {
  // Agent 0: its own fighter's block first; its per-player infos are already in agent order.
  const std::span<std::byte* const> obs = row.observations;
  size_t ram = 0;
  if (frame_renderer_) frame_renderer_->render(env_.state, obs[ram++]);
  write_ram(env_.state, *data_, obs.subspan(ram), env_.role[0]);
  write_infos(row.infos);
  // Agent 1: the frame copied, the RAM leaves written from its side, the infos copied with
  // the per-player entries (int16 pairs) swapped.
  for (size_t k = 0; k < obs.size(); ++k) {
    second_agent_[k] = obs[k] + agent_rows_.observation_bytes[k];
  }
  if (ram) std::memcpy(second_agent_[0], obs[0], agent_rows_.observation_bytes[0]);
  write_ram(env_.state, *data_, std::span<std::byte* const>(second_agent_).subspan(ram),
            env_.role[1]);
  for (size_t k = 0; k < row.infos.size(); ++k) {
    std::memcpy(row.infos[k] + agent_rows_.info_bytes[k], row.infos[k], agent_rows_.info_bytes[k]);
  }
  for (size_t k : agent_rows_.per_player_infos) {
    std::byte* second = row.infos[k] + agent_rows_.info_bytes[k];
    int16_t entries[2];
    std::memcpy(entries, second, sizeof(entries));
    std::swap(entries[0], entries[1]);
    std::memcpy(second, entries, sizeof(entries));
  }
}

void TowerEnv::write_infos(std::span<std::byte* const> leaves) const {
  const fight::MatchState& match = env_.state.match;
  size_t i = 0;
  for (uint8_t flag : {match.round_done, match.stage_done, match.game_done, match.episode_done,
                       match.episode_done}) {
    put<bool>(leaves[i++], flag != 0);
  }
  const auto n = static_cast<size_t>(settings_.n_players);
  put<int16_t>(leaves[i++], env_.difficulty);
  std::memcpy(leaves[i++], env_.role, sizeof(int16_t) * n);
  std::memcpy(leaves[i++], env_.characters, sizeof(int16_t) * n);
  std::memcpy(leaves[i++], env_.outfits, sizeof(int16_t) * n);
  put<double>(leaves[i++], env_.continue_game);
  put<int16_t>(leaves[i++], env_.tower);
  for (int f = 0; f < fight::kMaxPlayers; ++f) {
    const fight::FighterState& fighter = match.fighters[f];
    const TowerFighter& tower = env_.state.fighters[f];
    put<int16_t>(leaves[i++], fighter.action);
    put<int16_t>(leaves[i++], fighter.move);
    put<int16_t>(leaves[i++], fighter.move_frame);
    put<int16_t>(leaves[i++], fighter.phase);
    put<int16_t>(leaves[i++], fighter.stun);
    put<int16_t>(leaves[i++], static_cast<int16_t>(fighter.x / fight::kSubpixel));
    put<int16_t>(leaves[i++], static_cast<int16_t>(fighter.y / fight::kSubpixel));
    put<int16_t>(leaves[i++], fighter.last_contact);
    put<int16_t>(leaves[i++], tower.running);
    put<int16_t>(leaves[i++], tower.aggressor_frames);
    put<int16_t>(leaves[i++], fighter.juggle_hits);
    put<int16_t>(leaves[i++], static_cast<int16_t>(fighter.vy));
  }
  put<int16_t>(leaves[i++], env_.state.partner_in);
  put<int16_t>(leaves[i++], env_.state.match.n_stages);
  put<int32_t>(leaves[i++], match.frame);
}

void TowerEnv::set_options(const core::Config& options) {
  options_ = parse_tower_options(options, settings_, *data_);
}

void TowerEnv::render(std::byte* rgb) const {
  if (!native_renderer_) native_renderer_.emplace(TowerRenderOptions{}, data_);
  native_renderer_->render(env_.state, rgb);
}

std::span<std::byte> TowerEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&env_), sizeof(env_)};
}

core::GameDefinition tower_definition() {
  return {.name = "tower",
          .description =
              "2D fighter with a Block button, a run meter, launching uppercuts and "
              "endurance stages (mirrors Ultimate Mortal Kombat 3)",
          .spec =
              [](const core::Config& config) {
                const auto data = parse_tower_game_data(config.at("game_data"));
                core::EnvSpec spec = tower_spec(parse_tower_settings(config, *data), *data);
                spec.milestones = kMilestones;
                return spec;
              },
          .make = [](const core::Config& config, int) -> std::unique_ptr<core::Env> {
            auto data = parse_tower_game_data(config.at("game_data"));
            TowerSettings settings = parse_tower_settings(config, *data);
            return std::make_unique<TowerEnv>(std::move(data), settings);
          }};
}

}  // namespace arena::games::tower
