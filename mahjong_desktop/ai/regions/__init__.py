"""Region knowledge for the computer players: one small module per region behind one interface.

``RegionKnowledge`` is the generic player's view of any region: values come from the region's
real scorer (``RegionRules.evaluate``), opponents may win on any discard, region moves are left
alone. A region module (``lincang.py`` …) overrides what its rules change: which hands may win
on a discard, what patterns are worth aiming for, 报听/甩牌/wild-tile decisions. A region whose
rules module exists but has no knowledge module yet plays generically, and ``note`` says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mahjong_desktop.ai.danger import Threat, ready_guess
from mahjong_desktop.ai.estimate import HandValue, Route
from mahjong_desktop.ai.face_up_kong import KongWin, face_up_win, kong_wins
from mahjong_desktop.ai.honour_run import RunRules
from mahjong_desktop.ai.kong_value import KongMoney, kong_money_of
from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
from mahjong_desktop.engine.actions import Action, Pass, RegionMove
from mahjong_desktop.engine.hints import view_win_context
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.hand.model import ShapeRules
from mahjong_desktop.rules.hand_facts import Meld, WinBy, WinContext
from mahjong_desktop.rules.region import RegionRules


class RegionKnowledge:
    """Generic knowledge, valid for every region; subclasses sharpen it."""

    region_id = "generic"
    # Chance per go-around, per unseen copy of a wait over all unseen tiles, that an opponent
    # throws it (relative to drawing it oneself): opponents hold most unseen tiles and throw one
    # per turn, but avoid obvious danger.
    ron_per_copy = 1.2
    typical_self_draw = 3.0
    typical_deal_in = 3.0
    # A win also saves what someone else's win would have cost: about one typical payment.
    win_swing = 1.0
    # The same for the hard level's search, where a region's ``win_swing`` was tuned to make up
    # for the estimate's errors rather than to mean a payment (None: ``win_swing``).
    search_swing: float | None = None
    # Calibration of the danger model against measured deal-in rates (arena, no defence).
    danger_scale = 1.0
    # Scorer calls the hard player's search may make per decision (deterministic budget); the
    # generic value is low because an unknown region's scorer may be slow (临安's takes ~5 ms).
    score_budget = 8
    # Draws the search may expand per decision: each costs a discard table or up to 14 wait
    # tests, far slower with wild tiles, so unknown regions get a small budget.
    node_budget = 40
    # Whether the hard level measures closeness by the steps to a hand that can pay rather than
    # to one ready in shape (ranking.rank_discards): for regions where a ready hand can still be
    # unable to win, so that shape alone would keep it ready for good.
    paying_closeness = False
    # Whether a far hand folds against a strong threat (ranking.rank_discards). Regions whose
    # hand plays on after a win, where giving up the own hand costs more, turn it off.
    folds = True
    # Whether kong money is paid when the hand ends in an exhaustive draw (a region option of that
    # name overrides it), and the share of hands that do end so (measured with four normals): the
    # normal and hard levels expect a kong's money at (1 − draw_rate) of its face value where it
    # is not paid.
    kong_paid_on_draw = True
    draw_rate = 0.0
    # Whether the player plans 杠上开花 on face-up tail tiles where the rules turn some up
    # (``ai.face_up_kong``; the hard level's).
    plans_face_up_kongs = False

    def __init__(self, region: RegionRules) -> None:
        self.region = region
        # How many times a hand was priced by estimate because the decision's scorer budget (of a
        # region module that keeps one) ran out; the hard level compares it before and after its
        # search to know whether the search's figures are exact enough to compare.
        self.budget_outs = 0
        self.shape_rules: ShapeRules = region.shape_rules()
        # The shapes the discard table follows; regions that price seven pairs apart from the
        # standard shape take it out here and add it back as a route of its own.
        self.table_rules: ShapeRules = self.shape_rules
        self.note = ""
        self.reserve = region.wall_reserve()
        paid = region.options.get("kong_paid_on_draw", self.kong_paid_on_draw)
        self.kong_money: KongMoney = kong_money_of(
            region.options, 1.0 if paid else 1.0 - self.draw_rate
        )
        # How these worths are shown beside the score plates (the hint line, 复盘, the drills):
        # the generic worths are the settlement's points already.
        self.worth_unit: WorthUnit = POINTS_UNIT

    def follow(self, view: PlayerView) -> None:
        """Read what the hand's variant changes before a decision (兰州: the shapes of the
        dealer's 番种); generic play has nothing that varies."""

    def for_hard(self) -> None:
        """Sharpen this (per-player) knowledge for the hard level: a region whose estimate has
        refinements only the hard level uses turns them on here (calling this first). In every
        region the hard level plans 杠上开花 on face-up tail tiles where the rules turn some up."""
        self.plans_face_up_kongs = True

    def honour_runs(self) -> RunRules | None:
        """The region's win by a run of honour discards (临沧/临汾 十老头/七风) as the hard level
        aims for it (``ai.honour_run``), or None where the region has none or it is turned off."""
        return None

    def normal_search_reach(self, view: PlayerView) -> int | None:
        """How far from ready (shanten of the best discard) the normal level searches its own
        next draws in this hand, as the hard level does (None: it ranks by the estimate alone;
        the hard level always searches from two steps). A region asks for it where the estimate
        alone leaves normal behind a plain player and the search fits normal's time budget."""
        return None

    # --- scoring with the region's own scorer -------------------------------------------------
    def context(
        self,
        view: PlayerView,
        counts14: Sequence[int],
        melds: tuple[Meld, ...],
        tile: int,
        win_by: WinBy,
    ) -> WinContext:
        # The engine's own builder: the same facts the hints and the game judge with (报听,
        # the 兰州 mode chosen, 老庄 streak, 飞宝).
        return view_win_context(view, counts14, tile, win_by, melds=melds)

    def win_values(
        self, view: PlayerView, counts14: Sequence[int], melds: tuple[Meld, ...], tile: int
    ) -> tuple[float, float]:
        """(points collected on a self-drawn win, on a discard win); 0 where not a legal win."""
        out = []
        for win_by in (WinBy.SELF_DRAW, WinBy.DISCARD):
            try:
                ev = self.region.evaluate(self.context(view, counts14, melds, tile, win_by))
            except (ValueError, KeyError, IndexError, AssertionError):
                ev = None
            if ev is None or not ev.legal:
                out.append(0.0)
            elif ev.each is not None:
                out.append(3.0 * ev.each)
            else:
                out.append(float((ev.discarder or 0) + 2 * (ev.other or 0)))
        return out[0], out[1]

    def face_up_win(
        self, view: PlayerView, counts13: Sequence[int], melds: tuple[Meld, ...]
    ) -> tuple[int, float] | None:
        """(face-up tail tile, points) of the win this waiting-size hand makes by taking that
        tile as the replacement of the kong just declared (the last of ``melds``, or a pong
        grown); None where none completes it or the player does not plan such wins."""
        if not self._face_up_kongs(view):
            return None
        return face_up_win(self.region, view, counts13, melds, self._waits_of(view))

    def kong_wins(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        unseen: Sequence[int],
    ) -> tuple[KongWin, ...]:
        """Tiles that would let this ready hand kong and win on a face-up tail tile
        (``ai.face_up_kong.kong_wins``); none where the player does not plan such wins."""
        if not self._face_up_kongs(view):
            return ()
        return kong_wins(self.region, view, counts13, melds, unseen, self._waits_of(view))

    def _face_up_kongs(self, view: PlayerView) -> bool:
        return (
            self.plans_face_up_kongs and bool(view.face_up) and self.region.kong_win_takes_face_up()
        )

    def _waits_of(self, view: PlayerView) -> Callable[[Sequence[int], int], set[int]]:
        def waits_of(counts13: Sequence[int], melds: int) -> set[int]:
            try:
                return self.waits(view, counts13, melds, view.wild)
            except (ValueError, NotImplementedError):
                return set()

        return waits_of

    def waits(
        self, view: PlayerView, counts13: Sequence[int], melds: int, wild: int | None
    ) -> set[int]:
        """The waits the player may count on; ``view`` is the deciding player's (regions that
        hide waits which cannot pay need its melds and 飞宝)."""
        return self.region.waits(counts13, melds, wild, variant=view.variant)

    # --- estimates of unfinished hands ----------------------------------------------------------
    def routes(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        shanten: int,
        effective: int,
        unseen: Sequence[int],
    ) -> list[Route]:
        """The ways to finish this hand worth telling apart (normal level's value awareness);
        ``shanten``/``effective`` are those of ``table_rules``."""
        value = HandValue(self.typical_self_draw, self.typical_deal_in, 1.0)
        return [Route("standard", shanten, effective, value)]

    def discard_threats(self, view: PlayerView, threats: tuple[Threat, ...]) -> tuple[Threat, ...]:
        """The threats as they bear on the discard about to be made, where the rules make that one
        discard riskier than the hand's others (临沧/临汾 杠上炮, the hard level's): the danger of
        each discard comes from these, the hand's hazard from ``threats``. Generic: the same."""
        return threats

    def danger_among_closest(self, view: PlayerView) -> bool:
        """Whether the danger of each discard counts among those that keep the hand closest,
        not only when folding: for a moment when one discard is far more dangerous than usual
        (临沧/临汾, the hard level's: its discard right after its own kong, 杠上炮). Generic play:
        never."""
        return False

    def safe_margin(self, view: PlayerView) -> float:
        """Points of worth a discard may give up, among those that keep the hand closest, to
        throw a tile that cannot deal in (no threat's wait by the reading, e.g. one a declared
        player let pass) instead of one that may: for rules where one deal-in costs several
        shares (兰州 包). 0: danger ranks only a folding hand's discards."""
        return 0.0

    def threat(self, view: PlayerView, info: SeatInfo) -> Threat:
        return Threat(info.seat, ready_guess(info), 1.0, self.typical_deal_in)

    def threats(self, view: PlayerView) -> list[Threat]:
        return [self.threat(view, s) for s in view.seats if s.seat != view.seat]

    # --- decisions the rules add ----------------------------------------------------------------
    def pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Before play (兰州 甩牌): generic play makes no move."""
        for a in legal:
            if isinstance(a, Pass):
                return a
        return legal[0]

    def undefended_pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """``pre_play`` for a level that knows no defence (easy), where a choice measured with
        players that defend would cost it more than it gains; generic play: ``pre_play``."""
        return self.pre_play(view, legal)

    def with_discard(
        self, view: PlayerView, legal: Sequence[Action], discard: int, ready_after: bool
    ) -> Action | None:
        """A region move to make together with ``discard`` (兰州 报听); None = plain discard."""
        return None

    def explain(self, view: PlayerView, action: Action) -> tuple[str, str] | None:
        """Why this knowledge makes a region move (Chinese, English), for the coach and 复盘;
        None for a move it has no words for. The words say the rule the choice came from."""
        return None

    def option_worth(self, view: PlayerView, action: Action) -> float | None:
        """The worth of a region move before play as an option of its own (兰州's measured 玩法),
        in stake units; None for a move that has none. A move with a worth also has its reason
        from ``explain`` when it is not the choice, so the coach and 复盘 can rank every option."""
        return None

    def discard_penalty(self, view: PlayerView, kind: int, needed: bool) -> float:
        """Points subtracted from discarding ``kind``: wild tiles are kept unless useless."""
        if view.wild is not None and kind == view.wild:
            return 0.0 if not needed else 2.0 * self.typical_self_draw
        return 0.0

    def region_moves(self, legal: Sequence[Action]) -> list[RegionMove]:
        return [a for a in legal if isinstance(a, RegionMove)]


Factory = Callable[[RegionRules], RegionKnowledge]
_KNOWLEDGE: dict[str, Factory] = {}


def register(region_id: str, factory: Factory) -> None:
    """Plug a region's knowledge in (each region module registers itself on import)."""
    _KNOWLEDGE[region_id] = factory


def knowledge_for(region: RegionRules) -> RegionKnowledge:
    """The region's knowledge module, or generic play with a ``note`` saying why."""
    from mahjong_desktop.ai.regions import known  # noqa: F401  (registers the region modules)

    factory = _KNOWLEDGE.get(region.region_id)
    if factory is None:
        know = RegionKnowledge(region)
        know.note = (
            f"no computer-player knowledge for region {region.region_id!r}: generic play "
            "(fewest tiles from ready, values from the region's scorer, generic defence)"
        )
        return know
    return factory(region)


def known_regions() -> list[str]:
    from mahjong_desktop.ai.regions import known  # noqa: F401

    return sorted(_KNOWLEDGE)
