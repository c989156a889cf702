"""Issue 30 point 2: the type check stays strict. pyproject's ``[tool.mypy]`` checks the whole
package under ``strict``, nothing loosens it globally, a per-module exception only lets a named
dependency without type information be imported, and every ``# type: ignore`` in the repository
names the error it silences (a bare one would hide any new error on its line too). Point 8:
pre-commit and .ci/run make the same checks."""

from __future__ import annotations

import io
import re
import subprocess
import tokenize
import tomllib
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent

# Options that switch a check of ``strict`` off, or let whole modules go unchecked, when set on
# the whole package (the values that loosen: ``strict`` itself stays true, see below).
_LOOSENING = {
    "allow_untyped_calls": True,
    "allow_untyped_defs": True,
    "allow_incomplete_defs": True,
    "allow_untyped_decorators": True,
    "allow_subclassing_any": True,
    "allow_any_generics": True,
    "allow_untyped_globals": True,
    "allow_redefinition": True,
    "implicit_optional": True,
    "implicit_reexport": True,
    "ignore_errors": True,
    "ignore_missing_imports": True,
    "check_untyped_defs": False,
    "disallow_untyped_calls": False,
    "disallow_untyped_defs": False,
    "disallow_incomplete_defs": False,
    "disallow_untyped_decorators": False,
    "disallow_subclassing_any": False,
    "disallow_any_generics": False,
    "warn_return_any": False,
    "warn_unused_ignores": False,
    "strict_equality": False,
    "no_implicit_reexport": False,
    "extra_checks": False,
}

# The ignore comment mypy obeys, then what follows it: the codes in brackets or nothing.
_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?")


def _mypy_config() -> dict[str, Any]:
    config: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return dict(config["tool"]["mypy"])


def loosened(options: dict[str, Any]) -> list[str]:
    """The options in ``options`` that weaken the check (as ``key=value``)."""
    out = [f"{k}={v!r}" for k, v in options.items() if k in _LOOSENING and v == _LOOSENING[k]]
    if options.get("follow_imports", "normal") in ("skip", "silent"):
        out.append(f"follow_imports={options['follow_imports']!r}")
    return out


def bare_ignores(source: str) -> list[int]:
    """Line numbers of ``# type: ignore`` comments that name no error code."""
    lines = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        for found in _IGNORE.finditer(token.string):
            codes = found["codes"]
            if codes is None or not codes.strip("[]").strip():
                lines.append(token.start[0])
    return lines


def _python_files() -> list[Path]:
    """The repository's own Python files (git's list: not a virtual environment or a build)."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.py"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):  # no git, or not a clone: the package
        return sorted((ROOT / "mahjong_desktop").rglob("*.py"))
    return [ROOT / name for name in listed if (ROOT / name).is_file()]


def test_mypy_checks_the_whole_package_strictly() -> None:
    mypy = _mypy_config()
    assert mypy["strict"] is True
    assert mypy["files"] == ["mahjong_desktop", "tests"]
    assert mypy["python_version"] == "3.11"
    assert mypy.get("warn_unreachable") is True
    assert "ignore-without-code" in mypy.get("enable_error_code", [])
    assert loosened(mypy) == [], "pyproject loosens the type check for the whole package"


# What the tests may leave out (pyproject says why): fixture parameters' annotations, calls into
# untyped pytest-qt, and the narrowing checks that read a changed state as unchangeable.
_TESTS_MAY = {
    "disallow_untyped_defs": False,
    "disallow_incomplete_defs": False,
    "disallow_untyped_calls": False,
    "warn_unreachable": False,
    "strict_equality": False,
}


def test_a_per_module_exception_only_lets_an_untyped_dependency_be_imported() -> None:
    """Never for the package's own modules; for a dependency, with a comment saying why; the
    tests get the named few exceptions of ``_TESTS_MAY`` and nothing else."""
    overrides: list[dict[str, Any]] = _mypy_config().get("overrides", [])
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for override in overrides:
        modules = override["module"]
        modules = [modules] if isinstance(modules, str) else modules
        for module in modules:
            assert not module.startswith("mahjong_desktop"), f"{module}: fix its types instead"
        if modules == ["tests.*"]:
            assert {k: v for k, v in override.items() if k != "module"} == _TESTS_MAY
            continue
        assert set(override) == {"module", "ignore_missing_imports"}, override
    # Each override opens with a comment saying why the dependency has no type information.
    blocks = text.split("[[tool.mypy.overrides]]")[1:]
    assert len(blocks) == len(overrides)
    assert all(block.lstrip().startswith("#") for block in blocks)


def test_the_looseness_check_sees_a_loosened_setting() -> None:
    assert loosened({"strict": True, "disallow_untyped_defs": False}) == [
        "disallow_untyped_defs=False"
    ]
    assert loosened({"ignore_errors": True, "follow_imports": "skip"}) == [
        "ignore_errors=True",
        "follow_imports='skip'",
    ]
    assert loosened({"strict": True, "warn_unreachable": True}) == []


def test_every_type_ignore_names_its_error_code() -> None:
    files = _python_files()
    assert any(p.name == "recorder.py" for p in files), "the repository's files were not found"
    bare = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in files
        for line in bare_ignores(path.read_text(encoding="utf-8"))
    ]
    assert bare == [], "a `# type: ignore` without [code] silences every error on its line"


def test_the_ignore_check_tells_a_bare_ignore_from_one_with_a_code() -> None:
    source = (
        "a = f(x)  # type: ignore\n"
        "b = g(y)  # type: ignore[arg-type]  # g takes any sequence\n"
        "c = h(z)  # type:ignore[]\n"
        's = "# type: ignore"  # inside a string: not a comment\n'
        "d = 1  # noqa  # type: ignore\n"
    )
    assert bare_ignores(source) == [1, 3, 5]


def test_pre_commit_and_ci_make_the_same_checks_with_the_projects_own_tools() -> None:
    """Point 8: the hooks are local and run the venv's pinned tools (pre-commit then downloads
    nothing), and .ci/run makes the same three checks before the tests."""
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    hooks = [hook for repo in config["repos"] for hook in repo["hooks"]]
    assert all(repo["repo"] == "local" for repo in config["repos"])
    assert all(hook["language"] == "system" for hook in hooks)
    entries = {hook["id"]: hook["entry"] for hook in hooks}
    assert entries == {
        "ruff": "ruff check --force-exclude",
        "ruff-format": "ruff format --force-exclude",
        "mypy": "mypy",
    }
    # mypy on the whole package from pyproject's settings, not only on the files changed.
    assert next(h for h in hooks if h["id"] == "mypy")["pass_filenames"] is False
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    checks = ['"$py" -m ruff check .', '"$py" -m ruff format --check .', '"$py" -m mypy\n']
    assert all(check in ci for check in checks)
    assert ci.index(checks[-1]) < ci.index("-m pytest"), "the checks run before the tests"
