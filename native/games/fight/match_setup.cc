// A fighting env's reset and per-step reports, shared by every game (see match_setup.h).
#include "native/games/fight/match_setup.h"

#include <cmath>
#include <cstring>
#include <utility>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"

namespace arena::games::fight {
namespace {

template <typename T>
std::byte* const* put(std::byte* const* out, T value) {
  std::memcpy(*out, &value, sizeof(T));
  return out + 1;
}

/// The ladder of CPU characters: every other character once in random order, then (on the
/// last stage) the agent's own character; shorter rosters repeat.
void build_ladder(MatchState& match, int own, int n_characters) {
  uint8_t others[kMaxStages * 8];
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

const std::vector<std::string> kMilestones = {"round", "round_won", "stage", "stage_won", "game"};

uint32_t milestones_of(const MatchState& match, int me, int rounds_to_win) {
  if (!match.round_done) return 0;
  const bool stage = match.stage_done || match.game_done;
  const bool stage_won = match.stage_done && match.fighters[me].wins >= rounds_to_win &&
                         match.fighters[1 - me].wins < rounds_to_win;
  return 1u | (((match.round_winner >> me) & 1u) << 1) | (stage ? 1u << 2 : 0u) |
         (stage_won ? 1u << 3 : 0u) | (match.game_done ? 1u << 4 : 0u);
}

DrawnSettings draw_settings(const FightOptions& options, const GameData& data, int n_players,
                            Pcg32& rng, const std::function<void(int agent)>& per_agent) {
  DrawnSettings drawn;
  const auto n_characters = static_cast<uint32_t>(data.characters.size());
  drawn.difficulty = static_cast<int16_t>(
      options.difficulty ? *options.difficulty
                         : 1 + static_cast<int>(rng.below(data.rules.max_difficulty)));
  if (n_players == 1) {
    drawn.role[0] = static_cast<int16_t>(options.role[0] ? *options.role[0] : rng.below(2));
  } else if (options.role[0] || options.role[1]) {
    drawn.role[0] = static_cast<int16_t>(options.role[0] ? *options.role[0] : 1 - *options.role[1]);
    drawn.role[1] = static_cast<int16_t>(options.role[1] ? *options.role[1] : 1 - *options.role[0]);
  } else {
    drawn.role[0] = static_cast<int16_t>(rng.below(2));
    drawn.role[1] = static_cast<int16_t>(1 - drawn.role[0]);
  }
  // Per-agent draws in the order of the agents' fighters (P1's first), so that two agents
  // who swap their roles and options swap their draws too (self-play stays symmetric).
  const bool p2_first = n_players == 2 && drawn.role[0] == 1;
  for (int k = 0; k < n_players; ++k) {
    const int i = p2_first ? 1 - k : k;
    drawn.characters[i] = static_cast<int16_t>(options.characters[i] ? *options.characters[i]
                                                                     : rng.below(n_characters));
    // The option is DIAMBRA's number of outfits to draw from (1: outfit 1, without a draw).
    const std::optional<int>& count = options.outfits[i];
    drawn.outfits[i] =
        static_cast<int16_t>(!count        ? 1 + rng.below(data.rules.n_outfits)
                             : *count == 1 ? 1
                                           : 1 + rng.below(static_cast<uint32_t>(*count)));
    if (per_agent) per_agent(i);
  }
  drawn.continue_game = options.continue_game;
  return drawn;
}

void setup_match(MatchState& match, const DrawnSettings& drawn, const FightSettings& settings,
                 const FightOptions& options, const GameData& data, int n_arenas,
                 std::optional<int> n_stages) {
  const RuleSet& rules = data.rules;
  match.n_players = static_cast<uint8_t>(settings.n_players);
  match.difficulty = static_cast<uint8_t>(drawn.difficulty);
  match.show_final = options.show_final ? 1 : 0;
  match.n_stages =
      static_cast<uint8_t>(settings.n_players == 1 ? n_stages.value_or(rules.n_stages) : 1);
  match.stage = 1;
  match.round = 1;
  match.arena = static_cast<uint8_t>(match.rng.below(static_cast<uint32_t>(n_arenas)));
  for (int i = 0; i < settings.n_players; ++i) {
    FighterState& fighter = match.fighters[drawn.role[i]];
    fighter.character = static_cast<uint8_t>(drawn.characters[i]);
    fighter.outfit = static_cast<uint8_t>(drawn.outfits[i]);
  }
  for (int i = 0; i < kMaxPlayers; ++i) cpu_seed(match, i, match.rng.next());
  if (settings.n_players == 1) {
    match.agent = static_cast<uint8_t>(drawn.role[0]);
    if (drawn.continue_game <= -1.0) {
      match.continues_left = static_cast<int16_t>(std::floor(std::fabs(drawn.continue_game)));
    } else {
      match.continues_left = -1;
      match.continue_probability = drawn.continue_game >= 1.0
                                       ? UINT32_MAX
                                       : static_cast<uint32_t>(drawn.continue_game * 4294967296.0);
    }
    build_ladder(match, drawn.characters[0], static_cast<int>(data.characters.size()));
    setup_stage(match, data);
    match.fighters[match.agent].is_cpu = settings.autoplay ? 1 : 0;
    match.cpu[match.agent].level = match.difficulty;  // autoplay plays at the chosen level
  } else {
    for (int i = 0; i < 2; ++i) {  // the `cpu` option: the CPU plays this agent's fighter
      if (!options.cpu[i]) continue;
      match.fighters[drawn.role[i]].is_cpu = 1;
      match.cpu[drawn.role[i]].level = static_cast<uint8_t>(*options.cpu[i]);
    }
  }
}

void decode_actions(std::span<const int32_t> action, const FightSettings& settings,
                    const int16_t role[2], uint16_t held[2], uint8_t pressed[2]) {
  size_t k = 0;
  for (int i = 0; i < settings.n_players; ++i) {
    int move = 0;
    int attack = 0;
    if (settings.multi_discrete[i]) {
      move = action[k++];
      attack = action[k++];
    } else {
      const int index = action[k++];
      if (index < kMoves) {
        move = index;
      } else {
        attack = index - kMoves + 1;
      }
    }
    const int fighter = role[i];
    const uint8_t buttons = settings.attack_buttons[attack];
    held[fighter] = static_cast<uint16_t>(direction_bits(move) | (buttons << kHeldShift));
    pressed[fighter] = buttons;
  }
}

std::byte* const* write_episode_infos(const MatchState& match, const DrawnSettings& drawn,
                                      int n_players, std::byte* const* out) {
  for (uint8_t flag : {match.round_done, match.stage_done, match.game_done, match.episode_done,
                       match.episode_done}) {
    out = put<bool>(out, flag != 0);
  }
  out = put<int16_t>(out, drawn.difficulty);
  for (const int16_t* per_agent : {drawn.role, drawn.characters, drawn.outfits}) {
    std::memcpy(*out++, per_agent, sizeof(int16_t) * n_players);
  }
  return put<double>(out, drawn.continue_game);
}

std::byte* const* write_engine_infos(const FighterState& fighter, std::byte* const* out) {
  out = put<int16_t>(out, fighter.action);
  out = put<int16_t>(out, fighter.move);
  out = put<int16_t>(out, fighter.move_frame);
  out = put<int16_t>(out, fighter.phase);
  out = put<int16_t>(out, fighter.stun);
  out = put<int16_t>(out, static_cast<int16_t>(fighter.x / kSubpixel));
  out = put<int16_t>(out, static_cast<int16_t>(fighter.y / kSubpixel));
  out = put<int16_t>(out, fighter.last_contact);
  return put<int32_t>(out, fighter.inputs[fighter.input_head] & ((1u << kPressShift) - 1));
}

}  // namespace arena::games::fight
