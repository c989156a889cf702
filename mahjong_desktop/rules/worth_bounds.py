"""The most one hand can be worth under a ruleset, checked when the ruleset is loaded.

A player's ruleset the option checks accepted (every 台 at 60, a 辣子封顶 cap and a 底注 near
2³¹) made one hand worth more than 2⁶³: the autosave writer could not store it and died. Each
option is bounded by itself (ruleset.OPTION_INT_LIMIT); only their product overflows, so the
product is bounded here, from the ruleset's own numbers: every int option at its declared maximum
(an option a player may set to its maximum must be playable) and every table value the region's
scorer reads. The worst case follows each region's formula and counts how many items one hand can
carry at most; tests/rules/test_hand_worth_bounds.py scores the biggest hands it can build per
region and checks they stay under it.

The limit: every amount a payer pays, and every player's total over a session, at most 2⁵³, so
that a JSON reader or a double holds it exactly (sqlite's INTEGER holds 2⁶³ − 1, a wide margin).
A session has at most ``SESSION_HANDS_BOUND`` hands (storage keeps at most that many), so a hand
may be worth ``HAND_WORTH_LIMIT`` = 2⁵³ / that at most, for any one player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from mahjong_desktop.rules.hand_input import MAX_DEALER_STREAK
from mahjong_desktop.rules.lincang import MAX_FAN
from mahjong_desktop.rules.ruleset import OPTION_INT_LIMIT, OptionType, Ruleset, RulesetError

WORTH_LIMIT = 1 << 53
# The most hands of one stored session (storage/session_doc.MAX_HANDS; a test ties the two).
SESSION_HANDS_BOUND = 1000
HAND_WORTH_LIMIT = WORTH_LIMIT // SESSION_HANDS_BOUND
# 临安 2^Σ台 is computed exactly before the cap; Σ台 beyond this makes the number itself the
# problem (13 台 at 2³¹ asked for a 2.8·10¹⁰-bit power: the scorer would hang).
TAI_SUM_LIMIT = 1024
# A player receives for each of their own 4 kongs from at most 3 payers, or pays for at most
# the other three players' 4 kongs each: 12 kong payments per hand either way.
KONG_PAYMENTS_PER_HAND = 12
# 兰州 包扣到底 plays on after a win: every win takes a different tile (a draw or a discard, one
# winner per discard), so a hand holds at most as many wins as the wall has tiles.
LANZHOU_WINS_PER_HAND = 136
# 兰州: each 中发白 / 三风 / 三幺 / 三九 set is 1 番 and a hand holds at most 4 sets; 自摸 adds 1.
LANZHOU_MAX_FAN = 4 + 1
# 上饶: 飞宝 counts the winner's discards of the 宝 kind: at most its 4 tiles.
SHANGRAO_MAX_FEI_BAO = 4


@dataclass(frozen=True, slots=True)
class Worth:
    """The worst case of one hand: the amount, how it was reached, and the values it came from
    (``key = value`` as the file says them), for the refusal message."""

    amount: int
    per_payer: int  # the most one payer is charged for one win
    formula: str
    values: tuple[str, ...]


class _Numbers:
    """The ruleset's numbers as the worst case needs them, each remembered for the message."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.used: list[str] = []

    def option_max(self, key: str) -> int:
        """The largest value option ``key`` accepts (0 if the file lacks it: the region refuses
        such a file by itself)."""
        decl = self.ruleset.options.get(key)
        if decl is None or decl.type is not OptionType.INT:
            return 0
        if decl.maximum is None:
            self.used.append(f"options.{key} (no maximum: up to {OPTION_INT_LIMIT:,})")
            return OPTION_INT_LIMIT
        self.used.append(f"options.{key}.maximum = {decl.maximum:,}")
        return decl.maximum

    def table(self, key: str, default: int, most: int, *, within: str = "") -> int:
        """A table number as the region reads it (its default when absent). A value outside the
        region's own range (``most`` is its top) is the region's to refuse with its own message,
        counted as the default here — and never raised to a power: 16^(10¹²) would not end."""
        tables: Mapping[str, object] = self.ruleset.tables
        where = "tables"
        if within:
            inner = tables.get(within)
            tables = inner if isinstance(inner, Mapping) else {}
            where = f"tables.{within}"
        value = tables.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
            return default
        if key in tables:
            self.used.append(f"{where}.{key} = {value:,}")
        return value

    def kongs(self) -> int:
        return KONG_PAYMENTS_PER_HAND * max(
            self.option_max(k) for k in ("kong_exposed", "kong_concealed", "kong_added")
        )


def _lincang(n: _Numbers) -> tuple[int, int, str]:
    # 番 of one hand: one shape (碰碰胡, or 小七对/龙七对 for seven pairs), 清一色, one way of
    # winning (杠上花 / 杠上炮 / 抢杠胡); 十老头 / 七风 are wins of their own. A 番 the table does
    # not give counts 1 (lincang.py ``_item``).
    def fan(key: str) -> int:
        return n.table(key, 1, MAX_FAN, within="fan")

    shape = max(fan("peng_peng_hu"), fan("xiao_qi_dui"), fan("long_qi_dui"))
    situational = max(fan("gang_shang_hua"), fan("gang_shang_pao"), fan("qiang_gang_hu"))
    most = max(shape + fan("qing_yi_se") + situational, fan("shi_lao_tou"), fan("qi_feng"))
    multiplier = n.table("fan_multiplier", 2, 16)
    base = max(n.table("self_draw_base", 3, 10_000), n.table("discard_base", 4, 10_000))
    plain = n.table("plain_self_draw", 1, 10_000)
    # Several winners on one discard, or 查大叫 to every ready player: one payer, three payees.
    per_payer = max(plain, base * multiplier ** max(most - 1, 0))
    kongs = n.kongs()
    formula = (
        f"3 × max(平胡 {plain}, {base} × {multiplier}^({most}−1) for {most} 番) + "
        f"{KONG_PAYMENTS_PER_HAND} kongs"
    )
    return 3 * per_payer + kongs, per_payer, formula


def _lanzhou(n: _Numbers) -> tuple[int, int, str]:
    base = n.option_max("base")
    # Self-draw: three pay base × 2^番; 包: one pays three shares of the discard value (a 番 less).
    per_win = 3 * base * 2**LANZHOU_MAX_FAN
    formula = (
        f"{LANZHOU_WINS_PER_HAND} wins (包扣到底) × 3 × {base:,} × 2^{LANZHOU_MAX_FAN} + "
        f"{KONG_PAYMENTS_PER_HAND} kongs"
    )
    per_payer = 3 * base * 2 ** (LANZHOU_MAX_FAN - 1)  # 包 on a discard: no 自摸 番
    return LANZHOU_WINS_PER_HAND * per_win + n.kongs(), per_payer, formula


def _shangrao(n: _Numbers) -> tuple[int, int, str]:
    raw = n.ruleset.tables.get("score")
    cells = [
        value
        for row in (raw.values() if isinstance(raw, Mapping) else ())
        if isinstance(row, Mapping)
        for value in row.values()
        if isinstance(value, int) and not isinstance(value, bool) and 0 < value <= 10_000
    ]
    best = max(cells, default=0)
    if cells:
        n.used.append(f"tables.score (largest cell {best:,})")
    factor = n.table("fei_bao_factor", 2, 16)
    formula = (
        f"3 × {best:,} × {factor}^{SHANGRAO_MAX_FEI_BAO} (飞宝) + {KONG_PAYMENTS_PER_HAND} kongs"
    )
    per_payer = best * factor**SHANGRAO_MAX_FEI_BAO
    return 3 * per_payer + n.kongs(), per_payer, formula


def _linan(n: _Numbers) -> tuple[int, int, str]:
    cap = n.option_max("cap")
    stake = n.option_max("base_stake")
    lao = n.table("lao_zhuang_hu", 100, 10_000)
    # 老庄 is paid on top of the cap ("由老庄老上去就不算这个封顶"), per hand the dealer kept.
    per_payer = (cap + lao * MAX_DEALER_STREAK) * stake
    formula = f"3 × ({cap:,} + {lao:,} 老庄 × {MAX_DEALER_STREAK}) × 底注 {stake:,}"
    return 3 * per_payer, per_payer, formula


def _linan_tai(ruleset: Ruleset) -> None:
    from mahjong_desktop.rules.linan.scoring import TAI_KEYS

    n = _Numbers(ruleset)
    total = sum(n.option_max(key) for key in TAI_KEYS)
    if total > TAI_SUM_LIMIT:
        raise RulesetError.about(
            ruleset.source,
            ", ".join(n.used),
            f"the 台 of one hand may add up to {total:,}; at most {TAI_SUM_LIMIT:,} is allowed "
            "(2^台 is computed before 辣子封顶)",
        )


_WORST: dict[str, Callable[[_Numbers], tuple[int, int, str]]] = {
    "lincang": _lincang,
    "linfen": _lincang,
    "lanzhou": _lanzhou,
    "shangrao": _shangrao,
    "linan": _linan,
}


def worst_hand_worth(ruleset: Ruleset) -> Worth | None:
    """The most any one player can receive or pay in one hand under ``ruleset`` with every option
    at its maximum; None for a region without a known formula."""
    worst = _WORST.get(ruleset.region)
    if worst is None:
        return None
    numbers = _Numbers(ruleset)
    amount, per_payer, formula = worst(numbers)
    return Worth(amount, per_payer, formula, tuple(numbers.used))


def check_hand_worth(ruleset: Ruleset) -> None:
    """Refuse a ruleset one of whose hands could be worth more than ``HAND_WORTH_LIMIT``, naming
    the file, the values the worst case comes from, the worst case and the limit."""
    if ruleset.region == "linan":
        _linan_tai(ruleset)
    worth = worst_hand_worth(ruleset)
    if worth is None or worth.amount <= HAND_WORTH_LIMIT:
        return
    raise RulesetError.about(
        ruleset.source,
        ", ".join(worth.values),
        f"one hand could be worth {worth.amount:,} ({worth.formula}); at most "
        f"{HAND_WORTH_LIMIT:,} is allowed (2^53 over a session's {SESSION_HANDS_BOUND:,} hands: "
        "what the saved games hold exactly). Lower these values.",
    )
