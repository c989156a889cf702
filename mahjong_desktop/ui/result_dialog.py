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

from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.controller import HandResult


def tiles_text(kinds: list[int] | tuple[int, ...]) -> str:
    return " ".join(zh_name(k) for k in kinds)


class ResultDialog(QDialog):
    """``term`` names a payment reason or score item in the player's language (from the ruleset)."""

    def __init__(
        self,
        result: HandResult,
        names: Callable[[int], str],
        term: Callable[[str], str],
        language: str,
        base_stake: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End of hand %1").replace("%1", str(result.summary.index + 1)))
        self.resize(720, 600)
        self.names = names
        self.term = term
        self.zh = language.startswith("zh")
        self.stake = base_stake
        self.browser = QTextBrowser(self)
        self.browser.setHtml(self.html(result))
        buttons = QDialogButtonBox(self)
        text = self.tr("Close") if result.session_over else self.tr("&Next hand")
        self.next_button = QPushButton(text, self)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def _name(self, seat: int, result: HandResult) -> str:
        return self.names((seat - result.view.seat) % 4)

    def html(self, result: HandResult) -> str:
        ended, settlement = result.ended, result.settlement
        text = {
            "draw": self.tr("Exhaustive draw (流局)"),
            "won": self.tr("%1 won"),
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
            winners = ", ".join(self._name(s, result) for s in ended.winners)
            out.append(f"<h2>{escape(text['won'].replace('%1', winners))}</h2>")
        for win in settlement.wins:
            ev = win.evaluation
            head = self._name(win.seat, result)
            if win.win_tile is not None:
                head += f" — {zh_name(win.win_tile)}"
            out.append(f"<h3>{escape(head)}</h3><table cellspacing='4'>")
            for item in ev.items:
                label = item.name_zh if self.zh else item.name_en
                out.append(f"<tr><td>{escape(label)}</td><td align='right'>{item.value}</td></tr>")
            total = f"{ev.total} {ev.unit}".strip()
            out.append(
                f"<tr><td><b>{t['total']}</b></td>"
                f"<td align='right'><b>{escape(total)}</b></td></tr></table>"
            )
            if ev.formula:
                out.append(f"<p>{escape(ev.formula)}</p>")
        out.append(f"<h3>{t['hands']}</h3><table cellspacing='4'>")
        for seat in range(4):
            concealed = ended.hands[seat] if seat < len(ended.hands) else ()
            melds = result.view.seats[seat].melds
            out.append(
                f"<tr><td>{escape(self._name(seat, result))}</td>"
                f"<td>{escape(tiles_text(concealed))}</td>"
                f"<td>{escape(self._melds_text(melds))}</td></tr>"
            )
        out.append("</table>")
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

    def _melds_text(self, melds: tuple[Meld, ...]) -> str:
        return "  ".join("[" + tiles_text(m.tiles) + "]" for m in melds)
