"""The Chinese words the English UI keeps by design: the rule terms.

They are the Chinese names of the ruleset files (region names, terms, option and choice labels)
and every Chinese word the files' English texts keep; the Chinese words in the app's English
source strings ("Auto win (自动胡)", "下家 right"), which the code writes in English on purpose;
the Chinese terms of the English rule pages (``resources/rules/*.en.md``); the tiles' Chinese
names, which the table and the claim bar use in both languages; and the few terms the table and
the coach use that no ruleset file names (``TABLE_TERMS``).
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from mahjong_desktop.tiles import NUM_KINDS, zh_name

ROOT = Path(__file__).resolve().parents[2]
_HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
# Keys whose whole value is a Chinese name; in the Chinese texts (help_zh, description_zh) only
# the names count, not every sentence.
_NAME_KEYS = frozenset({"zh", "label_zh", "name_zh"})
# The table's words for the face-up tail tiles and 上饶's indicator (ui/table/words.py: "尾牌 tail
# tiles", "翻宝 → 宝 四条") and the coach's: kong money ("0.8 points of kong money (杠钱)"), 兰州's
# declaring modes ("in a 报 mode only a declared hand may win").
TABLE_TERMS = frozenset({"尾牌", "翻宝", "杠钱", "报"})


def _strings(value: object, key: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, str(k))
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v, key)


def _ruleset_terms() -> Iterator[str]:
    for path in sorted((ROOT / "rulesets").glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for key, text in _strings(data):
            if key in _NAME_KEYS:
                yield text.strip()
            elif key == "en" or key.endswith("_en"):
                yield from _HAN_RUN.findall(text)


def _source_terms() -> Iterator[str]:
    # Every source string of the app is in the Chinese translation file, with its translation.
    source = ROOT / "resources" / "i18n" / "mahjong_zh_CN.ts"
    for message in ET.parse(source).getroot().iter("message"):
        yield from _HAN_RUN.findall(message.findtext("source") or "")


def _rule_page_terms() -> Iterator[str]:
    # The English rule pages (Help › Rules) name each rule by its Chinese term.
    for path in sorted((ROOT / "resources" / "rules").glob("*.en.md")):
        yield from _HAN_RUN.findall(path.read_text(encoding="utf-8"))


@cache
def han_allowed() -> frozenset[str]:
    """Every Chinese term the English UI may show."""
    terms = {
        *_ruleset_terms(),
        *_source_terms(),
        *_rule_page_terms(),
        *(zh_name(t) for t in range(NUM_KINDS)),
        *TABLE_TERMS,
    }
    return frozenset(t for t in terms if t)
