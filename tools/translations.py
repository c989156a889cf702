"""Keep the translation files in step with the code, in one command.

    python tools/translations.py                  # lupdate, plural forms, lrelease
    python tools/translations.py --import A.ts …  # also take translations from other .ts files

What it does, and why each step is here:

1. ``pyside6-lupdate`` over every ``mahjong_desktop/ui/**/*.py`` into ``mahjong_zh_CN.ts``
   (existing translations are kept; strings no longer in the code are marked vanished).
2. Strings with ``%n`` are made plural ("numerus") messages. lupdate marks them only for
   ``self.tr(text, "", n)``, not for ``QCoreApplication.translate(context, text, "", n)``, and
   without the mark Qt never picks a plural form.
3. ``mahjong_en.ts`` holds only the English plural forms ("1 step", "2 steps"): English is the
   source language, but "%n step(s)" is not English until a translation gives its forms. Forms
   come from the source by its "(s)" convention: "tile(s)" → "tile" / "tiles".
4. ``--import``: translations from other .ts files fill messages still unfinished here — the way
   to merge two branches that each translated new strings (take either side's file, run this
   with the other side's file).
5. ``pyside6-lrelease`` compiles both .ts files to the .qm files the app loads, and the
   hand-written ``qt_extra_<lang>.ts``: Qt's own strings (its file dialog) that Qt's translation
   leaves in English, loaded by ``ui/shell/i18n.py`` after Qt's.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
ZH = I18N / "mahjong_zh_CN.ts"
EN = I18N / "mahjong_en.ts"
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found (it comes with PySide6: pip install -e '.[test]')")
    return found


def sources() -> list[str]:
    return sorted(str(p) for p in (ROOT / "mahjong_desktop" / "ui").rglob("*.py"))


def translated(message: ET.Element) -> str | list[str] | None:
    node = message.find("translation")
    if node is None or node.get("type") in ("unfinished", "vanished", "obsolete"):
        return None
    forms = [f.text or "" for f in node.findall("numerusform")]
    if forms:
        return forms if all(forms) else None
    return node.text or None


def table(path: Path) -> dict[tuple[str, str], str | list[str]]:
    out: dict[tuple[str, str], str | list[str]] = {}
    for context in ET.parse(path).getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            found = translated(message)
            if found is not None:
                out[(name, message.findtext("source") or "")] = found
    return out


def set_translation(message: ET.Element, value: str | list[str], plural: bool) -> None:
    node = message.find("translation")
    if node is None:
        node = ET.SubElement(message, "translation")
    for child in list(node):
        node.remove(child)
    node.attrib.pop("type", None)
    if plural:
        forms = value if isinstance(value, list) else [value]
        node.text = None
        for form in forms:
            ET.SubElement(node, "numerusform").text = form
    else:
        node.text = value if isinstance(value, str) else value[0]


def english_forms(source: str) -> list[str]:
    one = re.sub(r"\((e?s)\)", "", source)
    many = re.sub(r"\((e?s)\)", r"\1", source)
    return [one, many]


def update(imports: list[Path]) -> None:
    # lupdate knows no plural for translate() calls: it turns our plural messages back into
    # plain unfinished ones. What the file held before is the first source to restore them.
    extra: dict[tuple[str, str], str | list[str]] = table(ZH) if ZH.exists() else {}
    subprocess.run(
        [tool("pyside6-lupdate"), *sources(), "-ts", str(ZH)], check=True, capture_output=True
    )
    for path in imports:
        extra.update(table(path))
    tree = ET.parse(ZH)
    en_root = ET.Element("TS", version="2.1", language="en", sourcelanguage="en")
    unfinished = []
    for context in tree.getroot():
        name = context.findtext("name") or ""
        en_context: ET.Element | None = None
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            node = message.find("translation")
            if node is not None and node.get("type") in ("vanished", "obsolete"):
                context.remove(message)  # gone from the code: the file keeps only live strings
                continue
            plural = "%n" in source
            if plural:
                message.set("numerus", "yes")
            have = translated(message)
            if have is None and (name, source) in extra:
                have = extra[(name, source)]
            if have is not None:
                set_translation(message, have, plural)
            else:
                unfinished.append((name, source))
            if plural:
                if en_context is None:
                    en_context = ET.SubElement(en_root, "context")
                    ET.SubElement(en_context, "name").text = name
                en_message = ET.SubElement(en_context, "message", numerus="yes")
                ET.SubElement(en_message, "source").text = source
                set_translation(en_message, english_forms(source), True)
    for context in list(tree.getroot()):
        if not context.findall("message"):
            tree.getroot().remove(context)
    write(tree.getroot(), ZH)
    write(en_root, EN)
    for path in (ZH, EN, *sorted(I18N.glob("qt_extra_*.ts"))):
        subprocess.run(
            [tool("pyside6-lrelease"), str(path), "-qm", str(path.with_suffix(".qm"))],
            check=True,
            capture_output=True,
        )
    for name, source in unfinished:
        print(f"untranslated: [{name}] {source}")


def write(root: ET.Element, path: Path) -> None:
    ET.indent(root, space="    ")
    path.write_text(HEADER + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--import", dest="imports", type=Path, nargs="*", default=[])
    update(parser.parse_args().imports)


if __name__ == "__main__":
    main()
