"""benchmarks/arena_suite.py: the classical line-ups, their saved runs and the comparison of hard's
lead with normal's across two runs on the same walls."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _suite() -> ModuleType:
    spec = importlib.util.spec_from_file_location("arena_suite", ROOT / "benchmarks/arena_suite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["arena_suite"] = module
    spec.loader.exec_module(module)
    return module


def test_the_classical_runs_are_saved_per_option_set_and_compared_across(tmp_path: Path) -> None:
    suite = _suite()
    for kind in ("classical", "classical-hard"):
        suite.run_one("lanzhou", kind, 2, 5, 1, tmp_path, {"mode": "liang_bao_bao"})
    saved = sorted(p.name for p in tmp_path.iterdir())
    assert saved == [
        "lanzhou-classical-hard-mode-liang_bao_bao.json",
        "lanzhou-classical-mode-liang_bao_bao.json",
    ]
    run = json.loads((tmp_path / saved[1]).read_text(encoding="utf-8"))
    assert run["given_options"] == {"mode": "liang_bao_bao"} and run["unit"] == "番"
    assert len(run["per_wall"]["normal"]) == 2
    line = suite.hard_over_normal(tmp_path, "lanzhou", "-mode-liang_bao_bao")
    assert line is not None and line.startswith("| (hard − classical) − (normal − classical)")
    assert suite.hard_over_normal(tmp_path, "lincang") is None  # no such runs
