"""Smoke checks of a frozen Mahjong Desktop, run the way a player runs the download.

    python packaging/smoke_check.py                       # what build.py just made in dist/
    python packaging/smoke_check.py dist/mahjong-desktop-0.1.0-linux-x86_64.tar.gz
    python packaging/smoke_check.py "dist/Mahjong Desktop.app"
    python packaging/smoke_check.py dist/mahjong-desktop-0.1.0-macos-arm64.zip
    python packaging/smoke_check.py "%LOCALAPPDATA%\\Programs\\Mahjong Desktop"   # installed

Six checks, each on the frozen program with no display (``QT_QPA_PLATFORM=offscreen``) and a
throw-away home folder (a fresh profile), so neither the tester's settings nor a screen are needed:

1. ``--version`` prints ``mahjong-desktop <version>`` with the version in pyproject.toml;
2. ``simulate --json`` for every region prints byte for byte what the *installed* game prints (run
   this script with the Python of an environment where the game is installed, as build.py is);
3. ``--demo --hands 1 --screenshot FILE`` exits 0 and FILE is a picture of a drawn table, not a
   blank or one-colour window;
4. a player's first start (``--screenshot FILE`` without ``--demo``) exits 0 with its picture
   written, having created the kept games' databases in the fresh profile as real SQLite
   databases. The demo keeps nothing, so only this check runs the start a player's game makes:
   a frozen app without ``sqlite3`` passed the first three and died here;
5. a first start in Chinese (a fresh profile whose settings say ``zh_CN``) loads the app's
   translation *and Qt's own* (``qtbase_zh_CN``, which the build keeps: packaging/qt_trim.py) and
   Qt's "Cancel" then reads 取消: the frozen app says so on its standard error when
   ``MAHJONG_DESKTOP_SHOW_TRANSLATIONS`` is set (``ui/shell/i18n.py``). Shipping the file is
   not enough: a frozen Qt looking for its translations elsewhere would leave its dialogs English;
6. ``drill --region lanzhou --kind mode --option mode=dealer_chooses --json`` prints byte for byte
   what the installed game prints: the 玩法 drill reads the measured table shipped as data
   (``resources/data/lanzhou_mode_worth.json``), which no other check reads, so a bundle without
   it would die at a 兰州 dealer's choice and pass the rest.

The release workflow runs it on every system it builds for; tests/packaging/test_bundle.py runs the
same functions on Linux. Exit status 0 when every check passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
APP_NAME = "mahjong-desktop"
MAC_BUNDLE = "Mahjong Desktop.app"
SIMULATE_ARGS = ("--hands", "2", "--seed", "7", "--json")
DRILL_ARGS = (
    "drill",
    "--region",
    "lanzhou",
    "--kind",
    "mode",
    "--option",
    "mode=dealer_chooses",
    "--count",
    "2",
    "--seed",
    "7",
    "--json",
)
DEMO_SEED = "1"
# A drawn table with tiles has tens of thousands of colours; a blank window has a handful.
MIN_COLOURS = 64
MAX_SHARE_OF_ONE_COLOUR = 0.9
MIN_SIZE = (320, 240)


class SmokeError(Exception):
    """A check failed; the message says what was expected and what came."""


@dataclass(frozen=True, slots=True)
class FrozenApp:
    """The program to ask for text (``--version``, sub-commands) and the one that opens the window.

    They are the same file except on Windows, where the windowed ``mahjong-desktop.exe`` has no
    standard output at all and its console twin ``mahjong-desktop-cli.exe`` answers instead.
    """

    cli: Path
    gui: Path


def pyproject_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]


def locate(target: Path, system: str = sys.platform) -> FrozenApp:
    """The executables inside an app folder, a macOS ``.app``, or an unpacked release folder."""
    if target.suffix == ".app" or (target / "Contents" / "MacOS").is_dir():
        program = target / "Contents" / "MacOS" / APP_NAME
        return checked(FrozenApp(program, program))
    if system.startswith("win"):
        return checked(
            FrozenApp(target / f"{APP_NAME}-cli.exe", target / f"{APP_NAME}.exe"),
        )
    return checked(FrozenApp(target / APP_NAME, target / APP_NAME))


def checked(app: FrozenApp) -> FrozenApp:
    for program in dict.fromkeys((app.cli, app.gui)):  # the text one first, each once
        if not program.is_file():
            raise SmokeError(f"no program at {program}")
    return app


def default_target(system: str = sys.platform) -> Path:
    """What build.py leaves in dist/ on this system."""
    if system == "darwin":
        return DIST / MAC_BUNDLE
    return DIST / APP_NAME


def unpack(archive: Path, into: Path) -> Path:
    """Unpack a release archive as a player would and return the one thing at its top."""
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(into, filter="tar")
    elif archive.suffix == ".zip":
        # A macOS .app holds symlinks (Qt's frameworks) that zipfile would turn into plain files,
        # breaking the code signature; ditto and unzip keep them.
        if shutil.which("ditto"):
            subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
        elif shutil.which("unzip"):
            subprocess.run(["unzip", "-q", str(archive), "-d", str(into)], check=True)
        else:
            with zipfile.ZipFile(archive) as zf:
                zf.extractall(into)
    else:
        raise SmokeError(f"{archive}: not a .tar.gz or .zip release archive")
    top = [p for p in into.iterdir() if not p.name.startswith(".")]
    if len(top) != 1:
        raise SmokeError(f"{archive}: expected one folder at the top, found {len(top)}")
    return top[0]


def player_env(home: Path) -> dict[str, str]:
    """No display, and settings in a throw-away home instead of the tester's own."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        # Both the frozen and the installed game print UTF-8, whatever the console's code page.
        "PYTHONIOENCODING": "utf-8",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
    }
    if os.name == "nt":
        env["APPDATA"] = str(home / "AppData" / "Roaming")
        env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
    return env


def run(program: Path, env: dict[str, str], *args: str, timeout: float = 300) -> str:
    return run_both(program, env, *args, timeout=timeout).stdout


def run_both(
    program: Path, env: dict[str, str], *args: str, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    """The finished run (its standard output and error); ``SmokeError`` unless it exited 0."""
    try:
        done = subprocess.run(
            [str(program), *args],
            env=env,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as exc:
        raise SmokeError(f"{program.name} {' '.join(args)}: no answer in {timeout:.0f} s") from exc
    if done.returncode != 0:
        raise SmokeError(
            f"{program.name} {' '.join(args)} exited {done.returncode}: {done.stderr.strip()}"
        )
    return done


def check_version(app: FrozenApp, env: dict[str, str], expected: str) -> str:
    got = run(app.cli, env, "--version").strip()
    want = f"{APP_NAME} {expected}"
    if got != want:
        raise SmokeError(f"--version printed {got!r}; pyproject.toml says {want!r}")
    return got


def installed_regions() -> list[str]:
    from mahjong_desktop.rules.ruleset import available_regions

    return list(available_regions())


def check_simulate(app: FrozenApp, env: dict[str, str], regions: Sequence[str]) -> list[str]:
    """Each region's ``simulate --json`` from the frozen app equals the installed game's."""
    if not regions:
        raise SmokeError("no regions to simulate: is the game installed in this Python?")
    for region in regions:
        same_as_installed(app, env, "simulate", "--region", region, *SIMULATE_ARGS)
    return list(regions)


def check_drill_data(app: FrozenApp, env: dict[str, str]) -> str:
    """The 玩法 drills from the frozen app equal the installed game's (the shipped table read)."""
    same_as_installed(app, env, *DRILL_ARGS)
    return "lanzhou mode drills"


def same_as_installed(app: FrozenApp, env: dict[str, str], *args: str) -> None:
    """``SmokeError`` unless the frozen app prints for ``args`` what the installed game does."""
    frozen = run(app.cli, env, *args)
    installed = subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", *args],
        env=env,
        capture_output=True,
        encoding="utf-8",
        errors="replace",
        check=True,
    ).stdout
    if frozen != installed:
        raise SmokeError(
            f"{' '.join(args[:3])}: the frozen app printed {len(frozen)} characters "
            f"that differ from the installed game's {len(installed)}"
        )


def judge_picture(path: Path) -> str | None:
    """Why ``path`` is not a picture of a drawn table, or None when it is one."""
    from PIL import Image

    if not path.is_file():
        return f"{path} was not written"
    with Image.open(path) as image:
        rgb = image.convert("RGB")
    width, height = rgb.size
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        return f"{width}×{height} is smaller than {MIN_SIZE[0]}×{MIN_SIZE[1]}"
    colours = rgb.getcolors(maxcolors=width * height) or []
    if len(colours) < MIN_COLOURS:
        return f"only {len(colours)} colours (a drawn table has at least {MIN_COLOURS})"
    most = max(count for count, _ in colours)
    if most >= MAX_SHARE_OF_ONE_COLOUR * width * height:
        return f"one colour covers {most / (width * height):.0%} of the picture"
    return None


def check_screenshot(app: FrozenApp, env: dict[str, str], shot: Path) -> str:
    run(app.gui, env, "--demo", "--hands", "1", "--seed", DEMO_SEED, "--screenshot", str(shot))
    reason = judge_picture(shot)
    if reason is not None:
        raise SmokeError(f"--demo --screenshot: {reason}")
    from PIL import Image

    with Image.open(shot) as image:
        return f"{image.width}×{image.height}"


KEPT_GAMES = ("sessions.sqlite3", "records.sqlite3")


def kept_games_problem(home: Path) -> str | None:
    """Why ``home`` does not hold the kept games' databases a first start creates, or None."""
    import sqlite3

    for name in KEPT_GAMES:
        found = sorted(home.rglob(name))
        if not found:
            return f"no {name} under the fresh profile {home}"
        try:
            with sqlite3.connect(f"{found[0].as_uri()}?mode=ro", uri=True) as db:
                tables = db.execute("SELECT count(*) FROM sqlite_master WHERE type='table'")
                if tables.fetchone()[0] == 0:
                    return f"{found[0]} has no tables"
        except sqlite3.Error as exc:
            return f"{found[0]} is not a readable SQLite database: {exc}"
    return None


def check_first_start(app: FrozenApp, env: dict[str, str], home: Path, shot: Path) -> str:
    run(app.gui, env, "--screenshot", str(shot), timeout=120)
    if not shot.is_file():
        raise SmokeError(f"first start: {shot} was not written")
    problem = kept_games_problem(home)
    if problem is not None:
        raise SmokeError(f"first start: {problem}")
    return "window shown, " + " and ".join(KEPT_GAMES) + " created"


SHOW_TRANSLATIONS = "MAHJONG_DESKTOP_SHOW_TRANSLATIONS"  # ui/shell/i18n.py's SHOW_ENV


def config_dir(env: dict[str, str]) -> Path:
    """Where the game keeps its settings under ``env`` (its throw-away home): asked of the same
    ``platformdirs`` the game uses, in the environment the game will run in."""
    asked = subprocess.run(
        [
            sys.executable,
            "-c",
            "import platformdirs; "
            f"print(platformdirs.user_config_path({APP_NAME!r}, appauthor=False))",
        ],
        env=env,
        capture_output=True,
        encoding="utf-8",
        check=True,
    )
    return Path(asked.stdout.strip())


def check_chinese(app: FrozenApp, home: Path, shot: Path) -> str:
    env = {**player_env(home), SHOW_TRANSLATIONS: "1"}
    folder = config_dir(env)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text('{"language": "zh_CN"}\n', encoding="utf-8")
    # The console program: on Windows the windowed one has no standard error at all.
    done = run_both(app.cli, env, "--screenshot", str(shot), timeout=120)
    said = [line for line in done.stderr.splitlines() if "translations zh_CN:" in line]
    if not said:
        raise SmokeError(f"start in Chinese: no word of its translations ({done.stderr.strip()!r})")
    line = said[0].removeprefix("mahjong-desktop: ")
    if "qtbase_zh_CN" not in line or "取消" not in line:
        raise SmokeError(f"start in Chinese: Qt's own translation is not loaded ({line})")
    return line


def smoke(target: Path, keep_screenshot: Path | None = None) -> list[str]:
    """Run every check on ``target``; return the failures (empty when all passed)."""
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="mahjong-smoke-") as scratch:
        work = Path(scratch)
        if target.is_file():
            target = unpack(target, work / "unpacked")
        app = locate(target)
        home = work / "home"
        home.mkdir()
        env = player_env(home)
        shot = work / "demo.png"
        checks = {
            "--version": lambda: check_version(app, env, pyproject_version()),
            "simulate": lambda: ", ".join(check_simulate(app, env, installed_regions())),
            "--demo --screenshot": lambda: check_screenshot(app, env, shot),
            "first start": lambda: check_first_start(app, env, home, work / "first.png"),
            "start in Chinese": lambda: check_chinese(app, work / "home-zh", work / "zh.png"),
            "shipped data": lambda: check_drill_data(app, env),
        }
        for name, check in checks.items():
            try:
                print(f"ok    {name}: {check()}", flush=True)
            except SmokeError as exc:
                print(f"FAIL  {name}: {exc}", flush=True)
                failures.append(f"{name}: {exc}")
        if keep_screenshot is not None and shot.is_file():
            keep_screenshot.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(shot, keep_screenshot)
    return failures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "target",
        nargs="?",
        type=Path,
        default=None,
        help="app folder, .app, or release .tar.gz/.zip (default: what build.py made in dist/)",
    )
    parser.add_argument(
        "--keep-screenshot", type=Path, default=None, metavar="PNG", help="copy the demo picture"
    )
    args = parser.parse_args(argv)
    target = (args.target or default_target()).resolve()
    print(f"smoke checks of {target}", flush=True)
    try:
        failures = smoke(target, args.keep_screenshot)
    except SmokeError as exc:
        failures = [str(exc)]
        print(f"FAIL  {exc}")
    print("all checks passed" if not failures else f"{len(failures)} check(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
