"""Griffe extension for the API pages: a public name re-exported from a module of the same name
(``arena_vec.make`` is the function ``make`` of the module ``arena_vec.wrappers.make``) reads,
statically, as the module; this points the alias at the function, as ``import`` does."""

from __future__ import annotations

from typing import Any

import griffe


class FunctionsNamedLikeTheirModule(griffe.Extension):
    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        for name, member in list(pkg.members.items()):
            if not member.is_alias:
                continue
            try:
                target = member.final_target
            except griffe.AliasResolutionError:
                continue
            inner = target.members.get(name) if target.is_module else None
            if inner is not None and (inner.is_function or inner.is_class):
                pkg.set_member(name, griffe.Alias(name, target=f"{target.path}.{name}"))
