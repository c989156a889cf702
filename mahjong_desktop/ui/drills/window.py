"""The drill window (Practice › Drills): single decisions to practise, judged by the coach.

Two tabs. **Practice**: region, kind and source filters, a timer (off / 10 / 20 / 30 s) and
blind mode (the counts — tiles from ready, useful tiles — hidden on the choices until the answer);
the table as tile pictures, one button per legal choice, then the answer: right or not, and the
coach's ranking of every choice with its numbers and its reason in the player's language, with
the streak and the tally. **Progress**: per kind, answers and accuracy, and accuracy over time
(``AccuracyChart``), from the answers kept in the records database.

A set of drills is made in a worker thread (``drills.generate`` / ``drills.from_records``: half
a second to a few seconds), so the window never waits; "Your games first" takes the decisions
where the player chose otherwise than the coach in their kept hands and fills the set up with
generated ones. Without kept games (a second copy of the app, a profile that could not be
opened) drills are generated only and nothing is kept.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QSize, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.drills.drill import Drill
from mahjong_desktop.drills.from_records import from_records
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.kinds import Kind, kinds_for
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.rules.lanzhou.modes import Mode
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.tiles import parse, parse_one
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.tile_pictures import add_tile_pictures
from mahjong_desktop.ui.drills.accuracy_chart import AccuracyChart, Series
from mahjong_desktop.ui.drills.filters import DrillFilters
from mahjong_desktop.ui.drills.practice import TIMERS, Practice
from mahjong_desktop.ui.drills.words import answer_html, choice_label, kind_label, position_html
from mahjong_desktop.ui.history.labels import region_name
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.wording import word_exception
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites

SET_SIZE = 10
# What an emptied browser shows: setHtml("") clears the document's resources too, and with them
# the tile pictures, which every later text then shows as broken images.
_BLANK = "<p></p>"
_PER_ROW = 7
ALL = "all"
MINE_FIRST = "mine"
GENERATED = "generated"


class _Bridge(QObject):
    """Carries the worker's set to the window (queued into the GUI thread by Qt)."""

    made = Signal(object, int)  # list[Drill], the request number
    failed = Signal(str, int)


class _Latest:
    """The number of the set the window wants, shared with its workers (which hold no window)."""

    __slots__ = ("request",)

    def __init__(self) -> None:
        self.request = 0


@dataclass(frozen=True, slots=True)
class _SetJob:
    """What one set is made of, read in the GUI thread when it is asked for."""

    region: str
    options: dict[str, Any]
    kinds: tuple[Kind, ...]
    mine: bool  # the player's own games first
    seed: int
    request: int


def _make_set(job: _SetJob, bridge: _Bridge, latest: _Latest, records: RecordStore | None) -> None:
    """Make a set in the worker thread. A set no longer wanted (a newer one asked for, the
    window closed) stops at the next hand or drill instead of running to the end."""

    def wanted(_made: int) -> bool:
        return job.request == latest.request

    try:
        drills: list[Drill] = []
        if job.mine and records is not None:
            drills = from_records(
                records, job.region, count=SET_SIZE, kinds=job.kinds, progress=wanted
            ).drills
        if len(drills) < SET_SIZE and wanted(0):
            seen = {d.id for d in drills}
            more = generate(
                job.region,
                job.options,
                seed=job.seed,
                count=SET_SIZE,
                kinds=job.kinds,
                progress=wanted,
            )
            drills += [d for d in more if d.id not in seen][: SET_SIZE - len(drills)]
    except Exception as exc:  # any fault is shown in the window, never a dead worker
        if wanted(0):
            said = word_exception(exc)  # a DataError in the player's language
            message = said.splitlines()[0] if said else repr(exc)
            _tell(bridge.failed, message, job.request)
        return
    if wanted(0):  # never into a window that has closed (its bridge may be gone)
        _tell(bridge.made, drills, job.request)


def _tell(signal: SignalInstance, *news: object) -> None:
    # RuntimeError: the window (and its bridge) was deleted without being closed.
    with contextlib.suppress(RuntimeError):
        signal.emit(*news)


class DrillWindow(QDialog):
    def __init__(
        self,
        catalog: RulesetCatalog,
        region: str,
        options: Mapping[str, Any],
        language: str,
        records: RecordStore | None,
        seed: int,
        parent: QWidget | None = None,
        play_on: Callable[[Drill], bool] | None = None,
        filters: DrillFilters | None = None,
        keep_filters: Callable[[DrillFilters], None] | None = None,
        tile_set: TileSet = TileSet.CLASSIC,
    ) -> None:
        """``options``: the settings' options for ``region`` (other regions: their defaults);
        ``seed``: where this window's generated sets start (each new set takes the next);
        ``play_on``: starts a game from a drill's position (False: it did not start), None
        where no game can be started (no kept games to record it in); ``filters``: the filters
        as the player left them (the settings'), ``keep_filters`` called with them whenever the
        player changes one."""
        super().__init__(parent)
        self.catalog = catalog
        self.language = language
        self.records = records
        self.options = dict(options)
        self.options_region = region
        self.seeds = SplitMix64(seed)
        self.practice: Practice | None = None
        self.last_practice: Practice | None = None
        self._latest = _Latest()  # the set being made; an older worker's result is dropped
        # No Qt parent: the bridge is shared with the worker thread, and a child of the window
        # would be deleted with it while the worker may be emitting on it (a segfault seen in
        # CI). Unparented, it lives while either holds it; a signal to a deleted window's slots
        # is dropped by Qt, and a bridge the worker frees last has no connections left.
        self.bridge = _Bridge()
        self._workers: list[threading.Thread] = []  # sets being made (at most one still wanted)
        self.bridge.made.connect(self._made)
        self.bridge.failed.connect(self._failed)
        self.sprites = TileSprites(Resolution.X2, tile_set)
        self.setWindowTitle(self.tr("Drills"))
        self.resize(980, 760)

        left = filters if filters is not None else DrillFilters()
        self.keep_filters = keep_filters
        # The source the player chose, kept while the window cannot offer it (no kept games).
        self._source_choice = left.source
        self.region = QComboBox(self)
        for r in catalog.regions:
            self.region.addItem(region_name(catalog, r, language), r)
        shown = self.region.findData(left.region) if left.region else -1
        self.region.setCurrentIndex(shown if shown >= 0 else max(0, self.region.findData(region)))
        self.kind = QComboBox(self)
        # Each region lists its own kinds, some longer than the first region's: grow to fit.
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.source = QComboBox(self)
        self.source.addItem(self.tr("Your games first"), MINE_FIRST)
        self.source.addItem(self.tr("Generated only"), GENERATED)
        if records is None:
            self.source.setCurrentIndex(1)
            self.source.setEnabled(False)
        self.timer_choice = QComboBox(self)
        for seconds in TIMERS:
            label = self.tr("No timer") if seconds == 0 else self.tr("%n s", "", seconds)
            self.timer_choice.addItem(label, seconds)
        self.blind = QCheckBox(self.tr("Blind (no counts before answering)"), self)
        self.new_set = QPushButton(self.tr("New set"), self)
        self.region.currentIndexChanged.connect(self._region_changed)
        self.new_set.clicked.connect(self.start_set)
        self.blind.toggled.connect(lambda _on: self._show_choices())

        self.status = QLabel(self)
        self.clock = QLabel(self)
        self.board = QTextBrowser(self)
        self.board.setOpenLinks(False)
        self._board_pictures = QSize(34, 45)
        # Below the table: the choices until the answer, then the coach's ranking in their
        # place (it lists every choice again, with its picture), so each gets the room.
        self.below = QStackedWidget(self)
        choices_page = QWidget(self.below)
        self.choice_row = QGridLayout(choices_page)
        self.below.addWidget(choices_page)
        self.choice_buttons: list[QToolButton] = []
        self.answer = QTextBrowser(self)
        self.answer.setOpenLinks(False)
        self._answer_pictures = QSize(22, 29)
        self.below.addWidget(self.answer)
        self._add_pictures(tile_set)
        self.calculator: HandCalculator | None = None
        self.calculator_button = QPushButton(self.tr("Open in the hand calculator"), self)
        self.calculator_button.clicked.connect(self.open_calculator)
        self.calculator_button.setEnabled(False)
        self.play_on = play_on
        self.play_on_button = QPushButton(self.tr("Play on from here"), self)
        self.play_on_button.setToolTip(
            self.tr("Play the hand on from this position against the computer players")
        )
        self.play_on_button.clicked.connect(self._play_on)
        self.play_on_button.setEnabled(False)
        self.play_on_button.setVisible(play_on is not None)
        self.next_button = QPushButton(self.tr("Next drill"), self)
        self.next_button.clicked.connect(self.next_drill)
        self.next_button.setEnabled(False)

        pickers = QGridLayout()
        pickers.addWidget(QLabel(self.tr("Region"), self), 0, 0)
        pickers.addWidget(self.region, 0, 1)
        pickers.addWidget(QLabel(self.tr("Kind"), self), 0, 2)
        pickers.addWidget(self.kind, 0, 3)
        pickers.addWidget(QLabel(self.tr("Drills"), self), 0, 4)
        pickers.addWidget(self.source, 0, 5)
        pickers.addWidget(QLabel(self.tr("Timer"), self), 1, 0)
        pickers.addWidget(self.timer_choice, 1, 1)
        pickers.addWidget(self.blind, 1, 2, 1, 2)
        pickers.addWidget(self.new_set, 1, 5)
        info = QHBoxLayout()
        info.addWidget(self.status, 1)
        info.addWidget(self.clock)
        practice_tab = QWidget(self)
        column = QVBoxLayout(practice_tab)
        column.addLayout(pickers)
        column.addLayout(info)
        column.addWidget(self.board, 3)
        column.addWidget(self.below, 2)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.calculator_button)
        bottom.addWidget(self.play_on_button)
        bottom.addWidget(self.next_button)
        column.addLayout(bottom)

        self.stats = QTableWidget(0, 3, self)
        self.stats.setHorizontalHeaderLabels(
            [self.tr("Answered"), self.tr("Right"), self.tr("Accuracy")]
        )
        self.stats.horizontalHeader().setStretchLastSection(True)
        self.chart = AccuracyChart(self)
        progress_tab = QWidget(self)
        progress = QVBoxLayout(progress_tab)
        progress.addWidget(self.stats, 1)
        progress.addWidget(self.chart, 3)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(practice_tab, self.tr("Practice"))
        self.tabs.addTab(progress_tab, self.tr("Progress"))
        self.tabs.currentChanged.connect(lambda _i: self.show_progress())
        outer = QVBoxLayout(self)
        outer.addWidget(self.tabs)

        self.tick = QTimer(self)
        self.tick.setInterval(1000)
        self.tick.timeout.connect(self._tick)
        self.elapsed = QElapsedTimer()
        self.left = 0
        self._region_changed()
        self._restore(left)
        for changed in (
            self.region.currentIndexChanged,
            self.kind.currentIndexChanged,
            self.source.currentIndexChanged,
            self.timer_choice.currentIndexChanged,
            self.blind.toggled,
        ):
            changed.connect(lambda *_args: self._keep_filters())

    # -- filters --------------------------------------------------------------------------------

    def region_id(self) -> str:
        return str(self.region.currentData())

    def kinds(self) -> tuple[Kind, ...]:
        chosen = self.kind.currentData()
        region_kinds = kinds_for(self.region_id(), self._options(self.region_id()))
        return region_kinds if chosen == ALL else (Kind(chosen),)

    def _region_changed(self) -> None:
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(self.tr("All kinds"), ALL)
        for kind in kinds_for(self.region_id(), self._options(self.region_id())):
            self.kind.addItem(kind_label(kind), kind.value)
        self.kind.blockSignals(False)
        self.show_progress()

    def _restore(self, left: DrillFilters) -> None:
        """The filters as the player left them; a value this window does not offer (a kind the
        region does not drill, a timer not in the list) keeps the window's default."""
        for box, value in (
            (self.kind, left.kind),
            (self.timer_choice, left.timer),
            *([(self.source, left.source)] if self.records is not None else []),
        ):
            index = box.findData(value)
            if index >= 0:
                box.setCurrentIndex(index)
        self.blind.setChecked(left.blind)

    def filters(self) -> DrillFilters:
        """The filters as they stand (the source as chosen, also while it cannot be offered)."""
        if self.records is not None:
            self._source_choice = str(self.source.currentData())
        return DrillFilters(
            self.region_id(),
            str(self.kind.currentData()),
            self._source_choice,
            int(self.timer_choice.currentData()),
            self.blind.isChecked(),
        )

    def _keep_filters(self) -> None:
        if self.keep_filters is not None:
            self.keep_filters(self.filters())

    def _options(self, region: str) -> dict[str, Any]:
        return dict(self.options) if region == self.options_region else {}

    # -- making a set ---------------------------------------------------------------------------

    def _add_pictures(self, tile_set: TileSet) -> None:
        ratio = self.devicePixelRatioF()
        add_tile_pictures(self.board.document(), self._board_pictures, ratio, tile_set)
        add_tile_pictures(self.answer.document(), self._answer_pictures, ratio, tile_set)

    def set_tile_set(self, tile_set: TileSet) -> None:
        """Draw the tiles in ``tile_set`` from now on (the player changed it in the settings
        while the window was kept): the pictures, the choice buttons, the drill shown."""
        if tile_set is self.sprites.tile_set:
            return
        self.sprites = TileSprites(Resolution.X2, tile_set)
        self._add_pictures(tile_set)
        for browser in (self.board, self.answer):  # the same names, new pictures: draw again
            document = browser.document()
            document.markContentsDirty(0, document.characterCount())
            browser.viewport().update()
        self._show_choices()

    def start_set(self) -> None:
        """Make a new set with the filters as they are (in a worker thread)."""
        self.request += 1
        self._stop_clock()
        self.practice = None
        self._clear_choices()
        self.board.setHtml(_BLANK)
        self.answer.setHtml(_BLANK)
        self.next_button.setEnabled(False)
        self.new_set.setEnabled(False)
        self.status.setText(self.tr("Finding drills…"))
        region, kinds, request = self.region_id(), self.kinds(), self.request
        mine = self.source.currentData() == MINE_FIRST and self.records is not None
        seed = self.seeds.next64()
        job = _SetJob(region, self._options(region), tuple(kinds), mine, seed, request)
        # Given the bridge, the store and the request counter, never the window: a thread that
        # held the window could drop the last reference to it as it ends, and Qt would then
        # delete the window outside the GUI thread (a crash: a test process that died).
        worker = threading.Thread(
            target=_make_set,
            args=(job, self.bridge, self._latest, self.records),
            name="mahjong-drills",
            daemon=True,
        )
        self._workers = [w for w in self._workers if w.is_alive()] + [worker]
        worker.start()

    @property
    def request(self) -> int:
        return self._latest.request

    @request.setter
    def request(self, value: int) -> None:
        self._latest.request = value

    def _made(self, drills: list[Drill], request: int) -> None:
        if request != self.request:
            return
        self.new_set.setEnabled(True)
        keep = self.records.drill_answers.add if self.records is not None else None
        # The streaks go on from the set before in this sitting; the tally is the set's own.
        self.practice = Practice(drills, keep, after=self.last_practice)
        self.last_practice = self.practice
        self._show_drill()

    def _failed(self, message: str, request: int) -> None:
        if request != self.request:
            return
        self.new_set.setEnabled(True)
        self.status.setText(self.tr("No drills could be made: %1").replace("%1", message))

    # -- one drill ------------------------------------------------------------------------------

    def _show_drill(self) -> None:
        practice = self.practice
        if practice is None:
            return
        drill = practice.current
        self.answer.setHtml(_BLANK)
        self.next_button.setEnabled(False)
        self.play_on_button.setEnabled(False)
        self.calculator_button.setEnabled(False)
        if drill is None:
            self._clear_choices()
            self.board.setHtml(_BLANK)
            self.status.setText(self._tally() + " — " + self.tr("Set done: New set for more."))
            return
        self.board.setHtml(position_html(drill, self.language))
        self.below.setCurrentIndex(0)
        self._show_choices()
        self.status.setText(self._tally())
        seconds = int(self.timer_choice.currentData())
        self.elapsed.start()
        if seconds:
            self.left = seconds
            self.clock.setText(self.tr("%n s left", "", self.left))
            self.tick.start()
        else:
            self.clock.setText("")

    def _clear_choices(self) -> None:
        for button in self.choice_buttons:
            self.choice_row.removeWidget(button)
            # Hidden at once: deleteLater waits for the event loop, and a loop spun by hand
            # (processEvents) never gets to it, so the old set's buttons stayed under the new.
            button.hide()
            button.deleteLater()
        self.choice_buttons = []

    def _show_choices(self) -> None:
        """One button per choice, in the table's order (tiles sorted), not the coach's."""
        self._clear_choices()
        practice = self.practice
        drill = practice.current if practice is not None else None
        if drill is None:
            return
        answered = practice is not None and practice.answered is not None
        blind = self.blind.isChecked() and not answered
        choices = sorted(drill.choices, key=lambda c: _table_order(drill, c.name))
        for i, choice in enumerate(choices):
            button = QToolButton(self.below.widget(0))
            button.setText(choice_label(choice, self.language, blind, drill.kind))
            button.setObjectName(f"choice:{choice.name}")
            tile = _choice_tile(drill, choice.name)
            if tile is not None:
                button.setIcon(QIcon(self.sprites.face(tile)))
                button.setIconSize(QSize(36, 48))
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setEnabled(not answered)
            button.clicked.connect(lambda _c=False, name=choice.name: self.choose(name))
            # Two rows of at most seven: fourteen discards side by side made the window wider
            # than a laptop's screen.
            self.choice_row.addWidget(button, i // _PER_ROW, i % _PER_ROW)
            self.choice_buttons.append(button)

    def choose(self, name: str | None) -> None:
        """Answer the current drill (None: the time ran out)."""
        practice = self.practice
        if practice is None or practice.current is None or practice.answered is not None:
            return
        self._stop_clock()
        timed = int(self.timer_choice.currentData()) > 0
        seconds = round(self.elapsed.elapsed() / 1000, 1) if timed else None
        outcome = practice.answer(name, seconds)
        self.answer.setHtml(answer_html(outcome, self.language))
        self.below.setCurrentWidget(self.answer)
        self._show_choices()  # disabled now, with their counts
        self.status.setText(self._tally())
        self.next_button.setEnabled(True)
        self.play_on_button.setEnabled(True)
        self.calculator_button.setEnabled(True)
        self.next_button.setFocus()

    def next_drill(self) -> None:
        if self.practice is not None and self.practice.answered is not None:
            self.practice.next()
            self._show_drill()

    def open_calculator(self) -> None:
        """The drill's hand in the hand calculator (after the answer: it would show the counts),
        under the drill's rules, to try the shapes and what they pay."""
        practice = self.practice
        drill = practice.current if practice is not None else None
        if drill is None:
            return
        if self.calculator is not None:
            self.calculator.close()
            self.calculator.deleteLater()
        pos = drill.position
        calculator = HandCalculator(self.catalog, drill.region, drill.options, self.language, self)
        melds = [
            (MeldKind(m["kind"]), tuple(parse(m["tiles"])))
            for m in pos["players"][drill.seat]["melds"]
        ]
        wild = parse_one(pos["wild"]) if pos.get("wild") else None
        calculator.show_position(parse(pos["hand"]), melds, wild)
        self.calculator = calculator
        calculator.show()

    def _play_on(self) -> None:
        """After the answer (so the timer and the tally are settled): the game window takes
        over from this very position, and this window steps aside."""
        practice = self.practice
        drill = practice.current if practice is not None else None
        if self.play_on is not None and drill is not None and self.play_on(drill):
            self.hide()

    def _tick(self) -> None:
        self.left -= 1
        if self.left <= 0:
            self.choose(None)
        else:
            self.clock.setText(self.tr("%n s left", "", self.left))

    def _stop_clock(self) -> None:
        self.tick.stop()
        self.clock.setText("")

    def _tally(self) -> str:
        p = self.practice
        if p is None:
            return ""
        return (
            self.tr("Drill %1 of %2")
            .replace("%1", str(min(p.index + 1, len(p.drills))))
            .replace("%2", str(len(p.drills)))
            + " · "
            + self.tr("right %1 of %2").replace("%1", str(p.right)).replace("%2", str(p.done))
            + " · "
            + self.tr("streak %1 (best %2)")
            .replace("%1", str(p.streak))
            .replace("%2", str(p.best_streak))
        )

    # -- progress -------------------------------------------------------------------------------

    def show_progress(self) -> None:
        """Per kind of this region: answers, right answers, accuracy; and the chart."""
        region = self.region_id()
        days = self.records.drill_answers.by_day(region) if self.records is not None else []
        kinds = kinds_for(region)
        self.stats.setRowCount(len(kinds))
        self.stats.setVerticalHeaderLabels([kind_label(k) for k in kinds])
        series = []
        for row, kind in enumerate(kinds):
            mine = [d for d in days if d.kind == kind.value]
            answered = sum(d.answered for d in mine)
            right = sum(d.correct for d in mine)
            share = f"{100 * right / answered:.0f}%" if answered else "—"
            for col, text in enumerate((str(answered), str(right), share)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.stats.setItem(row, col, item)
            series.append(
                Series(kind_label(kind), tuple((d.day, d.answered, d.correct) for d in mine))
            )
        empty = (
            self.tr("Your answers are kept here once you practise.")
            if self.records is not None
            else self.tr("Answers are not kept: your games could not be opened.")
        )
        self.chart.set_data(self.tr("Right answers per day"), series, empty)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_workers()
        self._stop_clock()
        super().closeEvent(event)

    def stop_workers(self, timeout: float = 5.0) -> bool:
        """Drop every set still being made and wait for its worker, which stops at its next hand
        or drill: a worker left running past the window signalled into a deleted window (a
        crash of the test process, seen once in CI). True when all have ended."""
        self.request += 1
        for worker in self._workers:
            worker.join(timeout)
        self._workers = [w for w in self._workers if w.is_alive()]
        return not self._workers


# The 玩法 in the rules' order (docs/rules/lanzhou.md), as the choice buttons list them.
MODE_ORDER = tuple(m.value for m in Mode)


def _choice_tile(drill: Drill, name: str) -> int | None:
    """The tile a choice's button shows: the discard (报听 or not: the same tile)."""
    if drill.kind in (Kind.DISCARD, Kind.MINIMUM):
        return parse_one(name)
    if drill.kind is Kind.DECLARE_READY:
        return parse_one(name.removeprefix("declare "))
    return None


def _table_order(drill: Drill, name: str) -> tuple[int, str]:
    """Choices as the table shows them: tiles in hand order, then the moves (报听 first, the
    sets before not throwing)."""
    if drill.kind in (Kind.DISCARD, Kind.MINIMUM):
        return (parse_one(name), name)
    if drill.kind is Kind.DECLARE_READY:
        return (0 if name.startswith("declare ") else 1, name)
    if drill.kind is Kind.SHUAI:
        return (1 if name == "pass" else 0, name)
    if drill.kind is Kind.MODE:
        return (MODE_ORDER.index(name) if name in MODE_ORDER else len(MODE_ORDER), name)
    order = ("keep", "throw", "pass", "pong", "kong")
    return (order.index(name) if name in order else len(order), name)
