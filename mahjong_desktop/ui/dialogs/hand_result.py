"""The end of a hand: all hands revealed, each win itemised, the payments and the running totals.

The screen opens the moment the hand ends, often while the player's finger is still on the key
that made the last discard. So for ``KEY_GUARD_MS`` after it opens every key is ignored and its
buttons are disabled, and afterwards only a deliberate key deals on: Enter or Space on the focused
"Next hand" button (or its Alt mnemonic), never a key's auto-repeat. A stray Enter therefore
cannot skip the itemisation the player has not yet read.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.settlement import WinRecord
from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.tiles import name as tile_name_en
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.dialogs.tile_pictures import TILE_SIZE, add_tile_pictures, tiles_html
from mahjong_desktop.ui.session.controller import HandResult

# Wide enough for the longest seat name and a line of 18 tiles (four kongs and a pair) at the
# pictures' size, so a hand never wraps at the dialog's first size.
DEFAULT_SIZE = (900, 640)
_MELD_GAP = "&nbsp;&nbsp;"
# How long keys are ignored after the screen opens: longer than a key held from the last
# discard takes to be released, shorter than anyone takes to read the heading.
KEY_GUARD_MS = 800


class ResultDialog(QDialog):
    """``term`` names a payment reason or score item in the player's language (from the ruleset);
    ``review``, when given, opens the review of the player's decisions (a dialog made for this
    one as parent) from a button. ``rules``: the region and the options set away from its
    defaults, so the score is never read under the wrong rules. ``autoplay``: the window's 托管
    toggle, shown here as a check box so the player sees before the next hand whether the
    computer will play it (Ctrl+T works here too). ``key_guard_ms``: how long keys are ignored
    after the screen is shown (tests give a long one and end it by the timer's signal)."""

    def __init__(
        self,
        result: HandResult,
        names: Callable[[int], str],
        term: Callable[[str], str],
        language: str,
        base_stake: int,
        parent: QWidget | None = None,
        review: Callable[[QWidget], QDialog] | None = None,
        rules: str = "",
        autoplay: QAction | None = None,
        key_guard_ms: int = KEY_GUARD_MS,
        tile_set: TileSet = TileSet.CLASSIC,
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.setWindowTitle(self.tr("End of hand %1").replace("%1", str(result.summary.index + 1)))
        self.resize(*DEFAULT_SIZE)
        self.names = names
        self.term = term
        self.zh = language.startswith("zh")
        self.stake = base_stake
        self.wild = result.view.wild
        self.browser = QTextBrowser(self)
        add_tile_pictures(self.browser.document(), TILE_SIZE, self.devicePixelRatioF(), tile_set)
        self.browser.setHtml(self.html(result))
        buttons = QDialogButtonBox(self)
        # After the last hand the session-end screen (ranking, totals) comes next.
        text = self.tr("&Session results") if result.session_over else self.tr("&Next hand")
        self.next_button = QPushButton(text, self)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        self.review_button: QPushButton | None = None
        self._review = review
        if review is not None:
            self.review_button = QPushButton(self.tr("&Review my play (复盘)"), self)
            self.review_button.setToolTip(
                self.tr("See each of your decisions in this hand beside the coach's")
            )
            buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.clicked.connect(self.open_review)
        self.autoplay_box: QCheckBox | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        if autoplay is not None and autoplay.isEnabled() and not result.session_over:
            self.autoplay_box = self._autoplay_box(autoplay)
            layout.addWidget(self.autoplay_box)
        layout.addWidget(buttons)
        # Until the guard ends nothing can be pressed: no button is the default (Enter would
        # press it) and the buttons are disabled (a click or a mnemonic would).
        self.guarding = True
        self.next_button.setAutoDefault(False)
        self._guarded = [b for b in (self.next_button, self.review_button) if b is not None]
        for button in self._guarded:
            button.setEnabled(False)
            button.installEventFilter(self)
        self.browser.setFocus()
        self.key_guard = QTimer(self)
        self.key_guard.setSingleShot(True)
        self.key_guard.setInterval(key_guard_ms)
        self.key_guard.timeout.connect(self._end_key_guard)

    def _autoplay_box(self, action: QAction) -> QCheckBox:
        """A check box that is the window's 托管 toggle: either changes the other."""
        box = QCheckBox(self.tr("Let the computer play the next hand (托管) [Ctrl+T]"), self)
        box.setObjectName("autoplayBox")
        box.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter and Space stay the Next button's
        box.setChecked(action.isChecked())
        box.toggled.connect(action.setChecked)
        action.toggled.connect(box.setChecked)
        return box

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.guarding and not self.key_guard.isActive():
            self.key_guard.start()  # counted from when the player can first see the screen

    def _end_key_guard(self) -> None:
        self.guarding = False
        for button in self._guarded:
            button.setEnabled(True)
        self.next_button.setAutoDefault(True)
        self.next_button.setDefault(True)
        self.next_button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Reached by keys the focused widget left alone: Esc (which would close the screen) and
        # Enter (which would press the default button). Both wait for the guard, and a key
        # still held from before (auto-repeat) is never taken for a new press.
        if self.guarding or event.isAutoRepeat():
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A held Enter or Space repeats: the repeats must not press the button the guard has
        # just enabled under the player's finger.
        if (
            event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
            and isinstance(event, QKeyEvent)
            and (self.guarding or event.isAutoRepeat())
        ):
            return True
        return super().eventFilter(watched, event)

    def open_review(self) -> None:
        if self._review is None:
            return
        dialog = self._review(self)
        dialog.exec()
        dialog.deleteLater()

    def _name(self, seat: int, result: HandResult) -> str:
        return self.names((seat - result.view.seat) % 4)

    def _winners(self, result: HandResult) -> str:
        """ "You won", or with 包扣到底's several wins "You won 6 times, 下家 won twice" — never
        one name repeated per win."""
        counts: dict[int, int] = {}
        for seat in result.ended.winners:
            counts[seat] = counts.get(seat, 0) + 1
        parts = []
        for seat, times in counts.items():
            name = self._name(seat, result)
            if times == 1:
                parts.append(self.tr("%1 won").replace("%1", name))
            else:
                parts.append(self.tr("%1 won %n time(s)", "", times).replace("%1", name))
        return ", ".join(parts)

    def _dealt_in(self, win: WinRecord, result: HandResult) -> str:
        """Who dealt the win in, in the region's word (点炮 / 放铳): the one payer who did; the
        others' payments carry their own name. Empty for a self-drawn win."""
        if win.from_seat is None:
            return ""
        name = self._name(win.from_seat, result)
        if win.win_by is WinBy.ROBBED_KONG:
            return self.tr("Robbed the kong of %1").replace("%1", name)
        return (
            self.tr("Discarded by %1: %2")
            .replace("%1", name)
            .replace("%2", self.term("discard_win"))
        )

    def _ready_checks(self, result: HandResult) -> str:
        """查大叫 at a draw: who was ready (their best wait and its worth), who was not, and why
        that makes payments or none — "No payments." alone explained nothing. Also the notes
        that change a draw's money (流局杠钱不算)."""
        settlement = result.settlement
        checks = settlement.ready_checks
        out: list[str] = []
        if checks:
            out.append(f"<h3>{escape(self.term('cha_da_jiao'))}</h3><table cellspacing='4'>")
            for check in checks:
                if check.ready and check.best_wait is not None:
                    said = (
                        self.tr("ready (听牌): best wait %1, worth %2")
                        .replace("%1", tile_name(check.best_wait, self.zh))
                        .replace("%2", str(check.value * self.stake))
                    )
                elif check.ready:
                    said = self.tr("ready (听牌)")
                else:
                    said = self.tr("not ready (未听牌)")
                out.append(
                    f"<tr><td>{escape(self._name(check.seat, result))}</td>"
                    f"<td>{escape(said)}</td></tr>"
                )
            out.append("</table>")
            ready = sum(c.ready for c in checks)
            if ready == len(checks):
                why = self.tr("Everyone was ready: nobody pays.")
            elif ready == 0:
                why = self.tr("Nobody was ready: nobody pays.")
            else:
                why = self.tr(
                    "Each player who was not ready pays each ready player the worth of that "
                    "player's best wait."
                )
            out.append(f"<p>{escape(why)}</p>")
        for note in settlement.notes:
            if note == "kong_payments_cancelled":
                out.append(f"<p>{escape(self.term(note))}</p>")
        return "".join(out)

    def html(self, result: HandResult) -> str:
        ended, settlement = result.ended, result.settlement
        text = {
            "draw": self.tr("Exhaustive draw (流局)"),
            "total": self.tr("Total"),
            "hands": self.tr("Hands"),
            "payments": self.tr("Payments"),
            "none": self.tr("No payments."),
            "scores": self.tr("Scores"),
            "this": self.tr("This hand"),
            "over": self.tr("The session is over."),
        }
        t = {k: escape(v) for k, v in text.items()}
        out: list[str] = []
        if ended.draw:
            out.append(f"<h2>{t['draw']}</h2>")
        else:
            out.append(f"<h2>{escape(self._winners(result))}</h2>")
        if self.rules:
            out.append(f"<p style='color:#666'>{escape(self.rules)}</p>")
        for win in settlement.wins:
            ev = win.evaluation
            head = self._name(win.seat, result)
            picture = "" if win.win_tile is None else " " + self._tiles((win.win_tile,))
            out.append(f"<h3>{escape(head)}{picture}</h3>")
            dealt_in = self._dealt_in(win, result)
            if dealt_in:
                out.append(f"<p>{escape(dealt_in)}</p>")
            out.append("<table cellspacing='4'>")
            for item in ev.items:
                label = item.name_zh if self.zh else item.name_en
                value = f"{item.value} {item.unit_or(ev.unit)}".strip()  # 临安: 台 or 胡
                out.append(
                    f"<tr><td>{escape(label)}</td><td align='right'>{escape(value)}</td></tr>"
                )
            total = f"{ev.total} {ev.unit}".strip()
            out.append(
                f"<tr><td><b>{t['total']}</b></td>"
                f"<td align='right'><b>{escape(total)}</b></td></tr></table>"
            )
            formula = ev.formula_in("zh" if self.zh else "en")
            if formula:
                out.append(f"<p>{escape(formula)}</p>")
        out.append(f"<h3>{t['hands']}</h3><table cellspacing='4'>")
        for seat in range(4):
            concealed = ended.hands[seat] if seat < len(ended.hands) else ()
            melds = result.view.seats[seat].melds
            # One cell that never wraps: concealed tiles, then each meld set apart.
            parts = [self._tiles(concealed), *(self._tiles(m.tiles) for m in melds)]
            line = _MELD_GAP.join(p for p in parts if p)
            out.append(
                f"<tr><td nowrap>{escape(self._name(seat, result))}</td><td nowrap>{line}</td></tr>"
            )
        out.append("</table>")
        out.append(self._ready_checks(result))
        out.append(f"<h3>{t['payments']}</h3>")
        if settlement.payments:
            out.append("<table cellspacing='4'>")
            for p in settlement.payments:
                out.append(
                    f"<tr><td>{escape(self._name(p.payer, result))} → "
                    f"{escape(self._name(p.payee, result))}</td>"
                    f"<td align='right'>{p.amount * self.stake}</td>"
                    f"<td>{escape(self.term(p.reason))}</td></tr>"
                )
            out.append("</table>")
        else:
            out.append(f"<p>{t['none']}</p>")
        out.append(f"<h3>{t['scores']}</h3><table cellspacing='4'>")
        out.append(f"<tr><th></th><th>{t['this']}</th><th>{t['total']}</th></tr>")
        for seat in range(4):
            net = result.summary.net[seat] * self.stake
            total_score = result.summary.totals[seat] * self.stake
            out.append(
                f"<tr><td>{escape(self._name(seat, result))}</td>"
                f"<td align='right'>{net:+d}</td><td align='right'>{total_score:+d}</td></tr>"
            )
        out.append("</table>")
        if result.session_over:
            out.append(f"<p><b>{t['over']}</b></p>")
        return "".join(out)

    def _tiles(self, kinds: tuple[int, ...] | list[int]) -> str:
        return tiles_html(kinds, self.wild)


def tile_name(kind: int, zh: bool) -> str:
    return zh_name(kind) if zh else tile_name_en(kind)
