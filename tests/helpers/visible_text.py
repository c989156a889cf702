"""Every text a player can read in a window, and the words in it that belong to the other language.

``visible_texts`` walks a widget and its children the way a player sees them: labels, buttons,
group and tab titles, combo box entries, text fields and browsers, menu entries, toolbars,
tooltips, window titles, the rows and headers of list/table/tree views and the text items of a
table scene. A widget hidden on purpose (and everything in it) is left out; the pages of a stacked
widget and of tabs are kept, since the player reaches them with one click.

``foreign_words`` then finds text of the other language: in Chinese, runs of three or more ASCII
letters not on ``LATIN_ALLOWED``; in English, runs of Han characters that are not rule terms.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QStackedWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)


@dataclass(frozen=True, slots=True)
class Seen:
    """One text and where it was read (for the failure message)."""

    where: str
    text: str


class _PlainText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def plain(text: str) -> str:
    """The words of a rich text label without its markup ("<b>胡</b>" → "胡")."""
    if "<" not in text:
        return text
    parser = _PlainText()
    parser.feed(text)
    parser.close()
    return " ".join(parser.parts)


def _where(widget: QWidget) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}"


def _shown(widget: QWidget, top: QWidget) -> bool:
    """Whether the player can see ``widget`` in ``top`` (or reach it by a tab or page): nothing
    on the way up was hidden on purpose, except the pages a stacked widget hides itself."""
    current: QWidget | None = widget
    while current is not None and current is not top:
        parent = current.parentWidget()
        if current.isHidden() and not isinstance(parent, QStackedWidget):
            return False
        current = parent
    return True


def _action_texts(actions: Iterable[QAction], where: str) -> Iterator[Seen]:
    for action in actions:
        if not action.isVisible() or action.isSeparator():
            continue
        yield Seen(where, action.text().replace("&", ""))
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            yield Seen(where + " tooltip", action.toolTip())
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield Seen(where, menu.title().replace("&", ""))
            yield from _action_texts(menu.actions(), where + " › " + menu.title())


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    # A list model has one column (PySide makes its columnCount private).
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def _model_texts(model: QAbstractItemModel, root: QModelIndex, where: str) -> Iterator[Seen]:
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    for orientation, count in (
        (Qt.Orientation.Horizontal, _columns(model, QModelIndex())),
        (Qt.Orientation.Vertical, model.rowCount(QModelIndex())),
    ):
        for section in range(count):
            value = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
            if isinstance(value, str):
                yield Seen(where + " header", value)

    def rows(parent: QModelIndex) -> Iterator[Seen]:
        for row in range(model.rowCount(parent)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role in roles:
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield Seen(where, value)
            first = model.index(row, 0, parent)
            if model.rowCount(first) > 0:  # a tree's branch
                yield from rows(first)

    yield from rows(root)


def _scene_texts(view: QGraphicsView, where: str) -> Iterator[Seen]:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            yield Seen(where + " scene", item.text())
        elif isinstance(item, QGraphicsTextItem):
            yield Seen(where + " scene", item.toPlainText())
        if item.toolTip():
            yield Seen(where + " scene tooltip", plain(item.toolTip()))


def _own_texts(widget: QWidget) -> Iterator[Seen]:
    where = _where(widget)
    if widget.isWindow() and widget.windowTitle():
        yield Seen(where + " title", widget.windowTitle())
    if widget.toolTip():
        yield Seen(where + " tooltip", plain(widget.toolTip()))
    if isinstance(widget, QLabel):
        yield Seen(where, plain(widget.text()))
    elif isinstance(widget, QAbstractButton):
        yield Seen(where, widget.text().replace("&", ""))
    elif isinstance(widget, QGroupBox):
        yield Seen(where, widget.title().replace("&", ""))
    elif isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield Seen(where + " tab", widget.tabText(index).replace("&", ""))
            if widget.tabToolTip(index):
                yield Seen(where + " tab tooltip", widget.tabToolTip(index))
    elif isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield Seen(where + " entry", widget.itemText(index))
            tip = widget.itemData(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield Seen(where + " entry tooltip", plain(tip))
    elif isinstance(widget, QLineEdit):
        yield Seen(where, widget.text())
        yield Seen(where + " placeholder", widget.placeholderText())
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        yield Seen(where, widget.toPlainText())
    elif isinstance(widget, QAbstractSpinBox):
        yield Seen(where, widget.specialValueText())
        if isinstance(widget, QSpinBox):
            yield Seen(where, widget.prefix() + widget.suffix())
    elif isinstance(widget, QHeaderView):
        pass  # its texts are its table's headers, read with the table
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
        # From the view's root: a file dialog's view shows one folder of the whole file system.
        yield from _model_texts(widget.model(), widget.rootIndex(), where)
    if isinstance(widget, QGraphicsView):
        yield from _scene_texts(widget, where)
    if not isinstance(widget, QMenu):  # a menu's entries are read from the action that opens it
        yield from _action_texts(widget.actions(), where + " action")


def visible_texts(top: QWidget) -> list[Seen]:
    """Every non-empty text of ``top`` and its children that the player can see or reach."""
    widgets = [top, *top.findChildren(QWidget)]
    seen: list[Seen] = []
    for widget in widgets:
        if widget.window() is not top or not _shown(widget, top):
            continue  # a window of its own (a dialog opened from here) is walked on its own
        seen.extend(s for s in _own_texts(widget) if s.text.strip())
    return list(dict.fromkeys(seen))  # a text shown twice (a toolbar's action and its button) once


# -- the other language ------------------------------------------------------------------------

# Latin words a Chinese player meets in Chinese software too: key names as printed on the keys
# (Qt's own names in the Keys dialog: "Ctrl+Shift+P", "Esc"), the product's own name, the
# licence's name.
LATIN_ALLOWED = frozenset(
    {
        "Ctrl",
        "Shift",
        "Esc",
        "Mahjong",
        "Desktop",
        "GNU",
        "GPL",
        "English",  # the language menu names each language in its own words
        "JSON",  # the outside bot's protocol: a format's name, as in Chinese software
        "python",  # the outside bot's command line: a program's name, typed as it is
    }
)
# The same in the English UI: the language menu's name for Chinese, and the game's own name
# ("地方麻将 Mahjong Desktop", in the window title and the About box in both languages).
HAN_ALLOWED_IN_ENGLISH = frozenset({"简体中文", "地方麻将"})
_LATIN_RUN = re.compile(r"[A-Za-z]{3,}")
_HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
# A file or folder path, a file name with its suffix, a web address: names, not words.
_NAMES = re.compile(
    r"(?:https?://\S+)|(?:[\w.~-]*[/\\][^\s,;:()（）]*)|(?:[\w*-]*(?:\.[A-Za-z0-9]{2,8})+\b)"
)


def latin_words(text: str) -> list[str]:
    """The runs of three or more ASCII letters in ``text`` a Chinese reader should not meet."""
    text = _NAMES.sub(" ", text)
    return [w for w in _LATIN_RUN.findall(text) if w not in LATIN_ALLOWED]


def han_words(text: str, allowed: frozenset[str]) -> list[str]:
    """The runs of Han characters in ``text`` that are not rule terms kept in English by design:
    a run passes when it is made of allowed terms end to end."""
    text = _NAMES.sub(" ", text)
    return [run for run in _HAN_RUN.findall(text) if not _made_of(run, allowed)]


def _made_of(run: str, allowed: frozenset[str]) -> bool:
    # Longest term first at each place; the terms are short and the runs too.
    reachable = [True] + [False] * len(run)
    for start in range(len(run)):
        if not reachable[start]:
            continue
        for end in range(start + 1, len(run) + 1):
            if run[start:end] in allowed:
                reachable[end] = True
    return reachable[len(run)]


def foreign_words(
    seen: Iterable[Seen], language: str, han_allowed: frozenset[str]
) -> list[tuple[str, str, list[str]]]:
    """(where, text, the foreign words) for every text with words of the other language."""
    out: list[tuple[str, str, list[str]]] = []
    for entry in seen:
        if language.startswith("zh"):
            words = latin_words(entry.text)
        else:
            words = han_words(entry.text, han_allowed | HAN_ALLOWED_IN_ENGLISH)
        if words:
            out.append((entry.where, entry.text, words))
    return out
