"""What the drill window says about a drill: the question, the table as tile pictures, the
choices' labels and the coach's ranking after an answer (rich text for a ``QTextBrowser`` whose
document has the tile pictures: ``ui.dialogs.tile_pictures``)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QSize

from mahjong_desktop.drills.drill import Choice, Drill
from mahjong_desktop.drills.kinds import WILD_KINDS, Kind
from mahjong_desktop.tiles import en_name, parse, parse_one, zh_name
from mahjong_desktop.ui.dialogs.tile_pictures import tiles_html
from mahjong_desktop.ui.dialogs.worth_words import unit_word
from mahjong_desktop.ui.drills.practice import Outcome

SMALL = QSize(22, 29)  # the other players' discards and melds
HAND = QSize(34, 45)  # the player's own hand
# The one context of this module's texts (lupdate reads the literal context in every call).
translate = QCoreApplication.translate


def kind_label(kind: Kind) -> str:
    return {
        Kind.DISCARD: translate("DrillWords", "Discard (何切)"),
        Kind.CLAIM: translate("DrillWords", "Claim or pass (吃碰杠)"),
        Kind.BAO: translate("DrillWords", "Keep or throw the 宝 (飞宝)"),
        Kind.CAISHEN: translate("DrillWords", "Keep or throw a 财神"),
        Kind.MINIMUM: translate("DrillWords", "Chase the 胡 minimum or go faster"),
        Kind.SHUAI: translate("DrillWords", "Which 甩牌 set, or none"),
        Kind.DECLARE_READY: translate("DrillWords", "Declare 报听 now or wait"),
        Kind.MODE: translate("DrillWords", "The dealer's 玩法 (mode)"),
    }.get(kind, kind.value)


def tile_word(tile: str, language: str) -> str:
    kind = parse_one(tile)
    return zh_name(kind) if language.startswith("zh") else en_name(kind)


def seat_word(seat: int, drill: Drill, language: str) -> str:
    """The seat by its wind (东 South …), or "you"."""
    if seat == drill.seat:
        return translate("DrillWords", "You")
    wind = drill.position["players"][seat]["wind"]
    return tile_word(wind, language)


def wild_word(region: str) -> str:
    """ "宝: %1" in 上饶, "财神: %1" in 临安: the wild tile by the region's own name for it."""
    kind = WILD_KINDS.get(region)
    if kind is Kind.BAO:
        return translate("DrillWords", "宝 (wild): %1")
    if kind is Kind.CAISHEN:
        return translate("DrillWords", "财神 (wild): %1")
    return translate("DrillWords", "wild tile: %1")


def question(drill: Drill, language: str) -> str:
    pos = drill.position
    if drill.kind is Kind.CLAIM:
        return (
            translate("DrillWords", "%1 discards %2: claim it or pass?")
            .replace("%1", seat_word(int(pos["claim_from"]), drill, language))
            .replace("%2", tile_word(str(pos["claim_tile"]), language))
        )
    if drill.kind is Kind.BAO:
        return translate("DrillWords", "Keep the 宝 or throw it?")
    if drill.kind is Kind.CAISHEN:
        return translate("DrillWords", "Keep the 财神 or throw it?")
    if drill.kind is Kind.MINIMUM:
        return translate(
            "DrillWords",
            "One discard keeps a hand that can reach the 胡 minimum, the other gets ready "
            "faster: which do you discard?",
        )
    if drill.kind is Kind.SHUAI:
        return translate("DrillWords", "Before play: throw a 甩牌 set, or keep them in hand?")
    if drill.kind is Kind.MODE:
        return translate("DrillWords", "You deal, and the dealer chooses the 玩法: which one?")
    if drill.kind is Kind.DECLARE_READY:
        tile = next(c.name for c in drill.choices if not c.name.startswith("declare "))
        return translate(
            "DrillWords", "Discarding %1 leaves you ready: declare 报听 with it, or not yet?"
        ).replace("%1", tile_word(tile, language))
    return translate("DrillWords", "Which tile do you discard?")


def choice_label(choice: Choice, language: str, blind: bool, kind: Kind | None = None) -> str:
    """A choice's button text: the tile's name or the move, and, unless ``blind``, the counts a
    player could work out at the table (tiles from ready, useful tiles) — never the worth."""
    name = choice.name
    if kind in _MOVE_KINDS:
        text = _choice_text(name, kind)
    elif name == "keep":
        text = translate("DrillWords", "Keep")
    elif name == "throw":
        text = translate("DrillWords", "Throw")
    elif name == "pass":
        text = translate("DrillWords", "Pass (过)")
    elif name == "pong":
        text = translate("DrillWords", "Pong (碰)")
    elif name == "kong":
        text = translate("DrillWords", "Kong (杠)")
    elif name.startswith("chow "):
        text = translate("DrillWords", "Chow (吃) %1").replace("%1", name.removeprefix("chow "))
    else:
        text = name
    figures = dict(choice.figures)
    if not blind and "shanten" in figures and "effective" in figures:
        text += "\n" + translate("DrillWords", "%1 from ready").replace(
            "%1", str(int(figures["shanten"]))
        )
        text += "\n" + translate("DrillWords", "%1 useful tiles").replace(
            "%1", str(int(figures["effective"]))
        )
    return text


def mode_text(name: str) -> str:
    """A 玩法 by its Chinese name, with what it allows in the window's language."""
    words = {
        "liang_bao": translate("DrillWords", "两报 (pong only; win after 报听)"),
        "san_bao": translate("DrillWords", "三报 (chow allowed; win after 报听)"),
        "qiao_qiao_hu": translate("DrillWords", "悄悄胡 (chow allowed; no 报听 needed)"),
        "liang_bao_bao": translate("DrillWords", "两报包 (两报; an unready discarder pays all)"),
        "san_bao_bao": translate("DrillWords", "三报包 (三报; an unready discarder pays all)"),
    }
    return words.get(name, name)


def _tiles(text: str, wild: int | None, size: QSize) -> str:
    return tiles_html(parse(text), wild, size) if text else ""


def position_html(drill: Drill, language: str) -> str:
    """The table: each other player's melds and discards, then the player's own."""
    pos = drill.position
    wild = parse_one(pos["wild"]) if pos.get("wild") else None
    draws = int(pos["draws_left"])
    facts = [
        translate("DrillWords", "Round wind %1").replace(
            "%1", tile_word(pos["round_wind"], language)
        ),
        translate("DrillWords", "dealer: %1").replace(
            "%1", seat_word(int(pos["dealer"]), drill, language)
        ),
        translate("DrillWords", "%n draw(s) left", "", draws),
    ]
    if wild is not None:
        facts.append(wild_word(drill.region).replace("%1", tile_word(pos["wild"], language)))
    rows = [f"<p>{escape(' · '.join(facts))}</p><table cellspacing='4'>"]
    order = [(drill.seat + k) % 4 for k in (1, 2, 3)]
    for seat in order:
        p = pos["players"][seat]
        name = seat_word(seat, drill, language)
        if p["declared_ready"]:
            name += " · " + translate("DrillWords", "declared ready (报听)")
        melds = " ".join(_tiles(m["tiles"], wild, SMALL) for m in p["melds"])
        open_discards = "".join(d for d in p["discards"] if not d.startswith("("))
        rows.append(
            f"<tr><td><b>{escape(name)}</b></td><td>{melds}</td>"
            f"<td>{_tiles(open_discards, wild, SMALL)}</td></tr>"
        )
    rows.append("</table>")
    me = pos["players"][drill.seat]
    mine = "".join(d for d in me["discards"] if not d.startswith("("))
    if mine:
        yours = translate("DrillWords", "Your discards")
        rows.append(f"<p>{escape(yours)}: {_tiles(mine, wild, SMALL)}</p>")
    hand = parse(pos["hand"])
    drawn = parse_one(pos["drawn"]) if pos.get("drawn") else None
    if drawn is not None:
        hand.remove(drawn)
    melds = " ".join(_tiles(m["tiles"], wild, HAND) for m in me["melds"])
    own = tiles_html(hand, wild, HAND)
    if drawn is not None:
        own += "&nbsp;&nbsp;" + tiles_html([drawn], wild, HAND)
    if pos.get("claim_tile"):
        own += "&nbsp;&nbsp;←&nbsp;" + tiles_html([parse_one(pos["claim_tile"])], wild, HAND)
    rows.append(f"<p>{own}&nbsp;&nbsp;{melds}</p>")
    rows.append(f"<h3>{escape(question(drill, language))}</h3>")
    return "".join(rows)


def _whole(value: float) -> str:
    return str(int(value))


def _percent(value: float) -> str:
    return f"{100 * value:.0f}%"


def answer_html(outcome: Outcome, language: str) -> str:
    """The verdict, then every choice in the coach's order with its numbers and reason."""
    drill = outcome.drill
    if outcome.choice is None:
        verdict = translate("DrillWords", "Time is up.")
    elif outcome.correct:
        verdict = QCoreApplication.translate(
            "DrillWords", "Right: the coach rates this as well as its own choice."
        )
    else:
        verdict = QCoreApplication.translate(
            "DrillWords", "Not right: the coach rates other choices higher."
        )
    colour = "#2f7d4f" if outcome.correct else "#a03a2a"
    reason = drill.reason_zh if language.startswith("zh") else drill.reason_en
    coach = translate("DrillWords", "The coach: %1").replace("%1", reason)
    head = [
        f"<p style='color:{colour}'><b>{escape(verdict)}</b></p>",
        f"<p>{escape(coach)}</p>",
    ]
    if drill.taken is not None:
        head.append(
            "<p>"
            + escape(
                translate("DrillWords", "In your game you chose %1.").replace(
                    "%1", _choice_text(drill.taken, drill.kind)
                )
            )
            + "</p>"
        )
    # The figures' columns only where some choice has them (a claim has its worth alone). The
    # worths in the units of the score plates, as the reasons say them (临安: 胡 × 底注).
    unit = drill.unit
    word = unit_word(unit)
    figures: list[tuple[str, str, Callable[[float], str]]] = [
        ("shanten", translate("DrillWords", "From ready"), _whole),
        ("effective", translate("DrillWords", "Useful tiles"), _whole),
        ("p_win", translate("DrillWords", "Chance to win"), _percent),
        ("danger", translate("DrillWords", "Deal-in risk (%1)").replace("%1", word), unit.number),
    ]
    present = {key for c in drill.choices for key, _ in c.figures}
    figures = [f for f in figures if f[0] in present]
    helps = any(c.helps for c in drill.choices)
    columns = [
        translate("DrillWords", "Rank"),
        translate("DrillWords", "Choice"),
        translate("DrillWords", "Worth (%1)").replace("%1", word),
        *(label for _, label, _ in figures),
        *([translate("DrillWords", "Tiles that help")] if helps else []),
        translate("DrillWords", "Why"),
    ]
    table = ["<table border='1' cellspacing='0' cellpadding='3'><tr>"]
    table += [f"<th>{escape(c)}</th>" for c in columns]
    table.append("</tr>")
    wild = parse_one(drill.position["wild"]) if drill.position.get("wild") else None
    for c in drill.choices:
        values = dict(c.figures)
        right = c.name in drill.accepted
        mine = c.name == outcome.choice
        # A marked row names its text colour too: on a dark palette the default light text
        # would vanish on these light backgrounds.
        style = " style='background:#e8f3ea; color:#1b1b1b'" if right else ""
        if mine and not right:
            style = " style='background:#f6e3df; color:#1b1b1b'"
        shown = choice_html(drill, c.name, wild)
        mark = " ✓" if right else ""
        why = c.reason_zh if language.startswith("zh") else c.reason_en
        cells = [
            f"{c.rank}{mark}",
            shown + (" ←" if mine else ""),
            unit.number(c.value),
            *(write(values[key]) if key in values else "" for key, _, write in figures),
            *([tiles_html([parse_one(t) for t, _n in c.helps], wild, SMALL)] if helps else []),
            escape(why),
        ]
        table.append(f"<tr{style}>" + "".join(f"<td>{x}</td>" for x in cells) + "</tr>")
    table.append("</table>")
    return "".join(head + table)


def choice_html(drill: Drill, name: str, wild: int | None) -> str:
    """A choice as the ranking shows it: a tile as its picture, a 甩牌 set as its three, a move
    in words (with its tile)."""
    if drill.kind in (Kind.DISCARD, Kind.MINIMUM):
        return tiles_html([parse_one(name)], wild, SMALL)
    if drill.kind is Kind.DECLARE_READY:
        tile = name.removeprefix("declare ")
        text = _choice_text(name, drill.kind)
        return tiles_html([parse_one(tile)], wild, SMALL) + " " + escape(text)
    if drill.kind is Kind.SHUAI and name.startswith("throw "):
        word = translate("DrillWords", "Throw (甩牌)")
        return escape(word) + " " + tiles_html(parse(name.removeprefix("throw ")), wild, SMALL)
    return escape(_choice_text(name, drill.kind))


# Kinds whose choices are moves named in words (the rest: tiles, claims, keep or throw).
_MOVE_KINDS = (Kind.SHUAI, Kind.DECLARE_READY, Kind.MODE)


def _choice_text(name: str, kind: Kind | None = None) -> str:
    if kind is Kind.MODE:
        return mode_text(name)
    if kind is Kind.SHUAI:
        if name == "pass":
            return translate("DrillWords", "No 甩牌 (不甩)")
        return translate("DrillWords", "Throw (甩牌) %1").replace("%1", name.removeprefix("throw "))
    if kind is Kind.DECLARE_READY:
        if name.startswith("declare "):
            return translate("DrillWords", "Declare 报听, discard %1").replace(
                "%1", name.removeprefix("declare ")
            )
        return translate("DrillWords", "Discard %1, no 报听 yet").replace("%1", name)
    words = {
        "keep": translate("DrillWords", "Keep"),
        "throw": translate("DrillWords", "Throw"),
        "pass": translate("DrillWords", "Pass (过)"),
        "pong": translate("DrillWords", "Pong (碰)"),
        "kong": translate("DrillWords", "Kong (杠)"),
    }
    if name.startswith("chow "):
        return translate("DrillWords", "Chow (吃) %1").replace("%1", name.removeprefix("chow "))
    return words.get(name, name)
