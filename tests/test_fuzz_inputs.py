"""Issue 22: property-based fuzzing of what players feed the game — ``score`` input, settings files
and ruleset files. Any value gives a result or a clear refusal (exit 2 / a problem naming the
key / a ``RulesetError`` naming the file), never a traceback.

Time and memory are bounded by construction (the validation layer's size, depth and number
limits, and counts bounded by the 136 tiles). No per-example deadline: timed assertions are flaky
on a shared machine, and the bounds themselves have their own deterministic tests
(``tests/rules/test_score_faults.py``: 上饶 discarded_wilds of 10⁹, once 14 s, is refused).
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_desktop.cli import main
from mahjong_desktop.rules.registry import check_options
from mahjong_desktop.rules.ruleset import RulesetError, parse_ruleset
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.validation import DataError, Limits, parse_json, parse_toml
from tests.helpers.knobs import fuzz_examples

# CI's sample; outside CI ``MAHJONG_FUZZ_EXAMPLES=10000`` (tests/storage/test_fuzz_readers.py).
FUZZ = settings(
    max_examples=fuzz_examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=True,  # the same examples on every run: a failure in CI is a failure here
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, 1, 4, 5, 14, 100, 150, 10**9, 10**40, -1]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.sampled_from(["5p", "E", "1 2m", "123m456m789m234s55p", "discard", "self_draw", "linan"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner),
    max_leaves=20,
)

HAND_FIELDS = [
    "region",
    "options",
    "concealed",
    "melds",
    "win_tile",
    "win_by",
    "seat_wind",
    "round_wind",
    "dealer",
    "declared_ready",
    "discarder_declared_ready",
    "wild",
    "flowers",
    "discarded_wilds",
    "dealer_streak",
    "first_turn",
]
BASE_HAND: dict[str, Any] = {
    "region": "shangrao",
    "concealed": "123m456m789m234s55p",
    "win_tile": "5p",
    "win_by": "self_draw",
    "wild": "5p",
}
hands = st.builds(
    lambda region, changes: {**BASE_HAND, "region": region, **changes},
    st.sampled_from(["lincang", "linfen", "lanzhou", "shangrao", "linan", "atlantis"]),
    st.dictionaries(st.sampled_from(HAND_FIELDS), json_values, max_size=4),
)


def run_score(data: bytes) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["score"])
    finally:
        sys.stdin = stdin
    return code, out.getvalue(), err.getvalue()


def assert_answered(code: int, out: str, err: str) -> None:
    if code == 0:
        result = json.loads(out)
        assert set(result) >= {"legal", "items", "pays"}
    else:
        assert code == 2 and out == ""
        assert err.startswith("mahjong-desktop score: ") and err.count("\n") == 1


@pytest.mark.slow
@FUZZ
@given(hands)
def test_score_answers_any_hand_description(hand: dict[str, Any]) -> None:
    assert_answered(*run_score(json.dumps(hand).encode()))


@pytest.mark.slow
@FUZZ
@given(json_values)
def test_score_answers_any_json(value: object) -> None:
    assert_answered(*run_score(json.dumps(value).encode()))


@FUZZ
@given(st.binary(max_size=200))
def test_score_answers_any_bytes(data: bytes) -> None:
    assert_answered(*run_score(data))


@pytest.mark.slow
@FUZZ
@given(json_values)
def test_any_json_settings_file_loads_with_problems_named_and_saves_cleanly(
    tmp_path_factory: Any, value: object
) -> None:
    folder: Path = tmp_path_factory.mktemp("settings")
    store = SettingsStore(folder / "settings.json")
    store.path.write_text(json.dumps(value), encoding="utf-8")
    result = store.load()
    assert isinstance(result.settings, Settings)
    assert all(p.source == str(store.path) and p.detail for p in result.problems)
    store.save(result.settings)
    again = store.load()
    assert again.problems == () and again.settings == result.settings


SETTINGS_KEYS = ["region", "region_options", "computer_levels", "base_stake", "claim_timer"]


@pytest.mark.slow
@FUZZ
@given(st.dictionaries(st.sampled_from(SETTINGS_KEYS), json_values, max_size=5))
def test_settings_with_wrong_values_for_real_keys_keep_working(
    tmp_path_factory: Any, data: dict[str, object]
) -> None:
    folder: Path = tmp_path_factory.mktemp("settings")
    store = SettingsStore(folder / "settings.json")
    store.path.write_text(json.dumps(data), encoding="utf-8")
    result = store.load()
    store.save(result.settings)
    assert store.load().problems == ()


@FUZZ
@given(st.binary(max_size=300))
def test_any_bytes_as_a_settings_file(tmp_path_factory: Any, data: bytes) -> None:
    folder: Path = tmp_path_factory.mktemp("settings")
    store = SettingsStore(folder / "settings.json")
    store.path.write_bytes(data)
    assert isinstance(store.load().settings, Settings)


def shipped(region: str) -> str:
    return resources.files("mahjong_desktop.rulesets").joinpath(f"{region}.toml").read_text("utf-8")


toml_values = st.one_of(
    st.booleans(),
    st.integers(min_value=-(10**25), max_value=10**25),
    st.sampled_from(["0", "-1", "200", "1e9", '"x"', '""', "[]", "{}", "[[[1]]]", "{ x = -4 }"]),
    st.text(alphabet="abc", max_size=5).map(json.dumps),
)


def toml_literal(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


NUMBER_LINE = re.compile(r"^(\s*[\w.]+\s*=\s*)(-?\d+|true|false)\s*(#.*)?$", re.MULTILINE)


@FUZZ
@given(
    st.sampled_from(["lincang", "linfen", "lanzhou", "shangrao", "linan"]),
    st.integers(min_value=0, max_value=10_000),
    toml_values,
)
def test_a_ruleset_with_any_value_replaced_is_accepted_or_refused_by_name(
    region: str, which: int, value: object
) -> None:
    text = shipped(region)
    lines = list(NUMBER_LINE.finditer(text))
    target = lines[which % len(lines)]
    edited = text[: target.start(2)] + toml_literal(value) + text[target.end(2) :]
    source = f"rulesets/{region}.toml"
    try:
        check_options(parse_ruleset(edited, source=source))
    except RulesetError as exc:
        assert str(exc).startswith(source)


@FUZZ
@given(st.text(max_size=300))
def test_any_text_as_a_ruleset_file(text: str) -> None:
    try:
        check_options(parse_ruleset(text, source="my.toml"))
    except RulesetError as exc:
        assert str(exc).startswith("my.toml")


SMALL = Limits(max_bytes=2000, max_depth=4, max_items=50, max_string=40, max_int=1000)


@FUZZ
@given(json_values)
def test_the_limits_refuse_or_accept_but_never_raise_anything_else(value: object) -> None:
    text = json.dumps(value)
    for parse in (parse_json,):
        try:
            parse(text, "x.json", SMALL)
        except DataError as exc:
            assert str(exc).startswith("x.json")
    try:
        parse_toml(f"v = {text}", "x.toml", SMALL)
    except DataError as exc:
        assert str(exc).startswith("x.toml")
