// Action batches from Python: any integer dtype and any strides are read in place.
#include "native/bindings/action_convert.h"

#include <string>

namespace py = pybind11;

namespace arena::bindings {
core::ActionArray describe_actions(const py::handle& actions, const core::EnvSpec& spec,
                                   int count, py::array& holder) {
  holder = py::array::ensure(actions);
  if (!holder) throw py::type_error("actions must be an integer array, got " +
                                    std::string(py::str(py::type::of(actions))));
  const char kind = holder.dtype().kind();
  if (kind != 'i' && kind != 'u') {
    throw py::type_error("actions must have an integer dtype, got " +
                         std::string(py::str(holder.dtype())));
  }
  const auto components = static_cast<py::ssize_t>(spec.action_sizes.size());
  const bool scalar = spec.action_is_scalar;
  const std::string expected = scalar ? "(" + std::to_string(count) + ",)"
                                      : "(" + std::to_string(count) + ", " +
                                            std::to_string(components) + ")";
  const bool shape_ok = scalar ? holder.ndim() == 1 && holder.shape(0) == count
                               : holder.ndim() == 2 && holder.shape(0) == count &&
                                     holder.shape(1) == components;
  if (!shape_ok) {
    throw py::value_error("actions: expected shape " + expected + ", got " + std::string(py::str(holder.attr("shape"))));
  }
  return core::ActionArray{
      .data = static_cast<const std::byte*>(holder.data()),
      .item_size = static_cast<int>(holder.itemsize()),
      .is_signed = kind == 'i',
      .row_stride = holder.strides(0),
      .component_stride = scalar ? 0 : holder.strides(1)};
}

}  // namespace arena::bindings
