"""The file dialogs the game opens (Save as, Open, Export, Import), with sizes and dates in the
language of the game.

Qt's own (non-native) file dialog lists files through ``QFileSystemModel``, which writes sizes and
dates through ``QLocale::system()``, read once from the system: a Chinese game on an English
system showed "6 bytes" and "12/3/26 8:48 AM" beside Chinese column titles, which no
``QLocale.setDefault`` changes (``ui/shell/i18n.py`` sets the default for everything else). A proxy
model between the dialog and its file system model writes those two columns through the default
locale instead. A native dialog (the desktop's own, where there is one) speaks the desktop's
language and never sees the proxy.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QDialog, QFileDialog, QFileSystemModel, QWidget

SIZE_COLUMN = 1  # QFileSystemModel's columns: name, size, type, date modified
DATE_COLUMN = 3


class SizesAndDatesInTheGamesLanguage(QIdentityProxyModel):
    """``QFileSystemModel`` as it is, but for the size and date columns, which are written
    through the default locale (the game's language) rather than the system's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        source = self.sourceModel()
        column = index.column()
        if (
            role != Qt.ItemDataRole.DisplayRole
            or column not in (SIZE_COLUMN, DATE_COLUMN)
            or not isinstance(source, QFileSystemModel)
        ):
            return super().data(index, role)
        info = source.fileInfo(self.mapToSource(index))
        locale = QLocale()
        if column == SIZE_COLUMN:
            # A folder has no size in Qt's list either; a file's in the game's units and words.
            return "" if info.isDir() else locale.formattedDataSize(info.size())
        return locale.toString(info.lastModified(), QLocale.FormatType.ShortFormat)


def file_dialog(
    parent: QWidget | None, caption: str, folder: str, filters: str, *, save: bool
) -> QFileDialog:
    """A dialog to pick a file to open (``save`` False: it must exist) or to save to."""
    dialog = QFileDialog(parent, caption, folder, filters)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setProxyModel(SizesAndDatesInTheGamesLanguage(dialog))
    return dialog


def choose_file(
    parent: QWidget | None, caption: str, folder: str, filters: str, *, save: bool = False
) -> str:
    """The file the player chose in ``file_dialog``; "" when the dialog was cancelled."""
    dialog = file_dialog(parent, caption, folder, filters, save=save)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()
