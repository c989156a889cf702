"""What players read says what they will meet at the table, not how the game was made (issue
31.5): no "the seed", "原文", "[decided]", benchmark figures or similar developer words in the
window's strings (both translation files, sources and translations), in the rulesets' names,
labels and help, or in the rules pages shown in the app. The ruleset files' ``#`` comments are
for the people who maintain them and are not read here; the measurements live in the docs."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = sorted((ROOT / "resources" / "i18n").glob("*.ts"))
RULESETS = sorted((ROOT / "rulesets").glob("*.toml"))
RULES_PAGES = sorted((ROOT / "resources" / "rules").glob("*.md"))

# Each with why a player should not meet it. 原文件 (the original file, of a settings file moved
# aside) is a player's word, so 原文 counts only when not followed by 件; "points per hand" is
# the player's own statistic, so the figures are matched by the words that came with them.
DEVELOPER_WORDS: dict[str, re.Pattern[str]] = {
    "the seed texts": re.compile(r"\bseeds?\b|种子", re.IGNORECASE),
    "the original text": re.compile(r"原文(?!件)"),
    "a design decision mark": re.compile(r"\[decided|本游戏的定法|定法】", re.IGNORECASE),
    "benchmark figures": re.compile(
        r"\bmeasured\b|实测|benchmark|\barena\b|番 a hand", re.IGNORECASE
    ),
    "the program's history": re.compile(r"first version|第一版"),
}


def _ts_texts(path: Path) -> Iterator[tuple[str, str]]:
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            yield f"{path.name} [{name}] source", source
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            texts = [form.text or "" for form in translation.iter("numerusform")]
            for text in texts or [translation.text or ""]:
                yield f"{path.name} [{name}] {source[:40]!r}", text


def _strings(value: object, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, f"{where}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, f"{where}[{index}]")


def _ruleset_texts(path: Path) -> Iterator[tuple[str, str]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    yield from _strings(data, path.name)


def _page_texts(path: Path) -> Iterator[tuple[str, str]]:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        yield f"{path.name}:{number}", line


def player_texts() -> Iterator[tuple[str, str]]:
    for path in TRANSLATIONS:
        yield from _ts_texts(path)
    for path in RULESETS:
        yield from _ruleset_texts(path)
    for path in RULES_PAGES:
        yield from _page_texts(path)


def developer_words(texts: Iterator[tuple[str, str]]) -> list[str]:
    found = []
    for where, text in texts:
        for why, pattern in DEVELOPER_WORDS.items():
            match = pattern.search(text)
            if match:
                found.append(f"{where}: {match.group(0)!r} ({why})")
    return found


def test_the_places_players_read_are_all_looked_at() -> None:
    # The game's two languages, and the Chinese for Qt's own dialogs (qt_extra_zh_CN.ts).
    assert [p.name for p in TRANSLATIONS] == [
        "mahjong_en.ts",
        "mahjong_zh_CN.ts",
        "qt_extra_zh_CN.ts",
    ]
    assert {p.stem for p in RULESETS} >= {"lincang", "linfen", "lanzhou", "shangrao", "linan"}
    assert len(RULES_PAGES) == 2 * len(RULESETS)
    texts = list(player_texts())
    assert any("Practise your town" in text for _, text in texts)  # the window's strings
    assert any("甩牌" in text and "help_en" in where for where, text in texts)  # option help
    page = RULES_PAGES[0].name
    assert any(where.startswith(f"{page}:") for where, _ in texts)  # the rules pages


def test_no_developer_words_in_what_players_read() -> None:
    assert developer_words(player_texts()) == []


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('Seed: "不能連莊"', "the seed texts"),
        ("Off (default; the seed is silent, as in 临沧)", "the seed texts"),
        ("开启（默认，原文未说明，按临沧）", "the original text"),
        ("种子规则两种说法都有。", "the seed texts"),
        ("- [decided] Four alike count as two pairs", "a design decision mark"),
        ("Measured: Normal scores about 0.8 番 a hand more", "benchmark figures"),
        ("开启（第一版的读法）", "the program's history"),
    ],
)
def test_the_check_finds_each_kind_of_developer_word(text: str, why: str) -> None:
    found = developer_words(iter([("x", text)]))
    assert found and any(f"({why})" in line for line in found)


def test_the_check_leaves_players_words_alone() -> None:
    fine = [
        "原文件已保存为 %1",
        "Tables differ on which honours make a 三风 甩牌 set.",
        "A win needs 200 胡 by self-draw and 300 on a discard.",
        "Hard: a strong, patient player.",
        "Mean points per hand",  # the player's own statistics
    ]
    assert developer_words(iter(("x", text) for text in fine)) == []
