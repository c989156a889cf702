"""The 34 tile kinds and the tile notation (docs/computer-players.md, "Library use").

Kinds are ints 0–33: 1m…9m = 0–8, 1p…9p = 9–17, 1s…9s = 18–26, 1z…7z = 27–33
(东 南 西 北 白 发 中, the riichi/Tenhou honour order so hands can be checked against
public libraries). Runs of one suit share the letter (``123m456p11z``); honours may also be
written with the letters ``E S W N P F C``.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Sequence

NUM_KINDS = 34
COPIES = 4
SUITS = "mpsz"

MAN, PIN, SOU, HONOR = 0, 1, 2, 3

EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)

HONOUR_LETTERS = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH, "P": WHITE, "F": GREEN, "C": RED}

_ZH_SUIT = ("万", "筒", "条")
_ZH_NUM = "一二三四五六七八九"
_ZH_HONOUR = ("东", "南", "西", "北", "白", "发", "中")
_EN_SUIT = ("Characters", "Dots", "Bamboo")
_EN_SUIT_ONE = ("Character", "Dot", "Bamboo")
_EN_HONOUR = ("East", "South", "West", "North", "White", "Green", "Red")


def suit(kind: int) -> int:
    """0 = 万 characters, 1 = 筒 dots, 2 = 条 bamboo, 3 = 字 honours."""
    return kind // 9


def rank(kind: int) -> int:
    """Face value 1–9 of a suited tile, 1–7 for honours (1z…7z)."""
    return kind % 9 + 1


def is_honour(kind: int) -> bool:
    return kind >= 27


def is_terminal(kind: int) -> bool:
    """A 1 or a 9 of a suit."""
    return kind < 27 and kind % 9 in (0, 8)


def is_terminal_or_honour(kind: int) -> bool:
    """幺九: a 1, a 9 or an honour."""
    return kind >= 27 or kind % 9 in (0, 8)


def name(kind: int) -> str:
    """Notation of one kind, e.g. ``5p`` or ``7z``."""
    _check_kind(kind)
    return f"{rank(kind)}{SUITS[suit(kind)]}"


def zh_name(kind: int) -> str:
    """Chinese name, e.g. 五筒, 中."""
    _check_kind(kind)
    if kind >= 27:
        return _ZH_HONOUR[kind - 27]
    return _ZH_NUM[kind % 9] + _ZH_SUIT[kind // 9]


def en_name(kind: int) -> str:
    """English name, e.g. ``5 Dots``, ``1 Dot``, ``Red``: a face of one reads in the singular
    ("after 1 Characters" read as a count gone wrong)."""
    _check_kind(kind)
    if kind >= 27:
        return _EN_HONOUR[kind - 27]
    r = rank(kind)
    return f"{r} {(_EN_SUIT_ONE if r == 1 else _EN_SUIT)[suit(kind)]}"


def _check_kind(kind: int) -> None:
    if not isinstance(kind, int) or isinstance(kind, bool) or not 0 <= kind < NUM_KINDS:
        raise ValueError(f"not a tile kind: {kind!r} (kinds are 0–33)")


def parse(text: str) -> list[int]:
    """Parse tile notation into kinds, in the order written.

    ``"123m5p EE"`` → ``[0, 1, 2, 13, 27, 27]``. Spaces separate groups and are otherwise ignored.
    Raises ``ValueError`` naming the offending character and its position (0-based).
    """
    if not isinstance(text, str):
        raise ValueError(f"tile notation must be a string, not {type(text).__name__}")
    kinds: list[int] = []
    pending: list[tuple[int, str]] = []  # (position, digit) waiting for their suit letter
    for pos, ch in enumerate(text):
        if ch in "0123456789":
            pending.append((pos, ch))
        elif ch in SUITS:
            if not pending:
                raise _bad(text, f"suit letter {ch!r} at position {pos} has no digits")
            base = SUITS.index(ch) * 9
            top = 7 if ch == "z" else 9
            for dpos, digit in pending:
                value = int(digit)
                if not 1 <= value <= top:
                    raise _bad(
                        text,
                        f"{digit!r} at position {dpos} is not a tile of suit {ch!r} (1–{top})",
                    )
                kinds.append(base + value - 1)
            pending.clear()
        elif ch in HONOUR_LETTERS:
            if pending:
                dpos, digit = pending[0]
                raise _bad(text, f"digit {digit!r} at position {dpos} has no suit letter")
            kinds.append(HONOUR_LETTERS[ch])
        elif ch.isspace():
            # A space separates groups; inside one ("1 2m") it is a typo, not a separator.
            if pending:
                dpos, digit = pending[0]
                raise _bad(
                    text, f"space at position {pos} between digit {digit!r} and its suit letter"
                )
            continue
        else:
            raise ValueError(
                f"bad tile notation {text!r}: unknown character {ch!r} at position {pos}"
            )
    if pending:
        dpos, digit = pending[0]
        raise _bad(text, f"digit {digit!r} at position {dpos} has no suit letter")
    return kinds


def _bad(text: str, problem: str) -> ValueError:
    return ValueError(f"bad tile notation {text!r}: {problem}")


def parse_one(text: str) -> int:
    """Parse notation that must name exactly one tile (``"5p"``, ``"C"``)."""
    kinds = parse(text)
    if len(kinds) != 1:
        raise ValueError(f"expected exactly one tile, got {len(kinds)} in {text!r}")
    return kinds[0]


def format(kinds: Iterable[int], *, sort: bool = True) -> str:
    """Notation of a list of kinds, grouped by suit: ``[0, 1, 2, 27]`` → ``"123m1z"``.

    With ``sort=True`` (default) tiles are sorted; otherwise consecutive tiles of one suit share a
    letter in the order given.
    """
    seq = list(kinds)
    for k in seq:
        _check_kind(k)
    if sort:
        seq.sort()
    out: list[str] = []
    group: list[str] = []
    group_suit = -1
    for k in seq:
        s = suit(k)
        if s != group_suit and group:
            out.append("".join(group) + SUITS[group_suit])
            group = []
        group_suit = s
        group.append(str(rank(k)))
    if group:
        out.append("".join(group) + SUITS[group_suit])
    return "".join(out)


def to_counts(kinds: Iterable[int], *, limit: int | None = COPIES) -> list[int]:
    """Count vector of length 34. A kind present more than ``limit`` times raises ``ValueError``."""
    counts = [0] * NUM_KINDS
    for k in kinds:
        _check_kind(k)
        counts[k] += 1
    if limit is not None:
        for k, c in enumerate(counts):
            if c > limit:
                raise ValueError(f"{c} copies of {name(k)}: there are only {limit} of each kind")
    return counts


def from_counts(counts: Sequence[int]) -> list[int]:
    """Kinds (sorted) from a count vector."""
    if len(counts) != NUM_KINDS:
        raise ValueError(f"a count vector has {NUM_KINDS} entries, got {len(counts)}")
    out: list[int] = []
    for k, c in enumerate(counts):
        if c < 0:
            raise ValueError(f"negative count {c} for {name(k)}")
        out.extend([k] * c)
    return out


def as_kinds(tiles: str | Iterable[int]) -> list[int]:
    """Accept notation or a list of kinds; return a list of kinds (validated)."""
    if isinstance(tiles, str):
        return parse(tiles)
    seq = builtins.list(tiles)
    for k in seq:
        _check_kind(k)
    return seq


ALL_KINDS: tuple[int, ...] = tuple(range(NUM_KINDS))
