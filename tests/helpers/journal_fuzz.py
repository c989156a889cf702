"""Fuzzing the session journal's row reader (issue 35, Deliver 8, the journal's part): seeded
mutations of stored session headers, action rows and columns — JSON values swapped, keys dropped,
bytes flipped, text that is not UTF-8, wrong column types — and every reader of the journal run on
the result: the recent list, Continue's pick, loading and replaying each session.

The property: nothing but the refusals the window catches (``ValueError``/``RecordError``) ever
comes out; every refusal and every reported problem names the file (and a refusal the session);
the untouched control session always stays listed and resumable.

``tests/storage/test_journal_fuzz.py`` runs a small fixed sample in CI; for a long run:

    python -m tests.helpers.journal_fuzz --cases 10000 [--first-seed N]
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import shutil
import sqlite3
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.record import game_to_json
from mahjong_desktop.rules import registry
from mahjong_desktop.storage.journal import SessionJournal, Status
from mahjong_desktop.storage.session_doc import practice_header
from tests.helpers.seeded_sessions import new_session, players_for

REPLACEMENTS: tuple[Any, ...] = (
    None,
    True,
    False,
    -1,
    0,
    3,
    4,
    10**30,
    -(10**30),
    1.5,
    float("inf"),
    "",
    "x",
    "lanzhou",
    "linan",
    "5m",
    "discard",
    [],
    [[]],
    [0, 0, 0, 0],
    {},
    {"format": "mahjong-desktop/game"},
)
NOT_UTF8 = (b"\xff", b"\xc3", b"\xe4\xb8", b"\xed\xa0\x80", b"\x00", b"\x80\x80")
SESSION_COLUMNS = ("started", "updated", "status", "hands_done", "totals", "header")
COLUMN_VALUES: tuple[Any, ...] = (
    -1,
    0,
    1,
    2,
    999,
    1000,
    1001,
    10**18,
    1.5,
    "",
    "playing",
    "finished",
    "damaged",
    "[0,0,0,0]",
    "[1,2]",
    "[1e400,0,0,0]",
    b"\xff\xfe",
)


@dataclass(frozen=True, slots=True)
class Corpus:
    """A pristine journal and its sessions: two victims (one with a practice deal) and a
    control that is never touched."""

    path: Path
    victims: tuple[str, ...]
    control: str


def build_corpus(folder: Path) -> Corpus:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "sessions.sqlite3"
    journal = SessionJournal(path)
    # Short sessions, so that a case costs milliseconds: every reader replays them.
    session, header = new_session("lanzhou", 3508, 2)
    playing = journal.begin(header, [_first_actions(session, header, 60)])
    assert session.game is not None
    practice = practice_header(header, game_to_json(session.game))
    deal = journal.begin(practice, [[a.to_json() for a in session.game.actions[:20]]])
    control_session, control_header = new_session("linfen", 3509, 1)
    control = journal.begin(control_header, [_first_actions(control_session, control_header, 12)])
    journal.close()
    return Corpus(path, (playing, deal), control)


def _first_actions(session: Any, header: Any, count: int) -> list[dict[str, Any]]:
    players = players_for(session, header)
    game: Game = session.start_hand()
    for _ in range(count):
        seat = game.waiting_for()[0]
        game.apply(players[seat](game.view(seat, session.totals)))
    return [a.to_json() for a in game.actions]


# -- mutations -------------------------------------------------------------------------------------


def _mutate_json(value: Any, rng: random.Random) -> Any:
    """``value`` with one place changed: a value replaced, a key dropped or added, a list cut."""
    if isinstance(value, dict) and value and rng.random() < 0.7:
        key = rng.choice(sorted(value))
        choice = rng.random()
        if choice < 0.2:
            return {k: v for k, v in value.items() if k != key}
        if choice < 0.55:
            return {**value, key: _mutate_json(value[key], rng)}
        return {**value, key: rng.choice(REPLACEMENTS)}
    if isinstance(value, list) and value and rng.random() < 0.7:
        i = rng.randrange(len(value))
        choice = rng.random()
        if choice < 0.2:
            return value[:i] + value[i + 1 :]
        if choice < 0.3:
            return [*value, rng.choice(REPLACEMENTS)]
        return [*value[:i], _mutate_json(value[i], rng), *value[i + 1 :]]
    return rng.choice(REPLACEMENTS)


def _mutate_bytes(stored: object, rng: random.Random) -> bytes:
    raw = bytearray(stored if isinstance(stored, bytes) else str(stored).encode("utf-8"))
    for _ in range(rng.randint(1, 4)):
        kind = rng.random()
        at = rng.randrange(len(raw) + 1)
        if kind < 0.4:
            raw[at:at] = rng.choice(NOT_UTF8)
        elif kind < 0.7 and raw:
            raw[min(at, len(raw) - 1)] = rng.randrange(256)
        else:
            del raw[at:]
    return bytes(raw)


def _text_value(mutated: Any, rng: random.Random) -> tuple[str, Any]:
    """How a mutated JSON value is stored: as JSON text, or (rarely) as another sqlite type."""
    kind = rng.random()
    try:
        text = json.dumps(mutated, ensure_ascii=False)
    except ValueError:
        text = repr(mutated)
    if kind < 0.85:
        return "?", text
    if kind < 0.95:
        return "CAST(? AS BLOB)", text.encode("utf-8")
    return "?", rng.choice((0, 1.5, 10**18))


def _mutated(stored: object, rng: random.Random) -> tuple[str, Any]:
    """A stored JSON text (as sqlite gave it: bytes, perhaps already mutated) changed once."""
    if rng.random() < 0.6 and isinstance(stored, bytes):
        try:
            return _text_value(_mutate_json(json.loads(stored.decode("utf-8")), rng), rng)
        except ValueError:
            pass  # already not JSON: its bytes are changed instead
    return "CAST(? AS TEXT)", _mutate_bytes(stored, rng)


def mutate(path: Path, corpus: Corpus, rng: random.Random) -> str:
    """Change one stored thing of a victim session in ``path``; what was done, for a report."""
    uid = rng.choice(corpus.victims)
    with sqlite3.connect(path) as conn:
        conn.text_factory = bytes  # an earlier mutation may have left text that is not UTF-8
        conn.execute("PRAGMA synchronous=OFF")  # a scratch copy: no fsync per mutation
        target = rng.random()
        if target < 0.35:
            (header,) = conn.execute("SELECT header FROM session WHERE uid = ?", (uid,)).fetchone()
            sql, value = _mutated(header, rng)
            conn.execute(f"UPDATE session SET header = {sql} WHERE uid = ?", (value, uid))
            done = f"header of {uid}: {value!r:.200}"
        elif target < 0.75:
            rows = conn.execute(
                "SELECT hand, seq, body FROM action WHERE session = ? ORDER BY hand, seq", (uid,)
            ).fetchall()
            hand, seq, body = rng.choice(rows)
            sql, value = _mutated(body, rng)
            conn.execute(
                f"UPDATE action SET body = {sql} WHERE session = ? AND hand = ? AND seq = ?",
                (value, uid, hand, seq),
            )
            done = f"action {hand}/{seq} of {uid}: {value!r:.200}"
        elif target < 0.88:
            rows = conn.execute(
                "SELECT hand, seq FROM action WHERE session = ? ORDER BY hand, seq", (uid,)
            ).fetchall()
            hand, seq = rng.choice(rows)
            column = rng.choice(("hand", "seq", "delete"))
            if column == "delete":
                conn.execute(
                    "DELETE FROM action WHERE session = ? AND hand = ? AND seq = ?",
                    (uid, hand, seq),
                )
                done = f"action {hand}/{seq} of {uid} deleted"
            else:
                value = rng.choice(COLUMN_VALUES)
                sql = "CAST(? AS TEXT)" if isinstance(value, bytes) else "?"
                conn.execute(
                    f"UPDATE OR IGNORE action SET {column} = {sql} "
                    "WHERE session = ? AND hand = ? AND seq = ?",
                    (value, uid, hand, seq),
                )
                done = f"action {hand}/{seq} of {uid}: {column} = {value!r}"
        else:
            column = rng.choice(SESSION_COLUMNS)
            value = rng.choice(COLUMN_VALUES)
            sql = "CAST(? AS TEXT)" if isinstance(value, bytes) else "?"
            conn.execute(f"UPDATE session SET {column} = {sql} WHERE uid = ?", (value, uid))
            done = f"session {uid}: {column} = {value!r}"
    conn.close()
    return done


# -- the property ----------------------------------------------------------------------------------


def read_everything(path: Path, corpus: Corpus) -> None:
    """Every reader of the journal on ``path``; AssertionError/other exceptions are failures."""
    journal = SessionJournal(path)
    try:
        entries = journal.sessions()
        journal.latest_playing()
        listed = {e.uid: e for e in entries}
        assert corpus.control in listed, "the untouched session is not listed"
        assert listed[corpus.control].status is Status.PLAYING, "the control is not offered"
        for entry in entries:
            try:
                journal.load(entry.uid).build()
            except (ValueError, RecordError) as exc:
                text = str(exc)
                assert str(path) in text and entry.uid in text, f"refusal names neither: {text}"
                assert entry.uid != corpus.control, f"the control was refused: {text}"
        for problem in journal.problems:
            assert str(path) in problem.describe(), f"a problem without the file: {problem}"
    finally:
        journal.close()


@dataclass(slots=True)
class Outcome:
    cases: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0


def run(cases: int, first_seed: int, work: Path, corpus: Corpus | None = None) -> Outcome:
    # Each replay loads its region's shipped ruleset; parsing that TOML is not what is fuzzed
    # here and took a third of the time, so it is parsed once per region for the run.
    # (The registry's own namespace: the name it imported from rules.ruleset and calls.)
    names = vars(registry)
    original = names["load_ruleset"]
    names["load_ruleset"] = functools.lru_cache(maxsize=None)(original)
    try:
        return _run(cases, first_seed, work, corpus)
    finally:
        names["load_ruleset"] = original


def _run(cases: int, first_seed: int, work: Path, corpus: Corpus | None) -> Outcome:
    corpus = corpus if corpus is not None else build_corpus(work / "pristine")
    outcome = Outcome()
    start = time.perf_counter()
    case_path = work / "case" / "sessions.sqlite3"
    for seed in range(first_seed, first_seed + cases):
        case_path.parent.mkdir(parents=True, exist_ok=True)
        for leftover in case_path.parent.iterdir():  # the last case's file, log, copies aside
            leftover.unlink()
        shutil.copy(corpus.path, case_path)
        rng = random.Random(seed)
        done = "nothing yet"
        try:
            for _ in range(rng.choice((1, 1, 1, 2, 3))):
                done = mutate(case_path, corpus, rng)
            read_everything(case_path, corpus)
        except Exception:  # every escape is the finding
            outcome.failures.append(f"seed {seed} ({done}):\n{traceback.format_exc()}")
        outcome.cases += 1
    outcome.seconds = time.perf_counter() - start
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--work", type=Path, default=Path("/tmp/mahjong-journal-fuzz"))
    args = parser.parse_args(argv)
    outcome = run(args.cases, args.first_seed, args.work)
    for failure in outcome.failures[:20]:
        print(failure, file=sys.stderr)
    print(
        f"journal fuzz: {outcome.cases} cases, {len(outcome.failures)} failures, "
        f"{outcome.seconds:.1f} s"
    )
    return 1 if outcome.failures else 0


if __name__ == "__main__":
    sys.exit(main())
