"""The review screen (复盘): after a hand, each of the player's decisions beside the coach's.

The coach (``ai.review``) is asked about every decision in a plain worker thread, since a hard
player's judgement takes up to a few tenths of a second each; the dialog shows its progress and
then one table: the hand at that moment, what the player did, what the coach would do, the
worth given up by the coach's figures (in the units of the score plates: 临安 胡 × 底注, else 分,
times the base stake the score screen it was opened from shows: ``stake``), and the coach's
reasons. Closing the dialog early stops
the worker after the decision it is on.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QProgressBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ai.review import Decision, Review, ReviewItem, review
from mahjong_desktop.ai.worth_unit import WorthUnit
from mahjong_desktop.engine.actions import Action, Chow, Discard, RegionMove
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.ui.dialogs.marked_rows import DIFFERS, marked_row
from mahjong_desktop.ui.dialogs.tile_pictures import add_tile_pictures, tiles_html
from mahjong_desktop.ui.dialogs.worth_words import unit_word, worth_text
from mahjong_desktop.ui.shell.wording import word_exception
from mahjong_desktop.ui.table.coach_line import action_word

# A whole hand on one line of the table. 28 px is the narrowest at which the numerals of 萬 still
# read; the pictures are scaled to it once, smoothly (see tile_pictures).
TILE_SIZE = QSize(28, 37)
_HAND_WIDTH = f" width='{15 * TILE_SIZE.width() + 12}'"  # 14 tiles, the drawn one set apart


class _Bridge(QObject):
    """Carries the worker's news to the dialog (queued into the GUI thread by Qt)."""

    progressed = Signal(int, int)
    finished = Signal(object)  # Review
    failed = Signal(str)


def _work(
    bridge: _Bridge,
    cancel: threading.Event,
    decisions: list[Decision],
    region: RegionRules,
    stake: int,
) -> None:
    """The review, in the worker thread; news reach the dialog through ``bridge`` while it is
    wanted (a closed dialog sets ``cancel`` and waits for this to end)."""

    def progress(done: int, total: int) -> bool:
        if cancel.is_set():
            return False
        bridge.progressed.emit(done, total)
        return True

    try:
        try:
            got = review(decisions, region, progress=progress, stake=stake)
        except Exception as exc:  # shown in the dialog; the game goes on
            if not cancel.is_set():
                # translate() is thread-safe: worded here, in the language of the moment.
                bridge.failed.emit(word_exception(exc))
            return
        if not cancel.is_set():
            bridge.finished.emit(got)
    except RuntimeError:  # the dialog (and its bridge) was deleted without being closed
        return


class ReviewDialog(QDialog):
    def __init__(
        self,
        decisions: Sequence[Decision],
        region: RegionRules,
        term: Callable[[str], str],
        language: str,
        hand_number: int,
        parent: QWidget | None = None,
        tile_set: TileSet = TileSet.CLASSIC,
        *,
        stake: int = 1,
    ) -> None:
        """``term`` names a region move in the player's language (from the ruleset); ``stake``:
        the base stake of the plates and score screen the review is read beside (the worths
        given up are shown at it, as the amounts there are)."""
        super().__init__(parent)
        self.term = term
        self.setWindowTitle(self.tr("Review of hand %1 (复盘)").replace("%1", str(hand_number)))
        self.resize(1120, 660)  # room for the coach's reasons beside a 14-tile hand
        self.zh = language.startswith("zh")
        self.review: Review | None = None
        # One hand's decisions: the same 宝/财神 throughout (the wild is fixed at the deal).
        self.wild = decisions[0][0].wild if decisions else None
        self.browser = QTextBrowser(self)
        add_tile_pictures(self.browser.document(), TILE_SIZE, self.devicePixelRatioF(), tile_set)
        waiting = self.tr("The coach is reviewing your decisions…")
        self.browser.setHtml(f"<p>{escape(waiting)}</p>")
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, sum(1 for v, _ in decisions if len(v.legal) > 1)))
        self.progress.setValue(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.progress)
        layout.addWidget(buttons)
        # No Qt parent: the bridge is shared with the worker thread, and a child of the window
        # would be deleted with it while the worker may be emitting on it (a segfault seen in
        # CI). Unparented, it lives while either holds it; a signal to a deleted window's slots
        # is dropped by Qt, and a bridge the worker frees last has no connections left.
        self._bridge = _Bridge()
        self._bridge.progressed.connect(self._on_progress)
        self._bridge.finished.connect(self._on_finished)
        self._bridge.failed.connect(self._on_failed)
        self._cancel = threading.Event()
        # The worker is given the bridge and the flag, never the dialog: a thread that held the
        # dialog could drop the last reference to it when it ends, and Qt would then delete a
        # window outside the GUI thread (a crash, seen as a test process that died).
        self._worker = threading.Thread(
            target=_work,
            args=(self._bridge, self._cancel, list(decisions), region, stake),
            name="review",
            daemon=True,
        )
        self._worker.start()

    def wait(self, timeout: float = 5.0) -> bool:
        """Wait for the worker (tests, closing); True when it has ended."""
        self._worker.join(timeout)
        return not self._worker.is_alive()

    # -- GUI side -------------------------------------------------------------------------------
    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_failed(self, message: str) -> None:
        self.progress.hide()
        text = self.tr("The coach could not review this hand: %1").replace("%1", message)
        self.browser.setHtml(f"<p>{escape(text)}</p>")

    def _on_finished(self, result: object) -> None:
        if not isinstance(result, Review):
            return
        self.review = result
        self.progress.hide()
        self.browser.setHtml(self.html(result))

    def done(self, code: int) -> None:
        self._stop_worker()
        super().done(code)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_worker()
        super().closeEvent(event)

    def _stop_worker(self) -> None:
        # The worker stops after the decision it is on (a fraction of a second).
        self._cancel.set()
        self.wait(5.0)

    # -- the table ------------------------------------------------------------------------------
    def _tiles(self, kinds: Sequence[int]) -> str:
        return tiles_html(kinds, self.wild, TILE_SIZE)

    def html(self, result: Review) -> str:
        items = result.items
        if not items:
            nothing = self.tr("You made no decision in this hand.")
            return f"<p>{escape(nothing)}</p>"
        summary = (
            self.tr("You chose as the coach would at %1 of %2 decisions.")
            .replace("%1", str(result.agreed))
            .replace("%2", str(len(items)))
        )
        # Worths in the units of the score plates, as the coach's reasons say them (临安: 胡 ×
        # 底注, 100 × 底注 to the coach's stake).
        unit = result.unit
        given = self.tr("By the coach's figures you gave up %1 in all.").replace(
            "%1", worth_text(unit, result.given_up)
        )
        head = [self.tr("#"), self.tr("Your hand"), self.tr("You"), self.tr("Coach")]
        head += [self.tr("Given up (%1)").replace("%1", unit_word(unit)), self.tr("Why")]
        out = [
            f"<p><b>{escape(summary)}</b> {escape(given)}</p>",
            "<table cellspacing='2' cellpadding='4' border='0' width='100%'>",
            "<tr>"
            + "".join(
                f"<th align='left'{_HAND_WIDTH if i == 1 else ''}>{escape(h)}</th>"
                for i, h in enumerate(head)
            )
            + "</tr>",
        ]
        for item in items:
            out.append(self._row(item, unit))
        out.append("</table>")
        return "".join(out)

    def _row(self, item: ReviewItem, unit: WorthUnit) -> str:
        colour = "" if item.agrees else marked_row(DIFFERS)
        hand = self._hand_html(item)
        loss = item.loss
        if item.agrees:
            lost = escape(self.tr("same"))
        elif loss is None:
            lost = "—"
        else:
            lost = unit.number(loss)
        why = escape(item.reason_zh if self.zh else item.reason_en)
        if not item.agrees:
            yours = item.taken_reason_zh if self.zh else item.taken_reason_en
            if yours:
                label = escape(self.tr("Yours:"))
                why += f"<br><i>{label} {escape(yours)}</i>"
        return (
            f"<tr{colour}><td>{item.number}</td><td nowrap{_HAND_WIDTH}>{hand}</td>"
            f"<td nowrap>{self._action_html(item.taken)}</td>"
            f"<td nowrap>{self._action_html(item.advised)}</td>"
            f"<td align='right'>{lost}</td><td>{why}</td></tr>"
        )

    def _hand_html(self, item: ReviewItem) -> str:
        tiles = list(item.concealed)
        if item.drawn is not None and item.drawn in tiles:
            tiles.remove(item.drawn)  # the drawn tile apart, as on the table
            return f"{self._tiles(tiles)}&nbsp;&nbsp;{self._tiles((item.drawn,))}"
        if item.claim_tile is not None:
            offered = escape(self.tr("offered:"))
            return f"{self._tiles(tiles)}<br>{offered} {self._tiles((item.claim_tile,))}"
        return self._tiles(tiles)

    def _action_html(self, action: Action) -> str:
        if isinstance(action, Discard):
            word = self.tr("discard")
            return f"{escape(word)} {self._tiles((action.tile,))}"
        word = escape(action_word(action))
        if isinstance(action, RegionMove):
            # A move with an argument ("choose_mode:liang_bao") names both parts: "定玩法: 两报".
            head, _, arg = action.name.partition(":")
            word = escape(self.term(head) + (f": {self.term(arg)}" if arg else ""))
            return f"{word} {self._tiles(action.tiles)}" if action.tiles else word
        if isinstance(action, Chow):
            return f"{word} {self._tiles(action.tiles)}"
        tile = getattr(action, "tile", None)
        if isinstance(tile, int):
            return f"{word} {self._tiles((tile,))}"
        return word
