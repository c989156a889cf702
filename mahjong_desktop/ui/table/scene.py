"""The table: a scene of 136 reusable tile items plus the seat labels and the centre box.

``show_view`` lays the table out for one ``PlayerView``. Every tile slot keeps its item from one
view to the next where it can, and an item whose slot went away moves to a new slot (a discard flies
from the hand to the river, a drawn tile from the wall to the hand), animated when the speed allows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.table import geometry as geo
from mahjong_desktop.ui.table.banner import TableBanner
from mahjong_desktop.ui.table.decor import TableDecor
from mahjong_desktop.ui.table.slots import Slot, SlotKey, WallTracker, slots_for
from mahjong_desktop.ui.table.sprites import TileSprites
from mahjong_desktop.ui.table.tile_item import INDEX_KEY, TileItem
from mahjong_desktop.ui.table.words import TableWords

POOL_SIZE = 136
FELT = QColor("#143324")  # the room around the table


class TableScene(QGraphicsScene):
    tile_clicked = Signal(int)  # a kind from the player's hand
    tile_hovered = Signal(object)  # a kind, or None when the pointer leaves
    # True while the pointer rests on a tile that a click would discard: the view shows a
    # pointing hand (items carry no cursor of their own; see TileItem.set_interactive).
    pointing_changed = Signal(bool)

    def __init__(
        self,
        sprites: TileSprites,
        names: Callable[[int], str],
        parent: QObject | None = None,
    ) -> None:
        # With a parent the scene is deleted with it, in the GUI thread: a parentless scene is
        # freed whenever Python's garbage collector runs, which may be in the engine thread.
        super().__init__(parent)
        self.setSceneRect(0, 0, geo.SCENE_WIDTH, geo.SCENE_HEIGHT)
        self.setBackgroundBrush(QBrush(FELT))
        self.sprites = sprites
        self.names = names  # relative seat → display name
        self.stake = 1  # base stake 底分: scores are shown as engine units × stake
        self.region_words = TableWords("尾牌", "宝", "花")  # the region's, set when a game starts
        self.wall = WallTracker()
        self.view: PlayerView | None = None
        self.revealed: tuple[tuple[int, ...], ...] | None = None
        self.zoom = geo.ZOOM_MIN  # the player's tile size (geometry.bands)
        self.tile_items: list[TileItem] = []
        self._by_key: dict[SlotKey, TileItem] = {}
        self._slots: dict[SlotKey, Slot] = {}
        self._selectable: set[int] = set()
        self._keyboard_index: int | None = None
        self._animation: QVariantAnimation | None = None
        self._moves: list[tuple[TileItem, QPointF, QPointF]] = []
        self._hovered_item: TileItem | None = None
        self._pointer: QPointF | None = None  # the pointer's scene position while over the view
        self._pointing = False
        self._took_press = False  # a left press on a tile was ours: so is its release
        for i in range(POOL_SIZE):
            self._add_item(i)
        self.decor = TableDecor(self)
        self.banner = TableBanner(self)

    # -- fixed decoration -----------------------------------------------------------------------

    def _add_item(self, index: int) -> TileItem:
        item = TileItem(index)
        self.addItem(item.graphic)
        self.tile_items.append(item)
        return item

    def set_sprites(self, sprites: TileSprites) -> None:
        """Switch art resolution (the window moved to another screen or was enlarged)."""
        self.sprites = sprites
        for item in self.tile_items:
            if item.isVisible():
                item.refresh(sprites)

    def set_zoom(self, zoom: float) -> None:
        """The player's tile size: the table's bands move out and the scene grows round the same
        centre (the view fits it again); the table is laid out again at once."""
        zoom = min(geo.ZOOM_MAX, max(geo.ZOOM_MIN, zoom))
        if zoom == self.zoom:
            return
        self.zoom = zoom
        self.setSceneRect(QRectF(*geo.bands(zoom).scene_rect))
        self.decor.set_zoom(zoom)
        if self.view is not None:
            self.show_view(self.view, 0, self.revealed)

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
        self.revealed = revealed
        slots = slots_for(view, self.wall, revealed, self.zoom)
        wanted = {slot.key: slot for slot in slots}
        free = [item for key, item in self._by_key.items() if key not in wanted]
        used = {id(item) for item in self._by_key.values()}
        free += [item for item in self.tile_items if id(item) not in used]
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
                item = self._add_item(len(self.tile_items))
            by_key[slot.key] = item
        for item in free:
            item.conceal()
            item.set_interactive(False)
        # Only what changed is touched: most of the table stays put from one view to the next,
        # and every call into Qt costs time on the GUI thread while the computers think.
        moves: list[tuple[TileItem, QPointF, QPointF]] = []
        for key, item in by_key.items():
            slot = wanted[key]
            was = item.placement
            item.show_tile(self.sprites, slot.kind, wild=slot.wild, flower=slot.flower)
            if was != slot.placement:
                item.move_to(slot.placement)
                if (
                    animate_ms > 0
                    and was is not None
                    and (was.x, was.y) != (slot.placement.x, slot.placement.y)
                ):
                    start = QPointF(was.x, was.y)
                    moves.append((item, start, QPointF(slot.placement.x, slot.placement.y)))
        self._by_key = by_key
        self._slots = wanted
        self._mark_latest()
        self._mark_break()
        self.decor.update(view, self.names, self.region_words, self.stake)
        self.set_selectable(self._selectable)
        if moves:
            self._animate(moves, animate_ms)

    def _mark_latest(self) -> None:
        for key, slot in self._slots.items():
            if slot.latest:
                item = self._by_key[key]
                self.decor.mark_latest(item.x(), item.y(), item.rotation(), item.scale())
                return
        self.decor.latest_marker.hide()

    def _mark_break(self) -> None:
        """A marker outside the wall where it was broken (the head of the live wall)."""
        if self.view is None:
            return
        owner, k = divmod(self.wall.start_stack, geo.STACKS_PER_WALL)
        self.decor.mark_break((owner - self.view.seat) % 4, k)

    def retranslate(self) -> None:
        self.decor.forget()
        if self.view is not None:
            self.decor.update(self.view, self.names, self.region_words, self.stake)

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
        for item in self.tile_items:
            item.set_interactive(id(item) in active)
        if not self._selectable:
            self._keyboard_index = None
        if self._hovered_item is not None and not self._hovered_item.interactive:
            self._hovered_item = None
        # A pointer resting on the hand gets the pointing hand as soon as its tile becomes
        # clickable (and loses it when the turn passes), without waiting for it to move.
        self._set_pointing(self._pointer is not None and self.tile_at(self._pointer) is not None)

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
            item.set_focused(False)
        candidates[index].set_focused(True)
        self.tile_hovered.emit(candidates[index].kind)
        return candidates[index].kind

    def highlight_kind(self, kind: int) -> None:
        """Highlight (and put the keyboard selection on) the rightmost selectable tile of ``kind``:
        the coach's suggestion, which Enter then discards."""
        candidates = [i for i in self.own_items() if i.interactive]
        for index in range(len(candidates) - 1, -1, -1):
            if candidates[index].kind == kind:
                for item in candidates:
                    item.set_focused(False)
                candidates[index].set_focused(True)
                self._keyboard_index = index
                return

    def keyboard_choice(self) -> int | None:
        candidates = [i for i in self.own_items() if i.interactive]
        if self._keyboard_index is None or not candidates:
            return None
        return candidates[self._keyboard_index % len(candidates)].kind

    def tiles_where(self, match: Callable[[SlotKey], bool]) -> list[tuple[SlotKey, TileItem]]:
        """The shown tiles whose slot key ``match`` accepts, with their keys, in slot order (the
        guided hand's callouts point at them: the face-up tiles, a discard, a meld …)."""
        return [(key, self._by_key[key]) for key in self._slots if match(key)]

    # -- the pointer ----------------------------------------------------------------------------

    def tile_at(self, pos: QPointF) -> TileItem | None:
        """The interactive tile under a scene point, if any."""
        graphic = self.itemAt(pos, QTransform())
        if graphic is None:
            return None
        index = graphic.topLevelItem().data(INDEX_KEY)
        if not isinstance(index, int) or not 0 <= index < len(self.tile_items):
            return None
        item = self.tile_items[index]
        return item if item.interactive else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.tile_at(event.scenePos())
        if item is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self._took_press = True
            if item.kind is not None:
                self.tile_clicked.emit(item.kind)
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if self._took_press and event.button() == Qt.MouseButton.LeftButton:
            # The release ends a click this scene took on press (no item grabbed the mouse, so
            # Qt's scene would ignore it): it is ours too, not one for the window to see.
            self._took_press = False
            event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pointer = event.scenePos()
        self._hover(self.tile_at(self._pointer))
        super().mouseMoveEvent(event)

    def pointer_left(self) -> None:
        """The pointer left the view (the view tells the scene)."""
        self._pointer = None
        self._hover(None)

    def _set_pointing(self, on: bool) -> None:
        if on != self._pointing:
            self._pointing = on
            self.pointing_changed.emit(on)

    def _hover(self, item: TileItem | None) -> None:
        self._set_pointing(item is not None)
        if item is self._hovered_item:
            return
        if self._hovered_item is not None:
            self._hovered_item.set_highlighted(False)
        self._hovered_item = item
        if item is not None:
            item.set_highlighted(True)
        self.tile_hovered.emit(item.kind if item is not None else None)

    def describe_tile(self, kind: int) -> str:
        return zh_name(kind)


def _take_matching(free: list[TileItem], slot: Slot) -> TileItem | None:
    """A free item to show ``slot``: one that showed the same kind (a discard leaving the hand)
    first, then any; so moves look like the real tile travelling."""
    if not free:
        return None
    if slot.kind is not None:
        for i, item in enumerate(free):
            if item.placement is not None and item.kind == slot.kind:
                return free.pop(i)
    for i, item in enumerate(free):
        if item.placement is not None:
            return free.pop(i)
    return free.pop(0)
