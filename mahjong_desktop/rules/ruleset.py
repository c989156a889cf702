"""Rulesets as data: load ``rulesets/<region>.toml`` into typed, validated objects.

A ruleset file declares the region, every option a player may switch (type, default, allowed values,
Chinese and English labels, help text, dependencies), the names of score items and free-form score
tables for the region module. The settings dialog is generated from the option declarations, so a
broken file must be rejected here with a message naming the file, the key and what is allowed.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mahjong_desktop.messages import Says, number
from mahjong_desktop.validation import (
    RULESET_LIMITS,
    DataError,
    Fields,
    decode_utf8,
    integer_range,
    join,
    one_of,
    parse_toml,
    read_bytes,
)

OptionValue = bool | int | str
# The largest magnitude of an int option (its bounds, default and any value given): what the
# settings dialog's spin boxes hold (a Qt int, 32 bits). A cap of 10¹² once made the dialog raise
# OverflowError on opening.
OPTION_INT_LIMIT = (1 << 31) - 1

_PACKAGE = "mahjong_desktop.rulesets"


class RulesetError(DataError):
    """A ruleset file, an option name or an option value is wrong: a ``DataError`` (file, dotted
    key, value, what is allowed) of its own kind, so that callers can tell a bad ruleset from the
    other data they read."""


class UnknownRegion(RulesetError):
    """No ruleset file of that id exists (as opposed to one that exists but is broken)."""


class OptionType(Enum):
    BOOL = "bool"
    INT = "int"
    CHOICE = "choice"


@dataclass(frozen=True, slots=True)
class Choice:
    value: str
    label_zh: str
    label_en: str


@dataclass(frozen=True, slots=True)
class OptionDecl:
    """One switchable rule. ``depends_on`` names bool options that must be on for it to apply."""

    key: str
    type: OptionType
    default: OptionValue
    label_zh: str
    label_en: str
    help_zh: str
    help_en: str
    depends_on: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    step: int | None = None  # an int option's values are multiples of this (临安 辣子 of 100)

    def allowed(self) -> str:
        """Human description of the allowed values, for error messages and help."""
        return self.allowed_says().english()

    def allowed_says(self) -> Says:
        """``allowed()`` as a ``Says`` (the window words it in the player's language)."""
        if self.type is OptionType.BOOL:
            return Says("boolean")
        if self.type is OptionType.CHOICE:
            return one_of(c.value for c in self.choices)
        lo = "…" if self.minimum is None else str(self.minimum)
        hi = "…" if self.maximum is None else str(self.maximum)
        # The bounds as the file writes them; a step of 1 says nothing.
        return integer_range(lo, hi, self.step)

    def coerce(self, value: object, source: str = "", key: str = "") -> OptionValue:
        """Check ``value`` (a typed value, or text from a command line) and return it typed.

        Raises ``RulesetError`` naming ``source`` and ``key`` (the option's own key if none is
        given), the value and what is allowed.
        """
        where = key or self.key
        if self.type is OptionType.BOOL:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in _BOOL_WORDS:
                return _BOOL_WORDS[value.strip().lower()]
        elif self.type is OptionType.INT:
            number = _whole_number(value)
            if number is not None and self._within(number):
                if abs(number) > OPTION_INT_LIMIT:
                    raise RulesetError(source, where, number, _SETTINGS_RANGE)
                return number
        elif isinstance(value, str) and any(c.value == value.strip() for c in self.choices):
            return value.strip()
        raise RulesetError(source, where, value, self.allowed_says())

    def _within(self, number: int) -> bool:
        return (
            (self.minimum is None or number >= self.minimum)
            and (self.maximum is None or number <= self.maximum)
            and not (self.step and number % self.step)
        )

    def label(self, language: str) -> str:
        return self.label_zh if language.startswith("zh") else self.label_en

    def help(self, language: str) -> str:
        return self.help_zh if language.startswith("zh") else self.help_en


_SETTINGS_RANGE = Says("settings_range", (number(-OPTION_INT_LIMIT), number(OPTION_INT_LIMIT)))


def _whole_number(value: object) -> int | None:
    """An int option's value from a typed value or command-line text; None if it is no number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


_BOOL_WORDS = {
    "true": True,
    "on": True,
    "yes": True,
    "1": True,
    "false": False,
    "off": False,
    "no": False,
    "0": False,
}


class Options(Mapping[str, OptionValue]):
    """The resolved option values of one game: every declared key, defaults filled in. Immutable."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, OptionValue]) -> None:
        self._values = MappingProxyType(dict(values))

    def __getitem__(self, key: str) -> OptionValue:
        try:
            return self._values[key]
        except KeyError:
            raise KeyError(f"no option {key!r}; options are: {', '.join(self._values)}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Options({dict(self._values)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return dict(self._values) == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def to_dict(self) -> dict[str, OptionValue]:
        return dict(self._values)


@dataclass(frozen=True, slots=True)
class Ruleset:
    region: str
    name_zh: str
    name_en: str
    description_zh: str
    description_en: str
    options: Mapping[str, OptionDecl]
    terms: Mapping[str, tuple[str, str]]
    tables: Mapping[str, Any]
    source: str = field(default="", compare=False)
    # The id the player's settings know this ruleset by: the region id for a shipped file, or
    # ``my:<file name>`` for a player's own file (storage/player_rulesets.py) of that region.
    variant: str = field(default="", compare=False)

    @property
    def key(self) -> str:
        """Settings key of this ruleset's option values (its variant, else its region)."""
        return self.variant or self.region

    def name(self, language: str) -> str:
        return self.name_zh if language.startswith("zh") else self.name_en

    def term(self, identifier: str, language: str = "zh") -> str:
        """Name of a score item; the identifier itself if the file does not name it."""
        names = self.terms.get(identifier)
        if names is None:
            return identifier
        return names[0] if language.startswith("zh") else names[1]

    def table_fields(self) -> Fields:
        """Typed access to ``[tables]`` for a region module: a wrong value is a
        ``RulesetError`` naming this file and the dotted key (``tables.hu.peng.x``)."""
        return Fields(self.tables, self.source, "tables", RulesetError)

    def defaults(self) -> Options:
        return Options({key: decl.default for key, decl in self.options.items()})

    def resolve(self, overrides: Mapping[str, object] | None = None) -> Options:
        """Defaults overlaid with ``overrides`` (typed values or command-line text).

        Unknown keys, bad values and an option switched on while an option it depends on is off
        raise ``RulesetError`` naming the ruleset file, the key and what is allowed.
        """
        values: dict[str, OptionValue] = {k: d.default for k, d in self.options.items()}
        given = overrides or {}
        for key, raw in given.items():
            where = join("options", key)
            decl = self.options.get(key)
            if decl is None:
                known = (self.region, tuple(self.options))
                raise RulesetError.about(self.source, where, Says("not_option_of_region", known))
            values[key] = decl.coerce(raw, self.source, where)
        for key, decl in self.options.items():
            if decl.type is OptionType.BOOL and values[key] and key in given:
                off = [dep for dep in decl.depends_on if not values[dep]]
                if off:
                    needs = Says("needs_switched_on", (tuple(off),))
                    raise RulesetError.about(self.source, join("options", key), needs)
        return Options(values)

    def active(self, options: Mapping[str, OptionValue], key: str) -> bool:
        """Whether ``key`` applies: every option it depends on is on."""
        return all(bool(options[dep]) for dep in self.options[key].depends_on)


def available_regions() -> list[str]:
    """Region ids of the ruleset files shipped with the game, sorted."""
    folder = resources.files(_PACKAGE)
    return sorted(
        entry.name.removesuffix(".toml")
        for entry in folder.iterdir()
        if entry.name.endswith(".toml")
    )


def load_ruleset(region: str) -> Ruleset:
    """Load a shipped ruleset by region id (``"lincang"``)."""
    regions = available_regions()
    if region not in regions:
        raise UnknownRegion("", "region", region, Says("one_of_regions", (tuple(regions),)))
    return _shipped(region)


@functools.cache
def _shipped(region: str) -> Ruleset:
    # A shipped file never changes while the app runs, and a Ruleset is frozen: parsed once per
    # process (the settings dialog looked each one up several times per opening, each a parse).
    entry = resources.files(_PACKAGE).joinpath(f"{region}.toml")
    return parse_ruleset(entry.read_text(encoding="utf-8"), source=f"rulesets/{region}.toml")


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load a ruleset from any file (a player's own variant), at most 1 MiB of UTF-8 TOML."""
    p = Path(path)
    try:
        text = decode_utf8(read_bytes(p, RULESET_LIMITS), str(p))
    except DataError as exc:
        raise RulesetError.recast(exc) from None
    return parse_ruleset(text, source=str(p))


_SECTIONS = ("region", "options", "terms", "tables")
_REGION_KEYS = ("id", "name_zh", "name_en", "description_zh", "description_en")
_LONG_TEXT = RULESET_LIMITS.max_string  # help texts and descriptions are paragraphs


def parse_ruleset(text: str, *, source: str = "<ruleset>") -> Ruleset:
    # Size, depth and number bounds first (validation.py): deep nesting in [tables] was a
    # RecursionError and a 5,000-digit number a ValueError, not a message.
    try:
        data = parse_toml(text, source, RULESET_LIMITS)
    except DataError as exc:
        raise RulesetError.recast(exc) from None
    top = Fields.of(data, source, error=RulesetError)
    top.only(_SECTIONS)
    region = top.table("region")
    region.only(_REGION_KEYS)
    declared = top.table("options", required=False)
    options = {key: _option(key, declared.table(key)) for key in declared}
    for key, decl in options.items():
        for dep in decl.depends_on:
            dep_decl = options.get(dep)
            if dep_decl is None or dep_decl.type is not OptionType.BOOL:
                raise RulesetError(source, f"options.{key}.depends_on", dep, Says("bool_option"))
    named = top.table("terms", required=False)
    terms = {key: _term(named.table(key)) for key in named}
    ruleset = Ruleset(
        region=region.text("id", non_empty=True),
        name_zh=region.text("name_zh", non_empty=True),
        name_en=region.text("name_en", non_empty=True),
        description_zh=region.text("description_zh", "", max_len=_LONG_TEXT),
        description_en=region.text("description_en", "", max_len=_LONG_TEXT),
        options=MappingProxyType(options),
        terms=MappingProxyType(terms),
        tables=MappingProxyType(dict(top.table("tables", required=False).data)),
        source=source,
    )
    # Each option is bounded by itself above; their product (a cap times a stake times 2^台) is
    # bounded here, so that no hand can be worth more than the saved games hold (issue 35).
    from mahjong_desktop.rules.worth_bounds import check_hand_worth  # it reads Ruleset

    check_hand_worth(ruleset)
    return ruleset


def _term(names: Fields) -> tuple[str, str]:
    names.only(("zh", "en"))
    return names.text("zh", non_empty=True), names.text("en", non_empty=True)


_OPTION_KEYS = (
    "type",
    "default",
    "label_zh",
    "label_en",
    "help_zh",
    "help_en",
    "depends_on",
    "choices",
    "minimum",
    "maximum",
    "step",
)


def _option(key: str, f: Fields) -> OptionDecl:
    """One ``[options.<key>]`` declaration; every mistake names its dotted key."""
    f.only(_OPTION_KEYS)
    otype = OptionType(f.choice("type", [t.value for t in OptionType]))
    choices: tuple[Choice, ...] = ()
    if otype is OptionType.CHOICE:
        choices = tuple(_choice(c) for c in f.tables("choices"))
        if len({c.value for c in choices}) != len(choices):
            raise f.fail("choices", Says("values_differ"))
    elif "choices" in f:
        raise f.fail("choices", Says("only_choice_choices", (otype.value,)))
    for bound in ("minimum", "maximum", "step"):
        if bound in f and otype is not OptionType.INT:
            raise f.fail(bound, Says("only_int_bounds", (otype.value,)))
    # Bounded by what the settings dialog's spin boxes hold (OPTION_INT_LIMIT).
    lo = f.optional_integer("minimum", -OPTION_INT_LIMIT, OPTION_INT_LIMIT)
    hi = f.optional_integer("maximum", -OPTION_INT_LIMIT, OPTION_INT_LIMIT)
    step = f.optional_integer("step", 1, OPTION_INT_LIMIT)
    if lo is not None and hi is not None and lo > hi:
        raise f.error(f.source, f.where("minimum"), lo, f"at most the maximum ({hi})")
    decl = OptionDecl(
        key=key,
        type=otype,
        default=False,  # checked below, once the declaration can validate values
        label_zh=f.text("label_zh", non_empty=True),
        label_en=f.text("label_en", non_empty=True),
        help_zh=f.text("help_zh", non_empty=True, max_len=_LONG_TEXT),
        help_en=f.text("help_en", non_empty=True, max_len=_LONG_TEXT),
        depends_on=f.texts("depends_on"),
        choices=choices,
        minimum=lo,
        maximum=hi,
        step=step,
    )
    if "default" not in f:
        raise f.fail("default", Says("missing_must_be", (decl.allowed_says(),)))
    default = f.data["default"]
    # The file must give the default in its own type (true, not "true"); coerce would read text.
    typed = {OptionType.BOOL: bool, OptionType.INT: int, OptionType.CHOICE: str}[otype]
    if not isinstance(default, typed) or (otype is OptionType.INT and isinstance(default, bool)):
        raise RulesetError(f.source, f.where("default"), default, decl.allowed_says())
    return replace(decl, default=decl.coerce(default, f.source, f.where("default")))


def _choice(f: Fields) -> Choice:
    f.only(("value", "label_zh", "label_en"))
    return Choice(
        f.text("value", non_empty=True),
        f.text("label_zh", non_empty=True),
        f.text("label_en", non_empty=True),
    )
