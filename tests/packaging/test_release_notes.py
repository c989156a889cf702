"""packaging/release_notes.py: the release's notes are its CHANGELOG.md section, and a tag that
disagrees with pyproject.toml or an undated section stops the release."""

from __future__ import annotations

import datetime
import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "release_notes.py"

CHANGELOG = """# Changelog

Intro text that belongs to no version.

## 0.3.0 - unreleased

- Work in progress.

## 0.2.0 - 2027-01-15

Second release.

- A new region: 某地, with its `score` table.
- Faster computer players; a long line
  that goes on here.

## 0.1.0 - 2026-12-20

- The first version.
"""


@pytest.fixture(scope="module")
def notes() -> ModuleType:
    name = "_mahjong_packaging_release_notes"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def project(tmp_path: Path, version: str, changelog: str = CHANGELOG) -> tuple[Path, Path]:
    (tmp_path / "CHANGELOG.md").write_text(changelog, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(
        f'[project]\nname = "mahjong-desktop"\nversion = "{version}"\n', encoding="utf-8"
    )
    return tmp_path / "CHANGELOG.md", tmp_path / "pyproject.toml"


def test_sections_are_read_newest_first_with_their_dates(notes: ModuleType) -> None:
    sections = notes.parse(CHANGELOG)
    assert [(s.version, s.date) for s in sections] == [
        ("0.3.0", None),
        ("0.2.0", datetime.date(2027, 1, 15)),
        ("0.1.0", datetime.date(2026, 12, 20)),
    ]


def test_a_sections_items_join_their_continuation_lines(notes: ModuleType) -> None:
    second = notes.parse(CHANGELOG)[1]
    assert second.summary == "Second release."
    assert second.items == [
        "A new region: 某地, with its `score` table.",
        "Faster computer players; a long line that goes on here.",
    ]


def test_the_notes_of_a_tag_are_exactly_its_section(notes: ModuleType, tmp_path: Path) -> None:
    changelog, pyproject = project(tmp_path, "0.2.0")
    section, text = notes.notes_for_tag("v0.2.0", changelog, pyproject)
    assert section.version == "0.2.0"
    assert text == (
        "Second release.\n\n"
        "- A new region: 某地, with its `score` table.\n"
        "- Faster computer players; a long line\n"
        "  that goes on here.\n"
    )


def test_a_tag_that_is_not_the_pyproject_version_is_refused(
    notes: ModuleType, tmp_path: Path
) -> None:
    changelog, pyproject = project(tmp_path, "0.2.0")
    with pytest.raises(notes.ReleaseNotesError, match=r"tag 'v0\.1\.0'.*'0\.2\.0'.*'v0\.2\.0'"):
        notes.notes_for_tag("v0.1.0", changelog, pyproject)
    with pytest.raises(notes.ReleaseNotesError, match=r"must be 'v0\.2\.0'"):
        notes.notes_for_tag("0.2.0", changelog, pyproject)


def test_an_unreleased_section_cannot_be_released(notes: ModuleType, tmp_path: Path) -> None:
    changelog, pyproject = project(tmp_path, "0.3.0")
    with pytest.raises(notes.ReleaseNotesError, match=r"'0\.3\.0' still says 'unreleased'"):
        notes.notes_for_tag("v0.3.0", changelog, pyproject)


def test_a_version_without_a_section_cannot_be_released(notes: ModuleType, tmp_path: Path) -> None:
    changelog, pyproject = project(tmp_path, "0.4.0")
    with pytest.raises(notes.ReleaseNotesError, match=r"no section '## 0\.4\.0 - YYYY-MM-DD'"):
        notes.notes_for_tag("v0.4.0", changelog, pyproject)


def test_a_bad_date_names_the_section_and_the_value(notes: ModuleType) -> None:
    with pytest.raises(notes.ReleaseNotesError, match=r"'0\.2\.0' has date '2027-13-01'"):
        notes.parse("## 0.2.0 - 2027-13-01\n\n- x\n")


def test_a_heading_in_another_shape_is_refused(notes: ModuleType) -> None:
    with pytest.raises(notes.ReleaseNotesError, match=r"heading '## Version 0\.2\.0'"):
        notes.parse("## Version 0.2.0\n")


def test_two_sections_for_one_version_are_refused(notes: ModuleType) -> None:
    with pytest.raises(notes.ReleaseNotesError, match=r"two sections for version '0\.1\.0'"):
        notes.parse("## 0.1.0 - 2026-12-20\n- a\n## 0.1.0 - 2026-12-21\n- b\n")


def test_the_command_prints_the_notes_or_fails_with_the_reason(tmp_path: Path) -> None:
    changelog, pyproject = project(tmp_path, "0.2.0")
    args = ["--changelog", str(changelog), "--pyproject", str(pyproject)]
    good = subprocess.run(
        [sys.executable, str(SCRIPT), "v0.2.0", *args], capture_output=True, encoding="utf-8"
    )
    assert good.returncode == 0, good.stderr
    assert good.stdout.startswith("Second release.\n")
    bad = subprocess.run(
        [sys.executable, str(SCRIPT), "v9.9.9", *args], capture_output=True, encoding="utf-8"
    )
    assert bad.returncode == 1 and bad.stdout == ""
    assert "release_notes: tag 'v9.9.9'" in bad.stderr


def test_the_projects_changelog_has_a_section_for_the_pyproject_version(
    notes: ModuleType,
) -> None:
    """So a release is one date away: set it, commit, tag."""
    sections = notes.parse((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    version = notes.pyproject_version(ROOT / "pyproject.toml")
    assert sections and sections[0].version == version
    assert sections[0].items
