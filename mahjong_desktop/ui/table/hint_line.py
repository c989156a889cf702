"""What each discard would leave, told truthfully: the waits, how many of each are still unseen, and
whether each wait would really be a legal win — by discard and by self-draw — and for how much.

Readiness and the verdicts come from ``engine.hints`` (the region's own scorer, fed with the seat's
``PlayerView``), so 临沧's plain hand shows "self-draw only" and 临安's hand under the minimum shows
the scorer's reason, exactly as the game will judge them. For discards that do not leave the hand
ready, ``hand.discard_table`` says how far from ready it is and which draws improve it.

``build_hint_line`` is plain Python (no widgets): the controller runs it in the worker thread, so
the window never waits for a slow analysis (wild tiles make it costly); the text functions run
in the GUI.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.hints import WaitValue, discard_hints, wait_values
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import discard_table
from mahjong_desktop.rules.hand_facts import Evaluation
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import zh_name


@dataclass(frozen=True, slots=True)
class DiscardRow:
    """Discarding one ``discard`` leaves the hand ``shanten`` steps from ready (0 = ready);
    ``effective`` lists (kind, unseen copies) of the draws that help; ``waits`` (ready only) holds
    the region's verdict on every wait."""

    discard: int
    shanten: int
    effective: tuple[tuple[int, int], ...]
    waits: tuple[WaitValue, ...] = ()

    @property
    def ready(self) -> bool:
        return bool(self.waits)

    @property
    def unseen(self) -> int:
        if self.waits:
            return sum(w.unseen for w in self.waits)
        return sum(n for _, n in self.effective)


@dataclass(frozen=True, slots=True)
class HintLine:
    """Everything the hint line needs for one question to the player."""

    rows: dict[int, DiscardRow]  # per discardable kind (on the player's turn)
    waits: tuple[WaitValue, ...] = ()  # the current waits while holding 3k+1 tiles (claims)
    # (zh, en): what the hand can still win as, when the rules narrow it (兰州 硬甩: only 七对).
    notice: tuple[str, str] | None = None

    def notice_text(self, zh: bool) -> str:
        if self.notice is None:
            return ""
        return self.notice[0] if zh else self.notice[1]


def build_hint_line(region: RegionRules, view: PlayerView) -> HintLine:
    """The hints for ``view`` (the human's seat, when asked to act). On a turn only the discards
    the player may make are weighed: a hand locked by 报听 may throw only its drawn tile, and a
    hint line listing four "ready" discards would contradict it."""
    own = view.counts()
    melds = len(view.me.melds)
    size = sum(own)
    notice = None if view.phase == Phase.PRE_PLAY else region.win_shape_notice(view.me.melds)
    if size == 13 - 3 * melds:
        return HintLine({}, tuple(wait_values(region, view)), notice)
    if size != 14 - 3 * melds:
        return HintLine({}, (), notice)
    allowed = {a.tile for a in view.legal if isinstance(a, Discard)}
    outside = view.outside_counts()
    table = discard_table(
        own, melds=melds, wild=view.wild, rules=region.shape_rules(view.variant), visible=outside
    )
    ready = {h.discard: h.waits for h in discard_hints(region, view)}
    rows: dict[int, DiscardRow] = {}
    for info in table:
        if allowed and info.discard not in allowed:
            continue
        waits = ready.get(info.discard, ())
        # The region decides readiness: a shape that its scorer never accepts is not "ready".
        shanten = 0 if waits else max(info.shanten, 1)
        rows[info.discard] = DiscardRow(info.discard, shanten, tuple(info.effective), waits)
    return HintLine(rows, (), notice)


def value_text(ev: Evaluation, zh: bool) -> str:
    """A legal win's value in the region's unit; a zero-unit win (平胡) by its item names."""
    if ev.total:
        return f"{ev.total} {ev.unit}".strip()
    names = [item.name_zh if zh else item.name_en for item in ev.items]
    return " ".join(names) or "0"


def verdict(wait: WaitValue, zh: bool) -> str:
    """How this wait would win: by discard and self-draw with values, self-draw only, or not."""
    d, s = wait.by_discard, wait.by_self_draw
    if d.legal and s.legal:
        return (
            QCoreApplication.translate("Hints", "discard %1 · self-draw %2")
            .replace("%1", value_text(d, zh))
            .replace("%2", value_text(s, zh))
        )
    if s.legal:
        return QCoreApplication.translate("Hints", "self-draw only: %1").replace(
            "%1", value_text(s, zh)
        )
    if d.legal:
        return QCoreApplication.translate("Hints", "discard only: %1").replace(
            "%1", value_text(d, zh)
        )
    return QCoreApplication.translate("Hints", "no win: %1").replace(
        "%1",
        (s.reason_zh or s.reason or d.reason_zh or d.reason or "")
        if zh
        else (s.reason or d.reason or ""),
    )


def waits_text(waits: tuple[WaitValue, ...], zh: bool) -> str:
    """Waits with the same verdict share it ("三条 ×3, 六条 ×2 (self-draw only: 平胡); …"), so a
    long list of waits stays short enough to read at a glance."""
    groups: dict[str, list[str]] = {}
    for w in waits:
        groups.setdefault(verdict(w, zh), []).append(f"{zh_name(w.tile)} ×{w.unseen}")
    return "; ".join(f"{', '.join(tiles)} ({text})" for text, tiles in groups.items())


def describe(row: DiscardRow, zh: bool = False) -> str:
    tile = zh_name(row.discard)
    if row.ready:
        # Counts go to translate() as plain names: lupdate skips a call whose count is an
        # attribute (row.unseen) and the string would never reach the translation file.
        unseen = row.unseen
        return (
            QCoreApplication.translate(
                "Hints", "Discard %1: ready, %n unseen tile(s). Waits: %3", "", unseen
            )
            .replace("%1", tile)
            .replace("%3", waits_text(row.waits, zh))
        )
    improving = ", ".join(f"{zh_name(k)} ×{n}" for k, n in row.effective if n)
    # Qt fills %n itself, in the plural form the language wants (an English .qm holds ours).
    shanten, unseen = row.shanten, row.unseen
    steps = QCoreApplication.translate("Hints", "%n step(s)", "", shanten)
    improve = QCoreApplication.translate("Hints", "%n unseen tile(s) would improve it", "", unseen)
    return (
        QCoreApplication.translate("Hints", "Discard %1: %2 from ready; %3: %4")
        .replace("%1", tile)
        .replace("%2", steps)
        .replace("%3", improve)
        .replace("%4", improving or "—")
    )


def current_waits(advice: HintLine, zh: bool = False) -> str:
    """The player's own waits while they hold a waiting hand (shown on claims)."""
    if not advice.waits:
        return ""
    return QCoreApplication.translate("Hints", "You wait on: %1").replace(
        "%1", waits_text(advice.waits, zh)
    )


def ready_summary(advice: HintLine) -> str:
    """Which discards leave the hand ready, for the hint line when it is the player's turn."""
    ready = [zh_name(k) for k, row in sorted(advice.rows.items()) if row.ready]
    if not ready:
        return ""
    return QCoreApplication.translate("Hints", "Ready after discarding: %1").replace(
        "%1", " ".join(ready)
    )
