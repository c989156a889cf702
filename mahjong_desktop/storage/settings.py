"""The player's settings as a typed value, and its JSON form.

Reading is forgiving on purpose: every key is checked on its own (``validation.Fields``), a bad
one falls back to its default and is reported as a ``DataError`` (which key, what was wrong, what
was used instead), so one typo in a hand-edited file never costs the player the rest of their
settings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import partial
from typing import Any, TypeVar

from mahjong_desktop.messages import Says
from mahjong_desktop.rules.registry import check_options
from mahjong_desktop.rules.ruleset import (
    OptionType,
    OptionValue,
    Ruleset,
    RulesetError,
    UnknownRegion,
)
from mahjong_desktop.validation import DataError, Fields, key_text, problem

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


class TileSet(Enum):
    """The tile art: ``CLASSIC`` as printed on real tiles; ``HIGH_CONTRAST`` adds a rank index
    and a suit mark in black in the corner, so no tile is told apart by colour alone."""

    CLASSIC = "classic"
    HIGH_CONTRAST = "high_contrast"


class Opponent(Enum):
    """The three computer seats, named relative to the player so levels follow them around."""

    NEXT = "next"  # 下家, plays after the player
    OPPOSITE = "opposite"  # 对家
    PREVIOUS = "previous"  # 上家, plays before the player


class DrillKindFilter(Enum):
    """The drill window's kind filter: every kind of the region, or one (the values of
    ``drills.kinds.Kind``, which lives above this layer; tests/storage/test_settings_drills.py
    keeps the two alike). A kind the region does not drill shows all of them."""

    ALL = "all"
    DISCARD = "discard"
    CLAIM = "claim"
    BAO = "bao"
    CAISHEN = "caishen"
    MINIMUM = "minimum"
    SHUAI = "shuai"
    DECLARE_READY = "declare_ready"
    MODE = "mode"


class DrillSource(Enum):
    """Where the drill window's sets come from: the player's kept games first (filled up with
    generated drills), or generated only."""

    MINE = "mine"
    GENERATED = "generated"


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
    # Seconds to discard on one's turn before ``discard_timeout`` plays for the player (临安's
    # 30-second limit); 0 = no limit (the default).
    discard_timer: int = 0
    discard_timeout: DiscardTimeout = DiscardTimeout.AUTOPLAY
    # Table sounds (ui/table/sound.py): 0–100 % of full scale; muted keeps the volume for unmuting.
    sound_volume: int = 70
    sound_muted: bool = False
    cjk_font_notice_dismissed: bool = False
    # A seat played by an outside program speaking the bot protocol (docs/formats/bot-protocol.md):
    # on or off, which opponent's seat, and the command line the player typed (never read from
    # anywhere else: it runs a program).
    outside_bot: bool = False
    outside_bot_seat: Opponent = Opponent.OPPOSITE
    outside_bot_command: str = "python3 mybot.py"
    # The hand, melds and discards on the table, in % of the default size (Ctrl+= / Ctrl+-).
    tile_size: int = 100
    tile_set: TileSet = TileSet.CLASSIC
    # Regions whose guided first hand was shown to its end or skipped: it is not offered again
    # unless asked for (Help › Guided first hand).
    tour_seen: tuple[str, ...] = ()
    # The drill window's filters as the player left them (Practice › Drills): the region ("" =
    # the table's region), the kind, where the sets come from, the timer (seconds; 0 = none) and
    # blind mode.
    drill_region: str = ""
    drill_kind: DrillKindFilter = DrillKindFilter.ALL
    drill_source: DrillSource = DrillSource.MINE
    drill_timer: int = 0
    drill_blind: bool = False

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
TILE_SIZE_RANGE = (100, 150)  # ui/table/geometry.py ZOOM_MIN … ZOOM_MAX
TILE_SIZE_STEP = 10
DRILL_TIMER_RANGE = (0, 30)  # ui/drills/practice.py TIMERS: off, 10, 20, 30
DRILL_TIMER_STEP = 10
MAX_NAMES, MAX_NAME = 64, 64  # tour_seen: region ids


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
        "outside_bot": settings.outside_bot,
        "outside_bot_seat": settings.outside_bot_seat.value,
        "outside_bot_command": settings.outside_bot_command,
        "tile_size": settings.tile_size,
        "tile_set": settings.tile_set.value,
        "tour_seen": list(settings.tour_seen),
        "drill_region": settings.drill_region,
        "drill_kind": settings.drill_kind.value,
        "drill_source": settings.drill_source.value,
        "drill_timer": settings.drill_timer,
        "drill_blind": settings.drill_blind,
    }


RulesetLoader = Callable[[str], Ruleset]
T = TypeVar("T")
E = TypeVar("E", bound=Enum)

# The settings as data: each key's reader. Ranged numbers, named choices (an Enum's values) and
# flags; ``region``, ``region_options``, ``computer_levels`` and ``drill_region`` have readers of
# their own below.
_NUMBERS: Mapping[str, tuple[int, int, int]] = {  # (lowest, highest, step)
    "session_hands": (*SESSION_HANDS_RANGE, 1),
    "base_stake": (*BASE_STAKE_RANGE, 1),
    "player_seat": (0, 3, 1),
    "claim_timer": (*CLAIM_TIMER_RANGE, 1),
    "discard_timer": (*DISCARD_TIMER_RANGE, 1),
    "sound_volume": (*SOUND_VOLUME_RANGE, 1),
    "tile_size": (*TILE_SIZE_RANGE, TILE_SIZE_STEP),
    "drill_timer": (*DRILL_TIMER_RANGE, DRILL_TIMER_STEP),
}
_CHOICES: Mapping[str, type[Enum]] = {
    "session_length": SessionLength,
    "animation_speed": AnimationSpeed,
    "language": Language,
    "discard_timeout": DiscardTimeout,
    "outside_bot_seat": Opponent,
    "tile_set": TileSet,
    "drill_kind": DrillKindFilter,
    "drill_source": DrillSource,
}
_FLAGS = (
    "auto_win",
    "auto_pass",
    "sound_muted",
    "cjk_font_notice_dismissed",
    "outside_bot",
    "drill_blind",
)


def settings_from_json(
    data: object, load_ruleset: RulesetLoader, source: str = "settings.json"
) -> tuple[Settings, list[DataError]]:
    """Typed settings from parsed JSON, with defaults for every key that is missing or wrong.

    Each wrong key is one ``DataError`` (``source``, the dotted key, the value, what is allowed,
    and what was used instead). ``load_ruleset`` checks region ids and option values against the
    rulesets.
    """
    problems: list[DataError] = []
    load_ruleset = _cached(load_ruleset)
    defaults = Settings()
    try:
        fields = Fields.of(data, source)
    except DataError as exc:
        return defaults, [exc.noted(Says("using_all_defaults"))]

    def forgiving(key: str, read: Callable[[], T]) -> T:
        """``read()``, or the key's default with the problem noted."""
        default = getattr(defaults, key)
        try:
            return read()
        except DataError as exc:
            used = default.value if isinstance(default, Enum) else default
            problems.append(exc.noted(Says("using", (repr(used),))))
            return default  # type: ignore[no-any-return]

    version = data.get("version", SCHEMA_VERSION) if isinstance(data, dict) else None
    if version != SCHEMA_VERSION:
        allowed = Says("quoted", (str(SCHEMA_VERSION),))
        problems.append(DataError(source, "version", version, allowed, Says("read_anyway")))

    values: dict[str, Any] = {}
    region = forgiving("region", lambda: fields.text("region", defaults.region, non_empty=True))
    try:
        load_ruleset(region)
    except RulesetError as exc:
        problems.append(
            problem(
                source, "region", Says("error", (exc,)), Says("using", (repr(defaults.region),))
            )
        )
        region = defaults.region
    values["region"] = region
    values["region_options"] = _read_region_options(fields, problems, load_ruleset)
    drill_region = forgiving(
        "drill_region", lambda: fields.text("drill_region", defaults.drill_region, max_len=MAX_NAME)
    )
    if drill_region:
        try:
            load_ruleset(drill_region)
        except RulesetError as exc:
            problems.append(problem(source, "drill_region", f"{exc}; using the table's region"))
            drill_region = defaults.drill_region
    values["drill_region"] = drill_region
    values["computer_levels"] = _read_levels(fields, problems, defaults)
    for key, (lo, hi, step) in _NUMBERS.items():
        default = getattr(defaults, key)
        values[key] = forgiving(key, partial(fields.integer, key, lo, hi, default, step=step))
    for key, kind in _CHOICES.items():
        values[key] = forgiving(key, partial(_choice, fields, key, kind, getattr(defaults, key)))
    for key in _FLAGS:
        values[key] = forgiving(key, partial(fields.boolean, key, getattr(defaults, key)))
    values["outside_bot_command"] = forgiving(
        "outside_bot_command",
        partial(fields.text, "outside_bot_command", defaults.outside_bot_command, max_len=1000),
    )
    values["tour_seen"] = forgiving(
        "tour_seen",
        lambda: tuple(sorted(set(fields.texts("tour_seen", most=MAX_NAMES, max_len=MAX_NAME)))),
    )

    known = set(settings_to_json(defaults))
    unknown = sorted(key_text(k) for k in set(fields) - known)
    if unknown:
        # One problem for all of them: a file of 200,000 stray keys must not become 200,000
        # notice lines (reading such a file once took minutes).
        more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
        problems.append(
            problem(
                source,
                unknown[0] if len(unknown) == 1 else ", ".join(unknown[:5]) + more,
                Says("unknown_setting" if len(unknown) == 1 else "unknown_settings"),
            )
        )
    return Settings(**values), problems


def _choice(fields: Fields, key: str, kind: type[E], default: E) -> E:
    return kind(fields.choice(key, [str(m.value) for m in kind], str(default.value)))


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
    fields: Fields, problems: list[DataError], load_ruleset: RulesetLoader
) -> dict[str, dict[str, OptionValue]]:
    try:
        by_region = fields.table("region_options", required=False)
    except DataError as exc:
        problems.append(exc.noted(Says("ignored")))
        return {}
    result: dict[str, dict[str, OptionValue]] = {}
    for region in by_region:
        try:
            options = by_region.table(region)
        except DataError as exc:
            problems.append(exc.noted(Says("ignored")))
            continue
        where = options.key
        try:
            ruleset = load_ruleset(region)
        except UnknownRegion as exc:
            problems.append(exc.moved(fields.source, where).noted(Says("ignored")))
            continue
        except RulesetError as exc:
            # The region exists but its file cannot be read now (a player's ruleset being
            # edited): keep the player's values as they are, so the next save does not drop
            # them; they are checked again once the file reads.
            kept_raw = {k: v for k, v in options.data.items() if isinstance(v, bool | int | str)}
            problems.append(
                problem(fields.source, where, Says("error", (exc,)), Says("kept_unchecked"))
            )
            result[region] = kept_raw
            continue
        kept: dict[str, OptionValue] = {}
        for key in options:
            value = options.data[key]
            decl = ruleset.options.get(key)
            if decl is None:
                problems.append(
                    problem(
                        fields.source,
                        options.where(key),
                        Says("not_an_option_of", (ruleset.source,)),
                    )
                )
                continue
            try:
                # JSON keeps types, so "true" (a string) for a bool option is a mistake, not a
                # value as it would be on a command line.
                if isinstance(value, str) and decl.type is not OptionType.CHOICE:
                    raise DataError(fields.source, options.where(key), value, decl.allowed_says())
                kept[key] = decl.coerce(value, fields.source, options.where(key))
            except DataError as exc:
                problems.append(exc.noted(Says("using_default")))
        # Dependencies and rules between values (临安 辣子封顶 a multiple of round_to) are checked
        # as a whole, exactly as a new game would build the region with them.
        try:
            check_options(ruleset, kept)
        except RulesetError as exc:
            problems.append(
                problem(fields.source, where, Says("error", (exc,)), Says("using_region_defaults"))
            )
            kept = {}
        result[region] = kept
    return result


def _read_levels(
    fields: Fields, problems: list[DataError], defaults: Settings
) -> dict[Opponent, AiLevel]:
    levels = dict(defaults.computer_levels)
    try:
        chosen = fields.table("computer_levels", required=False)
    except DataError as exc:
        problems.append(exc.noted(Says("using_defaults")))
        return levels
    seats = {o.value: o for o in Opponent}
    for key in chosen:
        if key not in seats:
            problems.append(
                problem(fields.source, chosen.where(key), Says("not_a_seat", (tuple(seats),)))
            )
            continue
        seat = seats[key]
        try:
            levels[seat] = _choice(chosen, key, AiLevel, levels[seat])
        except DataError as exc:
            problems.append(exc.noted(Says("using", (repr(levels[seat].value),))))
    return levels
