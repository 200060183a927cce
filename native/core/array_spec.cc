// Sizes and names of the element types an env can declare.
#include "native/core/array_spec.h"

namespace arena::core {

std::size_t dtype_size(DType dtype) {
  switch (dtype) {
    case DType::kBool:
    case DType::kUInt8:
    case DType::kInt8:
      return 1;
    case DType::kInt16:
      return 2;
    case DType::kInt32:
    case DType::kFloat32:
      return 4;
    case DType::kInt64:
    case DType::kFloat64:
      return 8;
  }
  return 0;
}

const char* dtype_name(DType dtype) {
  switch (dtype) {
    case DType::kBool:
      return "bool";
    case DType::kUInt8:
      return "uint8";
    case DType::kInt8:
      return "int8";
    case DType::kInt16:
      return "int16";
    case DType::kInt32:
      return "int32";
    case DType::kInt64:
      return "int64";
    case DType::kFloat32:
      return "float32";
    case DType::kFloat64:
      return "float64";
  }
  return "?";
}

int64_t ArraySpec::num_elements() const {
  int64_t count = 1;
  for (int64_t dim : shape) count *= dim;
  return count;
}

std::size_t ArraySpec::row_bytes() const {
  return static_cast<std::size_t>(num_elements()) * dtype_size(dtype);
}

}  // namespace arena::core
