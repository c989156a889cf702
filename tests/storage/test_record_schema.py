"""Issue 33, Deliver 1: the export format of hand records is versioned and has a JSON Schema
shipped with the game; an import checks each record against it (after the file's size and depth
bounds), replays it to its result and its deal, and still reads the exports of format 1."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_desktop.storage.export_format import EXPORT_VERSION, checker, migrated, schema
from mahjong_desktop.storage.json_schema import SchemaChecker, check_keywords
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import parse
from mahjong_desktop.validation import DataError
from tests.helpers.knobs import fuzz_examples

FIXTURE = Path(__file__).parent / "fixtures" / "export-v1.json"
REFERENCE = jsonschema.Draft202012Validator(schema())
# A record of the fixture as format 2 holds it (migrated: with its deal), with a win.
FIXTURE_RECORD: dict[str, Any] = next(
    r
    for r in (migrated(x, 1) for x in json.loads(FIXTURE.read_text(encoding="utf-8"))["records"])
    if isinstance(r, dict) and r["result"]["wins"]
)
# One record, as the import checks each: the same definitions, entered at the record.
RECORD_REFERENCE = jsonschema.Draft202012Validator(
    {"$schema": schema()["$schema"], "$defs": schema()["$defs"], "$ref": "#/$defs/record"}
)


def import_into(folder: Path, data: dict[str, Any], name: str = "import.json") -> RecordStore:
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    store = RecordStore(folder / f"{name}.sqlite3")
    store.last = store.import_file(path)  # type: ignore[attr-defined]
    return store


@pytest.fixture
def current(tmp_path: Path) -> dict[str, Any]:
    """The fixture's hands exported again by today's code (the current format)."""
    store = import_into(tmp_path, json.loads(FIXTURE.read_text(encoding="utf-8")), "old.json")
    out = tmp_path / "export.json"
    store.export(out)
    store.close()
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_an_export_of_format_1_still_imports_whole(tmp_path: Path) -> None:
    old = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert old["version"] == 1 and all("deal" not in r for r in old["records"])
    store = import_into(tmp_path, old)
    result = store.last  # type: ignore[attr-defined]
    assert (result.stored, result.problems) == (10, [])
    assert sorted(r.to_json()["game"]["region"] for r in store.records()[0]) == sorted(
        r["game"]["region"] for r in old["records"]
    )


def test_an_export_is_of_the_current_format_and_valid_by_the_shipped_schema(
    current: dict[str, Any],
) -> None:
    assert current["version"] == EXPORT_VERSION == 2
    assert list(REFERENCE.iter_errors(current)) == []
    checker().check(current, "export")
    old = json.loads(FIXTURE.read_text(encoding="utf-8"))
    for record, before in zip(current["records"], old["records"], strict=True):
        deal = record.pop("deal")
        assert record == before  # format 2 adds the deal and changes nothing else
        assert len(deal["wall"]) > 136 // 4 and all(1 <= d <= 6 for d in deal["dice"])


# (what is broken, how, where the checker's message points)
BREAKS: list[tuple[str, str, object, str]] = [
    ("a tile written wrong", "game.actions.3.tile", "0m", "game.actions[3].tile"),
    ("a fifth seat", "game.actions.3.seat", 4, "game.actions[3].seat"),
    ("an unknown key in an action", "game.actions.3.why", "x", "game.actions[3].why"),
    ("an unknown region", "game.region", "beijing", "game.region"),
    ("an option that is a list", "game.options.x", [1], "game.options.x"),
    ("three levels", "levels", ["easy", "easy", "easy"], "levels"),
    ("a win by magic", "result.wins.0.win_by", "magic", "result.wins[0].win_by"),
    ("a score item of three parts", "result.wins.0.items.0", ["zi_mo", 1, 2], "items[0][2]"),
    ("dice of seven", "deal.dice", [7, 1], "deal.dice[0]"),
    ("no deal", "deal", None, "deal: is missing"),
    ("a hand index of 3.5", "hand_index", 3.5, "hand_index"),
    ("a boolean seed", "game.seed", True, "game.seed"),
]


def broken(record: dict[str, Any], path: str, value: object) -> dict[str, Any]:
    out = copy.deepcopy(record)
    *parents, last = path.split(".")
    node: Any = out
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node[part]
    if value is None:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return out


def a_winning_record(current: dict[str, Any]) -> dict[str, Any]:
    record: dict[str, Any] = next(r for r in current["records"] if r["result"]["wins"])
    return record


@pytest.mark.parametrize(("what", "path", "value", "named"), BREAKS, ids=[b[0] for b in BREAKS])
def test_the_checker_refuses_what_the_reference_refuses_and_names_the_key(
    current: dict[str, Any], what: str, path: str, value: object, named: str
) -> None:
    record = a_winning_record(current)
    at = "#/$defs/record"
    assert list(RECORD_REFERENCE.iter_errors(record)) == []
    checker().check(record, "record 0", at=at)  # the unbroken record passes both
    bad = broken(record, path, value)
    assert list(RECORD_REFERENCE.iter_errors(bad)) != []
    with pytest.raises(DataError) as exc:
        checker().check(bad, "record 0", at=at)
    assert str(exc.value).startswith("record 0: ") and named in str(exc.value), what


def test_an_import_refuses_a_record_whose_deal_is_not_its_seeds(
    current: dict[str, Any], tmp_path: Path
) -> None:
    wall = parse(current["records"][1]["deal"]["wall"])
    other = next(i for i, t in enumerate(wall) if t != wall[0])
    wall[0], wall[other] = wall[other], wall[0]  # the same tiles, two of them swapped
    current["records"][1]["deal"]["wall"] = format_tiles(wall, sort=False)
    dice = current["records"][2]["deal"]["dice"]
    current["records"][2]["deal"]["dice"] = [1, 1] if dice == [6, 6] else [6, 6]
    store = import_into(tmp_path, current)
    problems = [p.message for p in store.last.problems]  # type: ignore[attr-defined]
    assert store.count() == len(current["records"]) - 2 and len(problems) == 2
    assert (
        problems[0].startswith("record 1 (session ")
        and "'deal.wall' is not the wall its seed deals: tile 0" in problems[0]
    )
    assert problems[1].startswith("record 2 (session ") and "'deal.dice'" in problems[1]


def test_an_import_names_the_hand_and_the_action_that_diverges(
    current: dict[str, Any], tmp_path: Path
) -> None:
    record = current["records"][0]
    discards = [i for i, a in enumerate(record["game"]["actions"]) if a["type"] == "discard"]
    record["game"]["actions"][discards[2]]["tile"] = "7z"
    store = import_into(tmp_path, current)
    (problem,) = store.last.problems  # type: ignore[attr-defined]
    session, hand = record["session"], record["hand_index"]
    assert problem.message.startswith(f"record 0 (session '{session}', hand {hand})")
    # The changed discard, or a later action it makes impossible, or the result it changes.
    found = re.search(r"actions\[(\d+)\]: cannot be replayed|after action (\d+)", problem.message)
    assert found is not None and int(found.group(1) or found.group(2)) >= discards[2]


def test_the_checker_knows_every_keyword_of_the_schema_and_refuses_others() -> None:
    check_keywords(schema())
    with pytest.raises(ValueError, match="'oneOf'"):
        SchemaChecker({"$defs": {"x": {"oneOf": [{"type": "string"}]}}})


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["", "5p", "0m", "123m55p", "discard", "lincang", "self_draw", "1z"])
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)


def replaced(record: dict[str, Any], steps: list[int], value: object) -> dict[str, Any]:
    """A copy of ``record`` with the value at a path picked by ``steps`` replaced."""
    out = copy.deepcopy(record)
    node: Any = out
    for step in steps:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = keys[step % len(keys)]
        child = node[key]
        if not isinstance(child, dict | list) or not child or step % 5 == 0:
            node[key] = value
            return out
        node = child
    return out


@settings(max_examples=fuzz_examples(150), deadline=None, derandomize=True)
@given(st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=8), json_values)
def test_the_checker_and_the_reference_agree_on_any_changed_value(
    steps: list[int], value: object
) -> None:
    record = replaced(FIXTURE_RECORD, steps, value)
    reference_accepts = not list(RECORD_REFERENCE.iter_errors(record))
    try:
        checker().check(record, "record 0", at="#/$defs/record")
    except DataError:
        assert not reference_accepts, record
    else:
        assert reference_accepts, [e.message for e in RECORD_REFERENCE.iter_errors(record)]
