"""Every document a file of the repository refers to is in the repository.

The rule pages and the design page used to live outside the repository, so a clone had 38
references it could not follow. Now the rule pages are ``docs/rules/<region>.md`` and the design
is ``docs/architecture.md``: no file may mention the old places, and every ``….md`` a file names
must be a file of the repository (a path from the repository's root or, in a document, from the
document's own folder; a bare name in the referring file's folder or at the root)."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# The old places, spelled in pieces so that this file does not mention them itself.
FORBIDDEN = ("shared" + "/", "DESIGN" + ".md")

# The rule pages another part of issue 30 writes; accepted before they land.
RULE_PAGES = {
    f"docs/rules/{name}.md"
    for name in ("common", "lincang", "linfen", "lanzhou", "shangrao", "linan", "README")
}

# Names of files that commands write, not documents: `release_notes.py vX > notes.md` and the
# release workflow's `--notes-file release-notes.md`.
WRITTEN_BY_COMMANDS = {"notes.md", "release-notes.md"}

# A path with at least one folder, or a bare name; a name containing <, {, * is a pattern
# (``docs/rules/<region>.md``), not a reference, and does not match.
PATH = re.compile(r"(?<![\w./<>{}*-])((?:\.\.?/)*(?:[\w.-]+/)*[\w.-]+\.md)\b(?![\w/-])")

# The tests that check the documents: they name the old places to forbid them, and build page
# paths from a folder and a bare name (tests/test_rule_docs.py: DOCS / "lincang.md"). Their own
# examples are broken on purpose; test_the_checks_catch_what_they_are_for covers this file's.
CHECKERS = {"tests/test_doc_references.py", "tests/test_rule_docs.py"}

BINARY = {".png", ".jpg", ".wav", ".qm", ".ico", ".icns", ".gz", ".ttf", ".otf", ".svg", ".zip"}


def repository_files() -> list[Path]:
    """The files git tracks, plus new ones not ignored (so a check run before committing sees
    them too)."""
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [ROOT / line for line in sorted(set(out.splitlines())) if (ROOT / line).is_file()]


def text_files() -> Iterator[tuple[Path, str]]:
    """Every text file but the checkers'."""
    for path in repository_files():
        if path.suffix.lower() in BINARY or path.relative_to(ROOT).as_posix() in CHECKERS:
            continue
        try:
            yield path, path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue


def resolves(ref: str, source: Path, known: set[str]) -> bool:
    """Whether ``ref``, named in ``source``, is a file of the repository (or a rule page)."""
    if Path(ref).name in WRITTEN_BY_COMMANDS:
        return True
    bases = [ROOT, source.parent]
    for base in bases:
        target = (base / ref).resolve()
        if not target.is_relative_to(ROOT):
            continue
        rel = target.relative_to(ROOT).as_posix()
        if rel in known or rel in RULE_PAGES:
            return True
    return False


def broken_references(files: list[tuple[Path, str]], known: set[str]) -> list[str]:
    out = []
    for path, text in files:
        for number, line in enumerate(text.splitlines(), 1):
            for match in PATH.finditer(line):
                if not resolves(match.group(1), path, known):
                    out.append(f"{path.relative_to(ROOT)}:{number}: {match.group(1)}")
    return out


def mentions_of_old_places(files: list[tuple[Path, str]]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}:{number}: {word}"
        for path, text in files
        for number, line in enumerate(text.splitlines(), 1)
        for word in FORBIDDEN
        if word in line
    ]


@pytest.fixture(scope="module")
def files() -> list[tuple[Path, str]]:
    return list(text_files())


@pytest.fixture(scope="module")
def known() -> set[str]:
    return {path.relative_to(ROOT).as_posix() for path in repository_files()}


def test_no_file_mentions_the_pages_outside_the_repository(
    files: list[tuple[Path, str]],
) -> None:
    assert mentions_of_old_places(files) == []


def test_every_md_reference_is_a_file_of_the_repository(
    files: list[tuple[Path, str]], known: set[str]
) -> None:
    assert broken_references(files, known) == []


def test_the_checks_catch_what_they_are_for(known: set[str]) -> None:
    """The checks themselves: an old-style reference, a bare rule page name in code, a missing
    document and a mention of the old places are each found; good references pass."""
    code = ROOT / "mahjong_desktop/engine/game.py"
    doc = ROOT / "docs/architecture.md"
    found = broken_references(
        [
            (code, '"""Scoring (linan.md "台"), as docs/rules/linan.md says."""'),
            (code, "# see docs/nowhere.md and README.md"),
            (doc, "[rules](rules/README.md), [the loop](../CONTRIBUTING.md), [x](missing.md)"),
        ],
        known | {"CONTRIBUTING.md", "docs/architecture.md"},
    )
    assert found == [
        "mahjong_desktop/engine/game.py:1: linan.md",
        "mahjong_desktop/engine/game.py:1: docs/nowhere.md",
        "docs/architecture.md:1: missing.md",
    ]
    old = "../" + FORBIDDEN[0] + "rules/lanzhou.md and " + FORBIDDEN[1]
    assert len(mentions_of_old_places([(code, old)])) == 2


# A Markdown image: ![alt](path). The README's pictures are made by tools/readme_images.sh.
IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")
IMAGE_BYTES = 300_000  # a picture a README page loads at once: kept small
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def image_problems(markdown: Path, text: str) -> list[str]:
    """Each image ``markdown`` shows that is missing, empty, not a PNG, or too large; and one
    without words for a reader who cannot see it."""
    problems = []
    for alt, ref in IMAGE.findall(text):
        target = (markdown.parent / ref).resolve()
        if not alt.strip():
            problems.append(f"{ref}: no alt text")
        if not target.is_file():
            problems.append(f"{ref}: missing")
            continue
        data = target.read_bytes()
        if not data.startswith(PNG_MAGIC):
            problems.append(f"{ref}: not a PNG")
        if len(data) > IMAGE_BYTES:
            problems.append(f"{ref}: {len(data):,} bytes, more than {IMAGE_BYTES:,}")
    return problems


def test_readme_opens_with_a_picture_of_the_table_and_shows_title_and_result() -> None:
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    images = [ref for _alt, ref in IMAGE.findall(text)]
    assert {"docs/images/table.png", "docs/images/title.png", "docs/images/result.png"} <= set(
        images
    )
    first = next(line for line in text.splitlines()[1:] if line.strip())
    assert first.startswith("![") and "docs/images/table.png" in first
    assert image_problems(readme, text) == []


def test_every_image_a_document_shows_is_in_the_repository(
    files: list[tuple[Path, str]],
) -> None:
    problems = [
        f"{path.relative_to(ROOT)}: {problem}"
        for path, text in files
        if path.suffix == ".md"
        for problem in image_problems(path, text)
    ]
    assert problems == []


def test_the_image_check_finds_missing_and_oversized_pictures(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    (tmp_path / "big.png").write_bytes(PNG_MAGIC + bytes(IMAGE_BYTES))
    (tmp_path / "fake.png").write_bytes(b"GIF89a")
    (tmp_path / "ok.png").write_bytes(PNG_MAGIC + bytes(10))
    text = "![a](missing.png) ![b](big.png) ![c](fake.png) ![](ok.png) ![fine](ok.png)"
    assert image_problems(page, text) == [
        "missing.png: missing",
        f"big.png: {IMAGE_BYTES + len(PNG_MAGIC):,} bytes, more than {IMAGE_BYTES:,}",
        "fake.png: not a PNG",
        "ok.png: no alt text",
    ]
