"""Messages from the layers below the window, worded in the player's language.

Nothing below ``ui/`` may import Qt, so what those layers say comes up structured: a
``validation.DataError`` (file, key, value, and what is allowed and what was done about it as
``Says``, a named template with its arguments), a ``storage.problem.Problem`` holding its error,
an outside bot's ``BotFailure``. Their ``str()`` is English, for the log and the command line; the
window words them here, through ``QCoreApplication.translate`` so that a language switch re-words
them. Every template id of ``messages.TEMPLATES`` has its wording below as a literal call that
lupdate can find (``tests/ui/test_wording.py`` fails on an id without one, and on an English
wording that differs from the English the lower layer writes). File names, keys, the values quoted
and the system's own reasons (``strerror``) are quoted as they are: they are the file's and the
system's words, not the game's. The game's own facts that the engine's refusals quote
(``engine/quoted.py``) are named here instead: tiles as the Chinese UI names them (五万; notation
in English, as the log), the kinds of action as the claim bar's buttons (碰; "碰 pong" in English,
where the log says "pong") and a region move by the ruleset's terms (报听).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ai.outside_bot import BotFailure, BotTrouble
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.quoted import KindArg, MoveArg, TilesArg
from mahjong_desktop.messages import Says
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.validation import DataError, shown_says

_PLACE = re.compile(r"%(\d+)")


def fill(text: str, *args: str) -> str:
    """``text`` with ``%1`` … replaced by ``args`` in one pass: an argument that itself holds
    "%1" (a value quoted from a file) is never replaced again."""
    return _PLACE.sub(
        lambda m: args[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(args) else m.group(0),
        text,
    )


def wordings() -> dict[str, str]:
    """Every template id with its wording in the current language (``%1`` … for its arguments)."""
    return {
        "integer_range": QCoreApplication.translate(
            "Wording",
            "a whole number from %1 to %2",
            "integer_range",
        ),
        "integer_range_step": QCoreApplication.translate(
            "Wording",
            "a whole number from %1 to %2, a multiple of %3",
            "integer_range_step",
        ),
        "number_within": QCoreApplication.translate(
            "Wording",
            "a number within ±%1",
            "number_within",
        ),
        "finite_number": QCoreApplication.translate("Wording", "a finite number", "finite_number"),
        "boolean": QCoreApplication.translate("Wording", "true or false", "boolean"),
        "one_of": QCoreApplication.translate("Wording", "one of %1", "one_of"),
        "text": QCoreApplication.translate("Wording", "text of at most %1 characters", "text"),
        "text_non_empty": QCoreApplication.translate(
            "Wording",
            "non-empty text of at most %1 characters",
            "text_non_empty",
        ),
        "key_length": QCoreApplication.translate("Wording", "a key of at most %1", "key_length"),
        "names": QCoreApplication.translate(
            "Wording",
            "a list of at most %1 names of 1 to %2 characters",
            "names",
        ),
        "entries": QCoreApplication.translate("Wording", "at most %1 entries", "entries"),
        "table": QCoreApplication.translate("Wording", "an object/table", "table"),
        "tables": QCoreApplication.translate("Wording", "a non-empty list of tables", "tables"),
        "whole_numbers": QCoreApplication.translate(
            "Wording",
            "a list of %1 whole numbers",
            "whole_numbers",
        ),
        "kind_int": QCoreApplication.translate("Wording", "a whole number", "kind_int"),
        "kind_str": QCoreApplication.translate("Wording", "text", "kind_str"),
        "kind_list": QCoreApplication.translate("Wording", "a list", "kind_list"),
        "kind_dict": QCoreApplication.translate("Wording", "an object", "kind_dict"),
        "kind_float": QCoreApplication.translate("Wording", "a number", "kind_float"),
        "either": QCoreApplication.translate("Wording", "%1 or %2", "either"),
        "multiple_of": QCoreApplication.translate(
            "Wording",
            "a multiple of %1 (%2)",
            "multiple_of",
        ),
        "one_of_regions": QCoreApplication.translate(
            "Wording",
            "one of the game's regions: %1",
            "one_of_regions",
        ),
        "variant_of": QCoreApplication.translate(
            "Wording",
            "one of %1 (a player's ruleset is a variant of a region the game has rules for)",
            "variant_of",
        ),
        "region_or_file": QCoreApplication.translate(
            "Wording",
            "a region, or %1<name> of a file in %2",
            "region_or_file",
        ),
        "settings_range": QCoreApplication.translate(
            "Wording",
            "a whole number from %1 to %2 (what the settings hold)",
            "settings_range",
        ),
        "missing": QCoreApplication.translate("Wording", "is missing", "missing"),
        "unreadable": QCoreApplication.translate("Wording", "cannot be read: %1", "unreadable"),
        "larger_than_bytes": QCoreApplication.translate(
            "Wording",
            "is larger than %1 bytes; refused",
            "larger_than_bytes",
        ),
        "larger_than_characters": QCoreApplication.translate(
            "Wording",
            "is larger than %1 characters; refused",
            "larger_than_characters",
        ),
        "size_beyond": QCoreApplication.translate(
            "Wording",
            "is %1 bytes, larger than %2; refused",
            "size_beyond",
        ),
        "not_regular": QCoreApplication.translate(
            "Wording",
            "is %1, not a regular file; refused",
            "not_regular",
        ),
        "kind_folder": QCoreApplication.translate("Wording", "a folder", "kind_folder"),
        "kind_fifo": QCoreApplication.translate("Wording", "a named pipe (FIFO)", "kind_fifo"),
        "kind_device": QCoreApplication.translate("Wording", "a device", "kind_device"),
        "kind_socket": QCoreApplication.translate("Wording", "a socket", "kind_socket"),
        "kind_special": QCoreApplication.translate("Wording", "a special file", "kind_special"),
        "not_utf8": QCoreApplication.translate(
            "Wording",
            "is not UTF-8 text (byte %1 at offset %2)",
            "not_utf8",
        ),
        "not_json": QCoreApplication.translate(
            "Wording",
            "is not valid JSON (line %1, column %2): %3",
            "not_json",
        ),
        "not_json_number": QCoreApplication.translate(
            "Wording",
            "contains %1, which is not a JSON number",
            "not_json_number",
        ),
        "not_toml": QCoreApplication.translate("Wording", "is not valid TOML: %1", "not_toml"),
        "nested_deeper": QCoreApplication.translate(
            "Wording",
            "is nested deeper than %1 levels",
            "nested_deeper",
        ),
        "nested_too_deeply": QCoreApplication.translate(
            "Wording",
            "is nested too deeply",
            "nested_too_deeply",
        ),
        "more_entries": QCoreApplication.translate(
            "Wording",
            "has more than %1 entries; refused",
            "more_entries",
        ),
        "unknown_key": QCoreApplication.translate(
            "Wording",
            "unknown key %1; allowed: %2",
            "unknown_key",
        ),
        "unknown_setting": QCoreApplication.translate(
            "Wording",
            "unknown setting; ignored",
            "unknown_setting",
        ),
        "unknown_settings": QCoreApplication.translate(
            "Wording",
            "unknown settings; ignored",
            "unknown_settings",
        ),
        "not_a_seat": QCoreApplication.translate(
            "Wording",
            "not a seat (%1); ignored",
            "not_a_seat",
        ),
        "not_an_option_of": QCoreApplication.translate(
            "Wording",
            "not an option of %1; ignored",
            "not_an_option_of",
        ),
        "not_option_of_region": QCoreApplication.translate(
            "Wording",
            "not an option of region %1; options are: %2",
            "not_option_of_region",
        ),
        "needs_switched_on": QCoreApplication.translate(
            "Wording",
            "needs %1 switched on",
            "needs_switched_on",
        ),
        "more_problems": QCoreApplication.translate(
            "Wording",
            "%1 more problems not listed",
            "more_problems",
        ),
        "no_copy": QCoreApplication.translate("Wording", "could not keep a copy: %1", "no_copy"),
        "inside": QCoreApplication.translate("Wording", "%1: %2", "inside"),
        "record_n": QCoreApplication.translate("Wording", "record %1", "record_n"),
        "record_of": QCoreApplication.translate(
            "Wording",
            "record %1 (session %2, hand %3)",
            "record_of",
        ),
        "clash": QCoreApplication.translate(
            "Wording",
            "a different record of this hand is kept already; the kept one was left as it is",
            "clash",
        ),
        "cannot_replay": QCoreApplication.translate(
            "Wording",
            "cannot be replayed: %1",
            "cannot_replay",
        ),
        "not_an_action": QCoreApplication.translate(
            "Wording",
            "is not an action: %1",
            "not_an_action",
        ),
        "error": QCoreApplication.translate("Wording", "%1", "error"),
        "about": QCoreApplication.translate("Wording", "%1", "about"),
        "tile": QCoreApplication.translate("Wording", "%1", "tile"),
        "win_tile_not_concealed": QCoreApplication.translate(
            "Wording",
            "%1 is not among the concealed tiles (the concealed tiles include the winning tile)",
            "win_tile_not_concealed",
        ),
        "hand_size": QCoreApplication.translate(
            "Wording",
            "a winning hand has 14 tiles counting each meld as 3: %1 concealed + %2 meld(s) "
            "make %3",
            "hand_size",
        ),
        "kong_replacement_needs_kong": QCoreApplication.translate(
            "Wording",
            'kong_replacement needs a kong among the melds (or a laid-out "flowers" tile)',
            "kong_replacement_needs_kong",
        ),
        "copies_with_melds": QCoreApplication.translate(
            "Wording",
            "%1 copies of %2 with the melds: there are only 4",
            "copies_with_melds",
        ),
        "copies_with_hand": QCoreApplication.translate(
            "Wording",
            "%1 copies of %2 with the hand: there are only 4",
            "copies_with_hand",
        ),
        "robbed_kong_copies": QCoreApplication.translate(
            "Wording",
            "robbed_kong: the robbed %1 is the fourth copy (the konger's pong holds the "
            "other three), so the winner can hold no other %1; this hand holds %2 counting "
            "the robbed one",
            "robbed_kong_copies",
        ),
        "needs_wild": QCoreApplication.translate(
            "Wording",
            'needs "wild" (which kind was thrown)',
            "needs_wild",
        ),
        "thrown_wilds": QCoreApplication.translate(
            "Wording",
            "%1: the hand holds %2 of %3 and there are only 4, so at most %4 were thrown",
            "thrown_wilds",
        ),
        "one_tile": QCoreApplication.translate(
            "Wording",
            '%1 (one tile such as "5s")',
            "one_tile",
        ),
        "wind": QCoreApplication.translate("Wording", "a wind (E S W N or 1z–4z)", "wind"),
        "flowers_one_kind": QCoreApplication.translate(
            "Wording",
            "%1: the laid-out 杠花 are all of one kind",
            "flowers_one_kind",
        ),
        "flowers_at_most_4": QCoreApplication.translate(
            "Wording",
            "%1: there are only 4 of the 杠花 kind",
            "flowers_at_most_4",
        ),
        "not_an_export": QCoreApplication.translate(
            "Wording",
            "is not an export of hand records (format %1)",
            "not_an_export",
        ),
        "export_version": QCoreApplication.translate(
            "Wording",
            "'version': %1 is not a format version (1–%2)",
            "export_version",
        ),
        "export_newer": QCoreApplication.translate(
            "Wording",
            "export format %1 is newer than this app reads (1–%2)",
            "export_newer",
        ),
        "export_records": QCoreApplication.translate(
            "Wording",
            "'records' must be a list of at most %1 records",
            "export_records",
        ),
        "summary_bytes": QCoreApplication.translate(
            "Wording",
            "the summary is not text of at most %1 bytes",
            "summary_bytes",
        ),
        "session_rules_version": QCoreApplication.translate(
            "Wording",
            "made under rules version %1; this app plays rules version %2, under which its "
            "actions could mean another game, so it is not replayed",
            "session_rules_version",
        ),
        "levels": QCoreApplication.translate(
            "Wording",
            "4 entries, each one of %1 or null",
            "levels",
        ),
        "more_hands": QCoreApplication.translate("Wording", "more than %1 hands", "more_hands"),
        "actions_at_most": QCoreApplication.translate(
            "Wording",
            "a list of at most %1 actions",
            "actions_at_most",
        ),
        "practice_one_hand": QCoreApplication.translate(
            "Wording",
            "a practice game of one deal has one hand",
            "practice_one_hand",
        ),
        "hand_not_over": QCoreApplication.translate(
            "Wording",
            "the hand is not over",
            "hand_not_over",
        ),
        "record_format": QCoreApplication.translate(
            "Wording",
            "a record format (1–%1)",
            "record_format",
        ),
        "record_newer": QCoreApplication.translate(
            "Wording",
            "record format %1 is newer than this app reads (%2)",
            "record_newer",
        ),
        "record_rules_version": QCoreApplication.translate(
            "Wording",
            "recorded under rules version %1; this app plays rules version %2, so the hand "
            "is not replayed under other rules",
            "record_rules_version",
        ),
        "recorded_rules_version": QCoreApplication.translate(
            "Wording",
            "recorded under rules version %1; this app plays rules version %2",
            "recorded_rules_version",
        ),
        "more_actions": QCoreApplication.translate(
            "Wording",
            "more than %1 actions",
            "more_actions",
        ),
        "more_wins": QCoreApplication.translate("Wording", "more than %1 wins", "more_wins"),
        "item_pairs": QCoreApplication.translate(
            "Wording",
            "a list of [pattern id, value] pairs",
            "item_pairs",
        ),
        "not_finished": QCoreApplication.translate(
            "Wording",
            "do not finish the hand",
            "not_finished",
        ),
        "other_result": QCoreApplication.translate(
            "Wording",
            "replay to another result%1 (net %2, recorded %3): the record does not match "
            "these rules",
            "other_result",
        ),
        "after_action": QCoreApplication.translate(
            "Wording",
            " after action %1 (%2)",
            "after_action",
        ),
        "save_newer": QCoreApplication.translate(
            "Wording",
            "save format %1 is newer than this app reads (%2); open it with a newer version",
            "save_newer",
        ),
        "save_format": QCoreApplication.translate("Wording", "a save format (1–%1)", "save_format"),
        "in_session": QCoreApplication.translate("Wording", "%1, session %2", "in_session"),
        "in_action": QCoreApplication.translate("Wording", "%1, hand %2 action %3", "in_action"),
        "in_record": QCoreApplication.translate("Wording", "%1, record %2", "in_record"),
        "no_session": QCoreApplication.translate("Wording", "no session %1", "no_session"),
        "hand_out_of_range": QCoreApplication.translate(
            "Wording",
            "hand number %1 is out of range",
            "hand_out_of_range",
        ),
        "action_number": QCoreApplication.translate(
            "Wording",
            "hand %1 has action number %2",
            "action_number",
        ),
        "no_record": QCoreApplication.translate("Wording", "no such record", "no_record"),
        "record_bytes": QCoreApplication.translate(
            "Wording",
            "not a record of at most %1 bytes",
            "record_bytes",
        ),
        "log_gap": QCoreApplication.translate(
            "Wording",
            "hand %1 has action %2 where %3 was expected (a gap in the log)",
            "log_gap",
        ),
        "stored_bytes": QCoreApplication.translate(
            "Wording",
            "a stored value is not text of at most %1 bytes",
            "stored_bytes",
        ),
        "ruleset_gone": QCoreApplication.translate(
            "Wording",
            "is gone (the ruleset of this name)",
            "ruleset_gone",
        ),
        "geometry": QCoreApplication.translate(
            "Wording",
            "base64 of Qt's window geometry",
            "geometry",
        ),
        "game_format": QCoreApplication.translate(
            "Wording",
            "%1 (the game record format)",
            "game_format",
        ),
        "whole_number_list": QCoreApplication.translate(
            "Wording",
            "a list of whole numbers",
            "whole_number_list",
        ),
        "not_a_game": QCoreApplication.translate(
            "Wording",
            "not a game the rules can set up: %1",
            "not_a_game",
        ),
        "action_list": QCoreApplication.translate("Wording", "a list of actions", "action_list"),
        "just_one_tile": QCoreApplication.translate("Wording", "one tile", "just_one_tile"),
        "tile_notation": QCoreApplication.translate(
            "Wording",
            "tile notation (%1)",
            "tile_notation",
        ),
        "chow_two_tiles": QCoreApplication.translate(
            "Wording",
            "a chow names the two tiles from the hand",
            "chow_two_tiles",
        ),
        "session_format": QCoreApplication.translate(
            "Wording",
            "%1 (the session format)",
            "session_format",
        ),
        "action_lists": QCoreApplication.translate(
            "Wording",
            "a list of action lists",
            "action_lists",
        ),
        "more_hands_follow": QCoreApplication.translate(
            "Wording",
            "the hand is not finished but more hands follow",
            "more_hands_follow",
        ),
        "bool_option": QCoreApplication.translate(
            "Wording",
            "a bool option of this file",
            "bool_option",
        ),
        "values_differ": QCoreApplication.translate(
            "Wording",
            "values must be different",
            "values_differ",
        ),
        "only_choice_choices": QCoreApplication.translate(
            "Wording",
            "only choice options have choices, not %1",
            "only_choice_choices",
        ),
        "only_int_bounds": QCoreApplication.translate(
            "Wording",
            "only int options have bounds, not %1",
            "only_int_bounds",
        ),
        "missing_must_be": QCoreApplication.translate(
            "Wording",
            "is missing; must be %1",
            "missing_must_be",
        ),
        "not_allowed_here": QCoreApplication.translate(
            "Wording",
            "is not allowed here",
            "not_allowed_here",
        ),
        "text_matching": QCoreApplication.translate("Wording", "text matching %1", "text_matching"),
        "not_known_key": QCoreApplication.translate(
            "Wording",
            "is not a known key (known: %1)",
            "not_known_key",
        ),
        "whole_at_least": QCoreApplication.translate(
            "Wording",
            "a whole number of %1 or more",
            "whole_at_least",
        ),
        "number_at_least": QCoreApplication.translate(
            "Wording",
            "a number of %1 or more",
            "number_at_least",
        ),
        "whole_at_most": QCoreApplication.translate(
            "Wording",
            "a whole number of %1 or less",
            "whole_at_most",
        ),
        "number_at_most": QCoreApplication.translate(
            "Wording",
            "a number of %1 or less",
            "number_at_most",
        ),
        "number_range": QCoreApplication.translate(
            "Wording",
            "a number from %1 to %2",
            "number_range",
        ),
        "list_of_n": QCoreApplication.translate("Wording", "a list of %1 items", "list_of_n"),
        "list_of_at_least": QCoreApplication.translate(
            "Wording",
            "a list of %1 to any items",
            "list_of_at_least",
        ),
        "list_of_range": QCoreApplication.translate(
            "Wording",
            "a list of %1 to %2 items",
            "list_of_range",
        ),
        "kind_null": QCoreApplication.translate("Wording", "null", "kind_null"),
        "db_new_started": QCoreApplication.translate(
            "Wording",
            "%1; a new one was started",
            "db_new_started",
        ),
        "db_not_sqlite": QCoreApplication.translate(
            "Wording",
            "is not an sqlite database",
            "db_not_sqlite",
        ),
        "db_unreadable": QCoreApplication.translate(
            "Wording",
            "is not a readable database (%1)",
            "db_unreadable",
        ),
        "db_no_tables": QCoreApplication.translate(
            "Wording",
            "does not hold this app's tables (%1)",
            "db_no_tables",
        ),
        "db_other_program": QCoreApplication.translate(
            "Wording",
            "is an sqlite database of another program",
            "db_other_program",
        ),
        "db_damaged": QCoreApplication.translate("Wording", "is damaged (%1)", "db_damaged"),
        "db_holds": QCoreApplication.translate("Wording", "holds %1, not %2", "db_holds"),
        "db_newer": QCoreApplication.translate(
            "Wording",
            "was written by a newer version of the app (format %1; this one reads %2); it "
            "was left for that version",
            "db_newer",
        ),
        "db_unknown_format": QCoreApplication.translate(
            "Wording",
            "has unknown format %1",
            "db_unknown_format",
        ),
        "orphan_log": QCoreApplication.translate(
            "Wording",
            "was left without its database; it was set aside, not read into a new one",
            "orphan_log",
        ),
        "log_damaged": QCoreApplication.translate("Wording", "is damaged: %1", "log_damaged"),
        "log_header_lost": QCoreApplication.translate(
            "Wording",
            "its header cannot be read, so everything saved in it is lost",
            "log_header_lost",
        ),
        "log_saves_lost": QCoreApplication.translate(
            "Wording",
            "%1 of the %2 saves in it cannot be read, so what they held is lost (for the "
            "session journal: the last actions played)",
            "log_saves_lost",
        ),
        "autosave_failed": QCoreApplication.translate("Wording", "%1%2", "autosave_failed"),
        "not_saved_yet": QCoreApplication.translate(
            "Wording",
            " — the actions from hand %1, action %2 on are not saved yet; they are saved as "
            "soon as the disk takes them again, and if the game ends before that, Continue "
            "resumes just before them",
            "not_saved_yet",
        ),
        "using": QCoreApplication.translate("Wording", "using %1", "using"),
        "using_default": QCoreApplication.translate(
            "Wording",
            "using the default",
            "using_default",
        ),
        "using_defaults": QCoreApplication.translate(
            "Wording",
            "using the defaults",
            "using_defaults",
        ),
        "using_all_defaults": QCoreApplication.translate(
            "Wording",
            "using all defaults",
            "using_all_defaults",
        ),
        "using_region_defaults": QCoreApplication.translate(
            "Wording",
            "using the region's defaults",
            "using_region_defaults",
        ),
        "ignored": QCoreApplication.translate("Wording", "ignored", "ignored"),
        "not_listed": QCoreApplication.translate("Wording", "it is not listed", "not_listed"),
        "read_anyway": QCoreApplication.translate("Wording", "read anyway", "read_anyway"),
        "kept_unchecked": QCoreApplication.translate(
            "Wording",
            "kept unchecked until the ruleset can be read",
            "kept_unchecked",
        ),
        "quoted": QCoreApplication.translate("Wording", "%1", "quoted"),
        "digits": QCoreApplication.translate("Wording", "a number of %1 digits", "digits"),
        "object_entries": QCoreApplication.translate(
            "Wording",
            "an object of %1",
            "object_entries",
        ),
        "list_items": QCoreApplication.translate("Wording", "a list of %1", "list_items"),
        "count_entry": QCoreApplication.translate("Wording", "%1 entry", "count_entry"),
        "count_entries": QCoreApplication.translate("Wording", "%1 entries", "count_entries"),
        "count_item": QCoreApplication.translate("Wording", "%1 item", "count_item"),
        "count_items": QCoreApplication.translate("Wording", "%1 items", "count_items"),
        "refused": QCoreApplication.translate("Wording", "refused %1: %2", "refused"),
        "act_by": QCoreApplication.translate("Wording", "%1 by player %2", "act_by"),
        "act_discard": QCoreApplication.translate(
            "Wording", "player %1 discarding %2", "act_discard"
        ),
        "act_win": QCoreApplication.translate("Wording", "player %1 declaring a win", "act_win"),
        "act_concealed_kong": QCoreApplication.translate(
            "Wording", "player %1 declaring a concealed kong of %2", "act_concealed_kong"
        ),
        "act_added_kong": QCoreApplication.translate(
            "Wording", "player %1 adding %2 to a pong", "act_added_kong"
        ),
        "act_pong": QCoreApplication.translate("Wording", "player %1 claiming a pong", "act_pong"),
        "act_kong": QCoreApplication.translate(
            "Wording", "player %1 claiming an exposed kong", "act_kong"
        ),
        "act_chow": QCoreApplication.translate(
            "Wording", "player %1 claiming a chow with %2", "act_chow"
        ),
        "act_pass": QCoreApplication.translate("Wording", "player %1 passing", "act_pass"),
        "act_move": QCoreApplication.translate("Wording", "player %1: %2", "act_move"),
        "act_move_tiles": QCoreApplication.translate(
            "Wording", "player %1: %2 %3", "act_move_tiles"
        ),
        "hand_is_over": QCoreApplication.translate("Wording", "the hand is over", "hand_is_over"),
        "turn_of": QCoreApplication.translate("Wording", "it is player %1's turn", "turn_of"),
        "answered_claim": QCoreApplication.translate(
            "Wording", "player %1 has already answered the claim on %2", "answered_claim"
        ),
        "no_claim_on": QCoreApplication.translate(
            "Wording", "player %1 has no claim on %2", "no_claim_on"
        ),
        "may_only": QCoreApplication.translate(
            "Wording", "on %1 player %2 may only %3", "may_only"
        ),
        "holds_no": QCoreApplication.translate("Wording", "player %1 holds no %2", "holds_no"),
        "not_possible_now": QCoreApplication.translate(
            "Wording", "not possible now (allowed: %1)", "not_possible_now"
        ),
        "allowed_nothing": QCoreApplication.translate("Wording", "nothing", "allowed_nothing"),
        "not_an_action_given": QCoreApplication.translate(
            "Wording", "not an action: %1", "not_an_action_given"
        ),
    }


def word_says(said: Says) -> str:
    """``said`` in the current language, its arguments worded in turn."""
    return fill(wordings()[said.id], *(word_arg(a) for a in said.args))


def word_arg(arg: object) -> str:
    if isinstance(arg, Says):
        return word_says(arg)
    if isinstance(arg, DataError):
        return word_error(arg)
    if isinstance(arg, TilesArg):
        return word_tiles(arg)
    if isinstance(arg, KindArg):
        return word_kind(arg.kind)
    if isinstance(arg, MoveArg):
        return word_move(arg)
    if isinstance(arg, tuple):
        if arg and all(isinstance(a, KindArg) for a in arg):
            arg = tuple(dict.fromkeys(arg))  # "chow, chow, pass" in the log: each kind once here
        return QCoreApplication.translate("Wording", ", ").join(word_arg(a) for a in arg)
    return str(arg)


def word_tiles(tiles: TilesArg) -> str:
    """Tiles as the window names them: notation in English (as the log), 五万 in Chinese."""
    said = QCoreApplication.translate(
        "Wording", "%1", "tiles in a message: %1 their notation, %2 their Chinese names"
    )
    return fill(said, str(tiles), " ".join(zh_name(k) for k in tiles.kinds))


def word_kind(kind: str) -> str:
    """A kind of action in the words of the claim bar's buttons: the rule term (碰) in both
    languages, with its English in the English window."""
    words = {
        "discard": QCoreApplication.translate("Wording", "打 discard", "kind of action"),
        "win": QCoreApplication.translate("Wording", "胡 win", "kind of action"),
        "pong": QCoreApplication.translate("Wording", "碰 pong", "kind of action"),
        "kong": QCoreApplication.translate("Wording", "杠 kong", "kind of action"),
        "concealed_kong": QCoreApplication.translate(
            "Wording", "暗杠 concealed kong", "kind of action"
        ),
        "added_kong": QCoreApplication.translate("Wording", "补杠 added kong", "kind of action"),
        "chow": QCoreApplication.translate("Wording", "吃 chow", "kind of action"),
        "pass": QCoreApplication.translate("Wording", "过 pass", "kind of action"),
        "move": QCoreApplication.translate("Wording", "region move", "kind of action"),
    }
    return words.get(kind, kind)


def word_move(move: MoveArg) -> str:
    """A region move by the ruleset's names, as the claim bar labels it: "报听 (declare ready)"
    in English, 报听 in Chinese; a move with an argument names both parts ("定玩法: 两报")."""
    said = QCoreApplication.translate(
        "Wording", "%2", "a region move: %1 its Chinese term, %2 the term with its English"
    )
    parts = []
    for zh, en in move.names:
        both = en if en.startswith(zh) else f"{zh} {en}"
        parts.append(fill(said, zh, both))
    return ": ".join(parts)


def word_detail(error: DataError) -> str:
    """What is wrong, without the file and key: "<value> is not <allowed>; <note>"."""
    text = word_says(error.says)
    if error.has_value:
        value = word_says(shown_says(error.value))
        text = fill(QCoreApplication.translate("Wording", "%1 is not %2"), value, text)
    if error.note_says is not None:
        note = word_says(error.note_says)
        text = fill(QCoreApplication.translate("Wording", "%1; %2"), text, note)
    return text


def word_error(error: DataError) -> str:
    """The whole message of ``error``: its file, its key and what is wrong."""
    text = word_detail(error)
    source = word_says(error.source_says) if error.source_says else error.source
    for where in (error.key, source):
        if where:
            text = fill(QCoreApplication.translate("Wording", "%1: %2"), where, text)
    return text


def word_exception(exc: BaseException) -> str:
    """A ``DataError`` or the engine's refusal of an action worded in the current language; any
    other error (a fault of the program, not of the player's data) as it says itself, like the
    system's own reasons."""
    if isinstance(exc, DataError):
        return word_error(exc)
    if isinstance(exc, IllegalActionError):
        return word_says(exc.says)
    return str(exc)


def word_problem(problem: Problem, *, with_path: bool = True) -> str:
    """What could not be used of a kept file, and where the bad file was kept (``with_path``
    False: the message alone, for a list under the file's name)."""
    if not with_path:
        return problem.message if problem.error is None else word_error(problem.error)
    if problem.error is not None:
        text = word_error(problem.error)
        if not problem.error.source:
            text = fill(QCoreApplication.translate("Wording", "%1: %2"), str(problem.path), text)
    else:
        text = fill(
            QCoreApplication.translate("Wording", "%1: %2"), str(problem.path), problem.message
        )
    if problem.moved_to is not None:
        kept = QCoreApplication.translate("Wording", "%1 (the file was kept as %2)")
        text = fill(kept, text, str(problem.moved_to))
    return text


def word_bot_failure(failure: BotFailure) -> str:
    """What an outside bot did wrong and what the game did about it."""
    trouble = failure.trouble
    if trouble is BotTrouble.TIMED_OUT:
        what = QCoreApplication.translate("Wording", "did not answer within %1 s")
    elif trouble is BotTrouble.EXITED and failure.detail:
        what = QCoreApplication.translate("Wording", "exited (exit status %1) instead of answering")
    elif trouble is BotTrouble.EXITED:
        what = QCoreApplication.translate(
            "Wording", "exited (closed its output) instead of answering"
        )
    elif trouble is BotTrouble.LINE_TOO_LONG:
        what = QCoreApplication.translate("Wording", "wrote a line over %1 bytes")
    elif trouble is BotTrouble.ILLEGAL_ANSWER:
        # The protocol's reason (bot_protocol) is for the bot's author: quoted as it is.
        what = QCoreApplication.translate("Wording", "answered illegally: %1")
    elif trouble is BotTrouble.UNASKED_LINE:
        what = QCoreApplication.translate("Wording", "wrote a line when not asked: %1")
    else:
        what = QCoreApplication.translate("Wording", "could not be started: %1")
    what = fill(what, failure.detail)
    if failure.ended:
        then = QCoreApplication.translate(
            "Wording", "it is ended and the easy player plays its seat for the rest of the game"
        )
    else:
        then = QCoreApplication.translate("Wording", "the easy player makes this move")
    seat = "" if failure.seat is None else str(failure.seat)
    said = QCoreApplication.translate("Wording", "bot %1 (seat %2) %3; %4")
    return fill(said, repr(failure.command), seat, what, then)
