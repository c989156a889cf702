"""The hint button's coach: ``ai.coach.advise`` asked in the worker, its answer as one line.

``make_coach`` returns a plain function (no Qt) that the controller calls in the worker thread: the
hard player's search may take a while and must never hold up the window. The page asks with the
base stake its plates show (``TableConfig.stake``), so the reason's figures move as they do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.engine.actions import Action, Chow, Discard, RegionMove, Win
from mahjong_desktop.engine.hints import win_value
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.item_kinds import ItemKind
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import name as en_name
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.table.claim_bar import MoveNames, move_label


@dataclass(frozen=True, slots=True)
class CoachAdvice:
    """What the coach would do now, and why (both languages, from the AI package)."""

    action: Action
    reason_zh: str
    reason_en: str


class Coach(Protocol):
    """The coach's answer for a view, its figures at the base stake ``stake`` of the plates it
    is read beside."""

    def __call__(self, view: PlayerView, stake: int = 1) -> CoachAdvice: ...


def make_coach(region: RegionRules, seed: int = 0) -> Coach:
    player = HardPlayer(region, seed)  # reused: it keeps its region knowledge between questions

    def coach(view: PlayerView, stake: int = 1) -> CoachAdvice:
        advice = advise(view, region, player, stake=stake)
        if isinstance(advice.choice, Win) and view.phase == Phase.TURN:
            # A win is no discard: the discard ranking's words ("打五条后听牌…") would contradict
            # the choice; say what the win is instead.
            return CoachAdvice(advice.choice, *_self_draw_reason(region, view))
        if advice.kongs:
            first = advice.kongs[0]
            return CoachAdvice(advice.choice, first.reason_zh, first.reason_en)
        if advice.discards:
            best = advice.discards[0]
            said = player.know.explain(view, advice.choice)  # 报听 with the discard
            if said is not None:
                return CoachAdvice(
                    advice.choice,
                    f"{said[0]}；{best.reason_zh}",
                    f"{said[1]}; {best.reason_en}",
                )
            return CoachAdvice(advice.choice, best.reason_zh, best.reason_en)
        if advice.claims:
            best_claim = advice.claims[0]
            return CoachAdvice(advice.choice, best_claim.reason_zh, best_claim.reason_en)
        return CoachAdvice(advice.choice, advice.note, advice.note)

    return coach


def _self_draw_reason(region: RegionRules, view: PlayerView) -> tuple[str, str]:
    """(zh, en) words for taking a self-drawn win: the drawn tile and the hand's patterns."""
    drawn = view.drawn
    if drawn is None:
        return "和牌", "take the win"
    ev = win_value(region, view, drawn, by="self_draw", discarding=drawn)
    patterns = [i for i in ev.items if i.kind is ItemKind.PATTERN] if ev.legal else []
    zh = f"摸到的{zh_name(drawn)}成和，自摸胡牌"
    en = f"the drawn {en_name(drawn)} completes the hand: win by self-draw"
    if patterns:
        zh += "（" + "、".join(i.name_zh for i in patterns) + "）"
        en += " (" + ", ".join(i.name_en for i in patterns) + ")"
    return zh, en


def coach_text(answer: CoachAdvice, zh: bool, names: MoveNames | None = None) -> str:
    """ "Coach: discard 五万 — …" in the player's language; ``names`` names region moves."""
    reason = answer.reason_zh if zh else answer.reason_en
    action = answer.action
    if isinstance(action, Discard):
        what = QCoreApplication.translate("Coach", "discard %1").replace("%1", zh_name(action.tile))
    elif isinstance(action, RegionMove) and names is not None:
        tiles = " ".join(zh_name(t) for t in action.tiles)
        what = f"{move_label(names, action.name)} {tiles}".strip()
    elif isinstance(action, Chow):
        what = f"{action_word(action)} {' '.join(zh_name(t) for t in action.tiles)}"
    else:
        what = action_word(action)
    line = QCoreApplication.translate("Coach", "Coach: %1").replace("%1", what)
    return f"{line} — {reason}" if reason else line


def action_word(action: Action) -> str:
    """A non-discard choice in the player's language."""
    words = {
        "win": QCoreApplication.translate("Coach", "win (胡)"),
        "pong": QCoreApplication.translate("Coach", "pong (碰)"),
        "kong": QCoreApplication.translate("Coach", "kong (杠)"),
        "concealed_kong": QCoreApplication.translate("Coach", "concealed kong (暗杠)"),
        "added_kong": QCoreApplication.translate("Coach", "added kong (补杠)"),
        "chow": QCoreApplication.translate("Coach", "chow (吃)"),
        "pass": QCoreApplication.translate("Coach", "pass (过)"),
        "move": QCoreApplication.translate("Coach", "region move"),
    }
    return words.get(action.type, action.type)
