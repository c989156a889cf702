"""A checker for the part of JSON Schema (draft 2020-12) the game's own format schemas use.

The schema of the hand-record export (resources/formats/hand-records.schema.json) is the
published contract that other programs validate against with any JSON Schema library; the game
checks imports against the very same file with this one. Why not the ``jsonschema`` library:
with its dependencies (``referencing``, ``rpds-py``, a compiled extension, ``attrs``,
``jsonschema-specifications``) it is about 0.6 MB of wheels, small beside Qt, but one more
compiled package to freeze on three systems and a second error style — its messages quote
Python reprs, where the game's name the file, the key path and what is allowed
(``validation.DataError``). The keywords below are all the schemas use; a schema with any other
keyword is refused when loaded (``check_keywords``), so the two can never silently disagree, and
tests/storage/test_record_schema.py checks this checker against ``jsonschema`` on good and broken
records.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from mahjong_desktop.messages import Says
from mahjong_desktop.validation import DataError, one_of, problem, shown_says

KEYWORDS = frozenset(
    {
        "$schema", "$id", "$ref", "$defs", "title", "description",
        "type", "const", "enum", "pattern", "maxLength", "minimum", "maximum",
        "properties", "required", "additionalProperties",
        "items", "prefixItems", "minItems", "maxItems",
    }
)  # fmt: skip
_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "boolean": (bool,),
    "null": (type(None),),
    "integer": (int,),
    "number": (int, float),
}
_SCHEMA_MAPS = ("properties", "$defs")  # keywords whose values map names to schemas


def check_keywords(schema: object, where: str = "") -> None:
    """``ValueError`` unless every keyword of ``schema`` (recursively) is one this checker
    implements."""
    if isinstance(schema, bool):
        return
    if not isinstance(schema, dict):
        raise ValueError(f"schema at {where or 'the root'} is not an object")
    for key, value in schema.items():
        if key not in KEYWORDS:
            raise ValueError(f"schema keyword {key!r} at {where or 'the root'} is not supported")
        if key in _SCHEMA_MAPS:
            for name, sub in value.items():
                check_keywords(sub, f"{where}/{key}/{name}")
        elif key in ("items", "additionalProperties"):
            check_keywords(value, f"{where}/{key}")
        elif key == "prefixItems":
            for i, sub in enumerate(value):
                check_keywords(sub, f"{where}/{key}/{i}")


class SchemaChecker:
    """Checks values against one schema document (its ``$defs`` resolved by ``$ref``)."""

    def __init__(self, schema: Mapping[str, Any]) -> None:
        check_keywords(schema)
        self.root = schema
        self._patterns: dict[str, re.Pattern[str]] = {}

    def check(self, value: object, source: str, *, at: str = "#", key: str = "") -> None:
        """``DataError`` (naming ``source``, the key path and what is allowed) at the first place
        ``value`` breaks the schema at ``at`` (a ``#/$defs/name`` pointer)."""
        self._check(self._resolve(at), value, source, key)

    def _resolve(self, ref: str) -> Any:
        if ref == "#":
            return self.root
        if not ref.startswith("#/$defs/"):
            raise ValueError(f"only local references are supported, got {ref!r}")
        return self.root["$defs"][ref.removeprefix("#/$defs/")]

    def _check(self, schema: Any, value: object, source: str, key: str) -> None:
        if schema is True:
            return
        if schema is False:
            raise problem(source, key, Says("not_allowed_here"))
        if "$ref" in schema:
            self._check(self._resolve(schema["$ref"]), value, source, key)
        if "type" in schema:
            self._type(schema["type"], value, source, key)
        if "const" in schema and not _same(value, schema["const"]):
            raise DataError(source, key, value, shown_says(schema["const"]))
        if "enum" in schema and not any(_same(value, v) for v in schema["enum"]):
            raise DataError(source, key, value, one_of(map(str, schema["enum"])))
        if isinstance(value, str):
            self._string(schema, value, source, key)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            self._number(schema, value, source, key)
        elif isinstance(value, dict):
            self._object(schema, value, source, key)
        elif isinstance(value, list):
            self._array(schema, value, source, key)

    def _type(self, wanted: str | list[str], value: object, source: str, key: str) -> None:
        names = [wanted] if isinstance(wanted, str) else wanted
        for name in names:
            if isinstance(value, _TYPES[name]) and not (
                isinstance(value, bool) and name in ("integer", "number")
            ):
                return
            if name in ("integer", "number") and isinstance(value, float) and value.is_integer():
                return  # JSON Schema: 3.0 is an integer
        words = [Says(_TYPE_WORDS[n]) for n in names]
        allowed = words[0]
        for word in words[1:]:
            allowed = Says("either", (allowed, word))
        raise DataError(source, key, value, allowed)

    def _string(self, schema: Mapping[str, Any], value: str, source: str, key: str) -> None:
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            raise DataError(source, key, value, Says("text", (str(schema["maxLength"]),)))
        pattern = schema.get("pattern")
        if pattern is not None:
            compiled = self._patterns.get(pattern)
            if compiled is None:
                compiled = self._patterns[pattern] = re.compile(pattern)
            if compiled.search(value) is None:
                raise DataError(source, key, value, Says("text_matching", (pattern,)))

    def _number(self, schema: Mapping[str, Any], value: float, source: str, key: str) -> None:
        low, high = schema.get("minimum"), schema.get("maximum")
        if (low is not None and value < low) or (high is not None and value > high):
            whole = schema.get("type") == "integer"
            if high is None:
                allowed = Says("whole_at_least" if whole else "number_at_least", (f"{low:,}",))
            elif low is None:
                allowed = Says("whole_at_most" if whole else "number_at_most", (f"{high:,}",))
            else:
                bounds = (f"{low:,}", f"{high:,}")
                allowed = Says("integer_range" if whole else "number_range", bounds)
            raise DataError(source, key, value, allowed)

    def _object(
        self, schema: Mapping[str, Any], value: dict[str, Any], source: str, key: str
    ) -> None:
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        # The keys present first: a wrong value says more than a missing key that a wrong
        # value elsewhere may have caused (an old record that could not be migrated).
        for name, item in value.items():
            if name in properties:
                self._check(properties[name], item, source, _join(key, name))
            elif extra is False:
                allowed = ", ".join(properties) or "none"
                raise problem(source, _join(key, name), Says("not_known_key", (allowed,)))
            elif extra is not True:
                self._check(extra, item, source, _join(key, name))
        for name in schema.get("required", ()):
            if name not in value:
                raise problem(source, _join(key, name), Says("missing"))

    def _array(self, schema: Mapping[str, Any], value: list[Any], source: str, key: str) -> None:
        low, high = schema.get("minItems"), schema.get("maxItems")
        if (low is not None and len(value) < low) or (high is not None and len(value) > high):
            if low == high:
                allowed = Says("list_of_n", (str(low),))
            elif high is None:
                allowed = Says("list_of_at_least", (str(low or 0),))
            else:
                allowed = Says("list_of_range", (str(low or 0), str(high)))
            raise DataError(source, key, value, allowed)
        prefix = schema.get("prefixItems", [])
        for i, sub in enumerate(prefix[: len(value)]):
            self._check(sub, value[i], source, f"{key}[{i}]")
        rest = schema.get("items", True)
        for i in range(len(prefix), len(value)):
            self._check(rest, value[i], source, f"{key}[{i}]")


_TYPE_WORDS = {  # the validation template of each JSON type's name
    "object": "kind_dict",
    "array": "kind_list",
    "string": "kind_str",
    "boolean": "boolean",
    "null": "kind_null",
    "integer": "kind_int",
    "number": "kind_float",
}


def _join(key: str, name: str) -> str:
    return f"{key}.{name}" if key else name


def _same(a: object, b: object) -> bool:
    """JSON equality: ``true`` is not ``1``."""
    return (type(a) is type(b) and a == b) or (
        not isinstance(a, bool) and not isinstance(b, bool) and isinstance(a, int | float)
        and isinstance(b, int | float) and a == b
    )  # fmt: skip
