"""The player's settings as a typed value, and its JSON form.

Reading is forgiving on purpose: every key is checked on its own, a bad one falls back to its
default and is reported as a ``SettingsProblem`` (which key, what was wrong), so one typo in a
hand-edited file never costs the player the rest of their settings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, TypeVar

from mahjong_desktop.rules.registry import check_options
from mahjong_desktop.rules.ruleset import OptionValue, Ruleset, RulesetError, UnknownRegion
from mahjong_desktop.validation import join, key_text, shown
from mahjong_desktop.validation import shown as shown_value

SCHEMA_VERSION = 1
DEFAULT_REGION = "lincang"


class AiLevel(Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


# A fresh profile plays three Normal computers, never Hard: Normal is the level the strength
# figures speak for (it beats a plain efficiency player in every region) and plays like a careful
# person, so a new player meets sensible play without being outclassed; Easy stays one click away
# for learning the rules, Hard for practice. A saved choice is always kept.
DEFAULT_COMPUTER_LEVEL = AiLevel.NORMAL


class AnimationSpeed(Enum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


class DiscardTimeout(Enum):
    """What is played for the player when the discard timer runs out. ``AUTOPLAY``: what 托管
    would play (a self-drawn win is taken, else the computer's choice), as players of timed apps
    expect; ``DRAWN_TILE``: the tile just drawn is thrown, even a winning one."""

    AUTOPLAY = "autoplay"
    DRAWN_TILE = "drawn_tile"


class SessionLength(Enum):
    """How long a session runs: a number of hands, one round of dealership 一圈, or four 四圈."""

    HANDS = "hands"
    ONE_ROUND = "one_round"
    FOUR_ROUNDS = "four_rounds"


class Language(Enum):
    """``AUTO`` follows the system locale (Chinese systems get Chinese, others English)."""

    AUTO = "auto"
    ZH_CN = "zh_CN"
    EN = "en"


class Opponent(Enum):
    """The three computer seats, named relative to the player so levels follow them around."""

    NEXT = "next"  # 下家, plays after the player
    OPPOSITE = "opposite"  # 对家
    PREVIOUS = "previous"  # 上家, plays before the player


@dataclass(frozen=True, slots=True)
class Settings:
    region: str = DEFAULT_REGION
    # Option values the player changed, per region, so switching region and back keeps them.
    # Only overrides are stored: a default that a later ruleset version changes reaches the player.
    region_options: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)
    computer_levels: Mapping[Opponent, AiLevel] = field(
        default_factory=lambda: dict.fromkeys(Opponent, DEFAULT_COMPUTER_LEVEL)
    )
    session_length: SessionLength = SessionLength.ONE_ROUND
    session_hands: int = 8  # used when session_length is HANDS
    base_stake: int = 1
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    language: Language = Language.AUTO
    player_seat: int = 0  # 0 = East … 3 = North, at the start of the session
    auto_win: bool = False
    auto_pass: bool = False
    # Seconds to answer a claim (碰 吃 杠 胡) before it is passed for the player; 0 = no limit.
    claim_timer: int = 0
    # Seconds to discard on one's turn before the drawn tile is thrown for the player (临安's
    # 30-second limit [seed]); 0 = no limit (the default).
    discard_timer: int = 0
    discard_timeout: DiscardTimeout = DiscardTimeout.AUTOPLAY
    # Table sounds (ui/table/sound.py): 0–100 % of full scale; muted keeps the volume for unmuting.
    sound_volume: int = 70
    sound_muted: bool = False
    cjk_font_notice_dismissed: bool = False
    # Regions whose guided first hand was shown to its end or skipped: it is not offered again
    # unless asked for (Help › Guided first hand).
    tour_seen: tuple[str, ...] = ()

    def options_for(self, region: str) -> dict[str, OptionValue]:
        return dict(self.region_options.get(region, {}))

    def with_options(self, region: str, overrides: Mapping[str, OptionValue]) -> Settings:
        merged = {k: dict(v) for k, v in self.region_options.items()}
        merged[region] = dict(overrides)
        return replace(self, region_options=merged)


SESSION_HANDS_RANGE = (1, 64)
BASE_STAKE_RANGE = (1, 1000)
CLAIM_TIMER_RANGE = (0, 60)
DISCARD_TIMER_RANGE = (0, 120)
SOUND_VOLUME_RANGE = (0, 100)
MAX_NAMES, MAX_NAME = 64, 64  # tour_seen: region ids


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """One thing wrong in a settings file: ``key`` is a dotted path such as ``region_options.x``."""

    key: str
    message: str

    def describe(self, source: str) -> str:
        return f"{source}: {self.key}: {self.message}"


def settings_to_json(settings: Settings) -> dict[str, Any]:
    return {
        "version": SCHEMA_VERSION,
        "region": settings.region,
        "region_options": {r: dict(v) for r, v in settings.region_options.items()},
        "computer_levels": {o.value: lvl.value for o, lvl in settings.computer_levels.items()},
        "session_length": settings.session_length.value,
        "session_hands": settings.session_hands,
        "base_stake": settings.base_stake,
        "animation_speed": settings.animation_speed.value,
        "language": settings.language.value,
        "player_seat": settings.player_seat,
        "auto_win": settings.auto_win,
        "auto_pass": settings.auto_pass,
        "claim_timer": settings.claim_timer,
        "discard_timer": settings.discard_timer,
        "discard_timeout": settings.discard_timeout.value,
        "sound_volume": settings.sound_volume,
        "sound_muted": settings.sound_muted,
        "cjk_font_notice_dismissed": settings.cjk_font_notice_dismissed,
        "tour_seen": list(settings.tour_seen),
    }


RulesetLoader = Callable[[str], Ruleset]
E = TypeVar("E", bound=Enum)


def settings_from_json(
    data: object, load_ruleset: RulesetLoader
) -> tuple[Settings, list[SettingsProblem]]:
    """Typed settings from parsed JSON, with defaults for every key that is missing or wrong.

    ``load_ruleset`` checks region ids and option values against the shipped rulesets.
    """
    problems: list[SettingsProblem] = []
    load_ruleset = _cached(load_ruleset)
    if not isinstance(data, dict):
        problems.append(SettingsProblem("(file)", "must be a JSON object; using all defaults"))
        return Settings(), problems
    defaults = Settings()
    reader = _Reader(data, problems)
    values: dict[str, Any] = {}

    version = data.get("version", SCHEMA_VERSION)
    if version != SCHEMA_VERSION:
        problems.append(
            SettingsProblem("version", f"{version!r} is not {SCHEMA_VERSION}; reading it anyway")
        )

    region = reader.text("region", defaults.region)
    try:
        load_ruleset(region)
    except RulesetError as exc:
        problems.append(SettingsProblem("region", f"{exc}; using {defaults.region!r}"))
        region = defaults.region
    values["region"] = region
    values["region_options"] = _read_region_options(data, problems, load_ruleset)
    values["computer_levels"] = _read_levels(data, problems, defaults)
    values["session_length"] = reader.enum("session_length", SessionLength, defaults)
    values["session_hands"] = reader.integer("session_hands", SESSION_HANDS_RANGE, defaults)
    values["base_stake"] = reader.integer("base_stake", BASE_STAKE_RANGE, defaults)
    values["animation_speed"] = reader.enum("animation_speed", AnimationSpeed, defaults)
    values["language"] = reader.enum("language", Language, defaults)
    values["player_seat"] = reader.integer("player_seat", (0, 3), defaults)
    values["claim_timer"] = reader.integer("claim_timer", CLAIM_TIMER_RANGE, defaults)
    values["discard_timer"] = reader.integer("discard_timer", DISCARD_TIMER_RANGE, defaults)
    values["discard_timeout"] = reader.enum("discard_timeout", DiscardTimeout, defaults)
    values["sound_volume"] = reader.integer("sound_volume", SOUND_VOLUME_RANGE, defaults)
    for flag in ("auto_win", "auto_pass", "sound_muted", "cjk_font_notice_dismissed"):
        values[flag] = reader.boolean(flag, defaults)
    values["tour_seen"] = reader.names("tour_seen", defaults)

    known = set(settings_to_json(defaults))
    unknown = sorted(key_text(k) for k in set(data) - known)
    if unknown:
        # One problem for all of them: a file of 200,000 stray keys must not become 200,000
        # notice lines (reading such a file once took minutes).
        more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
        problems.append(
            SettingsProblem(
                unknown[0] if len(unknown) == 1 else ", ".join(unknown[:5]) + more,
                "unknown setting; ignored" if len(unknown) == 1 else "unknown settings; ignored",
            )
        )
    return Settings(**values), problems


def _cached(load_ruleset: RulesetLoader) -> RulesetLoader:
    """``load_ruleset`` that parses each region's file once per read of the settings."""
    seen: dict[str, Ruleset | RulesetError] = {}

    def load(region: str) -> Ruleset:
        if region not in seen:
            try:
                seen[region] = load_ruleset(region)
            except RulesetError as exc:
                seen[region] = exc
        found = seen[region]
        if isinstance(found, RulesetError):
            raise found
        return found

    return load


def _read_region_options(
    data: dict[str, Any], problems: list[SettingsProblem], load_ruleset: RulesetLoader
) -> dict[str, dict[str, OptionValue]]:
    raw = data.get("region_options", {})
    if not isinstance(raw, dict):
        problems.append(SettingsProblem("region_options", "must be an object; ignored"))
        return {}
    result: dict[str, dict[str, OptionValue]] = {}
    for region, options in raw.items():
        where = join("region_options", region)
        if not isinstance(options, dict):
            problems.append(SettingsProblem(where, "must be an object; ignored"))
            continue
        try:
            ruleset = load_ruleset(region)
        except UnknownRegion as exc:
            problems.append(SettingsProblem(where, f"{exc}; ignored"))
            continue
        except RulesetError as exc:
            # The region exists but its file cannot be read now (a player's ruleset being
            # edited): keep the player's values as they are, so the next save does not drop
            # them; they are checked again once the file reads.
            kept_raw = {k: v for k, v in options.items() if isinstance(v, bool | int | str)}
            problems.append(
                SettingsProblem(where, f"{exc}; kept unchecked until the ruleset can be read")
            )
            result[region] = kept_raw
            continue
        kept: dict[str, OptionValue] = {}
        for key, value in options.items():
            decl = ruleset.options.get(key)
            if decl is None:
                problems.append(
                    SettingsProblem(join(where, key), f"not an option of {ruleset.source}; ignored")
                )
                continue
            # JSON keeps types, so "true" (a string) for a bool option is a mistake, not a value.
            if isinstance(value, str) and decl.type.value != "choice":
                problems.append(
                    SettingsProblem(join(where, key), f"{shown(value)} is not {decl.allowed()}")
                )
                continue
            try:
                kept[key] = decl.coerce(value)
            except ValueError as exc:
                problems.append(SettingsProblem(join(where, key), f"{exc}; using the default"))
        # Dependencies and rules between values (临安 辣子封顶 a multiple of round_to) are checked
        # as a whole, exactly as a new game would build the region with them.
        try:
            check_options(ruleset, kept)
        except RulesetError as exc:
            problems.append(SettingsProblem(where, f"{exc}; using the region's defaults"))
            kept = {}
        result[region] = kept
    return result


def _read_levels(
    data: dict[str, Any], problems: list[SettingsProblem], defaults: Settings
) -> dict[Opponent, AiLevel]:
    levels = dict(defaults.computer_levels)
    raw = data.get("computer_levels", {})
    if not isinstance(raw, dict):
        problems.append(SettingsProblem("computer_levels", "must be an object; using defaults"))
        return levels
    seats = {o.value: o for o in Opponent}
    allowed = ", ".join(lvl.value for lvl in AiLevel)
    for key, value in raw.items():
        where = join("computer_levels", key)
        if key not in seats:
            problems.append(SettingsProblem(where, f"not a seat ({', '.join(seats)}); ignored"))
            continue
        try:
            levels[seats[key]] = AiLevel(value)
        except ValueError:
            problems.append(SettingsProblem(where, f"{shown(value)} is not one of {allowed}"))
    return levels


@dataclass(slots=True)
class _Reader:
    """Per-key readers that fall back to the default and record what was wrong."""

    data: dict[str, Any]
    problems: list[SettingsProblem]

    def _bad(self, key: str, allowed: str, default: object) -> None:
        shown = default.value if isinstance(default, Enum) else default
        self.problems.append(
            SettingsProblem(key, f"{shown_value(self.data[key])} is not {allowed}; using {shown!r}")
        )

    def text(self, key: str, default: str) -> str:
        value = self.data.get(key, default)
        if not isinstance(value, str) or not value:
            self._bad(key, "a non-empty string", default)
            return default
        return value

    def enum(self, key: str, kind: type[E], defaults: Settings) -> E:
        default: E = getattr(defaults, key)
        if key not in self.data:
            return default
        try:
            return kind(self.data[key])
        except ValueError:
            self._bad(key, "one of " + ", ".join(str(m.value) for m in kind), default)
            return default

    def integer(self, key: str, bounds: tuple[int, int], defaults: Settings) -> int:
        default: int = getattr(defaults, key)
        if key not in self.data:
            return default
        value = self.data[key]
        lo, hi = bounds
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self._bad(key, f"a whole number from {lo} to {hi}", default)
            return default
        return value

    def boolean(self, key: str, defaults: Settings) -> bool:
        default: bool = getattr(defaults, key)
        if key not in self.data:
            return default
        value = self.data[key]
        if not isinstance(value, bool):
            self._bad(key, "true or false", default)
            return default
        return value

    def names(self, key: str, defaults: Settings) -> tuple[str, ...]:
        """A short list of short names (region ids), sorted and without repeats."""
        default: tuple[str, ...] = getattr(defaults, key)
        if key not in self.data:
            return default
        value = self.data[key]
        good = isinstance(value, list) and len(value) <= MAX_NAMES
        if good and all(isinstance(v, str) and 0 < len(v) <= MAX_NAME for v in value):
            return tuple(sorted(set(value)))
        allowed = f"a list of at most {MAX_NAMES} names of 1 to {MAX_NAME} characters"
        self._bad(key, allowed, list(default))
        return default
