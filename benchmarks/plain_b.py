"""A second plain yardstick (issue 34), written apart from ``classical.py`` so that no level is
ever tuned against one baseline alone.

Written from the issue's description of a plain efficiency + defence player and from the public
player API of docs/computer-players.md only (no look at ``classical.py`` or the built-in
levels):

- **efficiency**: the discard that leaves the fewest tiles from ready by the region's shapes for
  the hand's 玩法/番种 (``view_discard_table``), then the most unseen tiles that bring it closer;
  a ready hand is measured by the unseen copies of the waits the region's scorer says would win
  (``win_value``, judged as the declared hand it is about to be), so a shape that cannot win
  scores nothing;
- **报听** (兰州 两报/三报 and their 包 forms): declared with the discard as soon as it leaves at
  least ``DECLARE_AT`` unseen legal waits; a thinner wait is kept one turn to be improved and
  declared on the next turn it is still ready, since an undeclared hand cannot win there;
- **甩牌**: passed whenever passing is allowed; under 硬甩, the set that leaves the hand closest
  to ready. A dealer who chooses the 玩法 takes 三报 (chow helps a plain hand, and 报听 is this
  player's defence); a 番种 choice takes the first offered;
- **claims**: pong, chow and exposed kong when the hand ends closer to ready (a kong also when
  it is no further), and not while folding; concealed and added kongs that cost no step;
- **defence**: against a threat — a declared player, or outside the 报 modes one with three
  melds laid down — a hand two or more tiles from ready throws its safest tile, by this reading:
  a tile the declared (locked) player let pass is certainly safe, then an honour whose unseen
  copies are gone, then tiles scored by rank (terminals and honours less), the suji of the
  threat's discards and the copies in sight. In 兰州 it folds only where a deal-in costs more
  than anyone else's: under 包, while it has not declared (outside 包 a discard win is paid by
  all three alike);
- every win is taken; no randomness: ties go to the lower tile kind.

Seat it with ``PYTHONPATH=benchmarks`` as ``plain_b:PlainB``.
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
from mahjong_desktop.engine.hints import hand_variant, view_discard_table, view_shanten, win_value
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.hand import DiscardInfo
from mahjong_desktop.rules.region import RegionRules

# Unseen legal waits from which a ready hand declares at once (the plain player).
DECLARE_AT = 4
# Tiles from ready from which a hand folds against a threat.
FOLD_AT = 2
_DECLARE = "declare_ready"
_MODE_PICK = "choose_mode:san_bao"
# 兰州 玩法 (option values from ``hand_variant``) in which a hand must declare to win, and those
# where an undeclared discarder pays the whole win (包).
_MUST_DECLARE = {"liang_bao", "san_bao", "liang_bao_bao", "san_bao_bao"}
_BAO = {"liang_bao_bao", "san_bao_bao"}


class PlainB:
    """Plain efficiency, legal waits, 报听 at four waits, folding where it pays (see module)."""

    name = "plain-b"

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        self.region = region
        # Whether the previous turn ended ready but undeclared (a thin wait given one turn).
        self.kept_thin = False

    # --- the decision ----------------------------------------------------------------------
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        win = next((a for a in legal if isinstance(a, Win)), None)
        if win is not None:
            return win
        if view.phase == "pre_play":
            return self.before_play(view, legal)
        if view.phase == "turn":
            return self.on_turn(view, legal)
        return self.on_offer(view, legal)

    # --- before play (兰州) -----------------------------------------------------------------
    def before_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        moves = [a for a in legal if isinstance(a, RegionMove)]
        pick = next((a for a in moves if a.name == _MODE_PICK), None)
        if pick is not None:
            return pick
        choosing = [a for a in moves if a.name.startswith("choose_")]
        if choosing:
            return choosing[0]
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None:
            return passing
        sets = [a for a in moves if a.name == "throw"]
        if not sets:
            return legal[0]

        def after(move: RegionMove) -> int:
            hand = view.counts()
            for t in move.tiles:
                hand[t] -= 1
            return view_shanten(self.region, view, hand, melds=len(view.me.melds) + 1)

        return min(sets, key=lambda m: (after(m), m.tiles))

    # --- the table read --------------------------------------------------------------------
    def threats(self, view: PlayerView) -> list[SeatInfo]:
        """The seats this hand defends against now (empty: push)."""
        mode = hand_variant(self.region, view)
        others = [s for s in view.seats if s.seat != view.seat]
        if mode is None:
            return [s for s in others if s.declared_ready or len(s.melds) >= 3]
        if mode not in _BAO or view.me.declared_ready:
            return []
        return [s for s in others if s.declared_ready]

    def danger(self, view: PlayerView, kind: int, threats: Sequence[SeatInfo]) -> float:
        unseen = view.unseen_counts()[kind]
        total = 0.0
        for seat in threats:
            if seat.declared_ready and kind in seat.let_pass:
                continue  # locked, and it did not win on this kind: it cannot now
            if kind >= 27:
                # A pair or triplet wait needs a copy still hidden.
                total += 0.0 if unseen == 0 else 0.3 * unseen
                continue
            rank = kind % 9 + 1
            risk = 0.5 if rank in (1, 9) else 0.8 if rank in (2, 8) else 1.0
            thrown = set(seat.discards)
            low_suji = rank > 3 and kind - 3 in thrown
            high_suji = rank < 7 and kind + 3 in thrown
            # A two-sided wait on this kind would have won on its suji, which it threw.
            if (low_suji or rank <= 3) and (high_suji or rank >= 7):
                risk *= 0.4
            elif low_suji or high_suji:
                risk *= 0.7
            if kind in thrown:
                risk *= 0.5
            total += risk * (0.4 + 0.2 * unseen)
        return total

    # --- own turn --------------------------------------------------------------------------
    def on_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        kong = self.free_kong(view, legal)
        if kong is not None:
            return kong
        plain = {a.tile: a for a in legal if isinstance(a, Discard)}
        declares = {
            a.tiles[0]: a for a in legal if isinstance(a, RegionMove) and a.name == _DECLARE
        }
        if not plain and not declares:
            return legal[0]
        rows = [
            r
            for r in view_discard_table(self.region, view)
            if r.discard in plain or r.discard in declares
        ]
        if not rows:
            return legal[0]
        mode = hand_variant(self.region, view)
        worth = {r.discard: self.row_worth(view, r, mode) for r in rows}
        # A ready row with no live legal wait is no better than one a tile away.
        steps = {r.discard: r.shanten if r.shanten > 0 or worth[r.discard] > 0 else 1 for r in rows}
        rows.sort(key=lambda r: (steps[r.discard], -worth[r.discard], r.discard))
        best = rows[0]
        threats = self.threats(view)
        if threats and steps[best.discard] >= FOLD_AT:
            best = min(
                rows,
                key=lambda r: (self.danger(view, r.discard, threats), steps[r.discard], r.discard),
            )
        tile = best.discard
        if tile in declares and steps[tile] == 0 and worth[tile] > 0:
            if worth[tile] >= DECLARE_AT or self.kept_thin:
                self.kept_thin = False
                return declares[tile]
            self.kept_thin = True
        else:
            self.kept_thin = False
        return plain[tile] if tile in plain else declares[tile]

    def row_worth(self, view: PlayerView, row: DiscardInfo, mode: str | None) -> float:
        if row.shanten > 0:
            return float(row.total)
        declared = True if mode in _MUST_DECLARE else None
        live = 0
        for kind, unseen in row.effective:
            if unseen and any(
                win_value(
                    self.region, view, kind, by=by, discarding=row.discard, declared=declared
                ).legal
                for by in ("self_draw", "discard")
            ):
                live += unseen
        return float(live)

    def free_kong(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        melds = len(view.me.melds)
        hand = view.counts()
        now = min((r.shanten for r in view_discard_table(self.region, view)), default=8)
        for a in legal:
            if isinstance(a, ConcealedKong):
                left, more = 4, 1
            elif isinstance(a, AddedKong):
                left, more = 1, 0
            else:
                continue
            after = list(hand)
            after[a.tile] -= left
            if view_shanten(self.region, view, after, melds=melds + more) <= now:
                return a
        return None

    # --- someone else's discard ------------------------------------------------------------
    def on_offer(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        passing = next(a for a in legal if isinstance(a, Pass))
        tile = view.claim_tile
        if tile is None or view.phase != "claim":
            return passing
        hand = view.counts()
        melds = len(view.me.melds)
        now = view_shanten(self.region, view)
        if self.threats(view) and now >= FOLD_AT:
            return passing
        choice: tuple[int, Action] | None = None
        for a in legal:
            after = list(hand)
            if isinstance(a, Pong):
                after[tile] -= 2
            elif isinstance(a, Chow):
                for t in a.tiles:
                    after[t] -= 1
            elif isinstance(a, ExposedKong):
                after[tile] -= 3
                left = view_shanten(self.region, view, after, melds=melds + 1)
                if left <= now and (choice is None or left < choice[0]):
                    choice = (left, a)
                continue
            else:
                continue
            table = view_discard_table(self.region, view, after, melds=melds + 1)
            left = min((r.shanten for r in table), default=8)
            if left < now and (choice is None or left < choice[0]):
                choice = (left, a)
        return choice[1] if choice is not None else passing
