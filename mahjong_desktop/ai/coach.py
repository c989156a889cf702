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
shown as percent. The worths (``expected_points``, ``kong_points``, ``danger``, ``value``) are the
hard player's own, in the region's stake units, for ranking and judging; every worth a player
reads — the reasons and ``figures`` — is in the units of the table's score plates
(``ai.worth_unit``: 分 in four regions, 胡 × 底注 in 临安, where one stake is 100), times the base
stake those plates are shown at (``stake``: the app's 底分 where the ruleset has no stake of its
own, else 1; the window passes it, this layer reads no settings).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.ai.base import after_claim, allowed_discards
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.ranking import DiscardFigures, read_table
from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
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
    units); ``danger``: expected points lost by dealing in with this tile now; ``run_chance``:
    for an honour that continues a run of honour discards (临沧/临汾 十老头/七风), the chance
    the run is completed, and ``run_points`` the worth that adds; ``value``: the ranking value
    (expected points + kong money + run worth − danger − wild-tile penalty); ``rank`` 1 = best.
    ``unit``: how those worths are shown (``figures`` and the reasons are in it).
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
    unit: WorthUnit = POINTS_UNIT
    run_chance: float = 0.0
    run_points: float = 0.0

    @property
    def figures(self) -> tuple[Figure, ...]:
        """The labelled figures as a player reads them: worths in the score plates' units (the
        honour run's two only for a discard that continues one)."""
        u = self.unit
        run: tuple[Figure, ...] = ()
        if self.run_chance > 0.0:
            run = (
                Figure(
                    "run_chance",
                    "十老头/七风机会",
                    RUN_EN + " chance",
                    100 * self.run_chance,
                    "%",
                    "%",
                ),
                Figure(
                    "run",
                    "十老头/七风价值",
                    RUN_EN + " worth",
                    u.shown(self.run_points),
                    u.zh,
                    u.en,
                ),
            )
        return (
            Figure("shanten", "向听数", "tiles from ready", self.shanten, "向听", "tiles"),
            Figure(
                "effective", "有效牌", "effective tiles", self.effective_total, "张", "unseen tiles"
            ),
            Figure("p_ready", "听牌率", "chance to be ready", 100 * self.p_ready, "%", "%"),
            Figure("p_win", "和牌率", "chance to win", 100 * self.p_win, "%", "%"),
            Figure(
                "points", "预期得分", "expected points", u.shown(self.expected_points), u.zh, u.en
            ),
            Figure(
                "kong", "预期杠钱", "expected kong money", u.shown(self.kong_points), u.zh, u.en
            ),
            Figure("danger", "放炮风险", "deal-in risk", u.shown(self.danger), u.zh, u.en),
            *run,
            Figure("value", "综合价值", "overall value", u.shown(self.value), u.zh, u.en),
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
    discard), what the hard player does first. ``unit``: how the region's worths are shown
    (the reasons already are; a window showing a worth formats it with this)."""

    choice: Action
    discards: tuple[DiscardAdvice, ...]
    claims: tuple[ClaimAdvice, ...]
    note: str = ""
    kongs: tuple[ClaimAdvice, ...] = ()
    unit: WorthUnit = POINTS_UNIT


# The run of honour discards in English words (rule terms keep their Chinese names).
RUN_EN = "十老头/七风 (honour-discard win)"
# A run chance the reasons name: below it the run changes no choice worth a word.
_RUN_NAMED = 0.01


def tiles_en(n: int, what: str = "") -> str:
    """ "1 unseen tile", "4 unseen tiles": English counts in the right number."""
    word = f"{what} tile" if what else "tile"
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _reason(f: DiscardFigures, best: DiscardFigures | None, unit: WorthUnit) -> tuple[str, str]:
    t_zh, t_en = zh_name(f.tile), en_name(f.tile)
    ready = f.shanten == 0
    eff = f.effective_total
    # The thresholds compare raw worths (the players were tuned in them); the words show them
    # in the plates' units.
    if f.danger_counted and best is not None and f.danger > best.danger + 0.05 and f.danger > 0.1:
        return (
            f"打{t_zh}有放炮危险（约 {unit.zh_text(f.danger)}），不如更安全的牌",
            f"{t_en} risks dealing in (about {unit.en_text(f.danger)}); safer tiles exist",
        )
    if ready:
        return (
            f"打{t_zh}后听牌，{eff} 张可和，和牌率 {f.p_win:.0%}",
            f"discarding {t_en} leaves the hand ready on {tiles_en(eff, 'unseen')}, "
            f"{f.p_win:.0%} chance to win",
        )
    if f.danger_counted and best is None and f.danger > 0.1:
        return (
            f"打{t_zh}：进张 {eff} 张，同时避开放炮（风险 {unit.zh_text(f.danger)}）",
            f"{t_en}: {tiles_en(eff, 'useful')} while staying safe (risk {unit.en_text(f.danger)})",
        )
    zh = f"打{t_zh}后差 {f.shanten} 张听牌，进张 {eff} 张，预期 {unit.zh_text(f.gain)}"
    en = (
        f"after {t_en} the hand is {tiles_en(f.shanten)} from ready with "
        f"{tiles_en(eff, 'useful unseen')}, {unit.en_text(f.gain)} expected"
    )
    if f.kong >= 0.05:
        zh += f"，另有杠钱约 {unit.zh_text(f.kong)}"
        en += f", plus about {unit.en_text(f.kong)} of kong money (杠钱)"
    if f.run_chance >= _RUN_NAMED and f.run > 0.0:
        # A run of honour discards is a chance beside the hand, like kong money: said after it.
        zh += f"；续打字牌，十老头/七风约 {f.run_chance:.0%} 可成（再加约 {unit.zh_text(f.run)}）"
        en += (
            f"; it keeps the honour discards going: {RUN_EN} about {f.run_chance:.0%} likely "
            f"(about {unit.en_text(f.run)} more)"
        )
    return zh, en


def _discard_advice(ranked: Sequence[DiscardFigures], unit: WorthUnit) -> tuple[DiscardAdvice, ...]:
    out = []
    best = ranked[0] if ranked else None
    for i, f in enumerate(ranked):
        zh, en = _reason(f, None if i == 0 else best, unit)
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
                unit=unit,
                run_chance=round(f.run_chance, 4),
                run_points=round(f.run, 4),
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


def advise(
    view: PlayerView, region: RegionRules, player: HardPlayer | None = None, *, stake: int = 1
) -> Advice:
    """The hard player's judgement of this view. ``player`` may be passed to reuse one;
    ``stake``: the base stake the table's plates show engine points at (the worths a player
    reads are that many times the region's unit; the raw worths stay as they are)."""
    hard = player if player is not None else HardPlayer(region)
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to decide now")
    choice = hard.choose(view, legal)
    note = hard.know.note
    unit = hard.know.worth_unit.times(stake)
    if view.phase in (Phase.CLAIM, Phase.ROB):
        return Advice(choice, (), _claims(view, hard, legal, choice, unit), note, unit=unit)
    allowed = allowed_discards(legal)
    if view.phase == Phase.PRE_PLAY:
        return Advice(choice, (), _region_moves(view, hard, legal, choice), note, unit=unit)
    if view.phase != Phase.TURN or not allowed:
        return Advice(choice, (), (), note, unit=unit)
    kongs = _kongs(view, hard, legal, choice, unit)
    # The ranking the choice was made from when it was a discard (one search, and the same one:
    # a second could differ where the search's time limit cut one of them short).
    ranked = hard.ranking_of(view)
    if ranked is None:
        ranked = hard.rank(view, read_table(view, hard.know), allowed)
    return Advice(choice, _discard_advice(ranked, unit), (), note, kongs, unit)


def _region_moves(
    view: PlayerView, hard: HardPlayer, legal: Sequence[Action], choice: Action
) -> tuple[ClaimAdvice, ...]:
    """Before play (兰州 甩牌, the dealer's 玩法): the choice first with the region's reason, then
    the other options, so the coach and 复盘 say which set or mode and why."""
    rows: list[ClaimAdvice] = []
    worths = {a: hard.know.option_worth(view, a) for a in legal}
    # The choice first, then options with a worth of their own (兰州's 玩法), best first.
    for a in sorted(legal, key=lambda a: (a != choice, -(worths[a] or 0.0))):
        said = hard.know.explain(view, a)
        worth = worths[a]
        # An option with a worth keeps its reason when it is not the choice; the others say
        # only why the choice is made.
        if said is not None and (a == choice or worth is not None):
            zh, en = said
        elif isinstance(a, Pass):
            zh, en = "不甩：留在手里", "keep the hand as it is"
        else:
            zh, en = "教练不选这一项", "not the coach's choice"
        rows.append(ClaimAdvice(len(rows) + 1, a, worth or 0.0, zh, en, weighed=worth is not None))
    return tuple(rows)


def _kongs(
    view: PlayerView, hard: HardPlayer, legal: Sequence[Action], choice: Action, u: WorthUnit
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
    sure = hard.face_up_kongs(view, legal)
    rows: list[tuple[Action, float, str, str]] = []
    for a, (now, after) in scores.items():
        assert isinstance(a, ConcealedKong | AddedKong)
        t_zh, t_en = zh_name(a.tile), en_name(a.tile)
        zh_w, en_w = _KONG_WORDS[type(a)]
        if a in sure:
            face, points = sure[a]
            zh, en = _face_up_words(zh_w + t_zh, f"{en_w} of {t_en}", face, points, u)
            rows.append((a, now + points, zh, en))
            continue
        total = now + after
        rows.append(
            (
                a,
                total,
                f"{zh_w}{t_zh}：现收杠钱 {u.zh_text(now)}，之后手牌预期 {u.zh_text(after)}，"
                f"合计 {u.zh_text(total)}（不杠最好 {u.zh_text(keep)}）",
                f"{en_w} of {t_en}: {u.en_text(now)} of kong money now and {u.number(after)} "
                f"expected from the hand after, {u.number(total)} in all "
                f"(no kong: {u.number(keep)} at best)",
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
                f"{zh}：预期 {u.zh_text(keep)}，杠了最多 {u.zh_text(best_kong)}",
                f"{en}: {u.en_text(keep)} expected, a kong at most {u.number(best_kong)}",
            )
        )
    rows.sort(key=lambda r: (r[0] != choice, -r[1]))
    return tuple(
        ClaimAdvice(i + 1, a, round(v, 4), zh, en) for i, (a, v, zh, en) in enumerate(rows)
    )


def _face_up_words(
    zh_kong: str, en_kong: str, face: int, points: float, u: WorthUnit
) -> tuple[str, str]:
    """Why a kong wins for certain: its replacement is a face-up tail tile the hand waits on."""
    return (
        f"{zh_kong}：补牌拿翻开的尾牌{zh_name(face)}，杠上开花，稳和 {u.zh_text(points)}",
        f"{en_kong}: the replacement is the face-up tail tile {en_name(face)}, a sure "
        f"杠上开花 (win on a kong replacement) for {u.en_text(points)}",
    )


def _claims(
    view: PlayerView, hard: HardPlayer, legal: Sequence[Action], choice: Action, u: WorthUnit
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
    sure = hard.face_up_kongs(view, legal)
    out = []
    for i, (a, s) in enumerate(rows):
        zh_w, en_w = _CLAIM_WORDS.get(type(a), (a.type, a.type))
        pts = 0.0 if s in (float("inf"), float("-inf")) else round(s, 4)
        if a in sure:
            zh, en = _face_up_words(zh_w + t_zh, f"{en_w} {t_en}", *sure[a], u)
        elif isinstance(a, Win):
            zh, en = f"和{t_zh}", f"win on {t_en}"
        elif isinstance(a, Pass):
            zh = f"不要{t_zh}：保持手牌，预期 {u.zh_text(pts)}"
            en = f"let {t_en} go: {u.en_text(pts)} expected"
        elif isinstance(a, Chow):  # which chow: the same tile may make two or three
            run = sorted((*a.tiles, tile)) if tile is not None else list(a.tiles)
            run_zh = "".join(zh_name(t) for t in run)
            run_en = ", ".join(en_name(t) for t in run)
            zh = f"吃{t_zh}成{run_zh}后预期 {u.zh_text(pts)}"
            en = f"chow {t_en} as {run_en}: {u.en_text(pts)} expected afterwards"
        else:
            zh = f"{zh_w}{t_zh}后预期 {u.zh_text(pts)}"
            en = f"{en_w} {t_en}: {u.en_text(pts)} expected afterwards"
        out.append(ClaimAdvice(i + 1, a, pts, zh, en, s not in (float("inf"), float("-inf"))))
    return tuple(out)
