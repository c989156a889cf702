"""The AppStream metainfo made by packaging/metainfo.py: valid for appstreamcli, in Chinese and
English, with the releases of CHANGELOG.md and the id of the Linux menu entry."""

from __future__ import annotations

import datetime
import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
REPOSITORY = "https://github.com/someone/mahjong-desktop"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
TODAY = datetime.date(2026, 12, 1)


def packaging_script(name: str) -> ModuleType:
    qualified = f"_mahjong_packaging_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, ROOT / "packaging" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]


@pytest.fixture(scope="module")
def metainfo() -> ModuleType:
    return packaging_script("metainfo")


def rendered(metainfo: ModuleType, repository: str | None, changelog: str | None = None) -> str:
    version = packaging_script("release_notes").pyproject_version()
    text: str = metainfo.render(
        metainfo.TEMPLATE.read_text(encoding="utf-8"),
        version,
        changelog or (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"),
        repository,
        today=TODAY,
    )
    return text


def component(text: str) -> ET.Element:
    return ET.fromstring(text.encode("utf-8"))


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli is not installed (apt package 'appstream'; .ci/run installs it)",
)
@pytest.mark.parametrize("repository", [REPOSITORY, None], ids=["with-addresses", "without"])
def test_appstreamcli_validates_the_metainfo(
    metainfo: ModuleType, repository: str | None, tmp_path: Path
) -> None:
    path = tmp_path / metainfo.FILE_NAME
    path.write_text(rendered(metainfo, repository), encoding="utf-8")
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", "--explain", str(path)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # Pedantic notes are allowed (the id's capitals are the reverse-DNS convention); warnings
    # and errors are not.
    assert not [line for line in done.stdout.splitlines() if line.startswith(("W:", "E:"))], (
        done.stdout
    )


def test_the_id_names_the_menu_entry_that_launches_it(metainfo: ModuleType) -> None:
    root = component(rendered(metainfo, None))
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == f"{APP_ID}.desktop"
    assert (ROOT / "packaging" / "linux" / f"{APP_ID}.desktop").is_file()
    assert f"{APP_ID}.metainfo.xml" == metainfo.FILE_NAME


@pytest.mark.parametrize("tag", ["name", "summary"])
def test_name_and_summary_are_in_english_and_chinese(metainfo: ModuleType, tag: str) -> None:
    root = component(rendered(metainfo, None))
    by_language = {e.get(XML_LANG): e.text for e in root.findall(tag)}
    assert set(by_language) == {None, "zh_CN"}
    english = by_language[None]
    assert english and english.isascii()
    assert any("\u4e00" <= ch <= "\u9fff" for ch in by_language["zh_CN"] or "")


def test_the_description_has_english_and_chinese_paragraphs(metainfo: ModuleType) -> None:
    description = component(rendered(metainfo, None)).find("description")
    assert description is not None
    languages = {p.get(XML_LANG) for p in description.findall("p")}
    assert languages == {None, "zh_CN"}


def test_the_content_rating_is_oars(metainfo: ModuleType) -> None:
    rating = component(rendered(metainfo, None)).find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"money-gambling": "mild"}


def test_releases_are_the_changelogs_sections_newest_first(metainfo: ModuleType) -> None:
    changelog = (
        "## 0.3.0 - unreleased\n\n- Next.\n\n"
        "## 0.2.0 - 2027-01-15\n\nSecond.\n\n- A & B, with `code`.\n\n"
        "## 0.1.0 - 2026-12-20\n\n- First.\n"
    )
    text = metainfo.render(
        metainfo.TEMPLATE.read_text(encoding="utf-8"), "0.3.0", changelog, None, today=TODAY
    )
    releases = component(text).findall("releases/release")
    assert [(r.get("version"), r.get("date"), r.get("type")) for r in releases] == [
        ("0.3.0", "2026-12-01", "development"),  # an unreleased version: the build's day
        ("0.2.0", "2027-01-15", "stable"),
        ("0.1.0", "2026-12-20", "stable"),
    ]
    assert releases[1].findtext("description/p") == "Second."
    assert [li.text for li in releases[1].findall("description/ul/li")] == ["A & B, with code."]


def test_a_version_missing_from_the_changelog_is_refused(metainfo: ModuleType) -> None:
    with pytest.raises(Exception, match=r"no section for version '9\.9\.9'"):
        metainfo.render("", "9.9.9", "## 0.1.0 - 2026-12-20\n- x\n", None)


def test_addresses_and_screenshot_come_only_from_a_known_repository(metainfo: ModuleType) -> None:
    without = component(rendered(metainfo, None))
    assert without.find("url") is None and without.find("screenshots") is None
    root = component(rendered(metainfo, REPOSITORY))
    urls = {u.get("type"): u.text for u in root.findall("url")}
    assert urls == {
        "homepage": REPOSITORY,
        "bugtracker": f"{REPOSITORY}/issues",
        "vcs-browser": REPOSITORY,
    }
    version = packaging_script("release_notes").pyproject_version()
    image = root.find("screenshots/screenshot/image")
    assert image is not None
    # The demo picture the release workflow attaches to the release.
    assert image.text == (
        f"{REPOSITORY}/releases/download/v{version}/mahjong-desktop-{version}-screenshot.png"
    )


@pytest.mark.parametrize(
    ("remote", "expected"),
    [
        ("https://github.com/owner/repo.git", "https://github.com/owner/repo"),
        ("https://github.com/owner/repo", "https://github.com/owner/repo"),
        ("git@github.com:owner/repo.git", "https://github.com/owner/repo"),
        ("/srv/git/mahjong.git", None),
        ("", None),
    ],
)
def test_the_repository_address_is_read_from_a_github_remote(
    metainfo: ModuleType, remote: str, expected: str | None
) -> None:
    match = metainfo.GITHUB.match(remote)
    assert (f"https://github.com/{match['path']}" if match else None) == expected


def test_the_repository_address_comes_first_from_the_option_then_github_actions(
    metainfo: ModuleType,
) -> None:
    actions = {"GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "owner/repo"}
    assert metainfo.repository_url("https://example.org/x/", actions) == "https://example.org/x"
    assert metainfo.repository_url(None, actions) == "https://github.com/owner/repo"
