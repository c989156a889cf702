"""What a message says, as a named template and its arguments, so that the window can word it
again in the player's language.

Nothing below ``ui/`` imports Qt, so the layers below cannot translate: they give each message
as ``Says(template id, arguments)``. The English of every template is here (``str()`` of an
error: the log, the command line and the tests read it); ``ui/shell/wording.py`` has a
translated wording for every id (``tests/ui/test_wording.py`` fails on an id without one, or on
an English wording that differs from the one here). Arguments are the words a sentence quotes,
numbers already written out ("1,000"), a ``Says`` (a part worded in turn), a
``validation.DataError`` (an error quoted whole), a value of a layer above that the window names
in the player's language and whose ``str()`` is its English (the tiles, action kinds and region
moves of ``engine/quoted.py``), or a tuple of those (a list: English joins it with ", "). This
is the lowest layer of all: ``validation`` builds its errors from it.
"""

from __future__ import annotations

from dataclasses import dataclass

TEMPLATES: dict[str, str] = {
    # What is allowed (after "<value> is not …")
    "integer_range": "a whole number from {0} to {1}",
    "integer_range_step": "a whole number from {0} to {1}, a multiple of {2}",
    "number_within": "a number within ±{0}",
    "finite_number": "a finite number",
    "boolean": "true or false",
    "one_of": "one of {0}",
    "text": "text of at most {0} characters",
    "text_non_empty": "non-empty text of at most {0} characters",
    "key_length": "a key of at most {0}",
    "names": "a list of at most {0} names of 1 to {1} characters",
    "entries": "at most {0} entries",
    "table": "an object/table",
    "tables": "a non-empty list of tables",
    "whole_numbers": "a list of {0} whole numbers",
    "kind_int": "a whole number",
    "kind_str": "text",
    "kind_list": "a list",
    "kind_dict": "an object",
    "kind_float": "a number",
    "either": "{0} or {1}",
    "multiple_of": "a multiple of {0} ({1})",
    "one_of_regions": "one of the game's regions: {0}",
    "variant_of": (
        "one of {0} (a player's ruleset is a variant of a region the game has rules for)"
    ),
    "region_or_file": "a region, or {0}<name> of a file in {1}",
    "settings_range": "a whole number from {0} to {1} (what the settings hold)",
    # What is wrong, said of the file or key itself (no value quoted)
    "missing": "is missing",
    "unreadable": "cannot be read: {0}",
    "larger_than_bytes": "is larger than {0} bytes; refused",
    "larger_than_characters": "is larger than {0} characters; refused",
    "size_beyond": "is {0} bytes, larger than {1}; refused",
    "not_regular": "is {0}, not a regular file; refused",
    "kind_folder": "a folder",
    "kind_fifo": "a named pipe (FIFO)",
    "kind_device": "a device",
    "kind_socket": "a socket",
    "kind_special": "a special file",
    "not_utf8": "is not UTF-8 text (byte {0} at offset {1})",
    "not_json": "is not valid JSON (line {0}, column {1}): {2}",
    "not_json_number": "contains {0}, which is not a JSON number",
    "not_toml": "is not valid TOML: {0}",
    "nested_deeper": "is nested deeper than {0} levels",
    "nested_too_deeply": "is nested too deeply",
    "more_entries": "has more than {0} entries; refused",
    "unknown_key": "unknown key {0}; allowed: {1}",
    "unknown_setting": "unknown setting; ignored",
    "unknown_settings": "unknown settings; ignored",
    "not_a_seat": "not a seat ({0}); ignored",
    "not_an_option_of": "not an option of {0}; ignored",
    "not_option_of_region": "not an option of region {0}; options are: {1}",
    "needs_switched_on": "needs {0} switched on",
    "more_problems": "{0} more problems not listed",
    "no_copy": "could not keep a copy: {0}",
    "inside": "{0}: {1}",
    "record_n": "record {0}",
    "record_of": "record {0} (session {1}, hand {2})",
    "clash": "a different record of this hand is kept already; the kept one was left as it is",
    "cannot_replay": "cannot be replayed: {0}",
    "not_an_action": "is not an action: {0}",
    "error": "{0}",
    "about": "{0}",
    # A described hand that cannot be (rules/hand_input.py)
    "tile": "{0}",  # args: the notation ("5s") and the Chinese name (五条)
    "win_tile_not_concealed": (
        "{0} is not among the concealed tiles (the concealed tiles include the winning tile)"
    ),
    "hand_size": (
        "a winning hand has 14 tiles counting each meld as 3: {0} concealed + {1} meld(s) make {2}"
    ),
    "kong_replacement_needs_kong": (
        'kong_replacement needs a kong among the melds (or a laid-out "flowers" tile)'
    ),
    "copies_with_melds": "{0} copies of {1} with the melds: there are only 4",
    "copies_with_hand": "{0} copies of {1} with the hand: there are only 4",
    "robbed_kong_copies": (
        "robbed_kong: the robbed {0} is the fourth copy (the konger's pong holds the other three),"
        " so the winner can hold no other {0}; this hand holds {1} counting the robbed one"
    ),
    "needs_wild": 'needs "wild" (which kind was thrown)',
    "thrown_wilds": (
        "{0}: the hand holds {1} of {2} and there are only 4, so at most {3} were thrown"
    ),
    "one_tile": '{0} (one tile such as "5s")',
    "wind": "a wind (E S W N or 1z–4z)",
    "flowers_one_kind": "{0}: the laid-out 杠花 are all of one kind",
    "flowers_at_most_4": "{0}: there are only 4 of the 杠花 kind",
    # Kept games, saves, exports and rulesets (storage/, engine/record.py, rules/ruleset.py)
    "not_an_export": "is not an export of hand records (format {0})",
    "export_version": "'version': {0} is not a format version (1–{1})",
    "export_newer": "export format {0} is newer than this app reads (1–{1})",
    "export_records": "'records' must be a list of at most {0} records",
    "summary_bytes": "the summary is not text of at most {0} bytes",
    "session_rules_version": (
        "made under rules version {0}; this app plays rules version {1}, under which its "
        "actions could mean another game, so it is not replayed"
    ),
    "levels": "4 entries, each one of {0} or null",
    "more_hands": "more than {0} hands",
    "actions_at_most": "a list of at most {0} actions",
    "practice_one_hand": "a practice game of one deal has one hand",
    "hand_not_over": "the hand is not over",
    "record_format": "a record format (1–{0})",
    "record_newer": "record format {0} is newer than this app reads ({1})",
    "record_rules_version": (
        "recorded under rules version {0}; this app plays rules version {1}, so the hand "
        "is not replayed under other rules"
    ),
    "recorded_rules_version": "recorded under rules version {0}; this app plays rules version {1}",
    "more_actions": "more than {0} actions",
    "more_wins": "more than {0} wins",
    "item_pairs": "a list of [pattern id, value] pairs",
    "not_finished": "do not finish the hand",
    "other_result": (
        "replay to another result{0} (net {1}, recorded {2}): the record does not match these rules"
    ),
    "after_action": " after action {0} ({1})",
    "save_newer": (
        "save format {0} is newer than this app reads ({1}); open it with a newer version"
    ),
    "save_format": "a save format (1–{0})",
    "in_session": "{0}, session {1}",
    "in_action": "{0}, hand {1} action {2}",
    "in_record": "{0}, record {1}",
    "no_session": "no session {0}",
    "hand_out_of_range": "hand number {0} is out of range",
    "action_number": "hand {0} has action number {1}",
    "no_record": "no such record",
    "record_bytes": "not a record of at most {0} bytes",
    "log_gap": "hand {0} has action {1} where {2} was expected (a gap in the log)",
    "stored_bytes": "a stored value is not text of at most {0} bytes",
    "ruleset_gone": "is gone (the ruleset of this name)",
    "geometry": "base64 of Qt's window geometry",
    "game_format": "{0} (the game record format)",
    "whole_number_list": "a list of whole numbers",
    "not_a_game": "not a game the rules can set up: {0}",
    "action_list": "a list of actions",
    "just_one_tile": "one tile",
    "tile_notation": "tile notation ({0})",
    "chow_two_tiles": "a chow names the two tiles from the hand",
    "session_format": "{0} (the session format)",
    "action_lists": "a list of action lists",
    "more_hands_follow": "the hand is not finished but more hands follow",
    "bool_option": "a bool option of this file",
    "values_differ": "values must be different",
    "only_choice_choices": "only choice options have choices, not {0}",
    "only_int_bounds": "only int options have bounds, not {0}",
    "missing_must_be": "is missing; must be {0}",
    "not_allowed_here": "is not allowed here",
    "text_matching": "text matching {0}",
    "not_known_key": "is not a known key (known: {0})",
    "whole_at_least": "a whole number of {0} or more",
    "number_at_least": "a number of {0} or more",
    "whole_at_most": "a whole number of {0} or less",
    "number_at_most": "a number of {0} or less",
    "number_range": "a number from {0} to {1}",
    "list_of_n": "a list of {0} items",
    "list_of_at_least": "a list of {0} to any items",
    "list_of_range": "a list of {0} to {1} items",
    "kind_null": "null",
    # The databases of kept games (storage/database.py)
    "db_new_started": "{0}; a new one was started",
    "db_not_sqlite": "is not an sqlite database",
    "db_unreadable": "is not a readable database ({0})",
    "db_no_tables": "does not hold this app's tables ({0})",
    "db_other_program": "is an sqlite database of another program",
    "db_damaged": "is damaged ({0})",
    "db_holds": "holds {0}, not {1}",
    "db_newer": (
        "was written by a newer version of the app (format {0}; this one reads {1}); it "
        "was left for that version"
    ),
    "db_unknown_format": "has unknown format {0}",
    "orphan_log": "was left without its database; it was set aside, not read into a new one",
    "log_damaged": "is damaged: {0}",
    "log_header_lost": "its header cannot be read, so everything saved in it is lost",
    "log_saves_lost": (
        "{0} of the {1} saves in it cannot be read, so what they held is lost (for the "
        "session journal: the last actions played)"
    ),
    # The autosave (storage/recorder.py): the system's reason, then what waits to be written
    "autosave_failed": "{0}{1}",
    "not_saved_yet": (
        " — the actions from hand {0}, action {1} on are not saved yet; they are saved as soon as"
        " the disk takes them again, and if the game ends before that, Continue resumes just"
        " before them"
    ),
    # What the reader did about it (after "; ")
    "using": "using {0}",
    "using_default": "using the default",
    "using_defaults": "using the defaults",
    "using_all_defaults": "using all defaults",
    "using_region_defaults": "using the region's defaults",
    "ignored": "ignored",
    "not_listed": "it is not listed",
    "read_anyway": "read anyway",
    "kept_unchecked": "kept unchecked until the ruleset can be read",
    # A value too big or too long to quote as it is
    "quoted": "{0}",
    "digits": "a number of {0} digits",
    "object_entries": "an object of {0}",
    "list_items": "a list of {0}",
    "count_entry": "{0} entry",
    "count_entries": "{0} entries",
    "count_item": "{0} item",
    "count_items": "{0} items",
    # The engine's refusal of an action (engine/game.py): the action, then why. A seat is its
    # number; tiles, an action's kind and a region move are data (engine/quoted.py) that the
    # window names in the player's language, the log in notation and identifiers.
    "refused": "refused {0}: {1}",
    "act_by": "{0} by player {1}",
    "act_discard": "player {0} discarding {1}",
    "act_win": "player {0} declaring a win",
    "act_concealed_kong": "player {0} declaring a concealed kong of {1}",
    "act_added_kong": "player {0} adding {1} to a pong",
    "act_pong": "player {0} claiming a pong",
    "act_kong": "player {0} claiming an exposed kong",
    "act_chow": "player {0} claiming a chow with {1}",
    "act_pass": "player {0} passing",
    "act_move": "player {0}: {1}",
    "act_move_tiles": "player {0}: {1} {2}",
    "hand_is_over": "the hand is over",
    "turn_of": "it is player {0}'s turn",
    "answered_claim": "player {0} has already answered the claim on {1}",
    "no_claim_on": "player {0} has no claim on {1}",
    "may_only": "on {0} player {1} may only {2}",
    "holds_no": "player {0} holds no {1}",
    "not_possible_now": "not possible now (allowed: {0})",
    "allowed_nothing": "nothing",
    "not_an_action_given": "not an action: {0}",
}

# An argument of a template: text, a Says, a DataError (quoted whole) or a tuple of those. Typed
# as object: a DataError is of the layer above, and str() words any of them in English.
Arg = object


@dataclass(frozen=True, slots=True)
class Says:
    """What a message (or a part of it) says: ``TEMPLATES[id]`` with ``args``. Only ids of
    ``TEMPLATES`` are accepted, so every message a lower layer can make has a wording in the UI;
    ``about`` carries a free English text where no template fits."""

    id: str
    args: tuple[Arg, ...] = ()

    def __post_init__(self) -> None:
        if self.id not in TEMPLATES:
            raise KeyError(f"no message template {self.id!r}")

    def english(self) -> str:
        return TEMPLATES[self.id].format(*(english_arg(a) for a in self.args))

    def __str__(self) -> str:
        return self.english()


def english_arg(arg: Arg) -> str:
    if isinstance(arg, Says):
        return arg.english()
    if isinstance(arg, tuple):
        return ", ".join(english_arg(a) for a in arg)
    return str(arg)


def says(text: str | Says) -> Says:
    """``text`` as a ``Says``: a free English text becomes ``about``."""
    return text if isinstance(text, Says) else Says("about", (text,))


def number(n: int) -> str:
    """A number as messages write it (thousands grouped), the same in both languages."""
    return f"{n:,}"
