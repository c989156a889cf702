"""The end of a hand: all hands revealed, each win itemised, the payments and the running totals."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.settlement import WinRecord
from mahjong_desktop.tiles import name as tile_name_en
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.dialogs.tile_pictures import TILE_SIZE, add_tile_pictures, tiles_html
from mahjong_desktop.ui.session.controller import HandResult

# Wide enough for the longest seat name and a line of 18 tiles (four kongs and a pair) at the
# pictures' size, so a hand never wraps at the dialog's first size.
DEFAULT_SIZE = (900, 640)
_MELD_GAP = "&nbsp;&nbsp;"


class ResultDialog(QDialog):
    """``term`` names a payment reason or score item in the player's language (from the ruleset);
    ``review``, when given, opens the review of the player's decisions (a dialog made for this
    one as parent) from a button. ``rules``: the region and the options set away from its
    defaults, so the score is never read under the wrong rules."""

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
        add_tile_pictures(self.browser.document(), TILE_SIZE, self.devicePixelRatioF())
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
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

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
