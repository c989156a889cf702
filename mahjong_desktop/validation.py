"""The one validation layer for data the game reads: settings, window state, rulesets (shipped and
the player's), ``score`` input, saves, exports and imports, the rows of the session journal and
the hand records — everything parsed from JSON or TOML goes through the readers here.

Why hand-written rather than a schema library (pydantic, jsonschema, cattrs …): the checks that
matter most here happen *while parsing* — a byte budget, a nesting depth, numbers of thousands of
digits, non-UTF-8 bytes — before any schema library would see a value; the messages must name the
file, the dotted key, the value and what is allowed in the player's terms; the readers must be
forgiving key by key (settings keep every good key); and the app ships frozen with PyInstaller, so
each dependency costs bundle size. What is left after the bounded parse is a handful of typed
readers, which are shorter than a schema plus its error translation.

How to use it (a new reader of player data, e.g. a save file)::

    data = read_json_file(path, SAVE_LIMITS)          # DataError: unreadable, too big, too deep …
    fields = Fields.of(data, source=str(path))        # DataError for a wrong key, with its path
    seed = fields.integer("seed", 0, 2**63 - 1)
    moves = fields.value("actions", list)             # a typed value, no range

Every problem is a ``DataError``: ``.source`` (file), ``.key`` (dotted path such as
``region_options.linan.cap``), ``.value`` (shortened) and ``.allowed``; ``str()`` joins them
into one line, in English. What is allowed (and what the reader did about it) is also kept as a
``messages.Says``, a named template with its arguments, which the window words in the player's
language (``ui/shell/wording.py``). There is no other error type for bad data: the storage layer
raises these too (a file it cannot use as a whole) and lists them as ``storage.problem.Problem``
when it skips a part. Nothing here imports Qt or other layers of the game (``messages`` only):
every layer may use it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from mahjong_desktop.messages import Says, number, says

_SHOWN = 60  # characters of a value quoted in a message


@dataclass(frozen=True, slots=True)
class Limits:
    """Bounds on what a reader accepts, so no file can cost unbounded time or memory."""

    max_bytes: int = 1 << 20
    max_depth: int = 16  # nesting of objects/tables and lists
    max_items: int = 10_000  # entries in all containers together
    max_string: int = 10_000  # characters of one string (and of one key)
    max_int: int = 10**12  # magnitude of an integer; bigger ones are refused by key
    # False for stored game data (saves, exports, journal rows): there NaN/Infinity reach the
    # field checks, which refuse the one record holding them rather than the whole file.
    finite_only: bool = True


def stored_limits(max_bytes: int) -> Limits:
    """Bounds for the game's own stored data (saves, exports, journal and record rows).

    Only size and depth bound it as a whole: its field checks refuse a wrong value one record at
    a time (a hand index of 10**30 costs its record, not the import). 32 levels: the deepest
    legitimate value (a save) nests 6. Entries and strings are bounded by the size alone, which
    also lets ``parse_json`` skip its walk over millions of entries of a large export."""
    return Limits(
        max_bytes=max_bytes,
        max_depth=32,
        max_items=max_bytes,
        max_string=max_bytes,
        max_int=10**100,
        finite_only=False,
    )


SETTINGS_LIMITS = Limits(max_bytes=256 << 10, max_depth=8, max_items=2_000, max_string=1_000)
RULESET_LIMITS = Limits(max_bytes=1 << 20, max_depth=12, max_items=20_000, max_string=10_000)
SCORE_LIMITS = Limits(max_bytes=64 << 10, max_depth=6, max_items=500, max_string=1_000)


def shown(value: object) -> str:
    """A value as quoted in a message: short, one line, never thousands of digits."""
    return shown_says(value).english()


def shown_says(value: object) -> Says:
    """``shown(value)`` as a ``Says``: a value quoted as it is, or described when it is too big."""
    if isinstance(value, _BigNumber):
        return Says("digits", (str(value.digits),))
    if isinstance(value, _NotANumber):
        return Says("quoted", (value.name,))
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**18:
        return Says("digits", (str(len(str(abs(value)))),))
    if isinstance(value, list) and len(value) <= 8 and all(map(_small, value)):
        # A short list of small values is quoted as it is (four scores, four levels); anything
        # that could be costly to write out (nesting, long text, huge numbers) is described.
        text = repr(value)
        if len(text) <= _SHOWN:
            return Says("quoted", (text,))
    if isinstance(value, dict) and value:
        return Says("object_entries", (_count(len(value), "entry", "entries"),))
    if isinstance(value, list) and value:
        return Says("list_items", (_count(len(value), "item", "items"),))
    text = "{}" if isinstance(value, dict) else "[]" if isinstance(value, list) else repr(value)
    return Says("quoted", (text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…",))


def _small(value: object) -> bool:
    if isinstance(value, str):
        return len(value) <= _SHOWN
    if isinstance(value, int):
        return abs(value) < 10**18
    return value is None or isinstance(value, float)


def _count(n: int, one: str, many: str) -> Says:
    return Says(f"count_{one if n == 1 else many}", (number(n),))


class DataError(ValueError):
    """One thing wrong in data read from a file or a stream; the message says where and why.

    Kinds of data that callers must tell apart subclass it (``rules.ruleset.RulesetError``): the
    readers below raise the subclass they are given (``Fields.of(..., error=RulesetError)``), so
    the message has one shape whatever the data.

    ``allowed`` and ``note`` may be given as English text or as ``Says``; ``says`` and
    ``note_says`` keep them structured (``ui/shell/wording.py`` words them in the player's
    language), ``allowed``/``note``/``detail``/``str()`` are the English. ``source`` is a file
    name, quoted as it is, or a ``Says`` where it is words ("record 3 (session …, hand 2)" of an
    import): ``source_says`` keeps those, ``source`` is the English."""

    def __init__(
        self,
        source: str | Says,
        key: str,
        value: object,
        allowed: str | Says,
        note: str | Says = "",
    ) -> None:
        self.source_says = source if isinstance(source, Says) else None
        source = str(source)
        self.source = source
        self.key = key
        self.value = value
        self.says = says(allowed)
        self.note_says = says(note) if note else None
        self.allowed = self.says.english()
        self.note = "" if self.note_says is None else self.note_says.english()
        # ``detail`` is the message without the file and key, for readers that list them apart.
        self.detail = (
            self.allowed if value is _NO_VALUE else f"{shown(value)} is not {self.allowed}"
        )
        if self.note:
            self.detail += f"; {self.note}"
        where = ": ".join(part for part in (source, key) if part)
        super().__init__(f"{where}: {self.detail}" if where else self.detail)

    @property
    def has_value(self) -> bool:
        """Whether the message quotes a value ("<value> is not <allowed>")."""
        return self.value is not _NO_VALUE

    def __reduce__(self) -> tuple[object, ...]:
        # Copied or pickled whole: rebuilt from its parts (``ValueError`` would keep the text only).
        source = self.source_says or self.source
        return (type(self), (source, self.key, self.value, self.says, self.note_says or ""))

    @classmethod
    def about(
        cls, source: str | Says, key: str, message: str | Says, note: str | Says = ""
    ) -> Self:
        """An error without a single value to quote (a missing key, an unreadable file)."""
        return cls(source, key, _NO_VALUE, message, note)

    @classmethod
    def recast(cls, error: DataError) -> Self:
        """``error`` as this kind, with the same file, key, value and message."""
        source = error.source_says or error.source
        return cls(source, error.key, error.value, error.says, error.note_says or "")

    def moved(self, source: str | Says, key: str) -> Self:
        """The same error said of another file and key (a row read again where it is stored)."""
        return type(self)(source, key, self.value, self.says, self.note_says or "")

    def noted(self, note: str | Says) -> Self:
        """The same error with what the reader did about it (``"using the default"``)."""
        return type(self)(self.source_says or self.source, self.key, self.value, self.says, note)


class _NoValue:
    """Stands for "no value to quote"; one instance, kept by pickling (``__reduce__``)."""

    def __reduce__(self) -> str:
        return "_NO_VALUE"


_NO_VALUE = _NoValue()


def problem(source: str | Says, key: str, message: str | Says, note: str | Says = "") -> DataError:
    """A ``DataError`` without a single value to quote (a missing key, an unreadable file)."""
    return DataError.about(source, key, message, note)


@dataclass(frozen=True, slots=True)
class _BigNumber:
    """Stands in for an integer literal too long to convert, so the walk can name its key."""

    digits: int


@dataclass(frozen=True, slots=True)
class _NotANumber:
    """Stands in for NaN/Infinity in a forgiving read, so the walk can name its key."""

    name: str


# -- reading --------------------------------------------------------------------------------------


def read_bytes(path: Path, limits: Limits, source: str | None = None) -> bytes:
    """At most ``limits.max_bytes`` of ``path``; anything else is a ``DataError`` at once.

    The one reader of every file the game opens: it looks before it reads. Only a regular file is
    read: a FIFO would block the start forever, a link to ``/dev/zero`` would read until memory
    runs out, a folder cannot be read at all. The size is checked from ``stat`` first, the file is
    opened with ``O_NONBLOCK`` (so a FIFO swapped in after the check cannot block the open) and
    checked again on the open handle, and at most ``max_bytes + 1`` bytes are read.
    """
    where = str(path) if source is None else source
    try:
        _check_regular(os.stat(path), where, limits)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
    except OSError as exc:
        raise problem(where, "", Says("unreadable", (exc.strerror or str(exc),))) from None
    try:
        with os.fdopen(fd, "rb") as handle:
            _check_regular(os.fstat(handle.fileno()), where, limits)
            data = handle.read(limits.max_bytes + 1)
    except OSError as exc:
        raise problem(where, "", Says("unreadable", (exc.strerror or str(exc),))) from None
    if len(data) > limits.max_bytes:
        raise problem(where, "", Says("larger_than_bytes", (number(limits.max_bytes),)))
    return data


def _check_regular(info: os.stat_result, where: str, limits: Limits) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise problem(where, "", Says("not_regular", (special_says(info.st_mode),)))
    if info.st_size > limits.max_bytes:
        sizes = (number(info.st_size), number(limits.max_bytes))
        raise problem(where, "", Says("size_beyond", sizes))


def special_kind(mode: int) -> str:
    """What a file that is not a regular file is, in a message's words."""
    return special_says(mode).english()


def special_says(mode: int) -> Says:
    """``special_kind`` as a ``Says``."""
    if stat.S_ISDIR(mode):
        return Says("kind_folder")
    if stat.S_ISFIFO(mode):
        return Says("kind_fifo")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Says("kind_device")
    if stat.S_ISSOCK(mode):
        return Says("kind_socket")
    return Says("kind_special")


_BOM = b"\xef\xbb\xbf"


def decode_utf8(data: bytes, source: str) -> str:
    """UTF-8 text; a leading byte-order mark (Notepad writes one) is accepted and dropped."""
    skip = len(_BOM) if data.startswith(_BOM) else 0
    try:
        return data[skip:].decode("utf-8")
    except UnicodeDecodeError as exc:
        offset = exc.start + skip
        at = (f"{data[offset]:#04x}", str(offset))
        raise problem(source, "", Says("not_utf8", at)) from None


def parse_json(text: str, source: str, limits: Limits) -> Any:
    """JSON within ``limits``: depth, size, integer size, no NaN/Infinity; ``DataError`` else."""
    _check_text(text, source, limits.max_bytes, limits.max_depth)
    data, beyond = _loads(text, source, limits, forgiving=False)
    # The bracket check above bounds the depth; a text no longer than the entry and string bounds
    # cannot exceed them; numbers beyond the limits were flagged while parsing. Only when one of
    # those can still be wrong is the value walked (a 12 MB export has millions of entries).
    if beyond or len(text) > min(limits.max_items, limits.max_string):
        check_tree(data, source, limits)
    return data


# How deep the parser itself may go for a forgiving reader, which drops values nested beyond its
# limit key by key: far beyond any reader's limit, far below what could exhaust the stack.
PARSE_DEPTH = 64


def parse_json_forgiving(text: str, source: str, limits: Limits) -> tuple[Any, list[DataError]]:
    """JSON whose values beyond ``limits`` are dropped one key at a time: (what is left, one
    ``DataError`` per dropped key). For readers that keep every good key (settings): a number of
    19 digits, a string too long, a list too long, nesting too deep or NaN costs its key only.
    Only what the file as a whole breaks (size, syntax, nesting beyond ``PARSE_DEPTH``, more
    entries in all than ``max_items``) is raised as ``DataError``."""
    _check_text(text, source, limits.max_bytes, max(PARSE_DEPTH, limits.max_depth))
    data, _ = _loads(text, source, limits, forgiving=True)
    return data, prune_tree(data, source, limits)


def _check_text(text: str, source: str, max_bytes: int, max_depth: int) -> None:
    if len(text) > max_bytes:
        raise problem(source, "", Says("larger_than_characters", (number(max_bytes),)))
    # Reject deep nesting before the parser recurses into it (the C parser would raise
    # RecursionError only after a thousand levels; the pure-Python one can overflow the stack).
    _check_bracket_depth(text, source, max_depth)


def _loads(text: str, source: str, limits: Limits, *, forgiving: bool) -> tuple[Any, bool]:
    """The parsed value, and whether a number in it is beyond ``limits`` (to be named by key)."""
    # Literals longer than the bound's digits are never converted (int() of thousands of digits
    # costs time, and Python refuses more than 4,300 with a ValueError).
    max_digits = max(18, len(str(limits.max_int)))
    beyond = False

    def parse_int(literal: str) -> int | _BigNumber:
        nonlocal beyond
        digits = len(literal.lstrip("-"))
        if digits > max_digits:
            beyond = True
            return _BigNumber(digits)
        value = int(literal)
        beyond = beyond or abs(value) > limits.max_int
        return value

    def parse_float(literal: str) -> float:
        nonlocal beyond
        value = float(literal)  # 1e999 is Infinity
        beyond = beyond or (limits.finite_only and not math.isfinite(value))
        return value

    def parse_constant(name: str) -> float | _NotANumber:
        if not limits.finite_only:
            return float(name)  # the field checks refuse it where a number is read
        if forgiving:
            return _NotANumber(name)  # named and dropped with its key by ``prune_tree``
        raise problem(source, "", Says("not_json_number", (name,)))

    try:
        data = json.loads(
            text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant
        )
        return data, beyond
    except json.JSONDecodeError as exc:
        where = (str(exc.lineno), str(exc.colno), exc.msg)
        raise problem(source, "", Says("not_json", where)) from None
    except RecursionError:
        raise problem(source, "", Says("nested_too_deeply")) from None


def parse_toml(text: str, source: str, limits: Limits) -> dict[str, Any]:
    """TOML within ``limits``; ``DataError`` for anything else."""
    if len(text) > limits.max_bytes:
        raise problem(source, "", Says("larger_than_characters", (number(limits.max_bytes),)))
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise problem(source, "", Says("not_toml", (str(exc),))) from None
    except RecursionError:
        raise problem(source, "", Says("nested_deeper", (str(limits.max_depth),))) from None
    except ValueError as exc:  # an integer of more than 4,300 digits (int() refuses it)
        raise problem(source, "", Says("unreadable", (str(exc),))) from None
    check_tree(data, source, limits)
    return data


def read_json_file(path: Path, limits: Limits, source: str | None = None) -> Any:
    """The JSON in ``path`` within ``limits`` (``read_bytes``, then ``parse_json``). Every way the
    file can be wrong is a ``DataError`` naming it; the file is left where it is (the caller
    decides whether to keep it aside: ``storage.aside.keep_aside``)."""
    where = str(path) if source is None else source
    return parse_json(decode_utf8(read_bytes(path, limits, where), where), where, limits)


def read_json_file_forgiving(
    path: Path, limits: Limits, source: str | None = None
) -> tuple[Any, list[DataError]]:
    """``parse_json_forgiving`` of the file; ``DataError`` when the file as a whole is unusable."""
    where = str(path) if source is None else source
    return parse_json_forgiving(decode_utf8(read_bytes(path, limits, where), where), where, limits)


def read_toml_file(path: Path, limits: Limits, source: str | None = None) -> dict[str, Any]:
    where = str(path) if source is None else source
    return parse_toml(decode_utf8(read_bytes(path, limits, where), where), where, limits)


def _check_bracket_depth(text: str, source: str, max_depth: int) -> None:
    if text.count("[") + text.count("{") <= max_depth:
        return  # cannot nest deeper than it has brackets (a journal row: one action)
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                raise problem(source, "", Says("nested_deeper", (str(max_depth),)))
        elif ch in "]}":
            depth -= 1


def check_tree(data: object, source: str, limits: Limits) -> None:
    """Walk parsed data (without recursion) and refuse what exceeds ``limits``, naming the key."""
    stack: list[tuple[object, str, int]] = [(data, "", 0)]
    items = 0
    while stack:
        value, key, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth >= limits.max_depth:
                raise problem(source, key, Says("nested_deeper", (str(limits.max_depth),)))
            items += len(value)
            if items > limits.max_items:
                raise problem(source, key, Says("more_entries", (number(limits.max_items),)))
            if isinstance(value, dict):
                for k, v in value.items():
                    if len(k) > limits.max_string:
                        raise DataError(
                            source, key, k, Says("key_length", (str(limits.max_string),))
                        )
                    stack.append((v, join(key, k), depth + 1))
            else:
                stack.extend((v, f"{key}[{i}]", depth + 1) for i, v in enumerate(value))
        elif isinstance(value, _BigNumber) or (
            isinstance(value, int) and not isinstance(value, bool) and abs(value) > limits.max_int
        ):
            raise DataError(source, key, value, Says("number_within", (number(limits.max_int),)))
        elif isinstance(value, float) and limits.finite_only and not math.isfinite(value):
            raise DataError(source, key, value, Says("finite_number"))
        elif isinstance(value, str) and len(value) > limits.max_string:
            raise DataError(source, key, value, Says("text", (str(limits.max_string),)))


def prune_tree(data: object, source: str, limits: Limits) -> list[DataError]:
    """Remove from ``data`` (in place, without recursion) every value beyond ``limits``; one
    ``DataError`` per removed key, naming that key. What is removed is the object entry holding
    the bad value, however deep in lists it sits: a list one item short would silently mean
    something else."""
    problems: list[DataError] = []
    doomed: dict[tuple[int, str], tuple[dict[str, Any], str]] = {}
    # value, its path, its depth, and the object entry holding it: (object, key, key's path)
    stack: list[tuple[object, str, int, tuple[dict[str, Any], str, str] | None]] = [
        (data, "", 0, None)
    ]
    items = 0
    while stack:
        value, key, depth, owner = stack.pop()
        if owner is not None and (id(owner[0]), owner[1]) in doomed:
            continue  # its entry goes already: one problem per key
        error = _beyond(value, key, depth, source, limits)
        if error is None and isinstance(value, dict | list):
            items += len(value)
            if items > limits.max_items:
                error = problem(source, key, Says("more_entries", (number(limits.max_items),)))
        if error is not None:
            if owner is None:
                raise error  # the file as a whole
            parent, name, path = owner
            doomed[(id(parent), name)] = (parent, name)
            if key != path:  # deep inside the entry: say where
                error = problem(source, path, Says("inside", (key[len(path) :].lstrip("."), error)))
            problems.append(error)
            continue
        if isinstance(value, dict):
            for k, v in value.items():
                child = join(key, k)
                if len(k) > limits.max_string:
                    doomed[(id(value), k)] = (value, k)
                    problems.append(
                        DataError(source, key, k, Says("key_length", (str(limits.max_string),)))
                    )
                else:
                    stack.append((v, child, depth + 1, (value, k, child)))
        elif isinstance(value, list):
            stack.extend((v, f"{key}[{i}]", depth + 1, owner) for i, v in enumerate(value))
    for parent, k in doomed.values():
        parent.pop(k, None)
    return sorted(problems, key=lambda e: e.key)


def _beyond(value: object, key: str, depth: int, source: str, limits: Limits) -> DataError | None:
    if isinstance(value, dict | list):
        if depth >= limits.max_depth:
            return problem(source, key, Says("nested_deeper", (str(limits.max_depth),)))
        if len(value) > limits.max_items:
            return DataError(source, key, value, Says("entries", (number(limits.max_items),)))
    elif isinstance(value, _BigNumber) or (
        isinstance(value, int) and not isinstance(value, bool) and abs(value) > limits.max_int
    ):
        return DataError(source, key, value, Says("number_within", (number(limits.max_int),)))
    elif isinstance(value, _NotANumber) or (
        isinstance(value, float) and limits.finite_only and not math.isfinite(value)
    ):
        return DataError(source, key, value, Says("finite_number"))
    elif isinstance(value, str) and len(value) > limits.max_string:
        return DataError(source, key, value, Says("text", (str(limits.max_string),)))
    return None


_PLAIN_KEY = re.compile(r"[\w:-]+")


def key_text(key: str) -> str:
    """A key as written in a message: plain names as they are, anything else quoted, so a key
    holding a newline, a dot or nothing at all cannot break or fake a message line."""
    return key if _PLAIN_KEY.fullmatch(key) else json.dumps(key)


def join(key: str, child: str) -> str:
    return f"{key}.{key_text(child)}" if key else key_text(child)


# -- typed access -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fields:
    """Typed, ranged access to one object/table; each wrong field is a ``DataError`` with its path.

    ``default`` arguments make a key optional; without one the key is required. ``error`` is the
    kind of ``DataError`` raised (a ruleset reader raises ``RulesetError``); tables read from here
    keep it.
    """

    data: Mapping[str, Any]
    source: str
    key: str = ""
    error: type[DataError] = DataError

    @staticmethod
    def of(
        value: object, source: str, key: str = "", *, error: type[DataError] = DataError
    ) -> Fields:
        if not isinstance(value, Mapping):
            raise error(source, key or "(file)", value, Says("table"))
        return Fields(value, source, key, error)

    def where(self, name: str) -> str:
        return join(self.key, name)

    def fail(self, name: str, message: str | Says) -> DataError:
        """An error about ``name`` that no typed reader below can say (a rule between fields)."""
        return self.error.about(self.source, self.where(name), message)

    def __contains__(self, name: str) -> bool:
        return name in self.data

    def __iter__(self) -> Iterator[str]:
        return iter(self.data)

    def _get(self, name: str, default: object) -> object:
        if name in self.data:
            return self.data[name]
        if default is _REQUIRED:
            raise self.fail(name, Says("missing"))
        return default

    def integer(
        self, name: str, lo: int, hi: int, default: int | object = None, *, step: int = 1
    ) -> int:
        value = self._get(name, _REQUIRED if default is None else default)
        if value is default:
            return value  # type: ignore[return-value]
        return expect_int(value, self.source, self.where(name), lo, hi, step=step, error=self.error)

    def optional_integer(self, name: str, lo: int, hi: int) -> int | None:
        """The whole number at ``name`` from ``lo`` to ``hi``, or None when the key is absent
        (or null, as JSON writes an absent value)."""
        if self.data.get(name) is None:
            return None
        return self.integer(name, lo, hi)

    def boolean(self, name: str, default: bool | None = None) -> bool:
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, bool):
            raise self.error(self.source, self.where(name), value, Says("boolean"))
        return value

    def text(
        self,
        name: str,
        default: str | None = None,
        *,
        max_len: int = 1000,
        non_empty: bool = False,
    ) -> str:
        if default is not None and name not in self.data:
            return default
        value = self._get(name, _REQUIRED)
        if not isinstance(value, str) or len(value) > max_len or (non_empty and not value.strip()):
            allowed = Says("text_non_empty" if non_empty else "text", (str(max_len),))
            raise self.error(self.source, self.where(name), value, allowed)
        return value

    def texts(
        self,
        name: str,
        default: tuple[str, ...] = (),
        *,
        most: int = 1000,
        max_len: int = 1000,
    ) -> tuple[str, ...]:
        """A list of at most ``most`` non-empty texts of at most ``max_len`` characters (names,
        keys) at ``name``; ``default`` when the key is absent."""
        if name not in self.data:
            return default
        value = self.data[name]
        if (
            not isinstance(value, list)
            or len(value) > most
            or not all(isinstance(v, str) and 0 < len(v) <= max_len for v in value)
        ):
            allowed = Says("names", (str(most), str(max_len)))
            raise self.error(self.source, self.where(name), value, allowed)
        return tuple(value)

    def choice(self, name: str, allowed: Iterable[str], default: str | None = None) -> str:
        options = list(allowed)
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, str) or value not in options:
            raise self.error(self.source, self.where(name), value, one_of(options))
        return value

    def value(self, name: str, kind: type | tuple[type, ...]) -> Any:
        """The required value of ``name`` if it is of ``kind`` (a bool is no ``int``), unranged:
        for stored game data whose ranges the engine checks when it replays."""
        value = self._get(name, _REQUIRED)
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
            words = [Says(_KIND_NAMES[k]) for k in kinds]
            allowed = words[0] if len(words) == 1 else Says("either", (words[0], words[1]))
            raise self.error(self.source, self.where(name), value, allowed)
        return value

    def table(self, name: str, *, required: bool = True) -> Fields:
        value = self._get(name, _REQUIRED if required else {})
        return Fields.of(value, self.source, self.where(name), error=self.error)

    def tables(self, name: str) -> list[Fields]:
        """The non-empty list of objects/tables at ``name``, each as ``Fields`` (``name[i]``)."""
        value = self._get(name, _REQUIRED)
        if not isinstance(value, list) or not value:
            raise self.error(self.source, self.where(name), value, Says("tables"))
        where = self.where(name)
        return [
            Fields.of(v, self.source, f"{where}[{i}]", error=self.error)
            for i, v in enumerate(value)
        ]

    def only(self, allowed: Iterable[str]) -> None:
        """Refuse keys outside ``allowed`` (a typo would otherwise be silently ignored)."""
        known = set(allowed)
        extra = sorted(k for k in self.data if k not in known)
        if extra:
            listed = ", ".join(key_text(k) for k in extra[:5])
            if len(extra) > 5:
                listed += f" (and {len(extra) - 5} more)"
            raise self.fail(extra[0], Says("unknown_key", (listed, tuple(sorted(known)))))


_REQUIRED = object()
_KIND_NAMES: dict[type, str] = {
    int: "kind_int",
    str: "kind_str",
    list: "kind_list",
    dict: "kind_dict",
    bool: "boolean",
    float: "kind_float",
}


def one_of(choices: Iterable[str]) -> Says:
    """ "one of a, b, c": the choices quoted as they are written."""
    return Says("one_of", (tuple(choices),))


def integer_range(lo: str, hi: str, step: int | None = None) -> Says:
    """ "a whole number from lo to hi" (", a multiple of step"): the bounds as the caller writes
    them (a settings key groups thousands, a ruleset option writes them as its file does)."""
    if step is not None and step > 1:
        return Says("integer_range_step", (lo, hi, str(step)))
    return Says("integer_range", (lo, hi))


def expect_int(
    value: object,
    source: str,
    key: str,
    lo: int,
    hi: int,
    *,
    step: int = 1,
    error: type[DataError] = DataError,
) -> int:
    """``value`` as a whole number from ``lo`` to ``hi``, a multiple of ``step``; else ``error``."""
    allowed = integer_range(number(lo), number(hi), step)
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or not lo <= value <= hi
        or value % step
    ):
        raise error(source, key, value, allowed)
    return value
