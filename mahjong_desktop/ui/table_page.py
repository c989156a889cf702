"""The playing area: the table, the claim bar and a hint line, wired to a ``Controller``.

The player discards by clicking a tile, or with ←/→ to pick and Enter to discard. Updates from the
worker may come faster than the table can be drawn (instant speed), so events are noted at once
(the wall tracker needs every one) and the table is redrawn once for the latest view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from mahjong_desktop.engine.actions import Action, Discard, Pass, Win
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import DiscardInfo, ShapeRules
from mahjong_desktop.ui.claim_bar import ClaimBar
from mahjong_desktop.ui.controller import Controller, HandResult, Update
from mahjong_desktop.ui.hints import describe, discard_rows, ready_summary
from mahjong_desktop.ui.sprites import Resolution, TileSprites
from mahjong_desktop.ui.table_scene import TableScene
from mahjong_desktop.ui.table_view import TableView


class TablePage(QWidget):
    hand_finished = Signal(object)  # HandResult
    redrawn = Signal()

    def __init__(
        self,
        names: Callable[[int], str],
        term: Callable[[str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.scene = TableScene(TileSprites(Resolution.X1), names)
        self.view = TableView(self.scene, self)
        self.claim_bar = ClaimBar(term, self)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setMinimumHeight(24)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.claim_bar)
        layout.addWidget(self.hint)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.controller: Controller | None = None
        self.animate_ms = 0
        self.auto_win = False
        self.auto_pass = False
        self.latest: PlayerView | None = None
        self.revealed: tuple[tuple[int, ...], ...] | None = None
        self.asking: PlayerView | None = None
        self._redraw_pending = False
        self.shape_rules = ShapeRules()  # the region's, set when a game starts
        self.hint_rows: dict[int, DiscardInfo] = {}
        self._turn_hint = ""
        self.scene.tile_clicked.connect(self._tile_clicked)
        self.scene.tile_hovered.connect(self._tile_hovered)
        self.claim_bar.chosen.connect(self._submit)

    def attach(self, controller: Controller) -> None:
        self.controller = controller
        controller.updated.connect(self._on_update)
        controller.human_to_act.connect(self._on_human_to_act)
        controller.hand_over.connect(self._on_hand_over)

    def detach(self) -> None:
        if self.controller is not None:
            self.controller.updated.disconnect(self._on_update)
            self.controller.human_to_act.disconnect(self._on_human_to_act)
            self.controller.hand_over.disconnect(self._on_hand_over)
        self.controller = None
        self.asking = None
        self.claim_bar.clear()
        self.scene.set_selectable(set())

    # -- from the worker ------------------------------------------------------------------------

    def _on_update(self, update: Update) -> None:
        self.revealed = None
        self.scene.wall.note(update.events)
        self.latest = update.view
        if not self._redraw_pending:
            self._redraw_pending = True
            QTimer.singleShot(0, self._redraw)

    def redraw_now(self) -> None:
        """Draw the latest view at once, without animation (before a screenshot)."""
        self._redraw()
        self.scene.finish_animation()

    def _redraw(self) -> None:
        self._redraw_pending = False
        if self.latest is not None:
            self.scene.show_view(self.latest, self.animate_ms, self.revealed)
            self.redrawn.emit()

    def _on_human_to_act(self, view: PlayerView) -> None:
        self._redraw()  # the table must show what the player is asked about
        legal = view.legal
        if self.auto_win and any(isinstance(a, Win) for a in legal):
            self._submit(next(a for a in legal if isinstance(a, Win)))
            return
        claim = view.phase in ("claim", "rob")
        if self.auto_pass and claim and not any(isinstance(a, Win) for a in legal):
            self._submit(next(a for a in legal if isinstance(a, Pass)))
            return
        self.asking = view
        self.claim_bar.offer(legal)
        discards = {a.tile for a in legal if isinstance(a, Discard)}
        self.scene.set_selectable(discards)
        if discards:
            self.hint_rows = discard_rows(view, self.shape_rules)
            self._turn_hint = " ".join(
                part
                for part in (
                    self.tr("Your turn: click a tile to discard it (or ←/→ and Enter)."),
                    ready_summary(self.hint_rows),
                )
                if part
            )
            self.hint.setText(self._turn_hint)
        else:
            self.hint.setText(self.tr("Claim the discard or pass."))
        self.setFocus()

    def _on_hand_over(self, result: HandResult) -> None:
        self.asking = None
        self.claim_bar.clear()
        self.scene.set_selectable(set())
        self.hint.setText("")
        self._redraw()
        # The hand is over: every hand face up, and the scores after the settlement.
        self.latest = result.view
        self.scene.show_view(result.view, 0, result.ended.hands)
        self.revealed = result.ended.hands
        self.hand_finished.emit(result)

    # -- from the player ------------------------------------------------------------------------

    def _tile_clicked(self, kind: int) -> None:
        if self.asking is None:
            return
        for action in self.asking.legal:
            if isinstance(action, Discard) and action.tile == kind:
                self._submit(action)
                return

    def _tile_hovered(self, kind: object) -> None:
        """Hovering (or picking with the keyboard) a tile shows what discarding it leaves."""
        if self.asking is None:
            return
        row = self.hint_rows.get(kind) if isinstance(kind, int) else None
        self.hint.setText(describe(row) if row is not None else self._turn_hint)

    def _submit(self, action: Action) -> None:
        if self.controller is None:
            return
        self.hint_rows = {}
        self._turn_hint = ""
        self.asking = None
        self.claim_bar.clear()
        self.scene.set_selectable(set())
        self.hint.setText("")
        self.controller.submit(action)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.asking is not None and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.scene.move_keyboard_selection(-1 if key == Qt.Key.Key_Left else 1)
            return
        if self.asking is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            kind = self.scene.keyboard_choice()
            if kind is not None:
                self._tile_clicked(kind)
                return
        super().keyPressEvent(event)
