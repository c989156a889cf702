"""The coach: the hard player's ranking of every discard (and claim) for any view, with the
figures behind it and a one-line reason in Chinese and English. No Qt; the GUI's hint button and
review screen call ``advise`` and show the frozen values it returns.

    advice = advise(view, region)
    advice.choice               # the action the hard player would take
    advice.discards[0].tile     # its discard (when the choice is a discard)
    advice.discards[0].figures  # labelled figures with units, for a table
    advice.discards[0].reason_en
    advice.kongs                # a turn's kongs against not declaring, when one is legal

Units: tiles from ready (向听, 0 = ready); effective tiles as unseen copies (张); chances 0–1
shown as percent; points in the region's stake units (分).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.ai.base import after_claim, allowed_discards
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.ranking import DiscardFigures, read_table
from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    Win,
)
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import en_name, zh_name
from mahjong_desktop.tiles import name as tile_name


@dataclass(frozen=True, slots=True)
class Figure:
    """One labelled number: ``value`` in ``unit_en`` (``unit_zh``)."""

    key: str
    label_zh: str
    label_en: str
    value: float
    unit_zh: str
    unit_en: str


@dataclass(frozen=True, slots=True)
class DiscardAdvice:
    """One possible discard. ``shanten``: tiles from ready after it (0 = ready, unit 向听);
    ``effective``: (tile notation, unseen copies) of the draws that bring the hand closer;
    ``effective_total``: their unseen copies together (张); ``p_ready``/``p_win``: chance 0–1 to
    be ready / to win before the wall ends; ``expected_points``: points collected from finishing
    (stake units); ``kong_points``: kong money expected from the triplets and pongs kept (stake
    units); ``danger``: expected points lost by dealing in with this tile now; ``value``: the
    ranking value (expected points + kong money − danger − wild-tile penalty); ``rank`` 1 = best.
    """

    rank: int
    tile: str
    shanten: int
    effective: tuple[tuple[str, int], ...]
    effective_total: int
    p_ready: float
    p_win: float
    expected_points: float
    kong_points: float
    danger: float
    value: float
    route: str
    reason_zh: str
    reason_en: str

    @property
    def figures(self) -> tuple[Figure, ...]:
        return (
            Figure("shanten", "向听数", "tiles from ready", self.shanten, "向听", "tiles"),
            Figure(
                "effective", "有效牌", "effective tiles", self.effective_total, "张", "unseen tiles"
            ),
            Figure("p_ready", "听牌率", "chance to be ready", 100 * self.p_ready, "%", "%"),
            Figure("p_win", "和牌率", "chance to win", 100 * self.p_win, "%", "%"),
            Figure("points", "预期得分", "expected points", self.expected_points, "分", "points"),
            Figure("kong", "预期杠钱", "expected kong money", self.kong_points, "分", "points"),
            Figure("danger", "放炮风险", "deal-in risk", self.danger, "分", "points"),
            Figure("value", "综合价值", "overall value", self.value, "分", "points"),
        )


@dataclass(frozen=True, slots=True)
class ClaimAdvice:
    """One answer to a claim window (pong, kong, chow, win or pass), with its expected points
    (stake units) and the reason; ``rank`` 1 = what the hard player does. ``weighed`` is False
    for a row the hard player gives no worth (a win, taken always; a claim it never considers,
    e.g. a kong that sets the hand back): its ``expected_points`` 0.0 is then no figure."""

    rank: int
    action: Action
    expected_points: float
    reason_zh: str
    reason_en: str
    weighed: bool = True


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's answer for one view: the hard player's ``choice``, the ranked ``discards``
    (empty when not discarding), ``claims`` (empty outside a claim window) and ``kongs``: on a
    turn where a concealed or added kong is legal, each kong and not declaring (the best
    discard), what the hard player does first."""

    choice: Action
    discards: tuple[DiscardAdvice, ...]
    claims: tuple[ClaimAdvice, ...]
    note: str = ""
    kongs: tuple[ClaimAdvice, ...] = ()


def tiles_en(n: int, what: str = "") -> str:
    """ "1 unseen tile", "4 unseen tiles": English counts in the right number."""
    word = f"{what} tile" if what else "tile"
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _reason(f: DiscardFigures, best: DiscardFigures | None) -> tuple[str, str]:
    t_zh, t_en = zh_name(f.tile), en_name(f.tile)
    ready = f.shanten == 0
    eff = f.effective_total
    if f.danger_counted and best is not None and f.danger > best.danger + 0.05 and f.danger > 0.1:
        return (
            f"打{t_zh}有放炮危险（约 {f.danger:.2f} 分），不如更安全的牌",
            f"{t_en} risks dealing in (about {f.danger:.2f} points); safer tiles exist",
        )
    if ready:
        return (
            f"打{t_zh}后听牌，{eff} 张可和，和牌率 {f.p_win:.0%}",
            f"discarding {t_en} leaves the hand ready on {tiles_en(eff, 'unseen')}, "
            f"{f.p_win:.0%} chance to win",
        )
    if f.danger_counted and best is None and f.danger > 0.1:
        return (
            f"打{t_zh}：进张 {eff} 张，同时避开放炮（风险 {f.danger:.2f} 分）",
            f"{t_en}: {tiles_en(eff, 'useful')} while staying safe (risk {f.danger:.2f} points)",
        )
    zh = f"打{t_zh}后差 {f.shanten} 张听牌，进张 {eff} 张，预期 {f.gain:.2f} 分"
    en = (
        f"after {t_en} the hand is {tiles_en(f.shanten)} from ready with "
        f"{tiles_en(eff, 'useful unseen')}, {f.gain:.2f} points expected"
    )
    if f.kong >= 0.05:
        zh += f"，另有杠钱约 {f.kong:.2f} 分"
        en += f", plus about {f.kong:.2f} points of kong money (杠钱)"
    return zh, en


def _discard_advice(ranked: Sequence[DiscardFigures]) -> tuple[DiscardAdvice, ...]:
    out = []
    best = ranked[0] if ranked else None
    for i, f in enumerate(ranked):
        zh, en = _reason(f, None if i == 0 else best)
        out.append(
            DiscardAdvice(
                rank=i + 1,
                tile=tile_name(f.tile),
                shanten=f.shanten,
                effective=tuple((tile_name(k), n) for k, n in f.effective),
                effective_total=f.effective_total,
                p_ready=round(f.p_ready, 4),
                p_win=round(f.p_win, 4),
                expected_points=round(f.gain, 4),
                kong_points=round(f.kong, 4),
                danger=round(f.danger, 4),
                value=round(f.utility, 4),
                route=f.route,
                reason_zh=zh,
                reason_en=en,
            )
        )
    return tuple(out)


_KONG_WORDS = {ConcealedKong: ("暗杠", "concealed kong"), AddedKong: ("补杠", "added kong")}
_CLAIM_WORDS = {
    Pong: ("碰", "pong"),
    ExposedKong: ("杠", "kong"),
    Chow: ("吃", "chow"),
    Pass: ("过", "pass"),
    Win: ("和", "win"),
}


def advise(view: PlayerView, region: RegionRules, player: HardPlayer | None = None) -> Advice:
    """The hard player's judgement of this view. ``player`` may be passed to reuse one."""
    hard = player if player is not None else HardPlayer(region)
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to decide now")
    choice = hard.choose(view, legal)
    note = hard.know.note
    if view.phase in (Phase.CLAIM, Phase.ROB):
        return Advice(choice, (), _claims(view, hard, legal, choice), note)
    allowed = allowed_discards(legal)
    if view.phase == Phase.PRE_PLAY:
        return Advice(choice, (), _region_moves(view, hard, legal, choice), note)
    if view.phase != Phase.TURN or not allowed:
        return Advice(choice, (), (), note)
    kongs = _kongs(view, hard, legal, choice)
    # The ranking the choice was made from when it was a discard (one search, and the same one:
    # a second could differ where the search's time limit cut one of them short).
    ranked = hard.ranking_of(view)
    if ranked is None:
        ranked = hard.rank(view, read_table(view, hard.know), allowed)
    return Advice(choice, _discard_advice(ranked), (), note, kongs)


def _region_moves(
    view: PlayerView, hard: HardPlayer, legal: Sequence[Action], choice: Action
) -> tuple[ClaimAdvice, ...]:
    """Before play (兰州 甩牌, the dealer's 玩法): the choice first with the region's reason, then
    the other options, so the coach and 复盘 say which set or mode and why."""
    rows: list[ClaimAdvice] = []
    for a in sorted(legal, key=lambda a: a != choice):
        said = hard.know.explain(view, a)
        if a == choice and said is not None:
            zh, en = said
        elif isinstance(a, Pass):
            zh, en = "不甩：留在手里", "keep the hand as it is"
        else:
            zh, en = "教练不选这一项", "not the coach's choice"
        rows.append(ClaimAdvice(len(rows) + 1, a, 0.0, zh, en, weighed=False))
    return tuple(rows)


def _kongs(
    view: PlayerView, hard: HardPlayer, legal: Sequence[Action], choice: Action
) -> tuple[ClaimAdvice, ...]:
    """The turn's kongs weighed as the hard player weighs them (``HardPlayer.kong_scores``);
    where the region pays no kong money, the shared rule's kong (it costs no step)."""
    scores = hard.kong_scores(view, legal)
    if not scores:
        if not isinstance(choice, ConcealedKong | AddedKong):
            return ()
        t_zh, t_en = zh_name(choice.tile), en_name(choice.tile)
        zh_w, en_w = _KONG_WORDS[type(choice)]
        return (
            ClaimAdvice(
                1,
                choice,
                0.0,
                f"{zh_w}{t_zh}不减进度，还多摸一张补牌",
                f"{en_w} of {t_en}: it costs the hand no progress and draws a replacement tile",
            ),
        )
    keep = sum(scores.pop(None))  # not declaring: no money now, the best discard's worth
    rows: list[tuple[Action, float, str, str]] = []
    for a, (now, after) in scores.items():
        assert isinstance(a, ConcealedKong | AddedKong)
        t_zh, t_en = zh_name(a.tile), en_name(a.tile)
        zh_w, en_w = _KONG_WORDS[type(a)]
        total = now + after
        rows.append(
            (
                a,
                total,
                f"{zh_w}{t_zh}：现收杠钱 {now:.2f} 分，之后手牌预期 {after:.2f} 分，"
                f"合计 {total:.2f} 分（不杠最好 {keep:.2f} 分）",
                f"{en_w} of {t_en}: {now:.2f} points of kong money now and {after:.2f} expected "
                f"from the hand after, {total:.2f} in all (no kong: {keep:.2f} at best)",
            )
        )
    if choice not in scores:
        best_kong = max(r[1] for r in rows)
        zh, en = "不杠", "no kong"
        if isinstance(choice, Discard):
            zh, en = f"不杠，打{zh_name(choice.tile)}", f"no kong, discard {en_name(choice.tile)}"
        rows.append(
            (
                choice,
                keep,
                f"{zh}：预期 {keep:.2f} 分，杠了最多 {best_kong:.2f} 分",
                f"{en}: {keep:.2f} points expected, a kong at most {best_kong:.2f}",
            )
        )
    rows.sort(key=lambda r: (r[0] != choice, -r[1]))
    return tuple(
        ClaimAdvice(i + 1, a, round(v, 4), zh, en) for i, (a, v, zh, en) in enumerate(rows)
    )


def _claims(
    view: PlayerView, hard: HardPlayer, legal: Sequence[Action], choice: Action
) -> tuple[ClaimAdvice, ...]:
    read = read_table(view, hard.know)
    options = [a for a in legal if isinstance(a, Pong | ExposedKong | Chow)]
    scores: dict[Action | None, float] = (
        hard.claim_scores(view, read, options) if options else {None: 0.0}
    )
    rows: list[tuple[Action, float]] = []
    for a in legal:
        if isinstance(a, Pass):
            rows.append((a, scores.get(None, 0.0)))
        elif isinstance(a, Win):
            rows.append((a, float("inf")))
        elif a in scores:
            rows.append((a, scores[a]))
        elif after_claim(view, a) is not None:
            rows.append((a, float("-inf")))
    rows.sort(key=lambda r: (r[0] != choice, -r[1]))
    tile = view.claim_tile
    t_zh = zh_name(tile) if tile is not None else ""
    t_en = en_name(tile) if tile is not None else ""
    out = []
    for i, (a, s) in enumerate(rows):
        zh_w, en_w = _CLAIM_WORDS.get(type(a), (a.type, a.type))
        pts = 0.0 if s in (float("inf"), float("-inf")) else round(s, 4)
        if isinstance(a, Win):
            zh, en = f"和{t_zh}", f"win on {t_en}"
        elif isinstance(a, Pass):
            zh = f"不要{t_zh}：保持手牌，预期 {pts:.2f} 分"
            en = f"let {t_en} go: {pts:.2f} points expected"
        elif isinstance(a, Chow):  # which chow: the same tile may make two or three
            run = sorted((*a.tiles, tile)) if tile is not None else list(a.tiles)
            run_zh = "".join(zh_name(t) for t in run)
            run_en = ", ".join(en_name(t) for t in run)
            zh = f"吃{t_zh}成{run_zh}后预期 {pts:.2f} 分"
            en = f"chow {t_en} as {run_en}: {pts:.2f} points expected afterwards"
        else:
            zh = f"{zh_w}{t_zh}后预期 {pts:.2f} 分"
            en = f"{en_w} {t_en}: {pts:.2f} points expected afterwards"
        out.append(ClaimAdvice(i + 1, a, pts, zh, en, s not in (float("inf"), float("-inf"))))
    return tuple(out)
