"""The end of a session: the ranking with each seat's total, wins, self-draws and deal-ins, the
best hand of the session, and what next — play again, change the settings first, or close.

The figures come from ``engine.session_stats`` (Qt-free); this dialog only words and draws them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from html import escape

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.engine.session import HandSummary
from mahjong_desktop.engine.session_stats import SessionStats, session_stats
from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.ui.dialogs.marked_rows import WINNER, marked_row
from mahjong_desktop.ui.dialogs.tile_pictures import TILE_SIZE, add_tile_pictures, tiles_html

_MELD_GAP = "&nbsp;&nbsp;"


class SessionEndChoice(Enum):
    PLAY_AGAIN = "play_again"  # the same settings, a new seed
    CHANGE_SETTINGS = "change_settings"  # the settings dialog, then a new game
    CLOSE = "close"  # nothing: the last table stays to be looked at


class SessionEndDialog(QDialog):
    """``names`` names a seat relative to ``viewer`` (0 = the player, as at the table); amounts
    are shown times ``stake``, as the end-of-hand screen shows them."""

    def __init__(
        self,
        summaries: Sequence[HandSummary],
        viewer: int,
        names: Callable[[int], str],
        language: str,
        stake: int,
        region_name: str,
        parent: QWidget | None = None,
        tile_set: TileSet = TileSet.CLASSIC,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Session over — %1").replace("%1", region_name))
        self.resize(760, 560)
        self.stats: SessionStats = session_stats(summaries)
        self.viewer = viewer
        self.names = names
        self.zh = language.startswith("zh")
        self.stake = stake
        self.choice = SessionEndChoice.CLOSE
        best = self.stats.best
        self.wild = best.wild if best is not None else None
        self.browser = QTextBrowser(self)
        add_tile_pictures(self.browser.document(), TILE_SIZE, self.devicePixelRatioF(), tile_set)
        self.browser.setHtml(self.html())

        buttons = QDialogButtonBox(self)
        self.play_again_button = QPushButton(self.tr("&Play again"), self)
        self.play_again_button.setToolTip(self.tr("A new session with the same settings"))
        self.play_again_button.setDefault(True)
        self.settings_button = QPushButton(self.tr("&Change settings…"), self)
        self.settings_button.setToolTip(
            self.tr("Open the settings; a new session starts when you close them")
        )
        self.close_button = QPushButton(self.tr("Close"), self)
        buttons.addButton(self.play_again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.settings_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.play_again_button.clicked.connect(lambda: self._choose(SessionEndChoice.PLAY_AGAIN))
        self.settings_button.clicked.connect(lambda: self._choose(SessionEndChoice.CHANGE_SETTINGS))
        self.close_button.clicked.connect(self.reject)  # Escape too: close without acting
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def _choose(self, choice: SessionEndChoice) -> None:
        self.choice = choice
        self.accept()

    def reject(self) -> None:
        self.choice = SessionEndChoice.CLOSE
        super().reject()

    def name(self, seat: int) -> str:
        return self.names((seat - self.viewer) % 4)

    def place(self, rank: int) -> str:
        words = (self.tr("1st"), self.tr("2nd"), self.tr("3rd"), self.tr("4th"))
        return words[rank - 1]

    # -- the page -------------------------------------------------------------------------------

    def html(self) -> str:
        stats = self.stats
        played = self.tr("%n hand(s) played", "", stats.hands)
        if stats.draws:
            played += ", " + self.tr("%n exhaustive draw(s) (流局)", "", stats.draws)
        head = [self.tr("Place"), self.tr("Player"), self.tr("Total")]
        head += [self.tr("Wins"), self.tr("Self-draws (自摸)"), self.tr("Deal-ins (点炮)")]
        heading = self.tr("Final standings")
        out = [
            f"<h2>{escape(heading)}</h2>",
            f"<p>{escape(played)}</p>",
            "<table cellspacing='0' cellpadding='6'>",
            "<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>",
        ]
        for record in stats.ranking():
            colour = marked_row(WINNER) if record.rank == 1 else ""
            cells = [
                escape(self.place(record.rank)),
                escape(self.name(record.seat)),
                f"{record.total * self.stake:+d}",
                escape(self.tr("%n win(s)", "", record.wins)),
                escape(self.tr("%n self-draw(s)", "", record.self_draws)),
                escape(self.tr("%n deal-in(s)", "", record.deal_ins)),
            ]
            row = "".join(
                f"<td nowrap{' align=right' if i == 2 else ''}>{c}</td>"
                for i, c in enumerate(cells)
            )
            out.append(f"<tr{colour}>{row}</tr>")
        out.append("</table>")
        out.append(self._best_html())
        return "".join(out)

    def _best_html(self) -> str:
        best = self.stats.best
        title = escape(self.tr("Best hand"))
        if best is None:
            nobody = escape(self.tr("Nobody won a hand in this session."))
            return f"<h3>{title}</h3><p>{nobody}</p>"
        who = (
            self.tr("%1 in hand %2: %3")
            .replace("%1", self.name(best.seat))
            .replace("%2", str(best.hand + 1))
            .replace("%3", f"{best.gain * self.stake:+d}")
        )
        if len(best.wins) > 1:
            who += " (" + self.tr("won %n time(s)", "", len(best.wins)) + ")"
        unit = best.wins[0].evaluation.unit
        rows = "".join(
            f"<tr><td>{escape(item.name_zh if self.zh else item.name_en)}</td>"
            f"<td align='right'>{escape(f'{item.value} {item.unit_or(unit)}'.strip())}</td></tr>"
            for item in best.items
        )
        parts = [tiles_html(best.concealed, self.wild)]
        parts += [tiles_html(m.tiles, self.wild) for m in best.melds]
        picture = _MELD_GAP.join(p for p in parts if p)
        return (
            f"<h3>{title}</h3><p><b>{escape(who)}</b></p>"
            f"<p>{picture}</p>"
            f"<table cellspacing='4'>{rows}</table>"
        )


def ask_session_end(
    summaries: Sequence[HandSummary],
    viewer: int,
    names: Callable[[int], str],
    language: str,
    stake: int,
    region_name: str,
    parent: QWidget | None = None,
    tile_set: TileSet = TileSet.CLASSIC,
) -> SessionEndChoice:
    """Show the screen (modal) and return what the player chose."""
    dialog = SessionEndDialog(
        summaries, viewer, names, language, stake, region_name, parent, tile_set
    )
    dialog.exec()
    choice = dialog.choice
    dialog.deleteLater()
    return choice
