// Builds the zero-copy numpy views of a batch buffer (and episode control's group dicts over
// them) and checks whether Python let go of them.
#include "native/bindings/batch_arrays.h"

#include <algorithm>
#include <string>
#include <vector>

#include "native/core/episode_control.h"

namespace py = pybind11;

namespace arena::bindings {
namespace {

py::dtype to_numpy_dtype(core::DType dtype) { return py::dtype(core::dtype_name(dtype)); }

/// The keys of episode control's info group ("end" for "episode_control.end"), when the
/// layout's last infos are its leaves; empty otherwise.
std::vector<std::string> control_keys(const core::BatchLayout& layout) {
  const std::vector<core::ArraySpec> control = core::episode_control_infos();
  const int first = layout.num_infos() - static_cast<int>(control.size());
  if (first < 0) return {};
  std::vector<std::string> keys;
  for (size_t k = 0; k < control.size(); ++k) {
    const std::string& name = layout.arrays()[layout.info(first + static_cast<int>(k))].name;
    if (name != control[k].name) return {};
    keys.push_back(name.substr(name.find('.') + 1));
  }
  return keys;
}

/// A read-only all-True bool array of `rows` rows: the mask of a group whose every row reported.
py::array all_true(py::ssize_t rows) {
  py::array_t<bool> mask(rows);
  std::fill_n(mask.mutable_data(), rows, true);
  mask.attr("flags").attr("writeable") = false;
  return mask;
}

/// Puts episode control's group dicts, built from the tuple's own arrays ({"end": end,
/// "_end": mask, ...}), at `position` and `position + 1` of `result` (None for the second
/// without final infos), counting the references they hold in `own_refs`. The infos' mask is
/// all True (steps report every row; a reset's mask is Python's to pass), the final infos' is
/// the final mask.
void add_control_groups(const core::BatchLayout& layout, const std::vector<std::string>& keys,
                        py::ssize_t capacity, int position, py::tuple& result,
                        std::vector<Py_ssize_t>& own_refs) {
  const int first_key = layout.num_infos() - static_cast<int>(keys.size());
  auto group = [&](int first_item, const py::object& mask, int mask_item) {
    py::dict out;
    for (size_t k = 0; k < keys.size(); ++k) {
      out[py::str(keys[k])] = result[first_item + k];
      out[py::str("_" + keys[k])] = mask;
      ++own_refs[first_item + k];
      if (mask_item >= 0) ++own_refs[mask_item];
    }
    return out;
  };
  const int infos = ResultIndex::kFirstLeaf + layout.num_observations();
  result[position] = group(infos + first_key, all_true(capacity), -1);
  if (!layout.with_final()) {
    result[position + 1] = py::none();
    return;
  }
  const int final_infos = infos + layout.num_infos() + layout.num_observations();
  result[position + 1] =
      group(final_infos + first_key, result[ResultIndex::kFinalMask], ResultIndex::kFinalMask);
}

}  // namespace

BatchArrays::Cached BatchArrays::build(const std::shared_ptr<core::BatchBuffer>& buffer) {
  // One capsule owns a reference to the buffer; every array uses it as its base, so the
  // memory lives as long as any array does, even after the pool is closed.
  py::capsule owner(new std::shared_ptr<core::BatchBuffer>(buffer), [](void* pointer) {
    delete static_cast<std::shared_ptr<core::BatchBuffer>*>(pointer);
  });
  const core::BatchLayout& layout = buffer->layout();
  const auto& arrays = layout.arrays();
  const int leaves = layout.with_final() ? 2 * (layout.num_observations() + layout.num_infos())
                                         : layout.num_observations() + layout.num_infos();
  const std::vector<std::string> group_keys = control_keys(layout);
  const int groups = group_keys.empty() ? 0 : 2;  // the two group dicts, last
  py::tuple result(ResultIndex::kFirstLeaf + leaves + groups);
  std::vector<Py_ssize_t> own_refs(result.size(), 1);
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
  result[ResultIndex::kFinalMask] =
      layout.with_final() ? py::object(view(layout.final_mask())) : py::object(py::none());
  int position = ResultIndex::kFirstLeaf;
  for (int k = 0; k < layout.num_observations(); ++k) {
    result[position++] = view(layout.observation(k));
  }
  for (int k = 0; k < layout.num_infos(); ++k) result[position++] = view(layout.info(k));
  if (layout.with_final()) {
    for (int k = 0; k < layout.num_observations(); ++k) {
      result[position++] = view(layout.final_observation(k));
    }
    for (int k = 0; k < layout.num_infos(); ++k) result[position++] = view(layout.final_info(k));
  }
  if (!group_keys.empty()) {
    add_control_groups(layout, group_keys, buffer->capacity(), position, result, own_refs);
  }
  return {std::move(result), std::move(own_refs)};
}

py::tuple BatchArrays::result(const std::shared_ptr<core::BatchBuffer>& buffer, int count) {
  auto found = cache_.find(buffer.get());
  if (found == cache_.end()) found = cache_.emplace(buffer.get(), build(buffer)).first;
  const py::tuple& full = found->second.tuple;
  if (count == buffer->capacity()) return full;
  // Fewer rows: slices of the arrays; the group dicts are left to Python (None).
  py::tuple partial(full.size());
  const py::slice rows(0, count, 1);
  for (size_t i = 0; i < full.size(); ++i) {
    const bool sliceable = py::isinstance<py::array>(full[i]);
    partial[i] = sliceable ? py::object(full[i][rows]) : py::object(py::none());
  }
  return partial;
}

bool BatchArrays::is_free(const core::BatchBuffer& buffer) const {
  auto found = cache_.find(&buffer);
  if (found == cache_.end()) return true;
  const py::tuple& full = found->second.tuple;
  if (Py_REFCNT(full.ptr()) > 1) return false;
  const std::vector<Py_ssize_t>& own_refs = found->second.own_refs;
  for (size_t i = 0; i < full.size(); ++i) {
    const py::handle item = full[i];
    if (!item.is_none() && Py_REFCNT(item.ptr()) > own_refs[i]) return false;
  }
  return true;
}

}  // namespace arena::bindings
