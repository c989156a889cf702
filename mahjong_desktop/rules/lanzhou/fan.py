"""兰州 番种 (嘴子) chosen by the dealer — "由莊家決定番種" [seed] — and how the game carries the
dealer's choices (玩法 and 番种) in its ``variant``.

Option ``dealer_chooses_fan`` (off by default: the settings' switches 中发白 / 小鸡满天飞 /
鸡飞蛋打 / 黑四风 / 么九蛋 apply, 中发白 on). When it is on, the dealer picks at the start of the
hand, after the 玩法 if that is theirs to choose too [decided]:

1. the 中发白 rule (region move ``choose_fan:<level>``): 不算中发白 / 中发白 / 小鸡满天飞 (1s stands
   in) / 鸡飞蛋打 (1s or 1p stands in) — the stand-ins need 中发白, so they are one choice;
2. under 软甩/硬甩 only (黑四风 and 么九蛋 count 甩牌 sets, which 不甩 does not have), the 甩牌 番种
   (``choose_fan:<sets>``): none / 黑四风 / 么九蛋 / both.

The choice holds, for dealer and others alike, while that player keeps the deal.

The variant is the dealer's choices joined by ``+`` in that order: ``san_bao`` (玩法 only, as
before the 番种 choice existed), ``san_bao+xiao_ji+hei_si_feng``, ``zhong_fa_bai`` (番种 under
不甩 with a fixed 玩法). A part not chosen (yet) falls back to the settings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from mahjong_desktop.rules.lanzhou.modes import Mode
from mahjong_desktop.rules.lanzhou.shapes import ONE_P, ONE_S, SetKind, throw_patterns
from mahjong_desktop.rules.ruleset import OptionValue
from mahjong_desktop.tiles import DRAGONS

CHOOSE_FAN = "choose_fan:"  # region move name prefix: "choose_fan:xiao_ji"
SEPARATOR = "+"


class DealerFan(Enum):
    """A choice the dealer makes before play; its value is text, joined into move names."""

    # Declared so the type checker knows a value of either kind below is text.
    _value_: str


class ZfbLevel(DealerFan):
    """The 中发白 rule the dealer chose; the values are move arguments and variant parts."""

    OFF = "no_zhong_fa_bai"  # 不算中发白
    ZHONG_FA_BAI = "zhong_fa_bai"
    XIAO_JI = "xiao_ji"  # 小鸡满天飞: 1s stands in
    JI_FEI_DAN_DA = "ji_fei_dan_da"  # 鸡飞蛋打: 1s or 1p stands in

    @property
    def on(self) -> bool:
        return self is not ZfbLevel.OFF

    @property
    def standins(self) -> tuple[int, ...]:
        if self is ZfbLevel.JI_FEI_DAN_DA:
            return (ONE_S, ONE_P)
        return (ONE_S,) if self is ZfbLevel.XIAO_JI else ()


class SetFan(DealerFan):
    """The 甩牌 番种 the dealer chose (软甩/硬甩 only)."""

    OFF = "no_set_fan"  # neither
    HEI_SI_FENG = "hei_si_feng"  # 黑四风: each 三风 set +1 番
    YAO_JIU_DAN = "yao_jiu_dan"  # 么九蛋: each 三幺/三九 set +1 番
    BOTH = "hei_si_feng_yao_jiu_dan"

    @staticmethod
    def of(hei_si_feng: bool, yao_jiu_dan: bool) -> SetFan:
        if hei_si_feng:
            return SetFan.BOTH if yao_jiu_dan else SetFan.HEI_SI_FENG
        return SetFan.YAO_JIU_DAN if yao_jiu_dan else SetFan.OFF

    @property
    def hei_si_feng(self) -> bool:
        return self in (SetFan.HEI_SI_FENG, SetFan.BOTH)

    @property
    def yao_jiu_dan(self) -> bool:
        return self in (SetFan.YAO_JIU_DAN, SetFan.BOTH)


@dataclass(frozen=True, slots=True)
class FanSet:
    """The 番种 in force for a hand (before 不甩 switches 黑四风/么九蛋 off)."""

    zfb: ZfbLevel
    sets: SetFan

    @classmethod
    def from_options(cls, options: Mapping[str, OptionValue]) -> FanSet:
        """The settings' switches (小鸡满天飞/鸡飞蛋打 only with 中发白; 鸡飞蛋打 includes 小鸡)."""
        zfb = ZfbLevel.OFF
        if bool(options["zhong_fa_bai"]):
            zfb = ZfbLevel.ZHONG_FA_BAI
            if bool(options["ji_fei_dan_da"]):
                zfb = ZfbLevel.JI_FEI_DAN_DA
            elif bool(options["xiao_ji"]):
                zfb = ZfbLevel.XIAO_JI
        hei, yao = bool(options["hei_si_feng"]), bool(options["yao_jiu_dan"])
        return cls(zfb, SetFan.of(hei, yao))

    def options(self) -> dict[str, OptionValue]:
        """The settings' switches that play this set (for the ``score`` command)."""
        return {
            "zhong_fa_bai": self.zfb.on,
            "xiao_ji": self.zfb is ZfbLevel.XIAO_JI,
            "ji_fei_dan_da": self.zfb is ZfbLevel.JI_FEI_DAN_DA,
            "hei_si_feng": self.sets.hei_si_feng,
            "yao_jiu_dan": self.sets.yao_jiu_dan,
        }


# --- the variant string ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Choices:
    """What the dealer chose, parsed from the game's variant (None: not chosen)."""

    mode: Mode | None = None
    zfb: ZfbLevel | None = None
    sets: SetFan | None = None

    @classmethod
    def parse(cls, variant: str | None) -> Choices:
        return _parse(variant)

    def text(self) -> str | None:
        parts = [c.value for c in (self.mode, self.zfb, self.sets) if c is not None]
        return SEPARATOR.join(parts) or None

    def fan(self, settings: FanSet) -> FanSet:
        """The 番种 in force: the dealer's choices, the settings where none was made."""
        return FanSet(
            self.zfb if self.zfb is not None else settings.zfb,
            self.sets if self.sets is not None else settings.sets,
        )


@lru_cache(maxsize=256)
def _parse(variant: str | None) -> Choices:
    """(Memoised: the engine asks on every change of a hand.) Unknown parts are ignored."""
    if not variant:
        return Choices()
    mode: Mode | None = None
    zfb: ZfbLevel | None = None
    sets: SetFan | None = None
    for part in variant.split(SEPARATOR):
        if part in _MODES:
            mode = Mode(part)
        elif part in _ZFB_LEVELS:
            zfb = ZfbLevel(part)
        elif part in _SET_FANS:
            sets = SetFan(part)
    return Choices(mode, zfb, sets)


_MODES = frozenset(m.value for m in Mode)
_ZFB_LEVELS = frozenset(z.value for z in ZfbLevel)
_SET_FANS = frozenset(f.value for f in SetFan)


def fan_move(choice: DealerFan) -> str:
    return CHOOSE_FAN + choice.value


def fan_from_move(name: str) -> ZfbLevel | SetFan | None:
    """The choice a ``choose_fan:…`` move names (None if it is not such a move)."""
    if not name.startswith(CHOOSE_FAN):
        return None
    arg = name.removeprefix(CHOOSE_FAN)
    for enum in (ZfbLevel, SetFan):
        try:
            return enum(arg)
        except ValueError:
            continue
    return None


# --- the computer dealer's rule of thumb -------------------------------------------------------
def dealer_zfb_choice(counts: Sequence[int]) -> ZfbLevel:
    """The basic computer dealer's 中发白 rule from its dealt hand (``d`` = kinds of 中/发/白 held,
    stand-ins counted at most two, as a set takes at most two):

    - all three dragons: 中发白 (the set is there; stand-ins would only help the others);
    - a set completed by 1s (白 + 1s + 1s, 中 + 发 + 1s): 小鸡满天飞;
    - a set completed by 1s and 1p together: 鸡飞蛋打;
    - two dragons: 中发白 (one more tile makes a set worth 1 番);
    - otherwise no 中发白 (a set is far off, so its 番 would more likely go to someone else).
    """
    d = sum(1 for k in DRAGONS if counts[k])
    if d == 3:
        return ZfbLevel.ZHONG_FA_BAI
    if d and d + min(counts[ONE_S], 2) >= 3:
        return ZfbLevel.XIAO_JI
    if d and d + min(counts[ONE_S] + counts[ONE_P], 2) >= 3:
        return ZfbLevel.JI_FEI_DAN_DA
    return ZfbLevel.ZHONG_FA_BAI if d == 2 else ZfbLevel.OFF


def dealer_sets_choice(counts: Sequence[int]) -> SetFan:
    """The basic computer dealer's 甩牌 番种 from its dealt hand: those its own combinations
    would score — 黑四风 when it holds three different winds, 么九蛋 when it holds 三幺 or 三九,
    both or neither accordingly."""
    held = {p.kind for p in throw_patterns() if all(counts[k] for k in p.tiles)}
    hei = SetKind.SAN_FENG in held
    yao = bool(held & {SetKind.SAN_YAO, SetKind.SAN_JIU})
    return SetFan.of(hei, yao)


def dealer_fan_choice(counts: Sequence[int], offered: Sequence[str]) -> str | None:
    """The ``choose_fan:…`` move the rule of thumb picks among the ``offered`` move names (the
    dealer's 中发白 step or its 甩牌 番种 step), None when none is offered."""
    steps = [fan_from_move(name) for name in offered]
    if any(isinstance(c, ZfbLevel) for c in steps):
        return fan_move(dealer_zfb_choice(counts))
    if any(isinstance(c, SetFan) for c in steps):
        return fan_move(dealer_sets_choice(counts))
    return None
