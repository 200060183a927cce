// The check of an env state that a caller wants to load (set_state, start states): a game
// walks the candidate state's fields through a StateCheck, which keeps the first field holding
// a value no state of that env can hold and turns it into the refusal's message. Checking
// before loading is what keeps a corrupted snapshot whose checksum still matches (or one
// crafted by hand) from ever indexing memory out of bounds or looping forever.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

namespace arena::core {

class StateCheck {
 public:
  /// Fields checked next are named `prefix` + field, e.g. "fighters[1]." + "x".
  void set_prefix(std::string prefix) { prefix_ = std::move(prefix); }

  /// Notes `field` unless low <= value <= high. Only the first problem is kept.
  void range(std::string_view field, int64_t value, int64_t low, int64_t high);
  /// Notes `field` unless `value` is finite and low <= value <= high.
  void finite(std::string_view field, double value,
              double low = -std::numeric_limits<double>::max(),
              double high = std::numeric_limits<double>::max());
  /// Notes the problem `what` (a whole phrase, e.g. "fighters[].role: both are P1") unless ok.
  void require(bool ok, std::string_view what);

  /// True while no problem was noted: checks that index tables by a field run only then.
  bool ok() const { return problem_.empty(); }
  /// Throws std::invalid_argument("snapshot holds an impossible state: <problem>") after a
  /// problem was noted.
  void throw_if_failed() const;

 private:
  std::string prefix_;
  std::string problem_;
};

}  // namespace arena::core
