// Checked reads over the configuration tree; every error names the node's path.
#include "native/core/config.h"

#include <stdexcept>

namespace arena::core {

namespace {
const Config& none_node() {
  static const Config kNone;
  return kNone;
}
}  // namespace

Config::Config(Value value, std::string path) : value_(std::move(value)), path_(std::move(path)) {}

Config Config::map(ConfigMap entries, std::string path) {
  return Config(std::make_shared<ConfigMap>(std::move(entries)), std::move(path));
}

Config Config::list(ConfigList items, std::string path) {
  return Config(std::make_shared<ConfigList>(std::move(items)), std::move(path));
}

bool Config::is_none() const { return std::holds_alternative<std::monostate>(value_); }
bool Config::is_map() const { return std::holds_alternative<std::shared_ptr<ConfigMap>>(value_); }
bool Config::is_list() const { return std::holds_alternative<std::shared_ptr<ConfigList>>(value_); }
bool Config::is_number() const {
  return std::holds_alternative<int64_t>(value_) || std::holds_alternative<double>(value_);
}
bool Config::is_string() const { return std::holds_alternative<std::string>(value_); }

const char* Config::type_name() const {
  switch (value_.index()) {
    case 0:
      return "none";
    case 1:
      return "bool";
    case 2:
      return "int";
    case 3:
      return "float";
    case 4:
      return "str";
    case 5:
      return "list";
    default:
      return "map";
  }
}

void Config::type_error(const char* wanted) const {
  throw std::invalid_argument("config '" + (path_.empty() ? std::string("<root>") : path_) +
                              "': expected " + wanted + ", got " + type_name());
}

bool Config::as_bool() const {
  if (const bool* value = std::get_if<bool>(&value_)) return *value;
  type_error("bool");
}

int64_t Config::as_int() const {
  if (const int64_t* value = std::get_if<int64_t>(&value_)) return *value;
  type_error("int");
}

double Config::as_double() const {
  if (const double* value = std::get_if<double>(&value_)) return *value;
  if (const int64_t* value = std::get_if<int64_t>(&value_)) return static_cast<double>(*value);
  type_error("number");
}

const std::string& Config::as_string() const {
  if (const std::string* value = std::get_if<std::string>(&value_)) return *value;
  type_error("str");
}

const ConfigList& Config::as_list() const {
  if (const auto* value = std::get_if<std::shared_ptr<ConfigList>>(&value_)) return **value;
  type_error("list");
}

const ConfigMap& Config::as_map() const {
  if (const auto* value = std::get_if<std::shared_ptr<ConfigMap>>(&value_)) return **value;
  type_error("map");
}

bool Config::has(std::string_view key) const {
  return is_map() && as_map().find(key) != as_map().end();
}

const Config& Config::at(std::string_view key) const {
  const ConfigMap& entries = as_map();
  auto found = entries.find(key);
  if (found == entries.end()) {
    throw std::invalid_argument("config '" + (path_.empty() ? std::string("<root>") : path_) +
                                "': missing key '" + std::string(key) + "'");
  }
  return found->second;
}

const Config& Config::get(std::string_view key) const {
  if (!is_map()) return none_node();
  auto found = as_map().find(key);
  return found == as_map().end() ? none_node() : found->second;
}

int64_t Config::get_int(std::string_view key, int64_t fallback) const {
  const Config& node = get(key);
  return node.is_none() ? fallback : node.as_int();
}

double Config::get_double(std::string_view key, double fallback) const {
  const Config& node = get(key);
  return node.is_none() ? fallback : node.as_double();
}

std::string join_names(std::span<const std::string_view> names) {
  std::string joined;
  for (std::string_view name : names) joined += (joined.empty() ? "" : ", ") + std::string(name);
  return joined;
}

}  // namespace arena::core
