"""Finding the linters of the test extra (actionlint, shellcheck, zizmor): installed beside this
Python by ``pip install -e '.[test]'``, or on PATH."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

BIN = Path(sys.executable).parent


def tool(name: str) -> str:
    """A linter from the test extra: next to this Python first, then on PATH."""
    for candidate in (BIN / name, BIN / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    assert found, f"{name} is not installed; pip install -e '.[test]' installs it"
    return found
