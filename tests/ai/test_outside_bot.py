"""Issue 33, Deliver 2: an outside bot that times out, exits, writes an endless line, answers
something unlisted or ignores the end — the game goes on with the built-in easy move, one log line
says what happened, and the program is ended (and reaped) with the game."""

from __future__ import annotations

import json
import logging
import os
import select
import shlex
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_desktop.ai import bot_protocol as proto
from mahjong_desktop.ai.easy import EasyPlayer
from mahjong_desktop.ai.levels import PlayerSpecError, check_spec, make_player
from mahjong_desktop.ai.outside_bot import BotCommandError, OutsideBot, split_command
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from tests.helpers.knobs import fuzz_examples

SEED = 7
FUZZ_VIEW = Game(load_region("lincang"), SEED, 0).view(0)
ANSWER_LAST = """
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "request":
        print(json.dumps({"id": len(msg["actions"]) - 1}), flush=True)
"""


def bot_file(folder: Path, source: str) -> str:
    path = folder / "bot.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return shlex.join([sys.executable, str(path)])


def first_decision(command: str, timeout: float = 5.0) -> tuple[OutsideBot, object, object]:
    """The dealer's first decision asked of the bot: (bot, its action, the easy player's)."""
    region = load_region("lincang")
    game = Game(region, SEED, 0)
    bot = OutsideBot(command, region, SEED, timeout=timeout)
    bot.observe(0, game.events)
    view = game.view(0)
    action = bot.choose(view, view.legal)
    easy = EasyPlayer(region, SEED).choose(view, view.legal)
    return bot, action, easy


def test_a_bot_answers_by_id(tmp_path: Path) -> None:
    bot, action, _ = first_decision(bot_file(tmp_path, ANSWER_LAST))
    try:
        region = load_region("lincang")
        view = Game(region, SEED, 0).view(0)
        assert action == view.legal[-1]
        assert bot.failures == []
    finally:
        bot.close()
    assert bot.proc is not None and bot.proc.returncode == 0  # it read "end" and left


def test_a_bot_may_answer_with_the_action_itself(tmp_path: Path) -> None:
    source = ANSWER_LAST.replace(
        'print(json.dumps({"id": len(msg["actions"]) - 1}), flush=True)',
        'a = dict(msg["actions"][-1]); del a["id"]; print(json.dumps({"action": a}), flush=True)',
    )
    bot, action, _ = first_decision(bot_file(tmp_path, source))
    bot.close()
    view = Game(load_region("lincang"), SEED, 0).view(0)
    assert action == view.legal[-1] and bot.failures == []


FAULTS = {
    "sleeps": (
        "import time, sys\nsys.stdin.readline()\ntime.sleep(600)\n",
        "did not answer within",
    ),
    "exits": ("import sys\nsys.stdin.readline()\nsys.exit(3)\n", "exited (exit status 3)"),
    "floods": (
        "import sys\nsys.stdout.write('x' * 200000)\nsys.stdout.flush()\nsys.stdin.read()\n",
        "wrote a line over 65536 bytes",
    ),
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_broken_bot_is_ended_and_the_easy_player_moves(
    fault: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    source, said = FAULTS[fault]
    with caplog.at_level(logging.WARNING, logger="mahjong_desktop.bots"):
        bot, action, easy = first_decision(bot_file(tmp_path, source), timeout=0.5)
    assert action == easy
    assert bot.dead and bot.proc is not None and bot.proc.returncode is not None  # reaped
    assert len(bot.failures) == 1 and said in str(bot.failures[0])
    assert "the easy player plays its seat" in caplog.text and said in caplog.text
    bot.close()
    for thread in bot.threads:  # nothing of the bot is left running in the game either
        thread.join(60)
        assert not thread.is_alive()


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ('{"id": 99}', "id 99 is not one of the listed ids"),
        ('{"id": "0"}', "id must be an integer"),
        ("[0]", "an answer is a JSON object"),
        ("hello", "not a JSON line"),
        ('{"action": {"type": "pong"}}', "is not one of the listed actions"),
        ('{"move": 1}', 'an answer names an "id"'),
    ],
)
def test_an_illegal_answer_gets_the_easy_move_and_the_bot_plays_on(
    answer: str, said: str, tmp_path: Path
) -> None:
    source = f"""
    import json, sys
    answers = iter([{answer!r}])
    for line in sys.stdin:
        if json.loads(line)["type"] == "request":
            print(next(answers, '{{"id": 0}}'), flush=True)
    """
    region = load_region("lincang")
    game = Game(region, SEED, 0)
    bot = OutsideBot(bot_file(tmp_path, source), region, SEED)
    try:
        bot.observe(0, game.events)
        view = game.view(0)
        assert bot.choose(view, view.legal) == EasyPlayer(region, SEED).choose(view, view.legal)
        assert len(bot.failures) == 1 and said in str(bot.failures[0]), bot.failures
        assert "the easy player makes this move" in str(bot.failures[0])
        assert not bot.dead
        assert bot.choose(view, view.legal) == view.legal[0]  # the next answer counts again
    finally:
        bot.close()
    for thread in bot.threads:
        thread.join(60)
        assert not thread.is_alive()


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="waits on a pidfd (Linux)")
def test_a_bot_that_ignores_the_end_is_killed_with_what_it_started(tmp_path: Path) -> None:
    # The bot starts a child of its own, then never reads again: both must go with the game.
    child_file = tmp_path / "child.pid"
    source = f"""
    import json, signal, subprocess, sys, time
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    open({str(child_file)!r}, "w").write(str(child.pid))
    for line in sys.stdin:
        if json.loads(line)["type"] == "request":
            print('{{"id": 0}}', flush=True)
            break
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    time.sleep(600)
    """
    bot, _, _ = first_decision(bot_file(tmp_path, source))
    bot.close()
    assert bot.proc is not None and bot.proc.returncode is not None  # killed and reaped
    child = int(child_file.read_text())
    try:
        handle = os.pidfd_open(child)
    except ProcessLookupError:
        return  # already gone
    try:
        # SIGKILL is delivered when the process is next scheduled: wait for its end (an event,
        # no polling); 60 s only bounds a failure.
        ended, _, _ = select.select([handle], [], [], 60)
    finally:
        os.close(handle)
    assert ended, "the bot's own child outlived the game"


def test_a_bot_that_cannot_start_leaves_the_seat_to_the_easy_player(tmp_path: Path) -> None:
    missing = str(tmp_path / "no-such-program")
    bot, action, easy = first_decision(missing)
    assert action == easy and bot.dead
    assert "could not be started" in str(bot.failures[0])
    bot.close()


def test_command_lines() -> None:
    assert split_command('python3 "my bot.py" --level 2') == [
        "python3",
        "my bot.py",
        "--level",
        "2",
    ]
    for bad in ("", "   ", 'python3 "unclosed'):
        with pytest.raises(BotCommandError):
            split_command(bad)
    check_spec("cmd:python3 bot.py")
    with pytest.raises(PlayerSpecError, match="empty"):
        check_spec("cmd:")
    bot = make_player("cmd:python3 bot.py#b", load_region("lincang"), 1, bot_timeout=2.0)
    assert isinstance(bot, OutsideBot) and bot.timeout == 2.0 and bot.proc is None  # not started


def test_a_request_lists_every_legal_action_with_its_id() -> None:
    region = load_region("lincang")
    view = Game(region, SEED, 0).view(0)
    req = proto.request(view, view.legal)
    assert req["type"] == "request" and req["phase"] == "turn"
    assert [a["id"] for a in req["actions"]] == list(range(len(view.legal)))
    discards = [a for a in req["actions"] if a["type"] == "discard"]
    assert {a["tile"] for a in discards} == {
        a.to_json()["tile"] for a in view.legal if isinstance(a, Discard)
    }
    assert all("seat" not in a for a in req["actions"])
    assert len(proto.encode(req)) < proto.MAX_LINE_BYTES


@settings(max_examples=fuzz_examples(300), deadline=None, derandomize=True)
@given(
    st.binary(max_size=80)
    | st.builds(
        lambda v: json.dumps(v).encode(),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
            lambda inner: (
                st.lists(inner, max_size=3)
                | st.dictionaries(st.sampled_from(["id", "action", "type", "tile", "x"]), inner)
            ),
            max_leaves=6,
        ),
    )
)
def test_any_answer_line_is_a_listed_action_or_a_clear_refusal(line: bytes) -> None:
    view = FUZZ_VIEW
    try:
        action = proto.parse_answer(line, view.legal, view.seat)
    except proto.BotAnswerError as exc:
        assert str(exc) and "\n" not in str(exc)
    else:
        assert action in view.legal
