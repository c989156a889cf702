"""The table: a scene of 136 reusable tile items plus the seat labels and the centre box.

``show_view`` lays the table out for one ``PlayerView``. Every tile slot keeps its item from one
view to the next where it can, and an item whose slot went away moves to a new slot (a discard flies
from the hand to the river, a drawn tile from the wall to the hand), animated when the speed allows.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import EAST, zh_name
from mahjong_desktop.ui import table_geometry as geo
from mahjong_desktop.ui.sprites import TILE_HEIGHT, TILE_WIDTH, TileSprites
from mahjong_desktop.ui.table_slots import Slot, SlotKey, WallTracker, slots_for
from mahjong_desktop.ui.tile_item import TileItem

POOL_SIZE = 136
FELT = QColor("#1f5e3b")
WIND_CHARS = "东南西北"


class TableScene(QGraphicsScene):
    tile_clicked = Signal(int)  # a kind from the player's hand
    tile_hovered = Signal(object)  # a kind, or None when the pointer leaves

    def __init__(self, sprites: TileSprites, names: Callable[[int], str]) -> None:
        super().__init__()
        self.setSceneRect(0, 0, geo.SCENE_WIDTH, geo.SCENE_HEIGHT)
        self.setBackgroundBrush(QBrush(FELT))
        self.sprites = sprites
        self.names = names  # relative seat → display name
        self.stake = 1  # base stake 底分: scores are shown as engine units × stake
        self.wall = WallTracker()
        self.view: PlayerView | None = None
        self.items: list[TileItem] = []
        self._by_key: dict[SlotKey, TileItem] = {}
        self._slots: dict[SlotKey, Slot] = {}
        self._selectable: set[int] = set()
        self._keyboard_index: int | None = None
        self._animation: QVariantAnimation | None = None
        self._moves: list[tuple[TileItem, QPointF, QPointF]] = []
        for i in range(POOL_SIZE):
            self._add_item(i)
        self._build_labels()

    # -- fixed decoration -----------------------------------------------------------------------

    def _add_item(self, index: int) -> TileItem:
        item = TileItem(index)
        item.on_click = self._clicked
        item.on_hover = self._hovered
        item.hide()
        self.addItem(item)
        self.items.append(item)
        return item

    def _build_labels(self) -> None:
        box = QRectF(geo.CENTER_X - 92, geo.CENTER_Y - 92, 184, 184)
        self.centre_box = QGraphicsRectItem(box)
        self.centre_box.setBrush(QBrush(QColor(0, 0, 0, 60)))
        self.centre_box.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        self.addItem(self.centre_box)
        self.centre_text = QGraphicsTextItem()
        self.centre_text.setDefaultTextColor(QColor("#f4f1e6"))
        self.centre_text.setTextWidth(box.width())
        self.centre_text.setPos(box.left(), box.top() + 4)
        self.addItem(self.centre_text)
        self.seat_labels: list[QGraphicsTextItem] = []
        for _ in range(4):
            label = QGraphicsTextItem()
            label.setDefaultTextColor(QColor("#f4f1e6"))
            label.setZValue(50)
            self.addItem(label)
            self.seat_labels.append(label)
        self.latest_marker = QGraphicsRectItem(0, 0, TILE_WIDTH, TILE_HEIGHT)
        self.latest_marker.setPen(QPen(QColor("#ffcc33"), 5))
        self.latest_marker.setZValue(40)
        self.latest_marker.hide()
        self.addItem(self.latest_marker)
        self.break_marker = QGraphicsSimpleTextItem("▲")
        self.break_marker.setBrush(QBrush(QColor("#ffcc33")))
        self.break_marker.setZValue(45)
        self.break_marker.hide()
        self.addItem(self.break_marker)

    def set_sprites(self, sprites: TileSprites) -> None:
        """Switch art resolution (the window moved to another screen or was enlarged)."""
        self.sprites = sprites
        for item in self.items:
            if item.isVisible():
                item.refresh(sprites)

    # -- laying out -----------------------------------------------------------------------------

    def show_view(
        self,
        view: PlayerView,
        animate_ms: int = 0,
        revealed: tuple[tuple[int, ...], ...] | None = None,
    ) -> None:
        """Lay the table out for ``view``; moves take ``animate_ms`` (0 = at once); ``revealed``
        shows every hand face up (the hand is over)."""
        self.finish_animation()
        self.view = view
        slots = slots_for(view, self.wall, revealed)
        wanted = {slot.key: slot for slot in slots}
        free = [item for key, item in self._by_key.items() if key not in wanted]
        free += [item for item in self.items if item not in self._by_key.values()]
        by_key: dict[SlotKey, TileItem] = {}
        fresh: list[Slot] = []
        for slot in slots:
            item = self._by_key.get(slot.key)
            if item is not None:
                by_key[slot.key] = item
            else:
                fresh.append(slot)
        for slot in fresh:
            item = _take_matching(free, slot)
            if item is None:  # more slots than tiles cannot happen; grow rather than fail
                item = self._add_item(len(self.items))
            by_key[slot.key] = item
        for item in free:
            item.hide()
            item.set_interactive(False)
        moves: list[tuple[TileItem, QPointF, QPointF]] = []
        for key, item in by_key.items():
            slot = wanted[key]
            start = item.pos()
            was_visible = item.isVisible()
            item.show_tile(self.sprites, slot.kind, wild=slot.wild, flower=slot.flower)
            item.move_to(slot.placement)
            item.show()
            end = item.pos()
            if animate_ms > 0 and was_visible and start != end:
                moves.append((item, start, end))
        self._by_key = by_key
        self._slots = wanted
        self._mark_latest()
        self._mark_break()
        self._update_labels(view)
        self.set_selectable(self._selectable)
        if moves:
            self._animate(moves, animate_ms)

    def _mark_latest(self) -> None:
        for key, slot in self._slots.items():
            if slot.latest:
                item = self._by_key[key]
                self.latest_marker.setPos(item.pos())
                self.latest_marker.setRotation(item.rotation())
                self.latest_marker.setScale(item.scale())
                self.latest_marker.show()
                return
        self.latest_marker.hide()

    def _mark_break(self) -> None:
        """A marker outside the wall where it was broken (the head of the live wall)."""
        if self.view is None:
            return
        stack = self.wall.start_stack
        owner, k = divmod(stack, geo.STACKS_PER_WALL)
        rel = (owner - self.view.seat) % 4
        place = geo.place(rel, *_break_point(k), 1.0)
        self.break_marker.setPos(place.x, place.y)
        self.break_marker.setRotation(place.rotation)
        self.break_marker.show()

    def _update_labels(self, view: PlayerView) -> None:
        font = QFont()
        font.setPixelSize(16)
        self.centre_text.setFont(font)
        lines = [
            self.tr("%1 round").replace("%1", WIND_CHARS[view.round_wind - EAST]),
            self.tr("Hand %1").replace("%1", str(view.hand_number + 1)),
            self.tr("%1 tiles left").replace("%1", str(view.wall_live)),
        ]
        if view.wild is not None:
            lines.append(self.tr("Wild: %1").replace("%1", zh_name(view.wild)))
        self.centre_text.setHtml(
            "<div align='center'>" + "<br>".join(escape(line) for line in lines) + "</div>"
        )
        for info in view.seats:
            rel = (info.seat - view.seat) % 4
            label = self.seat_labels[rel]
            label.setFont(font)
            parts = [f"<b style='font-size:22px'>{WIND_CHARS[info.wind - EAST]}</b>"]
            parts.append(escape(self.names(rel)))
            if info.seat == view.dealer:
                dealer = escape(self.tr("庄 dealer"))
                parts.append(f"<span style='color:#ffcc33'>{dealer}</span>")
            if info.declared_ready:
                ready = escape(self.tr("报听 ready"))
                parts.append(f"<span style='color:#ff8a80'>{ready}</span>")
            turn = info.seat == view.turn and view.phase in ("turn", "pre_play")
            colour = "#ffcc33" if turn else "#f4f1e6"
            score = f"<span style='color:{colour}'>{info.score * self.stake:+d}</span>"
            label.setHtml(" ".join(parts) + "<br>" + score)
            label.adjustSize()
            x, y = _label_anchor(rel)
            rect = label.boundingRect()
            label.setPos(x - rect.width() / 2, y - rect.height() / 2)

    # -- animation ------------------------------------------------------------------------------

    def _animate(self, moves: list[tuple[TileItem, QPointF, QPointF]], duration: int) -> None:
        self._moves = moves
        for item, start, _end in moves:
            item.setPos(start)
            item.setZValue(item.zValue() + 100)  # fly above the table
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(self._step)
        animation.finished.connect(self.finish_animation)
        self._animation = animation
        animation.start()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, start, end in self._moves:
            item.setPos(start + (end - start) * t)

    def finish_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.stop()
            animation.deleteLater()
        for item, _start, end in self._moves:
            item.setPos(end)
            item.setZValue(item.zValue() - 100)
        self._moves = []

    @property
    def animating(self) -> bool:
        return self._animation is not None

    # -- the player's hand ----------------------------------------------------------------------

    def own_items(self) -> list[TileItem]:
        """The player's concealed tiles, left to right."""
        keys = [k for k in self._slots if k[0] == "own"]
        return [self._by_key[k] for k in keys]

    def set_selectable(self, kinds: set[int]) -> None:
        """Which of the player's tiles can be clicked now (the kinds they may discard)."""
        self._selectable = set(kinds)
        active = {id(i) for i in self.own_items() if i.kind in self._selectable}
        # Items that stay interactive keep their highlight (a redraw under the pointer).
        for item in self.items:
            item.set_interactive(id(item) in active)
        if not self._selectable:
            self._keyboard_index = None

    def move_keyboard_selection(self, step: int) -> int | None:
        """←/→: move the highlight over the selectable tiles; returns the highlighted kind."""
        candidates = [i for i in self.own_items() if i.interactive]
        if not candidates:
            return None
        if self._keyboard_index is None:
            index = len(candidates) - 1 if step >= 0 else 0
        else:
            index = (self._keyboard_index + step) % len(candidates)
        self._keyboard_index = index
        for item in candidates:
            item.set_highlighted(False)
        candidates[index].set_highlighted(True)
        self.tile_hovered.emit(candidates[index].kind)
        return candidates[index].kind

    def keyboard_choice(self) -> int | None:
        candidates = [i for i in self.own_items() if i.interactive]
        if self._keyboard_index is None or not candidates:
            return None
        return candidates[self._keyboard_index % len(candidates)].kind

    def _clicked(self, item: TileItem) -> None:
        if item.kind is not None:
            self.tile_clicked.emit(item.kind)

    def _hovered(self, item: TileItem, inside: bool) -> None:
        item.set_highlighted(inside)
        self.tile_hovered.emit(item.kind if inside else None)

    def describe_tile(self, kind: int) -> str:
        return zh_name(kind)


def _take_matching(free: list[TileItem], slot: Slot) -> TileItem | None:
    """A free item to show ``slot``: one that showed the same kind (a discard leaving the hand)
    first, then any; so moves look like the real tile travelling."""
    if not free:
        return None
    if slot.kind is not None:
        for i, item in enumerate(free):
            if item.isVisible() and item.kind == slot.kind:
                return free.pop(i)
    for i, item in enumerate(free):
        if item.isVisible():
            return free.pop(i)
    return free.pop(0)


def _break_point(stack: int) -> tuple[float, float]:
    x = -geo.STACKS_PER_WALL * geo.WALL_PITCH / 2 + stack * geo.WALL_PITCH
    return x + 4, geo.WALL_DISTANCE + TILE_HEIGHT * geo.WALL_SCALE + 2


def _label_anchor(rel: int) -> tuple[float, float]:
    """Centre of a seat's name plate, in scene coordinates."""
    return {
        0: (150.0, geo.SCENE_HEIGHT - 34),
        1: (geo.SCENE_WIDTH - 110, geo.SCENE_HEIGHT - 150),
        2: (geo.CENTER_X + 330, 40.0),
        3: (110.0, 150.0),
    }[rel]
