"""tests/integrations: the helper modules beside the tests import by plain name (which
files need an optional stack, and when they are left out, is in tests/conftest.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
