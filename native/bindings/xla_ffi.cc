// The pool's XLA FFI targets: send, recv and step as typed handlers that a compiled JAX
// program calls on XLA's threads, without the GIL. A pool is named by a handle buffer,
// int32[2] = {kHandleTag, pool id}, threaded from call to call (input 0 aliased to output 0)
// so XLA keeps the calls in order. Every call looks the id up in the pool registry and takes
// the pool's caller lock, so a closed pool is an ffi::Error, never a dangling pointer. recv
// copies the batch into XLA's output buffers and lets go of it at once, so the executor may
// refill it without asking Python.
#include <cstring>
#include <memory>
#include <mutex>
#include <span>
#include <stdexcept>
#include <string>

#include <pybind11/pybind11.h>

#include "native/bindings/bindings.h"
#include "native/core/pool_registry.h"
#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;
namespace py = pybind11;

namespace arena::bindings {
namespace {

/// First word of every handle ("AVEC"), so a stray int32[2] is caught, not taken for a pool.
constexpr int32_t kHandleTag = 0x41564543;

ffi::Error failed(int64_t id, const std::string& message) {
  return ffi::Error(ffi::ErrorCode::kFailedPrecondition,
                    "arena_vec pool " + std::to_string(id) + ": " + message);
}

ffi::Error invalid(int64_t id, const std::string& message) {
  return ffi::Error::InvalidArgument("arena_vec pool " + std::to_string(id) + ": " + message);
}

std::string shape_of(const ffi::AnyBuffer& buffer) {
  std::string text = "(";
  const auto dims = buffer.dimensions();
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) text.append(", ");
    text.append(std::to_string(dims[i]));
  }
  return text + (dims.size() == 1 ? ",)" : ")");
}

/// The pool a handle names, held and locked for one call.
struct OpenPool {
  int64_t id = 0;
  std::shared_ptr<core::SharedExecutor> pool;
  std::unique_lock<std::mutex> lock;

  core::BatchExecutor& executor() { return pool->executor; }
};

ffi::Error open_pool(const ffi::AnyBuffer& handle, ffi::Result<ffi::AnyBuffer> handle_out,
                     OpenPool& out) {
  if (handle.element_type() != ffi::DataType::S32 || handle.dimensions().size() != 1 ||
      handle.element_count() != 2) {
    return ffi::Error::InvalidArgument(
        "arena_vec: handle must be the int32 array of shape (2,) from xla(), got shape " +
        shape_of(handle));
  }
  const auto* words = static_cast<const int32_t*>(handle.untyped_data());
  if (words[0] != kHandleTag) {
    return ffi::Error::InvalidArgument("arena_vec: handle is not an arena_vec pool handle");
  }
  out.id = words[1];
  // XLA may give the aliased output its own buffer (copy insertion); keep it a valid handle.
  if (handle_out->untyped_data() != handle.untyped_data()) {
    std::memcpy(handle_out->untyped_data(), words, 2 * sizeof(int32_t));
  }
  out.pool = core::find_pool(out.id);
  if (out.pool && out.pool->created.is_foreign()) {
    return failed(out.id, out.pool->created.foreign_message());
  }
  if (out.pool) out.lock = std::unique_lock<std::mutex>(out.pool->caller_mutex);
  if (!out.pool || out.executor().closed()) {
    return ffi::Error(ffi::ErrorCode::kFailedPrecondition,
                      "arena_vec pool " + std::to_string(out.id) +
                          " is closed; make a new pool and call xla() again");
  }
  return ffi::Error::Success();
}

// Integer element types an action batch may have: (bytes, signed), or (0, _) if not integer.
std::pair<int, bool> integer_type(ffi::DataType type) {
  switch (type) {
    case ffi::DataType::S8: return {1, true};
    case ffi::DataType::S16: return {2, true};
    case ffi::DataType::S32: return {4, true};
    case ffi::DataType::S64: return {8, true};
    case ffi::DataType::U8: return {1, false};
    case ffi::DataType::U16: return {2, false};
    case ffi::DataType::U32: return {4, false};
    case ffi::DataType::U64: return {8, false};
    default: return {0, false};
  }
}

ffi::Error send_batch(OpenPool& open, const ffi::AnyBuffer& actions,
                      const ffi::AnyBuffer& env_ids) {
  const core::EnvSpec& spec = open.executor().spec();
  if (env_ids.element_type() != ffi::DataType::S32 || env_ids.dimensions().size() != 1) {
    return invalid(open.id, "env_ids must be a 1-D int32 array, got shape " + shape_of(env_ids));
  }
  const int64_t count = env_ids.dimensions()[0];
  const auto [item_size, is_signed] = integer_type(actions.element_type());
  if (item_size == 0) return invalid(open.id, "actions must have an integer dtype");
  const auto components = static_cast<int64_t>(spec.action_sizes.size());
  const auto dims = actions.dimensions();
  const bool shape_ok = spec.action_is_scalar
                            ? dims.size() == 1 && dims[0] == count
                            : dims.size() == 2 && dims[0] == count && dims[1] == components;
  if (!shape_ok) {
    const std::string expected =
        spec.action_is_scalar ? "(" + std::to_string(count) + ",)"
                              : "(" + std::to_string(count) + ", " + std::to_string(components) + ")";
    return invalid(open.id, "actions: expected shape " + expected + ", got " + shape_of(actions));
  }
  const core::ActionArray view{
      .data = static_cast<const std::byte*>(actions.untyped_data()),
      .item_size = item_size,
      .is_signed = is_signed,
      .row_stride = item_size * (spec.action_is_scalar ? 1 : components),
      .component_stride = spec.action_is_scalar ? 0 : item_size};
  const auto* ids = static_cast<const int32_t*>(env_ids.untyped_data());
  open.executor().send(std::span<const int32_t>(ids, static_cast<size_t>(count)), view);
  return ffi::Error::Success();
}

// Element-wise narrowing for JAX without x64 (float64 -> float32, int64 -> int32).
template <typename From, typename To>
void narrow(const std::byte* from, void* to, size_t elements) {
  const auto* source = reinterpret_cast<const From*>(from);
  auto* target = static_cast<To*>(to);
  for (size_t i = 0; i < elements; ++i) target[i] = static_cast<To>(source[i]);
}

ffi::DataType xla_type(core::DType dtype) {
  switch (dtype) {
    case core::DType::kBool: return ffi::DataType::PRED;
    case core::DType::kUInt8: return ffi::DataType::U8;
    case core::DType::kInt8: return ffi::DataType::S8;
    case core::DType::kInt16: return ffi::DataType::S16;
    case core::DType::kInt32: return ffi::DataType::S32;
    case core::DType::kInt64: return ffi::DataType::S64;
    case core::DType::kFloat32: return ffi::DataType::F32;
    case core::DType::kFloat64: return ffi::DataType::F64;
  }
  return ffi::DataType::INVALID;
}

// Copies `rows` rows of batch array `index` into an XLA output; an empty string on success,
// otherwise what does not match.
std::string copy_array(const core::BatchBuffer& buffer, int index, int rows, ffi::AnyBuffer out) {
  const core::ArrayLayout& array = buffer.layout().arrays()[index];
  const std::byte* from = buffer.array(index);
  const size_t elements = array.row_bytes / core::dtype_size(array.dtype) * rows;
  const ffi::DataType native = xla_type(array.dtype);
  if (out.element_count() != elements) {
    return "output '" + array.name + "' has " + std::to_string(out.element_count()) +
           " elements, but the batch has " + std::to_string(elements) + " (" +
           std::to_string(rows) + " rows; the XLA path needs batch_size rows per recv)";
  }
  if (out.element_type() == native) {
    std::memcpy(out.untyped_data(), from, array.row_bytes * rows);
  } else if (native == ffi::DataType::F64 && out.element_type() == ffi::DataType::F32) {
    narrow<double, float>(from, out.untyped_data(), elements);
  } else if (native == ffi::DataType::S64 && out.element_type() == ffi::DataType::S32) {
    narrow<int64_t, int32_t>(from, out.untyped_data(), elements);
  } else {
    return "output '" + array.name + "' has the wrong element type for " +
           core::dtype_name(array.dtype);
  }
  return {};
}

ffi::Error receive_batch(OpenPool& open, ffi::RemainingRets outputs) {
  core::BatchExecutor& executor = open.executor();
  const int64_t seq = executor.wait();
  const core::BatchResult batch = executor.take(seq);
  const core::BatchLayout& layout = batch.buffer->layout();
  // Outputs are the layout's arrays up to elapsed_step: observations, infos, reward,
  // terminated, truncated, env_id, elapsed_step.
  const int count = layout.elapsed_step() + 1;
  if (static_cast<int>(outputs.size()) != count) {
    return invalid(open.id, "recv needs " + std::to_string(count) + " outputs, got " +
                                std::to_string(outputs.size()));
  }
  for (int index = 0; index < count; ++index) {
    auto out = outputs.get<ffi::AnyBuffer>(index);
    if (!out.has_value()) return out.error();
    if (const std::string mismatch = copy_array(*batch.buffer, index, batch.count, **out);
        !mismatch.empty()) {
      return invalid(open.id, mismatch);
    }
  }
  return ffi::Error::Success();
}

// Runs `body` on the pool `handle` names; executor exceptions become ffi::Errors.
template <typename Body>
ffi::Error with_pool(const ffi::AnyBuffer& handle, ffi::Result<ffi::AnyBuffer> handle_out,
                     Body&& body) {
  OpenPool open;
  if (ffi::Error error = open_pool(handle, handle_out, open); error.failure()) return error;
  try {
    return body(open);
  } catch (const std::invalid_argument& error) {
    return invalid(open.id, error.what());
  } catch (const std::exception& error) {
    return failed(open.id, error.what());
  }
}

ffi::Error send_impl(ffi::AnyBuffer handle, ffi::AnyBuffer actions, ffi::AnyBuffer env_ids,
                     ffi::Result<ffi::AnyBuffer> handle_out) {
  return with_pool(handle, handle_out,
                   [&](OpenPool& open) { return send_batch(open, actions, env_ids); });
}

ffi::Error recv_impl(ffi::AnyBuffer handle, ffi::Result<ffi::AnyBuffer> handle_out,
                     ffi::RemainingRets outputs) {
  return with_pool(handle, handle_out,
                   [&](OpenPool& open) { return receive_batch(open, outputs); });
}

ffi::Error step_impl(ffi::AnyBuffer handle, ffi::AnyBuffer actions, ffi::AnyBuffer env_ids,
                     ffi::Result<ffi::AnyBuffer> handle_out, ffi::RemainingRets outputs) {
  return with_pool(handle, handle_out, [&](OpenPool& open) {
    if (ffi::Error error = send_batch(open, actions, env_ids); error.failure()) return error;
    return receive_batch(open, outputs);
  });
}

}  // namespace
}  // namespace arena::bindings

XLA_FFI_DEFINE_HANDLER_SYMBOL(ArenaVecXlaSend, arena::bindings::send_impl,
                              ffi::Ffi::Bind()
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>());

XLA_FFI_DEFINE_HANDLER_SYMBOL(ArenaVecXlaRecv, arena::bindings::recv_impl,
                              ffi::Ffi::Bind().Arg<ffi::AnyBuffer>().Ret<ffi::AnyBuffer>().RemainingRets());

XLA_FFI_DEFINE_HANDLER_SYMBOL(ArenaVecXlaStep, arena::bindings::step_impl,
                              ffi::Ffi::Bind()
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>()
                                  .RemainingRets());

namespace arena::bindings {

void bind_xla(py::module_& m) {
  m.def(
      "xla_targets",
      [] {
        py::dict targets;
        targets["arena_vec_send"] = py::capsule(reinterpret_cast<void*>(ArenaVecXlaSend));
        targets["arena_vec_recv"] = py::capsule(reinterpret_cast<void*>(ArenaVecXlaRecv));
        targets["arena_vec_step"] = py::capsule(reinterpret_cast<void*>(ArenaVecXlaStep));
        return targets;
      },
      "XLA FFI handlers by target name, as capsules for jax.ffi.register_ffi_target.");
  m.attr("XLA_HANDLE_TAG") = kHandleTag;
}

}  // namespace arena::bindings
