// Output conversions. Scaling computes in double and rounds once to float32, as numpy does for
// DIAMBRA's (x - low) / (high - low) cast to float32, so the values match it exactly.
#include "native/core/wrapper_outputs.h"

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

namespace arena::core {
namespace {

template <typename T>
T load(const std::byte* data, int64_t i) {
  T value;
  std::memcpy(&value, data + static_cast<std::size_t>(i) * sizeof(T), sizeof(T));
  return value;
}

double element(const std::byte* data, DType dtype, int64_t i) {
  switch (dtype) {
    case DType::kBool:
    case DType::kUInt8:
      return load<uint8_t>(data, i);
    case DType::kInt8:
      return load<int8_t>(data, i);
    case DType::kInt16:
      return load<int16_t>(data, i);
    case DType::kInt32:
      return load<int32_t>(data, i);
    case DType::kInt64:
      return static_cast<double>(load<int64_t>(data, i));
    case DType::kFloat32:
      return load<float>(data, i);
    case DType::kFloat64:
      return load<double>(data, i);
  }
  return 0.0;
}

}  // namespace

void write_output(const OutputPlan& out, const std::byte* source, std::byte* dst) {
  switch (out.transform) {
    case OutputTransform::kNone:
      copy_leaf(dst, source, out.bytes);
      return;
    case OutputTransform::kScale: {
      auto* values = reinterpret_cast<float*>(dst);
      const double range = out.high - out.low;
      if (out.source_dtype == DType::kUInt8) {
        const auto* bytes = reinterpret_cast<const uint8_t*>(source);
        for (int64_t i = 0; i < out.source_elements; ++i) {
          values[i] = static_cast<float>((bytes[i] - out.low) / range);
        }
        return;
      }
      for (int64_t i = 0; i < out.source_elements; ++i) {
        values[i] = static_cast<float>((element(source, out.source_dtype, i) - out.low) / range);
      }
      return;
    }
    case OutputTransform::kOneHot: {
      std::memset(dst, 0, out.bytes);
      auto* bits = reinterpret_cast<int8_t*>(dst);
      int64_t offset = 0;
      for (int64_t i = 0; i < out.source_elements; ++i) {
        const auto index = static_cast<int64_t>(element(source, out.source_dtype, i) - out.low);
        if (index < 0 || index >= out.sizes[i]) {
          throw std::runtime_error("wrapper output '" + out.spec.name + "': value " +
                                   std::to_string(index + static_cast<int64_t>(out.low)) +
                                   " is outside its one-hot range");
        }
        bits[offset + index] = 1;
        offset += out.sizes[i];
      }
      return;
    }
  }
}

bool fits_one_hot(const OutputPlan& out, const std::byte* source) {
  if (out.transform != OutputTransform::kOneHot) return true;
  for (int64_t i = 0; i < out.source_elements; ++i) {
    const double index = element(source, out.source_dtype, i) - out.low;
    if (!(index >= 0 && index < static_cast<double>(out.sizes[i]))) return false;
  }
  return true;
}

}  // namespace arena::core
