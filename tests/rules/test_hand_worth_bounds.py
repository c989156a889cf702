"""Issue 35 point 12 / Deliver 6: a hand's worth bounded where it is born. A player's ruleset the
option checks accepted — every 台 at 60, the 辣子封顶 cap and the 底注 near 2³¹ — made one 临安
hand worth more than 2⁶³, and the autosave writer died on it. The ruleset is now refused when
loaded if any hand it allows could be worth more than 2⁵³ / (a session's hands), naming the file,
the values, the worst case and the limit; and the worst case really bounds what each region's
scorer produces on its biggest hands."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.rules.hand_facts import Evaluation
from mahjong_desktop.rules.hand_input import win_context_from_json
from mahjong_desktop.rules.registry import region_rules
from mahjong_desktop.rules.ruleset import (
    OptionType,
    Ruleset,
    RulesetError,
    available_regions,
    load_ruleset,
    parse_ruleset,
)
from mahjong_desktop.rules.worth_bounds import (
    HAND_WORTH_LIMIT,
    SESSION_HANDS_BOUND,
    TAI_SUM_LIMIT,
    WORTH_LIMIT,
    worst_hand_worth,
)
from mahjong_desktop.storage.session_doc import MAX_HANDS
from mahjong_desktop.storage.settings import SESSION_HANDS_RANGE

SOURCE = "my/linan.toml"
INT_31 = (1 << 31) - 1


def shipped_text(region: str) -> str:
    return resources.files("mahjong_desktop.rulesets").joinpath(f"{region}.toml").read_text("utf-8")


def linan_text(*, tai: int, cap: int, stake: int) -> str:
    """临安 with every 台 option's default and maximum at ``tai``, the cap's and the stake's
    maximum at ``cap`` / ``stake`` (defaults untouched where still in range)."""
    text = shipped_text("linan")
    text = re.sub(
        r"(\[options\.tai_\w+\]\ntype = \"int\"\ndefault = )\d+(\nminimum = 0\nmaximum = )\d+",
        lambda m: f"{m.group(1)}{tai}{m.group(2)}{tai}",
        text,
    )
    text = text.replace("maximum = 100000\nstep = 100", f"maximum = {cap}\nstep = 100", 1)
    text = text.replace("minimum = 1\nmaximum = 1000", f"minimum = 1\nmaximum = {stake}", 1)
    return text


def test_the_issues_ruleset_every_tai_at_60_and_cap_and_stake_of_10_12_is_refused() -> None:
    # The cap of 10¹² itself is beyond what the settings hold (the earlier per-option bound).
    with pytest.raises(RulesetError, match=r"^my/linan\.toml: options\.cap"):
        parse_ruleset(linan_text(tai=60, cap=10**12, stake=10**12), source=SOURCE)


def test_tai_at_60_with_cap_and_stake_each_within_the_option_bound_is_refused_by_its_worth() -> (
    None
):
    # Each value alone passes the 32-bit option bound; the product is what overflowed 2⁶³.
    cap = INT_31 - INT_31 % 100
    with pytest.raises(RulesetError) as caught:
        parse_ruleset(linan_text(tai=60, cap=cap, stake=INT_31), source=SOURCE)
    message = str(caught.value)
    assert message.startswith(f"{SOURCE}: ")
    assert f"options.cap.maximum = {cap:,}" in message
    assert f"options.base_stake.maximum = {INT_31:,}" in message
    worst = 3 * (cap + 100 * 999) * INT_31
    assert f"one hand could be worth {worst:,}" in message
    assert f"at most {HAND_WORTH_LIMIT:,} is allowed" in message


def test_linan_tai_adding_up_beyond_what_2_to_the_tai_can_be_computed_for_is_refused() -> None:
    # 13 台 at 2³¹ asked the scorer for 2^(2.8·10¹⁰) before the cap: a hang, not a number.
    with pytest.raises(RulesetError) as caught:
        parse_ruleset(linan_text(tai=INT_31, cap=100000, stake=1000), source=SOURCE)
    message = str(caught.value)
    assert message.startswith(f"{SOURCE}: options.tai_zuo_feng.maximum = {INT_31:,}")
    assert f"may add up to {13 * INT_31:,}" in message and f"at most {TAI_SUM_LIMIT:,}" in message


def test_a_linan_ruleset_just_under_the_limit_is_accepted_and_one_step_over_refused() -> None:
    stake = 10_000
    per_payer = HAND_WORTH_LIMIT // 3 // stake
    cap = (per_payer - 100 * 999) // 100 * 100
    ruleset = parse_ruleset(linan_text(tai=60, cap=cap, stake=stake), source=SOURCE)
    worth = worst_hand_worth(ruleset)
    assert worth is not None and worth.amount <= HAND_WORTH_LIMIT
    assert worth.amount > HAND_WORTH_LIMIT - 3 * 100 * stake  # just under: one step more is over
    with pytest.raises(RulesetError, match="one hand could be worth"):
        parse_ruleset(linan_text(tai=60, cap=cap + 100, stake=stake), source=SOURCE)


def test_a_lincang_fan_table_whose_biggest_hand_overflows_is_refused_naming_the_values() -> None:
    text = shipped_text("lincang").replace("fan_multiplier = 2", "fan_multiplier = 16", 1)
    text = text.replace("long_qi_dui = 2,", "long_qi_dui = 16,", 1)
    text = text.replace("qing_yi_se = 1,", "qing_yi_se = 16,", 1)
    with pytest.raises(RulesetError) as caught:
        parse_ruleset(text, source="my/lincang.toml")
    message = str(caught.value)
    assert "tables.fan.long_qi_dui = 16" in message and "tables.fan_multiplier = 16" in message
    assert "16^(33−1)" in message and f"{HAND_WORTH_LIMIT:,}" in message


def test_a_lanzhou_base_stake_at_the_option_bound_is_refused() -> None:
    text = shipped_text("lanzhou").replace(
        "minimum = 1\nmaximum = 1000", f"minimum = 1\nmaximum = {INT_31}", 1
    )
    with pytest.raises(RulesetError, match=rf"options\.base\.maximum = {INT_31:,}"):
        parse_ruleset(text, source="my/lanzhou.toml")


def test_the_session_bound_covers_every_session_the_game_keeps() -> None:
    # The hand limit is 2⁵³ shared out over this many hands: no stored session may hold more.
    assert MAX_HANDS <= SESSION_HANDS_BOUND
    assert SESSION_HANDS_RANGE[1] <= SESSION_HANDS_BOUND
    assert HAND_WORTH_LIMIT * SESSION_HANDS_BOUND <= WORTH_LIMIT


def at_maximum(ruleset: Ruleset) -> dict[str, object]:
    """Every int option at its declared maximum (the largest values the ruleset accepts)."""
    return {
        key: decl.maximum
        for key, decl in ruleset.options.items()
        if decl.type is OptionType.INT and decl.maximum is not None
    }


@pytest.mark.parametrize("region", available_regions())
def test_every_shipped_ruleset_at_its_option_extremes_is_within_the_limit(region: str) -> None:
    ruleset = load_ruleset(region)
    ruleset.resolve(at_maximum(ruleset))  # every maximum is a value the options accept
    worth = worst_hand_worth(ruleset)
    assert worth is not None and 0 < worth.amount <= HAND_WORTH_LIMIT


# The biggest hands per region, for the worst case to bound. Hands in the project's notation;
# z: 1–4 东南西北, 5 白, 6 发, 7 中.
BIG_HANDS: dict[str, list[dict[str, Any]]] = {
    # 临沧/临汾 “叠加一个大牌型则乘以一个2”: 龙七对 清一色 杠上炮 (2 + 1 + 1 番) and 碰碰胡 清一色
    # 杠上花.
    "lincang": [
        {"concealed": "11112233445566p", "win_tile": "1p", "win_by": "discard_after_kong"},
        {
            "concealed": "22233344455p",
            "melds": [{"kind": "concealed_kong", "tiles": "1111p"}],
            "win_tile": "5p",
            "win_by": "kong_replacement",
        },
    ],
    # 兰州 “中發白……每副翻一番”, 自摸翻倍: four 中发白 sets self-drawn, and on a discard (包).
    "lanzhou": [
        {
            "concealed": "567567567567z11m",
            "win_tile": "1m",
            "win_by": "self_draw",
            "declared_ready": True,
        },
        {
            "concealed": "567567567567z11m",
            "win_tile": "1m",
            "win_by": "discard",
            "declared_ready": True,
        },
    ],
    # 上饶 七对九幺清一色 (字一色) 无宝自摸, with every 宝 discarded (飞宝): the 宝 is a suit
    # tile the hand does not hold (the four 宝 are all in the winner's discards).
    "shangrao": [
        {
            "concealed": "11223344556677z",
            "win_tile": "7z",
            "win_by": "self_draw",
            "wild": "5m",
            "discarded_wilds": 4,
        },
    ],
    # 临安 “辣子封顶”, 老庄 on top: honour triplets, 混一色, 对对胡, the dealer on a long streak.
    "linan": [
        {
            "concealed": "111555666z11m",
            "melds": [{"kind": "concealed_kong", "tiles": "7777z"}],
            "win_tile": "1m",
            "win_by": "kong_replacement",
            "seat_wind": "E",
            "round_wind": "E",
            "dealer": True,
            "dealer_streak": 999,
            "wild": "9p",
        },
    ],
}
BIG_HANDS["linfen"] = BIG_HANDS["lincang"]


def hand_text(hand: dict[str, Any]) -> str:
    return str(hand.get("concealed"))


def _scored(ruleset: Ruleset, options: dict[str, object], hand: dict[str, Any]) -> Evaluation:
    rules = region_rules(ruleset, ruleset.resolve(options))
    return rules.evaluate(win_context_from_json({"region": ruleset.region, **hand}))


@pytest.mark.parametrize(
    ("region", "hand"),
    [(r, h) for r in available_regions() for h in BIG_HANDS[r]],
    ids=lambda v: v if isinstance(v, str) else hand_text(v),
)
def test_the_computed_worst_case_bounds_the_scorer_on_the_biggest_hands(
    region: str, hand: dict[str, Any]
) -> None:
    ruleset = load_ruleset(region)
    options = at_maximum(ruleset)
    if region == "lanzhou":
        options.update({"mode": "liang_bao_bao", "zhong_fa_bai": True})
    evaluation = _scored(ruleset, options, hand)
    assert evaluation.legal, evaluation.reason
    worth = worst_hand_worth(ruleset)
    assert worth is not None
    paid = evaluation.pays()
    assert paid and max(paid.values()) <= worth.per_payer
    assert 3 * max(paid.values()) <= worth.amount


@pytest.mark.parametrize("region", available_regions())
def test_the_biggest_hands_reach_the_computed_worst_case_per_payer(region: str) -> None:
    # The bound is the scorer's own maximum, not a loose guess that would refuse fair rulesets.
    ruleset = load_ruleset(region)
    options = at_maximum(ruleset)
    if region == "lanzhou":
        options.update({"mode": "liang_bao_bao", "zhong_fa_bai": True})
    worth = worst_hand_worth(ruleset)
    assert worth is not None
    paid = [max(_scored(ruleset, options, hand).pays().values()) for hand in BIG_HANDS[region]]
    assert max(paid) == worth.per_payer


def test_a_table_value_beyond_the_regions_range_is_left_to_its_message_not_raised_to_a_power(
    tmp_path: Path,
) -> None:
    # 16^(10¹²) would never end, holding the GIL (a thread watchdog could not even fire): the
    # worst case reads a value only within the region's range. Run in a child with a watchdog.
    text = shipped_text("lincang").replace("fan_multiplier = 2", "fan_multiplier = 16", 1)
    text = text.replace("long_qi_dui = 2,", "long_qi_dui = 1000000000000,", 1)
    path = tmp_path / "lincang.toml"
    path.write_text(text, encoding="utf-8")
    child = (
        "import sys\n"
        "from mahjong_desktop.rules.ruleset import RulesetError, load_ruleset_file\n"
        "from mahjong_desktop.rules.registry import region_rules\n"
        "ruleset = load_ruleset_file(sys.argv[1])\n"
        "try:\n"
        "    region_rules(ruleset, ruleset.defaults())\n"
        "except RulesetError as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", child, str(path)],
        capture_output=True,
        text=True,
        timeout=120,  # a watchdog against a hang, not a timing check
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{path}: tables.fan.long_qi_dui")
