"""Record how today's engine plays, so a rewrite can be proved to play the same.

    python tools/record_engine_golden.py          # writes tests/engine/golden/<region>.jsonl.gz

Computer players (seeded, so the recording itself is repeatable) play whole sessions of every
region under many rule options: every 兰州 玩法 and 甩牌 way, 临安's 老庄 and 财神 options, 上饶's
宝 options, 临沧/临汾's claim and draw options. Line-ups mix the real levels with the random
player, whose odd choices (passing wins, chows, kongs at any time) reach paths good players avoid.

One gzip JSON line per hand: the session it belongs to (region, options, session seed, length),
the hand's inputs (seed, dealer, hand number, round wind, dealer streak, scores carried, the
variant a dealer keeps), the actions, and the digests of ``tests/helpers/hand_digest.py``.
``tests/engine/test_same_events_as_before.py`` replays the actions — no computer player runs
there — and compares. Re-record only when a behaviour change is meant, and say so in the commit.
"""

from __future__ import annotations

import gzip
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the digests live beside the test that checks them

from mahjong_desktop.ai.levels import make_player  # noqa: E402
from mahjong_desktop.engine.rng import derive_seed  # noqa: E402
from mahjong_desktop.engine.session import Session  # noqa: E402
from mahjong_desktop.rules.registry import load_region  # noqa: E402
from tests.helpers.hand_digest import (  # noqa: E402
    GOLDEN_DIR,
    REGIONS,
    HandDigests,
    golden_file,
    hand_inputs,
)

# Line-ups, seat 0 to 3. Random seats keep hands long and odd; the levels make real wins.
STRONG = ["normal", "normal", "easy", "plain"]
MIXED = ["normal", "random", "easy", "plain"]
WILD = ["random", "normal", "random", "easy"]
HARD = ["hard", "normal", "random", "easy"]
LINEUPS = (STRONG, MIXED, WILD, HARD)

_LINCANG_LIKE: list[dict[str, Any]] = [
    {},
    {"multiple_winners": False},
    {"reflip_tail": True, "last_four_forced": False},
    {"honour_discard_wins": False},
    {"honour_run_anywhere": True, "long_qi_dui_any_four": True},
    {"multi_win_dealer": "discarder_next", "dealer_stays_on_draw": True},
    {"cha_da_jiao": True, "ping_hu_lacks_suit": True},
    {"cha_da_jiao": False, "kong_exposed": 3, "kong_concealed": 4, "kong_added": 2},
]

OPTIONS: dict[str, list[dict[str, Any]]] = {
    "lincang": _LINCANG_LIKE,
    "linfen": _LINCANG_LIKE,
    "lanzhou": [
        {"mode": "liang_bao"},
        {"mode": "san_bao"},
        {"mode": "qiao_qiao_hu"},
        {"mode": "liang_bao_bao"},
        {"mode": "san_bao_bao", "bao_amount": "once"},
        {"mode": "dealer_chooses"},
        {"mode": "dealer_chooses", "dealer_chooses_fan": True, "throw": "hard"},
        {"mode": "san_bao", "throw": "none", "play_on_after_win": False},
        {"mode": "qiao_qiao_hu", "throw": "hard", "throw_feng_dragons": True},
        {"mode": "liang_bao", "huang_zhuang_14": True, "zhong_fa_bai": False},
        {"mode": "san_bao", "xiao_ji": True, "ji_fei_dan_da": True, "yao_jiu_dan": True},
        {"mode": "qiao_qiao_hu", "hei_si_feng": True, "base": 2, "kong_concealed": 2},
    ],
    "shangrao": [
        {},
        {"wild_kind": "indicator"},
        {"min_value": 0},
        {"min_value": 8, "fei_bao_doubles": False},
        {"bao_huan_yuan": True},
        {"dealer_on_draw": "next", "kong_paid_on_draw": True},
        {"kong_exposed": 2, "kong_added": 2, "kong_concealed": 3},
        {"wild_kind": "indicator", "bao_huan_yuan": True, "min_value": 2},
    ],
    "linan": [
        {},
        {"dealer_on_draw": "passes"},
        {"lao_zhuang_halved": True},
        {"lao_zhuang_counts_to_minimum": True},
        {"ping_hu_highest_reading": True},
        {"gang_hua_dragon_order": "bai_fa_zhong"},
        {"min_self_draw": 100, "min_discard": 100, "cap": 1000},
        {"lao_zhuang_halved": True, "lao_zhuang_counts_to_minimum": True, "base_stake": 2},
        {"tai_qing_yi_se": 3, "tai_dui_dui_hu": 2, "tai_zhong": 2},
    ],
}
HANDS_PER_SESSION = 8


def record_session(region_id: str, options: dict[str, Any], index: int) -> list[dict[str, Any]]:
    """Play one session; the records of its hands."""
    region = load_region(region_id, options)
    session_seed = derive_seed(0x601DE, REGIONS.index(region_id), index)
    lineup = LINEUPS[index % len(LINEUPS)]
    session = Session(region, session_seed, hands=HANDS_PER_SESSION)
    out: list[dict[str, Any]] = []
    while not session.finished:
        hand = len(session.summaries)
        game = session.start_hand()
        players = [
            make_player(spec, region, derive_seed(game.seed, 0xA1, seat))
            for seat, spec in enumerate(lineup)
        ]
        inputs = hand_inputs(game)
        digests = HandDigests()
        digests.see(game)
        while not game.is_over:
            for seat in game.waiting_for():
                view = game.view(seat, session.totals)
                game.apply(players[seat].choose(view, view.legal))
                digests.see(game)
                if game.is_over:
                    break
        out.append(
            {
                "session": f"{region_id}/{index}",
                "hand": hand,
                "region": region_id,
                "options": options,
                "session_seed": session_seed,
                "hands_limit": HANDS_PER_SESSION,
                "players": lineup,
                "inputs": inputs,
                "actions": [a.to_json() for a in game.actions],
                **digests.result(game),
            }
        )
    return out


def main() -> int:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for region_id in REGIONS:
        start = time.perf_counter()
        records: list[dict[str, Any]] = []
        for index, options in enumerate(OPTIONS[region_id]):
            records += record_session(region_id, options, index)
        path = golden_file(region_id)
        # mtime=0: the same recording gives the same bytes.
        with (
            path.open("wb") as raw,
            gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=9) as f,
        ):
            for rec in records:
                line = json.dumps(rec, ensure_ascii=False, separators=(",", ":"))
                f.write(line.encode() + b"\n")
        actions = sum(len(r["actions"]) for r in records)
        print(
            f"{region_id}: {len(records)} hands, {actions} actions, "
            f"{path.stat().st_size:,} bytes, {time.perf_counter() - start:.1f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
