"""The history of hands (牌谱): date, region, result, points, best pattern; filtered by region,
result and date; delete, export and import; double-click (or Replay) opens the replay viewer."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.rules.money_units import money_unit
from mahjong_desktop.storage.hand_record import Outcome
from mahjong_desktop.storage.records import ImportResult, RecordFilter, RecordRow, RecordStore
from mahjong_desktop.ui.history.labels import outcome_name, region_name, signed
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.file_dialog import choose_file
from mahjong_desktop.ui.shell.wording import fill, word_error, word_exception, word_problem
from mahjong_desktop.validation import DataError

if TYPE_CHECKING:
    from mahjong_desktop.ui.history.kept_games import KeptGames

_EARLIEST = QDate(2000, 1, 1)
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractTableModel):
    """The rows as a model: cells are made when drawn, so 10,000 hands list at once."""

    def __init__(self, catalog: RulesetCatalog, language: str, headers: list[str]) -> None:
        super().__init__()
        self.catalog = catalog
        self.language = language
        self.headers = headers
        self.rows: list[RecordRow] = []
        self._names: dict[tuple[str, str | None], str] = {}

    def set_rows(self, rows: list[RecordRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def set_headers(self, headers: list[str]) -> None:
        self.headers = headers
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(headers) - 1)

    def forget_names(self) -> None:
        """Look the region and pattern names up again (in a new language)."""
        self.beginResetModel()
        self._names.clear()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 3:
            return int(_RIGHT.value)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.text(index.row(), index.column())

    def text(self, row_number: int, column: int) -> str:
        row = self.rows[row_number]
        if column == 0:
            return row.date[:16].replace("T", " ")
        if column == 1:
            return self._name(row.region, None)
        if column == 2:
            return outcome_name(row.outcome)
        if column == 3:
            # In the region's own unit: 临安's hundreds of 胡 are not points (分).
            return f"{signed(row.points)} {money_unit(row.region)}"
        return self._name(row.region, row.best_pattern) if row.best_pattern else ""

    def _name(self, region: str, pattern: str | None) -> str:
        # Loading a ruleset takes milliseconds: each name is looked up once per region.
        key = (region, pattern)
        name = self._names.get(key)
        if name is None:
            if pattern is None:
                name = region_name(self.catalog, region, self.language)
            else:
                ruleset = self.catalog.load_or_none(region)
                name = ruleset.term(pattern, self.language) if ruleset else pattern
            self._names[key] = name
        return name


class _ImportBridge(QObject):
    """Carries the import worker's news to the window (queued into the GUI thread by Qt)."""

    progressed = Signal(int, int)
    finished = Signal(object)  # ImportResult, or the message of a file refused as a whole


def _import_work(
    bridge: _ImportBridge, records: RecordStore, path: Path, cancel: threading.Event
) -> None:
    """An import, in the worker thread. It holds no window: a thread that did could drop the
    last reference to it as it ends, and Qt would delete the window outside the GUI thread."""

    def progress(done: int, total: int) -> bool:
        bridge.progressed.emit(done, total)
        return not cancel.is_set()

    try:
        result: ImportResult | str | DataError = records.import_file(path, progress)
    except DataError as exc:
        result = exc  # worded in the player's language when it is shown
    except Exception as exc:  # shown to the player; the window goes on
        result = f"{path}: {exc}"
    bridge.finished.emit(result)


class HistoryWindow(QDialog):
    # An import ended: its ImportResult, or None when the file was refused as a whole.
    import_done = Signal(object)

    def __init__(
        self,
        records: RecordStore,
        catalog: RulesetCatalog,
        language: str,
        kept: KeptGames | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.records = records
        # No Qt parent: the bridge is shared with the worker thread, and a child of the window
        # would be deleted with it while the worker may be emitting on it (a segfault seen in
        # CI). Unparented, it lives while either holds it; a signal to a deleted window's slots
        # is dropped by Qt, and a bridge the worker frees last has no connections left.
        self._import_bridge = _ImportBridge()
        self._import_bridge.progressed.connect(self._on_import_progress)
        self._import_bridge.finished.connect(self._on_import_finished)
        self._import_cancel = threading.Event()
        self._import_worker: threading.Thread | None = None
        self.import_progress: QProgressDialog | None = None
        self.import_message: QMessageBox | None = None
        self.catalog = catalog
        self.language = language
        self.kept = kept
        self.rows: list[RecordRow] = []
        self.resize(900, 560)
        self.region = QComboBox(self)
        self.region.addItem("", None)  # all regions
        for region in catalog.regions:
            self.region.addItem(region, region)
        self.outcome = QComboBox(self)
        self.outcome.addItem("", None)  # all results
        for outcome in Outcome.ALL:
            self.outcome.addItem(outcome, outcome)
        self.date_from = QDateEdit(_EARLIEST, self)
        self.date_to = QDateEdit(QDate.currentDate(), self)
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.dateChanged.connect(self.reload)
        self.region.currentIndexChanged.connect(self.reload)
        self.outcome.currentIndexChanged.connect(self.reload)
        self.model = HistoryModel(catalog, language, [""] * 5)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnWidth(0, 140)
        self.table.setWordWrap(False)
        self.table.doubleClicked.connect(lambda index: self.replay(index.row()))
        self.count = QLabel(self)
        self.replay_button = QPushButton(self)
        self.replay_button.clicked.connect(lambda: self.replay(self.table.currentIndex().row()))
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(self.delete_selected)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.export)
        self.import_button = QPushButton(self)
        self.import_button.clicked.connect(self.import_)

        filters = QHBoxLayout()
        self.filter_labels = [QLabel(self) for _ in range(4)]  # region, result, from, to
        for label, widget in zip(
            self.filter_labels,
            (self.region, self.outcome, self.date_from, self.date_to),
            strict=True,
        ):
            filters.addWidget(label)
            filters.addWidget(widget)
        filters.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for button in (
            self.replay_button,
            self.delete_button,
            self.export_button,
            self.import_button,
        ):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.addLayout(filters)
        column.addWidget(self.table, 1)
        column.addLayout(buttons)
        self.retranslate()

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on, here and in the replays opened from here."""
        from mahjong_desktop.ui.history.replay_window import ReplayWindow

        self.language = language
        self.model.language = language
        self.model.forget_names()
        self.retranslate()
        for window in self.findChildren(ReplayWindow):
            window.set_language(language)

    def retranslate(self) -> None:
        """Every text again in the current language (the rows too: regions, results, patterns)."""
        self.setWindowTitle(self.tr("History (牌谱)"))
        self.region.setItemText(0, self.tr("All regions"))
        for index in range(1, self.region.count()):
            region = self.region.itemData(index)
            self.region.setItemText(index, region_name(self.catalog, region, self.language))
        self.outcome.setItemText(0, self.tr("All results"))
        for index in range(1, self.outcome.count()):
            self.outcome.setItemText(index, outcome_name(self.outcome.itemData(index)))
        self.model.set_headers(
            [
                self.tr("Date"),
                self.tr("Region"),
                self.tr("Result"),
                self.tr("Points"),
                self.tr("Best pattern"),
            ]
        )
        for label, text in zip(
            self.filter_labels,
            (self.tr("Region"), self.tr("Result"), self.tr("From"), self.tr("to")),
            strict=True,
        ):
            label.setText(text)
        self.replay_button.setText(self.tr("Replay…"))
        self.delete_button.setText(self.tr("Delete"))
        self.export_button.setText(self.tr("Export…"))
        self.import_button.setText(self.tr("Import…"))
        self.count.setText(self.tr("%n hand(s)", "", len(self.rows)))

    def current_filter(self) -> RecordFilter:
        start, end = self.date_from.date(), self.date_to.date()
        return RecordFilter(
            region=self.region.currentData(),
            outcome=self.outcome.currentData(),
            date_from=None if start == _EARLIEST else start.toString("yyyy-MM-dd"),
            # Dates are stored in UTC: "to today" stays open-ended, so a hand just played is
            # listed whatever the time zone.
            date_to=None if end >= QDate.currentDate() else end.toString("yyyy-MM-dd"),
        )

    def reload(self) -> None:
        self.rows = self.records.query(self.current_filter())
        self.model.set_rows(self.rows)
        self.count.setText(self.tr("%n hand(s)", "", len(self.rows)))

    def selected_ids(self) -> list[int]:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        return [self.rows[r].id for r in sorted(rows) if r < len(self.rows)]

    def delete_selected(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete"), self.tr("Delete %n hand record(s)?", "", len(ids))
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.records.delete(ids)
            self.reload()

    def export(self) -> None:
        name = choose_file(
            self,
            self.tr("Export"),
            str(Path.home() / "mahjong-hands.json"),
            "JSON (*.json)",
            save=True,
        )
        if name:
            self.export_to(Path(name))

    def export_to(self, path: Path) -> int:
        try:
            return self.records.export(path, self.current_filter())
        except OSError as exc:
            # The sentence is the game's; the reason the system's (quoted as it says it).
            said = self.tr("Could not export to %1: %2")
            self._warn(fill(said, str(path), exc.strerror or str(exc)))
            return 0

    def import_(self) -> None:
        name = choose_file(self, self.tr("Import"), str(Path.home()), "JSON (*.json)")
        if name:
            self.import_from(Path(name))

    def import_from(self, path: Path) -> None:
        """Import ``path`` in a worker: every record is replayed before it is stored, which for
        thousands of hands takes minutes, so the window stays live with a progress bar and a
        Cancel button. ``import_done`` tells when it is over."""
        if self._import_worker is not None and self._import_worker.is_alive():
            return
        self.import_button.setEnabled(False)
        self._import_cancel = threading.Event()
        progress = QProgressDialog(
            self.tr("Checking the records of %1…").replace("%1", path.name),
            self.tr("Cancel"),
            0,
            0,
            self,
        )
        progress.setWindowTitle(self.tr("Import"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(self._import_cancel.set)
        self.import_progress = progress
        progress.show()
        # Given the bridge and the store, never the window (see ``_import_work``).
        self._import_worker = threading.Thread(
            target=_import_work,
            args=(self._import_bridge, self.records, path, self._import_cancel),
            name="import",
            daemon=True,
        )
        self._import_worker.start()

    def _on_import_progress(self, done: int, total: int) -> None:
        if self.import_progress is not None:
            self.import_progress.setMaximum(total)
            self.import_progress.setValue(done)

    def _on_import_finished(self, result: object) -> None:
        if self.import_progress is not None:
            self.import_progress.close()
            self.import_progress.deleteLater()
            self.import_progress = None
        self.import_button.setEnabled(True)
        if isinstance(result, ImportResult):
            self.reload()
            text = self._import_text(result)
        elif isinstance(result, DataError):
            text = word_error(result)
        else:
            text = str(result)
        if text:
            logged = result if isinstance(result, DataError) else text  # the log's English
            print(f"mahjong-desktop: {logged}", file=sys.stderr)
            # Not exec(): the result is news, not a question, and must not block the window.
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Import"), text, parent=self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.import_message = box
        self.import_done.emit(result if isinstance(result, ImportResult) else None)

    def _import_text(self, result: ImportResult) -> str:
        if result.cancelled:
            return self.tr("The import was cancelled; nothing was stored.")
        lines = []
        if result.already_kept:
            lines.append(self.tr("%n record(s) were kept already.", "", result.already_kept))
        if result.problems:
            lines.append(self.tr("%n record(s) imported; these were refused:", "", result.stored))
            lines += [word_problem(p, with_path=False) for p in result.problems[:20]]
            if len(result.problems) > 20:
                rest = len(result.problems) - 20
                lines.append(self.tr("… and %n more.", "", rest))
        return "\n".join(lines)

    def stop_import(self) -> None:
        """Cancel a running import and wait for its worker (it stops after the record it is on)."""
        if self._import_worker is not None:
            self._import_cancel.set()
            self._import_worker.join()
            self._import_worker = None

    def done(self, code: int) -> None:
        self.stop_import()
        super().done(code)

    def replay(self, row: int) -> None:
        from mahjong_desktop.ui.history.replay_window import ReplayWindow

        if not 0 <= row < len(self.rows):
            return
        try:
            record = self.records.get(self.rows[row].id)
            window = ReplayWindow(record, self.catalog, self.language, self.kept, self)
        except (ValueError, RecordError) as exc:
            self._warn(
                self.tr("This hand cannot be replayed: %1").replace("%1", word_exception(exc))
            )
            return
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()

    def _warn(self, message: str) -> None:
        print(f"mahjong-desktop: {message}", file=sys.stderr)
        QMessageBox.warning(self, self.windowTitle(), message)
