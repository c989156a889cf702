"""Claims a rules page makes, where their figures come from, and the check of a page against them.

A claim is a phrase in each language. A ``Figure`` has ``{}`` where its numbers go and a function
that reads them from a ``Source`` (the ruleset's ``[tables]`` and option defaults, or the region
module scoring a hand); a ``Default`` is true only while some options (or the window's settings)
keep their defaults; a ``Fixed`` phrase holds numbers no ruleset holds (136 tiles, tile names, a
quotation) and must simply be on both pages. ``problems`` lists what a region's pages get wrong.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from mahjong_desktop.rules.hand_facts import Evaluation
from mahjong_desktop.rules.hand_input import win_context_from_json
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import region_rules
from mahjong_desktop.rules.ruleset import OptionValue, Ruleset, parse_ruleset
from mahjong_desktop.storage.settings import Settings

LANGUAGES = ("en", "zh")


@dataclass(frozen=True)
class Word:
    """A number the pages spell out ("two tail tiles", "两张尾牌")."""

    n: int


@dataclass(frozen=True)
class Lang:
    """Text that differs by language ("2 (no win)" / "2（不能胡）")."""

    en: str
    zh: str


Shown = int | str | Word | Lang

_EN_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 7: "seven", 10: "ten", 100: "hundred"}
_ZH_WORDS = {1: "一", 2: "两", 3: "三", 4: "四", 7: "七", 10: "十", 100: "百"}


def shown(value: Shown, language: str) -> str:
    if isinstance(value, Lang):
        return value.en if language == "en" else value.zh
    if isinstance(value, Word):
        words = _EN_WORDS if language == "en" else _ZH_WORDS
        # A number without a word here shows as digits, so it cannot match a spelled phrase.
        return words.get(value.n, str(value.n))
    return str(value)


def same(*values: object) -> Shown:
    """One figure a page states for several items (杠上花, 杠上炮, 抢杠胡 "1 each"): their common
    value, or a text no page contains when they differ."""
    if len(set(values)) == 1:
        value = values[0]
        return value if isinstance(value, int | str) else str(value)
    return "≠".join(map(str, values))


class Source:
    """A region's ruleset, read from its text (so a test can change it), and its region module."""

    def __init__(self, region: str, text: str) -> None:
        self.region = region
        self.data: dict[str, Any] = tomllib.loads(text)
        self.ruleset: Ruleset = parse_ruleset(text, source=f"{region}.toml")
        # What the claims read: ("tables", key, …) and ("options", key).
        self.read: set[tuple[str, ...]] = set()

    @cached_property
    def rules(self) -> RegionRules:
        return region_rules(self.ruleset)

    def with_options(self, **overrides: object) -> RegionRules:
        return region_rules(self.ruleset, self.ruleset.resolve(overrides))

    def table(self, *path: str) -> Any:
        self.read.add(("tables", *path))
        value: Any = self.data["tables"]
        for key in path:
            value = value[key]
        return value

    def default(self, key: str) -> OptionValue:
        self.read.add(("options", key))
        return self.ruleset.defaults()[key]

    def unread(self) -> list[str]:
        """The ruleset's options and numbers no claim read: each is a rule the pages say
        nothing about (a new pattern in a score table, a new option)."""
        wanted: set[tuple[str, ...]] = {("options", key) for key in self.data.get("options", {})}
        wanted |= set(_numbers(self.data.get("tables", {}), ("tables",)))
        return [
            ".".join(path)
            for path in sorted(wanted)
            if not any(path[: len(read)] == read for read in self.read)
        ]

    def number(self, key: str) -> int:
        value = self.default(key)
        assert isinstance(value, int) and not isinstance(value, bool), (key, value)
        return value

    def evaluate(self, hand: Mapping[str, Any], **options: object) -> Evaluation:
        rules = self.with_options(**options) if options else self.rules
        return rules.evaluate(win_context_from_json({"region": self.region, **hand}))

    def pays(self, hand: Mapping[str, Any], key: str, **options: object) -> Shown:
        """What ``key`` (each, discarder, other) pays for ``hand``; "not a win" if it is none."""
        evaluation = self.evaluate(hand, **options)
        return evaluation.pays()[key] if evaluation.legal else "not a win"


def _numbers(value: object, path: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Paths of the whole numbers under ``value`` (a [tables] section; flags and names are not
    figures)."""
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _numbers(item, (*path, key))]
    is_number = isinstance(value, int) and not isinstance(value, bool)
    return [path] if is_number else []


@dataclass(frozen=True)
class Figure:
    """A phrase in each language with ``{}`` for figures, and the figures from the source."""

    en: str
    zh: str
    values: Callable[[Source], tuple[Shown, ...]]


@dataclass(frozen=True)
class Default:
    """A phrase that is true while the options (or the window's settings, ``settings.<key>``)
    keep these defaults."""

    defaults: Mapping[str, object]
    en: str
    zh: str


@dataclass(frozen=True)
class Fixed:
    """A phrase with numbers no ruleset holds, stated on both pages."""

    en: str
    zh: str


Claim = Figure | Default | Fixed


@dataclass(frozen=True)
class PageClaims:
    """Everything a region's pages claim; ``generated`` adds figures read off the ruleset itself
    (上饶's score table, one row per row of ``[tables.score]``)."""

    claims: Sequence[Claim]
    generated: Callable[[Source], list[Figure]] = field(default=lambda source: [])


def defaults(*keys: str) -> Callable[[Source], tuple[Shown, ...]]:
    """The defaults of these options, in this order (the kong payments)."""
    return lambda source: tuple(source.number(key) for key in keys)


def _flat(text: str) -> str:
    """Runs of white space made one, so that re-wrapping a page changes nothing."""
    return " ".join(text.split())


def _outside(page: str, phrases: list[str]) -> str:
    """``page`` with every occurrence of each phrase blanked out (phrases may overlap)."""
    covered = [False] * len(page)
    for phrase in phrases:
        start = page.find(phrase) if phrase else -1
        while start >= 0:
            covered[start : start + len(phrase)] = [True] * len(phrase)
            start = page.find(phrase, start + 1)
    return "".join(" " if hit else char for char, hit in zip(page, covered, strict=True))


def _default_of(source: Source, key: str) -> object:
    if key.startswith("settings."):
        return getattr(Settings(), key.removeprefix("settings."))
    return source.default(key)


def problems(
    region: str, spec: PageClaims, ruleset_text: str, pages: Mapping[str, str]
) -> list[str]:
    """Everything the region's pages (language → text) get wrong, one readable line each:

    - a claim's phrase, filled in from the ruleset, missing from a page;
    - a ``Default`` claim whose option no longer has that default;
    - a number on a page outside every claimed phrase (a figure nobody checks);
    - an option or a number of the ruleset's ``[tables]`` that no claim reads (a rule the pages
      leave out);
    - numbers that one language states and the other does not.
    """
    source = Source(region, ruleset_text)
    found: list[str] = []
    phrases: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    for claim in (*spec.claims, *spec.generated(source)):
        if isinstance(claim, Default):
            for key, expected in claim.defaults.items():
                actual = _default_of(source, key)
                if actual != expected:
                    found.append(
                        f"{region}: the pages say {claim.en!r} / {claim.zh!r}, true while `{key}` "
                        f"defaults to {expected!r}; it now defaults to {actual!r}"
                    )
        for lang in LANGUAGES:
            phrase = claim.en if lang == "en" else claim.zh
            if isinstance(claim, Figure):
                phrase = phrase.format(*(shown(v, lang) for v in claim.values(source)))
            phrases[lang].append(_flat(phrase))
    for lang in LANGUAGES:
        name = f"resources/rules/{region}.{lang}.md"
        page = _flat(pages[lang])
        found.extend(
            f"{name} does not say: {phrase}" for phrase in phrases[lang] if phrase not in page
        )
        rest = _outside(page, phrases[lang])
        for match in re.finditer(r"[^\s|]*\d[^\s|]*", rest):
            context = rest[max(0, match.start() - 30) : match.end() + 30].strip()
            found.append(f"{name} states {match.group(0)!r} unchecked: …{context}…")
    found.extend(
        f"resources/rules/{region}.*.md state nothing about `{path}` of the ruleset"
        for path in source.unread()
    )
    digits = {lang: set(re.findall(r"\d+", pages[lang])) for lang in LANGUAGES}
    if digits["en"] != digits["zh"]:
        found.append(
            f"{region}: numbers only in English {sorted(digits['en'] - digits['zh'])}, "
            f"only in Chinese {sorted(digits['zh'] - digits['en'])}"
        )
    return found
