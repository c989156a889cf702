"""Each region's guided first hand: what a newcomer from another table would trip over there, and
the moment it first shows in a hand (docs/rules/<region>.md say why each rule is as it is).

- 临沧: the face-up tail tiles (尾牌, only for 杠上开花); a plain hand (平胡) must be self-drawn.
- 临汾: the same two, and the check at a drawn hand (流局查大叫) as the wall runs low.
- 兰州: the hand's 玩法 (chow? must one declare?), 甩牌 after the deal, 报听 when it is offered.
- 上饶: the 宝 and its indicator (翻宝), a 宝 in the player's hand, 飞宝 when someone throws one.
- 临安: the 财神 and the 杠花 it names, a 杠花 laid out, the 200/300 胡 minimum once ready.

A step about an option that is off is left out (the tour never explains a rule the table does not
play), and the words take their numbers from the options in force (临安's minimum, 上饶's).
"""

from __future__ import annotations

from collections.abc import Callable

from mahjong_desktop.engine.actions import Discard, RegionMove
from mahjong_desktop.engine.events import BonusLaidOut, Discarded, RegionMoved
from mahjong_desktop.engine.hints import view_shanten
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.lanzhou.modes import CHOOSE_MODE, Mode
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import NUM_KINDS, en_name, zh_name
from mahjong_desktop.ui.table.tour import Moment, Pointer, StepSpec, Target, Tour, TourStep

# The wall is "running low" for 查大叫 from this many draws left: about the last five turns of
# each player, early enough to change course, late enough that the rule is then what matters.
LATE_WALL = 20
THROW = "throw"  # 兰州's region moves (rules/lanzhou)
DECLARE_READY = "declare_ready"


def tour_for(region: RegionRules) -> Tour:
    """The tour of ``region`` with its options in force."""
    make = _REGIONS.get(region.region_id)
    return Tour(region.region_id, make(region) if make is not None else [])


def has_tour(region_id: str) -> bool:
    return region_id in _REGIONS


# -- words shared by the steps --------------------------------------------------------------------


def _en(kind: int) -> str:
    """A tile in English text: its Chinese name (what the face shows) and its English one."""
    return f"{zh_name(kind)} ({en_name(kind)})"


def _ready_discard(region: RegionRules, view: PlayerView) -> bool:
    """Whether a discard on offer leaves the hand ready, by the region's own shapes."""
    counts = view.counts()
    for kind in sorted({a.tile for a in view.legal if isinstance(a, Discard)}):
        counts[kind] -= 1
        ready = view_shanten(region, view, counts) == 0
        counts[kind] += 1
        if ready:
            return True
    return False


def _moves(view: PlayerView, name: str) -> bool:
    return any(isinstance(a, RegionMove) and a.name.startswith(name) for a in view.legal)


# -- 临沧 and 临汾 --------------------------------------------------------------------------------


def _tail_tiles(m: Moment) -> TourStep | None:
    view = m.view
    if not view.face_up or view.wild is not None:
        return None
    zh_tiles = "、".join(zh_name(k) for k in view.face_up)
    en_tiles = ", ".join(_en(k) for k in view.face_up)
    return TourStep(
        "tail_tiles",
        f"这几张是翻开的尾牌（{zh_tiles}）。它们只用于杠上开花：听牌以后开杠，翻开的尾牌里若有你要的牌，"
        "就可以拿它胡牌；其他补牌都从后面没翻开的牌取。",
        f"These tiles were turned up from the tail of the wall: the 尾牌 ({en_tiles}). They serve "
        "only 杠上开花: once your hand is ready, a kong may take a face-up tail tile that "
        "completes it. Every other replacement comes from the tiles behind them.",
        Pointer(Target.FACE_UP),
    )


def _plain_self_draw(region: RegionRules) -> StepSpec:
    def trigger(m: Moment) -> TourStep | None:
        if not (m.asking and m.view.phase is Phase.TURN and _ready_discard(region, m.view)):
            return None
        return TourStep(
            "plain_self_draw",
            "这一手可以打出听牌了。注意：平胡（没有番型的牌）只能自摸，不能胡别人打的牌；"
            "碰碰胡、清一色、七对这类有番型的牌才能点炮胡。",
            "A discard now leaves your hand ready (听牌). Mind the rule here: a plain hand (平胡, "
            "no pattern) wins only on your own draw (自摸); only a hand with a pattern (碰碰胡, "
            "清一色, 七对 …) may win on another player's discard.",
            Pointer(Target.OWN_HAND, m.view.seat),
            with_coach=True,
        )

    return StepSpec("plain_self_draw", trigger)


def _cha_da_jiao(m: Moment) -> TourStep | None:
    view = m.view
    left = view.draws_left
    if view.phase not in (Phase.TURN, Phase.CLAIM) or left > LATE_WALL:
        return None
    return TourStep(
        "cha_da_jiao",
        f"牌墙只剩 {left} 张了。这里流局要查大叫：牌摸完还没人胡，没听牌的人要赔给每个听牌的人，"
        "这一局的杠钱也不算。尽早听牌！",
        f"Only {left} tiles are left to draw. A drawn hand is checked here (流局查大叫): if the "
        "wall runs out with no win, every player who is not ready pays every player who is, and "
        "the hand's kong money is cancelled. Get ready in time!",
        Pointer(Target.CENTRE),
    )


def _lincang(region: RegionRules) -> list[StepSpec]:
    steps = [StepSpec("tail_tiles", _tail_tiles), _plain_self_draw(region)]
    if region.options.get("cha_da_jiao"):
        steps.append(StepSpec("cha_da_jiao", _cha_da_jiao))
    return steps


# -- 兰州 -----------------------------------------------------------------------------------------

_CHOW = {
    True: ("可以吃（只吃上家）", "Chow is allowed (from the player before you only)."),
    False: ("不能吃，只能碰和杠", "No chow: pong and kong only."),
}
_DECLARE = {
    True: ("必须先报听才能胡", "You must declare ready (报听) before you can win."),
    False: ("不用报听也能胡", "You may win without declaring ready (报听)."),
}
_BAO = ("；没报听的人点炮要一家包赔", " A discarder who had not declared ready pays for all (包).")


def _lanzhou_mode(region: RegionRules) -> StepSpec:
    def trigger(m: Moment) -> TourStep | None:
        view = m.view
        if m.asking and _moves(view, CHOOSE_MODE):
            return TourStep(
                "mode",
                "你坐庄，由你定本局的玩法：能不能吃、要不要报听才能胡、没报听的人点炮是否包赔，都由它决定。",
                "You deal, so you choose this hand's 玩法 (mode of play): it decides whether "
                "chow is allowed, whether a hand must declare ready (报听) to win, and whether an "
                "undeclared discarder pays for all (包).",
                Pointer(Target.CLAIM_BAR),
                with_coach=True,
            )
        value = region.variant_in_force(view.variant)
        if value is None:
            return None
        try:
            mode = Mode(value)
        except ValueError:
            return None
        zh_name_, en_name_ = region.term(mode.value)
        zh = f"本局玩法：{zh_name_}。{_CHOW[mode.chow][0]}；{_DECLARE[mode.must_declare][0]}"
        en = f"This hand's 玩法 (mode of play): {en_name_}. {_CHOW[mode.chow][1]} "
        en += _DECLARE[mode.must_declare][1]
        if mode.bao:
            zh += _BAO[0]
            en += _BAO[1]
        return TourStep("mode", zh + "。", en, Pointer(Target.CENTRE))

    return StepSpec("mode", trigger)


def _lanzhou_throw(region: RegionRules) -> StepSpec:
    hard = region.options.get("throw") == "hard"
    zh_rule = (
        "硬甩：手里有这样的牌型就必须至少甩一副。"
        if hard
        else "不甩也行，没甩的这种牌型胡牌时也能算一句话。"
    )
    en_rule = (
        "Under 硬甩 a hand holding such a set must throw at least one."
        if hard
        else "You need not: a set you keep still counts as a meld when you win."
    )
    zh = "甩牌：开局后、庄家打牌前，可以把三张幺（一万一筒一条）、三张九或三张不同的风亮出来，"
    zh += "当作一副亮出的牌。" + zh_rule
    en = "甩牌: after the deal, before the dealer's first discard, you may lay down three 1s (one "
    en += "of each suit), three 9s or three different winds as a meld. " + en_rule

    def trigger(m: Moment) -> TourStep | None:
        if m.asking and _moves(m.view, THROW):
            return TourStep("throw", zh, en, Pointer(Target.CLAIM_BAR), with_coach=True)
        for event in m.events:
            if isinstance(event, RegionMoved) and event.name == THROW:
                melds = len(m.view.seats[event.seat].melds)
                return TourStep("throw", zh, en, Pointer(Target.MELD, event.seat, index=melds - 1))
        return None

    return StepSpec("throw", trigger)


def _lanzhou_declare(m: Moment) -> TourStep | None:
    if not (m.asking and _moves(m.view, DECLARE_READY)):
        return None
    return TourStep(
        "declare_ready",
        "你可以报听了：报听是和这张出牌一起报的。报听以后手牌锁定，摸到不能胡的牌就直接打掉，"
        "只能胡或者开不改变听牌的杠。",
        "You may declare ready now (报听), together with a discard. After 报听 your hand is "
        "locked: every drawn tile that does not win is thrown, and you may only win or make a "
        "kong that keeps your waits.",
        Pointer(Target.CLAIM_BAR),
        with_coach=True,
    )


def _lanzhou(region: RegionRules) -> list[StepSpec]:
    steps = [_lanzhou_mode(region)]
    if region.options.get("throw") != "none":
        steps.append(_lanzhou_throw(region))
    steps.append(StepSpec("declare_ready", _lanzhou_declare))
    return steps


# -- 上饶 -----------------------------------------------------------------------------------------


def _shangrao_bao(m: Moment) -> TourStep | None:
    view = m.view
    wild = view.wild
    if wild is None or not view.face_up:
        return None
    shown = view.face_up[0]
    if wild == shown:
        zh = f"翻开的这张{zh_name(shown)}就是宝：另外三张{zh_name(wild)}每张都可以当任何一张牌用。"
        en = f"The tile turned up, {_en(shown)}, is itself the 宝 (wild): each of the other "
        en += "three may stand for any tile."
    else:
        zh = f"翻开的{zh_name(shown)}是翻宝，宝是它的下一张：{zh_name(wild)}。"
        zh += f"四张{zh_name(wild)}都是宝，每张都可以当任何一张牌用。"
        en = f"The tile turned up, {_en(shown)}, is the indicator (翻宝); the 宝 (wild) is the "
        en += f"next kind, {_en(wild)}. All four are 宝: each may stand for any tile."
    zh += "上饶只能自摸胡，不能胡别人打的牌。"
    en += " At this table every win is self-drawn: no win on a discard."
    return TourStep("bao", zh, en, Pointer(Target.FACE_UP))


def _shangrao_bao_in_hand(region: RegionRules) -> StepSpec:
    least = int(region.options.get("min_value", 0) or 0)
    doubles = bool(region.options.get("fei_bao_doubles"))

    def trigger(m: Moment) -> TourStep | None:
        view = m.view
        wild = view.wild
        if not (m.asking and view.phase is Phase.TURN and wild is not None):
            return None
        if wild not in view.concealed:
            return None
        zh = f"你手里有宝（{zh_name(wild)}）：它可以当任何一张牌，补顺子、刻子或将都行。"
        en = f"You hold a 宝 ({_en(wild)}): it may stand for any tile, to complete a run, a "
        en += "triplet or the pair."
        if least:
            zh += f"胡牌至少要 {least} 分。"
            en += f" A win must be worth at least {least}."
        if doubles:
            zh += "把宝打出去叫飞宝：以后胡牌时每飞过一张宝分数翻一倍，但手里就少了一张万能牌。"
            en += " Throwing a 宝 away is 飞宝: each one you threw doubles your win later, but "
            en += "your hand loses a tile that fits anywhere."
        return TourStep(
            "bao_in_hand", zh, en, Pointer(Target.OWN_TILE, view.seat, wild), with_coach=True
        )

    return StepSpec("bao_in_hand", trigger)


def _fei_bao(m: Moment) -> TourStep | None:
    wild = m.view.wild
    for event in m.events:
        if isinstance(event, Discarded) and wild is not None and event.tile == wild:
            info = m.view.seats[event.seat]
            river = sum(1 for taken in info.claimed if not taken)  # the thrown 宝 is the last
            return TourStep(
                "fei_bao",
                "这张宝被打出去了：这叫飞宝。打过宝的人如果胡牌，每飞过一张宝，分数翻一倍。",
                "A 宝 was thrown away: 飞宝. If that player wins, every 宝 they threw away "
                "doubles the win.",
                Pointer(Target.DISCARD, event.seat, index=river - 1),
            )
    return None


def _shangrao(region: RegionRules) -> list[StepSpec]:
    steps = [StepSpec("bao", _shangrao_bao), _shangrao_bao_in_hand(region)]
    if region.options.get("fei_bao_doubles"):
        steps.append(StepSpec("fei_bao", _fei_bao))
    return steps


# -- 临安 -----------------------------------------------------------------------------------------


def _flower_kind(region: RegionRules, wild: int) -> int | None:
    return next((k for k in range(NUM_KINDS) if region.is_bonus_tile(k, wild)), None)


def _caishen(region: RegionRules) -> StepSpec:
    def trigger(m: Moment) -> TourStep | None:
        view = m.view
        wild = view.wild
        if wild is None or not view.face_up:
            return None
        zh = f"翻开的这张定财神：本局财神是{zh_name(wild)}，场上还剩三张，每张都可以当任何一张牌。"
        en = f"The tile turned up names the 财神 (wild): {_en(wild)}. The three left in play may "
        en += "each stand for any tile."
        flower = _flower_kind(region, wild)
        if flower is not None:
            zh += f"比它小一点的{zh_name(flower)}是杠花：摸到就亮出来，再从牌尾补一张。"
            en += f" The kind one step below, {_en(flower)}, is the 杠花: drawn, it is laid out "
            en += "and replaced from the tail."
        return TourStep("caishen", zh, en, Pointer(Target.FACE_UP))

    return StepSpec("caishen", trigger)


def _gang_hua(m: Moment) -> TourStep | None:
    for event in m.events:
        if isinstance(event, BonusLaidOut):
            mine = event.seat == m.view.seat
            who_zh, who_en = ("你", "You") if mine else ("有人", "A player")
            return TourStep(
                "gang_hua",
                f"{who_zh}摸到了杠花{zh_name(event.tile)}：亮在面前，从牌尾补一张。"
                "每张杠花给它的主人加 4 胡，用补上来的牌胡牌算杠上开花。",
                f"{who_en} drew a 杠花 ({_en(event.tile)}): it is laid out in front of its owner "
                "and replaced from the tail. Each 杠花 is worth 4 胡 to its owner, and a win on "
                "the replacement counts as 杠上开花.",
                Pointer(Target.FLOWER, event.seat, index=len(m.view.seats[event.seat].flowers) - 1),
            )
    return None


def _minimum(region: RegionRules) -> StepSpec:
    self_draw = int(region.options.get("min_self_draw", 0) or 0)
    discard = int(region.options.get("min_discard", 0) or 0)

    def trigger(m: Moment) -> TourStep | None:
        if not (m.asking and m.view.phase is Phase.TURN and _ready_discard(region, m.view)):
            return None
        return TourStep(
            "minimum",
            f"这一手可以打出听牌了。临安起胡有门槛：自摸要满 {self_draw} 胡，胡别人打的牌要满 "
            f"{discard} 胡；不够的牌不能胡。",
            f"A discard now leaves your hand ready. 临安 has a minimum: a self-drawn win needs "
            f"{self_draw} 胡 and a win on a discard {discard} 胡; a hand worth less cannot win.",
            Pointer(Target.OWN_HAND, m.view.seat),
            with_coach=True,
        )

    return StepSpec("minimum", trigger)


def _linan(region: RegionRules) -> list[StepSpec]:
    steps = [_caishen(region), StepSpec("gang_hua", _gang_hua)]
    if region.options.get("min_self_draw") or region.options.get("min_discard"):
        steps.append(_minimum(region))
    return steps


_REGIONS: dict[str, Callable[[RegionRules], list[StepSpec]]] = {
    "lincang": _lincang,
    "linfen": _lincang,  # the same tail and plain hand, and 查大叫 (on by default there)
    "lanzhou": _lanzhou,
    "shangrao": _shangrao,
    "linan": _linan,
}
