"""Settings › Outside bot: give one opponent's seat to a program of the player's own that speaks
the bot protocol (docs/formats/bot-protocol.md) — a command line the player types, under a
warning that it runs a program.

A tab of its own, so the settings dialog only places it, loads it and reads it back.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from mahjong_desktop.ai.outside_bot import DEFAULT_TIMEOUT, BotCommandError, split_command
from mahjong_desktop.storage.settings import Opponent, Settings


class OutsideBotTab(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.enabled_check = QCheckBox(self.tr("An outside bot plays one seat"), self)
        form.addRow(self.enabled_check)
        self.warning = QLabel(
            self.tr(
                "Warning: the game runs this command as a program on your computer, with "
                "everything you are allowed to do. Enter only a program you trust."
            ),
            self,
        )
        self.warning.setWordWrap(True)
        self.warning.setObjectName("bot_warning")
        self.warning.setStyleSheet("font-weight: bold;")
        form.addRow(self.warning)
        self.seat_combo = QComboBox(self)
        for opponent, text in (
            (Opponent.NEXT, self.tr("On your right (下家)")),
            (Opponent.OPPOSITE, self.tr("Opposite (对家)")),
            (Opponent.PREVIOUS, self.tr("On your left (上家)")),
        ):
            self.seat_combo.addItem(text, opponent)
        form.addRow(self.tr("Seat:"), self.seat_combo)
        self.command_edit = QLineEdit(self)
        self.command_edit.setPlaceholderText("python3 /path/to/mybot.py")
        form.addRow(self.tr("Command line:"), self.command_edit)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setObjectName("bot_command_problem")
        self.problem.setStyleSheet("color: #b00020;")
        form.addRow(self.problem)
        self.about = QLabel(
            self.tr(
                "The program reads the game's messages on its standard input and answers on "
                "its standard output, one JSON line each, as the bot protocol describes "
                "(docs/formats/bot-protocol.md in the game's source). It sees only what its "
                "seat may see. When it answers something not allowed, or takes longer than "
                "%n second(s), the easy computer player moves for it, and the game's log says "
                "so. It starts with a new game and is ended with the game; a game continued "
                "later plays that seat with the computer chosen on the Table tab.",
                "",
                int(DEFAULT_TIMEOUT),
            ),
            self,
        )
        self.about.setWordWrap(True)
        form.addRow(self.about)

        self.enabled_check.setChecked(settings.outside_bot)
        index = self.seat_combo.findData(settings.outside_bot_seat)
        self.seat_combo.setCurrentIndex(max(index, 0))
        self.command_edit.setText(settings.outside_bot_command)
        self.enabled_check.toggled.connect(self._refresh)
        self.command_edit.textChanged.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        on = self.enabled_check.isChecked()
        self.seat_combo.setEnabled(on)
        self.command_edit.setEnabled(on)
        text = self.problem_text()
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def problem_text(self) -> str:
        """Why the command cannot be used while the bot is switched on; empty when it can."""
        if not self.enabled_check.isChecked():
            return ""
        command = self.command_edit.text().strip()
        if not command:
            return self.tr("Type the command line that starts your bot.")
        try:
            split_command(command)
        except BotCommandError:
            return self.tr("The command line has an unclosed quote.")
        return ""

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with this tab's values (an empty command keeps the one saved)."""
        seat = self.seat_combo.currentData()
        command = self.command_edit.text().strip() or settings.outside_bot_command
        return replace(
            settings,
            outside_bot=self.enabled_check.isChecked(),
            outside_bot_seat=seat if isinstance(seat, Opponent) else settings.outside_bot_seat,
            outside_bot_command=command,
        )
