"""The words the kept-games screens show for sessions, results and regions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.storage.hand_record import Outcome
from mahjong_desktop.storage.journal import SessionEntry
from mahjong_desktop.ui.session.catalog import RulesetCatalog


def region_name(catalog: RulesetCatalog, region: str, language: str) -> str:
    ruleset = catalog.load_or_none(region)
    return ruleset.name(language) if ruleset is not None else region


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def hand_text(entry: SessionEntry) -> str:
    """``hand 5 of 16`` (the hand in progress or the next one)."""
    number = min(entry.hands_done + 1, entry.header.hands_limit or entry.hands_done + 1)
    if entry.header.hands_limit is not None:
        return (
            QCoreApplication.translate("KeptGames", "hand %1 of %2")
            .replace("%1", str(number))
            .replace("%2", str(entry.header.hands_limit))
        )
    return QCoreApplication.translate("KeptGames", "hand %1").replace("%1", str(number))


def continue_text(entry: SessionEntry, catalog: RulesetCatalog, language: str) -> str:
    """``Continue — 兰州, hand 5 of 16, you +12``."""
    text = QCoreApplication.translate("KeptGames", "Continue — %1, %2").replace(
        "%1", region_name(catalog, entry.header.region, language)
    )
    text = text.replace("%2", hand_text(entry))
    total = entry.player_total
    if total is not None:
        text += QCoreApplication.translate("KeptGames", ", you %1").replace("%1", signed(total))
    return text


def session_line(entry: SessionEntry, catalog: RulesetCatalog, language: str) -> str:
    date = entry.updated[:16].replace("T", " ")
    region = region_name(catalog, entry.header.region, language)
    state = (
        QCoreApplication.translate("KeptGames", "finished")
        if entry.status.value == "finished"
        else hand_text(entry)
    )
    total = entry.player_total
    you = (
        ""
        if total is None
        else " · " + QCoreApplication.translate("KeptGames", "you %1").replace("%1", signed(total))
    )
    return f"{date} · {region} · {state}{you}"


def outcome_name(outcome: str) -> str:
    return {
        Outcome.WON: QCoreApplication.translate("KeptGames", "won"),
        Outcome.DEALT_IN: QCoreApplication.translate("KeptGames", "dealt in (点炮)"),
        Outcome.LOST: QCoreApplication.translate("KeptGames", "lost"),
        Outcome.DRAW: QCoreApplication.translate("KeptGames", "draw (流局)"),
    }.get(outcome, outcome)
