"""Issue 30, point 1, the field level: once a file is read (``test_one_reader``), its fields are
checked by one family — ``validation.Fields`` raising ``DataError`` — whatever the data: the
settings, a ruleset's option declarations and tables, the ``score`` input, a save's header, a
kept hand record and the engine's game record. So the same mistake reads the same everywhere,
and every refusal carries its parts (``source``, the dotted ``key``, the ``value``, what is
``allowed``) for a caller to use.

Before, the ruleset file had its own ``_Reader`` ("options.base.default: 'x' is not …" built by
hand), the settings their own ``_Reader`` and ``SettingsProblem``, the score input its own
``HandInputError`` messages ('"dealer_streak" must be …, got …'), the saves and records their own
``ValueError`` texts ("'human_seat' must be 0–3 or null, got …"), the engine's game record its
own ("game record field 'dealer' must be an integer, got True", with no range: a dealer of 9
reached the engine): five wordings of one mistake, and only plain strings for a caller.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.record import game_from_json, game_to_json
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region, region_rules
from mahjong_desktop.rules.ruleset import RulesetError, load_ruleset, parse_ruleset
from mahjong_desktop.rules.score_json import ScoreInputError, score_json
from mahjong_desktop.storage.hand_record import record_from_json, record_of
from mahjong_desktop.storage.saves import read_save, write_save
from mahjong_desktop.storage.session_doc import SessionHeader
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.validation import DataError

# A bool where a whole number is wanted: JSON and TOML both have it, Python takes it for an int.
WRONG = True


def _settings(tmp: Path) -> DataError:
    path = tmp / "settings.json"
    path.write_text(json.dumps({"session_hands": WRONG}), encoding="utf-8")
    (problem,) = SettingsStore(path).load().problems
    return problem


def _ruleset(tmp: Path) -> DataError:
    shipped = resources.files("mahjong_desktop.rulesets").joinpath("lanzhou.toml")
    text = shipped.read_text(encoding="utf-8")
    declared = '[options.base]\ntype = "int"\ndefault = 1\n'
    assert declared in text
    text = text.replace(declared, declared.replace("default = 1", "default = true"))
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text, source="mine.toml")
    return info.value


def _ruleset_table(tmp: Path) -> DataError:
    shipped = load_ruleset("linan")
    tables = dict(shipped.tables) | {"round_to": WRONG}
    with pytest.raises(RulesetError) as info:
        region_rules(replace(shipped, tables=tables))
    return info.value


HAND = {"region": "lincang", "concealed": "11133355577799p", "win_tile": "9p"}


def _score(tmp: Path) -> DataError:
    with pytest.raises(ScoreInputError) as info:
        score_json(HAND | {"dealer_streak": WRONG}, "hand.json")
    return info.value


def _save(tmp: Path) -> DataError:
    path = tmp / "game.mjsave.json"
    header = SessionHeader("lincang", {}, 1, None, None, 0, (None, "easy", "easy", "easy"))
    write_save(path, header, [])
    document = json.loads(path.read_text(encoding="utf-8"))
    document["session"]["hands_limit"] = WRONG
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_save(path)
    return info.value


def _record(tmp: Path) -> DataError:
    game = Session(load_region("lincang"), 3, hands=1).start_hand()
    players = [BasicPlayer(seat) for seat in range(4)]
    while not game.is_over:
        for seat in game.waiting_for():
            game.apply(players[seat](game.view(seat)))
    data = record_of(game, "s1", 0, "2026-12-03", 0, (None, "easy", "easy", "easy")).to_json()
    data["hand_index"] = WRONG
    with pytest.raises(DataError) as info:
        record_from_json(data, "record 0")
    return info.value


def _game(tmp: Path) -> DataError:
    """The engine's own game record (the engine knows no file: its reader names the key alone,
    and a caller that knows the file names it, as the hand-record import does)."""
    game = Session(load_region("lincang"), 3, hands=1).start_hand()
    data = game_to_json(game) | {"dealer": WRONG}
    with pytest.raises(RecordError) as info:
        game_from_json(data)
    return info.value


READERS: dict[str, tuple[Callable[[Path], DataError], str, str]] = {
    # reader: (how to get its refusal, the key it names, the range it states)
    "settings": (_settings, "session_hands", "from 1 to 64"),
    "ruleset option": (_ruleset, "options.base.default", "from 1 to 1000"),
    "ruleset table": (_ruleset_table, "tables.round_to", "from 1 to 10,000"),
    "score input": (_score, "dealer_streak", "from 0 to 999"),
    "save header": (_save, "session.hands_limit", "from 1 to 1,000"),
    "hand record": (_record, "hand_index", "from 0 to 1,000,000"),
    "game record": (_game, "dealer", "from 0 to 3"),
}


@pytest.mark.parametrize("reader", READERS)
def test_the_same_mistake_is_refused_in_the_same_words_with_its_parts(
    reader: str, tmp_path: Path
) -> None:
    refuse, key, allowed = READERS[reader]
    error = refuse(tmp_path)
    assert isinstance(error, DataError)
    assert (error.source != "") == (reader != "game record")
    assert error.key == key and error.value is WRONG
    assert error.allowed == f"a whole number {allowed}"
    # One wording: "<file>: <key>: True is not a whole number from A to B", the reader's note on
    # what it did instead (the settings use the default) after a semicolon.
    where = f"{error.source}: " if error.source else ""
    assert re.fullmatch(
        rf"{re.escape(where)}{re.escape(key)}: True is not a whole number "
        rf"{re.escape(allowed)}(; .+)?",
        str(error),
    ), str(error)


def test_a_settings_problem_says_what_was_used_instead(tmp_path: Path) -> None:
    problem = _settings(tmp_path)
    assert problem.source == str(tmp_path / "settings.json")
    assert problem.detail == "True is not a whole number from 1 to 64; using 8"


def test_a_refusal_keeps_its_kind_across_layers() -> None:
    """A ruleset the score command cannot use is still a DataError with the ruleset's key."""
    with pytest.raises(ScoreInputError) as info:
        score_json(HAND | {"options": {"kong_added": 500}}, "hand.json")
    assert info.value.key == "options.kong_added" and info.value.value == 500
    assert info.value.source == "rulesets/lincang.toml"
