// The snapshot format of get_state() / set_state(). A snapshot is the env's raw state behind a
// header that says what those bytes are, and a checksum at the end:
//
//   offset 0   "AVSNAP"            magic
//          6   u16 version         kSnapshotVersion
//          8   u32 total bytes     the whole snapshot, checksum included
//         12   u32 payload bytes   the env's state plus the executor's per-env counters
//         16   u16 n, game name    the game it was taken from
//              u16 count, then per top-level setting: u16 n, name, u64 hash
//              payload
//   total - 4  u32 CRC-32          (zlib's) of every byte before it
//
// Integers are little-endian. Settings are fingerprinted one top-level key at a time, so a
// refused snapshot can name the settings that differ (n_players, include_frame, ...). A
// snapshot that parses and fits still has its contents checked before they load: the env's
// state by the game (core::Env::check_state), the executor's counters by the executor.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "native/core/config.h"

namespace arena::core {

constexpr uint16_t kSnapshotVersion = 1;

/// The fingerprint of one top-level setting.
struct SettingHash {
  std::string key;
  uint64_t hash = 0;
};

/// One hash per top-level key of `config`, in key order; a config that is not a map is one
/// entry named "<config>" (none for an empty config). The hash is FNV-1a over a canonical
/// encoding of the value, stable across runs and hosts.
std::vector<SettingHash> fingerprint_settings(const Config& config);

/// What a snapshot is of: the game and its settings.
struct SnapshotOrigin {
  std::string game;
  std::vector<SettingHash> settings;
};

/// A parsed snapshot; `payload` views the bytes it was parsed from.
struct Snapshot {
  uint16_t version = 0;
  SnapshotOrigin origin;
  std::size_t payload_offset = 0;
  std::span<const std::byte> payload;
};

/// Header, payload and checksum in one buffer.
std::vector<std::byte> encode_snapshot(const SnapshotOrigin& origin,
                                       std::span<const std::byte> payload);

/// Parses and verifies `bytes`. Throws std::invalid_argument saying what is wrong: not a
/// snapshot (magic), another format version, truncated, trailing bytes, checksum mismatch, a
/// header that does not add up (sizes, names that are not printable ASCII).
Snapshot parse_snapshot(std::span<const std::byte> bytes);

/// Throws std::invalid_argument naming what differs between `snapshot` and an env of
/// `expected` whose payload has `payload_bytes` bytes: the game, the settings that differ,
/// or the payload size.
void check_snapshot_fits(const Snapshot& snapshot, const SnapshotOrigin& expected,
                         std::size_t payload_bytes);

/// CRC-32 (the polynomial of zlib and PNG) of `bytes`.
uint32_t crc32(std::span<const std::byte> bytes);

}  // namespace arena::core
