#!/usr/bin/env python3
"""A reference bot for Mahjong Desktop's bot protocol (docs/formats/bot-protocol.md).

Standard library only, and it plays by the listed legal actions alone: it takes a win whenever
one is listed, declares 报听 when it may, otherwise discards the tile with the fewest held
neighbours (honours first, then the tiles nearest the ends of a suit), and passes every claim.
Run it in the arena (from this folder):

    mahjong-desktop arena --region lincang \
        --players cmd:"python3 reference_bot.py",normal,normal,normal
"""

import json
import sys


def keep_value(tile: str, held: set[str]) -> tuple[int, int, str]:
    """How much a tile is worth keeping: its held neighbours in its suit, then how far it sits
    from the ends of the suit (honours are worth nothing: they make no sequences)."""
    rank, suit = int(tile[0]), tile[1]
    if suit == "z":
        return (0, 0, tile)
    near = sum(1 for other in held if other[1] == suit and 0 < abs(int(other[0]) - rank) <= 2)
    return (near, min(rank - 1, 9 - rank), tile)


def decide(request: dict) -> int:
    """The id of the action to take."""
    actions = request["actions"]
    for action in actions:
        if action["type"] == "win":
            return action["id"]
    held = {a["tile"] for a in actions if a["type"] == "discard"}
    ready = [a for a in actions if a["type"] == "move" and a["name"] == "declare_ready"]
    if ready:  # 兰州 报听: the move makes the discard, its tile is the one thrown
        return min(ready, key=lambda a: keep_value(a["tiles"], held))["id"]
    discards = [a for a in actions if a["type"] == "discard"]
    if discards:
        return min(discards, key=lambda a: keep_value(a["tile"], held))["id"]
    for action in actions:
        if action["type"] == "pass":
            return action["id"]
    return actions[0]["id"]  # no pass offered (a 兰州 dealer choosing the 玩法): the first


def main() -> None:
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "request":
            print(json.dumps({"id": decide(message)}), flush=True)
        elif message["type"] == "end":
            return


if __name__ == "__main__":
    main()
