"""The row of buttons for the player's choices other than discarding: only what is legal now.

胡 win, 碰 pong, 杠 kong (exposed, concealed or added; one button per tile), 吃 chow (one button per
way of making it), region moves such as 报听, 甩牌 or choosing the 玩法 (named by the ruleset, in
Chinese and English), and 过 pass. Each kind of choice has a one-key shortcut; the first button of
a kind gets it. An optional claim timer counts down on the bar and passes for the player at zero.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.tiles import zh_name

# Region moves whose identifier contains one of these words get that key (报听 T, 甩牌 S, 玩法 M);
# any other move is numbered (assign_keys), so every button can be reached from the keyboard.
_MOVE_KEYS = (
    (("ready", "ting"), "T"),
    (("throw", "shuai"), "S"),
    (("mode", "wan_fa", "style"), "M"),
)

# region move identifier → (the Chinese term, its words in the player's language)
MoveNames = Callable[[str], tuple[str, str]]


def move_label(names: MoveNames, identifier: str) -> str:
    """ "报听 (declare ready)": the ruleset's English term already leads with the Chinese one;
    otherwise both are shown side by side. A move with an argument ("choose_mode:liang_bao")
    names both parts: "定玩法 (choose the mode): 两报"."""
    if ":" in identifier:
        head, _, arg = identifier.partition(":")
        return f"{move_label(names, head)}: {move_label(names, arg)}"
    zh, en = names(identifier)
    if en.startswith(zh) or zh == en:
        return en
    return f"{zh} {en}"


def compact_label(names: MoveNames, identifier: str) -> str:
    """The Chinese term alone ("小鸡满天飞"), for a bar too narrow for the English too."""
    if ":" in identifier:
        head, _, arg = identifier.partition(":")
        return f"{compact_label(names, head)}: {compact_label(names, arg)}"
    return names(identifier)[0]


def shared_head(actions: Sequence[Action]) -> str:
    """The one head ("choose_mode") of two or more offered moves with an argument, when every
    region move offered has it; "" otherwise."""
    moves = [a.name for a in actions if isinstance(a, RegionMove)]
    heads = {name.partition(":")[0] for name in moves if ":" in name}
    if len(moves) < 2 or len(heads) != 1 or any(":" not in name for name in moves):
        return ""
    return heads.pop()


def move_key(identifier: str) -> str:
    lowered = identifier.lower()
    for words, key in _MOVE_KEYS:
        if any(word in lowered for word in words):
            return key
    return ""


def assign_keys(described: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """One scheme for every button: a kind offered once keeps its letter (胡 H, 碰 P, 杠 K, 吃 C,
    报听 T, 甩牌 S, 玩法 M, 过 Space); a kind offered several times (two ways to 吃, three 甩牌
    sets) numbers its buttons 1, 2, 3 … from the left, so no button is left without a key."""
    count: dict[str, int] = {}
    for _text, key in described:
        count[key] = count.get(key, 0) + 1
    digit = 1
    out: list[tuple[str, str]] = []
    for text, key in described:
        if key and count[key] == 1:
            out.append((text, key))
        elif digit <= 9:
            out.append((text, str(digit)))
            digit += 1
        else:  # more than nine choices: the rest are reached by clicking
            out.append((text, ""))
    return out


class ClaimBar(QWidget):
    chosen = Signal(object)  # Action

    def __init__(self, names: MoveNames, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names = names
        self.setObjectName("claimBar")
        self.setStyleSheet(
            "#claimBar { background: #123d27; }"
            "#claimBar QPushButton { font-size: 16px; padding: 4px 14px; }"
            "#claimBar QLabel { color: #ffcc33; font-size: 15px; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        # "定玩法 (choose the mode):" before buttons that all make one choice, so each button
        # names only its option: five 玩法 or four 番种 with the head repeated did not fit.
        self.lead = QLabel(self)
        self.lead.setObjectName("claimLead")
        self._layout.addWidget(self.lead)
        self.lead.hide()
        self._layout.addStretch(1)
        self.countdown = QLabel(self)
        self._layout.addWidget(self.countdown)
        self.countdown.hide()
        self.buttons: list[QPushButton] = []  # the ones on show, in order
        self.offered: list[Action] = []
        # Buttons are reused, never deleted: deleting a button from inside its own click (every
        # answer clears the bar) is what deleteLater is for, but it crashed PySide now and then.
        self._pool: list[QPushButton] = []
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)
        self._remaining = 0
        self._discarding = False  # counting the time to discard, not a claim's
        # One fixed height, kept while the bar is hidden: the table above must not jump (and
        # tiles move under the pointer) each time a question opens or closes.
        probe = self._button(0)
        probe.setText("胡 Win  [H]")
        self.setFixedHeight(max(probe.minimumHeight(), probe.sizeHint().height()) + 8)
        probe.hide()
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.hide()

    def offer(self, legal: Sequence[Action]) -> None:
        """Show a button for every legal action that is not a plain discard, each with its key."""
        self.clear()
        offered = [a for a in legal if not isinstance(a, Discard)]
        for action in offered:
            button = self._button(len(self.buttons))
            button.show()
            self.buttons.append(button)
            self.offered.append(action)
        self.retranslate()
        self.setVisible(bool(self.buttons))

    def retranslate(self) -> None:
        """Label the buttons on show (again, when the language changed) with their keys."""
        head = shared_head(self.offered)
        self.lead.setText(f"{move_label(self.names, head)}:" if head else "")
        self.lead.setVisible(bool(head))
        full = [self._describe(a, bool(head)) for a in self.offered]
        self._label(full)
        if self._too_wide():
            # The region's terms in Chinese only, the full words in each button's tooltip: four
            # 番种 with their English explanations do not fit a 1280-pixel window.
            short = [self._describe(a, bool(head), compact=True) for a in self.offered]
            self._label(short)
            for button, (text, _key) in zip(self.buttons, full, strict=True):
                button.setToolTip(text)
        else:
            for button in self.buttons:
                button.setToolTip("")

    def _label(self, described: Sequence[tuple[str, str]]) -> None:
        for button, (text, key) in zip(self.buttons, assign_keys(described), strict=True):
            # The key's name as the hint line says it ("[空格]" in Chinese); the shortcut below
            # takes Qt's own name.
            shown = self.tr("Space") if key == "Space" else key
            button.setText(f"{text}  [{shown}]" if key else text)
            # After setText, which resets the shortcut to the text's mnemonic.
            button.setShortcut(QKeySequence(key) if key else QKeySequence())

    def _too_wide(self) -> bool:
        """Whether the buttons, at the widths their texts ask, overflow the bar (or, while it
        is not laid out yet, the window it is in)."""
        window = self.window()
        room = self.width() if self.isVisible() else (window.width() if window else 0)
        if room <= 0:
            return False
        margins = self._layout.contentsMargins()
        spacing = max(0, self._layout.spacing())
        shown = [b.sizeHint().width() for b in self.buttons]
        if self.lead.isVisibleTo(self):
            shown.append(self.lead.sizeHint().width())
        need = sum(shown) + spacing * len(shown) + margins.left() + margins.right()
        return need > room

    def _button(self, index: int) -> QPushButton:
        if index < len(self._pool):
            return self._pool[index]
        button = QPushButton(self)
        button.setMinimumHeight(36)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table
        button.clicked.connect(partial(self._clicked, index))
        self._layout.insertWidget(self._layout.count() - 2, button)
        self._pool.append(button)
        return button

    def _clicked(self, index: int, _checked: bool = False) -> None:
        if index < len(self.offered):
            self._choose(self.offered[index])

    def start_timer(self, seconds: int) -> None:
        """Count down ``seconds``; at zero the offered Pass is chosen (if one is offered)."""
        if seconds <= 0 or not any(isinstance(a, Pass) for a in self.offered):
            return
        self._discarding = False
        self._remaining = seconds
        self._show_remaining()
        self.countdown.show()
        self._timer.start()

    def start_discard_countdown(self, seconds: int) -> None:
        """Show the time left to discard (the bar shows even with no button): the game itself
        throws the drawn tile when it runs out (``Controller.discard_timer``), the bar only
        counts, so the two cannot disagree about what happens at zero."""
        if seconds <= 0:
            return
        self._discarding = True
        self._remaining = seconds
        self._show_remaining()
        self.countdown.show()
        self.show()
        self._timer.start()

    @property
    def timer_running(self) -> bool:
        return self._timer.isActive()

    @property
    def counting_discard(self) -> bool:
        """Whether the countdown shown is the time to discard (else to answer a claim)."""
        return self._discarding

    def stop_countdown(self) -> None:
        """Stop and hide the countdown; the offered buttons stay."""
        self._timer.stop()
        self._discarding = False
        self.countdown.hide()

    def _tick(self) -> None:
        self._remaining -= 1
        if self._remaining > 0:
            self._show_remaining()
            return
        if self._discarding:
            self._timer.stop()
            self._show_remaining()
            return
        default = next((a for a in self.offered if isinstance(a, Pass)), None)
        if default is not None:
            self._choose(default)

    def _show_remaining(self) -> None:
        if self._discarding:
            text = self.tr("Discard within %1 s").replace("%1", str(max(0, self._remaining)))
        else:
            text = self.tr("%1 s").replace("%1", str(self._remaining))
        self.countdown.setText(text)

    def clear(self) -> None:
        self._timer.stop()
        self._discarding = False
        self.countdown.hide()
        for button in self.buttons:
            button.hide()
            button.setShortcut(QKeySequence())
        self.buttons = []
        self.offered = []
        self.hide()

    def _choose(self, action: Action) -> None:
        self.clear()
        self.chosen.emit(action)

    def _describe(
        self, action: Action, headless: bool = False, *, compact: bool = False
    ) -> tuple[str, str]:
        if isinstance(action, Win):
            return self.tr("胡 Win"), "H"
        if isinstance(action, Pong):
            return self.tr("碰 Pong"), "P"
        if isinstance(action, ExposedKong):
            return self.tr("杠 Kong"), "K"
        if isinstance(action, ConcealedKong):
            return self.tr("暗杠 %1").replace("%1", zh_name(action.tile)), "K"
        if isinstance(action, AddedKong):
            return self.tr("补杠 %1").replace("%1", zh_name(action.tile)), "K"
        if isinstance(action, Chow):
            tiles = " ".join(zh_name(t) for t in action.tiles)
            return self.tr("吃 Chow with %1").replace("%1", tiles), "C"
        if isinstance(action, Pass):
            return self.tr("过 Pass"), "Space"
        if isinstance(action, RegionMove):
            tiles = " ".join(zh_name(t) for t in action.tiles)
            name = action.name.partition(":")[2] if headless else action.name
            label = compact_label(self.names, name) if compact else move_label(self.names, name)
            return f"{label} {tiles}".strip(), move_key(action.name)
        return action.type, ""
