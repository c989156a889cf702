"""A release's notes: its section of CHANGELOG.md, checked against the tag and pyproject.toml.

    python packaging/release_notes.py v0.1.0 > notes.md

The release workflow runs this before it builds anything, so a tag that does not match the
version in pyproject.toml (the one version source), or a version whose section is missing or still
says "unreleased", stops the release with a message instead of publishing wrong notes.

CHANGELOG.md sections look like ``## 0.1.0 - 2026-12-20`` (or ``## 0.1.0 - unreleased`` until the
day of the release), newest first; everything up to the next ``## `` heading is the section.
"""

from __future__ import annotations

import argparse
import datetime
import re
import sys
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
PYPROJECT = ROOT / "pyproject.toml"
UNRELEASED = "unreleased"
HEADING = re.compile(r"^## (?P<version>\S+) - (?P<date>\S+)\s*$")
MAX_CHANGELOG_BYTES = 1_000_000  # far beyond any real changelog; bounds what is read


class ReleaseNotesError(Exception):
    """The changelog, the tag and pyproject.toml disagree; the message names which and how."""


@dataclass(frozen=True, slots=True)
class Section:
    version: str
    date: datetime.date | None  # None while the section says "unreleased"
    body: str  # the Markdown below the heading, without surrounding blank lines

    @property
    def items(self) -> list[str]:
        """The bullet points of the section, each as one line (continuation lines joined)."""
        items: list[str] = []
        for line in self.body.splitlines():
            if line.startswith("- "):
                items.append(line[2:].strip())
            elif items and line.startswith("  ") and line.strip():
                items[-1] += " " + line.strip()
        return items

    @property
    def summary(self) -> str:
        """The section's text before its first bullet point, as one line."""
        lines: list[str] = []
        for line in self.body.splitlines():
            if line.startswith("- "):
                break
            lines.append(line.strip())
        return " ".join(part for part in lines if part)


def read_changelog(path: Path = CHANGELOG) -> str:
    size = path.stat().st_size
    if size > MAX_CHANGELOG_BYTES:
        raise ReleaseNotesError(
            f"{path}: {size} bytes, more than the {MAX_CHANGELOG_BYTES} allowed"
        )
    return path.read_text(encoding="utf-8")


def parse(text: str, source: str = "CHANGELOG.md") -> list[Section]:
    """Every ``## version - date`` section, in the file's order (newest first)."""
    sections: list[Section] = []
    heading: re.Match[str] | None = None
    body: list[str] = []

    def close() -> None:
        if heading is None:
            return
        version, raw_date = heading["version"], heading["date"]
        date: datetime.date | None = None
        if raw_date.lower() != UNRELEASED:
            try:
                date = datetime.date.fromisoformat(raw_date)
            except ValueError:
                raise ReleaseNotesError(
                    f"{source}: section {version!r} has date {raw_date!r}; "
                    f"allowed: YYYY-MM-DD or {UNRELEASED!r}"
                ) from None
        if any(s.version == version for s in sections):
            raise ReleaseNotesError(f"{source}: two sections for version {version!r}")
        sections.append(Section(version, date, "\n".join(body).strip("\n")))

    for line in text.splitlines():
        if line.startswith("## "):
            close()
            heading = HEADING.match(line)
            if heading is None:
                raise ReleaseNotesError(
                    f"{source}: heading {line!r} is not '## <version> - <YYYY-MM-DD or "
                    f"{UNRELEASED}>'"
                )
            body = []
        elif heading is not None:
            body.append(line)
    close()
    return sections


def pyproject_version(path: Path = PYPROJECT) -> str:
    return tomllib.loads(path.read_text(encoding="utf-8"))["project"]["version"]


def notes_for_tag(
    tag: str, changelog: Path = CHANGELOG, pyproject: Path = PYPROJECT
) -> tuple[Section, str]:
    """The section the tag releases and its notes, after checking tag, version and date agree."""
    version = pyproject_version(pyproject)
    if tag != f"v{version}":
        raise ReleaseNotesError(
            f"tag {tag!r} does not match the version in {pyproject.name} ({version!r}); "
            f"the tag must be 'v{version}'"
        )
    sections = parse(read_changelog(changelog), changelog.name)
    section = next((s for s in sections if s.version == version), None)
    if section is None:
        raise ReleaseNotesError(f"{changelog.name} has no section '## {version} - YYYY-MM-DD'")
    if section.date is None:
        raise ReleaseNotesError(
            f"{changelog.name}: section {version!r} still says {UNRELEASED!r}; "
            "give it the release date (YYYY-MM-DD) before tagging"
        )
    if not section.body.strip():
        raise ReleaseNotesError(f"{changelog.name}: section {version!r} is empty")
    return section, section.body + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tag", help="the release tag, v<version>")
    parser.add_argument("--changelog", type=Path, default=CHANGELOG)
    parser.add_argument("--pyproject", type=Path, default=PYPROJECT)
    args = parser.parse_args(argv)
    try:
        _, notes = notes_for_tag(args.tag, args.changelog, args.pyproject)
    except ReleaseNotesError as exc:
        print(f"release_notes: {exc}", file=sys.stderr)
        return 1
    # UTF-8 whatever the console's code page: the notes hold Chinese.
    sys.stdout.buffer.write(notes.encode("utf-8"))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
