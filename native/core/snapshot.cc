// Encoding, parsing and checking of snapshots (format in snapshot.h), the settings fingerprint
// and CRC-32. Parsing bounds-checks every read: any byte string either parses or is refused
// with a message, never read out of bounds.
#include "native/core/snapshot.h"

#include <array>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <variant>

namespace arena::core {
namespace {

constexpr char kMagic[] = {'A', 'V', 'S', 'N', 'A', 'P'};
constexpr std::size_t kFixedHeaderBytes = 16;  // magic, version, total, payload size
constexpr std::size_t kChecksumBytes = 4;

constexpr std::array<uint32_t, 256> make_crc_table() {
  std::array<uint32_t, 256> table{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t value = i;
    for (int bit = 0; bit < 8; ++bit) value = (value & 1) ? 0xEDB88320u ^ (value >> 1) : value >> 1;
    table[i] = value;
  }
  return table;
}
constexpr std::array<uint32_t, 256> kCrcTable = make_crc_table();

// FNV-1a, 64-bit, fed a canonical encoding of a config value (a type tag, then the value).
class Fnv1a {
 public:
  void bytes(const void* data, std::size_t size) {
    const auto* at = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) hash_ = (hash_ ^ at[i]) * 0x100000001b3ULL;
  }
  void u64(uint64_t value) {
    for (int i = 0; i < 8; ++i) {
      const auto byte = static_cast<unsigned char>(value >> (8 * i));
      bytes(&byte, 1);
    }
  }
  void text(const std::string& value) {
    u64(value.size());
    bytes(value.data(), value.size());
  }
  void config(const Config& node) {
    u64(node.value().index());
    std::visit(
        [this](const auto& value) {
          using T = std::decay_t<decltype(value)>;
          if constexpr (std::is_same_v<T, bool>) {
            u64(value ? 1 : 0);
          } else if constexpr (std::is_same_v<T, int64_t>) {
            u64(static_cast<uint64_t>(value));
          } else if constexpr (std::is_same_v<T, double>) {
            u64(std::bit_cast<uint64_t>(value));
          } else if constexpr (std::is_same_v<T, std::string>) {
            text(value);
          } else if constexpr (std::is_same_v<T, std::shared_ptr<ConfigList>>) {
            u64(value->size());
            for (const Config& item : *value) config(item);
          } else if constexpr (std::is_same_v<T, std::shared_ptr<ConfigMap>>) {
            u64(value->size());
            for (const auto& [key, item] : *value) {
              text(key);
              config(item);
            }
          }
        },
        node.value());
  }
  uint64_t hash() const { return hash_; }

 private:
  uint64_t hash_ = 0xcbf29ce484222325ULL;
};

class Writer {
 public:
  void raw(const void* data, std::size_t size) {
    const auto* at = static_cast<const std::byte*>(data);
    out_.insert(out_.end(), at, at + size);
  }
  void uint(uint64_t value, int size) {
    for (int i = 0; i < size; ++i) out_.push_back(static_cast<std::byte>(value >> (8 * i)));
  }
  void text(const std::string& value) {
    uint(value.size(), 2);
    raw(value.data(), value.size());
  }
  std::vector<std::byte>& bytes() { return out_; }

 private:
  std::vector<std::byte> out_;
};

class Reader {
 public:
  explicit Reader(std::span<const std::byte> bytes) : bytes_(bytes) {}
  uint64_t uint(int size) {
    need(size);
    uint64_t value = 0;
    for (int i = 0; i < size; ++i) value |= static_cast<uint64_t>(bytes_[at_ + i]) << (8 * i);
    at_ += size;
    return value;
  }
  /// A name: printable ASCII only (every game and setting name is), so that messages and
  /// snapshot_info() can show it.
  std::string text() {
    const auto size = static_cast<std::size_t>(uint(2));
    need(size);
    std::string value(reinterpret_cast<const char*>(bytes_.data() + at_), size);
    for (char c : value) {
      if (c < 0x20 || c > 0x7e) {
        throw std::invalid_argument(
            "snapshot header is damaged (a game or setting name holds a byte that is not "
            "printable text)");
      }
    }
    at_ += size;
    return value;
  }
  void skip(std::size_t size) {
    need(size);
    at_ += size;
  }
  std::size_t position() const { return at_; }

 private:
  void need(std::size_t size) const {
    if (bytes_.size() - at_ < size) {
      throw std::invalid_argument("snapshot header is inconsistent (a field runs past its end)");
    }
  }
  std::span<const std::byte> bytes_;
  std::size_t at_ = 0;
};

uint32_t read_uint(std::span<const std::byte> bytes, std::size_t at, int size) {
  uint32_t value = 0;
  for (int i = 0; i < size; ++i) value |= static_cast<uint32_t>(bytes[at + i]) << (8 * i);
  return value;
}

std::string quoted(const std::string& text) { return "'" + text + "'"; }

}  // namespace

uint32_t crc32(std::span<const std::byte> bytes) {
  uint32_t crc = 0xFFFFFFFFu;
  for (std::byte byte : bytes) {
    crc = kCrcTable[(crc ^ static_cast<uint32_t>(byte)) & 0xFFu] ^ (crc >> 8);
  }
  return crc ^ 0xFFFFFFFFu;
}

std::vector<SettingHash> fingerprint_settings(const Config& config) {
  std::vector<SettingHash> settings;
  if (config.is_map()) {
    for (const auto& [key, value] : config.as_map()) {
      Fnv1a hash;
      hash.config(value);
      settings.push_back({.key = key, .hash = hash.hash()});
    }
  } else if (!config.is_none()) {
    Fnv1a hash;
    hash.config(config);
    settings.push_back({.key = "<config>", .hash = hash.hash()});
  }
  return settings;
}

std::vector<std::byte> encode_snapshot(const SnapshotOrigin& origin,
                                       std::span<const std::byte> payload) {
  Writer out;
  out.raw(kMagic, sizeof(kMagic));
  out.uint(kSnapshotVersion, 2);
  out.uint(0, 4);  // total bytes, filled in below
  out.uint(payload.size(), 4);
  out.text(origin.game);
  out.uint(origin.settings.size(), 2);
  for (const SettingHash& setting : origin.settings) {
    out.text(setting.key);
    out.uint(setting.hash, 8);
  }
  out.raw(payload.data(), payload.size());
  std::vector<std::byte>& bytes = out.bytes();
  const std::size_t total = bytes.size() + kChecksumBytes;
  for (int i = 0; i < 4; ++i) bytes[8 + i] = static_cast<std::byte>(total >> (8 * i));
  out.uint(crc32(bytes), 4);
  return std::move(bytes);
}

Snapshot parse_snapshot(std::span<const std::byte> bytes) {
  if (bytes.size() < sizeof(kMagic) || std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0) {
    throw std::invalid_argument(
        "state is not an arena_vec snapshot (it does not start with 'AVSNAP'); pass bytes "
        "that get_state() returned");
  }
  if (bytes.size() < kFixedHeaderBytes) {
    throw std::invalid_argument("snapshot is truncated: " + std::to_string(bytes.size()) +
                                " bytes, shorter than its header");
  }
  Snapshot snapshot;
  snapshot.version = static_cast<uint16_t>(read_uint(bytes, 6, 2));
  if (snapshot.version != kSnapshotVersion) {
    throw std::invalid_argument("snapshot format version " + std::to_string(snapshot.version) +
                                " is not supported; this build reads version " +
                                std::to_string(kSnapshotVersion));
  }
  const std::size_t total = read_uint(bytes, 8, 4);
  if (bytes.size() < total) {
    throw std::invalid_argument("snapshot is truncated: " + std::to_string(bytes.size()) +
                                " of its " + std::to_string(total) + " bytes");
  }
  if (bytes.size() > total) {
    throw std::invalid_argument("snapshot has " + std::to_string(bytes.size()) +
                                " bytes but its header says " + std::to_string(total) +
                                " (extra bytes at the end)");
  }
  if (total < kFixedHeaderBytes + kChecksumBytes ||
      crc32(bytes.first(total - kChecksumBytes)) != read_uint(bytes, total - kChecksumBytes, 4)) {
    throw std::invalid_argument(
        "snapshot is corrupted: its checksum does not match its contents");
  }
  const std::span<const std::byte> body = bytes.first(total - kChecksumBytes);
  Reader reader(body);
  reader.skip(kFixedHeaderBytes - 4);  // magic, version and total, read above
  const auto payload_bytes = static_cast<std::size_t>(reader.uint(4));
  snapshot.origin.game = reader.text();
  const auto count = static_cast<std::size_t>(reader.uint(2));
  for (std::size_t i = 0; i < count; ++i) {
    SettingHash setting;
    setting.key = reader.text();
    setting.hash = reader.uint(8);
    snapshot.origin.settings.push_back(std::move(setting));
  }
  if (body.size() - reader.position() != payload_bytes) {
    throw std::invalid_argument("snapshot header is inconsistent (payload size " +
                                std::to_string(payload_bytes) + ", " +
                                std::to_string(body.size() - reader.position()) +
                                " bytes present)");
  }
  snapshot.payload_offset = reader.position();
  snapshot.payload = body.subspan(reader.position());
  return snapshot;
}

void check_snapshot_fits(const Snapshot& snapshot, const SnapshotOrigin& expected,
                         std::size_t payload_bytes) {
  if (snapshot.origin.game != expected.game) {
    throw std::invalid_argument("snapshot is of game " + quoted(snapshot.origin.game) +
                                "; this env runs " + quoted(expected.game));
  }
  // Both lists are in key order: merge them and collect the keys that differ.
  const auto& theirs = snapshot.origin.settings;
  const auto& ours = expected.settings;
  std::vector<std::string> differ;
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < theirs.size() || j < ours.size()) {
    if (j == ours.size() || (i < theirs.size() && theirs[i].key < ours[j].key)) {
      differ.push_back(theirs[i++].key);
    } else if (i == theirs.size() || ours[j].key < theirs[i].key) {
      differ.push_back(ours[j++].key);
    } else {
      if (theirs[i].hash != ours[j].hash) differ.push_back(ours[j].key);
      ++i;
      ++j;
    }
  }
  if (!differ.empty()) {
    constexpr std::size_t kNamed = 6;
    std::string names;
    for (std::size_t k = 0; k < differ.size() && k < kNamed; ++k) {
      names += (k == 0 ? "" : ", ") + differ[k];
    }
    if (differ.size() > kNamed) names += ", ...";
    throw std::invalid_argument("snapshot was taken with other settings than this env's (" +
                                names + " differ" + (differ.size() == 1 ? "s" : "") + ")");
  }
  if (snapshot.payload.size() != payload_bytes) {
    throw std::invalid_argument("snapshot holds " + std::to_string(snapshot.payload.size()) +
                                " bytes of env state; this env's state has " +
                                std::to_string(payload_bytes) +
                                " (a snapshot from another build of the game?)");
  }
}

}  // namespace arena::core
