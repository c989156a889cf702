"""A strong classical computer player, kept outside the game as the yardstick of issue 21.

It is written from docs/computer-players.md alone (public names only) and
plays the way a careful classical player does, with no region knowledge beyond what the public
API reports:

- **efficiency**: fewest tiles from ready by the region's own shapes (``region.shape_rules()``),
  then the most unseen tiles that bring the hand closer;
- **legal waits only**: a ready hand's waits count only where the region's scorer says they win
  (``engine.hints.wait_values``; a discard-legal wait counts in full, a self-draw-only one for
  the share of chances that are own draws), judged as a declared hand when the discard declares
  (兰州 报听), and a hand is declared whenever the discard that leaves it ready may declare;
- **safe-tile folding**: against a declared (报听) opponent or one with three melds laid down,
  a hand two or more steps from ready throws its safest tile — first tiles the declared player
  let pass since declaring (``SeatInfo.let_pass``), then honours with no unseen copy, the
  threat's own discards, honours with one unseen copy, then by a suji/terminal reading; a ready
  or one-step hand pushes, and among equally good discards takes the safest;
- **兰州, per 玩法** (``hand_variant`` names the mode in force): only a declared player is
  watched (in the 报 modes nobody else may win), and the hand never folds nor refuses a claim for
  safety — it only takes the safest of discards that are exactly as good. Folding lost in every
  mode, 包 ones included (docs/computer-players.md, "Why the classical player was weak in
  兰州"): outside 包 a deal-in costs the discarder the same share a win on anyone's discard
  costs it, and under 包 a folding hand stays undeclared, liable to 包, and rarely wins. A
  declaration is the defence: a declared player's discards cannot be won on;
- **报听** with the discard that leaves the hand ready, as soon as one does and at least one of
  its waits is live (a ready hand with no unseen legal wait stays undeclared rather than lock
  itself dead); waiting for four or more waits lost 0.73 points a hand in 两报;
- claims (pong, chow, exposed kong) only when they bring the hand closer and it is not folding;
  concealed and added kongs when they cost no step; every win taken; before play it throws the
  甩牌 sets it is offered (keeping them lost, 软甩: −0.24 points a hand), and a dealer asked to
  choose the 玩法 takes 悄悄胡 (no 报听, chow allowed), as the documented example player does.

Seat it with ``PYTHONPATH=benchmarks mahjong-desktop arena --players normal,classical:Classical,
classical:Classical,classical:Classical …`` (``benchmarks/arena_suite.py --kinds classical``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.hints import hand_variant, win_value
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.hand import DiscardInfo, discard_table, shanten_counts
from mahjong_desktop.rules.region import RegionRules

# Chance that a wait is completed by the own draw rather than someone's discard, for a wait the
# rules let win by self-draw only (临沧/临汾 plain hands): one seat in four draws.
_SELF_DRAW_SHARE = 0.3
# Steps from ready from which the player folds against a threat.
_FOLD_FROM = 2
# The 兰州 dealer's 玩法 it picks when asked: no 报听 needed, chow allowed.
_QUIET_MODE = "choose_mode:qiao_qiao_hu"


class Classical:
    """Efficiency, legal waits and safe-tile folding (see the module docstring)."""

    name = "classical"

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        self.region = region
        self.rules = region.shape_rules()
        self.rng = SplitMix64(seed)
        # The 兰州 玩法 in force (None elsewhere, and before a dealer has chosen it).
        self.mode: str | None = None

    # --- the decision -----------------------------------------------------------------------
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for a in legal:
            if isinstance(a, Win):
                return a
        self.mode = hand_variant(self.region, view)
        # 庄家定番种: the shapes of the 番种 the dealer chose (the same as the settings' otherwise).
        self.rules = self.region.shape_rules(view.variant)
        if view.phase == "pre_play":
            return self._pre_play(legal)
        if view.phase in ("claim", "rob"):
            return self._claim(view, legal)
        kong = self._kong(view, legal)
        if kong is not None:
            return kong
        return self._discard(view, legal)

    def _pre_play(self, legal: Sequence[Action]) -> Action:
        moves = [a for a in legal if isinstance(a, RegionMove)]
        for a in moves:
            if a.name == _QUIET_MODE:
                return a
        for a in moves:
            if a.name == "throw":
                return a
        for a in legal:
            if isinstance(a, Pass):
                return a
        return moves[0] if moves else legal[0]

    # --- discards ---------------------------------------------------------------------------
    def _discard(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        allowed = {a.tile for a in legal if isinstance(a, Discard)}
        if not allowed:
            return legal[0]
        counts = view.counts()
        melds = len(view.me.melds)
        try:
            rows = discard_table(
                counts,
                melds=melds,
                wild=view.wild,
                rules=self.rules,
                visible=view.outside_counts(),
            )
        except ValueError:
            rows = []
        rows = [r for r in rows if r.discard in allowed]
        if not rows:
            return self._play(view, legal, min(allowed))
        danger = self._danger(view)
        best = min(r.shanten for r in rows)
        threatened = any(d > 0 for d in danger.values()) and self._threats(view)
        if threatened and best >= _FOLD_FROM and self._folds():
            tile = min(allowed, key=lambda k: (danger.get(k, 0.0), -self._waste(rows, k), k))
            return self._play(view, legal, tile)
        scored = []
        for r in rows:
            if r.shanten > best:
                continue
            if r.shanten == 0:
                worth = self._legal_waits(view, legal, counts, r.discard)
            else:
                worth = float(r.total)
            scored.append((-worth, danger.get(r.discard, 0.0), r.discard))
        scored.sort()
        top = scored[0][0]
        # Among discards within a tile of the best, the safest (a tile less is worth little
        # against a deal-in); in 兰州 only among those exactly as good.
        margin = 1.0 if self._folds() else 0.0
        near = [s for s in scored if s[0] <= top + margin] if threatened else scored[:1]
        tile = min(near, key=lambda s: (s[1], s[0], s[2]))[2]
        # A ready hand whose waits are all dead (none unseen, or none a legal win) would lock
        # itself for good by declaring; it stays free to change them.
        return self._play(view, legal, tile, declare=best > 0 or top < 0)

    def _waste(self, rows: Sequence[DiscardInfo], kind: int) -> int:
        """Fewer steps after throwing ``kind`` is better when folding ties on danger."""
        return next((-r.shanten for r in rows if r.discard == kind), -9)

    def _play(
        self, view: PlayerView, legal: Sequence[Action], tile: int, *, declare: bool = True
    ) -> Action:
        for a in legal:
            if not declare:
                break
            if isinstance(a, RegionMove) and a.name == "declare_ready" and a.tiles == (tile,):
                return a
        for a in legal:
            if isinstance(a, Discard) and a.tile == tile:
                return a
        return next(a for a in legal if isinstance(a, Discard))

    def _legal_waits(
        self, view: PlayerView, legal: Sequence[Action], counts: Sequence[int], tile: int
    ) -> float:
        """Unseen copies of the waits left by discarding ``tile`` that the rules let win."""
        declares = any(
            isinstance(a, RegionMove) and a.name == "declare_ready" and a.tiles == (tile,)
            for a in legal
        )
        hand = list(counts)
        hand[tile] -= 1
        melds = len(view.me.melds)
        unseen = view.unseen_counts()
        unseen[tile] = max(0, unseen[tile] - 1)  # the tile thrown is seen by all
        worth = 0.0
        for w in self.region.waits(hand, melds, view.wild, variant=view.variant):
            legal_by = [
                win_value(
                    self.region,
                    view,
                    w,
                    by=by,
                    counts=hand,
                    discarding=tile,
                    declared=True if declares else None,
                ).legal
                for by in ("discard", "self_draw")
            ]
            share = 1.0 if legal_by[0] else (_SELF_DRAW_SHARE if legal_by[1] else 0.0)
            worth += share * unseen[w]
        return worth

    # --- defence ----------------------------------------------------------------------------
    def _folds(self) -> bool:
        """Whether a far hand folds and claims give way to safety: everywhere but 兰州."""
        return self.mode is None

    def _threats(self, view: PlayerView) -> list[SeatInfo]:
        if self.mode is not None:  # 兰州: in the 报 modes only a declared hand may win
            return [s for s in view.seats if s.seat != view.seat and s.declared_ready]
        return [
            s for s in view.seats if s.seat != view.seat and (s.declared_ready or len(s.melds) >= 3)
        ]

    def _danger(self, view: PlayerView) -> dict[int, float]:
        """Per kind in hand, how dangerous it is to throw against the threats (0 = safe)."""
        threats = self._threats(view)
        unseen = view.unseen_counts()
        out: dict[int, float] = {}
        for k in set(view.concealed):
            out[k] = sum(_tile_danger(k, t, unseen[k]) for t in threats)
        return out

    # --- claims and kongs -------------------------------------------------------------------
    def _shanten(self, counts: Sequence[int], melds: int, wild: int | None) -> int:
        try:
            return shanten_counts(list(counts), melds=melds, wild=wild, rules=self.rules)
        except ValueError:
            return 8

    def _claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        passing = next((a for a in legal if isinstance(a, Pass)), legal[0])
        tile = view.claim_tile
        if tile is None:
            return passing
        counts = view.counts()
        melds = len(view.me.melds)
        now = self._shanten(counts, melds, view.wild)
        if self._folds() and self._threats(view) and now >= _FOLD_FROM:
            return passing
        best: tuple[int, Action] | None = None
        for a in legal:
            after = list(counts)
            if isinstance(a, Pong):
                after[tile] -= 2
                steps = self._best_after_claim(after, melds + 1, view.wild)
            elif isinstance(a, Chow):
                for t in a.tiles:
                    after[t] -= 1
                steps = self._best_after_claim(after, melds + 1, view.wild)
            elif isinstance(a, ExposedKong):
                after[tile] -= 3
                steps = self._shanten(after, melds + 1, view.wild)
                steps = steps - 1 if steps <= now else steps  # a free replacement draw
            else:
                continue
            if steps < now and (best is None or steps < best[0]):
                best = (steps, a)
        return best[1] if best is not None else passing

    def _best_after_claim(self, counts: list[int], melds: int, wild: int | None) -> int:
        out = 8
        for k in range(len(counts)):
            if counts[k]:
                counts[k] -= 1
                out = min(out, self._shanten(counts, melds, wild))
                counts[k] += 1
        return out

    def _kong(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        counts = view.counts()
        melds = len(view.me.melds)
        kongs = [a for a in legal if isinstance(a, ConcealedKong | AddedKong)]
        if not kongs:
            return None
        now = self._best_after_claim(list(counts), melds, view.wild)
        for a in kongs:
            after = list(counts)
            after[a.tile] -= 4 if isinstance(a, ConcealedKong) else 1
            extra = 1 if isinstance(a, ConcealedKong) else 0
            if self._shanten(after, melds + extra, view.wild) <= now:
                return a
        return None


def _tile_danger(kind: int, threat: SeatInfo, unseen: int) -> float:
    """How likely ``kind`` deals in to ``threat``, on a rough classical scale (0 = safe)."""
    if kind in threat.let_pass:
        return 0.0  # a declared hand is locked and did not win on it
    honour = kind >= 27
    if honour:
        if unseen == 0:
            return 0.0  # no copy left for a pair or a triplet wait
        base = 0.2 if unseen == 1 else 0.5
    else:
        r = kind % 9
        base = 0.6 if r in (0, 8) else (0.8 if r in (1, 7) else 1.0)
        # 筋: a two-sided wait on this kind would also have taken kind ± 3, which they threw.
        if (r >= 3 and kind - 3 in threat.discards) or (r <= 5 and kind + 3 in threat.discards):
            base *= 0.5
    if kind in threat.discards:
        base *= 0.3
    return base * (1.5 if threat.declared_ready else 1.0)
