// Game list and specs as plain Python values (dicts, lists, tuples), so Python can build
// Gymnasium spaces and dm_env specs without a pool.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "native/bindings/arg_convert.h"
#include "native/bindings/bindings.h"
#include "native/bindings/config_convert.h"
#include "native/bindings/spec_convert.h"
#include "native/core/registry.h"
#include "native/core/wrapped_env.h"

namespace py = pybind11;

namespace arena::bindings {
namespace {

py::dict array_spec_to_dict(const core::ArraySpec& spec) {
  py::dict out;
  out["name"] = spec.name;
  out["dtype"] = core::dtype_name(spec.dtype);
  out["shape"] = py::tuple(py::cast(spec.shape));
  out["discrete"] = spec.kind == core::SpaceKind::kDiscrete;
  out["low"] = spec.lows.empty() ? py::cast(spec.low) : py::cast(spec.lows);
  out["high"] = spec.highs.empty() ? py::cast(spec.high) : py::cast(spec.highs);
  return out;
}

}  // namespace

py::dict env_spec_to_dict(const core::EnvSpec& spec) {
  py::dict out;
  py::list observations;
  for (const auto& leaf : spec.observations) observations.append(array_spec_to_dict(leaf));
  py::list infos;
  for (const auto& leaf : spec.infos) infos.append(array_spec_to_dict(leaf));
  out["observations"] = observations;
  out["infos"] = infos;
  out["action_sizes"] = py::tuple(py::cast(spec.action_sizes));
  out["action_is_scalar"] = spec.action_is_scalar;
  out["render_shape"] = py::tuple(py::cast(spec.render_shape));
  out["render_fps"] = spec.render_fps;
  out["milestones"] = py::cast(spec.milestones);
  py::dict tables;
  for (const auto& [name, values] : spec.tables) tables[py::str(name)] = py::tuple(py::cast(values));
  out["tables"] = tables;
  return out;
}

void bind_specs(py::module_& m) {
  m.def(
      "games",
      [] {
        py::list names;
        for (const auto& game : core::registered_games()) {
          names.append(py::make_tuple(game.name, game.description));
        }
        return names;
      },
      "Registered games as (name, description) pairs, in registration order.");
  m.def(
      "own_rule_keys",
      [](const py::handle& name) {
        py::dict keys;
        for (const auto& key : core::find_game(str_arg("name", name)).own_rule_keys) {
          keys[py::str(key.name)] = py::make_tuple(key.low, key.high);
        }
        return keys;
      },
      py::arg("name"),
      "The game's own [rules] keys of its file (required there), each with its allowed (low, "
      "high), beside the shared keys every fighting game may set.");
  m.def(
      "game_spec",
      [](const py::handle& name, const py::handle& config) {
        const core::Config settings = to_config(config);
        return env_spec_to_dict(
            core::with_wrappers(core::find_game(str_arg("name", name)), settings).spec(settings));
      },
      py::arg("name"), py::arg("config") = py::none(),
      "The spec (observation/info leaves, action sizes, render shape) of `name` made with "
      "`config`, as plain Python values.");
}

}  // namespace arena::bindings
