"""Issue 35 Deliver 8: a fuzz of the save and record readers (the settings and ruleset readers are
fuzzed in tests/test_fuzz_inputs.py, with the same budget). Real files, mutated: a value anywhere
in the tree replaced or removed, or bytes overwritten. Every mutant is read or refused with a
message naming the file (and, for an import, the record) — never another exception.

CI runs a fixed sample (derandomized: the same cases on every run). Outside CI, run many more:
``MAHJONG_FUZZ_EXAMPLES=10000 pytest tests/storage/test_fuzz_readers.py tests/test_fuzz_inputs.py``
(docs/performance.md, "Long runs", records the last such run).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_desktop.storage.export_format import EXPORT_FORMAT, EXPORT_VERSION, exported_record
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.saves import SavedGame, read_save, write_save
from mahjong_desktop.validation import DataError
from tests.helpers.knobs import fuzz_examples

EXAMPLES = fuzz_examples(100)
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=True,
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, -1, 3, 4, 10**18, 2**63, 2**64, -(2**63) - 1]),
    st.floats(),  # NaN and ±Infinity included
    st.text(max_size=20),
    st.sampled_from(["1m", "5p", "discard", "win", "lincang", "linan", "", "\x00"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=10,
)
paths = st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=10)
byte_edits = st.lists(
    st.tuples(st.integers(min_value=0, max_value=10**9), st.integers(0, 255)),
    min_size=1,
    max_size=8,
)


def mutated(document: Any, path: list[int], new: object, remove: bool) -> Any:
    """``document`` with the value ``path`` leads to (a child index at each level, taken modulo
    the children) replaced by ``new``, or removed."""
    doc = copy.deepcopy(document)
    parent: Any = None
    key: Any = None
    node = doc
    for step in path:
        if isinstance(node, dict) and node:
            key = sorted(node)[step % len(node)]
        elif isinstance(node, list) and node:
            key = step % len(node)
        else:
            break
        parent, node = node, node[key]
    if parent is None:
        return new
    if remove:
        del parent[key]
    else:
        parent[key] = new
    return doc


def edited_bytes(data: bytes, edits: list[tuple[int, int]]) -> bytes:
    out = bytearray(data)
    for where, byte in edits:
        out[where % len(out)] = byte
    return bytes(out)


def dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=True)


@pytest.fixture(scope="module")
def save_text(played: Path, tmp_path_factory: pytest.TempPathFactory) -> str:
    journal = SessionJournal(played / "sessions.sqlite3")
    loaded = journal.load(journal.sessions()[0].uid)
    path = tmp_path_factory.mktemp("save") / "base.mjsave.json"
    write_save(path, loaded.entry.header, loaded.hands)
    journal.close()
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def record_json(played: Path) -> dict[str, Any]:
    store = RecordStore(played / "records.sqlite3")
    record = exported_record(store.records()[0][0])  # as an export holds it, with its deal
    store.close()
    return record


def check_save(path: Path) -> None:
    try:
        assert isinstance(read_save(path), SavedGame)
    except DataError as exc:
        assert str(exc).startswith(str(path))


@pytest.mark.slow
@FUZZ
@given(paths, values, st.booleans())
def test_a_save_with_any_value_changed_is_read_or_refused_by_name(
    save_text: str, tmp_path: Path, path: list[int], new: object, remove: bool
) -> None:
    target = tmp_path / "fuzz.mjsave.json"
    target.write_text(dump(mutated(json.loads(save_text), path, new, remove)), encoding="utf-8")
    check_save(target)


@FUZZ
@given(byte_edits)
def test_a_save_with_any_bytes_changed_is_read_or_refused_by_name(
    save_text: str, tmp_path: Path, edits: list[tuple[int, int]]
) -> None:
    target = tmp_path / "fuzz.mjsave.json"
    target.write_bytes(edited_bytes(save_text.encode(), edits))
    check_save(target)


def check_import(record: object, tmp_path: Path, text: str | None = None) -> None:
    path = tmp_path / "fuzz-import.json"
    if text is None:
        text = dump({"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "records": [record]})
    path.write_text(text, encoding="utf-8")
    store = RecordStore(tmp_path / "fuzz.sqlite3")
    try:
        result = store.import_file(path)
    except DataError as exc:
        assert str(exc).startswith(str(path))
    else:
        assert result.stored + result.already_kept + len(result.problems) == 1
        assert all(p.message.startswith("record 0") for p in result.problems)
    finally:
        store.close()


@FUZZ
@given(paths, values, st.booleans())
def test_an_imported_record_with_any_value_changed_is_stored_or_refused_by_name(
    record_json: dict[str, Any], tmp_path: Path, path: list[int], new: object, remove: bool
) -> None:
    check_import(mutated(record_json, path, new, remove), tmp_path)


@FUZZ
@given(byte_edits)
def test_an_import_with_any_bytes_changed_is_stored_or_refused_by_name(
    record_json: dict[str, Any], tmp_path: Path, edits: list[tuple[int, int]]
) -> None:
    text = dump({"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "records": [record_json]})
    check_import(None, tmp_path, edited_bytes(text.encode(), edits).decode("utf-8", "replace"))
