"""Issue 35 point 12 (first half, partly): numbers bounded where they are born. A player's ruleset
whose int option allows 10¹² (a 辣子封顶 cap, a stake) made the Settings dialog raise
OverflowError — its spin boxes hold a 32-bit int. The bounds, the default and every value given
for an int option are now refused beyond ±(2³¹−1), naming the file and the key."""

from __future__ import annotations

from importlib import resources

import pytest

from mahjong_desktop.rules.ruleset import OPTION_INT_LIMIT, RulesetError, parse_ruleset

SOURCE = "my/linan.toml"


def linan_with(old: str, new: str) -> str:
    text = resources.files("mahjong_desktop.rulesets").joinpath("linan.toml").read_text("utf-8")
    assert old in text
    return text.replace(old, new, 1)


def test_a_cap_whose_maximum_is_beyond_what_the_dialog_holds_is_refused_by_key() -> None:
    text = linan_with(
        "default = 500\nminimum = 100\nmaximum = 100000",
        "default = 500\nminimum = 100\nmaximum = 1000000000000",
    )
    with pytest.raises(RulesetError) as caught:
        parse_ruleset(text, source=SOURCE)
    message = str(caught.value)
    assert message.startswith(f"{SOURCE}: options.cap.maximum: 1000000000000 is not")
    assert f"{OPTION_INT_LIMIT:,}" in message


def test_an_unbounded_int_option_with_a_huge_default_is_refused_by_key() -> None:
    text = linan_with(
        "default = 500\nminimum = 100\nmaximum = 100000\nstep = 100",
        "default = 1000000000000\nstep = 100",
    )
    with pytest.raises(RulesetError, match=r"^my/linan\.toml: options\.cap.*2,147,483,647"):
        parse_ruleset(text, source=SOURCE)


def test_a_value_beyond_the_limit_for_an_unbounded_int_option_is_refused() -> None:
    text = linan_with(
        "default = 500\nminimum = 100\nmaximum = 100000\nstep = 100", "default = 500\nstep = 100"
    )
    ruleset = parse_ruleset(text, source=SOURCE)
    decl = ruleset.options["cap"]
    assert decl.coerce(OPTION_INT_LIMIT - 47) == OPTION_INT_LIMIT - 47
    with pytest.raises(ValueError, match="what the settings hold"):
        decl.coerce(10**12)
