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

from mahjong_desktop.validation import (
    RULESET_LIMITS,
    DataError,
    decode_utf8,
    parse_toml,
    read_bytes,
    shown,
)

OptionValue = bool | int | str
# The largest magnitude of an int option (its bounds, default and any value given): what the
# settings dialog's spin boxes hold (a Qt int, 32 bits). A cap of 10¹² once made the dialog raise
# OverflowError on opening.
OPTION_INT_LIMIT = (1 << 31) - 1

_PACKAGE = "mahjong_desktop.rulesets"


class RulesetError(ValueError):
    """A ruleset file, an option name or an option value is wrong. The message says where."""


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
        if self.type is OptionType.BOOL:
            return "true or false"
        if self.type is OptionType.CHOICE:
            return "one of " + ", ".join(c.value for c in self.choices)
        lo = "…" if self.minimum is None else str(self.minimum)
        hi = "…" if self.maximum is None else str(self.maximum)
        multiple = f", a multiple of {self.step}" if self.step else ""
        return f"a whole number from {lo} to {hi}{multiple}"

    def coerce(self, value: object) -> OptionValue:
        """Check ``value`` (a typed value, or text from a command line) and return it typed.

        Raises ``ValueError`` with the allowed values; callers add the file and key.
        """
        if self.type is OptionType.BOOL:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in _BOOL_WORDS:
                return _BOOL_WORDS[value.strip().lower()]
            raise ValueError(f"{shown(value)} is not {self.allowed()}")
        if self.type is OptionType.INT:
            number: int
            if isinstance(value, bool):
                raise ValueError(f"{shown(value)} is not {self.allowed()}")
            if isinstance(value, int):
                number = value
            elif isinstance(value, str):
                try:
                    number = int(value.strip())
                except ValueError:
                    raise ValueError(f"{shown(value)} is not {self.allowed()}") from None
            else:
                raise ValueError(f"{shown(value)} is not {self.allowed()}")
            if (
                (self.minimum is not None and number < self.minimum)
                or (self.maximum is not None and number > self.maximum)
                or (self.step and number % self.step)
            ):
                raise ValueError(f"{shown(number)} is not {self.allowed()}")
            if abs(number) > OPTION_INT_LIMIT:
                raise ValueError(
                    f"{shown(number)} is not a whole number from {-OPTION_INT_LIMIT:,} to "
                    f"{OPTION_INT_LIMIT:,} (what the settings can hold)"
                )
            return number
        if isinstance(value, str) and any(c.value == value.strip() for c in self.choices):
            return value.strip()
        raise ValueError(f"{shown(value)} is not {self.allowed()}")

    def label(self, language: str) -> str:
        return self.label_zh if language.startswith("zh") else self.label_en

    def help(self, language: str) -> str:
        return self.help_zh if language.startswith("zh") else self.help_en


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

    def defaults(self) -> Options:
        return Options({key: decl.default for key, decl in self.options.items()})

    def resolve(self, overrides: Mapping[str, object] | None = None) -> Options:
        """Defaults overlaid with ``overrides`` (typed values or command-line text).

        Unknown keys, bad values and an option switched on while an option it depends on is off
        raise ``RulesetError`` naming the ruleset file, the key and what is allowed.
        """
        values: dict[str, OptionValue] = {k: d.default for k, d in self.options.items()}
        for key, raw in (overrides or {}).items():
            decl = self.options.get(key)
            if decl is None:
                raise RulesetError(
                    f"{self.source}: unknown option {key!r} for region {self.region}; "
                    f"options are: {', '.join(self.options)}"
                )
            try:
                values[key] = decl.coerce(raw)
            except ValueError as exc:
                raise RulesetError(f"{self.source}: option {key!r}: {exc}") from None
        for key, decl in self.options.items():
            if decl.type is OptionType.BOOL and values[key] and key in (overrides or {}):
                off = [dep for dep in decl.depends_on if not values[dep]]
                if off:
                    raise RulesetError(
                        f"{self.source}: option {key!r} needs {', '.join(off)} switched on"
                    )
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
        raise UnknownRegion(f"unknown region {region!r}; regions are: {', '.join(regions)}")
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
        detail = exc.detail.replace("cannot be read:", "cannot read ruleset file:")
        raise RulesetError(f"{p}: {detail}") from None
    return parse_ruleset(text, source=str(p))


def parse_ruleset(text: str, *, source: str = "<ruleset>") -> Ruleset:
    # Size, depth and number bounds first (validation.py): deep nesting in [tables] was a
    # RecursionError and a 5,000-digit number a ValueError, not a message.
    try:
        data = parse_toml(text, source, RULESET_LIMITS)
    except DataError as exc:
        raise RulesetError(str(exc)) from None
    reader = _Reader(source)
    region = reader.table(data, "region")
    rid = reader.text(region, "id", "region")
    options: dict[str, OptionDecl] = {}
    for key, raw in reader.table(data, "options", required=False).items():
        options[key] = reader.option(key, raw)
    for key, decl in options.items():
        for dep in decl.depends_on:
            dep_decl = options.get(dep)
            if dep_decl is None or dep_decl.type is not OptionType.BOOL:
                raise RulesetError(
                    f"{source}: options.{key}.depends_on: {dep!r} is not a bool option of this file"
                )
    terms: dict[str, tuple[str, str]] = {}
    for key, raw in reader.table(data, "terms", required=False).items():
        if not isinstance(raw, dict):
            raise RulesetError(f"{source}: terms.{key} must be a table {{ zh = …, en = … }}")
        terms[key] = (
            reader.text(raw, "zh", f"terms.{key}"),
            reader.text(raw, "en", f"terms.{key}"),
        )
    unknown = set(data) - {"region", "options", "terms", "tables"}
    if unknown:
        raise RulesetError(
            f"{source}: unknown section(s) {', '.join(sorted(unknown))}; "
            "allowed: region, options, terms, tables"
        )
    ruleset = Ruleset(
        region=rid,
        name_zh=reader.text(region, "name_zh", "region"),
        name_en=reader.text(region, "name_en", "region"),
        description_zh=reader.text(region, "description_zh", "region", required=False),
        description_en=reader.text(region, "description_en", "region", required=False),
        options=MappingProxyType(options),
        terms=MappingProxyType(terms),
        tables=MappingProxyType(reader.table(data, "tables", required=False)),
        source=source,
    )
    # Each option is bounded by itself above; their product (a cap times a stake times 2^台) is
    # bounded here, so that no hand can be worth more than the saved games hold (issue 35).
    from mahjong_desktop.rules.worth_bounds import check_hand_worth  # it reads Ruleset

    check_hand_worth(ruleset)
    return ruleset


_OPTION_KEYS = {
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
}


@dataclass(slots=True)
class _Reader:
    """Field access that turns every mistake into a message naming the file and the key."""

    source: str

    def fail(self, where: str, message: str) -> RulesetError:
        return RulesetError(f"{self.source}: {where}: {message}")

    def table(self, data: Mapping[str, Any], key: str, *, required: bool = True) -> dict[str, Any]:
        value = data.get(key)
        if value is None:
            if required:
                raise RulesetError(f"{self.source}: missing section [{key}]")
            return {}
        if not isinstance(value, dict):
            raise RulesetError(f"{self.source}: [{key}] must be a table")
        return value

    def text(self, data: Mapping[str, Any], key: str, where: str, *, required: bool = True) -> str:
        value = data.get(key)
        if value is None and not required:
            return ""
        if not isinstance(value, str) or (required and not value.strip()):
            raise self.fail(f"{where}.{key}", "must be a non-empty string")
        return value

    def option(self, key: str, raw: object) -> OptionDecl:
        where = f"options.{key}"
        if not isinstance(raw, dict):
            raise self.fail(where, "must be a table")
        extra = set(raw) - _OPTION_KEYS
        if extra:
            raise self.fail(
                where,
                f"unknown field(s) {', '.join(sorted(extra))}; "
                f"allowed: {', '.join(sorted(_OPTION_KEYS))}",
            )
        try:
            otype = OptionType(raw.get("type"))
        except ValueError:
            raise self.fail(
                f"{where}.type", f"{raw.get('type')!r} is not one of bool, int, choice"
            ) from None
        choices: tuple[Choice, ...] = ()
        if otype is OptionType.CHOICE:
            items = raw.get("choices")
            if not isinstance(items, list) or not items:
                raise self.fail(f"{where}.choices", "a choice option needs a non-empty list")
            parsed: list[Choice] = []
            for i, item in enumerate(items):
                at = f"{where}.choices[{i}]"
                if not isinstance(item, dict):
                    raise self.fail(at, "must be a table { value = …, label_zh = …, label_en = … }")
                parsed.append(
                    Choice(
                        self.text(item, "value", at),
                        self.text(item, "label_zh", at),
                        self.text(item, "label_en", at),
                    )
                )
            if len({c.value for c in parsed}) != len(parsed):
                raise self.fail(f"{where}.choices", "values must be different")
            choices = tuple(parsed)
        elif "choices" in raw:
            raise self.fail(
                f"{where}.choices", f"only choice options have choices, not {otype.value}"
            )
        bounds: dict[str, int | None] = {}
        for bound in ("minimum", "maximum", "step"):
            value = raw.get(bound)
            if value is not None and (
                otype is not OptionType.INT or not isinstance(value, int) or isinstance(value, bool)
            ):
                raise self.fail(
                    f"{where}.{bound}", "only int options have bounds, given as integers"
                )
            if value is not None and abs(value) > OPTION_INT_LIMIT:
                raise self.fail(
                    f"{where}.{bound}",
                    f"{shown(value)} is not a whole number from {-OPTION_INT_LIMIT:,} to "
                    f"{OPTION_INT_LIMIT:,} (what the settings dialog can hold)",
                )
            bounds[bound] = value
        if bounds["step"] is not None and bounds["step"] < 1:
            raise self.fail(f"{where}.step", f"{bounds['step']} is not a whole number ≥ 1")
        lo, hi = bounds["minimum"], bounds["maximum"]
        if lo is not None and hi is not None and lo > hi:
            raise self.fail(f"{where}.minimum", f"{lo} is not ≤ maximum ({hi})")
        depends = raw.get("depends_on", [])
        if not isinstance(depends, list) or not all(isinstance(d, str) for d in depends):
            raise self.fail(f"{where}.depends_on", "must be a list of option keys")
        decl = OptionDecl(
            key=key,
            type=otype,
            default=False,  # checked below, once the declaration can validate values
            label_zh=self.text(raw, "label_zh", where),
            label_en=self.text(raw, "label_en", where),
            help_zh=self.text(raw, "help_zh", where),
            help_en=self.text(raw, "help_en", where),
            depends_on=tuple(depends),
            choices=choices,
            minimum=bounds["minimum"],
            maximum=bounds["maximum"],
            step=bounds["step"],
        )
        if "default" not in raw:
            raise self.fail(f"{where}.default", f"missing; must be {decl.allowed()}")
        default = raw["default"]
        # The file must give the default in its own type (true, not "true").
        typed_ok = (
            (otype is OptionType.BOOL and isinstance(default, bool))
            or (
                otype is OptionType.INT
                and isinstance(default, int)
                and not isinstance(default, bool)
            )
            or (otype is OptionType.CHOICE and isinstance(default, str))
        )
        try:
            if not typed_ok:
                raise ValueError(f"{default!r} is not {decl.allowed()}")
            value = decl.coerce(default)
        except ValueError as exc:
            raise self.fail(f"{where}.default", str(exc)) from None
        return replace(decl, default=value)
