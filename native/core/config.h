// A small tree of plain values (numbers, strings, lists, maps) that carries configuration and
// episode options from Python into C++ without either side knowing the other's types. Games
// read it through checked accessors whose errors name the full path of the bad entry.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace arena::core {

class Config;
using ConfigList = std::vector<Config>;
using ConfigMap = std::map<std::string, Config, std::less<>>;

/// One node of the configuration tree. Copyable value type; empty by default ("none").
class Config {
 public:
  using Value = std::variant<std::monostate, bool, int64_t, double, std::string,
                             std::shared_ptr<ConfigList>, std::shared_ptr<ConfigMap>>;

  Config() = default;
  explicit Config(Value value, std::string path = "");

  static Config map(ConfigMap entries, std::string path = "");
  static Config list(ConfigList items, std::string path = "");

  bool is_none() const;
  bool is_map() const;
  bool is_list() const;
  bool is_number() const;
  bool is_string() const;

  /// The path of this node from the root, e.g. "characters[2].moves.jab.startup".
  const std::string& path() const { return path_; }
  /// The value itself, for code that walks the whole tree (the settings fingerprint).
  const Value& value() const { return value_; }

  /// Typed reads; each throws std::invalid_argument naming the path and the found type.
  bool as_bool() const;
  int64_t as_int() const;
  double as_double() const;
  const std::string& as_string() const;
  const ConfigList& as_list() const;
  const ConfigMap& as_map() const;

  /// Map lookup. `at` throws when the key is missing; `get` returns a none node.
  bool has(std::string_view key) const;
  const Config& at(std::string_view key) const;
  const Config& get(std::string_view key) const;

  /// Convenience: integer at key or `fallback` when missing/none.
  int64_t get_int(std::string_view key, int64_t fallback) const;
  double get_double(std::string_view key, double fallback) const;

 private:
  [[noreturn]] void type_error(const char* wanted) const;
  const char* type_name() const;

  Value value_;
  std::string path_;
};

/// `names` as "a, b, c": the list of what is allowed in an error message.
std::string join_names(std::span<const std::string_view> names);

}  // namespace arena::core
