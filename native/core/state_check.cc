// StateCheck's messages (see state_check.h).
#include "native/core/state_check.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace arena::core {
namespace {

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.17g", value);
  return text;
}

}  // namespace

void StateCheck::range(std::string_view field, int64_t value, int64_t low, int64_t high) {
  if (!ok() || (low <= value && value <= high)) return;
  problem_ = prefix_ + std::string(field) + " is " + std::to_string(value) + " (allowed " +
             std::to_string(low) + ".." + std::to_string(high) + ")";
}

void StateCheck::finite(std::string_view field, double value, double low, double high) {
  if (!ok() || (std::isfinite(value) && low <= value && value <= high)) return;
  const bool any =
      low == -std::numeric_limits<double>::max() && high == std::numeric_limits<double>::max();
  problem_ = prefix_ + std::string(field) + " is " + number(value) + " (allowed " +
             (any ? "a finite number" : number(low) + ".." + number(high)) + ")";
}

void StateCheck::require(bool condition, std::string_view what) {
  if (ok() && !condition) problem_ = std::string(what);
}

void StateCheck::throw_if_failed() const {
  if (!ok()) throw std::invalid_argument("snapshot holds an impossible state: " + problem_);
}

}  // namespace arena::core
