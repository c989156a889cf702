"""docs/computer-players.md, "Writing your own computer player": the example players are taken
from the page itself, use only names the page documents, play legal actions in every region (the
game refuses any other: ``Game.apply`` raises), and the stronger example beats the simple one."""

from __future__ import annotations

import ast
import contextlib
import importlib
import io
import re
import sys
from pathlib import Path

import pytest

from mahjong_desktop.ai.arena import ArenaConfig, run_arena, summarise
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse_one
from tests.helpers.stacked_table import stacked

PAGE = Path(__file__).resolve().parents[2] / "docs/computer-players.md"
SECTION = "## Writing your own computer player"
SIMPLE = "my_players:HighTileThrower"
STRONG = "my_efficient:Efficient"
LINEUP = (STRONG, SIMPLE, STRONG, SIMPLE)

# Every region with its defaults, and the 兰州 option sets that change what a player is asked:
# the dealer's 玩法 before play with 硬甩 (no Pass while a set is held), and a 包 mode.
TABLES: list[tuple[str, dict[str, object]]] = [
    ("lincang", {}),
    ("linfen", {}),
    ("lanzhou", {}),
    ("lanzhou", {"mode": "dealer_chooses", "throw": "hard"}),
    ("lanzhou", {"mode": "san_bao_bao"}),
    ("shangrao", {}),
    ("linan", {}),
]


def section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index(SECTION)
    end = text.find("\n## ", start + len(SECTION))
    return text[start : end if end > 0 else None]


def python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def modules() -> dict[str, str]:
    """The section's example modules: the ```python blocks whose first line names a file."""
    out = {}
    for block in python_blocks(section()):
        first = block.splitlines()[0]
        match = re.fullmatch(r"# (\w+)\.py", first)
        if match:
            out[match.group(1)] = block
    return out


@pytest.fixture()
def readme_players(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    found = modules()
    for name, code in found.items():
        (tmp_path / f"{name}.py").write_text(code, encoding="utf-8")
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    return found


def test_readme_has_both_example_players() -> None:
    assert set(modules()) == {"my_players", "my_efficient"}


def test_example_players_use_only_documented_names() -> None:
    """Every name the examples import from the game, and its module, is named on the page outside
    the example modules themselves."""
    prose = PAGE.read_text(encoding="utf-8")
    for code in modules().values():
        prose = prose.replace(code, "")
    for code in modules().values():
        for node in ast.walk(ast.parse(code)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mahjong_"):
                assert f"`{node.module}" in prose, f"{node.module} is not in {PAGE.name}"
                for alias in node.names:
                    assert re.search(rf"\b{alias.name}\b", prose), (
                        f"{node.module}.{alias.name} is not in {PAGE.name}"
                    )


@pytest.mark.slow
@pytest.mark.parametrize(("region", "options"), TABLES)
def test_example_players_play_only_legal_actions(
    readme_players: dict[str, str], region: str, options: dict[str, object]
) -> None:
    config = ArenaConfig(region, LINEUP, 7, options)
    results = run_arena(config, walls=3)  # an illegal action would raise IllegalActionError
    assert len(results) == 3 and all(len(w.seats) == 16 for w in results)


@pytest.mark.slow
@pytest.mark.parametrize(("region", "walls"), [("lincang", 40), ("lanzhou", 20)])
def test_stronger_example_beats_the_simple_one(
    readme_players: dict[str, str], region: str, walls: int
) -> None:
    config = ArenaConfig(region, LINEUP, 1)
    summary = summarise(config, run_arena(config, walls))
    (diff,) = summary["differences"]
    assert (diff["a"], diff["b"]) == (STRONG, SIMPLE)
    low, _ = diff["ci95"]
    assert low > 0 and diff["mean"] > 0.5, diff  # duplicate walls: deterministic, wide margin


def test_the_win_value_snippet_prints_what_its_comment_says() -> None:
    """The short ``win_value`` example, run on a 兰州 两报 hand ready on 5s and not declared."""
    (snippet,) = [b for b in python_blocks(section()) if "win_points(ev)" in b]
    rules = load_region("lanzhou", {"throw": "none", "zhong_fa_bai": False})
    view = stacked(rules, {1: "111m999m111p999p5s"}).view(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(snippet, {"region": rules, "view": view, "tile": parse_one("5s")})
    printed = out.getvalue().strip()
    assert printed == "6 底分 1 × 2^1 (自摸翻倍 1) = 2 from each of the three"
