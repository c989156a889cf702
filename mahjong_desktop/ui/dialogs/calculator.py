"""Help → Hand calculator: pick a winning hand with the mouse and see what the region makes of it.

The palette shows the 34 tile pictures; a click adds the tile to the concealed hand, or — with a
meld kind chosen — lays that meld (a chow runs upwards from the clicked tile). Clicking a tile of
the hand or a meld takes it back. The region, its options (the same generated form as the
settings) and how the hand was won are chosen on the right. Scoring goes through
``rules.score_json``, the code behind ``mahjong-desktop score``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from html import escape

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.rules.hand_facts import MeldKind, WinBy
from mahjong_desktop.rules.ruleset import OptionValue
from mahjong_desktop.rules.score_json import ScoreInputError, score_json
from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.tiles import NUM_KINDS, WINDS, zh_name
from mahjong_desktop.ui.dialogs.calculator_model import CalculatorHand
from mahjong_desktop.ui.dialogs.option_form import OptionForm
from mahjong_desktop.ui.dialogs.settings import select_data
from mahjong_desktop.ui.dialogs.tile_pictures import face_with_overlay
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.wording import word_error
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites

_PALETTE_ICON = QSize(36, 48)
_HAND_ICON = QSize(30, 40)
# The longest hand: 14 tiles with four kongs. Its row has room for all of them from the start,
# so picking tiles never widens the dialog and moves the palette.
_MOST_PICTURES = 18
_MELD_GAP = 12  # px before each meld's first tile


class HandCalculator(QDialog):
    def __init__(
        self,
        catalog: RulesetCatalog,
        region: str,
        overrides: Mapping[str, OptionValue],
        language: str,
        parent: QWidget | None = None,
        tile_set: TileSet = TileSet.CLASSIC,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand calculator"))
        self.resize(1160, 720)
        self.catalog = catalog
        self.language = language
        self.zh = language.startswith("zh")
        self.sprites = TileSprites(Resolution.X2, tile_set)  # the player's tile set
        self.hand = CalculatorHand()
        self._overrides = {region: dict(overrides)}
        self.option_form: OptionForm | None = None
        self._form_region: str | None = None

        # The left column has one fixed width and its parts fixed heights (the result takes the
        # rest): neither the region's option form on the right, nor the hand being picked, nor
        # a result appearing may re-lay it out (the palette would jump under the pointer).
        self.left_panel = QWidget(self)
        left = QVBoxLayout(self.left_panel)
        left.setContentsMargins(0, 0, 0, 0)
        self.palette_box = self._palette()
        left.addWidget(self.palette_box)
        left.addWidget(self._mode_box())
        self.hand_box = QGroupBox(self.tr("Hand (click a tile to take it back)"), self)
        self.hand_strip = QWidget()
        self.hand_row = QHBoxLayout(self.hand_strip)
        self.hand_row.setContentsMargins(0, 0, 0, 0)
        self.hand_row.setSpacing(2)
        self.hand_row.addStretch(1)
        self._hand_buttons: list[QToolButton] = []
        self.hand_targets: list[tuple[str, int]] = []
        hand_scroll = QScrollArea(self.hand_box)
        hand_scroll.setWidget(self.hand_strip)
        hand_scroll.setWidgetResizable(True)
        hand_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        hand_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hand_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        probe = QToolButton()
        probe.setIconSize(_HAND_ICON)
        probe.setAutoRaise(True)
        tile = probe.sizeHint()
        probe.deleteLater()
        strip_width = _MOST_PICTURES * (tile.width() + 2) + 4 * _MELD_GAP
        self.hand_strip.setMinimumHeight(tile.height())
        # Room for a scroll bar too, so one appearing (a very narrow window) changes nothing.
        bar = hand_scroll.horizontalScrollBar().sizeHint().height()
        hand_scroll.setFixedHeight(tile.height() + bar)
        QVBoxLayout(self.hand_box).addWidget(hand_scroll)
        left.addWidget(self.hand_box)
        self.result_view = QTextBrowser(self)
        left.addWidget(self.result_view, 1)
        self.palette_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        width = max(self.left_panel.sizeHint().width(), min(strip_width + 24, 800))
        self.left_panel.setFixedWidth(width)

        right = QVBoxLayout()
        right.addWidget(self._win_box())
        self.options_area = QScrollArea(self)
        self.options_area.setWidgetResizable(True)
        # The help texts wrap to the width; never scroll sideways.
        self.options_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right.addWidget(self.options_area, 1)

        body = QHBoxLayout()
        body.addWidget(self.left_panel)
        body.addLayout(right, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.clear_button = buttons.addButton(
            self.tr("C&lear hand"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.clear_button.clicked.connect(self.clear_hand)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)

        for r in catalog.regions:
            ruleset = catalog.load_or_none(r)
            if ruleset is not None:
                self.region_combo.addItem(ruleset.name(language), r)
        select_data(self.region_combo, region)
        self.region_combo.currentIndexChanged.connect(self._region_changed)
        for kind, button in enumerate(self.palette_buttons):
            button.setIcon(self.icon(kind))
        self._region_changed()

    # -- building -------------------------------------------------------------------------------

    def _palette(self) -> QWidget:
        box = QGroupBox(self.tr("Tiles (click to add)"), self)
        grid = QGridLayout(box)
        grid.setSpacing(2)
        self.palette_buttons: list[QToolButton] = []
        for kind in range(NUM_KINDS):
            button = QToolButton(box)
            button.setIconSize(_PALETTE_ICON)
            button.setToolTip(zh_name(kind))
            button.setAutoRaise(True)
            button.clicked.connect(lambda _c=False, k=kind: self.pick(k))
            row, col = divmod(kind, 9)
            grid.addWidget(button, row, col)
            self.palette_buttons.append(button)
        return box

    def _mode_box(self) -> QWidget:
        box = QGroupBox(self.tr("A click adds"), self)
        line = QHBoxLayout(box)
        self.mode_group = QButtonGroup(self)
        modes: list[tuple[MeldKind | None, str]] = [
            (None, self.tr("a concealed tile")),
            (MeldKind.PONG, self.tr("碰 pong")),
            (MeldKind.KONG, self.tr("明杠 exposed kong")),
            (MeldKind.CONCEALED_KONG, self.tr("暗杠 concealed kong")),
            (MeldKind.CHOW, self.tr("吃 chow (from the tile up)")),
        ]
        self.mode_buttons: dict[MeldKind | None, QRadioButton] = {}
        for kind, text in modes:
            radio = QRadioButton(text, box)
            self.mode_group.addButton(radio)
            self.mode_buttons[kind] = radio
            line.addWidget(radio)
        self.mode_buttons[None].setChecked(True)
        return box

    def _win_box(self) -> QWidget:
        box = QGroupBox(self.tr("How the hand was won"), self)
        form = QFormLayout(box)
        self.region_combo = QComboBox(box)
        form.addRow(self.tr("Region:"), self.region_combo)
        self.win_tile_combo = QComboBox(box)
        self.win_tile_combo.currentIndexChanged.connect(self._win_tile_changed)
        form.addRow(self.tr("Winning tile:"), self.win_tile_combo)
        self.win_by_combo = QComboBox(box)
        for win_by, text in (
            (WinBy.SELF_DRAW, self.tr("自摸 self-draw")),
            (WinBy.DISCARD, self.tr("点炮 on a discard")),
            (WinBy.KONG_REPLACEMENT, self.tr("杠上花 on a kong replacement")),
            (WinBy.DISCARD_AFTER_KONG, self.tr("杠上炮 on the konger's discard")),
            (WinBy.ROBBED_KONG, self.tr("抢杠 robbing a kong")),
        ):
            self.win_by_combo.addItem(text, win_by)
        form.addRow(self.tr("Won by:"), self.win_by_combo)
        winds = [self.tr("East 东"), self.tr("South 南"), self.tr("West 西"), self.tr("North 北")]
        self.seat_wind_combo = QComboBox(box)
        self.round_wind_combo = QComboBox(box)
        for wind, text in zip(WINDS, winds, strict=True):
            self.seat_wind_combo.addItem(text, wind)
            self.round_wind_combo.addItem(text, wind)
        form.addRow(self.tr("Seat wind:"), self.seat_wind_combo)
        form.addRow(self.tr("Round wind:"), self.round_wind_combo)
        self.dealer_check = QCheckBox(self.tr("Winner is the dealer (庄)"), box)
        self.ready_check = QCheckBox(self.tr("Winner declared ready (报听)"), box)
        # 兰州: the discarder's 报听 decides 包, the konger's whether the kong may be robbed at all
        # (the same field of ``score``: ``discarder_declared_ready``).
        self.discarder_ready_check = QCheckBox(
            self.tr("Discarder (or robbed konger) declared ready (报听)"), box
        )
        self.first_turn_check = QCheckBox(self.tr("Winner's first turn (天胡/地胡)"), box)
        checks = (
            self.dealer_check,
            self.ready_check,
            self.discarder_ready_check,
            self.first_turn_check,
        )
        for check in checks:
            form.addRow(check)
        self.wild_combo = QComboBox(box)
        self.wild_combo.addItem(self.tr("none"), None)
        for kind in range(NUM_KINDS):
            # Each choice as it would look as the wild: with the table's gold marking.
            icon = QIcon(face_with_overlay(self.sprites, kind, True))
            self.wild_combo.addItem(icon, zh_name(kind), kind)
        form.addRow(self.tr("Wild tile (宝/财神):"), self.wild_combo)
        self.flowers_spin = QSpinBox(box)
        self.flowers_spin.setRange(0, 4)  # the 杠花 is one kind: 4 copies
        form.addRow(self.tr("Laid-out 杠花:"), self.flowers_spin)
        self.streak_spin = QSpinBox(box)
        self.streak_spin.setRange(0, 20)
        form.addRow(self.tr("Dealer streak (老庄):"), self.streak_spin)
        for combo in (self.win_by_combo, self.seat_wind_combo, self.round_wind_combo):
            combo.currentIndexChanged.connect(self.update_result)
        self.wild_combo.currentIndexChanged.connect(self._wild_changed)
        for check in checks:
            check.toggled.connect(self.update_result)
        self.flowers_spin.valueChanged.connect(self.update_result)
        self.streak_spin.valueChanged.connect(self.update_result)
        return box

    # -- pictures -------------------------------------------------------------------------------

    def wild_kind(self) -> int | None:
        data = self.wild_combo.currentData()
        return int(data) if data is not None else None

    def icon(self, kind: int) -> QIcon:
        """A tile's picture; the chosen wild with the gold marking the table gives it."""
        return QIcon(face_with_overlay(self.sprites, kind, kind == self.wild_kind()))

    def _wild_changed(self) -> None:
        for kind, button in enumerate(self.palette_buttons):
            button.setIcon(self.icon(kind))
        self._hand_changed()  # its pictures and the winning-tile list, then the result

    # -- picking --------------------------------------------------------------------------------

    def mode(self) -> MeldKind | None:
        for kind, radio in self.mode_buttons.items():
            if radio.isChecked():
                return kind
        return None

    def pick(self, kind: int) -> None:
        meld = self.mode()
        added = self.hand.add_tile(kind) if meld is None else self.hand.add_meld(meld, kind)
        if added:
            self._hand_changed()

    def show_position(
        self,
        concealed: Sequence[int],
        melds: Sequence[tuple[MeldKind, tuple[int, ...]]],
        wild: int | None,
    ) -> None:
        """Start from a table position (a drill's): its melds, its concealed tiles and its wild
        tile. A 甩牌 set is no meld the calculator can hold, and is left out."""
        select_data(self.wild_combo, wild)
        self.hand.clear()
        for kind, tiles in melds:
            if kind is not MeldKind.THROW:
                self.hand.add_meld(kind, min(tiles))
        for tile in concealed:
            self.hand.add_tile(tile)
        self._hand_changed()

    def clear_hand(self) -> None:
        self.hand.clear()
        self._hand_changed()

    def _hand_changed(self) -> None:
        # (tile, what a click takes back) for every picture in the row: concealed tiles one by
        # one, melds whole.
        shown: list[tuple[int, tuple[str, int]]] = [
            (tile, ("tile", i)) for i, tile in enumerate(self.hand.concealed)
        ]
        for m, (_kind, tiles) in enumerate(self.hand.melds):
            shown += [(tile, ("meld", m)) for tile in tiles]
        self.hand_targets = [target for _tile, target in shown]
        for index, (tile, target) in enumerate(shown):
            button = self._hand_button(index)
            button.setIcon(self.icon(tile))
            button.setToolTip(zh_name(tile))
            # A gap before each meld's first tile sets the melds apart from the concealed tiles.
            first_of_meld = target[0] == "meld" and (
                index == 0 or self.hand_targets[index - 1] != target
            )
            button.setStyleSheet(f"margin-left: {_MELD_GAP}px;" if first_of_meld else "")
            button.show()
        for button in self._hand_buttons[len(shown) :]:
            button.hide()
        self.win_tile_combo.blockSignals(True)
        self.win_tile_combo.clear()
        for kind in sorted(set(self.hand.concealed)):
            self.win_tile_combo.addItem(self.icon(kind), zh_name(kind), kind)
        select_data(self.win_tile_combo, self.hand.win_tile)
        self.win_tile_combo.blockSignals(False)
        self.update_result()

    def _hand_button(self, index: int) -> QToolButton:
        """The ``index``-th picture of the hand row. Buttons are reused, never deleted: a click
        removes a tile, and deleting the clicked button from its own click handler is unsafe."""
        while len(self._hand_buttons) <= index:
            button = QToolButton(self.hand_strip)
            button.setIconSize(_HAND_ICON)
            button.setAutoRaise(True)
            button.clicked.connect(partial(self._take_back, len(self._hand_buttons)))
            self.hand_row.insertWidget(len(self._hand_buttons), button)
            self._hand_buttons.append(button)
        return self._hand_buttons[index]

    def _take_back(self, index: int, _checked: bool = False) -> None:
        if index >= len(self.hand_targets):
            return
        what, position = self.hand_targets[index]
        if what == "tile":
            self.hand.remove_tile(position)
        else:
            self.hand.remove_meld(position)
        self._hand_changed()

    def _win_tile_changed(self) -> None:
        data = self.win_tile_combo.currentData()
        self.hand.win_tile = int(data) if data is not None else None
        self.update_result()

    # -- region and result ----------------------------------------------------------------------

    def current_region(self) -> str | None:
        data = self.region_combo.currentData()
        return str(data) if data is not None else None

    def _region_changed(self) -> None:
        if self.option_form is not None and self._form_region is not None:
            self._overrides[self._form_region] = self.option_form.overrides()
        region = self.current_region()
        ruleset = self.catalog.load_or_none(region) if region is not None else None
        self._form_region = region
        if ruleset is None:
            self.option_form = None
            return
        self.option_form = OptionForm(ruleset, self._overrides.get(ruleset.key, {}), self.language)
        for editor in self.option_form.editors.values():
            if isinstance(editor, QCheckBox):
                editor.toggled.connect(self.update_result)
            elif isinstance(editor, QSpinBox):
                editor.valueChanged.connect(self.update_result)
            else:
                editor.currentIndexChanged.connect(self.update_result)
        self.options_area.setWidget(self.option_form)
        self.update_result()

    def hand_json(self) -> dict[str, object]:
        h = self.hand
        h.win_by = WinBy(self.win_by_combo.currentData())
        h.seat_wind = int(self.seat_wind_combo.currentData())
        h.round_wind = int(self.round_wind_combo.currentData())
        h.dealer = self.dealer_check.isChecked()
        h.declared_ready = self.ready_check.isChecked()
        h.discarder_declared_ready = self.discarder_ready_check.isChecked()
        h.first_turn = self.first_turn_check.isChecked()
        wild = self.wild_combo.currentData()
        h.wild = int(wild) if wild is not None else None
        h.flowers = self.flowers_spin.value()
        h.dealer_streak = self.streak_spin.value()
        options = self.option_form.overrides() if self.option_form is not None else {}
        return h.to_json(self.current_region() or "", options)

    def update_result(self) -> None:
        if self.hand.size < 14:
            missing = 14 - self.hand.size
            self.result_view.setHtml(
                "<p>"
                + escape(self.tr("Pick %1 more tile(s): a winning hand has 14.")).replace(
                    "%1", str(missing)
                )
                + "</p>"
            )
            return
        try:
            result = score_json(self.hand_json())
        except ScoreInputError as exc:
            said = escape(word_error(exc))
            self.result_view.setHtml(f"<p style='color:#b00020'>{said}</p>")
            return
        self.result_view.setHtml(self.result_html(result))

    def result_html(self, result: Mapping[str, object]) -> str:
        unit = str(result.get("unit") or "")
        if not result.get("legal"):
            said = (result.get("reason_zh") if self.zh else None) or result.get("reason")
            reason = escape(str(said or ""))
            heading = escape(self.tr("Not a legal win"))
            return f"<h3>{heading}</h3><p>{reason}</p>"
        rows = []
        items = result.get("items")
        for item in items if isinstance(items, list) else []:
            label = item.get("name") if self.zh else item.get("name_en")
            item_unit = str(item.get("unit") or unit)  # 临安: a 台 item counts 台, not 胡
            rows.append(
                f"<tr><td>{escape(str(label))}</td>"
                f"<td align='right'>{escape(str(item.get('value')))} {escape(item_unit)}</td></tr>"
            )
        total = f"{result.get('total')} {unit}".strip()
        pays = result.get("pays")
        pay_text = ""
        if isinstance(pays, dict):
            if "each" in pays:
                pay_text = self.tr("Each other player pays %1.").replace("%1", str(pays["each"]))
            elif "discarder" in pays:
                pay_text = (
                    self.tr("The discarder pays %1, every other player %2.")
                    .replace("%1", str(pays["discarder"]))
                    .replace("%2", str(pays.get("other", 0)))
                )
            # 临安 老庄: the dealer's payment to another winner carries it (the same amounts as
            # the settlement: rules/linan/__init__.py LinanRules.share).
            if "dealer" in pays:
                pay_text += " " + self.tr("The dealer pays %1 (老庄).").replace(
                    "%1", str(pays["dealer"])
                )
            elif "dealer_as_discarder" in pays:
                pay_text += " " + (
                    self.tr("The dealer pays %1 as the discarder, %2 otherwise (老庄).")
                    .replace("%1", str(pays["dealer_as_discarder"]))
                    .replace("%2", str(pays.get("dealer_as_other", 0)))
                )
        said = (result.get("formula_zh") if self.zh else None) or result.get("formula")
        formula = escape(str(said or ""))
        legal = escape(self.tr("Legal win"))
        total_word = escape(self.tr("Total"))
        return (
            f"<h3>{legal}</h3><table cellspacing='6'>{''.join(rows)}"
            f"<tr><td><b>{total_word}</b></td>"
            f"<td align='right'><b>{escape(total)}</b></td></tr></table>"
            f"<p>{formula}</p><p>{escape(pay_text)}</p>"
        )
