"""Fast checks of the packaging files; they need no PyInstaller and no build.

The bundle itself is checked by test_bundle.py, which only runs with ``-m packaging``.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

# No __init__.py here on purpose: as a package this folder would be named "packaging" and shadow
# PyPA's packaging library, which pytest itself imports.
ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
DESKTOP_FILE = PACKAGING / "linux" / f"{APP_ID}.desktop"
ISS = PACKAGING / "windows" / "mahjong-desktop.iss"
SPEC = PACKAGING / "mahjong_desktop.spec"


def load_script(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` (outside any package) under a prefixed name, so it cannot
    shadow a real module such as PyPA's ``build``."""
    qualified = f"_mahjong_packaging_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, PACKAGING / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module  # dataclasses look their module up while being made
        spec.loader.exec_module(module)
    return sys.modules[qualified]


@pytest.fixture(scope="module")
def build_script() -> ModuleType:
    return load_script("build")


@pytest.fixture(scope="module")
def qt_trim() -> ModuleType:
    return load_script("qt_trim")


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


# --- the Linux menu entry -----------------------------------------------------------------------


def test_desktop_entry_names_the_game_in_chinese_and_english() -> None:
    entry = desktop_entry()
    assert entry["Name"] == "地方麻将"
    assert entry["Name[en]"] == "Mahjong Desktop"
    assert re.search(r"[\u4e00-\u9fff]", entry["Comment"])
    assert entry["Comment[en]"].isascii() and entry["Comment[en]"]


def test_desktop_entry_is_a_board_game_that_starts_the_program_with_its_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert {"Game", "BoardGame"} <= set(filter(None, entry["Categories"].split(";")))
    assert entry["Exec"] == "mahjong-desktop"
    assert entry["Icon"] == APP_ID  # the name the icons get in share/icons/hicolor
    assert entry["Terminal"] == "false"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_entry_passes_desktop_file_validate() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


# --- one id, one version everywhere --------------------------------------------------------------


def test_the_macos_id_is_the_linux_id_spelt_the_way_apple_allows(build_script: ModuleType) -> None:
    """Linux/AppStream keep the id with "_"; the macOS bundle id (packaging/macos_bundle.py, used
    by the spec) is the same name with "-", since CFBundleIdentifier does not allow "_"."""
    assert "BUNDLE_ID = macos_bundle.BUNDLE_ID" in SPEC.read_text(encoding="utf-8")
    assert build_script.APP_ID == APP_ID
    assert APP_ID.replace("_", "-") == load_script("macos_bundle").BUNDLE_ID


def test_pyproject_pins_pyinstaller_in_the_package_extra(build_script: ModuleType) -> None:
    project = build_script.read_project()
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project.version == pyproject["project"]["version"]
    assert re.fullmatch(r"pyinstaller==\d+(\.\d+)+", project.pyinstaller_requirement)


# --- the Windows installer script ----------------------------------------------------------------


def iss_setup() -> dict[str, str]:
    text = ISS.read_text(encoding="ascii")  # ASCII on purpose (see the file's header)
    section = text.split("[Setup]", 1)[1].split("\n[", 1)[0]
    pairs = (line.split("=", 1) for line in section.splitlines() if "=" in line)
    return {key.strip(): value.strip() for key, value in pairs if not key.startswith(";")}


def test_windows_installer_is_per_user_without_admin_rights() -> None:
    setup = iss_setup()
    assert setup["PrivilegesRequired"] == "lowest"
    # {userpf} unless a build passes another folder (tools/windows/check.sh does, for wine).
    assert setup["DefaultDirName"].startswith("{#UserPrograms}")
    text = ISS.read_text(encoding="ascii")
    assert '#ifndef UserPrograms\n  #define UserPrograms "{userpf}"\n#endif' in text


def test_windows_installer_takes_its_version_from_the_command_line() -> None:
    text = ISS.read_text(encoding="ascii")
    assert "#ifndef AppVersion" in text and "#error" in text
    assert iss_setup()["AppVersion"] == "{#AppVersion}"


def test_windows_installer_has_a_start_menu_entry_and_an_uninstaller() -> None:
    text = ISS.read_text(encoding="ascii")
    assert re.search(
        r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', text, re.M
    )
    assert "{uninstallexe}" in text
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", iss_setup()["AppId"])


# --- what the Qt trimming keeps ------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/plugins/platforms/qwindows.dll",  # the Windows wheel has no Qt/ level
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "mahjong_desktop/rulesets/lincang.toml",
    ],
)
def test_qt_trim_keeps_what_the_game_draws_with(qt_trim: ModuleType, path: str) -> None:
    assert qt_trim.keep(path)


@pytest.mark.parametrize(
    "path",
    [
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/plugins/platforms/qminimal.dll",
        "PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/plugins/imageformats/qpdf.dll",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    ],
)
def test_qt_trim_drops_plugins_a_windowed_game_never_loads(qt_trim: ModuleType, path: str) -> None:
    assert not qt_trim.keep(path)


def test_qt_trim_keeps_qtbase_translations_of_the_games_languages_only(qt_trim: ModuleType) -> None:
    keep = qt_trim.qt_translations_to_keep(["zh_CN"])
    assert qt_trim.keep("PySide6/Qt/translations/qtbase_zh_CN.qm", keep)
    assert not qt_trim.keep("PySide6/Qt/translations/qtbase_de.qm", keep)
    assert not qt_trim.keep("PySide6/Qt/translations/qtdeclarative_zh_CN.qm", keep)
    assert not qt_trim.keep("PySide6\\translations\\qt_zh_CN.qm", keep)


# --- build.py's pieces ---------------------------------------------------------------------------


def test_tarball_is_named_by_version_and_architecture(build_script: ModuleType) -> None:
    assert build_script.tarball_name("0.1.0", "x86_64") == "mahjong-desktop-0.1.0-linux-x86_64"
    assert build_script.linux_arch("AMD64") == "x86_64"
    assert build_script.linux_arch("arm64") == "aarch64"
    assert build_script.linux_arch("aarch64") == "aarch64"


def changelog_of(base: Path, version: str) -> Path:
    """A CHANGELOG.md with a section for ``version``: the metainfo's releases come from it."""
    path = base / "CHANGELOG.md"
    path.write_text(f"# Changelog\n\n## {version} - 2026-12-20\n\n- A version.\n", encoding="utf-8")
    return path


def make_tree(base: Path) -> Path:
    app = base / "mahjong-desktop"
    (app / "_internal" / "lib").mkdir(parents=True)
    exe = app / "mahjong-desktop"
    exe.write_text("#!/bin/sh\necho stub\n")
    exe.chmod(0o755)
    (app / "_internal" / "lib" / "libfoo.so.1").write_bytes(b"x" * 5000)
    (app / "_internal" / "libfoo.so.1").symlink_to("lib/libfoo.so.1")
    return app


# -b (apparent size in bytes) is GNU du's; macOS has BSD du, Windows none.
@pytest.mark.skipif(
    shutil.which("du") is None or sys.platform == "darwin", reason="needs GNU du -b"
)
def test_tree_size_counts_like_du_apparent_size(build_script: ModuleType, tmp_path: Path) -> None:
    app = make_tree(tmp_path)
    du = subprocess.run(["du", "-sb", str(app)], capture_output=True, text=True, check=True)
    assert build_script.tree_size(app) == int(du.stdout.split()[0])


@pytest.mark.skipif(os.name == "nt", reason="symlinks and modes in the Linux tarball")
def test_tarball_holds_app_menu_entry_icons_and_install_note(
    build_script: ModuleType, tmp_path: Path
) -> None:
    app = make_tree(tmp_path / "dist")
    project = build_script.Project("mahjong-desktop", "9.8.7", "pyinstaller==1.0")
    archive = build_script.make_tarball(
        app, project, "x86_64", out_dir=tmp_path, changelog=changelog_of(tmp_path, "9.8.7")
    )
    assert archive.name == "mahjong-desktop-9.8.7-linux-x86_64.tar.gz"
    top = "mahjong-desktop-9.8.7-linux-x86_64"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
        note = tar.extractfile(f"{top}/INSTALL.txt").read().decode()  # type: ignore[union-attr]
    assert members[f"{top}/mahjong-desktop"].mode & stat.S_IXUSR
    assert members[f"{top}/install-desktop-entry.sh"].mode & stat.S_IXUSR
    assert members[f"{top}/_internal/libfoo.so.1"].issym()
    assert f"{top}/share/applications/{APP_ID}.desktop" in members
    assert f"{top}/share/metainfo/{APP_ID}.metainfo.xml" in members
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert f"{top}/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in members
    assert all(m.uid == 0 and m.gid == 0 and not m.uname for m in members.values())
    assert "@" not in note and "mahjong-desktop-9.8.7-linux-x86_64.tar.gz" in note
    assert "~/.local/share/applications" in note
    assert not (tmp_path / top).exists(), "the staging folder is cleaned up"


@pytest.mark.skipif(shutil.which("sh") is None or os.name == "nt", reason="POSIX shell script")
def test_install_script_adds_a_menu_entry_for_the_unpacked_folder_and_removes_it(
    build_script: ModuleType, tmp_path: Path
) -> None:
    app = make_tree(tmp_path / "dist")
    project = build_script.Project("mahjong-desktop", "1.0.0", "pyinstaller==1.0")
    archive = build_script.make_tarball(
        app, project, "x86_64", out_dir=tmp_path, changelog=changelog_of(tmp_path, "1.0.0")
    )
    games = tmp_path / "my games"  # a space in the path, as players' folders have
    games.mkdir()
    with tarfile.open(archive) as tar:
        tar.extractall(games, filter="tar")
    folder = games / "mahjong-desktop-1.0.0-linux-x86_64"
    data_home = tmp_path / "data"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(data_home)}
    subprocess.run([str(folder / "install-desktop-entry.sh")], env=env, check=True)

    installed = data_home / "applications" / f"{APP_ID}.desktop"
    text = installed.read_text(encoding="utf-8")
    assert f'Exec="{folder}/mahjong-desktop"' in text
    assert f"TryExec={folder}/mahjong-desktop" in text
    assert "Name=地方麻将" in text
    assert (data_home / "icons/hicolor/256x256/apps" / f"{APP_ID}.png").is_file()
    metainfo = data_home / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in metainfo.read_text(
        encoding="utf-8"
    )

    subprocess.run([str(folder / "install-desktop-entry.sh"), "--uninstall"], env=env, check=True)
    assert not installed.exists()
    assert not metainfo.exists()
    assert not list((data_home / "icons").rglob(f"{APP_ID}.png"))


def test_the_bundle_keeps_every_translation_the_game_loads(qt_trim: ModuleType) -> None:
    """What ui/shell/i18n.py loads for Chinese reaches the frozen build: Qt's qtbase_zh_CN.qm
    (kept by the spec's trim for each language the game has a mahjong_<lang>.qm for) and our
    own .qm files (package data the spec copies, which the trim leaves alone)."""
    spec = (ROOT / "packaging" / "mahjong_desktop.spec").read_text(encoding="utf-8")
    assert "qt_trim.qt_translations_to_keep(APP_LANGUAGES)" in spec
    assert "qt_trim.keep(e[0], QT_TRANSLATIONS)" in spec
    i18n = ROOT / "resources" / "i18n"
    languages = sorted(p.stem.removeprefix("mahjong_") for p in i18n.glob("mahjong_*.qm"))
    assert "zh_CN" in languages
    keep = qt_trim.qt_translations_to_keep(languages)
    assert qt_trim.keep("PySide6/Qt/translations/qtbase_zh_CN.qm", keep)
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]["package-data"]["mahjong_desktop.resources"]
    ours = sorted(i18n.glob("*.qm"))
    assert {p.name for p in ours} >= {"mahjong_zh_CN.qm", "qt_extra_zh_CN.qm"}
    for path in ours:
        assert any(path.relative_to(ROOT / "resources").match(p) for p in patterns), path.name
        assert qt_trim.keep(f"mahjong_desktop/resources/i18n/{path.name}", keep)
