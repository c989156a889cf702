"""A seat played by an outside program speaking the bot protocol (``bot_protocol``) on its
standard input and output — a bot in any language, run as a child process of the game.

The game never waits on the bot longer than the per-decision limit: lines to the bot go through
a writer thread (a bot that stops reading cannot block the game), its answers come through a
reader thread with a bounded line length. When the bot times out, exits, writes an over-long
line or answers something that is not a listed action, the decision is made by the built-in
easy player and one log line says what happened; a bot that timed out or broke the stream is
ended and the easy player keeps its seat until the game ends. ``close`` ends the process (and
any it started) when the game is over.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import shlex
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import IO, Any

from mahjong_desktop.ai import bot_protocol as proto
from mahjong_desktop.ai.easy import EasyPlayer
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules

log = logging.getLogger("mahjong_desktop.bots")

DEFAULT_TIMEOUT = 5.0  # seconds per decision; a bot's first answer includes its start-up
MAX_TIMEOUT = 600.0
_EXIT_GRACE = 1.0  # seconds a bot has to exit after "end" before it is killed
_TOO_LONG = object()  # the reader's mark for a line over the bound
_EOF = object()


class BotTrouble(Enum):
    """What went wrong with an outside bot; the window words each kind in the player's
    language (``ui/shell/wording.py``), the log in English (``BotFailure.__str__``)."""

    TIMED_OUT = "timed_out"  # detail: the limit in seconds ("5")
    EXITED = "exited"  # detail: the exit status ("1"), or "" when it closed its output
    LINE_TOO_LONG = "line_too_long"  # detail: the bound in bytes
    ILLEGAL_ANSWER = "illegal_answer"  # detail: the protocol's reason (bot_protocol, English)
    UNASKED_LINE = "unasked_line"  # detail: the line, quoted
    COULD_NOT_START = "could_not_start"  # detail: the system's reason (strerror)


_TROUBLE_ENGLISH = {
    BotTrouble.TIMED_OUT: "did not answer within {} s",
    BotTrouble.LINE_TOO_LONG: "wrote a line over {} bytes",
    BotTrouble.ILLEGAL_ANSWER: "answered illegally: {}",
    BotTrouble.UNASKED_LINE: "wrote a line when not asked: {}",
    BotTrouble.COULD_NOT_START: "could not be started: {}",
}


@dataclass(frozen=True, slots=True)
class BotFailure:
    """One thing an outside bot did wrong: its kind, the one detail that kind quotes, the bot's
    command and seat, and whether the bot was ended for it (``ended``: the easy player plays its
    seat for the rest of the game; else only this move)."""

    trouble: BotTrouble
    detail: str
    command: str
    seat: int | None
    ended: bool

    def what(self) -> str:
        """What the bot did, in English (the log's words)."""
        if self.trouble is BotTrouble.EXITED:
            status = f"exit status {self.detail}" if self.detail else "closed its output"
            return f"exited ({status}) instead of answering"
        return _TROUBLE_ENGLISH[self.trouble].format(self.detail)

    def __str__(self) -> str:
        then = (
            "it is ended and the easy player plays its seat for the rest of the game"
            if self.ended
            else "the easy player makes this move"
        )
        return f"bot {self.command!r} (seat {self.seat}) {self.what()}; {then}"


class BotCommandError(ValueError):
    """A bot command line that cannot be used (empty, unbalanced quotes)."""


def split_command(command: str) -> list[str]:
    """The program and its arguments, split as a POSIX shell would (no shell runs them)."""
    try:
        argv = shlex.split(command, posix=os.name != "nt")
    except ValueError as exc:
        raise BotCommandError(f"bot command {command!r}: {exc}") from None
    if not argv:
        raise BotCommandError("bot command is empty")
    return argv


class OutsideBot:
    """A ``Player`` whose decisions come from a program. It also watches the hand
    (``observe``), which the game drivers call with every event; the program is started on the
    first event or request, when the seat is known, and ended by ``close``."""

    def __init__(
        self,
        command: str,
        region: RegionRules,
        seed: int = 0,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        name: str | None = None,
        cwd: str | None = None,
    ) -> None:
        self.argv = split_command(command)
        self.command = command
        self.region = region
        self.timeout = timeout
        self.name = name or f"cmd:{command}"
        self.cwd = cwd
        self.fallback = EasyPlayer(region, seed)
        self.seat: int | None = None
        self.proc: subprocess.Popen[bytes] | None = None
        self.dead = False  # ended or broken: the easy player decides from now on
        self.failures: list[BotFailure] = []  # everything that went wrong, as the log says it
        self.threads: tuple[threading.Thread, ...] = ()  # its writer and reader, once started
        self._out: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._in: queue.SimpleQueue[object] = queue.SimpleQueue()

    # --- the player protocol ---------------------------------------------------------------------
    def observe(self, seat: int, events: Sequence[Event]) -> None:
        """Send ``events`` as ``seat`` may see them (the seat is fixed by the first call)."""
        if not self._ready(seat):
            return
        for event in events:
            self._send(proto.event_message(event, seat))

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if not self._ready(view.seat):
            return self.fallback.choose(view, legal)
        self._drop_unasked()
        self._send(proto.request(view, legal))
        try:
            line = self._in.get(timeout=self.timeout)
        except queue.Empty:
            self._fail(BotTrouble.TIMED_OUT, f"{self.timeout:g}", end=True)
            return self.fallback.choose(view, legal)
        if line is _EOF:
            self._fail(BotTrouble.EXITED, self._exit_status(), end=True)
            return self.fallback.choose(view, legal)
        if line is _TOO_LONG:
            self._fail(BotTrouble.LINE_TOO_LONG, str(proto.MAX_LINE_BYTES), end=True)
            return self.fallback.choose(view, legal)
        assert isinstance(line, bytes)
        try:
            return proto.parse_answer(line, legal, view.seat)
        except proto.BotAnswerError as exc:
            self._fail(BotTrouble.ILLEGAL_ANSWER, str(exc), end=False)
            return self.fallback.choose(view, legal)

    def __call__(self, view: PlayerView) -> Action:
        """The ``view -> action`` form the session's players take (``Session.play_hand``, the
        window's worker)."""
        return self.choose(view, view.legal)

    def close(self) -> None:
        """The game is over: say so, give the bot a moment to exit, then end it."""
        proc = self.proc
        if proc is None:
            return
        self.dead = True
        if proc.poll() is None:
            self._out.put(proto.encode(proto.end()))
            self._out.put(None)  # the writer closes the bot's input: EOF tells it too
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(_EXIT_GRACE)
        self._kill()

    def __del__(self) -> None:
        # A driver that forgot ``close`` must not leave the program running.
        proc = getattr(self, "proc", None)
        if proc is not None and proc.poll() is None:
            self._kill()

    # --- the process -----------------------------------------------------------------------------
    def _ready(self, seat: int) -> bool:
        if self.seat is None:
            self.seat = seat
            self._start()
        elif seat != self.seat:
            raise ValueError(f"bot {self.name!r} plays seat {self.seat}, not {seat}")
        return not self.dead

    def _start(self) -> None:
        assert self.seat is not None
        extra: dict[str, Any] = {}
        if os.name == "posix":
            # Its own process group, so that ending the bot ends what it started (a shell
            # wrapper's child) and a Ctrl-C at the terminal reaches the game alone.
            extra["start_new_session"] = True
        try:
            self.proc = subprocess.Popen(  # the player chose this program
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=None,  # the bot's own messages go to the game's stderr
                cwd=self.cwd,
                **extra,
            )
        except OSError as exc:
            self._fail(BotTrouble.COULD_NOT_START, exc.strerror or str(exc), end=True)
            return
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.threads = (
            threading.Thread(target=_write, args=(self.proc.stdin, self._out), daemon=True),
            threading.Thread(target=_read, args=(self.proc.stdout, self._in), daemon=True),
        )
        for thread in self.threads:
            thread.start()
        self._send(proto.hello(self.region.region_id, self.region.options, self.seat, self.name))

    def _send(self, message: dict[str, Any]) -> None:
        self._out.put(proto.encode(message))

    def _drop_unasked(self) -> None:
        """Lines the bot wrote when nobody asked are no answers: say so and skip them."""
        while True:
            try:
                line = self._in.get_nowait()
            except queue.Empty:
                return
            if line is _EOF or line is _TOO_LONG:
                self._in.put(line)  # the request that follows reports it
                return
            assert isinstance(line, bytes)
            self._fail(BotTrouble.UNASKED_LINE, proto.quote(line), end=False)

    def _fail(self, trouble: BotTrouble, detail: str, *, end: bool) -> None:
        failure = BotFailure(trouble, detail, self.command, self.seat, end)
        self.failures.append(failure)
        log.warning("%s", failure)
        if end:
            self.dead = True
            self._kill()

    def _exit_status(self) -> str:
        """The exit status; "" when the bot closed its output but runs on."""
        proc = self.proc
        if proc is None:
            return ""  # never started: that failure was reported, and no answer was awaited
        try:
            code = proc.wait(_EXIT_GRACE)
        except subprocess.TimeoutExpired:
            return ""
        return str(code)

    def _kill(self) -> None:
        proc = self.proc
        if proc is None:
            return
        self._out.put(None)  # the writer stops (a bot ended early never got its "end")
        if proc.poll() is None or os.name == "posix":
            try:
                if os.name == "posix":
                    # The group the bot leads (start_new_session); it may outlive the bot.
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
            except (ProcessLookupError, PermissionError):
                pass
        try:
            proc.wait(_EXIT_GRACE)  # reaped: no zombie is left behind
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL is not refused
            print(f"bot {self.command!r} did not end", file=sys.stderr)
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


def _write(stream: IO[bytes], lines: queue.SimpleQueue[bytes | None]) -> None:
    """Feed the bot its lines in order; stop when told (None) or when it stops reading."""
    try:
        while True:
            line = lines.get()
            if line is None:
                stream.close()
                return
            stream.write(line)
            stream.flush()
    except (OSError, ValueError):
        return  # the bot closed its input or was ended: nothing more can reach it


def _read(stream: IO[bytes], lines: queue.SimpleQueue[object]) -> None:
    """Pass on the bot's lines, each bounded; an over-long line or the end stops reading."""
    try:
        while True:
            line = stream.readline(proto.MAX_LINE_BYTES + 1)
            if not line:
                lines.put(_EOF)
                return
            if len(line) > proto.MAX_LINE_BYTES and not line.endswith(b"\n"):
                lines.put(_TOO_LONG)
                return
            if line.strip():
                lines.put(line)
    except (OSError, ValueError):
        lines.put(_EOF)
