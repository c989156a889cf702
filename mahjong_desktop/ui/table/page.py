"""The playing area: the table, the claim bar and a hint line, wired to a ``Controller``.

The player discards by clicking a tile, or with ←/→ to pick and Enter to discard. Updates from the
worker may come faster than the table can be drawn (instant speed), so events are noted at once
(the wall tracker needs every one) and the table is redrawn once for the latest view.

Hints (``advised``) and the coach's answer (``coached``) are computed in the worker; this page only
turns them into text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mahjong_desktop.engine.actions import Action, Discard, Pass, Win
from mahjong_desktop.engine.events import HandStarted
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.ui.session.controller import Controller, HandResult, Update
from mahjong_desktop.ui.session.table_config import TableConfig
from mahjong_desktop.ui.table.announcements import announce
from mahjong_desktop.ui.table.claim_bar import ClaimBar, MoveNames
from mahjong_desktop.ui.table.coach_line import CoachAdvice, coach_text
from mahjong_desktop.ui.table.hint_line import HintLine, current_waits, describe, ready_summary
from mahjong_desktop.ui.table.prompts import prompt
from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites
from mahjong_desktop.ui.table.tour import Moment, Tour, TourStep
from mahjong_desktop.ui.table.tour_overlay import TourOverlay
from mahjong_desktop.ui.table.view import TableView

REDRAW_INTERVAL_MS = 80


class TablePage(QWidget):
    hand_finished = Signal(object)  # HandResult
    redrawn = Signal()
    take_over = Signal()  # the 托管 banner's button: the player wants to play again
    next_hand = Signal()  # the player closed the score screen and now asks for the next hand
    tour_ended = Signal(str)  # a region's guided hand was played to its end or skipped

    def __init__(
        self,
        names: Callable[[int], str],
        move_names: MoveNames,
        language: Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.language = language
        sprites = TileSprites(Resolution.X1)
        sprites.preload()
        self.scene = TableScene(sprites, names, self)
        self.view = TableView(self.scene, self)
        # Small, so the hint line keeps the height its text needs in a small window.
        self.view.setMinimumSize(320, 200)
        self.move_names = move_names
        self.claim_bar = ClaimBar(move_names, self)
        self.hint = QLabel(self)
        self.hint.setObjectName("hintLine")
        self.hint.setWordWrap(True)
        self.hint.setMinimumHeight(44)
        self.hint.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.coach_button = QPushButton(self)
        self.coach_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.coach_button.clicked.connect(self.ask_coach)
        self.coach_button.setEnabled(False)
        self.coach_button.hide()  # shown when a game with a coach starts
        hint_row = QWidget(self)
        hint_row.setObjectName("hintRow")
        hint_row.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        hint_row.setStyleSheet(
            "#hintRow { background: #0f2f1f; } #hintRow QLabel { color: #f4f1e6; font-size: 14px; }"
        )
        line = QHBoxLayout(hint_row)
        line.setContentsMargins(10, 4, 10, 4)
        # 托管: a sign on the table that the computer plays, and the way back, in the hint row
        # (always there, so showing it moves nothing).
        self.autoplay_sign = QLabel(self)
        self.autoplay_sign.setObjectName("autoplaySign")
        self.autoplay_sign.setStyleSheet(
            "#autoplaySign { background: #8e2c1f; color: #fff3d6; font-weight: bold;"
            " padding: 3px 8px; border-radius: 3px; }"
        )
        self.autoplay_sign.hide()
        self.take_over_button = QPushButton(self)
        self.take_over_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.take_over_button.clicked.connect(self.take_over.emit)
        self.take_over_button.hide()
        line.addWidget(self.autoplay_sign, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addWidget(self.hint, 1)
        line.addWidget(self.take_over_button, 0, Qt.AlignmentFlag.AlignVCenter)
        # After the score screen was closed with Esc: the finished table stays to be looked at,
        # and this (or Enter) deals the next hand.
        self.next_hand_button = QPushButton(self)
        self.next_hand_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_hand_button.clicked.connect(self._next_hand_clicked)
        self.next_hand_button.hide()
        line.addWidget(self.next_hand_button, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addWidget(self.coach_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        # The bar's row keeps its colour and height while the bar is hidden (no layout jump).
        claim_row = QWidget(self)
        claim_row.setObjectName("claimRow")
        claim_row.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        claim_row.setStyleSheet("#claimRow { background: #123d27; }")
        row = QVBoxLayout(claim_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.claim_bar.setParent(claim_row)
        row.addWidget(self.claim_bar)
        layout.addWidget(claim_row)
        layout.addWidget(hint_row)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.controller: Controller | None = None
        self.config = TableConfig()  # set by the window (``configure``) before a game starts
        self.latest: PlayerView | None = None
        self.revealed: tuple[tuple[int, ...], ...] | None = None
        self.asking: PlayerView | None = None
        self._redraw_pending = False
        self._since_redraw = QElapsedTimer()
        self._since_redraw.start()
        # A child timer, not QTimer.singleShot: it dies with the page, so a redraw can never be
        # delivered to a page that was already destroyed.
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.timeout.connect(self._redraw)
        self.advice = HintLine({})
        self.coach_answer: CoachAdvice | None = None
        self._turn_hint = ""
        # The guided first hand (``arm_tour``): steps fired by an update wait for the redraw
        # that shows what they point at.
        overlay = TourOverlay(self, self.view, self.scene, self.claim_bar, lambda: self.zh)
        self.tour_overlay = overlay
        self.tour_overlay.coach_wanted.connect(self._tour_wants_coach)
        self.tour_overlay.skipped.connect(self.tour_ended.emit)
        self.tour_overlay.holding.connect(self._hold_for_tour)
        self.pending_tour: Tour | None = None
        self._tour_due: list[TourStep] = []
        self._timer_stopped_for_note = False
        self.scene.tile_clicked.connect(self._tile_clicked)
        self.scene.tile_hovered.connect(self._tile_hovered)
        self.claim_bar.chosen.connect(self._submit)
        self._worded_in = self.language()  # the language the table's words were last set in
        self.retranslate()

    @property
    def zh(self) -> bool:
        return self.language().startswith("zh")

    def retranslate(self) -> None:
        self.coach_button.setText(self.tr("Hint [?]"))
        self.coach_button.setToolTip(self.tr("Ask the coach for the best discard"))
        self.autoplay_sign.setText(self.tr("托管: the computer is playing for you"))
        self.take_over_button.setText(self.tr("Take over [Ctrl+T]"))
        self.next_hand_button.setText(self.tr("Next hand [Enter]"))
        self.claim_bar.retranslate()
        self.tour_overlay.retranslate()
        if self.coach_answer is not None:  # the guide's note quotes the coach: in the new words
            self.tour_overlay.set_coach(self._coach_reason(self.coach_answer))
        if self.language() != self._worded_in:
            # The banner's lines tell moments already past, in the words of the old language.
            self.scene.banner.clear()
            self._worded_in = self.language()
        if self.asking is not None:  # the open question's words in the new language
            self._show_question(self.asking)
        elif self.next_hand_button.isVisible():
            self.hint.setText(self._hand_over_text())

    def attach(self, controller: Controller) -> None:
        self.controller = controller
        controller.updated.connect(self._on_update)
        controller.human_to_act.connect(self._on_human_to_act)
        controller.hand_over.connect(self._on_hand_over)
        controller.advised.connect(self._on_advised)
        controller.coached.connect(self._on_coached)
        self.coach_button.setVisible(controller.has_coach)

    def detach(self) -> None:
        self.next_hand_button.hide()
        if self.controller is not None:
            self.controller.updated.disconnect(self._on_update)
            self.controller.human_to_act.disconnect(self._on_human_to_act)
            self.controller.hand_over.disconnect(self._on_hand_over)
            self.controller.advised.disconnect(self._on_advised)
            self.controller.coached.disconnect(self._on_coached)
        self.controller = None
        self._stop_asking()
        self.scene.set_selectable(set())
        self.pending_tour = None
        self._tour_due = []
        self._timer_stopped_for_note = False
        self.tour_overlay.stop()

    # -- the guided first hand ------------------------------------------------------------------

    def arm_tour(self, tour: Tour) -> None:
        """Guide the next hand that starts (the first of a new game, or the next one dealt)."""
        self.pending_tour = tour

    def _hold_for_tour(self, on: bool) -> None:
        # While a callout is open the computers wait, so the table shows what it talks about.
        if self.controller is None:
            return
        self.controller.hold(on)
        if on:
            self._stop_timer_for_note()
        elif self._timer_stopped_for_note:
            self._timer_stopped_for_note = False
            self.controller.configure(self.config.pace)  # timed again from the next question

    def _stop_timer_for_note(self) -> None:
        """A note is open on a timed question: its time stops (as when the timer is switched off
        mid-turn), so reading the guide never costs the player their tile or their claim."""
        if self.controller is None or not self.claim_bar.timer_running:
            return
        self.claim_bar.stop_countdown()
        self._timer_stopped_for_note = True
        self.controller.configure(replace(self.config.pace, discard_timer=0.0))

    def _tour_wants_coach(self) -> None:
        # The step is about the question open now: the coach's reason joins its words.
        if self.asking is not None and self.controller is not None and self.controller.has_coach:
            self.ask_coach()

    def _observe_tour(self, moment: Moment) -> list[TourStep]:
        tour = self.tour_overlay.tour
        return tour.observe(moment) if tour is not None else []

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.tour_overlay.place()

    # -- from the worker ------------------------------------------------------------------------

    def _on_update(self, update: Update) -> None:
        self.revealed = None
        self.scene.wall.note(update.events)
        self.latest = update.view
        if self.pending_tour is not None and any(isinstance(e, HandStarted) for e in update.events):
            self.tour_overlay.start(self.pending_tour)
            self.pending_tour = None
        self._tour_due += self._observe_tour(Moment(update.view, update.events))
        self._announce(update)
        if not self._redraw_pending:
            # At most one redraw per REDRAW_INTERVAL: at instant speed the worker sends updates
            # far faster than anyone can watch, and redrawing each would keep the GUI thread
            # busy (the window would stutter). Slower speeds send fewer updates than this.
            self._redraw_pending = True
            wait = REDRAW_INTERVAL_MS - self._since_redraw.elapsed()
            self._redraw_timer.start(max(0, wait))

    def short_name(self, relative_seat: int) -> str:
        """A seat's name without its computer level ("下家 right", not "下家 right · normal"):
        for sentences, where the level is noise."""
        return self.scene.names(relative_seat).split(" · ")[0]

    def _announce(self, update: Update) -> None:
        """A banner for every win, kong, 报听 and 甩牌 as it happens."""
        me = update.view.seat

        def seat_name(seat: int) -> str:
            return self.short_name((seat - me) % 4)

        for event in update.events:
            if isinstance(event, HandStarted):
                self.scene.banner.clear()
                continue
            line = announce(event, seat_name, self.move_names, self.zh, self.scene.stake)
            if line is not None:
                self.scene.banner.announce(line)

    def redraw_now(self) -> None:
        """Draw the latest view at once, without animation (before a screenshot)."""
        self._redraw()
        self.scene.finish_animation()

    def _redraw(self) -> None:
        self._redraw_pending = False
        self._redraw_timer.stop()
        self._since_redraw.restart()
        if self.latest is not None:
            self.scene.show_view(self.latest, self.config.animate_ms, self.revealed)
            due, self._tour_due = self._tour_due, []
            self.tour_overlay.offer(due)
            self.tour_overlay.place()
            self.redrawn.emit()

    def set_appearance(self, tile_size: int, tile_set: TileSet) -> None:
        """The player's tile size (in % of the default) and tile set, from the settings: the
        table is laid out and drawn again at once, in a game or not."""
        self.scene.set_zoom(tile_size / 100)
        self.view.set_tile_set(tile_set)

    def configure(self, config: TableConfig) -> None:
        """The settings the table plays by (a new game, or the settings changed). A timer
        switched off stops its running countdown now (the controller forgets the discard
        deadline likewise); a new length applies from the next question."""
        self.config = config
        self.scene.stake = config.stake
        bar = self.claim_bar
        off = config.discard_timer <= 0 if bar.counting_discard else config.claim_timer <= 0
        if bar.timer_running and off:
            bar.stop_countdown()

    def _on_advised(self, advice: object) -> None:
        # None when the analysis failed (reported on stderr): the turn goes on without hints.
        self.advice = advice if isinstance(advice, HintLine) else HintLine({})

    def _on_human_to_act(self, view: PlayerView) -> None:
        self._redraw()  # the table must show what the player is asked about
        legal = view.legal
        config = self.config
        if config.auto_win and any(isinstance(a, Win) for a in legal):
            self._submit(next(a for a in legal if isinstance(a, Win)))
            return
        claim = view.phase in (Phase.CLAIM, Phase.ROB)
        if config.auto_pass and claim and not any(isinstance(a, Win) for a in legal):
            self._submit(next(a for a in legal if isinstance(a, Pass)))
            return
        self.asking = view
        self.coach_answer = None
        self.coach_button.setEnabled(True)
        self.claim_bar.offer(legal)
        discards = {a.tile for a in legal if isinstance(a, Discard)}
        if claim:
            self.claim_bar.start_timer(config.claim_timer)
        elif discards:
            self.claim_bar.start_discard_countdown(config.discard_timer)
        self.scene.set_selectable(discards)
        self._show_question(view)
        self.setFocus()
        # After the question is on the table: a step about it points at its buttons or tiles,
        # and asks the coach about this very question.
        self.tour_overlay.offer(self._observe_tour(Moment(view, asking=True)))
        if self.tour_overlay.current is not None:
            self._stop_timer_for_note()

    def _show_question(self, view: PlayerView) -> None:
        """The status line for the open question: what is asked, then the hints."""
        me = view.seat
        intro = prompt(view, lambda seat: self.short_name((seat - me) % 4))
        if any(isinstance(a, Discard) for a in view.legal):
            waits = ready_summary(self.advice)
        else:
            waits = current_waits(self.advice, self.zh)
        parts = (intro, waits, self.advice.notice_text(self.zh))  # e.g. 硬甩: only 七对 can win
        self._turn_hint = " ".join(part for part in parts if part)
        self.hint.setText(self._turn_hint)

    def _on_hand_over(self, result: HandResult) -> None:
        self._stop_asking()
        self._redraw_pending = False  # the final picture below replaces any pending redraw
        # The hand is over: every hand face up, and the scores after the settlement.
        self.latest = result.view
        self.scene.show_view(result.view, 0, result.ended.hands)
        self.revealed = result.ended.hands
        tour = self.tour_overlay.tour
        self._tour_due = []
        if tour is not None:  # the guided hand is over: it counts as seen
            self.tour_overlay.stop()
            self.tour_ended.emit(tour.region_id)
        self.hand_finished.emit(result)

    def _stop_asking(self) -> None:
        self.asking = None
        self.advice = HintLine({})
        self._turn_hint = ""
        self.claim_bar.clear()
        self.scene.set_selectable(set())
        self.coach_button.setEnabled(False)
        self.hint.setText("")

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
        row = self.advice.rows.get(kind) if isinstance(kind, int) else None
        self.hint.setText(describe(row, self.zh) if row is not None else self._turn_hint)

    def ask_coach(self) -> None:
        if self.controller is None or self.asking is None or not self.controller.has_coach:
            return
        self.coach_button.setEnabled(False)  # one question at a time
        self.hint.setText(self.tr("The coach is thinking…"))
        # At the stake the plates show: the reason's figures move as the plates do.
        self.controller.ask_coach(self.config.stake)

    def _on_coached(self, answer: object) -> None:
        if self.asking is None:
            return
        if not isinstance(answer, CoachAdvice):
            self.coach_button.setEnabled(True)
            self.hint.setText(self.tr("The coach has no advice for this position."))
            return
        self.coach_answer = answer
        self.coach_button.setEnabled(True)
        self.hint.setText(coach_text(answer, self.zh, self.move_names))
        self.tour_overlay.set_coach(self._coach_reason(answer))
        if isinstance(answer.action, Discard):
            self.scene.highlight_kind(answer.action.tile)

    def _coach_reason(self, answer: CoachAdvice) -> str:
        """The guide's note gives the coach's reason (the choice itself is on the hint line and
        highlighted): why, in the player's language alone."""
        reason = answer.reason_zh if self.zh else answer.reason_en
        if not reason:
            return coach_text(answer, self.zh)
        return QCoreApplication.translate("Coach", "Coach: %1").replace("%1", reason)

    def set_autoplay(self, on: bool) -> None:
        """托管 on: the computer answers the open question at once, and every later one."""
        if self.controller is None or not self.controller.can_autoplay:
            return
        if on:
            self._stop_asking()
        self.autoplay_sign.setVisible(on)
        self.take_over_button.setVisible(on)
        self.controller.set_autoplay(on)

    def _submit(self, action: Action) -> None:
        if self.controller is None:
            return
        self._stop_asking()
        self.controller.submit(action)

    def offer_next_hand(self) -> None:
        self.next_hand_button.show()
        self.hint.setText(self._hand_over_text())
        self.setFocus()

    def _hand_over_text(self) -> str:
        return self.tr("The hand is over. Look at the table, then deal the next hand.")

    def _next_hand_clicked(self) -> None:
        if self.next_hand_button.isVisible():
            self.next_hand_button.hide()
            self.hint.setText("")
            self.next_hand.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.tour_overlay.current is not None and key in (Qt.Key.Key_Escape, Qt.Key.Key_N):
            # The guide's note from the keyboard: N its Next, Esc its Skip tour.
            if key == Qt.Key.Key_N:
                self.tour_overlay.next()
            else:
                self.tour_overlay.skip()
            return
        if self.next_hand_button.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._next_hand_clicked()
            return
        if event.text() == "?" or key == Qt.Key.Key_Question:
            # By its text: "?" is Shift+/ on one keyboard and a key of its own on another, and
            # a QPushButton shortcut of "?" matched neither with Shift held (the button's
            # shortcut did nothing).
            self.ask_coach()
            return
        if self.asking is not None and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.scene.move_keyboard_selection(-1 if key == Qt.Key.Key_Left else 1)
            return
        if self.asking is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            kind = self.scene.keyboard_choice()
            if kind is not None:
                self._tile_clicked(kind)
                return
        super().keyPressEvent(event)
