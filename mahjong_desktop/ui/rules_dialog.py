"""Help → Rules: the region's description and every option with its current value and help."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from mahjong_desktop.rules.ruleset import Choice, OptionType, OptionValue, Ruleset


class RulesDialog(QDialog):
    def __init__(
        self,
        ruleset: Ruleset,
        values: Mapping[str, OptionValue],
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules — %1").replace("%1", ruleset.name(language)))
        self.resize(640, 560)
        self.browser = QTextBrowser(self)
        self.browser.setHtml(self._html(ruleset, values, language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def _html(self, ruleset: Ruleset, values: Mapping[str, OptionValue], language: str) -> str:
        zh = language.startswith("zh")
        parts = [f"<h2>{escape(ruleset.name(language))}</h2>"]
        description = ruleset.description_zh if zh else ruleset.description_en
        if description:
            parts.append(f"<p>{escape(description)}</p>")
        if ruleset.options:
            heading = self.tr("Options at this table")
            parts.append(f"<h3>{escape(heading)}</h3><dl>")
        for key, decl in ruleset.options.items():
            value = values.get(key, decl.default)
            parts.append(
                f"<dt><b>{escape(decl.label(language))}</b>: "
                f"{escape(self._value_text(decl.type, decl.choices, value, language))}</dt>"
                f"<dd>{escape(decl.help(language))}</dd>"
            )
        if ruleset.options:
            parts.append("</dl>")
        return "".join(parts)

    def _value_text(
        self, kind: OptionType, choices: tuple[Choice, ...], value: OptionValue, language: str
    ) -> str:
        if kind is OptionType.BOOL:
            return self.tr("on") if value else self.tr("off")
        if kind is OptionType.CHOICE:
            for choice in choices:
                if choice.value == value:
                    return choice.label_zh if language.startswith("zh") else choice.label_en
        return str(value)
