"""The AppStream metainfo file, made from its template, CHANGELOG.md and the repository's address.

    python packaging/metainfo.py OUT.xml [--repository-url https://github.com/OWNER/REPO]

build.py calls :func:`write` for the Linux release folder. What it fills in:

- ``<releases>``: one ``<release>`` per dated CHANGELOG section (newest first), its bullet points
  as the description. A version still marked "unreleased" is listed as a development snapshot
  dated the day of the build, so a build between releases says what it is.
- ``<url>`` and ``<screenshots>``: only when the repository's web address is known, from
  ``--repository-url``, from GitHub Actions (``GITHUB_SERVER_URL``/``GITHUB_REPOSITORY``), or from
  the clone's ``origin`` remote when that is a GitHub address. The screenshot is the demo picture
  the release workflow attaches to the release (``mahjong-desktop-<version>-screenshot.png``).
  Without an address both are left out rather than guessed.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Protocol
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
TEMPLATE = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml.in"
FILE_NAME = f"{APP_ID}.metainfo.xml"
GITHUB = re.compile(
    r"^(?:https://github\.com/|git@github\.com:)(?P<path>[\w.-]+/[\w.-]+?)(?:\.git)?/?$"
)


def _release_notes() -> ModuleType:
    # packaging/ is not a package, and putting it on sys.path would let its build.py shadow PyPA's
    # build module; load the sibling script by path instead.
    name = "_mahjong_packaging_release_notes"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("release_notes.py")
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def screenshot_name(version: str) -> str:
    return f"mahjong-desktop-{version}-screenshot.png"


def repository_url(explicit: str | None = None, env: dict[str, str] | None = None) -> str | None:
    """The repository's web address, or None when nothing says it (see the module docstring)."""
    if explicit:
        return explicit.rstrip("/")
    env = dict(os.environ) if env is None else env
    if env.get("GITHUB_SERVER_URL") and env.get("GITHUB_REPOSITORY"):
        return f"{env['GITHUB_SERVER_URL'].rstrip('/')}/{env['GITHUB_REPOSITORY']}"
    try:
        remote = subprocess.run(
            ["git", "-C", str(ROOT), "remote", "get-url", "origin"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
    except OSError:  # no git on this machine
        return None
    match = GITHUB.match(remote)
    return f"https://github.com/{match['path']}" if match else None


class ChangelogSection(Protocol):
    """What release_notes.Section offers (that module is loaded by path, so named here)."""

    version: str
    date: datetime.date | None
    summary: str
    items: list[str]


def releases_xml(sections: Sequence[ChangelogSection], today: datetime.date) -> str:
    lines: list[str] = []
    for section in sections:
        date = section.date or today
        kind = "stable" if section.date else "development"
        lines.append(
            f"    <release version={quoteattr(section.version)} "
            f'date="{date.isoformat()}" type="{kind}">'
        )
        lines.append("      <description>")
        if section.summary:
            lines.append(f"        <p>{escape(section.summary)}</p>")
        items = section.items
        if items:
            lines.append("        <ul>")
            lines += [f"          <li>{escape(plain(item))}</li>" for item in items]
            lines.append("        </ul>")
        lines.append("      </description>")
        lines.append("    </release>")
    return "\n".join(lines)


def plain(markdown: str) -> str:
    """Markdown's inline code marks dropped: AppStream descriptions are plain text."""
    return markdown.replace("`", "")


def render(
    template: str,
    version: str,
    changelog: str,
    repository: str | None,
    today: datetime.date | None = None,
) -> str:
    notes = _release_notes()
    sections = notes.parse(changelog)
    if not any(s.version == version for s in sections):
        raise notes.ReleaseNotesError(f"CHANGELOG.md has no section for version {version!r}")
    urls = screenshots = ""
    if repository:
        urls = (
            f'  <url type="homepage">{escape(repository)}</url>\n'
            f'  <url type="bugtracker">{escape(repository)}/issues</url>\n'
            f'  <url type="vcs-browser">{escape(repository)}</url>\n'
        )
        image = f"{repository}/releases/download/v{version}/{screenshot_name(version)}"
        screenshots = (
            "  <screenshots>\n"
            '    <screenshot type="default">\n'
            "      <caption>The table during a hand</caption>\n"
            f'      <image type="source">{escape(image)}</image>\n'
            "    </screenshot>\n"
            "  </screenshots>\n"
        )
    return (
        template.replace("@URLS@", urls)
        .replace("@SCREENSHOTS@", screenshots)
        .replace("@RELEASES@", releases_xml(sections, today or datetime.date.today()))
    )


def write(
    out: Path, version: str, repository: str | None, changelog: Path = ROOT / "CHANGELOG.md"
) -> Path:
    text = render(
        TEMPLATE.read_text(encoding="utf-8"),
        version,
        _release_notes().read_changelog(changelog),
        repository,
    )
    out.write_text(text, encoding="utf-8")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--repository-url", default=None)
    args = parser.parse_args(argv)
    version = _release_notes().pyproject_version()
    repository = repository_url(args.repository_url)
    write(args.out, version, repository)
    print(f"{args.out}: version {version}, repository {repository or '(unknown: no addresses)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
