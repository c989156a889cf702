"""Build the stand-alone game with PyInstaller, and on Linux the release tarball.

    python packaging/build.py                  # dist/mahjong-desktop/ + the Linux .tar.gz
    python packaging/build.py --skip-tarball   # only the PyInstaller folder (or .app on macOS)
    python packaging/build.py --skip-pyinstaller   # re-pack the tarball from an existing dist/
    python packaging/build.py --installer      # Windows: also the Inno Setup installer (iscc)

Run it with the Python of an environment where the game is installed (``pip install -e
'.[package]'``): PyInstaller freezes that interpreter and its PySide6. The same command is meant
for Windows and macOS too, but so far it has only been run on Linux (see PACKAGING_NOTES.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "mahjong_desktop.spec"
DIST = ROOT / "dist"
WORK = PACKAGING / "build"
APP_NAME = "mahjong-desktop"  # the one-folder app: dist/mahjong-desktop/mahjong-desktop
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
SIZE_BUDGET = 250 * 1000 * 1000  # bytes, unpacked (the 250 MB)
# Run-time dependencies that PyInstaller must find in this environment to freeze them.
RUNTIME_MODULES = ("PySide6", "platformdirs")


@dataclass(frozen=True, slots=True)
class Project:
    name: str
    version: str
    pyinstaller_requirement: str


def read_project(pyproject: Path = ROOT / "pyproject.toml") -> Project:
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    (pin,) = [
        req
        for req in data["optional-dependencies"]["package"]
        if req.lower().startswith("pyinstaller")
    ]
    return Project(data["name"], data["version"], pin)


def sibling(name: str) -> ModuleType:
    """``packaging/<name>.py``, loaded by path: packaging/ is no package, and on sys.path this very
    file would shadow PyPA's ``build`` module."""
    qualified = f"_mahjong_packaging_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, PACKAGING / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]


def linux_arch(machine: str | None = None) -> str:
    """The architecture part of the tarball name, in the kernel's spelling (x86_64, aarch64)."""
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)


def tarball_name(version: str, arch: str) -> str:
    return f"{APP_NAME}-{version}-linux-{arch}"


def tree_size(path: Path) -> int:
    """Apparent size in bytes of everything under ``path``, as ``du -sb`` counts it: files,
    folders and symlinks themselves (not their targets), each hard-linked file once."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for entry in [path, *path.rglob("*")]:
        st = entry.lstat()
        if (st.st_dev, st.st_ino) in seen:
            continue
        seen.add((st.st_dev, st.st_ino))
        total += st.st_size
    return total


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB ({size / 2**20:.1f} MiB)"


def ensure_pyinstaller(requirement: str) -> None:
    """Install the pinned PyInstaller into this interpreter when it is missing."""
    if importlib.util.find_spec("PyInstaller") is None:
        print(f"PyInstaller is missing; installing {requirement}", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", requirement], check=True)
        return
    from importlib.metadata import version

    wanted = requirement.split("==", 1)[-1]
    have = version("pyinstaller")
    if "==" in requirement and have != wanted:
        print(f"note: PyInstaller {have} is installed; the tested pin is {requirement}")


def check_runtime_modules() -> None:
    missing = [name for name in RUNTIME_MODULES if importlib.util.find_spec(name) is None]
    if missing:
        sys.exit(
            f"{', '.join(missing)} not importable by {sys.executable}; install the game first: "
            f"{sys.executable} -m pip install -e '.[package]'"
        )


def run_pyinstaller() -> tuple[float, list[str]]:
    """Run PyInstaller on the spec; return the seconds it took and its unresolved-library notes."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",  # empty work folder and cache: nothing from an earlier spec is reused
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    print("$", " ".join(command), flush=True)
    WORK.mkdir(parents=True, exist_ok=True)
    log_path = WORK / "pyinstaller.log"
    unresolved: list[str] = []
    started = time.monotonic()
    with (
        subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        ) as proc,
        log_path.open("w", encoding="utf-8") as log,
    ):
        assert proc.stdout is not None
        for line in proc.stdout:
            log.write(line)
            if "could not resolve" in line:
                unresolved.append(line.split("WARNING:", 1)[-1].strip())
            elif " WARNING: " in line or " ERROR: " in line or "Build complete" in line:
                print(line, end="", flush=True)
    elapsed = time.monotonic() - started
    if proc.returncode != 0:
        sys.exit(f"PyInstaller failed (exit {proc.returncode}); full log: {log_path}")
    print(f"PyInstaller finished in {elapsed:.0f} s; full log: {log_path}")
    return elapsed, unresolved


def report_unresolved(unresolved: list[str]) -> None:
    """Libraries that Qt's plugins link but this machine lacks are left out of the bundle, so the
    players' systems must supply them. Say which, so the build machine can install them."""
    libraries = sorted({line.split("'")[1] for line in unresolved if line.count("'") >= 2})
    if libraries:
        print(
            "note: these libraries were not found here and are NOT in the bundle; install them on "
            f"the build machine to ship them: {', '.join(libraries)}"
        )


def make_tarball(
    app_dir: Path,
    project: Project,
    arch: str,
    out_dir: Path = DIST,
    repository: str | None = None,
    changelog: Path = ROOT / "CHANGELOG.md",
) -> Path:
    """``<out_dir>/mahjong-desktop-<version>-linux-<arch>.tar.gz``: the one-folder app with the
    menu entry, the AppStream metainfo, icons in the XDG layout, INSTALL.txt and the per-user
    install script. ``repository`` is the web address the metainfo links to (metainfo.py)."""
    name = tarball_name(project.version, arch)
    staging = out_dir / name
    if staging.exists():
        shutil.rmtree(staging)
    shutil.copytree(app_dir, staging, symlinks=True)
    linux = PACKAGING / "linux"
    apps = staging / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", apps / f"{APP_ID}.desktop")
    metainfo = staging / "share" / "metainfo"
    metainfo.mkdir(parents=True)
    sibling("metainfo").write(
        metainfo / f"{APP_ID}.metainfo.xml", project.version, repository, changelog
    )
    for png in sorted((ROOT / "resources" / "icons").glob("app_*.png")):
        size = png.stem.removeprefix("app_")
        target = staging / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy2(png, target / f"{APP_ID}.png")
    script = staging / "install-desktop-entry.sh"
    shutil.copy2(linux / "install-desktop-entry.sh", script)
    script.chmod(0o755)
    note = (linux / "INSTALL.txt").read_text(encoding="utf-8")
    for key, value in {
        "@VERSION@": project.version,
        "@ARCH@": arch,
        "@GLIBC@": platform.libc_ver()[1] or "(unknown)",
    }.items():
        note = note.replace(key, value)
    (staging / "INSTALL.txt").write_text(note, encoding="utf-8")

    def owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
        # The builder's user and group names mean nothing on the player's machine.
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    archive = out_dir / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(staging, arcname=name, filter=owned_by_nobody)
    shutil.rmtree(staging)
    return archive


def find_iscc() -> str | None:
    found = shutil.which("iscc")
    if found:
        return found
    # Windows environment names are case-insensitive; the installer's default folders:
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").is_file():
            return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def make_windows_installer(project: Project) -> None:
    iscc = find_iscc()
    if iscc is None:
        sys.exit("iscc not found: install Inno Setup 6 and put its folder on PATH")
    script = PACKAGING / "windows" / "mahjong-desktop.iss"
    subprocess.run([iscc, f"/DAppVersion={project.version}", str(script)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--skip-tarball", action="store_true", help="Linux: stop after PyInstaller")
    parser.add_argument(
        "--skip-pyinstaller",
        action="store_true",
        help="use the existing dist/mahjong-desktop instead of building it again",
    )
    parser.add_argument(
        "--installer", action="store_true", help="Windows: also run Inno Setup's iscc"
    )
    parser.add_argument(
        "--repository-url",
        default=None,
        help="Linux: the web address the AppStream metainfo links to (default: from GitHub "
        "Actions or the clone's origin remote; left out when unknown)",
    )
    args = parser.parse_args(argv)

    project = read_project()
    app_dir = DIST / APP_NAME
    build_seconds: float | None = None
    if not args.skip_pyinstaller:
        check_runtime_modules()
        ensure_pyinstaller(project.pyinstaller_requirement)
        build_seconds, unresolved = run_pyinstaller()
        if sys.platform.startswith("linux"):
            report_unresolved(unresolved)
    if not (app_dir / (APP_NAME + (".exe" if os.name == "nt" else ""))).is_file():
        sys.exit(f"no app in {app_dir}; run without --skip-pyinstaller")

    size = tree_size(app_dir)
    print(f"app folder: {app_dir}  unpacked size {megabytes(size)}")
    if sys.platform == "darwin" and (DIST / "Mahjong Desktop.app").is_dir():
        print(f"macOS app: {DIST / 'Mahjong Desktop.app'}; sign it as in PACKAGING_NOTES.md")

    if sys.platform.startswith("linux") and not args.skip_tarball:
        started = time.monotonic()
        repository = sibling("metainfo").repository_url(args.repository_url)
        if repository is None:
            print("note: repository address unknown; the metainfo has no web addresses")
        archive = make_tarball(app_dir, project, linux_arch(), repository=repository)
        print(
            f"tarball: {archive}  {megabytes(archive.stat().st_size)} "
            f"(packed in {time.monotonic() - started:.0f} s)"
        )
    if args.installer:
        if os.name != "nt":
            sys.exit("--installer builds the Windows installer and needs Windows")
        make_windows_installer(project)
    if build_seconds is not None:
        print(f"PyInstaller build time: {build_seconds:.0f} s")
    if size > SIZE_BUDGET:
        print(f"error: the app is over the {megabytes(SIZE_BUDGET)} budget", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
