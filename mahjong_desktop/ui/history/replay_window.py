"""The replay viewer: a recorded hand step by step (buttons, ←/→, a slider), all hands open or
only the player's, a jump to each of the player's own decisions with the coach's verdict (复盘),
and from any step "play on from here" or "play this deal again"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ai.review import ReviewItem, review
from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
from mahjong_desktop.engine.record import region_from_json
from mahjong_desktop.storage.hand_record import HandRecord
from mahjong_desktop.storage.replay import timeline
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.dialogs.worth_words import worth_text
from mahjong_desktop.ui.history.labels import region_name, signed
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.table.coach_line import action_word
from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.slots import WallTracker
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites
from mahjong_desktop.ui.table.view import TableView
from mahjong_desktop.ui.table.words import region_words

if TYPE_CHECKING:
    from mahjong_desktop.engine.actions import Action
    from mahjong_desktop.ui.history.kept_games import KeptGames


class ReplayWindow(QDialog):
    def __init__(
        self,
        record: HandRecord,
        catalog: RulesetCatalog,
        language: str,
        kept: KeptGames | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.language = language
        self.kept = kept
        self.line = timeline(record)  # RecordError: the caller says why it cannot be replayed
        self.region = region_from_json(record.game)
        self.ruleset = catalog.load_or_none(record.region)
        self.catalog = catalog
        self.step = 0
        # The coach's review of each step whose verdict the player asked for (worded when shown,
        # so a language switch words it again without asking the coach again).
        self.verdicts: dict[int, Sequence[ReviewItem]] = {}
        # How the coach's worths are shown (the review says: 临安's in 胡 × 底注, else 分).
        self.worth_unit: WorthUnit = POINTS_UNIT
        self.resize(1100, 820)
        sprites = TileSprites(Resolution.X1)
        self.scene = TableScene(sprites, self._seat_name, self)
        # The base stake (底分) of everything this window shows: its plates, the caption's net
        # and the coach's verdicts and 复盘, so a worth given up reads in the plates' units. A
        # kept hand does not record the stake it was played at, and the kept games' list and the
        # statistics show engine points; the replay does too (stake 1) rather than take the
        # current setting, which may not be the one the hand was played at and would set the
        # coach's figures apart from the plates beside them.
        self.stake = 1
        self.scene.stake = self.stake
        self.view = TableView(self.scene, self)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if kept is not None and kept.host.tiles is not None:
            # The tiles as the player set them for the table (size and set), read once.
            size, tile_set = kept.host.tiles()
            self.scene.set_zoom(size / 100)
            self.view.set_tile_set(tile_set)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.caption.setMinimumHeight(48)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self.line.steps) - 1)
        self.slider.valueChanged.connect(self.go_to)
        self.open_hands = QCheckBox(self)
        self.open_hands.setChecked(True)
        self.open_hands.toggled.connect(lambda _on: self.go_to(self.step))
        self.first_button = self._button("|◀", lambda: self.go_to(0))
        self.back_button = self._button("◀", lambda: self.go_to(self.step - 1))
        self.forward_button = self._button("▶", lambda: self.go_to(self.step + 1))
        self.last_button = self._button("▶|", lambda: self.go_to(len(self.line.steps) - 1))
        self.prev_decision = self._button("", lambda: self.jump(-1))
        self.next_decision = self._button("", lambda: self.jump(1))
        self.verdict_button = self._button("", self.show_verdict)
        self.review_button = self._button("", self.open_review)
        self.play_on_button = self._button("", self.play_on)
        self.play_again_button = self._button("", self.play_again)
        for button in (self.play_on_button, self.play_again_button):
            button.setEnabled(kept is not None)
        has_decisions = bool(self.line.decisions())
        for button in (self.prev_decision, self.next_decision, self.review_button):
            button.setEnabled(has_decisions)

        steps = QHBoxLayout()
        w: QWidget  # the rows below mix buttons, a slider and a check box
        for w in (
            self.first_button,
            self.back_button,
            self.slider,
            self.forward_button,
            self.last_button,
        ):
            steps.addWidget(w, 1 if w is self.slider else 0)
        more = QHBoxLayout()
        for w in (
            self.open_hands,
            self.prev_decision,
            self.next_decision,
            self.verdict_button,
            self.review_button,
        ):
            more.addWidget(w)
        more.addStretch(1)
        more.addWidget(self.play_on_button)
        more.addWidget(self.play_again_button)
        column = QVBoxLayout(self)
        column.addWidget(self.view, 1)
        column.addWidget(self.caption)
        column.addLayout(steps)
        column.addLayout(more)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on (the player switched it while this window is open)."""
        self.language = language
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again, in the current language: the buttons, the table's words and the
        caption (with the coach's verdicts already asked for)."""
        record = self.record
        title = self.tr("Replay — %1, hand %2").replace(
            "%1", region_name(self.catalog, record.region, self.language)
        )
        self.setWindowTitle(title.replace("%2", str(record.hand_index + 1)))
        self.open_hands.setText(self.tr("All hands open"))
        self.prev_decision.setText(self.tr("◀ My decision"))
        self.next_decision.setText(self.tr("My decision ▶"))
        self.verdict_button.setText(self.tr("Coach's verdict (复盘)"))
        self.review_button.setText(self.tr("Review the hand…"))
        self.play_on_button.setText(self.tr("Play on from here"))
        self.play_again_button.setText(self.tr("Play this deal again"))
        if self.ruleset is not None:  # the tail tiles' and wild's names on the table
            self.scene.region_words = region_words(self.ruleset, self.language)
        self.go_to(self.step)

    def _button(self, text: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # ←/→ stay with the viewer
        button.clicked.connect(slot)
        return button

    def _seat_name(self, relative: int) -> str:
        seat = (self.record.viewer + relative) % 4
        if seat == self.record.human_seat:
            return self.tr("You")
        level = self.record.levels[seat] or ""
        words = {"easy": self.tr("easy"), "normal": self.tr("normal"), "hard": self.tr("hard")}
        return [
            self.tr("You"),
            self.tr("下家 right"),
            self.tr("对家 across"),
            self.tr("上家 left"),
        ][relative] + (f" · {words.get(level, level)}" if level else "")

    # -- stepping ----------------------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        step = max(0, min(step, len(self.line.steps) - 1))
        self.step = step
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        tracker = WallTracker()
        for s in self.line.steps[: step + 1]:
            tracker.note(s.events)
        self.scene.wall = tracker
        here = self.line.steps[step]
        revealed = here.revealed if self.open_hands.isChecked() else None
        self.scene.show_view(here.views[self.line.viewer], 0, revealed)
        self.caption.setText(self._caption())
        self.back_button.setEnabled(step > 0)
        self.first_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < len(self.line.steps) - 1)
        self.last_button.setEnabled(step < len(self.line.steps) - 1)
        self.verdict_button.setEnabled(step in self.line.decisions())

    def jump(self, direction: int) -> None:
        """To the player's next (1) or previous (−1) own decision."""
        decisions = self.line.decisions()
        after = [d for d in decisions if (d - self.step) * direction > 0]
        if after:
            self.go_to(after[0] if direction > 0 else after[-1])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Right:
            self.go_to(self.step + 1)
        elif key == Qt.Key.Key_Left:
            self.go_to(self.step - 1)
        elif key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(len(self.line.steps) - 1)
        else:
            super().keyPressEvent(event)

    def _caption(self) -> str:
        here = self.line.steps[self.step]
        head = (
            self.tr("Step %1 of %2")
            .replace("%1", str(self.step))
            .replace("%2", str(len(self.line.steps) - 1))
        )
        if here.action is None:
            text = head + " — " + self.tr("the deal")
        else:
            who = self._seat_name((here.action.seat - self.line.viewer) % 4)
            text = f"{head} — {who}: {_describe(here.action, self.zh)}"
        if self.step == len(self.line.steps) - 1:
            net = self.record.facts.net[self.line.viewer] * self.stake
            text += " — " + self.tr("hand over, %1").replace("%1", signed(net))
        verdict = self._verdict(self.step) if self.step in self.verdicts else ""
        return text + ("\n" + verdict if verdict else "")

    @property
    def zh(self) -> bool:
        return self.language.startswith("zh")

    # -- the coach and playing on --------------------------------------------------------------

    def show_verdict(self) -> None:
        """The coach's 复盘 verdict on the player's decision at this step, under the caption."""
        if self.step not in self.line.decisions():
            return
        view = self.line.steps[self.step - 1].views[self.line.viewer]
        action = self.line.steps[self.step].action
        assert action is not None
        said = review([(view, action)], self.region, stake=self.stake)
        self.verdicts[self.step] = said.items
        self.worth_unit = said.unit
        self.caption.setText(self._caption())

    def _verdict(self, step: int) -> str:
        items = self.verdicts[step]
        zh = self.zh
        if not items:
            text = self.tr("Coach: the only choice")
        elif items[0].agrees:
            text = self.tr("Coach: agrees — %1").replace(
                "%1", items[0].reason_zh if zh else items[0].reason_en
            )
        else:
            item = items[0]
            text = (
                self.tr("Coach: would rather %1 — %2")
                .replace("%1", _describe(item.advised, zh))
                .replace("%2", item.reason_zh if zh else item.reason_en)
            )
            if item.loss is not None:
                given = worth_text(self.worth_unit, item.loss)
                text += " " + self.tr("(gives up about %1)").replace("%1", given)
        return text

    def open_review(self) -> None:
        ruleset = self.ruleset

        def term(key: str) -> str:  # a move's name in the player's language, if the file has it
            return ruleset.term(key, self.language) if ruleset is not None else key

        dialog = ReviewDialog(
            self.line.decision_pairs(),
            self.region,
            term,
            self.language,
            self.record.hand_index + 1,
            self,
            self.view.tile_set,
            stake=self.stake,
        )
        dialog.exec()
        dialog.deleteLater()

    def play_on(self) -> None:
        if self.kept is not None and self.kept.play_deal(
            self.record, self.line.actions_before(self.step)
        ):
            self.close()

    def play_again(self) -> None:
        if self.kept is not None and self.kept.play_deal(self.record, []):
            self.close()


def _describe(action: Action, zh: bool) -> str:
    tile = getattr(action, "tile", None)
    if getattr(action, "type", "") == "discard" and isinstance(tile, int):
        word = QCoreApplication.translate("ReplayWindow", "discard %1")
        return word.replace("%1", zh_name(tile) if zh else tile_name(tile))
    return action_word(action)
