"""The macOS app bundle, checked on Linux by reading what the build would write: the spec is run
with stand-ins for PyInstaller's build steps as on a Mac, and the Info.plist, bundle id and the
signing options it hands PyInstaller are looked at. Whether a Mac accepts them only the hosted
macOS runners can show (docs/building.md "What is proven where")."""

from __future__ import annotations

import importlib.util
import platform
import plistlib
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "mahjong_desktop.spec"
ENTITLEMENTS = PACKAGING / "macos" / "entitlements.plist"
# Apple's rule for CFBundleIdentifier, written out here rather than taken from the module under
# test: only A–Z, a–z, 0–9, hyphen and period.
APPLE_ID_CHARACTERS = re.compile(r"[A-Za-z0-9.-]+")
# The spec imports these by their plain names from packaging/ (as PyInstaller runs it).
SPEC_IMPORTS = ("macos_bundle", "qt_trim")


def load_script(name: str) -> ModuleType:
    """``packaging/<name>.py`` under a prefixed name (packaging/ must not go on sys.path for the
    other tests: its build.py would shadow PyPA's build)."""
    qualified = f"_mahjong_packaging_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, PACKAGING / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]


@pytest.fixture(scope="module")
def macos_bundle() -> ModuleType:
    return load_script("macos_bundle")


# --- the spec, run as on a Mac ------------------------------------------------------------------


@dataclass
class Step:
    """One of PyInstaller's build steps as the spec called it."""

    kind: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    # What later steps read from Analysis.
    binaries: list[Any] = field(default_factory=list)
    datas: list[Any] = field(default_factory=list)
    scripts: list[Any] = field(default_factory=list)
    pure: list[Any] = field(default_factory=list)


@dataclass
class SpecRun:
    steps: list[Step]
    printed: str

    def one(self, kind: str) -> Step:
        found = [s for s in self.steps if s.kind == kind]
        assert len(found) == 1, f"{kind}: {len(found)} calls"
        return found[0]


def run_spec_as_on_macos(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    wheel_tags: list[str] | None = None,
    environ: dict[str, str] | None = None,
) -> SpecRun:
    """Run packaging/mahjong_desktop.spec with sys.platform "darwin" and recording stand-ins for
    Analysis/PYZ/EXE/COLLECT/BUNDLE. ``wheel_tags`` replaces what the installed Qt wheels' WHEEL
    files say (the machine here is Linux, so they name no macOS)."""
    import PySide6  # noqa: F401  # imported as on this machine, before the platform is changed

    steps: list[Step] = []

    def recorder(kind: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> Step:
            step = Step(kind, args, kwargs)
            steps.append(step)
            return step

        return make

    for name in SPEC_IMPORTS:
        monkeypatch.delitem(sys.modules, name, raising=False)
    source = PACKAGING / "macos_bundle.py"
    if wheel_tags is not None and source.exists():
        # The spec's own `import macos_bundle` finds this copy, whose wheel reader is replaced.
        spec = importlib.util.spec_from_file_location("macos_bundle", source)
        if spec is not None and spec.loader is not None:
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            monkeypatch.setattr(module, "wheel_tags", lambda name: list(wheel_tags))
            monkeypatch.setitem(sys.modules, "macos_bundle", module)
    for key in ("MAHJONG_CODESIGN_IDENTITY",):
        monkeypatch.delenv(key, raising=False)
    for key, value in (environ or {}).items():
        monkeypatch.setenv(key, value)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts packaging/ first
    this_platform = sys.platform
    # A Mac's machine name: off a Mac, platform.machine() may be "AMD64" or, with sys.platform
    # "darwin" on Windows (tools/windows/check.sh), empty.
    monkeypatch.setattr(platform, "machine", lambda: "x86_64")
    monkeypatch.setattr(sys, "platform", "darwin")
    namespace: dict[str, Any] = {
        "__name__": "__main__",
        "__file__": str(SPEC),
        "SPECPATH": str(PACKAGING),
        "workpath": str(tmp_path / "work"),
        **{kind: recorder(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    finally:
        sys.platform = this_platform  # at once: pytest's own code must not see "darwin"
        for name in SPEC_IMPORTS:  # leave no copy imported from packaging/ behind
            if name != "macos_bundle" or wheel_tags is None:
                sys.modules.pop(name, None)
    return SpecRun(steps, capsys.readouterr().out)


def written_info_plist(bundle: Step) -> dict[str, Any]:
    """The Info.plist PyInstaller's BUNDLE writes from these arguments: its defaults, then the
    spec's info_plist over them (PyInstaller/building/osx.py), through plistlib as it does."""
    defaults = {
        "CFBundleIdentifier": bundle.kwargs["bundle_identifier"],
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": bundle.kwargs["version"],
    }
    merged = {**defaults, **bundle.kwargs["info_plist"]}
    plist: dict[str, Any] = plistlib.loads(plistlib.dumps(merged))
    return plist


@pytest.fixture
def spec_on_macos(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> Iterator[SpecRun]:
    yield run_spec_as_on_macos(
        tmp_path, monkeypatch, capsys, wheel_tags=["cp39-abi3-macosx_13_0_universal2"]
    )


def test_the_info_plist_names_the_oldest_macos_the_bundled_qt_runs_on(
    spec_on_macos: SpecRun,
) -> None:
    """macosx_13_0_universal2 on the installed PySide6 wheel → LSMinimumSystemVersion "13.0", so
    an older Mac refuses the app with a plain message instead of Qt failing to load."""
    plist = written_info_plist(spec_on_macos.one("BUNDLE"))
    assert plist["LSMinimumSystemVersion"] == "13.0"
    assert "LSMinimumSystemVersion 13.0 (PySide6-Essentials wheel tag" in spec_on_macos.printed


def test_the_minimum_follows_the_wheel_when_it_names_another_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    run = run_spec_as_on_macos(
        tmp_path, monkeypatch, capsys, wheel_tags=["cp39-abi3-macosx_12_0_universal2"]
    )
    assert written_info_plist(run.one("BUNDLE"))["LSMinimumSystemVersion"] == "12.0"


def test_the_macos_bundle_id_uses_only_the_characters_apple_allows(
    spec_on_macos: SpecRun,
) -> None:
    """CFBundleIdentifier: A–Z a–z 0–9 . - only, so not the Linux id's "_"; still the same
    reverse-DNS name, with a hyphen."""
    identifier = written_info_plist(spec_on_macos.one("BUNDLE"))["CFBundleIdentifier"]
    assert APPLE_ID_CHARACTERS.fullmatch(identifier), identifier
    assert all(identifier.split(".")), identifier  # no empty part
    assert identifier == "io.github.mahjong-desktop.MahjongDesktop"


def test_the_info_plist_keeps_name_version_and_languages(spec_on_macos: SpecRun) -> None:
    version = spec_on_macos.one("BUNDLE").kwargs["version"]
    plist = written_info_plist(spec_on_macos.one("BUNDLE"))
    assert plist["CFBundleName"] == "Mahjong Desktop"
    assert plist["CFBundleVersion"] == plist["CFBundleShortVersionString"] == version
    assert plist["CFBundleLocalizations"] == ["zh_CN", "en"]
    assert plist["NSHighResolutionCapable"] is True


def test_without_an_identity_pyinstaller_signs_each_binary_ad_hoc_with_the_entitlements(
    spec_on_macos: SpecRun,
) -> None:
    for exe in (s for s in spec_on_macos.steps if s.kind == "EXE"):
        assert exe.kwargs["codesign_identity"] is None  # ad hoc
        assert Path(exe.kwargs["entitlements_file"]) == ENTITLEMENTS


def test_with_an_identity_pyinstaller_signs_each_binary_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The release workflow exports the keychain identity; PyInstaller then signs every collected
    binary with it (hardened runtime on), instead of one `codesign --deep` over the app."""
    identity = "0123456789ABCDEF0123456789ABCDEF01234567"
    run = run_spec_as_on_macos(
        tmp_path,
        monkeypatch,
        capsys,
        wheel_tags=["cp39-abi3-macosx_13_0_universal2"],
        environ={"MAHJONG_CODESIGN_IDENTITY": identity},
    )
    exes = [s for s in run.steps if s.kind == "EXE"]
    assert exes and all(s.kwargs["codesign_identity"] == identity for s in exes)


# --- the derivation, on sample tags --------------------------------------------------------------


@pytest.mark.parametrize(
    ("tags", "machine", "expected"),
    [
        (["cp39-abi3-macosx_13_0_universal2"], "arm64", "13.0"),
        (["cp39-abi3-macosx_13_0_universal2"], "x86_64", "13.0"),
        (["cp39-abi3-macosx_12_0_universal2"], "x86_64", "12.0"),
        (["cp39-abi3-macosx_14_0_arm64"], "arm64", "14.0"),
        # A compressed tag set: each architecture its own floor.
        (["cp39-abi3-macosx_11_0_arm64.macosx_10_13_x86_64"], "arm64", "11.0"),
        (["cp39-abi3-macosx_11_0_arm64.macosx_10_13_x86_64"], "x86_64", "10.13"),
        # The same, as two Tag: lines of a WHEEL file.
        (["cp39-abi3-macosx_11_0_arm64", "cp39-abi3-macosx_10_13_x86_64"], "x86_64", "10.13"),
        (["cp39-abi3-macosx_10_9_intel"], "x86_64", "10.9"),
        (["cp39-abi3-macosx_14_0_arm64"], "x86_64", None),  # no build for this Mac
        (["cp310-abi3-manylinux_2_34_x86_64"], "x86_64", None),
        ([], "arm64", None),
    ],
)
def test_the_minimum_macos_comes_from_the_wheel_platform_tag(
    macos_bundle: ModuleType, tags: list[str], machine: str, expected: str | None
) -> None:
    assert macos_bundle.minimum_from_tags(tags, machine) == expected


def test_the_highest_minimum_of_the_qt_wheels_wins(macos_bundle: ModuleType) -> None:
    tags = {
        "PySide6-Essentials": ["cp39-abi3-macosx_13_0_universal2"],
        "shiboken6": ["cp39-abi3-macosx_12_0_universal2"],
    }
    version, source = macos_bundle.minimum_macos_version(
        "arm64", read_tags=lambda name: tags.get(name, [])
    )
    assert version == "13.0"
    assert source == "PySide6-Essentials wheel tag cp39-abi3-macosx_13_0_universal2"


def test_without_a_macos_wheel_the_fallback_is_used_and_said(macos_bundle: ModuleType) -> None:
    """A PySide6 built from source (no WHEEL tag for macOS): the fallback, and the build log
    says so."""
    version, source = macos_bundle.minimum_macos_version("arm64", read_tags=lambda name: [])
    assert version == macos_bundle.FALLBACK_MINIMUM == "13.0"
    assert source.startswith("fallback:") and "PySide6-Essentials" in source


def test_the_installed_wheel_is_read_from_its_wheel_file(macos_bundle: ModuleType) -> None:
    """On this machine PySide6-Essentials came from a wheel: its WHEEL file's Tag lines."""
    tags = macos_bundle.wheel_tags("PySide6-Essentials")
    assert tags and all(re.fullmatch(r"cp\d+-\w+-[\w.]+", tag) for tag in tags), tags
    assert macos_bundle.wheel_tags("no-such-distribution-here") == []


def test_apple_bundle_ids_are_told_apart(macos_bundle: ModuleType) -> None:
    assert macos_bundle.is_apple_bundle_id(macos_bundle.BUNDLE_ID)
    assert not macos_bundle.is_apple_bundle_id("io.github.mahjong_desktop.MahjongDesktop")
    assert not macos_bundle.is_apple_bundle_id("io..MahjongDesktop")
    assert not macos_bundle.is_apple_bundle_id("MahjongDesktop")


# --- the entitlements ----------------------------------------------------------------------------


def test_the_entitlements_file_is_a_valid_plist_asking_for_no_jit() -> None:
    """codesign rejects a malformed entitlements file only on the Mac: plistlib reads it here.
    The game ships no JIT (QtQml is left out), so none of the runtime's code-writing exceptions."""
    with ENTITLEMENTS.open("rb") as handle:
        entitlements = plistlib.load(handle)
    assert isinstance(entitlements, dict)
    for key in (
        "com.apple.security.cs.allow-jit",
        "com.apple.security.cs.allow-unsigned-executable-memory",
        "com.apple.security.cs.disable-executable-page-protection",
    ):
        assert key not in entitlements
    assert all(key.startswith("com.apple.security.") for key in entitlements)
