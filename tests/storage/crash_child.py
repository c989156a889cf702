"""A real process that plays a recorded session and is killed with SIGKILL by test_crash.py.

``python crash_child.py FOLDER REGION SEED HANDS MODE``. MODE ``claim``: after the first action
of the second hand that leaves a claim window open, print ``STOPPED`` and
wait (the parent kills it there); ``answered``: the same once one seat has answered the window
and another is still asked; ``hand``: the same after 25 actions of the second hand; ``run``:
print ``A n`` after every saved action and never wait (killed wherever it happens to be).
"""

from __future__ import annotations

import sys
from pathlib import Path

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.storage.headless import continue_session
from tests.helpers.seeded_sessions import new_session, players_for, start_recorded


def main(folder: str, region: str, seed: str, hands: str, mode: str) -> None:
    session, header = new_session(region, int(seed), int(hands))
    recorder = start_recorded(Path(folder), header)
    count = 0

    def after(game: Game, _action: Action) -> None:
        nonlocal count
        count += 1
        if mode == "run":
            print(f"A {count}", flush=True)
            return
        # A discard's claim window open, in the second hand (the first is settled and recorded).
        mid_claim = game.phase is Phase.CLAIM and game.hand_number == 1
        window = game.window
        # Inside a claim: one seat has answered, another is still asked.
        answered = mid_claim and window is not None and window.answers and window.waiting_for()
        mid_hand = game.hand_number == 1 and len(game.actions) == 25
        if (
            (mode == "claim" and mid_claim)
            or (mode == "answered" and answered)
            or (mode == "hand" and mid_hand)
        ):
            print(f"STOPPED {game.hand_number} {len(game.actions)}", flush=True)
            sys.stdin.read()  # the parent kills the process while it waits here

    continue_session(session, players_for(session, header), recorder, after)
    print("FINISHED", flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:6])
