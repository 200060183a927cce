"""The package's version, the one place it is written: pyproject.toml reads it at build time
(scikit-build-core's regex metadata provider), ``arena_vec.__version__`` and ``arena-vec
--version`` import it. CHANGELOG.md has a section per version."""

from __future__ import annotations

__version__ = "0.1.0"
