"""The regional questions beyond the discard, claim and wild-tile ones: 兰州's 甩牌 and 报听, and
临安's chase for the 胡 minimum. Each returns its choices in the judge's order (best first), or
None when the view does not ask that question.

- **shuai** (兰州, before play): each offered 甩牌 set (``throw 1m1p1s``) and not throwing
  (``pass``), priced by ``ai.choice_worth.throw_worths``: the hand each leaves, with the best of
  the sets still offered after it;
- **declare_ready** (兰州, a turn where the hard player declares 报听 with a discard): 报听 with it
  (``declare 5m``) or the plain discard of the same tile (``5m``: wait a draw, declare later),
  priced by ``ai.choice_worth.declare_worths``;
- **mode** (兰州 庄家选择, the dealer before play): each 玩法 (``liang_bao``, ``san_bao``, …),
  priced by ``ai.mode_worth``: the measured mean of dealt hands of the same kind under each mode.
  Its answers are judged by the measurement, not by a tolerance (``mode_choices``);
- **minimum** (临安, a turn): the coach's best discard that keeps a hand able to pay (its fastest
  way reaches the 200/300 胡 minimum) against its best discard that is faster to ready but whose
  fastest way cannot (the hand would have to be rebuilt before it could win), both with the
  coach's own worths (``DiscardAdvice.value``, which count the minimum).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.ai.choice_worth import (
    DECLARE,
    THROW,
    ThrowWorth,
    declare_worths,
    throw_worths,
)
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.mode_worth import measured, mode_of
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.ai.worth_unit import WorthUnit
from mahjong_desktop.drills.drill import Choice
from mahjong_desktop.engine.actions import Action, Discard, Pass, RegionMove
from mahjong_desktop.engine.hints import view_discard_table
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import en_name, parse_one, zh_name
from mahjong_desktop.tiles import format as format_tiles


def _set_name(tiles: Sequence[int]) -> str:
    kinds = sorted(tiles)
    if kinds == [0, 9, 18]:
        return "三幺"
    if kinds == [8, 17, 26]:
        return "三九"
    return "三风"


def _sets_zh(line: Sequence[Sequence[int]]) -> str:
    return "、".join(f"{_set_name(t)}（{''.join(zh_name(k) for k in sorted(t))}）" for t in line)


def _sets_en(line: Sequence[Sequence[int]]) -> str:
    return " and ".join(
        f"{_set_name(t)} ({', '.join(en_name(k) for k in sorted(t))})" for t in line
    )


def throw_name(action: Action) -> str | None:
    """A 甩牌 answer's choice name: ``throw 1m1p1s`` or ``pass`` (None for other actions)."""
    if isinstance(action, RegionMove) and action.name == THROW:
        return f"throw {format_tiles(action.tiles)}"
    if isinstance(action, Pass):
        return "pass"
    return None


def shuai_choices(view: PlayerView, region: RegionRules, hard: HardPlayer) -> list[Choice] | None:
    patterns = [tuple(p.tiles) for p in getattr(region, "throw_patterns", ())]
    if not patterns:
        return None
    worths = throw_worths(hard, view, patterns)
    if len(worths) < 2:
        return None
    rule = str(region.options.get("throw"))
    before = any(m.kind is MeldKind.THROW for m in view.me.melds)
    unit = hard.know.worth_unit
    return [_shuai_choice(w, rank, rule, before, unit) for rank, w in enumerate(worths, start=1)]


def _shuai_choice(
    w: ThrowWorth, rank: int, rule: str, thrown_before: bool, unit: WorthUnit
) -> Choice:
    h = w.hand
    name = throw_name(w.move)
    assert name is not None
    if h.shanten <= 0:
        after_zh = f"听牌，{h.effective} 张可和"
        after_en = f"ready on {h.effective} unseen tiles"
    else:
        after_zh = f"差 {h.shanten} 张听牌，进张 {h.effective} 张"
        after_en = f"{h.shanten} from ready with {h.effective} useful unseen tiles"
    money_zh = f"和牌率 {h.p_win:.0%}，预期 {unit.zh_text(h.worth)}"
    money_en = f"{h.p_win:.0%} chance to win, {unit.en_text(h.worth)} expected"
    if h.kong >= 0.05:
        money_zh += f"（其中杠钱约 {unit.zh_text(h.kong)}）"
        money_en += f" (about {unit.number(h.kong)} of it kong money, 杠钱)"
    if w.line:
        zh = f"甩{_sets_zh(w.line)}：甩后{after_zh}，{money_zh}"
        en = f"甩牌 {_sets_en(w.line)}: after the throw the hand is {after_en}; {money_en}"
        if len(w.line) > 1:
            zh += "（这几副都甩）"
            en += " (throwing each of them)"
        if rule == "hard":
            zh += "；硬甩时只有甩出的组合才算一副"
            en += "; under 硬甩 only a thrown set counts as a meld"
    else:
        zh = ("不再甩" if thrown_before else "不甩") + f"：手牌{after_zh}，{money_zh}"
        en = f"{'no more 甩牌' if thrown_before else 'no 甩牌'}: the hand is {after_en}; {money_en}"
        if rule == "soft":
            zh += "；软甩时留在手里的组合照样算一副，牌还能另作他用"
            en += "; under 软甩 a set kept in the hand still counts as a meld, and its tiles can "
            en += "still be used otherwise"
    figures = (
        ("shanten", float(h.shanten)),
        ("effective", float(h.effective)),
        ("p_win", round(h.p_win, 4)),
        ("points", round(h.worth, 4)),
        ("kong", round(h.kong, 4)),
    )
    return Choice(name, round(h.worth, 4), rank, zh, en, figures)


def mode_name(action: Action) -> str | None:
    """A 玩法 answer's choice name: the mode's option value, ``qiao_qiao_hu`` (None: no mode)."""
    mode = mode_of(action)
    return mode.value if mode is not None else None


def mode_choices(view: PlayerView, hard: HardPlayer) -> tuple[list[Choice], tuple[str, ...]] | None:
    """The dealer's 玩法 question: each offered mode with the coach's worth and reason for it
    (the measured mean of dealt hands of this kind, ``RegionKnowledge.option_worth``), best
    first, and the modes judged right — those the measurement cannot tell from the best (its
    interval reaches 0). None when the view asks no mode."""
    offered = {m: a for a in view.legal if (m := mode_of(a)) is not None}
    if len(offered) < 2:
        return None
    _kind, k = measured(view.counts())
    choices = []
    for rank, mode in enumerate(k.ranked(list(offered)), start=1):
        move = offered[mode]
        worth = hard.know.option_worth(view, move)
        said = hard.know.explain(view, move)
        assert worth is not None and said is not None  # 兰州's knowledge weighs every mode
        value = round(worth, 4)
        figures = (("points", value), ("walls", float(k.walls)))
        choices.append(Choice(mode.value, value, rank, said[0], said[1], figures))
    accepted = tuple(m.value for m in k.ranked(list(offered)) if not k.modes[m].worse)
    return choices, accepted


def declare_question(view: PlayerView, choice: Action) -> int | None:
    """The tile the 报听 question is asked with: the coach declares with it (None: no question)."""
    if not isinstance(choice, RegionMove) or choice.name != DECLARE or not choice.tiles:
        return None
    tile = choice.tiles[0]
    plain = any(isinstance(a, Discard) and a.tile == tile for a in view.legal)
    return tile if plain else None


def declare_choices(view: PlayerView, hard: HardPlayer, tile: int) -> list[Choice]:
    d = declare_worths(hard, view, tile)
    u = hard.know.worth_unit
    t_zh, t_en = zh_name(tile), en_name(tile)
    copies = sum(n for _w, n in d.waits)
    waits_zh = "、".join(zh_name(w) for w, _n in d.waits)
    waits_en = ", ".join(en_name(w) for w, _n in d.waits)
    declare = Choice(
        f"declare {format_tiles([tile])}",
        round(d.declared, 4),
        0,
        f"报听打{t_zh}：听{waits_zh}（还剩 {copies} 张），手牌锁定，之后摸到就和，"
        "打出的牌别人不能和；"
        f"和牌率 {d.p_win:.0%}，预期 {u.zh_text(d.declared)}",
        f"declare 报听 discarding {t_en}: waiting on {waits_en} ({copies} unseen), the hand is "
        f"locked and its later discards cannot be won on; {d.p_win:.0%} chance to win, "
        f"{u.en_text(d.declared)} expected",
        (("p_win", round(d.p_win, 4)), ("points", round(d.declared, 4)), ("danger", 0.0)),
    )
    wait = Choice(
        format_tiles([tile]),
        round(d.waiting, 4),
        0,
        f"打{t_zh}不报听：这一轮不能和（报的玩法里不报听不能和），下一张摸后再选听口报听，"
        f"可能换到更好的听；多打一张没报听的牌有放炮风险 {u.zh_text(d.risk)}；"
        f"预期 {u.zh_text(d.waiting)}",
        f"discard {t_en} without declaring: no win this go-round (in a 报 mode only a declared "
        f"hand may win), then after the next draw declare on the best wait, which may be a "
        f"better one; one more undeclared discard risks {u.en_text(d.risk)}; "
        f"{u.en_text(d.waiting)} expected",
        (("points", round(d.waiting, 4)), ("danger", round(d.risk, 4))),
    )
    pair = sorted([declare, wait], key=lambda c: -c.value)
    return [
        Choice(c.name, c.value, i + 1, c.reason_zh, c.reason_en, c.figures)
        for i, c in enumerate(pair)
    ]


def declare_answer(action: Action) -> str | None:
    """The 报听 question's name for ``action``: ``declare 5m`` or the plain ``5m``."""
    if isinstance(action, RegionMove) and action.name == DECLARE and action.tiles:
        return f"declare {format_tiles(action.tiles[:1])}"
    if isinstance(action, Discard):
        return format_tiles([action.tile])
    return None


@dataclass(frozen=True, slots=True)
class MinimumFacts:
    """Per discard (tile notation): the shape's tiles from ready after it, and whether its
    fastest way can reach the minimum (a route that pays at those steps)."""

    shape: dict[str, int]
    paying: dict[str, bool]


def minimum_facts(view: PlayerView, region: RegionRules, hard: HardPlayer) -> MinimumFacts | None:
    """The facts the minimum question needs, or None when no discard that cannot pay is faster
    than one that can (cheap beside the coach's search: asked first)."""
    know = hard.know
    read = read_table(view, know)  # the region's scorer budget starts afresh, as for a decision
    unseen = read.sit.unseen
    counts = tuple(view.counts())
    melds = view.me.melds
    shape: dict[str, int] = {}
    paying: dict[str, bool] = {}
    for row in view_discard_table(region, view):
        name = format_tiles([row.discard])
        c13 = minus(counts, row.discard)
        routes = know.routes(view, c13, melds, row.shanten, row.total, unseen)
        shape[name] = row.shanten
        # Its fastest way (the shape's own steps) can reach the minimum: a route that pays.
        paying[name] = any(r.effective > 0 and r.shanten <= row.shanten for r in routes)
    slowest = max((shape[n] for n, ok in paying.items() if ok), default=None)
    if slowest is None or not any(not ok and shape[n] < slowest for n, ok in paying.items()):
        return None
    return MinimumFacts(shape, paying)


def minimum_choices(
    view: PlayerView, region: RegionRules, hard: HardPlayer, discards: list[Choice]
) -> list[Choice] | None:
    """The chase and the small route among ``discards`` (the coach's, in its order), or None."""
    facts = minimum_facts(view, region, hard)
    if facts is None:
        return None
    know = hard.know
    shape, paying = facts.shape, facts.paying
    chase = next((c for c in discards if paying.get(c.name)), None)
    if chase is None:
        return None
    small = next(
        (
            c
            for c in discards
            if c.name in paying and not paying[c.name] and shape[c.name] < shape[chase.name]
        ),
        None,
    )
    if small is None:
        return None
    lo_self = getattr(know, "value", None)
    min_self = int(getattr(lo_self, "min_self", 200))
    min_discard = int(getattr(lo_self, "min_discard", 300))
    limits_zh = f"自摸 {min_self} 胡、点炮 {min_discard} 胡"
    limits_en = f"{min_self} 胡 self-drawn, {min_discard} 胡 on a discard"
    x, y = parse_one(chase.name), parse_one(small.name)
    sx, sy = shape[chase.name], shape[small.name]
    chase_c = Choice(
        chase.name,
        chase.value,
        0,
        f"打{zh_name(x)}：留住够得上起胡（{limits_zh}）的牌型，差 {sx} 张听牌；{chase.reason_zh}",
        f"discard {en_name(x)}: it keeps a hand that can reach the minimum ({limits_en}), "
        f"{sx} from ready; {chase.reason_en}",
        chase.figures,
        chase.helps,
    )
    ready_zh = "听牌" if sy == 0 else f"差 {sy} 张听牌"
    ready_en = "ready" if sy == 0 else f"{sy} from ready"
    small_c = Choice(
        small.name,
        small.value,
        0,
        f"打{zh_name(y)}：{ready_zh}，比打{zh_name(x)}快，但这样凑成的牌够不到起胡（{limits_zh}），"
        f"要和还得改牌；算上改牌，预期 {know.worth_unit.zh_text(small.value)}",
        f"discard {en_name(y)}: {ready_en}, faster than {en_name(x)}, but the hand it makes "
        f"cannot reach the minimum ({limits_en}) and must still be changed to win; with that, "
        f"{know.worth_unit.en_text(small.value)} expected",
        small.figures,
        small.helps,
    )
    pair = sorted([chase_c, small_c], key=lambda c: -c.value)
    return [
        Choice(c.name, c.value, i + 1, c.reason_zh, c.reason_en, c.figures, c.helps)
        for i, c in enumerate(pair)
    ]
