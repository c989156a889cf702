"""packaging/smoke_check.py's pieces, on stand-in programs (the real frozen app is checked by
test_bundle.py and by the release workflow): each check passes on a good answer and fails, saying
why, on a bad one."""

from __future__ import annotations

import importlib.util
import os
import shlex
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name == "nt", reason="stand-in programs are shell scripts")


@pytest.fixture(scope="module")
def smoke() -> ModuleType:
    name = "_mahjong_packaging_smoke_check"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / "smoke_check.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def program(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def the_installed_game(path: Path) -> Path:
    """A stand-in 'frozen app' that is the installed game itself: every check must pass on it."""
    return program(path, f'exec {shlex.quote(sys.executable)} -m mahjong_desktop "$@"')


def table_like(path: Path) -> Path:
    """A picture with many colours, none covering most of it (deterministic, no random state)."""
    image = Image.new("RGB", (400, 300))
    image.putdata(
        [((x * 7) % 256, (y * 5) % 256, (x + y) % 256) for y in range(300) for x in range(400)]
    )
    image.save(path)
    return path


@pytest.fixture
def env(smoke: ModuleType, tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir()
    env: dict[str, str] = smoke.player_env(home)
    return env


# --- the picture ----------------------------------------------------------------------------------


def test_a_drawn_table_passes(smoke: ModuleType, tmp_path: Path) -> None:
    assert smoke.judge_picture(table_like(tmp_path / "table.png")) is None


def test_a_blank_window_fails(smoke: ModuleType, tmp_path: Path) -> None:
    Image.new("RGB", (1280, 860), (20, 90, 40)).save(tmp_path / "blank.png")
    assert smoke.judge_picture(tmp_path / "blank.png") == (
        "only 1 colours (a drawn table has at least 64)"
    )


def test_a_window_almost_all_one_colour_fails(smoke: ModuleType, tmp_path: Path) -> None:
    image = Image.new("RGB", (400, 300), (0, 0, 0))
    for i in range(100):  # 100 distinct colours in a corner: 0.08 % of the picture
        image.putpixel((i, 0), (i, 255 - i, 7))
    image.save(tmp_path / "mostly.png")
    assert smoke.judge_picture(tmp_path / "mostly.png") == "one colour covers 100% of the picture"


def test_a_tiny_picture_fails(smoke: ModuleType, tmp_path: Path) -> None:
    Image.new("RGB", (100, 80)).save(tmp_path / "tiny.png")
    assert smoke.judge_picture(tmp_path / "tiny.png") == "100×80 is smaller than 320×240"


def test_a_missing_picture_fails(smoke: ModuleType, tmp_path: Path) -> None:
    assert smoke.judge_picture(tmp_path / "none.png") == f"{tmp_path / 'none.png'} was not written"


# --- finding the programs ------------------------------------------------------------------------


def test_linux_folder_has_one_program_for_both(smoke: ModuleType, tmp_path: Path) -> None:
    exe = program(tmp_path / "mahjong-desktop" / "mahjong-desktop", "true")
    assert smoke.locate(exe.parent, system="linux") == smoke.FrozenApp(exe, exe)


def test_windows_folder_asks_the_console_twin_for_text(smoke: ModuleType, tmp_path: Path) -> None:
    folder = tmp_path / "Mahjong Desktop"
    folder.mkdir()
    (folder / "mahjong-desktop.exe").write_bytes(b"MZ")
    (folder / "mahjong-desktop-cli.exe").write_bytes(b"MZ")
    app = smoke.locate(folder, system="win32")
    assert app.cli.name == "mahjong-desktop-cli.exe"
    assert app.gui.name == "mahjong-desktop.exe"


def test_a_mac_app_runs_the_program_inside_it(smoke: ModuleType, tmp_path: Path) -> None:
    exe = program(tmp_path / "Mahjong Desktop.app" / "Contents" / "MacOS" / "mahjong-desktop", "")
    assert smoke.locate(tmp_path / "Mahjong Desktop.app", system="darwin").gui == exe


def test_a_missing_program_is_named(smoke: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeError, match=r"no program at .*mahjong-desktop-cli\.exe"):
        smoke.locate(tmp_path, system="win32")


def test_a_release_tarball_is_unpacked_to_its_one_folder(smoke: ModuleType, tmp_path: Path) -> None:
    top = tmp_path / "src" / "mahjong-desktop-1.0.0-linux-x86_64"
    program(top / "mahjong-desktop", "true")
    archive = tmp_path / "release.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(top, arcname=top.name)
    unpacked = smoke.unpack(archive, tmp_path / "out")
    assert unpacked.name == top.name and (unpacked / "mahjong-desktop").is_file()


def test_an_archive_of_another_kind_is_refused(smoke: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeError, match=r"not a \.tar\.gz or \.zip"):
        smoke.unpack(tmp_path / "setup.exe", tmp_path / "out")


# --- the checks, on stand-in programs ------------------------------------------------------------


@posix_only
def test_version_check_passes_on_the_pyproject_version(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = the_installed_game(tmp_path / "app" / "mahjong-desktop")
    version = smoke.pyproject_version()
    app = smoke.FrozenApp(exe, exe)
    assert smoke.check_version(app, env, version) == f"mahjong-desktop {version}"


@posix_only
def test_version_check_fails_on_another_version(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = program(tmp_path / "mahjong-desktop", "echo mahjong-desktop 0.0.1")
    with pytest.raises(smoke.SmokeError, match=r"printed 'mahjong-desktop 0\.0\.1'; pyproject"):
        smoke.check_version(smoke.FrozenApp(exe, exe), env, "1.2.3")


@posix_only
def test_simulate_check_passes_when_the_output_is_the_installed_games(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = the_installed_game(tmp_path / "mahjong-desktop")
    assert smoke.check_simulate(smoke.FrozenApp(exe, exe), env, ["lincang"]) == ["lincang"]


@posix_only
def test_simulate_check_fails_on_different_games(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = program(tmp_path / "mahjong-desktop", 'echo "{}"')
    with pytest.raises(smoke.SmokeError, match="simulate --region lincang: the frozen app printed"):
        smoke.check_simulate(smoke.FrozenApp(exe, exe), env, ["lincang"])


@posix_only
def test_shipped_data_check_passes_when_the_drills_are_the_installed_games(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = the_installed_game(tmp_path / "mahjong-desktop")
    assert smoke.check_drill_data(smoke.FrozenApp(exe, exe), env) == "lanzhou mode drills"


@posix_only
def test_shipped_data_check_fails_when_the_frozen_app_cannot_read_the_table(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = program(tmp_path / "mahjong-desktop", 'echo "no lanzhou_mode_worth.json" >&2; exit 1')
    with pytest.raises(smoke.SmokeError, match=r"exited 1: no lanzhou_mode_worth\.json"):
        smoke.check_drill_data(smoke.FrozenApp(exe, exe), env)


@posix_only
def test_a_failing_program_reports_its_exit_code_and_error(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = program(tmp_path / "mahjong-desktop", 'echo "Qt platform plugin missing" >&2; exit 3')
    with pytest.raises(smoke.SmokeError, match="exited 3: Qt platform plugin missing"):
        smoke.check_version(smoke.FrozenApp(exe, exe), env, "1.2.3")


@posix_only
def test_screenshot_check_fails_on_a_blank_window(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    blank = tmp_path / "blank.png"
    Image.new("RGB", (1280, 860), (20, 90, 40)).save(blank)
    # The stand-in "demo" copies a blank picture to the path after --screenshot.
    exe = program(tmp_path / "mahjong-desktop", f'cp {shlex.quote(str(blank))} "$7"')
    with pytest.raises(smoke.SmokeError, match="--demo --screenshot: only 1 colours"):
        smoke.check_screenshot(smoke.FrozenApp(exe, exe), env, tmp_path / "shot.png")


@posix_only
def test_screenshot_check_passes_on_a_drawn_table(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    table = table_like(tmp_path / "table.png")
    exe = program(tmp_path / "mahjong-desktop", f'cp {shlex.quote(str(table))} "$7"')
    assert smoke.check_screenshot(smoke.FrozenApp(exe, exe), env, tmp_path / "s.png") == "400×300"


@posix_only
def test_the_command_lists_each_failure_and_exits_1(
    smoke: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    exe = program(tmp_path / "app" / "mahjong-desktop", "echo mahjong-desktop 0.0.1")
    assert smoke.main([str(exe.parent)]) == 1
    out = capsys.readouterr().out
    assert "FAIL  --version: --version printed 'mahjong-desktop 0.0.1'" in out
    assert "FAIL  simulate:" in out and "FAIL  --demo --screenshot:" in out
    assert "FAIL  first start:" in out and "FAIL  start in Chinese:" in out
    assert "FAIL  shipped data:" in out
    assert out.rstrip().endswith("6 check(s) failed")


# --- a player's first start ---------------------------------------------------------------------


@posix_only
def test_first_start_check_passes_when_the_game_keeps_its_games(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    exe = the_installed_game(tmp_path / "mahjong-desktop")
    home = Path(env["HOME"])
    got = smoke.check_first_start(smoke.FrozenApp(exe, exe), env, home, tmp_path / "first.png")
    assert got == "window shown, sessions.sqlite3 and records.sqlite3 created"
    assert Image.open(tmp_path / "first.png").size[0] >= 640


@posix_only
def test_first_start_check_fails_when_no_kept_games_were_created(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    table = table_like(tmp_path / "table.png")
    # A stand-in that shows its window (writes the picture after --screenshot) but keeps nothing,
    # as a frozen app without sqlite3 would.
    exe = program(tmp_path / "mahjong-desktop", f'cp {shlex.quote(str(table))} "$2"')
    with pytest.raises(smoke.SmokeError, match=r"first start: no sessions\.sqlite3 under"):
        smoke.check_first_start(
            smoke.FrozenApp(exe, exe), env, Path(env["HOME"]), tmp_path / "first.png"
        )


@posix_only
def test_first_start_check_fails_on_a_file_that_is_not_a_database(
    smoke: ModuleType, tmp_path: Path, env: dict[str, str]
) -> None:
    home = Path(env["HOME"])
    for name in ("sessions.sqlite3", "records.sqlite3"):
        (home / name).write_bytes(b"not a database at all, just bytes" * 40)
    with pytest.raises(smoke.SmokeError, match="is not a readable SQLite database"):
        exe = program(tmp_path / "mahjong-desktop", 'touch "$2"')
        smoke.check_first_start(smoke.FrozenApp(exe, exe), env, home, tmp_path / "first.png")


# --- a start in Chinese ---------------------------------------------------------------------------


@posix_only
def test_chinese_start_check_passes_when_qt_speaks_chinese(
    smoke: ModuleType, tmp_path: Path
) -> None:
    exe = the_installed_game(tmp_path / "mahjong-desktop")
    got = smoke.check_chinese(smoke.FrozenApp(exe, exe), tmp_path / "home-zh", tmp_path / "zh.png")
    assert (
        got
        == "translations zh_CN: mahjong_zh_CN, qtbase_zh_CN, qt_extra_zh_CN; Qt's Cancel reads 取消"
    )
    assert (tmp_path / "zh.png").is_file()


@posix_only
@pytest.mark.parametrize(
    ("said", "why"),
    [
        ("", "no word of its translations"),
        (
            "mahjong-desktop: translations zh_CN: mahjong_zh_CN, qt_extra_zh_CN; "
            "Qt's Cancel reads Cancel",
            "Qt's own translation is not loaded",
        ),
    ],
    ids=["silent", "without Qt's"],
)
def test_chinese_start_check_fails_without_qts_translation(
    smoke: ModuleType, tmp_path: Path, said: str, why: str
) -> None:
    exe = program(tmp_path / "mahjong-desktop", f"echo {shlex.quote(said)} >&2")
    with pytest.raises(smoke.SmokeError, match=f"start in Chinese: {why}"):
        smoke.check_chinese(smoke.FrozenApp(exe, exe), tmp_path / "home-zh", tmp_path / "zh.png")


@posix_only
def test_chinese_start_check_writes_the_language_where_the_game_reads_it(
    smoke: ModuleType, tmp_path: Path
) -> None:
    home = tmp_path / "home-zh"
    exe = program(tmp_path / "mahjong-desktop", "true")
    with pytest.raises(smoke.SmokeError):
        smoke.check_chinese(smoke.FrozenApp(exe, exe), home, tmp_path / "zh.png")
    [written] = home.rglob("settings.json")
    assert written.parent == smoke.config_dir(smoke.player_env(home))
    assert written.read_text(encoding="utf-8").strip() == '{"language": "zh_CN"}'
