"""Help → Rules (and Settings → Rules of this region): a region's rules in the player's language.

The page is the region's description from its ruleset file, the concise rules text shipped in
``resources/rules/<region>.<zh|en>.md`` (written from the project's rule pages), and every option of
the table with its current value and help. Other regions can be picked at the top.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from importlib import resources

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.rules.ruleset import Choice, OptionType, OptionValue, Ruleset
from mahjong_desktop.ui.session.catalog import RulesetCatalog

_RESOURCES = "mahjong_desktop.resources"

# The option values to show for a region: those of the table being set up or played.
ValuesFor = Callable[[Ruleset], Mapping[str, OptionValue]]


def rules_text(region: str, language: str) -> str | None:
    """The shipped rules text (Markdown) of ``region`` in ``language``, English as a fallback."""
    folder = resources.files(_RESOURCES).joinpath("rules")
    for lang in ("zh" if language.startswith("zh") else "en", "en"):
        entry = folder.joinpath(f"{region}.{lang}.md")
        if entry.is_file():
            return entry.read_text(encoding="utf-8")
    return None


class RulesDialog(QDialog):
    def __init__(
        self,
        catalog: RulesetCatalog,
        region: str,
        values_for: ValuesFor,
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.values_for = values_for
        self.language = language
        self.resize(760, 680)
        self.region_combo = QComboBox(self)
        for r in catalog.regions:
            ruleset = catalog.load_or_none(r)
            if ruleset is not None:
                self.region_combo.addItem(ruleset.name(language), r)
        index = self.region_combo.findData(region)
        self.region_combo.setCurrentIndex(max(0, index))
        self.region_combo.currentIndexChanged.connect(self.show_region)
        line = QHBoxLayout()
        label = QLabel(self.tr("&Region:"), self)
        label.setBuddy(self.region_combo)
        line.addWidget(label)
        line.addWidget(self.region_combo, 1)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(line)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.show_region()

    def current_region(self) -> str | None:
        data = self.region_combo.currentData()
        return str(data) if data is not None else None

    def show_region(self) -> None:
        region = self.current_region()
        ruleset = self.catalog.load_or_none(region) if region is not None else None
        if ruleset is None:
            self.setWindowTitle(self.tr("Rules"))
            self.browser.setPlainText(self.tr("No ruleset files are installed."))
            return
        self.setWindowTitle(self.tr("Rules — %1").replace("%1", ruleset.name(self.language)))
        self.browser.setMarkdown(self.markdown(ruleset, self.values_for(ruleset)))
        # Markdown tables render without borders by default; give them a light grid.
        self.browser.document().setDefaultStyleSheet("td, th { padding: 3px 8px; }")

    def markdown(self, ruleset: Ruleset, values: Mapping[str, OptionValue]) -> str:
        zh = self.language.startswith("zh")
        parts = [f"# {ruleset.name(self.language)}"]
        description = ruleset.description_zh if zh else ruleset.description_en
        if description:
            parts.append(description)
        text = rules_text(ruleset.region, self.language)
        if text:
            parts.append(text.strip())
        if ruleset.options:
            parts.append("## " + self.tr("Options at this table"))
            for key, decl in ruleset.options.items():
                value = values.get(key, decl.default)
                shown = self._value_text(decl.type, decl.choices, value)
                parts.append(
                    f"- **{_md(decl.label(self.language))}**: {_md(shown)}  \n"
                    f"  {_md(decl.help(self.language))}"
                )
        return "\n\n".join(parts) + "\n"

    def plain_text(self) -> str:
        document: QTextDocument = self.browser.document()
        return document.toPlainText()

    def _value_text(self, kind: OptionType, choices: tuple[Choice, ...], value: OptionValue) -> str:
        if kind is OptionType.BOOL:
            return self.tr("on") if value else self.tr("off")
        if kind is OptionType.CHOICE:
            for choice in choices:
                if choice.value == value:
                    return choice.label_zh if self.language.startswith("zh") else choice.label_en
        return str(value)


def _md(text: str) -> str:
    """Text from a ruleset file, safe inside Markdown (no accidental emphasis or HTML)."""
    escaped = escape(text, quote=False)
    for char in "\\*_`[]#|":
        escaped = escaped.replace(char, "\\" + char)
    return escaped
