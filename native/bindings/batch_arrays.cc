// Builds the zero-copy numpy views of a batch buffer and checks whether Python let go of them.
#include "native/bindings/batch_arrays.h"

#include <vector>

namespace py = pybind11;

namespace arena::bindings {
namespace {

py::dtype to_numpy_dtype(core::DType dtype) { return py::dtype(core::dtype_name(dtype)); }

}  // namespace

py::tuple BatchArrays::build(const std::shared_ptr<core::BatchBuffer>& buffer) {
  // One capsule owns a reference to the buffer; every array uses it as its base, so the
  // memory lives as long as any array does, even after the pool is closed.
  py::capsule owner(new std::shared_ptr<core::BatchBuffer>(buffer), [](void* pointer) {
    delete static_cast<std::shared_ptr<core::BatchBuffer>*>(pointer);
  });
  const core::BatchLayout& layout = buffer->layout();
  const auto& arrays = layout.arrays();
  const int leaves = layout.with_final() ? 2 * (layout.num_observations() + layout.num_infos())
                                         : layout.num_observations() + layout.num_infos();
  py::tuple result(ResultIndex::kFirstLeaf + leaves);
  auto view = [&](int index) {
    const core::ArrayLayout& array = arrays[index];
    std::vector<py::ssize_t> shape{buffer->capacity()};
    shape.insert(shape.end(), array.row_shape.begin(), array.row_shape.end());
    return py::array(to_numpy_dtype(array.dtype), shape, {}, buffer->array(index), owner);
  };
  result[ResultIndex::kReward] = view(layout.reward());
  result[ResultIndex::kTerminated] = view(layout.terminated());
  result[ResultIndex::kTruncated] = view(layout.truncated());
  result[ResultIndex::kEnvId] = view(layout.env_id());
  result[ResultIndex::kElapsedStep] = view(layout.elapsed_step());
  result[ResultIndex::kFinalMask] = layout.with_final() ? py::object(view(layout.final_mask()))
                                                        : py::object(py::none());
  int position = ResultIndex::kFirstLeaf;
  for (int k = 0; k < layout.num_observations(); ++k) result[position++] = view(layout.observation(k));
  for (int k = 0; k < layout.num_infos(); ++k) result[position++] = view(layout.info(k));
  if (layout.with_final()) {
    for (int k = 0; k < layout.num_observations(); ++k) {
      result[position++] = view(layout.final_observation(k));
    }
    for (int k = 0; k < layout.num_infos(); ++k) result[position++] = view(layout.final_info(k));
  }
  return result;
}

py::tuple BatchArrays::result(const std::shared_ptr<core::BatchBuffer>& buffer, int count) {
  auto found = cache_.find(buffer.get());
  if (found == cache_.end()) found = cache_.emplace(buffer.get(), build(buffer)).first;
  const py::tuple& full = found->second;
  if (count == buffer->capacity()) return full;
  py::tuple partial(full.size());
  const py::slice rows(0, count, 1);
  for (size_t i = 0; i < full.size(); ++i) {
    partial[i] = full[i].is_none() ? py::object(py::none()) : py::object(full[i][rows]);
  }
  return partial;
}

bool BatchArrays::is_free(const core::BatchBuffer& buffer) const {
  auto found = cache_.find(&buffer);
  if (found == cache_.end()) return true;
  const py::tuple& full = found->second;
  if (Py_REFCNT(full.ptr()) > 1) return false;
  for (const py::handle item : full) {
    if (!item.is_none() && Py_REFCNT(item.ptr()) > 1) return false;
  }
  return true;
}

}  // namespace arena::bindings
