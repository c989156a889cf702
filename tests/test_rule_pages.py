"""The rules pages shown in the game (``resources/rules/<region>.<en|zh>.md``) agree with the rules.

Help › Rules shows these pages, and a player reads them to learn what the table pays. A review
found them stating figures the game does not pay (上饶's 七对 有宝自摸 as "—" where the ruleset
scores 8) and defaults it does not play (临安's dealer after a draw, its discard timer). So every
figure a page states is claimed once in ``tests/helpers/rule_pages/<region>.py`` — the phrase in
each language with ``{}`` where the number goes, and where the number comes from: the shipped
ruleset's ``[tables]`` and option defaults, or the region module scoring a hand. Then:

- every phrase, filled in from the ruleset, is on its page in both languages, so a change of a
  table value or a default fails here until the pages follow;
- a statement that holds only while an option keeps its default names that default;
- no digit is left on a page outside the claimed phrases (a page cannot state a figure nobody
  checks), and the English and Chinese pages of a region state the same numbers;
- every option and every number of the ruleset's ``[tables]`` is read by some claim, so a new
  pattern or option the pages leave out fails too.

The check takes the ruleset text and the pages as arguments, so the tests below show it failing
too: on a page with a wrong or unchecked figure, and on a ruleset with a changed value or default.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.rule_pages.check import LANGUAGES, PageClaims, problems
from tests.helpers.rule_pages.lanzhou import LANZHOU
from tests.helpers.rule_pages.linan import LINAN
from tests.helpers.rule_pages.lincang import LINCANG, LINFEN
from tests.helpers.rule_pages.shangrao import SHANGRAO

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "resources" / "rules"
RULESETS = ROOT / "rulesets"
REGIONS = sorted(p.stem for p in RULESETS.glob("*.toml"))

CLAIMS: dict[str, PageClaims] = {
    "lincang": LINCANG,
    "linfen": LINFEN,
    "lanzhou": LANZHOU,
    "shangrao": SHANGRAO,
    "linan": LINAN,
}


def shipped(region: str) -> tuple[str, dict[str, str]]:
    """The region's ruleset text and its pages by language."""
    ruleset = (RULESETS / f"{region}.toml").read_text(encoding="utf-8")
    pages = {
        lang: (PAGES / f"{region}.{lang}.md").read_text(encoding="utf-8") for lang in LANGUAGES
    }
    return ruleset, pages


def check(region: str, ruleset: str, pages: dict[str, str]) -> list[str]:
    return problems(region, CLAIMS[region], ruleset, pages)


def test_every_region_has_pages_and_claims() -> None:
    assert sorted(CLAIMS) == REGIONS
    for region in REGIONS:
        for lang in LANGUAGES:
            assert (PAGES / f"{region}.{lang}.md").is_file()


@pytest.mark.parametrize("region", REGIONS)
def test_the_pages_state_the_rulesets_figures(region: str) -> None:
    assert check(region, *shipped(region)) == []


# --- the check can fail ---------------------------------------------------------------------


def test_a_wrong_figure_on_a_page_is_caught() -> None:
    ruleset, pages = shipped("shangrao")
    # What the page said before the review: 七对 有宝自摸 "—", where the ruleset scores 8.
    old = pages["en"].replace("| 七对 | 16 | 12 | 8 |", "| 七对 | 16 | 12 | — |")
    assert old != pages["en"]
    found = check("shangrao", ruleset, {**pages, "en": old})
    assert "resources/rules/shangrao.en.md does not say: | 七对 | 16 | 12 | 8 |" in found


def test_a_changed_table_value_is_caught_in_both_languages() -> None:
    ruleset, pages = shipped("linan")
    changed = ruleset.replace("base_hu = 20", "base_hu = 30")
    assert changed != ruleset
    found = check("linan", changed, pages)
    assert any(
        line.startswith("resources/rules/linan.en.md does not say: Score = (胡 + 30 底胡)")
        for line in found
    )
    assert any(
        line.startswith("resources/rules/linan.zh.md does not say: 得分 = (胡数 + 30 底胡)")
        for line in found
    )


def test_a_changed_score_table_row_is_caught() -> None:
    ruleset, pages = shipped("shangrao")
    changed = ruleset.replace(
        "score.qi_dui = { wu_bao = 16, bao_diao = 12, you_bao = 8 }",
        "score.qi_dui = { wu_bao = 16, bao_diao = 12, you_bao = 6 }",
    )
    assert changed != ruleset
    found = check("shangrao", changed, pages)
    assert "resources/rules/shangrao.zh.md does not say: | 七对 | 16 | 12 | 6 |" in found


def test_a_changed_numeric_default_is_caught() -> None:
    ruleset, pages = shipped("linan")
    changed = ruleset.replace(
        '[options.min_discard]\ntype = "int"\ndefault = 300',
        '[options.min_discard]\ntype = "int"\ndefault = 400',
    )
    assert changed != ruleset
    found = check("linan", changed, pages)
    assert (
        "resources/rules/linan.zh.md does not say: 胡牌须满 **自摸 200 胡、放铳 400 胡**" in found
    )


def test_a_changed_default_stated_in_words_is_caught() -> None:
    ruleset, pages = shipped("linan")
    changed = ruleset.replace('default = "stays"', 'default = "passes"')
    assert changed != ruleset
    found = check("linan", changed, pages)
    assert any(
        "`dealer_on_draw` defaults to 'stays'; it now defaults to 'passes'" in f for f in found
    )


def test_a_figure_nobody_checks_is_caught() -> None:
    ruleset, pages = shipped("lincang")
    extra = pages["zh"] + "\n- 杠上开花另加 5 分。\n"
    found = check("lincang", ruleset, {**pages, "zh": extra})
    assert any(line.startswith("resources/rules/lincang.zh.md states '5'") for line in found)
    assert "lincang: numbers only in English [], only in Chinese ['5']" in found


def test_one_language_alone_changing_a_figure_is_caught() -> None:
    ruleset, pages = shipped("lanzhou")
    en = pages["en"].replace("the discarder alone pays 6", "the discarder alone pays 2")
    assert en != pages["en"]
    found = check("lanzhou", ruleset, {**pages, "en": en})
    assert any(
        line.startswith("resources/rules/lanzhou.en.md does not say: Examples (base 1)")
        for line in found
    )


def test_a_rule_the_pages_leave_out_is_caught() -> None:
    ruleset, pages = shipped("lincang")
    # A new pattern in the 番 table, which neither page mentions.
    changed = ruleset.replace("qiang_gang_hu = 1 }", "qiang_gang_hu = 1, hai_di_lao_yue = 1 }")
    assert changed != ruleset
    found = check("lincang", changed, pages)
    left_out = "state nothing about `tables.fan.hai_di_lao_yue` of the ruleset"
    assert f"resources/rules/lincang.*.md {left_out}" in found
