"""Widgets generated from a ruleset's option declarations: adding an option needs no code here.

bool → check box, int → spin box within the declared bounds, choice → combo box with the labels in
the player's language. The help text is both the tooltip and a grey line under the widget. An
option whose ``depends_on`` options are not all on (transitively) is disabled, and indented under
what it depends on so the player sees why.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.rules.ruleset import OptionDecl, OptionType, OptionValue, Ruleset

_INDENT = 24
_UNBOUNDED = 1_000_000  # a spin box needs some bound; declarations without one get this


class OptionForm(QWidget):
    def __init__(
        self,
        ruleset: Ruleset,
        overrides: Mapping[str, OptionValue],
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ruleset = ruleset
        self.language = language
        self.editors: dict[str, QCheckBox | QSpinBox | QComboBox] = {}
        self.rows: dict[str, QWidget] = {}
        values = ruleset.resolve(_applicable(ruleset, overrides))
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        for key, decl in ruleset.options.items():
            row = self._row(decl, values[key])
            self.rows[key] = row
            layout.addWidget(row)
        layout.addStretch(1)
        self._update_enabled()

    # -- building -------------------------------------------------------------------------------

    def _row(self, decl: OptionDecl, value: OptionValue) -> QWidget:
        row = QWidget(self)
        row.setObjectName(f"option_{decl.key}")
        column = QVBoxLayout(row)
        column.setContentsMargins(_INDENT * self._depth(decl.key), 0, 0, 0)
        column.setSpacing(2)
        label_text = decl.label(self.language)
        help_text = decl.help(self.language)
        editor: QCheckBox | QSpinBox | QComboBox
        if decl.type is OptionType.BOOL:
            editor = QCheckBox(label_text, row)
            editor.setChecked(bool(value))
            editor.toggled.connect(self._update_enabled)
            column.addWidget(editor)
        else:
            line = QHBoxLayout()
            label = QLabel(label_text, row)
            if decl.type is OptionType.INT:
                editor = QSpinBox(row)
                editor.setRange(
                    decl.minimum if decl.minimum is not None else -_UNBOUNDED,
                    decl.maximum if decl.maximum is not None else _UNBOUNDED,
                )
                if decl.step:
                    editor.setSingleStep(decl.step)
                editor.setValue(int(value))
            else:
                editor = QComboBox(row)
                for choice in decl.choices:
                    text = choice.label_zh if self.language.startswith("zh") else choice.label_en
                    editor.addItem(text, choice.value)
                editor.setCurrentIndex(max(0, editor.findData(value)))
            label.setBuddy(editor)
            line.addWidget(label)
            line.addWidget(editor)
            line.addStretch(1)
            column.addLayout(line)
        editor.setToolTip(help_text)
        description = QLabel(help_text, row)
        description.setWordWrap(True)
        description.setObjectName("optionHelp")
        # Greyer than the label but still readable, in light and dark palettes alike.
        palette = description.palette()
        palette.setColor(
            QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText)
        )
        description.setPalette(palette)
        column.addWidget(description)
        self.editors[decl.key] = editor
        return row

    def _depth(self, key: str) -> int:
        deps = self.ruleset.options[key].depends_on
        return 0 if not deps else 1 + max(self._depth(d) for d in deps)

    # -- state ----------------------------------------------------------------------------------

    def values(self) -> dict[str, OptionValue]:
        """Every option's value as shown, including disabled ones."""
        out: dict[str, OptionValue] = {}
        for key, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                out[key] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                out[key] = editor.value()
            else:
                out[key] = str(editor.currentData())
        return out

    def overrides(self) -> dict[str, OptionValue]:
        """What differs from the defaults, among the options that apply.

        A disabled option is left out: it does not apply while its dependency is off, and the
        ruleset rejects an option switched on without its dependency.
        """
        values = self.values()
        return {
            key: value
            for key, value in values.items()
            if self.is_active(key, values) and value != self.ruleset.options[key].default
        }

    def is_active(self, key: str, values: Mapping[str, OptionValue] | None = None) -> bool:
        current = self.values() if values is None else values
        return all(
            bool(current[dep]) and self.is_active(dep, current)
            for dep in self.ruleset.options[key].depends_on
        )

    def _update_enabled(self) -> None:
        values = self.values()
        for key, row in self.rows.items():
            row.setEnabled(self.is_active(key, values))


def _applicable(ruleset: Ruleset, overrides: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
    """Stored overrides the current ruleset still knows and accepts (a ruleset may have changed)."""
    kept: dict[str, OptionValue] = {}
    for key, value in overrides.items():
        decl = ruleset.options.get(key)
        if decl is None:
            continue
        try:
            kept[key] = decl.coerce(value)
        except ValueError:
            continue
    try:
        ruleset.resolve(kept)
    except ValueError:
        return {}
    return kept
